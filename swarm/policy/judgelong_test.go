package policy

import (
	"context"
	"strings"
	"testing"

	"github.com/synod-net/synod/swarm/tasks"
)

// TestJudgeLeavesRoomForTheShownAnswer: a judge whose own work would fill
// the context scores the shown answers without it instead of failing
// (a critique over long questions errored before).
func TestJudgeLeavesRoomForTheShownAnswer(t *testing.T) {
	m, err := LoadBaseModel()
	if err != nil {
		t.Fatal(err)
	}
	p, err := New(m, "judge-test", Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctxLen := m.Config().Context
	r := tasks.NewRand("judge-long", 1)
	worked := 0
	for range 12 {
		tk := tasks.Families()[3].Generate(r, 1) // base conversion: the longest work
		for pad := 0; pad <= 60; pad += 20 {
			q := strings.Repeat("so ", pad/3) + tk.Question
			shown := []string{tasks.Format(tk.Answer), tasks.Format(tk.Distractor(r))}
			if n := len(p.vocab.Encode(AnswerPrompt(q))) + len(p.vocab.Encode(AnswerTarget(tk.Answer))); n > ctxLen {
				continue
			}
			js, err := Judge(context.Background(), m, p.vocab, q, shown)
			if err != nil {
				t.Fatalf("question %q (pad %d): %v", q, pad, err)
			}
			if !js[0].formed || !js[1].formed {
				t.Fatalf("question %q: shown answers not scored: %+v", q, js)
			}
			if pad == 0 {
				worked++
			}
		}
	}
	if worked == 0 {
		t.Fatal("no question judged")
	}
}
