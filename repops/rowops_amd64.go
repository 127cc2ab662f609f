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
	mulScalarGo(dst[i:], src[i:], s)
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
	return subRangeGo(dst[i:], src[i:], m, lim) && in
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
	divScalarGo(dst[i:], src[i:], s)
}

//go:noescape
func geluGradAVX2(dst, gr, x, t *float32, n int, c *[4]float32)

// geluGradConsts are geluGradAVX2's constants.
var geluGradConsts = [4]float32{float32(3 * geluA), float32(geluC), 1, 0.5}

// geluGradRun sets dst[i] = g[i] * geluGrad(x[i], t[i]) (all four the
// same length), the whole eights with AVX2 where the CPU has it: the
// same bits.
func geluGradRun(dst, g, x, t []float32) {
	dst, g, t = dst[:len(x)], g[:len(x)], t[:len(x)]
	i := 0
	if rowOpsAVX2 && len(x) >= 8 {
		i = len(x) &^ 7
		geluGradAVX2(&dst[0], &g[0], &x[0], &t[0], i, &geluGradConsts)
	}
	geluGradRunGo(dst[i:], g[i:], x[i:], t[i:])
}

//go:noescape
func geluArgAVX2(dst, x *float32, n int, c *[4]float32) bool

//go:noescape
func geluOutAVX2(dst, x, t *float32, n int)

//go:noescape
func softmaxGradAVX2(dst, p, dp *float32, n int, cs, scale float32)

// geluArgConsts are geluArgAVX2's constants.
var geluArgConsts = [4]float32{float32(geluA), float32(geluC)}

// geluArgRun sets dst[i] = geluArg(x[i]) and reports whether any is NaN,
// the whole eights with AVX2 where the CPU has it: the same bits.
func geluArgRun(dst, x []float32) bool {
	dst = dst[:len(x)]
	i, nan := 0, false
	if rowOpsAVX2 && len(x) >= 8 {
		i = len(x) &^ 7
		nan = geluArgAVX2(&dst[0], &x[0], i, &geluArgConsts)
	}
	return geluArgRunGo(dst[i:], x[i:]) || nan
}

// geluOutRun sets dst[i] = float32(float32(0.5*x[i]) * float32(1+t[i])),
// the whole eights with AVX2 where the CPU has it: the same bits.
func geluOutRun(dst, x, t []float32) {
	dst, t = dst[:len(x)], t[:len(x)]
	i := 0
	if rowOpsAVX2 && len(x) >= 8 {
		i = len(x) &^ 7
		geluOutAVX2(&dst[0], &x[0], &t[0], i)
	}
	geluOutRunGo(dst[i:], x[i:], t[i:])
}

// softmaxGradRun sets dst[j] = float32(float32(p[j]*(dp[j]-cs))*scale),
// the whole eights with AVX2 where the CPU has it: the same bits.
func softmaxGradRun(dst, p, dp []float32, cs, scale float32) {
	dst, dp = dst[:len(p)], dp[:len(p)]
	j := 0
	if rowOpsAVX2 && len(p) >= 8 {
		j = len(p) &^ 7
		softmaxGradAVX2(&dst[0], &p[0], &dp[0], j, cs, scale)
	}
	softmaxGradRunGo(dst[j:], p[j:], dp[j:], cs, scale)
}

//go:noescape
func addAVX2(dst, a, b *float32, n int)

// addRun sets dst[i] = a[i] + b[i] (all three the same length; dst may
// be a or b), the whole eights with AVX2 where the CPU has it: the same
// bits.
func addRun(dst, a, b []float32) {
	dst, b = dst[:len(a)], b[:len(a)]
	i := 0
	if rowOpsAVX2 && len(a) >= 8 {
		i = len(a) &^ 7
		addAVX2(&dst[0], &a[0], &b[0], i)
	}
	addRunGo(dst[i:], a[i:], b[i:])
}
