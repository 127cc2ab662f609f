package policy

import (
	"strings"

	"github.com/synod-net/synod/swarm/tasks"
)

// The policy's text formats. Every stage is built from two pieces that fit
// the model's context together:
//
//	answer:  "Q: <question>\nA: " -> "<answer>46</answer>\n"
//	judge:   the answer piece, then "\nS: <shown answer>\nJ: " -> "yes\n" or "no\n"
//
// A judgment is the model's verdict on one shown answer after it wrote its
// own: critiques and votes are built from judgments (see Transformer).
const (
	// JudgeYes and JudgeNo are the two judgments the model can write.
	JudgeYes = "yes"
	JudgeNo  = "no"
	// MaxShownChars bounds the shown answer's text in a judge prompt.
	MaxShownChars = 40
	// MaxQuestionChars bounds the question's text in a prompt.
	MaxQuestionChars = 100
)

// AnswerPrompt is the answer stage's prompt for one question.
func AnswerPrompt(question string) string {
	return "Q: " + clip(oneLine(question), MaxQuestionChars) + "\nA: "
}

// AnswerTarget is the completion a perfect answer writes (its stop
// character included).
func AnswerTarget(answer string) string { return tasks.Format(answer) + "\n" }

// JudgeSuffix follows the model's own answer (which ends in a newline) in
// a judge prompt: the shown answer, then the request for a verdict.
func JudgeSuffix(shown string) string { return "S: " + ShownText(shown) + "\nJ: " }

// JudgeTarget is the judgment of a shown answer that is (or is not) right.
func JudgeTarget(right bool) string {
	if right {
		return JudgeYes + "\n"
	}
	return JudgeNo + "\n"
}

// ShownText is how a peer's completion appears in a judge prompt: the text
// inside its answer tag (the whole completion when it has none) on one
// line, at most MaxShownChars characters.
func ShownText(completion string) string {
	got, _ := tasks.Extract(completion)
	return clip(oneLine(got), MaxShownChars)
}

// parseJudgment reads a judgment: "yes" or "no" (case and surrounding
// space ignored); anything else does not parse.
func parseJudgment(s string) (right, ok bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case JudgeYes:
		return true, true
	case JudgeNo:
		return false, true
	}
	return false, false
}

func oneLine(s string) string {
	if !strings.ContainsAny(s, "\r\n") {
		return s
	}
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' }), " ")
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}

// extract is tasks.Extract for the model's own text.
func extract(s string) (string, bool) { return tasks.Extract(strings.TrimRight(s, "\n")) }
