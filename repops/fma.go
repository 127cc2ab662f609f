package repops

import "math"

// maxFloat32Tie is the value halfway between math.MaxFloat32 and 2^128:
// a real number at or beyond it rounds to infinity in binary32 (at it
// exactly, the tie goes to the even neighbour, which is 2^128).
const maxFloat32Tie = 0x1.ffffffp127

// FMA32 returns a*b + c computed exactly and rounded once to float32,
// round to nearest even: the IEEE 754 fusedMultiplyAdd of binary32
// operands, identical on every architecture (it uses only float64 basic
// operations and bit manipulation, never a hardware FMA). It is the
// accumulation step of matrix products in op set 2.
//
// float32(math.FMA(a, b, c)) would round twice (to float64, then to
// float32) and differs from the single rounding when the float64 result
// lies exactly halfway between two float32 values but the exact result
// does not. FMA32 detects that case (and every result outside float32's
// normal range) and then rounds with round-to-odd:
//
//   - p = float64(a)*float64(b) is exact (two 24-bit significands give at
//     most 48 bits, and the exponent stays far inside float64's range);
//   - s = p + c is rounded to float64 and TwoSum gives its error exactly;
//     when the sum is inexact and s has an even last bit, s moves one
//     float64 ulp towards the exact value, so s is the exact sum rounded
//     to odd in 53 bits;
//   - rounding s to float32 (24 bits, and 53 >= 24+2) then rounds the
//     exact sum correctly, subnormal results included.
//
// Infinities, NaNs and signed zeros follow IEEE 754: a NaN operand, an
// infinite product times zero or opposite infinities give NaN (whose
// payload is not specified; repops hashes every NaN alike), and an exact
// zero sum is +0 unless both p and c are -0.
func FMA32(a, b, c float32) float32 {
	// The explicit conversions forbid fusing anything here (see the Go
	// specification on floating-point operations).
	p := float64(float64(a) * float64(b))
	s := float64(p + float64(c))
	// Fast path. Rounding the exact sum x to float64 (s) and then to
	// float32 equals rounding x once, unless s is exactly halfway between
	// two float32 values while x is not: float32 midpoints are float64
	// values, so x and s lie on the same side of every midpoint but s
	// itself. In float32's normal range (2^-126 <= |s| < 2^127, where the
	// conversion cannot overflow) a midpoint is an s whose 29 low
	// significand bits are 1 followed by 28 zeros. Everything else (zeros,
	// subnormal and huge results, infinities, NaNs and the midpoints) takes
	// the exact path.
	if fma32Fast(s) {
		return float32(s)
	}
	return fma32Exact(p, float64(c), s)
}

// fma32Fast reports whether float32(s) is FMA32's result for s, the
// float64 rounding of the exact a*b + c: whether s is in float32's normal
// range and not a float32 midpoint (see FMA32).
func fma32Fast(s float64) bool {
	bits := math.Float64bits(s)
	return (bits>>52&0x7FF)-(1023-126) < 253 && bits&(1<<29-1) != 1<<28
}

// fma32Exact finishes FMA32 for s = p + z rounded to float64, where p is
// the exact product: it rounds the exact sum to odd in 53 bits, then once
// to float32.
func fma32Exact(p, z, s float64) float32 {
	if s == 0 || s-s != 0 {
		// An exact zero (a float64 sum of these operands never
		// underflows: both are multiples of 2^-298), an infinity or a
		// NaN: float64 already gives the IEEE result.
		return float32(s)
	}
	// TwoSum (Knuth): err = (p + z) - s exactly.
	bb := float64(s - p)
	err := float64(float64(p-float64(s-bb)) + float64(z-bb))
	if err != 0 {
		bits := math.Float64bits(s)
		if bits&1 == 0 {
			// The exact sum lies strictly between s and its neighbour
			// in the direction of err; take the odd one of the two.
			if (err > 0) == (s > 0) {
				bits++
			} else {
				bits--
			}
			s = math.Float64frombits(bits)
		}
	}
	// Overflow explicitly: the conversion of an out-of-range float64 is
	// implementation-dependent in Go. s is never exactly the tie unless
	// the exact sum is.
	if s >= maxFloat32Tie {
		return float32(math.Inf(1))
	}
	if s <= -maxFloat32Tie {
		return float32(math.Inf(-1))
	}
	return float32(s)
}
