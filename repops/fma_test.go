package repops

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// bigExact returns x as a big.Float with room for any exact a*b + c of
// binary32 values (their bits span 2^-298 .. 2^256).
func bigExact(x float32) *big.Float {
	return new(big.Float).SetPrec(640).SetFloat64(float64(x))
}

// refFMA32 is the reference fused multiply-add: a*b + c exactly with
// math/big, rounded once to binary32 (big.Float.Float32 rounds to
// nearest even with gradual underflow and overflow to infinity). Non-
// finite operands go through float64, whose special-value results are
// exact. isNaN reports a NaN result (its payload is not specified).
func refFMA32(a, b, c float32) (r uint32, isNaN bool) {
	if f32nonFinite(a) || f32nonFinite(b) || f32nonFinite(c) {
		x := float64(a)*float64(b) + float64(c) // exact for special values: the product is exact
		if math.IsNaN(x) {
			return 0, true
		}
		return math.Float32bits(float32(x)), false
	}
	x := new(big.Float).SetPrec(640).Mul(bigExact(a), bigExact(b))
	x.Add(x, bigExact(c))
	f, _ := x.Float32()
	return math.Float32bits(f), false
}

func f32nonFinite(x float32) bool { return x-x != 0 }

// fmaEdges are special and boundary binary32 values.
var fmaEdges = []uint32{
	0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x00000003, 0x00400000, 0x007FFFFF, 0x807FFFFF,
	0x00800000, 0x80800000, 0x00800001, 0x01000000, 0x7F7FFFFF, 0xFF7FFFFF, 0x7F7FFFFE, 0x7F000000,
	0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0x3F800000, 0xBF800000, 0x3F800001,
	0x3F7FFFFF, 0x40000000, 0x3F000000, 0x33800000, 0x34000000, 0x4B800000, 0x1F800000, 0x5F800000,
}

// fmaGen draws the operands of the FMA tests.
type fmaGen struct{ r *rand.Rand }

// finite returns a finite value with biased exponent in [lo, hi] (0:
// subnormal or zero), random sign and mantissa.
func (g fmaGen) finite(lo, hi int) uint32 {
	return g.r.Uint32()&0x807FFFFF | uint32(lo+g.r.IntN(hi-lo+1))<<23
}

// sparse returns ±k * 2^e for a small odd k: products with it often
// land exactly on or next to a binary32 midpoint.
func (g fmaGen) sparse(lo, hi int) uint32 {
	k := uint32(1 + 2*g.r.IntN(8))
	m := k
	for m < 1<<23 {
		m <<= 1
	}
	return g.r.Uint32()&0x80000000 | uint32(lo+g.r.IntN(hi-lo+1))<<23 | m&0x7FFFFF
}

// near returns a finite value with an exponent within d of x's.
func (g fmaGen) near(x uint32, d int) uint32 {
	e := max(0, min(254, int(x>>23&0xFF)+g.r.IntN(2*d+1)-d))
	return g.r.Uint32()&0x807FFFFF | uint32(e)<<23
}

// next returns one operand triple, from one of several families that
// reach every rounding case.
func (g fmaGen) next() (a, b, c uint32) {
	switch g.r.IntN(11) {
	case 0: // any bits
		return g.r.Uint32(), g.r.Uint32(), g.r.Uint32()
	case 1: // edges, mixed with random values
		pick := func() uint32 {
			if g.r.IntN(3) == 0 {
				return g.r.Uint32()
			}
			return fmaEdges[g.r.IntN(len(fmaEdges))]
		}
		return pick(), pick(), pick()
	case 2: // c cancels the rounded product: the result is the residue
		a, b = g.finite(60, 190), g.finite(60, 190)
		c = math.Float32bits(float32(math.Float32frombits(a)*math.Float32frombits(b))) ^ 0x80000000
		return a, b, c + uint32(g.r.IntN(5)) - 2
	case 3: // (1+2^-i)(1+2^-j) = 1 + 2^-i + 2^-j + 2^-24 plus a small c:
		// the product's low bit decides a midpoint, the trap of
		// rounding through float64 first
		i := 1 + g.r.IntN(22)
		s := g.r.IntN(200) - 100
		fa := float32(math.Ldexp(1+math.Ldexp(1, -i), s/2))
		fb := float32(math.Ldexp(1+math.Ldexp(1, -(24-i)), s-s/2))
		fc := float32(math.Ldexp(1, s-25-g.r.IntN(60)))
		if g.r.IntN(2) == 0 {
			fc = -fc
		}
		if g.r.IntN(2) == 0 {
			fa = -fa
		}
		return math.Float32bits(fa), math.Float32bits(fb), math.Float32bits(fc)
	case 4: // sparse products plus a c of nearby magnitude: many ties
		a, b = g.sparse(100, 150), g.sparse(100, 150)
		p := math.Float32bits(math.Float32frombits(a) * math.Float32frombits(b))
		return a, b, g.near(p, 2) ^ g.r.Uint32()&0x80000000
	case 5: // exact ties: c plus half an ulp of c, as a product
		c = g.finite(30, 220)
		e := int(c>>23&0xFF) - 151 // half an ulp of c is 2^e
		k := 1 + 2*g.r.IntN(4)     // odd multiple: a tie
		fa := float32(math.Ldexp(float64(k), e/2))
		fb := float32(math.Ldexp(1, e-e/2))
		if g.r.IntN(2) == 0 {
			fb = -fb
		}
		return math.Float32bits(fa), math.Float32bits(fb), c
	case 6: // subnormal results and operands
		return g.finite(1, 70), g.finite(1, 70), g.finite(0, 2)
	case 7: // overflow and near-overflow
		return g.finite(200, 254), g.finite(120, 200), g.finite(240, 254)
	case 8: // zero products and zero addends
		a, b, c = g.finite(0, 254), g.finite(0, 254), g.r.Uint32()&0x80000000
		if g.r.IntN(2) == 0 {
			b, c = g.r.Uint32()&0x80000000, g.finite(0, 254)
		}
		return a, b, c
	case 9: // far-apart magnitudes
		return g.finite(0, 254), g.finite(0, 254), g.finite(0, 254)
	default: // the magnitudes of a matmul
		a = g.finite(110, 145)
		return a, g.near(a, 5), g.near(a, 20)
	}
}

// TestFMA32Exact checks FMA32 (and its exact path on its own) against
// a*b + c computed exactly with math/big and rounded once, on 200,000
// operand triples: every triple of
// a set of edge values, then families reaching ties, double-rounding
// traps, cancellation, subnormal results, overflow and signed zeros. It
// also checks that the inputs do reach those cases, and that rounding
// math.FMA's float64 result to float32 (the wrong shortcut) fails on
// some of them.
func TestFMA32Exact(t *testing.T) {
	const n = 200_000
	g := fmaGen{rand.New(rand.NewPCG(0xf3a, 0x32))}
	var ins [][3]uint32
	for _, a := range fmaEdges {
		for _, b := range fmaEdges {
			for _, c := range fmaEdges[:16] {
				ins = append(ins, [3]uint32{a, b, c})
			}
		}
	}
	for len(ins) < n {
		a, b, c := g.next()
		ins = append(ins, [3]uint32{a, b, c})
	}
	var doubleRounding, ties, subnormal, overflow, negZero, nan, fails int
	for _, in := range ins {
		a, b, c := math.Float32frombits(in[0]), math.Float32frombits(in[1]), math.Float32frombits(in[2])
		want, wantNaN := refFMA32(a, b, c)
		// FMA32, and its exact path alone (which the matmul rows use for
		// every element of a group that leaves the fast path).
		p, z := float64(float64(a)*float64(b)), float64(c)
		got := math.Float32bits(FMA32(a, b, c))
		slow := math.Float32bits(fma32Exact(p, z, float64(p+z)))
		gotNaN, slowNaN := got&0x7FFFFFFF > 0x7F800000, slow&0x7FFFFFFF > 0x7F800000
		if gotNaN != wantNaN || !wantNaN && got != want || slowNaN != wantNaN || !wantNaN && slow != want {
			if fails++; fails <= 10 {
				t.Errorf("FMA32(%08x, %08x, %08x) = %08x (exact path %08x), want %08x (NaN %v)", in[0], in[1], in[2], got, slow, want, wantNaN)
			}
			continue
		}
		if wantNaN {
			nan++
			continue
		}
		if math.Float32bits(float32(math.FMA(float64(a), float64(b), float64(c)))) != want {
			doubleRounding++
		}
		switch {
		case want&0x7FFFFFFF == 0x7F800000 && !f32nonFinite(a) && !f32nonFinite(b) && !f32nonFinite(c):
			overflow++
		case want&0x7F800000 == 0 && want&0x7FFFFF != 0:
			subnormal++
		case want == 0x80000000:
			negZero++
		}
		if !f32nonFinite(a) && !f32nonFinite(b) && !f32nonFinite(c) && isTie32(a, b, c) {
			ties++
		}
	}
	t.Logf("%d inputs: %d exact ties, %d where float32(math.FMA) double-rounds, %d subnormal results, %d overflows, %d -0, %d NaN",
		len(ins), ties, doubleRounding, subnormal, overflow, negZero, nan)
	if fails > 0 {
		t.Fatalf("%d of %d inputs differ from the exact reference", fails, len(ins))
	}
	if ties < 1000 || doubleRounding < 100 || subnormal < 1000 || overflow < 1000 || negZero < 100 || nan < 100 {
		t.Errorf("the inputs miss hard cases")
	}
}

// isTie32 reports whether a*b + c lies exactly halfway between two
// adjacent binary32 values (finite operands).
func isTie32(a, b, c float32) bool {
	x := new(big.Float).SetPrec(640).Mul(bigExact(a), bigExact(b))
	x.Add(x, bigExact(c))
	r, _ := x.Float32()
	if f32nonFinite(r) || x.Sign() == 0 {
		return false
	}
	cmp := x.Cmp(bigExact(r))
	if cmp == 0 {
		return false
	}
	dir := float32(math.Inf(1))
	if cmp < 0 {
		dir = float32(math.Inf(-1))
	}
	nb := math.Nextafter32(r, dir)
	mid := new(big.Float).SetPrec(640).Add(bigExact(r), bigExact(nb))
	mid.SetMantExp(mid, -1)
	return mid.Cmp(x) == 0
}

// TestFMA32Reference checks the reference's rounding itself against the
// hardware's binary32 multiplication (c = 0) and addition (b = 1), which
// round once: subnormal results, ties and overflow included.
func TestFMA32Reference(t *testing.T) {
	g := fmaGen{rand.New(rand.NewPCG(7, 8))}
	for i := 0; i < 20_000; i++ {
		a, b, c := g.next()
		fa, fb, fc := math.Float32frombits(a), math.Float32frombits(b), math.Float32frombits(c)
		if f32nonFinite(fa) || f32nonFinite(fb) || f32nonFinite(fc) {
			continue
		}
		mul := fa * fb
		if r, _ := refFMA32(fa, fb, 0); r != math.Float32bits(mul) && !(mul == 0 && r&0x7FFFFFFF == 0) {
			t.Fatalf("reference %08x * %08x = %08x, hardware %08x", a, b, r, math.Float32bits(mul))
		}
		sum := fa + fc
		if r, _ := refFMA32(fa, 1, fc); r != math.Float32bits(sum) {
			t.Fatalf("reference %08x + %08x = %08x, hardware %08x", a, c, r, math.Float32bits(sum))
		}
	}
}

// TestFMA32Specials pins IEEE 754 special cases.
func TestFMA32Specials(t *testing.T) {
	inf, nan := float32(math.Inf(1)), float32(math.NaN())
	negZero := float32(math.Copysign(0, -1))
	for _, c := range []struct{ a, b, c, want float32 }{
		{0, 1, 0, 0},
		{negZero, 1, negZero, negZero},
		{negZero, 1, 0, 0},
		{1, 1, -1, 0},
		{-1, 1, 1, 0},
		{1e-30, 1e-30, negZero, 0},   // underflows to +0, the sign of the exact result
		{-1e-30, 1e-30, 0, negZero},  // and to -0
		{math.MaxFloat32, 2, 0, inf}, // overflow
		{math.MaxFloat32, 2, -math.MaxFloat32, math.MaxFloat32},
		{inf, 1, 1, inf},
		{inf, -1, 1, -inf},
		{1, 1, inf, inf},
		{0x1p-149, 0.5, 0, 0},                      // tie to even: 0
		{0x1p-149, 1.5, 0, 0x1p-148},               // tie to even: 2^-148
		{1 + 0x1p-23, 1 + 0x1p-23, 0, 1 + 0x1p-22}, // 1 + 2^-22 + 2^-46: rounds down
	} {
		got := FMA32(c.a, c.b, c.c)
		if math.Float32bits(got) != math.Float32bits(c.want) {
			t.Errorf("FMA32(%g, %g, %g) = %g (%08x), want %g", c.a, c.b, c.c, got, math.Float32bits(got), c.want)
		}
	}
	for _, c := range [][3]float32{{inf, 0, 1}, {0, inf, nan}, {inf, 1, -inf}, {nan, 1, 1}, {1, 1, nan}, {1, nan, inf}} {
		if got := FMA32(c[0], c[1], c[2]); got == got {
			t.Errorf("FMA32(%g, %g, %g) = %g, want NaN", c[0], c[1], c[2], got)
		}
	}
	// The double-rounding trap: a*b + c = 1 + 2^-11 + 2^-24 + 2^-60 is
	// just above the midpoint 1 + 2^-11 + 2^-24 of two float32 values,
	// and rounds to that midpoint in float64, which then ties to even.
	a := float32(1 + 0x1p-12)
	want := float32(1 + 0x1p-11 + 0x1p-23)
	if got := FMA32(a, a, 0x1p-60); got != want {
		t.Errorf("FMA32 double-rounds: %x, want %x", got, want)
	}
	if bad := float32(math.FMA(float64(a), float64(a), 0x1p-60)); bad != float32(1+0x1p-11) {
		t.Errorf("float32(math.FMA) = %x: the example no longer shows double rounding", bad)
	}
}
