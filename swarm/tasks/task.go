package tasks

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
)

// ErrNoTasks is returned when a source cannot draw any question.
var ErrNoTasks = errors.New("tasks: no questions to draw from")

// Task is one question with its exact answer.
type Task struct {
	// Family names the generator ("arithmetic", "gsm8k", ...).
	Family string
	// Level is the difficulty, 1 (easiest) to MaxLevel.
	Level int
	// Question is the prompt shown to the policy.
	Question string
	// Answer is the canonical exact answer.
	Answer string
	// kind selects how a response is compared with Answer.
	kind answerKind
	// work is the worked solution (Work), "" when there is none.
	work string
}

type answerKind int

const (
	kindInteger answerKind = iota // an integer, compared numerically
	kindList                      // comma-separated integers, compared element-wise
	kindToken                     // a word or digit string, compared case-insensitively
)

// Verdict is what the verifier says about one response.
type Verdict struct {
	// WellFormed is true when the response holds exactly one <answer>...</answer>.
	WellFormed bool
	// Correct is true when the extracted answer equals the task's answer.
	Correct bool
}

var answerTag = regexp.MustCompile(`<answer>(.*?)</answer>`)

// Format wraps an answer in the response format the verifier expects.
func Format(answer string) string { return "<answer>" + answer + "</answer>" }

// Extract returns the answer inside a response and whether the response is
// well formed (exactly one <answer> tag). A response without the tag is
// read whole, so a bare correct answer still counts as correct but not as
// well formed.
func Extract(response string) (string, bool) {
	m := answerTag.FindAllStringSubmatch(response, -1)
	if len(m) == 1 {
		return strings.TrimSpace(m[0][1]), true
	}
	if len(m) > 1 {
		return strings.TrimSpace(m[0][1]), false
	}
	return strings.TrimSpace(response), false
}

// Rollout rewards, in thousandths, that the verifier gives one completion
// (shared with peers as training data): a correct answer is worth four
// times a well-formed one, as in the round's rewards.
const (
	RewardCorrectMilli = 1000
	RewardFormatMilli  = 250
)

// RewardMilli is the verifier's reward of a response, in thousandths.
func (v Verdict) RewardMilli() int64 {
	var r int64
	if v.Correct {
		r += RewardCorrectMilli
	}
	if v.WellFormed {
		r += RewardFormatMilli
	}
	return r
}

// Verify checks a response against the task exactly.
func (t Task) Verify(response string) Verdict {
	got, wf := Extract(response)
	return Verdict{WellFormed: wf, Correct: t.matches(got)}
}

func (t Task) matches(got string) bool {
	switch t.kind {
	case kindInteger:
		a, ok1 := parseInt(got)
		b, ok2 := parseInt(t.Answer)
		return ok1 && ok2 && a == b
	case kindList:
		ga, ok1 := parseList(got)
		wa, ok2 := parseList(t.Answer)
		if !ok1 || !ok2 || len(ga) != len(wa) {
			return false
		}
		for i := range ga {
			if ga[i] != wa[i] {
				return false
			}
		}
		return true
	default:
		return strings.EqualFold(strings.TrimSpace(got), strings.TrimSpace(t.Answer))
	}
}

func parseInt(s string) (int64, bool) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ",", "")
	s = strings.TrimPrefix(strings.TrimPrefix(s, "$"), "+")
	v, err := strconv.ParseInt(s, 10, 64)
	return v, err == nil
}

func parseList(s string) ([]int64, bool) {
	s = strings.Trim(strings.TrimSpace(s), "[]")
	if s == "" {
		return nil, false
	}
	parts := strings.Split(s, ",")
	out := make([]int64, 0, len(parts))
	for _, p := range parts {
		v, err := strconv.ParseInt(strings.TrimSpace(p), 10, 64)
		if err != nil {
			return nil, false
		}
		out = append(out, v)
	}
	return out, true
}

// Seed derives the 32-byte seed of a round's draw from (swarm ID, round).
func Seed(swarmID string, round uint64) [32]byte {
	h := sha256.New()
	h.Write([]byte("synod/swarm/tasks/v1\x00"))
	h.Write([]byte(swarmID))
	var r [8]byte
	binary.BigEndian.PutUint64(r[:], round)
	h.Write([]byte{0})
	h.Write(r[:])
	var s [32]byte
	copy(s[:], h.Sum(nil))
	return s
}

// rng returns a deterministic generator for (swarm, round). ChaCha8 is
// specified bit for bit by math/rand/v2, so every platform draws the same.
func rng(swarmID string, round uint64) *rand.Rand {
	return rand.New(rand.NewChaCha8(Seed(swarmID, round)))
}

// Source draws the questions of a round.
type Source interface {
	// Draw returns n questions for round of swarmID; the same arguments
	// always give the same questions.
	Draw(swarmID string, round uint64, n int) ([]Task, error)
}
