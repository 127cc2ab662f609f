package repops

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestTransposeBits checks transposeInto (the vector block path where
// the CPU has one, the edges in Go) and transposeBlocksGo against the
// definition, on arbitrary bit patterns (NaNs of every payload,
// infinities, signed zeros, subnormals): every bit must be moved as is.
func TestTransposeBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, sh := range [][2]int{{1, 1}, {8, 8}, {3, 17}, {16, 8}, {9, 23}, {64, 64}, {3072 / 8, 64}, {40, 256}, {64, 98}, {24, 40}, {7, 7}, {0, 5}} {
		r, c := sh[0], sh[1]
		src := make([]float32, r*c)
		for i := range src {
			src[i] = math.Float32frombits(rng.Uint32())
		}
		want := make([]float32, r*c)
		for i := 0; i < r; i++ {
			for j := 0; j < c; j++ {
				want[j*r+i] = src[i*c+j]
			}
		}
		got := make([]float32, r*c)
		transposeInto(got, src, r, c)
		goPath := make([]float32, r*c)
		rb, cb := r&^7, c&^7
		transposeBlocksGo(goPath, src, r, c, rb, cb)
		for i := range want {
			if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
				t.Fatalf("%dx%d: element %d = %#x, want %#x", r, c, i, math.Float32bits(got[i]), math.Float32bits(want[i]))
			}
			j, ii := i/r, i%r // want[i] is src[ii, j]
			if ii < rb && j < cb && math.Float32bits(goPath[i]) != math.Float32bits(want[i]) {
				t.Fatalf("%dx%d Go blocks: element %d = %#x, want %#x", r, c, i, math.Float32bits(goPath[i]), math.Float32bits(want[i]))
			}
		}
	}
}

// TestTransposeLowerBits checks transposeLower against the definition on
// arbitrary bit patterns, and that it leaves the rest of dst alone.
func TestTransposeLowerBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, T := range []int{1, 5, 8, 9, 16, 23, 24, 40, 192} {
		src := make([]float32, T*T)
		for i := range src {
			src[i] = math.Float32frombits(rng.Uint32())
		}
		const mark = 0x7fc0beef
		got, want := make([]float32, T*T), make([]float32, T*T)
		for i := range got {
			got[i], want[i] = math.Float32frombits(mark), math.Float32frombits(mark)
		}
		for i := 0; i < T; i++ {
			for j := 0; j <= i; j++ {
				want[j*T+i] = src[i*T+j]
			}
		}
		transposeLower(got, src, T)
		for i := range want {
			if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
				t.Fatalf("T %d: element %d = %#x, want %#x", T, i, math.Float32bits(got[i]), math.Float32bits(want[i]))
			}
		}
	}
}
