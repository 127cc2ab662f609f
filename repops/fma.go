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
// does not. FMA32 avoids that with round-to-odd:
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
	z := float64(c)
	s := float64(p + z)
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
