//go:build amd64 && !purego

package repops

import "golang.org/x/sys/cpu"

//go:noescape
func mulScalarAVX2(dst, src *float32, n int, s float32)

//go:noescape
func subRangeAVX2(dst, src *float32, n int, m float32, lim *[2]float32) bool

//go:noescape
func divScalarAVX2(dst, src *float32, n int, s float32)

// rowOpsAVX2 is whether the AVX2 row operations run here.
var rowOpsAVX2 = cpu.X86.HasAVX2

// mulScalar sets dst[i] = float32(src[i]*s) (dst as long as src), the
// whole eights of src with AVX2 where the CPU has it: the same bits.
func mulScalar(dst, src []float32, s float32) {
	dst = dst[:len(src)]
	i := 0
	if rowOpsAVX2 && len(src) >= 8 {
		i = len(src) &^ 7
		mulScalarAVX2(&dst[0], &src[0], i, s)
	}
	for ; i < len(src); i++ {
		dst[i] = float32(src[i] * s)
	}
}

// subRange sets dst[i] = src[i] - m and reports whether every result
// lies in [lim[0], lim[1]] (a NaN does not), the whole eights with AVX2
// where the CPU has it: the same bits.
func subRange(dst, src []float32, m float32, lim *[2]float32) bool {
	dst = dst[:len(src)]
	i, in := 0, true
	if rowOpsAVX2 && len(src) >= 8 {
		i = len(src) &^ 7
		in = subRangeAVX2(&dst[0], &src[0], i, m, lim)
	}
	for ; i < len(src); i++ {
		d := src[i] - m
		dst[i] = d
		if !(d >= lim[0] && d <= lim[1]) {
			in = false
		}
	}
	return in
}

// divScalar sets dst[i] = src[i] / s, the whole eights with AVX2 where
// the CPU has it: the same bits.
func divScalar(dst, src []float32, s float32) {
	dst = dst[:len(src)]
	i := 0
	if rowOpsAVX2 && len(src) >= 8 {
		i = len(src) &^ 7
		divScalarAVX2(&dst[0], &src[0], i, s)
	}
	for ; i < len(src); i++ {
		dst[i] = src[i] / s
	}
}
