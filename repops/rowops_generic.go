//go:build !amd64 || purego

package repops

// Without AVX2 the row operations are their portable versions (rowops.go).

func mulScalar(dst, src []float32, s float32) { mulScalarGo(dst, src, s) }

func subRange(dst, src []float32, m float32, lim *[2]float32) bool {
	return subRangeGo(dst, src, m, lim)
}

func divScalar(dst, src []float32, s float32) { divScalarGo(dst, src, s) }

func geluGradRun(dst, g, x, t []float32) { geluGradRunGo(dst, g, x, t) }

func geluArgRun(dst, x []float32) bool { return geluArgRunGo(dst, x) }

func geluOutRun(dst, x, t []float32) { geluOutRunGo(dst, x, t) }

func softmaxGradRun(dst, p, dp []float32, cs, scale float32) { softmaxGradRunGo(dst, p, dp, cs, scale) }

func addRun(dst, a, b []float32) { addRunGo(dst, a, b) }
