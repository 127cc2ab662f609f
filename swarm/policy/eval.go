package policy

import (
	"context"
	"fmt"

	"github.com/synod-net/synod/repops/models"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/tasks"
)

// FamilyScore is a policy's exact accuracy on one family at one level.
type FamilyScore struct {
	Family     string  `json:"family"`
	Level      int     `json:"level"`
	Questions  int     `json:"questions"`
	Correct    int     `json:"correct"`
	WellFormed int     `json:"well_formed"`
	Accuracy   float64 `json:"accuracy"`
}

// CritiqueScore measures critiques of one question over shown answers of
// which exactly one is right.
type CritiqueScore struct {
	Trials int `json:"trials"`
	// Right counts critiques that named the right answer; Wrong those that
	// named a wrong one; the rest abstained.
	Right    int     `json:"right"`
	Wrong    int     `json:"wrong"`
	Accuracy float64 `json:"accuracy"` // Right / Trials
}

// Evaluation is a policy's score on held-out questions.
type Evaluation struct {
	Families []FamilyScore `json:"families"`
	Critique CritiqueScore `json:"critique"`
}

// EvalStream is the key of held-out questions: the pretraining stream is
// keyed differently, so the draws are independent.
const EvalStream = "synod/policy/eval/v1"

// Evaluate answers n held-out questions per family and level greedily and
// runs n critiques per family at level 1, each over `shown` answers of
// which one is right and the others near misses, in random order.
func Evaluate(ctx context.Context, m *models.Transformer, n, shown int, seed uint64) (Evaluation, error) {
	return EvaluateLevels(ctx, m, n, shown, seed, tasks.MaxLevel)
}

// EvaluateLevels is Evaluate answering only the levels up to maxLevel.
// The questions of the levels it skips are still drawn, so the questions
// it asks are the ones Evaluate asks.
func EvaluateLevels(ctx context.Context, m *models.Transformer, n, shown int, seed uint64, maxLevel int) (Evaluation, error) {
	if maxLevel < 1 || maxLevel > tasks.MaxLevel {
		return Evaluation{}, fmt.Errorf("policy: evaluation level %d outside 1..%d", maxLevel, tasks.MaxLevel)
	}
	vocab, err := models.NewCharVocab(Alphabet)
	if err != nil {
		return Evaluation{}, err
	}
	r := tasks.NewRand(EvalStream, seed)
	p, err := New(m, "eval", Options{})
	if err != nil {
		return Evaluation{}, err
	}
	var ev Evaluation
	for _, f := range tasks.Families() {
		for lvl := 1; lvl <= tasks.MaxLevel; lvl++ {
			fs := FamilyScore{Family: f.Name, Level: lvl, Questions: n}
			for range n {
				if err := ctx.Err(); err != nil {
					return ev, err
				}
				t := f.Generate(r, lvl)
				if lvl > maxLevel {
					continue
				}
				s, err := Generate(m, vocab, AnswerPrompt(t.Question), MaxCompletionTokens, 0, 0, nil)
				if err != nil {
					return ev, fmt.Errorf("policy: evaluating %s: %w", f.Name, err)
				}
				v := t.Verify(s)
				if v.Correct {
					fs.Correct++
				}
				if v.WellFormed {
					fs.WellFormed++
				}
			}
			if lvl > maxLevel {
				continue
			}
			fs.Accuracy = float64(fs.Correct) / float64(max(n, 1))
			ev.Families = append(ev.Families, fs)
		}
		for range n {
			t := f.Generate(r, 1)
			answers := make([]string, shown)
			right := r.IntN(shown)
			for i := range answers {
				if i == right {
					answers[i] = tasks.Format(t.Answer)
				} else {
					answers[i] = tasks.Format(t.Distractor(r))
				}
			}
			cands := make([]round.PeerAnswer, len(answers))
			for i, a := range answers {
				cands[i] = round.PeerAnswer{Peer: fmt.Sprint(i), Completions: []string{a}}
			}
			sc, err := p.judgeCandidatesLocked(ctx, []string{t.Question}, cands)
			if err != nil {
				return ev, err
			}
			ev.Critique.Trials++
			if b, ok := best(sc); ok {
				if b.index == right {
					ev.Critique.Right++
				} else {
					ev.Critique.Wrong++
				}
			}
		}
	}
	ev.Critique.Accuracy = float64(ev.Critique.Right) / float64(max(ev.Critique.Trials, 1))
	return ev, nil
}
