package repops

import (
	"fmt"
	"math"
	"strconv"
)

// Scalar evaluation of rotary embeddings (Tape.Rotary) and their
// gradient, for entries that record lb = ln(base) as binary64 bits
// (WithRotaryLog: "heads=H,base=B,lb=L", L 16 hex digits). The angle of
// column pair i at position p is float64(p * expCore(X)) with X =
// -float64(a_i * lb), a_i = float64(2i)/float64(2*half) (RotaryTable): a
// contract computes expCore and the sine and cosine in binary64, but one
// step returns one float32, so the angle travels between steps as three
// lanes holding the integers of its 64 bits in chunks of 22, 21 and 21
// bits (exact float32 values).
//
//   - rotary (inputs x [N, D], positions [N]): element (r, c), c in head
//     h at column k of the head, i = k mod half, x_a = x[r, h*hd+i], x_b
//     = x[r, h*hd+i+half], p = positions[r]: l1..l3 = rotangle(p, X_i)
//     chunks 0..2 (the step's parameters: the chunk, then X's bits), l4 =
//     cos64(l1, l2, l3), l5 = sin64(l1, l2, l3); for k < half l6 =
//     mul(x_a, l4), l7 = mul(x_b, l5), sub(l6, l7); else l6 = mul(x_a,
//     l5), l7 = mul(x_b, l4), add(l6, l7): 8 steps.
//   - rotary.grad (g [N, D], x, positions): the same over g with the sine
//     negated first (l5 = mul(l5, -1), the backward's inverse rotation):
//     9 steps.
//
// ScalarOf does not check lb against base: an honest trace records
// repops' logCore(base) (ReplayEntry refuses any other), and the parties
// of a dispute open the same attributes or go to the referee set.

// Chunks of a binary64's bits: 22, 21 and 21 bits, high first.
const (
	rotChunkBits = 21
	rotChunkMask = 1<<rotChunkBits - 1
	// rotMaxLB bounds lb (bits of 89.0): every float32 base above 1 has
	// ln(base) below it, and expCore stays in range.
	rotMaxLB = 0x4056400000000000
	// rotMaxX is 128 (binary64 bits): rotangle takes X in [-128, 0].
	rotMaxX = 0x4060000000000000
	// rotMaxAngle is 2^20 (binary64 bits): no angle of a position below
	// MaxRotaryPosition reaches it.
	rotMaxAngle = 0x4130000000000000
)

// rotAngleChunk is ScalarRotAngle: chunk c[0] of the bits of
// float64(float64(pos) * expCore(X)), X the binary64 with bits c[1]<<32 |
// c[2]. NaN unless pos is finite, X is in [-128, 0] and the chunk is 0,
// 1 or 2.
func rotAngleChunk(pos float32, c [3]uint32) float32 {
	X := uint64(c[1])<<32 | uint64(c[2])
	if math.Float32bits(pos)&0x7F800000 == 0x7F800000 || c[0] > 2 ||
		(X != 0 && (X>>63 == 0 || X&^(1<<63) > rotMaxX)) {
		return float32(math.NaN())
	}
	a := math.Float64bits(float64(float64(pos) * expCore(math.Float64frombits(X))))
	switch c[0] {
	case 0:
		return float32(a >> (2 * rotChunkBits))
	case 1:
		return float32(a >> rotChunkBits & rotChunkMask)
	}
	return float32(a & rotChunkMask)
}

// rotChunk is the integer a lane holds as a chunk of bits bits: ok
// only for a float32 integer value in [0, 2^bits) (+0, not -0).
func rotChunk(v float32, bits uint) (uint64, bool) {
	b := math.Float32bits(v)
	if b >= 0x4A800000 { // negative, -0, 2^22 or more, Inf, NaN
		return 0, false
	}
	n := uint64(int32(v)) // exact: 0 <= v < 2^22
	if float32(n) != v || n >= 1<<bits {
		return 0, false
	}
	return n, true
}

// rotCosSin is ScalarCos64 (ScalarSin64 when sin): the cosine (sine) of
// the binary64 angle whose chunks are x, y, z, rounded to float32. NaN
// unless each lane holds a chunk and |angle| < 2^20.
func rotCosSin(sin bool, x, y, z float32) float32 {
	c0, ok0 := rotChunk(x, 64-2*rotChunkBits)
	c1, ok1 := rotChunk(y, rotChunkBits)
	c2, ok2 := rotChunk(z, rotChunkBits)
	a := c0<<(2*rotChunkBits) | c1<<rotChunkBits | c2
	if !ok0 || !ok1 || !ok2 || a&^(1<<63) >= rotMaxAngle {
		return float32(math.NaN())
	}
	s, c := sinCosCore(math.Float64frombits(a))
	if sin {
		return float32(s)
	}
	return float32(c)
}

// rotaryAttrs reads rotary's heads, base and lb attributes (exactly
// those), lb in (0, 89].
func rotaryAttrs(kv attrMap) (heads int, lb uint64, err error) {
	if len(kv) != 3 {
		return 0, 0, fmt.Errorf("attributes heads=<decimal>,base=<float32 bits>,lb=<float64 bits>")
	}
	if heads, err = kv.int("heads"); err != nil {
		return 0, 0, err
	}
	if _, err = kv.f32("base"); err != nil {
		return 0, 0, err
	}
	v, err := kv.get("lb")
	if err != nil {
		return 0, 0, err
	}
	if lb, err = strconv.ParseUint(v, 16, 64); err != nil || len(v) > 16 || lb == 0 || lb > rotMaxLB {
		return 0, 0, fmt.Errorf("attribute lb=%q is not 1 to 16 hex digits of a binary64 in (0, 89]", v)
	}
	return heads, lb, nil
}

// rotaryScalarOf is the scalar evaluation of rotary and rotary.grad (see
// above).
func rotaryScalarOf(op string, kv attrMap, shapes [][]int) (*ScalarOp, error) {
	bad := func() (*ScalarOp, error) {
		return nil, fmt.Errorf("%w: %s: shapes %v do not fit", ErrNotScalar, op, shapes)
	}
	grad := op == "rotary.grad"
	ps := 1
	if grad {
		mask, wrt, fwd, err := gradAttrs(op, kv)
		if err != nil {
			return nil, err
		}
		if mask != "1" || wrt != 0 {
			return nil, fmt.Errorf("%w: %s: attributes grad=1,part=0", ErrNotScalar, op)
		}
		kv, ps = fwd, 2
	}
	heads, lb, err := rotaryAttrs(kv)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrNotScalar, op, err)
	}
	if len(shapes) != ps+1 || len(shapes[0]) != 2 || len(shapes[ps]) != 1 || (grad && !sameShape(shapes[0], shapes[1])) {
		return bad()
	}
	N, D := shapes[0][0], shapes[0][1]
	if N < 1 || D < 1 || shapes[ps][0] != N || heads < 1 || D%heads != 0 || (D/heads)%2 != 0 {
		return bad()
	}
	hd := D / heads
	half := hd / 2
	// X_i's bits, negated a_i * lb.
	xBits := func(i int) uint64 {
		a := float64(2*i) / float64(2*half)
		return math.Float64bits(-float64(a * math.Float64frombits(lb)))
	}
	st := func(k ScalarKind, dst int, args ...ScalarArg) ScalarStep {
		return ScalarStep{Kind: k, Args: args, Dst: dst}
	}
	l := func(lane int) ScalarArg { return ScalarArg{Src: ScalarAcc, Lane: lane} }
	o := &ScalarOp{Op: op, Inputs: shapes, Out: shapes[0]}
	n := 8
	if grad {
		n = 9
	}
	o.elem = func(e int) elemEval {
		r, col := e/D, e%D
		k := col % hd
		i := k % half
		xa := r*D + col - k + i
		X := xBits(i)
		pos := elemArg(ps, r)
		return elemEval{n: n, step: func(t int) ScalarStep {
			if t < 3 {
				p := pos
				p.Bits = uint32(t)
				return st(ScalarRotAngle, 1+t, p, ScalarArg{Src: ScalarConst, Bits: uint32(X >> 32)}, ScalarArg{Src: ScalarConst, Bits: uint32(X)})
			}
			switch t {
			case 3:
				return st(ScalarCos64, 4, l(1), l(2), l(3))
			case 4:
				return st(ScalarSin64, 5, l(1), l(2), l(3))
			}
			if grad {
				if t == 5 {
					return st(ScalarMul, 5, l(5), ScalarArg{Src: ScalarConst, Bits: math.Float32bits(-1)})
				}
				t--
			}
			c, s := l(4), l(5)
			if k >= half {
				c, s = s, c
			}
			switch t {
			case 5:
				return st(ScalarMul, 6, elemArg(0, xa), c)
			case 6:
				return st(ScalarMul, 7, elemArg(0, xa+half), s)
			}
			if k < half {
				return st(ScalarSub, 0, l(6), l(7))
			}
			return st(ScalarAdd, 0, l(6), l(7))
		}}
	}
	return o, nil
}
