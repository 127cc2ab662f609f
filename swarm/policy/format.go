package policy

import (
	"strings"

	"github.com/synod-net/synod/swarm/tasks"
)

// The policy's text format: every stage is built on one piece,
//
//	"Q: <question>\nA: " -> "<answer>46</answer>\n"
//
// The answer stage samples the completion; critiques and votes score the
// completion each shown answer would be (see Judge). Pretraining also
// teaches a judgment piece as an auxiliary task, which makes the answers
// better (see PretrainConfig.JudgePercent):
//
//	the answer piece, then "S: <shown answer>\nJ: " -> "yes\n" or "no\n"
const (
	// JudgeYes and JudgeNo are the verdicts of the judgment piece.
	JudgeYes = "yes"
	JudgeNo  = "no"
	// MaxShownChars bounds the text of a shown answer.
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

// ThinkOpen and ThinkClose enclose a worked solution before the answer.
const (
	ThinkOpen  = "<think>"
	ThinkClose = "</think>"
)

// WorkedTarget is the completion a perfect answer writes for a task with a
// worked solution (tasks.Task.Work): the work inside think tags, then the
// answer; AnswerTarget when there is no work.
func WorkedTarget(work, answer string) string {
	if work == "" {
		return AnswerTarget(answer)
	}
	return ThinkOpen + work + ThinkClose + AnswerTarget(answer)
}

// JudgeSuffix follows a right answer (which ends in a newline) in a
// judgment example: the shown answer, then the request for a verdict.
func JudgeSuffix(shown string) string { return "S: " + ShownText(shown) + "\nJ: " }

// JudgeTarget is the verdict on a shown answer that is (or is not) right.
func JudgeTarget(right bool) string {
	if right {
		return JudgeYes + "\n"
	}
	return JudgeNo + "\n"
}

// ShownText is the answer a peer's completion gives, as it is judged: the
// text inside its answer tag (the whole completion when it has none) on
// one line, at most MaxShownChars characters.
func ShownText(completion string) string {
	got, _ := tasks.Extract(completion)
	return clip(oneLine(got), MaxShownChars)
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
