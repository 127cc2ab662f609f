package repops

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestGemmTriBits checks that each triangular product equals the full
// canonical product bit for bit where it is defined: with the masked
// entries of A exactly zero (and B finite, negative values included so
// that masked terms are -0), for both op sets, on sizes that take the
// tile kernels and the portable path, with partial row blocks.
func TestGemmTriBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, r := range []mmRule{mmRounded, mmFused} {
		for _, sz := range [][3]int{{192, 16, 192}, {37, 16, 37}, {10, 3, 10}, {70, 64, 70}, {5, 5, 5}} {
			m, n, k := sz[0], sz[1], sz[2]
			b := make([]float32, k*n)
			for i := range b {
				b[i] = float32(rng.NormFloat64())
			}
			for _, mode := range []triMode{triLowerOut, triLowerA, triUpperA} {
				a := make([]float32, m*k)
				for i := 0; i < m; i++ {
					for p := 0; p < k; p++ {
						if (mode == triLowerA && p > i) || (mode == triUpperA && p < i) {
							continue
						}
						a[i*k+p] = float32(rng.NormFloat64())
					}
				}
				want := make([]float32, m*n)
				r.gemmSerial(m, n, k, a, b, want)
				got := make([]float32, m*n)
				for i := range got {
					got[i] = 12345 // left alone where not computed
				}
				r.gemmTri(mode, m, n, k, a, b, got)
				for i := 0; i < m; i++ {
					for j := 0; j < n; j++ {
						g, w := got[i*n+j], want[i*n+j]
						if mode == triLowerOut && j > i {
							continue
						}
						if math.Float32bits(g) != math.Float32bits(w) {
							t.Fatalf("rule %d, %v, mode %d: c[%d,%d] = %v, want %v", r, sz, mode, i, j, g, w)
						}
					}
				}
			}
		}
	}
}

// TestAllFinite checks the finiteness test behind the triangular
// products.
func TestAllFinite(t *testing.T) {
	if !allFinite([]float32{0, -1, 3e38, -3e38, 1e-45, math.MaxFloat32, -math.MaxFloat32, 2}) {
		t.Fatal("finite values refused")
	}
	for _, x := range []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1))} {
		for _, n := range []int{9, 64, 100} { // the Go loop's lanes and tail; the vector blocks and tail
			for pos := 0; pos < n; pos++ {
				xs := make([]float32, n)
				for i := range xs {
					xs[i] = float32(i) - 3e38/float32(i+1)
				}
				if !allFinite(xs) {
					t.Fatalf("finite values of length %d refused", n)
				}
				xs[pos] = x
				if allFinite(xs) {
					t.Fatalf("%v at %d of %d taken as finite", x, pos, n)
				}
			}
		}
	}
}
