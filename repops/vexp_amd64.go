//go:build amd64 && !purego

package repops

import (
	"math"

	"golang.org/x/sys/cpu"
)

//go:noescape
func expAVX512(dst *float32, src *float32, n int, c *[16]uint64)

// expConsts are expAVX512's constants (see the assembly).
var expConsts = func() (c [16]uint64) {
	for i, v := range [...]float64{invLn2, 0.5, ln2Hi, ln2Lo, 1.0 / 39916800, 1.0 / 3628800, 1.0 / 362880, 1.0 / 40320,
		1.0 / 5040, 1.0 / 720, 1.0 / 120, 1.0 / 24, 1.0 / 6, 0.5, 1} {
		c[i] = math.Float64bits(v)
	}
	c[15] = 1023
	return c
}()

// expVector is whether expAVX512 runs here (it needs AVX512DQ for the
// float64 to int64 conversion).
var expVector = cpu.X86.HasAVX512F && cpu.X86.HasAVX512DQ

// expRun sets dst[i] = Exp(src[i]) when src holds eight or more values,
// all inside Exp's polynomial range, and reports whether it did.
func expRun(dst, src []float32) bool {
	return vecRun(dst, src, expInRange, func(d, s *float32, n int) { expAVX512(d, s, n, &expConsts) }, Exp)
}

// expRunInRange is expRun for a src its caller has checked with
// expInRange's test (or one as strict) while writing it.
func expRunInRange(dst, src []float32) bool {
	return vecRun(dst, src, checked, func(d, s *float32, n int) { expAVX512(d, s, n, &expConsts) }, Exp)
}

// checked is vecRun's range test for values the caller has checked.
func checked([]float32) bool { return true }

// expInRange reports whether no value of xs takes one of Exp's special
// cases (NaN, x > 88.8, x < -104).
func expInRange(xs []float32) bool {
	for _, x := range xs {
		if !(x >= -104 && x <= 88.8) {
			return false
		}
	}
	return true
}

// vecRun runs kern over the whole eights of src and scalar over the rest
// when the CPU has the vector kernels, src holds eight or more values
// and in(src) holds, and reports whether it did.
func vecRun(dst, src []float32, in func([]float32) bool, kern func(dst, src *float32, n int), scalar func(float32) float32) bool {
	n := len(src) &^ 7
	if !expVector || n == 0 || !in(src) {
		return false
	}
	_ = dst[len(src)-1]
	kern(&dst[0], &src[0], n)
	for i := n; i < len(src); i++ {
		dst[i] = scalar(src[i])
	}
	return true
}

//go:noescape
func tanhAVX512(dst *float32, src *float32, n int, c *[40]uint64)

// tanhConsts are tanhAVX512's constants: expConsts, then 1/13! and the
// 12 coefficients of expm1Small after it, 2, 0.25, 9.1 and the float64
// absolute-value and sign masks.
var tanhConsts = func() (c [40]uint64) {
	copy(c[:], expConsts[:])
	for i, v := range [...]float64{1.0 / 6227020800, 1.0 / 479001600, 1.0 / 39916800, 1.0 / 3628800, 1.0 / 362880, 1.0 / 40320,
		1.0 / 5040, 1.0 / 720, 1.0 / 120, 1.0 / 24, 1.0 / 6, 0.5, 1, 2, 0.25, 9.1} {
		c[16+i] = math.Float64bits(v)
	}
	c[32], c[33] = 1<<63-1, 1<<63
	return c
}()

// tanhRun sets dst[i] = Tanh(src[i]) when src holds eight or more
// values, none of them NaN, and reports whether it did.
func tanhRun(dst, src []float32) bool {
	return vecRun(dst, src, noNaN, func(d, s *float32, n int) { tanhAVX512(d, s, n, &tanhConsts) }, Tanh)
}

// tanhRunNoNaN is tanhRun for a src its caller has checked holds no NaN.
func tanhRunNoNaN(dst, src []float32) bool {
	return vecRun(dst, src, checked, func(d, s *float32, n int) { tanhAVX512(d, s, n, &tanhConsts) }, Tanh)
}

// noNaN reports whether xs holds no NaN.
func noNaN(xs []float32) bool {
	for _, x := range xs {
		if x != x {
			return false
		}
	}
	return true
}
