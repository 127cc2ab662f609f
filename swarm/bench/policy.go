package bench

import (
	"context"
	"crypto/sha256"
	"fmt"
	"time"

	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/tasks"
)

// FixedPolicy is a benchmark and test policy whose every call costs the same
// fixed time: it answers with a digit string derived from a hash of the
// node and the question, critiques the shown peer with the smallest hash,
// and votes for the peer most critiques named best. It is deterministic
// for a given node.
type FixedPolicy struct {
	// Self seeds the policy's choices.
	Self string
	// Cost is how long every call takes.
	Cost time.Duration
}

func (p FixedPolicy) wait(ctx context.Context) error {
	if p.Cost <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(p.Cost)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (p FixedPolicy) hash(parts ...string) [32]byte {
	h := sha256.New()
	h.Write([]byte(p.Self))
	for _, s := range parts {
		h.Write([]byte{0})
		h.Write([]byte(s))
	}
	var out [32]byte
	copy(out[:], h.Sum(nil))
	return out
}

// Answer implements swarm.Policy.
func (p FixedPolicy) Answer(ctx context.Context, questions []string) ([]string, error) {
	if err := p.wait(ctx); err != nil {
		return nil, err
	}
	out := make([]string, len(questions))
	for i, q := range questions {
		h := p.hash(q)
		out[i] = tasks.Format(fmt.Sprint(int(h[0]) % 100))
	}
	return out, nil
}

// Critique implements swarm.Policy.
func (p FixedPolicy) Critique(ctx context.Context, _ []string, shown []round.PeerAnswer) (string, string, error) {
	if err := p.wait(ctx); err != nil {
		return "", "", err
	}
	best, bestH := "", [32]byte{}
	for i, s := range shown {
		h := p.hash(s.Peer)
		if i == 0 || string(h[:]) < string(bestH[:]) {
			best, bestH = s.Peer, h
		}
	}
	return best, "fixed-cost choice", nil
}

// Vote implements swarm.Policy.
func (p FixedPolicy) Vote(ctx context.Context, _ []string, shown []round.PeerAnswer, critiques []round.PeerCritique) (string, error) {
	if err := p.wait(ctx); err != nil {
		return "", err
	}
	count := map[string]int{}
	for _, c := range critiques {
		if c.Best != p.Self {
			count[c.Best]++
		}
	}
	best, n := "", 0
	for peer, k := range count {
		if k > n || (k == n && peer < best) {
			best, n = peer, k
		}
	}
	if best == "" {
		for _, s := range shown {
			if s.Peer != p.Self {
				return s.Peer, nil
			}
		}
	}
	return best, nil
}
