package float32test

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	goruntime "runtime"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/vm/runtime"
	"github.com/synod-net/synod/repops"
)

// Operation codes of Float32Harness.applyOp.
const (
	opAdd uint8 = iota
	opSub
	opMul
	opDiv
	opSqrt
	opFMA
	opLt
	opLe
	opEq
	opMax
	opMin
	opFromInt32
	opToInt32
	opFromFloat64
	opToFloat64
	opNeg
	opSelect
	opCanonical
	opMaxStep
	opMinStep
	opBiasCorrection
	opBetaPow
)

var opNames = []string{"add", "sub", "mul", "div", "sqrt", "fma", "lt", "le", "eq", "max", "min",
	"fromInt32", "toInt32", "fromFloat64", "toFloat64", "neg", "select", "canonical", "maxStep", "minStep", "biasCorrection", "betaPow"}

// errHarness reports a failed call into the harness contract.
var errHarness = errors.New("float32test: harness call failed")

const (
	signBit    = 0x80000000
	quietBit   = 0x00400000
	defaultNaN = 0xFFC00000
	batchSize  = 4000
)

type harness struct {
	abi  abi.ABI
	addr common.Address
	cfg  *runtime.Config
}

func newHarness(t testing.TB) *harness {
	t.Helper()
	bin, err := os.ReadFile("../build/Float32Harness.bin")
	if err != nil {
		t.Fatal(err)
	}
	code, err := hex.DecodeString(strings.TrimSpace(string(bin)))
	if err != nil {
		t.Fatal(err)
	}
	abiJSON, err := os.ReadFile("../build/Float32Harness.abi")
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := abi.JSON(bytes.NewReader(abiJSON))
	if err != nil {
		t.Fatal(err)
	}
	cfg := &runtime.Config{GasLimit: 1 << 40}
	if _, addr, _, err := runtime.Create(code, cfg); err != nil {
		t.Fatalf("deploying Float32Harness: %v", err)
	} else {
		return &harness{abi: parsed, addr: addr, cfg: cfg}
	}
	return nil
}

func (h *harness) call(method string, args ...any) ([]any, error) {
	in, err := h.abi.Pack(method, args...)
	if err != nil {
		return nil, err
	}
	out, _, err := runtime.Call(h.addr, in, h.cfg)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", errHarness, method, err)
	}
	return h.abi.Unpack(method, out)
}

// run applies op to every input in batches.
func (h *harness) run(op uint8, ins []input) ([]uint64, error) {
	res := make([]uint64, 0, len(ins))
	for lo := 0; lo < len(ins); lo += batchSize {
		hi := min(lo+batchSize, len(ins))
		a, b, c := make([]uint32, hi-lo), make([]uint32, hi-lo), make([]uint32, hi-lo)
		for i, in := range ins[lo:hi] {
			a[i], b[i], c[i] = in.a, in.b, in.c
		}
		out, err := h.call("run", op, a, b, c)
		if err != nil {
			return nil, err
		}
		res = append(res, out[0].([]uint64)...)
	}
	return res, nil
}

// gasOf returns the gas one library call used on in.
func (h *harness) gasOf(op uint8, in input) (uint64, error) {
	out, err := h.call("gasOf", op, in.a, in.b, in.c)
	if err != nil {
		return 0, err
	}
	return out[1].(*big.Int).Uint64(), nil
}

type input struct{ a, b, c uint32 }

func f(x uint32) float32    { return math.Float32frombits(x) }
func bits(x float32) uint32 { return math.Float32bits(x) }
func isNaN(x uint32) bool   { return x&0x7FFFFFFF > 0x7F800000 }
func isInf(x uint32) bool   { return x&0x7FFFFFFF == 0x7F800000 }
func b2u(c bool) uint64 {
	if c {
		return 1
	}
	return 0
}

// nanRule is the documented NaN result: the first NaN operand quieted,
// else (an invalid operation) the default NaN 0xFFC00000.
func nanRule(ops ...uint32) uint32 {
	for _, x := range ops {
		if isNaN(x) {
			return x | quietBit
		}
	}
	return defaultNaN
}

func nanRule2(a, b uint32) uint32 { return nanRule(a, b) }

// minss is x86 MINSS x, y: x when x < y, else y.
func minss(x, y uint32) uint32 {
	if f(x) < f(y) {
		return x
	}
	return y
}

// goMinRule is Go's amd64 lowering of the builtin min on float32:
// t = MINSS(x, y); t | MINSS(t, x). It gives the bits of a NaN result.
func goMinRule(x, y uint32) uint32 {
	t := minss(x, y)
	return t | minss(t, x)
}

// goMaxRule is Go's amd64 lowering of the builtin max: -min(-x, -y).
func goMaxRule(x, y uint32) uint32 { return goMinRule(x^signBit, y^signBit) ^ signBit }

// The hardware operations, kept out of line so that each is one SSE
// instruction on amd64 with the first operand in the destination register
// and no fusion.

//go:noinline
func hwAdd(x, y float32) float32 { return x + y }

//go:noinline
func hwSub(x, y float32) float32 { return x - y }

//go:noinline
func hwMul(x, y float32) float32 { return x * y }

//go:noinline
func hwDiv(x, y float32) float32 { return x / y }

//go:noinline
func hwSqrt(x float32) float32 { return float32(math.Sqrt(float64(x))) }

//go:noinline
func hwMin(x, y float32) float32 { return min(x, y) }

//go:noinline
func hwMax(x, y float32) float32 { return max(x, y) }

//go:noinline
func hwNeg(x float32) float32 { return -x }

//go:noinline
func hwToInt32(x float32) int32 { return int32(x) }

//go:noinline
func hwFromFloat64(x float64) float32 { return float32(x) }

//go:noinline
func hwToFloat64(x float32) float64 { return float64(x) }

// exact returns x as a big.Float with room for any exact sum of
// binary32 products.
func exact(x float32) *big.Float {
	return new(big.Float).SetPrec(1200).SetFloat64(float64(x))
}

// exactFMA is a*b + c computed exactly (finite operands).
func exactFMA(a, b, c float32) *big.Float {
	p := new(big.Float).SetPrec(1200).Mul(exact(a), exact(b))
	return p.Add(p, exact(c))
}

// round32 rounds an exact value to binary32, to nearest even, with
// subnormals (big.Float.Float32 implements gradual underflow).
func round32(x *big.Float) uint32 {
	r, _ := x.Float32()
	return bits(r)
}

// tieKind reports whether x lies exactly halfway between two binary32
// values: 1 when r (x rounded) is nearer zero than x, 2 when farther.
func tieKind(x *big.Float, r uint32) int {
	if isInf(r) || isNaN(r) || x.Sign() == 0 {
		return 0
	}
	rf := exact(f(r))
	cmp := x.Cmp(rf)
	if cmp == 0 {
		return 0
	}
	dir := float32(math.Inf(1))
	if cmp < 0 {
		dir = float32(math.Inf(-1))
	}
	nb := math.Nextafter32(f(r), dir)
	if math.IsInf(float64(nb), 0) {
		return 0
	}
	mid := new(big.Float).SetPrec(1200).Add(rf, exact(nb))
	mid.SetMantExp(mid, -1)
	if mid.Cmp(x) != 0 {
		return 0
	}
	if new(big.Float).Abs(rf).Cmp(new(big.Float).Abs(x)) < 0 {
		return 1
	}
	return 2
}

// refBinary is the reference of a binary arithmetic op: the hardware
// result, or the NaN rule when it is a NaN.
func refBinary(hw func(x, y float32) float32, nan func(a, b uint32) uint32) func(in input) uint64 {
	return func(in input) uint64 {
		r := bits(hw(f(in.a), f(in.b)))
		if isNaN(r) {
			return uint64(nan(in.a, in.b))
		}
		return uint64(r)
	}
}

func refSqrt(in input) uint64 {
	r := bits(hwSqrt(f(in.a)))
	if isNaN(r) {
		return uint64(nanRule(in.a))
	}
	return uint64(r)
}

// refFMA: NaNs by the rule, infinities through float64 math.FMA (exact
// there), finite operands exactly with one rounding.
func refFMA(in input) uint64 {
	if isNaN(in.a) || isNaN(in.b) || isNaN(in.c) {
		return uint64(nanRule(in.a, in.b, in.c))
	}
	a, b, c := f(in.a), f(in.b), f(in.c)
	if isInf(in.a) || isInf(in.b) || isInf(in.c) {
		r := math.FMA(float64(a), float64(b), float64(c))
		if math.IsNaN(r) {
			return defaultNaN
		}
		return uint64(bits(float32(r)))
	}
	return uint64(round32(exactFMA(a, b, c)))
}

// refMaxStep is repops' running maximum step.
func refMaxStep(in input) uint64 {
	m, v := f(in.a), f(in.b)
	if v > m {
		m = v
	}
	return uint64(bits(m))
}

func refMinStep(in input) uint64 {
	m, v := f(in.a), f(in.b)
	if v < m {
		m = v
	}
	return uint64(bits(m))
}

func inInt32Range(x float32) bool { return x >= -0x1p31 && x < 0x1p31 }

func refToInt32(in input) uint64 {
	x := f(in.a)
	if !inInt32Range(x) {
		return signBit
	}
	return uint64(uint32(hwToInt32(x)))
}

func refFromFloat64(in input) uint64 {
	x := uint64(in.a)<<32 | uint64(in.b)
	if x&0x7FFFFFFFFFFFFFFF > 0x7FF0000000000000 {
		return uint64(uint32(x>>63)<<31 | 0x7FC00000 | uint32(x&0xFFFFFFFFFFFFF>>29))
	}
	return uint64(bits(hwFromFloat64(math.Float64frombits(x))))
}

func refToFloat64(in input) uint64 {
	if isNaN(in.a) {
		return uint64(in.a>>31)<<63 | 0x7FF8000000000000 | uint64(in.a&0x7FFFFF)<<29
	}
	return math.Float64bits(hwToFloat64(f(in.a)))
}

func refNeg(in input) uint64 {
	r := bits(hwNeg(f(in.a)))
	if isNaN(in.a) {
		return uint64(in.a ^ signBit)
	}
	return uint64(r)
}

// edges are the special and boundary bit patterns every op is tried on.
var edges = []uint32{
	0x00000000, 0x80000000, // ±0
	0x00000001, 0x80000001, 0x00000002, 0x00000003, 0x00000100, // smallest subnormals
	0x00400000, 0x80400000, 0x007FFFFF, 0x807FFFFF, // mid and largest subnormals
	0x00800000, 0x80800000, 0x00800001, 0x01000000, // smallest normals
	0x7F7FFFFF, 0xFF7FFFFF, 0x7F7FFFFE, 0x7F000000, 0xFF000000, // largest finite
	0x7F800000, 0xFF800000, // ±inf
	0x7FC00000, 0xFFC00000, 0x7FC00001, 0xFFD23456, 0x7FFFFFFF, // quiet NaNs
	0x7F800001, 0xFF800001, 0x7FA00000, 0xFFBFFFFF, 0x7F812345, // signalling NaNs
	0x3F800000, 0xBF800000, 0x3F800001, 0x3F7FFFFF, 0x40000000, 0x3F000000, 0x3FC00000, 0x40400000,
	0x33800000, 0x34000000, 0xB3800000, 0x4B000000, 0x4B800000, 0x4B800001, // 2^-24, 2^-23, 2^23, 2^24
	0x4EFFFFFF, 0x4F000000, 0xCF000000, 0xCF000001, 0x4F000001, // around ±2^31
	0x1F800000, 0x5F800000, 0x20000000, 0x5F000000, // 2^±64
}

type gen struct{ r *rand.Rand }

// finite returns a random finite value with the biased exponent in
// [lo, hi] and a random sign and mantissa.
func (g gen) finite(lo, hi int) uint32 {
	e := uint32(lo + g.r.IntN(hi-lo+1))
	return g.r.Uint32()&(signBit|0x7FFFFF) | e<<23
}

func (g gen) edge() uint32 { return edges[g.r.IntN(len(edges))] }

// sparse returns ±k * 2^j for a small odd k: products with it often land
// exactly halfway between two binary32 values.
func (g gen) sparse(lo, hi int) uint32 {
	k := uint32(1 + 2*g.r.IntN(8))
	shift := 23 - bitLen(k) + 1
	m := k << uint(shift) // bit 23 set
	e := uint32(lo + g.r.IntN(hi-lo+1))
	return g.r.Uint32()&signBit | e<<23 | m&0x7FFFFF
}

func bitLen(x uint32) int {
	n := 0
	for ; x != 0; x >>= 1 {
		n++
	}
	return n
}

// near returns a finite value whose exponent is within d of x's.
func (g gen) near(x uint32, d int) uint32 {
	e := int(x>>23&0xFF) + g.r.IntN(2*d+1) - d
	e = max(0, min(254, e))
	return g.r.Uint32()&(signBit|0x7FFFFF) | uint32(e)<<23
}

// halfUlps returns ±k half-ulps of the normal value x (k in 1..8): added
// to x, odd k gives an exact tie.
func (g gen) halfUlps(x uint32) uint32 {
	e := int(x>>23&0xFF) - 151 // half an ulp of x is 2^e
	k := float64(1 + g.r.IntN(8))
	v := float32(math.Ldexp(k, e))
	if g.r.IntN(2) == 0 {
		v = -v
	}
	return bits(v)
}

// binaryInputs builds n operand pairs for add, sub, mul and div: every
// pair of edges, then a mix of random bit patterns, close exponents,
// edges against random values, exact ties, cancellation, subnormal
// and overflow ranges.
func binaryInputs(g gen, n int, op uint8) []input {
	var ins []input
	for _, a := range edges {
		for _, b := range edges {
			ins = append(ins, input{a: a, b: b})
		}
	}
	for len(ins) < n {
		var a, b uint32
		switch g.r.IntN(10) {
		case 0:
			a, b = g.r.Uint32(), g.r.Uint32()
		case 1:
			a = g.finite(0, 254)
			b = g.near(a, 30)
		case 2:
			a, b = g.edge(), g.r.Uint32()
			if g.r.IntN(2) == 0 {
				a, b = b, a
			}
		case 3: // ties
			a = g.finite(30, 220)
			if op == opAdd || op == opSub {
				b = g.halfUlps(a)
			} else {
				a = g.sparse(90, 160)
				b = g.finite(90, 160)
			}
		case 4: // cancellation: b close to a (to -a for add)
			a = g.finite(0, 254)
			b = a + uint32(g.r.IntN(9)) - 4
			if op == opAdd {
				b ^= signBit
			}
		case 5: // subnormal results
			a, b = g.finite(0, 3), g.finite(0, 3)
			if op == opMul {
				a, b = g.sparse(1, 60), g.finite(40, 90)
			} else if op == opDiv {
				a, b = g.finite(0, 40), g.finite(100, 170)
			}
		case 6: // overflow
			a, b = g.finite(250, 254), g.finite(250, 254)&^signBit|a&signBit
			if op == opSub {
				b ^= signBit
			}
			if op == opMul {
				a, b = g.finite(180, 254), g.finite(120, 200)
			} else if op == opDiv {
				a, b = g.finite(200, 254), g.finite(0, 60)
			}
		case 7: // exact quotients and products near 1
			b = g.sparse(120, 134)
			a = bits(f(b) * f(g.sparse(120, 134)))
		case 8:
			a, b = g.finite(100, 154), g.finite(100, 154)
		default:
			a, b = g.r.Uint32()&0x807FFFFF, g.finite(0, 254) // a subnormal or zero
			if g.r.IntN(2) == 0 {
				a, b = b, a
			}
		}
		ins = append(ins, input{a: a, b: b})
	}
	return ins
}

func fmaInputs(g gen, n int) []input {
	var ins []input
	for len(ins) < n {
		var in input
		switch g.r.IntN(10) {
		case 0:
			in = input{g.r.Uint32(), g.r.Uint32(), g.r.Uint32()}
		case 1:
			in = input{g.edge(), g.edge(), g.edge()}
		case 2: // c cancels the rounded product: the result is its exact residue
			in.a, in.b = g.finite(60, 190), g.finite(60, 190)
			in.c = bits(hwMul(f(in.a), f(in.b))) ^ signBit
			in.c += uint32(g.r.IntN(5)) - 2
		case 3: // far-apart magnitudes
			in = input{g.finite(0, 254), g.finite(0, 254), g.finite(0, 254)}
		case 4: // a product just above or below a midpoint: single and double
			// rounding differ (1+2^-i)(1+2^-j) + ±2^-k, scaled
			i := 1 + g.r.IntN(22)
			j := 24 - i
			s := g.r.IntN(200) - 100
			in.a = bits(float32(math.Ldexp(1+math.Ldexp(1, -i), s/2)))
			in.b = bits(float32(math.Ldexp(1+math.Ldexp(1, -j), s-s/2)))
			c := float32(math.Ldexp(1, s-30-g.r.IntN(80)))
			if g.r.IntN(2) == 0 {
				c = -c
			}
			in.c = bits(c)
		case 5: // ties: sparse product plus a nearby c
			in.a, in.b = g.sparse(100, 150), g.finite(100, 150)
			in.c = g.near(in.b, 3)
		case 6: // subnormal range
			in = input{g.finite(1, 70), g.finite(1, 70), g.finite(0, 2)}
		case 7: // overflow
			in = input{g.finite(200, 254), g.finite(120, 200), g.finite(240, 254)}
		case 8: // zero products and zero addends
			in = input{g.finite(0, 254), g.finite(0, 254), g.r.Uint32() & signBit}
			if g.r.IntN(2) == 0 {
				in.b = g.r.Uint32() & signBit
				in.c = g.finite(0, 254)
			}
		default:
			in.a = g.finite(110, 145)
			in.b = g.near(in.a, 5)
			in.c = g.near(in.a, 20)
		}
		ins = append(ins, in)
	}
	return ins
}

func unaryInputs(g gen, n int, pick func() uint32) []input {
	var ins []input
	for _, a := range edges {
		ins = append(ins, input{a: a})
	}
	for len(ins) < n {
		ins = append(ins, input{a: pick()})
	}
	return ins
}

type family struct {
	op  uint8
	ins []input
	ref func(input) uint64
}

func families(g gen) []family {
	var fams []family
	fams = append(fams,
		family{opAdd, binaryInputs(g, 35000, opAdd), refBinary(hwAdd, nanRule2)},
		family{opSub, binaryInputs(g, 15000, opSub), refBinary(hwSub, nanRule2)},
		family{opMul, binaryInputs(g, 35000, opMul), refBinary(hwMul, nanRule2)},
		family{opDiv, binaryInputs(g, 20000, opDiv), refBinary(hwDiv, nanRule2)},
		family{opFMA, fmaInputs(g, 40000), refFMA},
	)
	fams = append(fams, family{opSqrt, unaryInputs(g, 15000, func() uint32 {
		switch g.r.IntN(4) {
		case 0:
			return g.r.Uint32()
		case 1: // perfect squares
			y := bits(f(g.finite(64, 190)&0xFFFFF000) * 1)
			return bits(f(y) * f(y))
		case 2:
			return g.r.Uint32() & 0x007FFFFF
		default:
			return g.finite(0, 254) &^ signBit
		}
	}), refSqrt})
	cmpIns := binaryInputs(g, 8000, opLt)
	for i := range cmpIns[len(edges)*len(edges):] { // many equal pairs
		if i%4 == 0 {
			in := &cmpIns[len(edges)*len(edges)+i]
			in.b = in.a
		}
	}
	fams = append(fams,
		family{opLt, cmpIns, func(in input) uint64 { return b2u(f(in.a) < f(in.b)) }},
		family{opLe, cmpIns, func(in input) uint64 { return b2u(f(in.a) <= f(in.b)) }},
		family{opEq, cmpIns, func(in input) uint64 { return b2u(f(in.a) == f(in.b)) }},
		family{opMaxStep, cmpIns, refMaxStep},
		family{opMinStep, cmpIns, refMinStep},
		family{opMax, cmpIns, refBinary(hwMax, goMaxRule)},
		family{opMin, cmpIns, refBinary(hwMin, goMinRule)},
	)
	intEdges := []int32{0, 1, -1, 1 << 24, -(1 << 24), 1<<24 + 1, 1<<24 + 3, -(1<<24 + 1), math.MaxInt32, math.MinInt32,
		math.MaxInt32 - 64, math.MaxInt32 - 63, -(math.MaxInt32 - 64)}
	var fromInt []input
	for _, i := range intEdges {
		fromInt = append(fromInt, input{a: uint32(i)})
	}
	for len(fromInt) < 10000 {
		fromInt = append(fromInt, input{a: g.r.Uint32() >> uint(g.r.IntN(32))})
		if g.r.IntN(2) == 0 {
			fromInt[len(fromInt)-1].a = uint32(-int32(fromInt[len(fromInt)-1].a))
		}
	}
	fams = append(fams, family{opFromInt32, fromInt, func(in input) uint64 { return uint64(bits(float32(int32(in.a)))) }})
	fams = append(fams, family{opToInt32, unaryInputs(g, 10000, func() uint32 {
		if g.r.IntN(2) == 0 {
			return g.r.Uint32()
		}
		return g.finite(110, 160) // fractions up to beyond 2^31
	}), refToInt32})
	var fromF64 []input
	for len(fromF64) < 15000 {
		var x uint64
		switch g.r.IntN(4) {
		case 0:
			x = g.r.Uint64()
		case 1: // near binary32 midpoints, with a tiny offset or none
			v := f(g.finite(0, 254))
			h := math.Nextafter32(v, float32(math.Inf(1)))
			mid := (float64(v) + float64(h)) / 2
			x = math.Float64bits(mid) + uint64(g.r.IntN(3)) - 1
		case 2: // the binary32 range and below
			e := uint64(1023 - 160 + g.r.IntN(300))
			x = g.r.Uint64()&(1<<63|(1<<52-1)) | e<<52
		default:
			x = math.Float64bits(float64(f(g.edge())))
		}
		fromF64 = append(fromF64, input{a: uint32(x >> 32), b: uint32(x)})
	}
	fams = append(fams, family{opFromFloat64, fromF64, refFromFloat64})
	fams = append(fams, family{opToFloat64, unaryInputs(g, 5000, g.r.Uint32), refToFloat64})
	fams = append(fams, family{opNeg, unaryInputs(g, 2000, g.r.Uint32), refNeg})
	sel := make([]input, 2000)
	for i := range sel {
		sel[i] = input{g.r.Uint32(), g.r.Uint32(), uint32(g.r.IntN(2))}
	}
	fams = append(fams, family{opSelect, sel, func(in input) uint64 {
		if in.c != 0 {
			return uint64(in.a)
		}
		return uint64(in.b)
	}})
	fams = append(fams, family{opCanonical, unaryInputs(g, 2000, g.r.Uint32), func(in input) uint64 {
		if isNaN(in.a) {
			return uint64(repops.CanonicalNaN)
		}
		return uint64(in.a)
	}})
	bias := biasInputs(g, 20000)
	fams = append(fams, family{opBiasCorrection, bias, refBiasCorrection}, family{opBetaPow, bias, refBetaPow})
	return fams
}

// TestFloat32MatchesGo runs every Float32 operation in the EVM on its
// input family and compares each result bit for bit with the reference.
func TestFloat32MatchesGo(t *testing.T) {
	h := newHarness(t)
	g := gen{rand.New(rand.NewPCG(0x5eed_f32, 0xb17_b17))}
	total := 0
	for _, fam := range families(g) {
		got, err := h.run(fam.op, fam.ins)
		if err != nil {
			t.Fatalf("%s: %v", opNames[fam.op], err)
		}
		bad := 0
		for i, in := range fam.ins {
			if want := fam.ref(in); got[i] != want {
				bad++
				if bad <= 20 {
					t.Errorf("%s(%08x, %08x, %08x) = %x, want %x", opNames[fam.op], in.a, in.b, in.c, got[i], want)
				}
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d of %d mismatches", opNames[fam.op], bad, len(fam.ins))
		}
		total += len(fam.ins)
		t.Logf("%-11s %6d inputs, %d mismatches", opNames[fam.op], len(fam.ins), bad)
	}
	t.Logf("total: %d inputs", total)
	if total < 100000 {
		t.Fatalf("only %d inputs checked", total)
	}
}

// TestReferenceCoversHardCases checks the reference itself and that the
// inputs reach the cases that matter: exact rounding through big.Float
// agrees with the hardware for add and mul (subnormal results included),
// ties round to even both ways, results overflow and underflow, and
// fma's single rounding differs from rounding math.FMA's float64 result.
func TestReferenceCoversHardCases(t *testing.T) {
	g := gen{rand.New(rand.NewPCG(0x5eed_f32, 0xb17_b17))}
	for _, op := range []uint8{opAdd, opMul} {
		ties := [3]int{}
		subnormal, overflow := 0, 0
		for _, in := range binaryInputs(g, 20000, op) {
			if isNaN(in.a) || isNaN(in.b) || isInf(in.a) || isInf(in.b) {
				continue
			}
			x := new(big.Float).SetPrec(1200)
			hw := bits(hwAdd(f(in.a), f(in.b)))
			if op == opMul {
				x.Mul(exact(f(in.a)), exact(f(in.b)))
				hw = bits(hwMul(f(in.a), f(in.b)))
			} else {
				x.Add(exact(f(in.a)), exact(f(in.b)))
			}
			if r := round32(x); r != hw {
				t.Errorf("%s(%08x, %08x): big.Float rounds to %08x, hardware %08x", opNames[op], in.a, in.b, r, hw)
			}
			ties[tieKind(x, hw)]++
			if hw&0x7F800000 == 0 && hw&0x7FFFFF != 0 {
				subnormal++
			}
			if isInf(hw) {
				overflow++
			}
		}
		t.Logf("%s: %d ties rounded down, %d up, %d subnormal results, %d overflows", opNames[op], ties[1], ties[2], subnormal, overflow)
		if ties[1] < 100 || ties[2] < 100 || subnormal < 100 || overflow < 100 {
			t.Errorf("%s: too few hard cases", opNames[op])
		}
	}
	doubleRounding, ties := 0, [3]int{}
	for _, in := range fmaInputs(g, 20000) {
		if isNaN(in.a) || isNaN(in.b) || isNaN(in.c) || isInf(in.a) || isInf(in.b) || isInf(in.c) {
			continue
		}
		want := uint64(round32(exactFMA(f(in.a), f(in.b), f(in.c))))
		if uint64(bits(float32(math.FMA(float64(f(in.a)), float64(f(in.b)), float64(f(in.c)))))) != want {
			doubleRounding++
		}
		ties[tieKind(exactFMA(f(in.a), f(in.b), f(in.c)), uint32(want))]++
	}
	t.Logf("fma: %d inputs where float32(math.FMA(float64...)) is wrong; %d ties down, %d up", doubleRounding, ties[1], ties[2])
	if doubleRounding < 10 || ties[1] < 10 || ties[2] < 10 {
		t.Errorf("fma: too few hard cases")
	}
}

// TestNaNRuleIsAmd64 checks the documented NaN rule against the hardware
// on amd64 (elsewhere NaN bits differ, arm64 making 0x7FC00000 from 0*inf,
// and the reference uses the rule alone).
func TestNaNRuleIsAmd64(t *testing.T) {
	if goruntime.GOARCH != "amd64" {
		t.Logf("GOARCH=%s: the NaN rule is the amd64 one and is not compared with this CPU", goruntime.GOARCH)
		return
	}
	var nans []uint32
	for _, e := range edges {
		if isNaN(e) {
			nans = append(nans, e)
		}
	}
	others := []uint32{0, signBit, 1, 0x3F800000, 0xFF800000, 0x7F800000, 0x7F7FFFFF}
	all := append(append([]uint32{}, nans...), others...)
	type hwOp struct {
		name string
		fn   func(x, y float32) float32
	}
	checked := 0
	for _, op := range []hwOp{{"add", hwAdd}, {"sub", hwSub}, {"mul", hwMul}, {"div", hwDiv}, {"min", hwMin}, {"max", hwMax}} {
		rule := nanRule2
		switch op.name {
		case "min":
			rule = goMinRule
		case "max":
			rule = goMaxRule
		}
		for _, a := range all {
			for _, b := range all {
				got := bits(op.fn(f(a), f(b)))
				if !isNaN(got) {
					continue
				}
				checked++
				if want := rule(a, b); got != want {
					t.Errorf("%s(%08x, %08x): amd64 gives %08x, the rule %08x", op.name, a, b, got, want)
				}
			}
		}
	}
	for _, a := range append(all, 0xBF800000) {
		if got := bits(hwSqrt(f(a))); isNaN(got) && got != nanRule(a) {
			t.Errorf("sqrt(%08x): amd64 gives %08x, the rule %08x", a, got, nanRule(a))
		}
		if got := bits(hwNeg(f(a))); got != a^signBit {
			t.Errorf("neg(%08x): amd64 gives %08x", a, got)
		}
		if got := uint64(uint32(hwToInt32(f(a)))); isNaN(a) && got != signBit {
			t.Errorf("int32(%08x): amd64 gives %08x", a, got)
		}
		if got := math.Float64bits(hwToFloat64(f(a))); got != refToFloat64(input{a: a}) {
			t.Errorf("float64(%08x): amd64 gives %016x", a, got)
		}
	}
	for _, x := range []float32{0x1p31, -0x1p31 * 1.5, float32(math.Inf(1)), float32(math.Inf(-1)), 0x1p40} {
		if got := uint32(hwToInt32(x)); got != signBit {
			t.Errorf("int32(%v): amd64 gives %08x", x, got)
		}
	}
	for _, x := range []uint64{0x7FF8000000000000, 0xFFF0000000000001, 0x7FF123456789ABCD, 0xFFFFFFFFFFFFFFFF} {
		if got := uint64(bits(hwFromFloat64(math.Float64frombits(x)))); got != refFromFloat64(input{a: uint32(x >> 32), b: uint32(x)}) {
			t.Errorf("float32(%016x): amd64 gives %08x", x, got)
		}
	}
	t.Logf("%d NaN results compared", checked)
}

// TestGasPerOp reports the gas of one library call per operation (mean
// and maximum over finite and special inputs) and bounds it.
func TestGasPerOp(t *testing.T) {
	h := newHarness(t)
	g := gen{rand.New(rand.NewPCG(1, 2))}
	for _, fam := range families(g) {
		var sum, most uint64
		n := 0
		for i := len(fam.ins) - 1; i >= 0 && n < 300; i -= 7 {
			gas, err := h.gasOf(fam.op, fam.ins[i])
			if err != nil {
				t.Fatal(err)
			}
			sum += gas
			most = max(most, gas)
			n++
		}
		t.Logf("| %s | %d | %d |", opNames[fam.op], sum/uint64(n), most)
		limit := uint64(20000)
		if fam.op == opBiasCorrection || fam.op == opBetaPow {
			limit = 60000 // up to 42 binary64 products, once per executed AdamW step
		}
		if most > limit {
			t.Errorf("%s: %d gas", opNames[fam.op], most)
		}
	}
}

// biasInputs are n (beta, t) pairs for AdamW's bias correction: usual
// decays, random ones in [0, 1) (near 1, tiny, subnormal, zero, short
// significands whose products round at ties), some out
// of the domain (1 and above, negative, NaN, t = 0), and steps from 1 to
// beyond the jobs' 2^20, many where beta^t underflows to subnormals and 0.
func biasInputs(g gen, n int) []input {
	usual := []float32{0.9, 0.99, 0.999, 0.95, 0.98, 0.9999, 0.5, 0}
	ins := make([]input, 0, n)
	for len(ins) < n {
		var beta uint32
		switch g.r.IntN(9) {
		case 8:
			// A short odd significand: its products with a rounded power
			// are a few bits past 53, so they often end in a tie.
			k := 3 + 2*g.r.IntN(63)
			beta = bits(float32(k) / float32(uint32(1)<<uint(7+g.r.IntN(16))))
		case 0, 1:
			beta = bits(usual[g.r.IntN(len(usual))])
		case 2:
			beta = 0x3F800000 - 1 - uint32(g.r.IntN(1<<12)) // just below 1
		case 3:
			beta = uint32(g.r.IntN(0x800000)) // subnormal or zero
		case 4:
			beta = g.r.Uint32() // any bits: a quarter in the domain
		default:
			beta = uint32(g.r.IntN(0x3F800000))
		}
		var t uint32
		switch g.r.IntN(4) {
		case 0:
			t = uint32(1 + g.r.IntN(16))
		case 1:
			t = uint32(g.r.IntN(1 << 21))
		default:
			t = uint32(1)<<uint(g.r.IntN(21))>>uint(g.r.IntN(4)) + uint32(g.r.IntN(3))
		}
		ins = append(ins, input{a: beta, b: t})
	}
	return ins
}

// refBiasCorrection is repops.AdamWBiasCorrection on the domain the
// contract takes (0 <= beta < 1, t >= 1), else 2^32.
func refBiasCorrection(in input) uint64 {
	if in.a >= 0x3F800000 || in.b == 0 {
		return 1 << 32
	}
	return uint64(bits(repops.AdamWBiasCorrection(f(in.a), uint64(in.b))))
}

// refBetaPow is beta^t as AdamW's bias correction computes it (repops'
// powInt: binary exponentiation in float64, every product rounded), its
// bits; 2^64 - 1 outside the contract's domain.
func refBetaPow(in input) uint64 {
	if in.a >= 0x3F800000 || in.b == 0 {
		return math.MaxUint64
	}
	r, x := 1.0, float64(f(in.a))
	for n := in.b; n > 0; n >>= 1 {
		if n&1 == 1 {
			r = float64(r * x)
		}
		x = float64(x * x)
	}
	return math.Float64bits(r)
}
