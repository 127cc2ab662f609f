package repops

import (
	"math/rand/v2"
	"testing"
)

// TestLayerNormRowsBits checks LayerNorm's forward and input gradient,
// which go four rows at a time, against the documented evaluation row by
// row, for row counts that are and are not multiples of four (and split
// between goroutines), with special values among the inputs (NaNs of any
// payload equal).
func TestLayerNormRowsBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	const eps = 1e-5
	for _, n := range []int{1, 5, 64} {
		for _, rows := range []int{1, 3, 4, 5, 7, 9, 13, 64, 333} {
			for _, special := range []bool{false, true} {
				draw := func() float32 {
					if special && rng.IntN(32) == 0 {
						return specialF32(rng)
					}
					return float32(rng.NormFloat64() * 2)
				}
				x, gm, bt, g := Zeros(rows, n), Zeros(n), Zeros(n), Zeros(rows, n)
				for _, tt := range []*Tensor{x, gm, bt, g} {
					for i := range tt.Data {
						tt.Data[i] = draw()
					}
				}
				fn := float32(n)
				wantY, wantDX := make([]float32, rows*n), make([]float32, rows*n)
				for r := 0; r < rows; r++ {
					xr := x.Data[r*n : (r+1)*n]
					var s float32
					for _, v := range xr {
						s = s + v
					}
					mean := s / fn
					var vs float32
					for _, v := range xr {
						d := v - mean
						vs = vs + float32(d*d)
					}
					rs := Rsqrt(vs/fn + eps)
					xh := make([]float32, n)
					for j, v := range xr {
						xh[j] = float32((v - mean) * rs)
						wantY[r*n+j] = float32(xh[j]*gm.Data[j]) + bt.Data[j]
					}
					h := make([]float32, n)
					var sa, sb float32
					for j := range h {
						h[j] = float32(g.Data[r*n+j] * gm.Data[j])
						sa = sa + h[j]
						sb = sb + float32(h[j]*xh[j])
					}
					a, b := sa/fn, sb/fn
					for j := range h {
						wantDX[r*n+j] = float32(rs * ((h[j] - a) - float32(xh[j]*b)))
					}
				}
				tp := NewTape()
				xv := NewParam(x)
				y := tp.LayerNorm(xv, NewParam(gm), NewParam(bt), eps)
				tp.BackwardWith(y, g)
				for i := range wantY {
					if canonicalBits(y.Value.Data[i]) != canonicalBits(wantY[i]) {
						t.Fatalf("n %d rows %d special %v: y[%d] = %v, want %v", n, rows, special, i, y.Value.Data[i], wantY[i])
					}
					if canonicalBits(xv.Grad.Data[i]) != canonicalBits(wantDX[i]) {
						t.Fatalf("n %d rows %d special %v: dx[%d] = %v, want %v", n, rows, special, i, xv.Grad.Data[i], wantDX[i])
					}
				}
			}
		}
	}
}
