//go:build !amd64 || purego

package repops

// mulScalar sets dst[i] = float32(src[i]*s) (dst as long as src).
func mulScalar(dst, src []float32, s float32) {
	dst = dst[:len(src)]
	for i, v := range src {
		dst[i] = float32(v * s)
	}
}

// subRange sets dst[i] = src[i] - m and reports whether every result
// lies in [lim[0], lim[1]] (a NaN does not).
func subRange(dst, src []float32, m float32, lim *[2]float32) bool {
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

// divScalar sets dst[i] = src[i] / s.
func divScalar(dst, src []float32, s float32) {
	dst = dst[:len(src)]
	for i, v := range src {
		dst[i] = v / s
	}
}
