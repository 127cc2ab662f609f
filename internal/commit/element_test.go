package commit

import (
	"bytes"
	"errors"
	"math"
	"math/rand/v2"
	"testing"
)

func elements(rng *rand.Rand, n int) []float32 {
	d := make([]float32, n)
	for i := range d {
		d[i] = float32(rng.NormFloat64())
	}
	return d
}

func TestElementProofs(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for n := 1; n <= 37; n++ {
		data := elements(rng, n)
		if n%5 == 0 {
			data[n/2] = float32(math.NaN())
		}
		tr, err := ElementTree(data)
		if err != nil {
			t.Fatal(err)
		}
		root := tr.Root()
		if r, _ := ElementRoot(data); r != root {
			t.Fatal("ElementRoot differs from the tree's root")
		}
		if got := LevelSizes(uint64(n)); len(got) != tr.Levels() || got[0] != uint64(n) || got[len(got)-1] != 1 {
			t.Fatalf("n=%d: level sizes %v for %d levels", n, got, tr.Levels())
		}
		for i := range data {
			p, err := ProveElement(tr, data, i)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Verify(root, uint64(n), uint64(i)); err != nil {
				t.Fatalf("n=%d element %d: %v", n, i, err)
			}
			b, err := p.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			var q ElementProof
			if err := q.UnmarshalBinary(b); err != nil {
				t.Fatal(err)
			}
			if err := q.Verify(root, uint64(n), uint64(i)); err != nil {
				t.Fatalf("decoded: %v", err)
			}
			// Another value, another index or another count fails.
			bad := p
			bad.Bits ^= 1
			if bad.Verify(root, uint64(n), uint64(i)) == nil {
				t.Fatalf("n=%d element %d: a flipped bit verified", n, i)
			}
			if n > 1 && p.Verify(root, uint64(n), uint64((i+1)%n)) == nil {
				t.Fatalf("n=%d element %d: verified as another index", n, i)
			}
		}
	}
}

func TestElementLeafCanonical(t *testing.T) {
	a := ElementLeaf(float32(math.NaN()))
	b := ElementLeaf(math.Float32frombits(0xffc00001))
	if a != b || a != BitsLeaf(CanonicalNaN) {
		t.Fatal("NaNs have different leaves")
	}
	if _, ok := LeafBits(BitsLeaf(0xffc00001)); ok {
		t.Fatal("a non-canonical NaN leaf accepted")
	}
	if ElementLeaf(0) == ElementLeaf(math.Float32frombits(1<<31)) {
		t.Fatal("+0 and -0 share a leaf")
	}
	x := BitsLeaf(7)
	x[0] = 1
	if _, ok := LeafBits(x); ok {
		t.Fatal("a leaf with high bytes accepted")
	}
	var p ElementProof
	if err := p.UnmarshalBinary([]byte{0xff, 0xc0, 0, 1}); !errors.Is(err, ErrProof) {
		t.Fatalf("non-canonical NaN decoded: %v", err)
	}
}

func FuzzElementProof(f *testing.F) {
	rng := rand.New(rand.NewPCG(1, 1))
	data := elements(rng, 6)
	tr, _ := ElementTree(data)
	root := tr.Root()
	for i := range data {
		p, _ := ProveElement(tr, data, i)
		b, _ := p.MarshalBinary()
		f.Add(b)
	}
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		var p ElementProof
		if err := p.UnmarshalBinary(b); err != nil {
			if !errors.Is(err, ErrProof) {
				t.Fatalf("error not ErrProof: %v", err)
			}
			return
		}
		out, err := p.MarshalBinary()
		if err != nil || !bytes.Equal(out, b) {
			t.Fatalf("decoded proof does not re-encode to its input: %v", err)
		}
		if p.Verify(root, 6, p.Proof.Index) == nil && (p.Proof.Index >= 6 || p.Bits != ElementBits(data[p.Proof.Index])) {
			t.Fatalf("forged element proof verified: %08x at %d", p.Bits, p.Proof.Index)
		}
	})
}
