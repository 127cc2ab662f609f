package repops

import (
	"bytes"
	"math"
	"testing"
)

// TestPhiloxKnownAnswer checks Philox4x32-10 against the Random123 known
// answer vectors (kat_vectors: philox4x32 10 rounds).
func TestPhiloxKnownAnswer(t *testing.T) {
	// counter {0,0,0,0}, key {0,0} -> 6627e8d5 e169c58d bc57ac4c 9b00dbd8
	got := PhiloxBlock(0, 0)
	want := [4]uint32{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}
	if got != want {
		t.Fatalf("philox(0,0) = %x, want %x", got, want)
	}
}

func TestPhiloxStateRestore(t *testing.T) {
	p := NewPhilox(7, 3)
	p.Uint32()
	p.Uint32()
	k, c, l := p.State()
	a := []uint32{p.Uint32(), p.Uint32(), p.Uint32()}
	q := NewPhilox(0, 0)
	q.Restore(k, c, l)
	for i, v := range a {
		if w := q.Uint32(); w != v {
			t.Fatalf("value %d after restore: %x, want %x", i, w, v)
		}
	}
	for i := 0; i < 1000; i++ {
		if v := p.Intn(10); v < 0 || v >= 10 {
			t.Fatal(v)
		}
	}
}

func TestCanonicalBytesPortable(t *testing.T) {
	p := NewPhilox(2, 0)
	x := randTensor(p, 3, 70000)
	var a, b bytes.Buffer
	writeFloatsLE(&a, x.Data)
	writeFloatsPortable(&b, x.Data)
	if !bytes.Equal(a.Bytes(), b.Bytes()) || a.Len() != 4*len(x.Data) {
		t.Fatal("fast and portable little-endian encodings differ")
	}
	// rank 1, dim 1, 1.0f: 01000000 01000000 0000803f.
	if got := FromData([]float32{1}, 1).Hash().String(); got != "855435518218ac73320e9c9cb6a82695a4364f0f29871d1cacacfae69f59b7a7" {
		t.Fatalf("tensor hash %s does not match the canonical encoding", got)
	}
}

func TestNaNHashCanonical(t *testing.T) {
	a := FromData([]float32{1, math.Float32frombits(0xffc00000), 2}, 3)
	b := FromData([]float32{1, math.Float32frombits(0x7fc00001), 2}, 3)
	if a.Hash() != b.Hash() {
		t.Fatal("NaNs with different payloads hash differently")
	}
	c := FromData([]float32{1, float32(math.Inf(1)), 2}, 3)
	if a.Hash() == c.Hash() {
		t.Fatal("NaN and Inf hash alike")
	}
}
