package game

import (
	"bytes"
	"errors"
	"math"
	"testing"

	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops/checkpoint"
)

// statePre is a checkpoint of two parameters and their moments (six
// tensors) at step 9.
func statePre() *checkpoint.Checkpoint {
	c := &checkpoint.Checkpoint{Config: []byte(`{"lr":0.01,"name":"a\"b{"}`), Step: 9, RNG: map[string]uint64{"philox.counter": 12}}
	for _, n := range []string{"param.w", "param.b", "m.w", "m.b", "v.w", "v.b"} {
		c.Tensors = append(c.Tensors, checkpoint.Tensor{Name: n, Shape: []int{2}, Data: []float32{1, 2}})
	}
	return c
}

// adamProof makes the proof of a pre-state opened as layout, step and
// digest whose trace is only adamw entries, params of them, with tensor
// hashes from seed; it returns the proof, the pre-state hash and the
// agreed chain hash.
func adamProof(layout Hash, step uint64, digest Hash, params int, seed byte) (*StateProof, Hash, Hash) {
	pre := commit.StateHashOf(layout, step, uint32(3*params), digest)
	p := &StateProof{Layout: layout, Step: step, Digest: digest, Start: ChainStart(pre), Attrs: []byte(",step=1")}
	for k := range params {
		a := AdamOpening{Inputs: []Hash{{seed, 1}, {seed, 2}}}
		for j := range a.Tensors {
			a.Tensors[j][0], a.Tensors[j][1], a.Tensors[j][2] = seed, byte(k), byte(j)
		}
		p.Adam = append(p.Adam, a)
	}
	return p, pre, p.agreed()
}

// agreed is the chain hash the proof's openings end.
func (p *StateProof) agreed() Hash {
	c := p.Start
	for k, a := range p.Adam {
		c = ChainNext(c, adamEntryHash(k, p.Attrs, a))
	}
	return c
}

// TestStatePostCheckpoint: the post-state hash StatePost computes is the
// state hash of the checkpoint with the next step and the opened tensor
// hashes, values then first then second moments.
func TestStatePostCheckpoint(t *testing.T) {
	c := statePre()
	hdr, err := checkpoint.BuildHeader(c)
	if err != nil {
		t.Fatal(err)
	}
	layout, step, tensors, err := commit.StateParts(hdr)
	if err != nil {
		t.Fatal(err)
	}
	p, pre, agreed := adamProof(layout, step, commit.TensorsDigest(tensors), 2, 7)
	if h, err := commit.CheckpointStateHash(c); err != nil || h != pre {
		t.Fatalf("the proof's pre-state %x is not the checkpoint's %x (%v)", pre[:8], h[:8], err)
	}
	got, err := StatePost(pre, agreed, p)
	if err != nil {
		t.Fatal(err)
	}
	c.Step = 10
	for i := range c.Tensors {
		th := p.Adam[i%2].Tensors[i/2]
		c.Tensors[i].Hash = &th
	}
	want, err := commit.CheckpointStateHash(c)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("StatePost %x, the checkpoint's %x", got[:8], want[:8])
	}
	// A proof with one parameter missing, or bound to another pre-state,
	// chain or step, is refused.
	for name, alter := range map[string]func(q *StateProof){
		"one of two":  func(q *StateProof) { q.Adam = q.Adam[:1] },
		"attributes":  func(q *StateProof) { q.Attrs = []byte(",step=2") },
		"step":        func(q *StateProof) { q.Step++ },
		"layout":      func(q *StateProof) { q.Layout[0] ^= 1 },
		"digest":      func(q *StateProof) { q.Digest[31] ^= 1 },
		"start":       func(q *StateProof) { q.Start[3] ^= 1 },
		"tensor hash": func(q *StateProof) { q.Adam[1].Tensors[2][5] ^= 1 },
	} {
		q, _, _ := adamProof(p.Layout, p.Step, p.Digest, 2, 7)
		alter(q)
		if _, err := StatePost(pre, agreed, q); !errors.Is(err, ErrStateProof) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := StatePost(agreed, agreed, p); !errors.Is(err, ErrStateProof) {
		t.Fatalf("another pre-state: %v", err)
	}
	last, pre, agreed := adamProof(layout, math.MaxUint64, p.Digest, 2, 7)
	if _, err := StatePost(pre, agreed, last); !errors.Is(err, ErrStateProof) {
		t.Fatalf("a step with no next: %v", err)
	}
}

// FuzzStatePost: StatePost reads outside input (a party's opening of the
// pre-state and its encoded updates): it never panics, gives the same
// answer twice, accepts exactly the well-formed proofs bound to the
// agreed hashes, and refuses them once bound to another chain.
func FuzzStatePost(f *testing.F) {
	p, _, _ := adamProof(Hash{1}, 9, Hash{2}, 2, 3)
	f.Add(p.EncodeUpdates(), uint64(9), byte(0))
	f.Add(p.EncodeUpdates(), uint64(math.MaxUint64), byte(1))
	f.Add(make([]byte, 34), uint64(0), byte(2))
	f.Fuzz(func(t *testing.T, updates []byte, step uint64, flip byte) {
		q := &StateProof{Layout: Hash{flip}, Step: step, Digest: Hash{2, flip}}
		if err := q.DecodeUpdates(updates); err != nil {
			return
		}
		pre := commit.StateHashOf(q.Layout, q.Step, uint32(3*len(q.Adam)), q.Digest)
		agreed := q.agreed()
		a, errA := StatePost(pre, agreed, q)
		b, errB := StatePost(pre, agreed, q)
		if a != b || (errA == nil) != (errB == nil) {
			t.Fatalf("two answers: %x (%v), %x (%v)", a[:4], errA, b[:4], errB)
		}
		wellFormed := len(q.Adam) >= 1 && len(q.Adam) <= MaxAdamParams && step != math.MaxUint64
		if (errA == nil) != wellFormed {
			t.Fatalf("%d openings at step %d: %v", len(q.Adam), step, errA)
		}
		if errA != nil {
			if !errors.Is(errA, ErrStateProof) {
				t.Fatalf("error %v does not wrap ErrStateProof", errA)
			}
			return
		}
		agreed[flip%32] ^= 1 << (flip % 8)
		if _, err := StatePost(pre, agreed, q); !errors.Is(err, ErrStateProof) {
			t.Fatalf("accepted with another agreed chain: %v", err)
		}
	})
}

// FuzzDecodeUpdates: DecodeUpdates reads a party's encoded openings (the
// contract's calldata): it never panics, and what it accepts encodes back
// to the same bytes.
func FuzzDecodeUpdates(f *testing.F) {
	p, _, _ := adamProof(Hash{1}, 9, Hash{2}, 2, 3)
	f.Add(p.EncodeUpdates())
	f.Add(make([]byte, 34))
	f.Add(append(make([]byte, 33), 1, ','))
	f.Fuzz(func(t *testing.T, b []byte) {
		var q StateProof
		if err := q.DecodeUpdates(b); err != nil {
			if !errors.Is(err, ErrStateProof) {
				t.Fatalf("error %v does not wrap ErrStateProof", err)
			}
			return
		}
		if got := q.EncodeUpdates(); !bytes.Equal(got, b) {
			t.Fatalf("decoded %d bytes, encodes back to %d", len(b), len(got))
		}
	})
}

// FuzzUnmarshalStateProof: a whole proof as a stream carries it either is
// refused with ErrStateProof, leaving the target as it was, or encodes
// back to the same bytes.
func FuzzUnmarshalStateProof(f *testing.F) {
	p, _, _ := adamProof(Hash{1}, 9, Hash{2}, 2, 3)
	b, _ := p.MarshalBinary()
	f.Add(b)
	f.Add(make([]byte, 72))
	f.Add(make([]byte, 106))
	f.Fuzz(func(t *testing.T, b []byte) {
		q := StateProof{Step: 7}
		if err := q.UnmarshalBinary(b); err != nil {
			if !errors.Is(err, ErrStateProof) {
				t.Fatalf("error %v does not wrap ErrStateProof", err)
			}
			if q.Step != 7 || q.Adam != nil {
				t.Fatal("a refused proof changed the target")
			}
			return
		}
		if got, _ := q.MarshalBinary(); !bytes.Equal(got, b) {
			t.Fatalf("decoded %d bytes, encodes back to %d", len(b), len(got))
		}
	})
}
