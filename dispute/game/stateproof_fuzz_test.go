package game

import (
	"bytes"
	"errors"
	"strconv"
	"testing"

	"github.com/synod-net/synod/repops/checkpoint"
)

// stateSeed is a checkpoint of two parameters and their moments (six
// tensors) at step 9, with its header.
func stateSeed(t testing.TB) []byte {
	c := &checkpoint.Checkpoint{Config: []byte(`{"lr":0.01,"name":"a\"b{"}`), Step: 9, RNG: map[string]uint64{"philox.counter": 12}}
	for _, n := range []string{"param.w", "param.b", "m.w", "m.b", "v.w", "v.b"} {
		c.Tensors = append(c.Tensors, checkpoint.Tensor{Name: n, Shape: []int{2}, Data: []float32{1, 2}})
	}
	h, err := checkpoint.HeaderBytes(c)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// adamProof makes the proof of header h whose trace is only adamw
// entries, one per parameter the header holds (as many as it parses to,
// else params), with tensor hashes from seed.
func adamProof(h []byte, params int, seed byte) (*StateProof, Hash, Hash) {
	if sh, err := parseStateHeader(h); err == nil {
		params = len(sh.hashes) / 3
	}
	pre := headerHash(h)
	p := &StateProof{Header: h, Start: ChainStart(pre), Attrs: []byte(",step=1")}
	c := p.Start
	for k := range min(max(params, 0), 64) {
		a := AdamOpening{Inputs: []Hash{{seed, 1}, {seed, 2}}}
		for j := range a.Tensors {
			a.Tensors[j][0], a.Tensors[j][1], a.Tensors[j][2] = seed, byte(k), byte(j)
		}
		p.Adam = append(p.Adam, a)
		c = ChainNext(c, adamEntryHash(k, p.Attrs, a))
	}
	return p, pre, c
}

// TestStatePostHeader: the post-state header StatePost hashes is the
// pre-state's with the next step and the opened tensor hashes, as the
// checkpoint encoder writes it, across a step that gains a digit.
func TestStatePostHeader(t *testing.T) {
	h := stateSeed(t)
	p, pre, agreed := adamProof(h, 0, 7)
	got, err := StatePost(pre, agreed, p)
	if err != nil {
		t.Fatal(err)
	}
	c := &checkpoint.Checkpoint{Config: []byte(`{"lr":0.01,"name":"a\"b{"}`), Step: 10, RNG: map[string]uint64{"philox.counter": 12}}
	for i, n := range []string{"param.w", "param.b", "m.w", "m.b", "v.w", "v.b"} {
		th := p.Adam[i%2].Tensors[i/2]
		c.Tensors = append(c.Tensors, checkpoint.Tensor{Name: n, Shape: []int{2}, Data: []float32{1, 2}, Hash: &th})
	}
	want, err := checkpoint.StateHash(c)
	if err != nil {
		t.Fatal(err)
	}
	if got != Hash(want) {
		t.Fatalf("StatePost %x, the encoder's %x", got[:8], want[:8])
	}
	// A proof with one parameter missing, or bound to another pre-state,
	// is refused.
	q, _, _ := adamProof(h, 0, 7)
	q.Adam = q.Adam[:1]
	if _, err := StatePost(pre, agreed, q); !errors.Is(err, ErrStateProof) {
		t.Fatalf("one opening of two: %v", err)
	}
	q, _, _ = adamProof(h, 0, 7)
	q.Attrs = []byte(",step=2")
	if _, err := StatePost(pre, agreed, q); !errors.Is(err, ErrStateProof) {
		t.Fatalf("other attributes: %v", err)
	}
	if _, err := StatePost(agreed, agreed, p); !errors.Is(err, ErrStateProof) {
		t.Fatalf("another pre-state: %v", err)
	}
}

// FuzzStatePost: StatePost reads outside input (a party's header and
// openings): it never panics, gives the same answer twice, and a header
// it accepts yields a post-state header it accepts too, one step on.
func FuzzStatePost(f *testing.F) {
	h := stateSeed(f)
	f.Add(h, 0, byte(1))
	f.Add(bytes.Replace(h, []byte(`"step":9`), []byte(`"step":09`), 1), 0, byte(2))
	f.Add([]byte(`{"config":{},"step":1,"rng":{},"tensors":[]}`), 1, byte(3))
	f.Add(h[:len(h)/2], 2, byte(4))
	f.Fuzz(func(t *testing.T, hdr []byte, params int, seed byte) {
		p, pre, agreed := adamProof(hdr, params, seed)
		a, errA := StatePost(pre, agreed, p)
		b, errB := StatePost(pre, agreed, p)
		if a != b || (errA == nil) != (errB == nil) {
			t.Fatalf("two answers: %x (%v), %x (%v)", a[:4], errA, b[:4], errB)
		}
		if errA != nil {
			if !errors.Is(errA, ErrStateProof) {
				t.Fatalf("error %v does not wrap ErrStateProof", errA)
			}
			return
		}
		sh, err := parseStateHeader(hdr)
		if err != nil {
			t.Fatalf("accepted a header that does not parse: %v", err)
		}
		post := append([]byte(nil), hdr[:sh.stepStart]...)
		post = strconv.AppendUint(post, sh.step+1, 10)
		post = append(post, hdr[sh.stepEnd:]...)
		next, err := parseStateHeader(post)
		if err != nil || next.step != sh.step+1 || len(next.hashes) != len(sh.hashes) {
			t.Fatalf("the next header does not parse alike: %v", err)
		}
	})
}

// FuzzDecodeUpdates: DecodeUpdates reads a party's encoded openings (the
// contract's calldata): it never panics, and what it accepts encodes back
// to the same bytes.
func FuzzDecodeUpdates(f *testing.F) {
	p, _, _ := adamProof(stateSeed(f), 0, 3)
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
