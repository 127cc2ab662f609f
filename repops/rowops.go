package repops

// The row operations in portable Go: the whole of them without AVX2, the
// tails after the whole eights with it (rowops_amd64.go).

// mulScalarGo sets dst[i] = float32(src[i]*s) (dst as long as src).
func mulScalarGo(dst, src []float32, s float32) {
	dst = dst[:len(src)]
	for i, v := range src {
		dst[i] = float32(v * s)
	}
}

// subRangeGo sets dst[i] = src[i] - m and reports whether every result
// lies in [lim[0], lim[1]] (a NaN does not).
func subRangeGo(dst, src []float32, m float32, lim *[2]float32) bool {
	dst = dst[:len(src)]
	in := true
	for i, v := range src {
		d := v - m
		dst[i] = d
		if !(d >= lim[0] && d <= lim[1]) {
			in = false
		}
	}
	return in
}

// divScalarGo sets dst[i] = src[i] / s.
func divScalarGo(dst, src []float32, s float32) {
	dst = dst[:len(src)]
	for i, v := range src {
		dst[i] = v / s
	}
}

// geluGradRunGo sets dst[i] = g[i] * geluGrad(x[i], t[i]) (all four the
// same length).
func geluGradRunGo(dst, g, x, t []float32) {
	dst, g, t = dst[:len(x)], g[:len(x)], t[:len(x)]
	for i := range x {
		dst[i] = g[i] * geluGrad(x[i], t[i])
	}
}

// geluArgRunGo sets dst[i] = geluArg(x[i]) and reports whether any is NaN.
func geluArgRunGo(dst, x []float32) bool {
	dst = dst[:len(x)]
	nan := false
	for i, v := range x {
		u := geluArg(v)
		dst[i] = u
		if u != u {
			nan = true
		}
	}
	return nan
}

// geluOutRunGo sets dst[i] = float32(float32(0.5*x[i]) * float32(1+t[i])).
func geluOutRunGo(dst, x, t []float32) {
	dst, t = dst[:len(x)], t[:len(x)]
	for i, v := range x {
		dst[i] = float32(float32(0.5*v) * float32(1+t[i]))
	}
}

// softmaxGradRunGo sets dst[j] = float32(float32(p[j]*(dp[j]-cs))*scale).
func softmaxGradRunGo(dst, p, dp []float32, cs, scale float32) {
	dst, dp = dst[:len(p)], dp[:len(p)]
	for j := range p {
		dst[j] = float32(float32(p[j]*(dp[j]-cs)) * scale)
	}
}

// addRunGo sets dst[i] = a[i] + b[i] (all three the same length; dst may
// be a or b).
func addRunGo(dst, a, b []float32) {
	dst, b = dst[:len(a)], b[:len(a)]
	for i, v := range a {
		dst[i] = v + b[i]
	}
}
