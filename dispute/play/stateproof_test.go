package play

import (
	"errors"
	"testing"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
)

// TestStatePost checks game.StatePost against the post-state hashes an
// honest run committed, for every step of the fixture's job, and that a
// proof altered anywhere is refused.
func TestStatePost(t *testing.T) {
	f := newFixture(t)
	for s := 1; s <= f.spec.Steps; s++ {
		d, err := Regenerate(f.ctx, f.r[0], f.st[0], s)
		if err != nil {
			t.Fatal(err)
		}
		pre, err := job.StateHash(job.ReceiptFormat, d.Pre)
		if err != nil {
			t.Fatal(err)
		}
		p, err := game.NewStateProof(d.Pre, d.Entries, d.Post)
		if err != nil {
			t.Fatal(err)
		}
		outs := make([]game.Hash, len(d.Entries))
		for i, e := range d.Entries {
			outs[i] = game.EntryHash(e)
		}
		chain := game.Chain(game.Hash(pre), outs)
		agreed := chain[len(chain)-1]
		got, err := game.StatePost(game.Hash(pre), agreed, p)
		if err != nil {
			t.Fatalf("step %d: %v", s, err)
		}
		if want := game.Hash(f.r[0].StateHashes[s-1]); got != want {
			t.Fatalf("step %d: StatePost %x, the receipt's post-state %x", s, got[:8], want[:8])
		}
		if s != 3 {
			continue
		}
		t.Logf("step %d: %d entries, %d parameters, shared attributes %q", s, len(d.Entries), len(p.Adam), p.Attrs)
		for name, alter := range map[string]func(q *game.StateProof){
			"tensor hash":   func(q *game.StateProof) { q.Adam[2].Tensors[1][0] ^= 1 },
			"layout":        func(q *game.StateProof) { q.Layout[7] ^= 1 },
			"digest":        func(q *game.StateProof) { q.Digest[0] ^= 1 },
			"step":          func(q *game.StateProof) { q.Step-- },
			"start":         func(q *game.StateProof) { q.Start[0] ^= 1 },
			"missing param": func(q *game.StateProof) { q.Adam = q.Adam[1:] },
			"swapped":       func(q *game.StateProof) { q.Adam[0], q.Adam[1] = q.Adam[1], q.Adam[0] },
			"attributes":    func(q *game.StateProof) { q.Attrs = append(q.Attrs, '0') },
			"input":         func(q *game.StateProof) { q.Adam[4].Inputs[1][5] ^= 1 },
			"inputs":        func(q *game.StateProof) { q.Adam[4].Inputs = q.Adam[4].Inputs[1:] },
		} {
			q := cloneProof(p)
			alter(q)
			if h, err := game.StatePost(game.Hash(pre), agreed, q); !errors.Is(err, game.ErrStateProof) {
				t.Errorf("%s altered: %x, %v; want ErrStateProof", name, h[:4], err)
			}
		}
	}
}

func cloneProof(p *game.StateProof) *game.StateProof {
	q := &game.StateProof{Layout: p.Layout, Step: p.Step, Digest: p.Digest, Start: p.Start, Attrs: append([]byte(nil), p.Attrs...)}
	for _, a := range p.Adam {
		a.Inputs = append([]game.Hash(nil), a.Inputs...)
		q.Adam = append(q.Adam, a)
	}
	return q
}
