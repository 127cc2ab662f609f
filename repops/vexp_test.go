package repops

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestExpSliceBits checks expSlice (eight lanes at a time where the CPU
// has them) against Exp bit for bit: a sweep over the float32 bit
// patterns of the polynomial's whole range, random values around it, and
// the edges (the range limits and their neighbours, zeros, subnormal
// results, NaN and infinities, which take Exp's own path).
func TestExpSliceBits(t *testing.T) {
	var xs []float32
	for _, lim := range []float32{-104, 88.8} {
		for d := -3; d <= 3; d++ {
			xs = append(xs, math.Float32frombits(uint32(int32(math.Float32bits(lim))+int32(d))))
		}
	}
	xs = append(xs, 0, float32(math.Copysign(0, -1)), 1e-45, -1e-45, -87.3, -103.97, 88.72, 1, -1,
		float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)))
	// Every 257th bit pattern of the positive range and of the negative range.
	for b := uint32(0); b <= math.Float32bits(88.8); b += 257 {
		xs = append(xs, math.Float32frombits(b))
	}
	for b := uint32(0); b <= math.Float32bits(104)&0x7fffffff; b += 257 {
		xs = append(xs, -math.Float32frombits(b))
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 1 << 18 {
		xs = append(xs, float32(r.Float64()*200-105))
	}
	got := make([]float32, len(xs))
	check := func(lo, hi int) {
		t.Helper()
		expSlice(got[lo:hi], xs[lo:hi])
		for i := lo; i < hi; i++ {
			if want := Exp(xs[i]); math.Float32bits(got[i]) != math.Float32bits(want) {
				t.Fatalf("exp(%v) (bits %08x): %08x, want %08x", xs[i], math.Float32bits(xs[i]), math.Float32bits(got[i]), math.Float32bits(want))
			}
		}
	}
	// Runs of 8 that all lie in range take the vector path; runs holding
	// an edge case fall back to Exp.
	for lo := 0; lo < len(xs); lo += 64 {
		check(lo, min(lo+64, len(xs)))
	}
	check(0, 5) // shorter than one vector
	// In place.
	ys := append([]float32(nil), xs[100:1000]...)
	expSlice(ys, ys)
	for i, y := range ys {
		if math.Float32bits(y) != math.Float32bits(Exp(xs[100+i])) {
			t.Fatalf("in place: exp(%v) = %v", xs[100+i], y)
		}
	}
	if expVector && !expRun(ys, xs[100:1000]) {
		t.Fatal("the vector path did not run on values in range")
	}
	t.Logf("vector exp: %v, %d values", expVector, len(xs))
}

// TestTanhSliceBits checks tanhSlice against Tanh bit for bit on a sweep
// of float32 bit patterns over both branches and the saturated range,
// random values, and the edges (0.125 and 4.55, where |2x| crosses the
// branch limits, their neighbours, signed zeros, subnormals, infinities
// and NaN, which takes Tanh's own path).
func TestTanhSliceBits(t *testing.T) {
	var xs []float32
	for _, lim := range []float32{0.125, 4.55, 0.25, 9.1} {
		for d := -3; d <= 3; d++ {
			x := math.Float32frombits(uint32(int32(math.Float32bits(lim)) + int32(d)))
			xs = append(xs, x, -x)
		}
	}
	xs = append(xs, 0, float32(math.Copysign(0, -1)), 1e-45, -1e-45, 1e-30, 30, -30, 1e30, -1e30,
		float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()))
	for b := uint32(0); b <= math.Float32bits(12); b += 263 {
		x := math.Float32frombits(b)
		xs = append(xs, x, -x)
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 1 << 18 {
		xs = append(xs, float32(r.NormFloat64()*3))
	}
	got := make([]float32, len(xs))
	for lo := 0; lo < len(xs); lo += 64 {
		hi := min(lo+64, len(xs))
		tanhSlice(got[lo:hi], xs[lo:hi])
		for i := lo; i < hi; i++ {
			if want := Tanh(xs[i]); math.Float32bits(got[i]) != math.Float32bits(want) {
				t.Fatalf("tanh(%v) (bits %08x): %08x, want %08x", xs[i], math.Float32bits(xs[i]), math.Float32bits(got[i]), math.Float32bits(want))
			}
		}
	}
	if expVector && !tanhRun(got[:64], xs[:64]) {
		t.Fatal("the vector path did not run")
	}
	t.Logf("vector tanh: %v, %d values", expVector, len(xs))
}
