package policy

import (
	"context"
	"testing"
	"time"

	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/round"
)

func TestOutputsAreReproducible(t *testing.T) {
	ctx := context.Background()
	a, err := NewBase(7, "node-a", Options{MaxAnswerTokens: 8, MaxReasonTokens: 8})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := NewBase(7, "node-a", Options{MaxAnswerTokens: 8, MaxReasonTokens: 8})
	c, _ := NewBase(7, "node-c", Options{MaxAnswerTokens: 8, MaxReasonTokens: 8})
	qs := []string{"What is 12 + 30?", "Sort in ascending order: 3, 1, 2"}
	start := time.Now()
	x, err := a.Answer(ctx, qs)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("two answers in %v: %q", time.Since(start), x)
	y, _ := b.Answer(ctx, qs)
	z, _ := c.Answer(ctx, qs)
	for i := range x {
		if x[i] != y[i] {
			t.Fatalf("same node, same model, same prompt: %q vs %q", x[i], y[i])
		}
	}
	if x[0] == z[0] && x[1] == z[1] {
		t.Log("note: another node sampled the same answers")
	}
	shown := []round.PeerAnswer{{Peer: "p1", Completions: x}, {Peer: "p2", Completions: z}}
	best, reason, err := a.Critique(ctx, qs, shown)
	if err != nil || (best != "p1" && best != "p2") || len(reason) > 64 {
		t.Fatalf("critique %q %q %v", best, reason, err)
	}
	vote, err := a.Vote(ctx, qs, append(shown, round.PeerAnswer{Peer: "node-a"}), []round.PeerCritique{{Peer: "p1", Best: "p2", Reason: "ok"}})
	if err != nil || vote == "node-a" || vote == "" {
		t.Fatalf("vote %q %v", vote, err)
	}
	again, _ := b.Vote(ctx, qs, append(shown, round.PeerAnswer{Peer: "node-a"}), []round.PeerCritique{{Peer: "p1", Best: "p2", Reason: "ok"}})
	if again != vote {
		t.Fatal("vote not reproducible")
	}
}

func TestPickIndex(t *testing.T) {
	for _, c := range []struct {
		in     string
		n, out int
		reason string
	}{{"1: right", 3, 1, "right"}, {"9 x", 3, 0, "x"}, {"abc", 2, 0, "abc"}, {"", 2, 0, ""}} {
		i, r := pickIndex(c.in, c.n)
		if i != c.out || r != c.reason {
			t.Errorf("pickIndex(%q, %d) = %d %q", c.in, c.n, i, r)
		}
	}
}

var _ swarm.Policy = (*Transformer)(nil)
