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

// expRun sets dst[i] = Exp(src[i]) for a run of eight or more values all
// inside Exp's polynomial range, and reports whether it did.
func expRun(dst, src []float32) bool {
	n := len(src) &^ 7
	if !expVector || n == 0 {
		return false
	}
	_ = dst[n-1]
	expAVX512(&dst[0], &src[0], n, &expConsts)
	for i := n; i < len(src); i++ {
		dst[i] = Exp(src[i])
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

// tanhRun sets dst[i] = Tanh(src[i]) for a run of eight or more values
// without NaN, and reports whether it did.
func tanhRun(dst, src []float32) bool {
	n := len(src) &^ 7
	if !expVector || n == 0 {
		return false
	}
	_ = dst[n-1]
	tanhAVX512(&dst[0], &src[0], n, &tanhConsts)
	for i := n; i < len(src); i++ {
		dst[i] = Tanh(src[i])
	}
	return true
}
