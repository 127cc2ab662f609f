package repops

import "math"

// Elementary functions in pure Go. Each evaluates in float64 using only
// IEEE 754 basic operations (+ - * / and math.Sqrt, math.Floor, which are
// exact or correctly rounded everywhere) with every product explicitly
// rounded (float64(a*b)) so no multiply-add can be fused, then rounds once
// to float32. Results are faithful (within about 1 float32 ulp; usually
// correctly rounded) and bit-identical on every platform.

const (
	ln2Hi   = 6.93147180369123816490e-01 // high 32 bits of ln 2: k*ln2Hi is exact
	ln2Lo   = 1.90821492927058770002e-10 // ln 2 - ln2Hi
	invLn2  = 1.44269504088896338700e+00
	pio2_1  = 1.57079632673412561417e+00 // first 33 bits of pi/2
	pio2_2  = 6.07710050630396597660e-11 // next 33 bits
	pio2_3  = 2.02226624871116645580e-21 // next 33 bits
	invPio2 = 6.36619772367581382433e-01
)

// expCore returns e^x for |x| < 700 in float64.
func expCore(x float64) float64 {
	k := math.Floor(float64(x*invLn2) + 0.5)
	r := float64(x-float64(k*ln2Hi)) - float64(k*ln2Lo)
	// e^r, |r| <= 0.3466, Horner on the Taylor series to degree 11
	// (truncation below 2e-14 relative, far under float32 resolution).
	// The steps are written out (a loop over the coefficients costs more
	// than the arithmetic); the order is the same.
	p := 1.0 / 39916800 // 1/11!
	p = float64(p*r) + 1.0/3628800
	p = float64(p*r) + 1.0/362880
	p = float64(p*r) + 1.0/40320
	p = float64(p*r) + 1.0/5040
	p = float64(p*r) + 1.0/720
	p = float64(p*r) + 1.0/120
	p = float64(p*r) + 1.0/24
	p = float64(p*r) + 1.0/6
	p = float64(p*r) + 0.5
	p = float64(p*r) + 1
	p = float64(p*r) + 1
	return float64(p * math.Float64frombits(uint64(int64(k)+1023)<<52))
}

// expm1Small returns e^y - 1 for |y| <= 0.5 in float64, without
// cancellation: y times the Taylor series of (e^y - 1)/y to degree 12.
func expm1Small(y float64) float64 {
	p := 1.0 / 6227020800 // 1/13!
	p = float64(p*y) + 1.0/479001600
	p = float64(p*y) + 1.0/39916800
	p = float64(p*y) + 1.0/3628800
	p = float64(p*y) + 1.0/362880
	p = float64(p*y) + 1.0/40320
	p = float64(p*y) + 1.0/5040
	p = float64(p*y) + 1.0/720
	p = float64(p*y) + 1.0/120
	p = float64(p*y) + 1.0/24
	p = float64(p*y) + 1.0/6
	p = float64(p*y) + 0.5
	p = float64(p*y) + 1
	return float64(p * y)
}

// logCore returns ln x for finite x > 0 in float64.
func logCore(x float64) float64 {
	e := 0
	if x < 0x1p-1022 { // subnormal: scale into the normal range
		x = float64(x * 0x1p54)
		e = -54
	}
	b := math.Float64bits(x)
	e += int(b>>52&0x7ff) - 1023
	m := math.Float64frombits(b&^(0x7ff<<52) | 1023<<52) // [1, 2)
	if m > math.Sqrt2 {
		m = float64(m * 0.5)
		e++
	}
	f := m - 1
	s := f / float64(2+f)
	z := float64(s * s)
	// ln m = 2s + 2s^3 (1/3 + z/5 + z^2/7 + ...), |s| <= 0.1716.
	p := 1.0 / 25
	for _, c := range [...]float64{1.0 / 23, 1.0 / 21, 1.0 / 19, 1.0 / 17, 1.0 / 15, 1.0 / 13, 1.0 / 11, 1.0 / 9, 1.0 / 7, 1.0 / 5, 1.0 / 3} {
		p = float64(p*z) + c
	}
	lnm := float64(2*s) + float64(float64(float64(2*s)*z)*p)
	ef := float64(e)
	return float64(ef*ln2Hi) + (lnm + float64(ef*ln2Lo))
}

// Exp returns e^x rounded to float32.
func Exp(x float32) float32 {
	switch {
	case x != x:
		return x
	case x > 88.8:
		return float32(math.Inf(1))
	case x < -104:
		return 0
	}
	return float32(expCore(float64(x)))
}

// Log returns the natural logarithm of x rounded to float32: NaN for
// x < 0 or NaN, -Inf for ±0, +Inf for +Inf.
func Log(x float32) float32 {
	switch {
	case x != x || x < 0:
		return float32(math.NaN())
	case x == 0:
		return float32(math.Inf(-1))
	case x > math.MaxFloat32:
		return x
	}
	return float32(logCore(float64(x)))
}

// Tanh returns the hyperbolic tangent of x rounded to float32.
func Tanh(x float32) float32 {
	if x != x {
		return x
	}
	a := math.Abs(float64(x))
	var t float64
	switch {
	case a > 9.1:
		t = 1
	case a < 0.25:
		em := expm1Small(float64(2 * a))
		t = em / float64(em+2)
	default:
		e := expCore(float64(2 * a))
		t = float64(e-1) / float64(e+1)
	}
	if x < 0 {
		t = -t
	}
	return float32(t)
}

// Sigmoid returns 1/(1+e^-x) rounded to float32.
func Sigmoid(x float32) float32 {
	if x != x {
		return x
	}
	if x < -104 {
		return 0
	}
	if x > 40 {
		return 1
	}
	return float32(1 / float64(1+expCore(float64(-x))))
}

// Rsqrt returns 1/sqrt(x) rounded to float32 (via correctly rounded
// float64 sqrt and division).
func Rsqrt(x float32) float32 {
	return float32(1 / math.Sqrt(float64(x)))
}

// sinCosCore returns sin and cos of x (float64, |x| < 2^20 pi/2 for full
// accuracy; larger arguments are deterministic but less accurate).
func sinCosCore(x float64) (float64, float64) {
	n := math.Floor(float64(x*invPio2) + 0.5)
	r := float64(float64(x-float64(n*pio2_1))-float64(n*pio2_2)) - float64(n*pio2_3)
	z := float64(r * r)
	// Taylor polynomials for |r| <= pi/4, to degree 17 (sin) and 18 (cos).
	ps := 1.0 / 355687428096000
	for _, c := range [...]float64{-1.0 / 1307674368000, 1.0 / 6227020800, -1.0 / 39916800, 1.0 / 362880,
		-1.0 / 5040, 1.0 / 120, -1.0 / 6, 1} {
		ps = float64(ps*z) + c
	}
	s := float64(ps * r)
	c := -1.0 / 6402373705728000
	for _, k := range [...]float64{1.0 / 20922789888000, -1.0 / 87178291200, 1.0 / 479001600, -1.0 / 3628800,
		1.0 / 40320, -1.0 / 720, 1.0 / 24, -0.5, 1} {
		c = float64(c*z) + k
	}
	switch int64(n) & 3 {
	case 0:
		return s, c
	case 1:
		return c, -s
	case 2:
		return -s, -c
	default:
		return -c, s
	}
}

// Sin returns sin x rounded to float32.
func Sin(x float32) float32 {
	if x != x || math.IsInf(float64(x), 0) {
		return float32(math.NaN())
	}
	s, _ := sinCosCore(float64(x))
	return float32(s)
}

// Cos returns cos x rounded to float32.
func Cos(x float32) float32 {
	if x != x || math.IsInf(float64(x), 0) {
		return float32(math.NaN())
	}
	_, c := sinCosCore(float64(x))
	return float32(c)
}

// expSlice sets dst[i] = Exp(src[i]) for every i (dst and src have the
// same length and may be the same slice). Where the CPU allows and every
// value lies inside the polynomial's range, eight lanes run at once with
// the same float64 operations in the same order, so the bits are those
// of Exp.
func expSlice(dst, src []float32) {
	dst = dst[:len(src)]
	if expRun(dst, src) {
		return
	}
	for i, x := range src {
		dst[i] = Exp(x)
	}
}

// expSliceInRange is expSlice for a src its caller has checked lies in
// Exp's polynomial range (-104 <= x <= 88.8, no NaN): the same bits
// without a second pass over src to check it.
func expSliceInRange(dst, src []float32) {
	dst = dst[:len(src)]
	if expRunInRange(dst, src) {
		return
	}
	for i, x := range src {
		dst[i] = Exp(x)
	}
}

// tanhSliceNoNaN is tanhSlice for a src its caller has checked holds no
// NaN: the same bits without a second pass over src to check it.
func tanhSliceNoNaN(dst, src []float32) {
	dst = dst[:len(src)]
	if tanhRunNoNaN(dst, src) {
		return
	}
	for i, x := range src {
		dst[i] = Tanh(x)
	}
}

// tanhSlice sets dst[i] = Tanh(src[i]) for every i (dst and src have
// the same length and may be the same slice), eight lanes at a time
// where the CPU allows and no value is NaN, with Tanh's operations: the
// same bits.
func tanhSlice(dst, src []float32) {
	dst = dst[:len(src)]
	if tanhRun(dst, src) {
		return
	}
	for i, x := range src {
		dst[i] = Tanh(x)
	}
}
