package float32test

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/synod-net/synod/repops"
)

// Operation codes of Float32Harness for repops' elementary functions,
// and of its run64 for the binary64 operations.
const (
	opExp     uint8 = 22
	opTanh    uint8 = 23
	opSigmoid uint8 = 24
	opLog     uint8 = 25
	opRsqrt   uint8 = 26

	op64Add   uint8 = 0
	op64Sub   uint8 = 1
	op64Mul   uint8 = 2
	op64Div   uint8 = 3
	op64Floor uint8 = 4
	op64Sqrt  uint8 = 5
)

const (
	sign64       = 0x8000000000000000
	quiet64      = 0x0008000000000000
	defaultNaN64 = 0xFFF8000000000000
)

func isNaN64(x uint64) bool { return x&^sign64 > 0x7FF0000000000000 }

// run64 applies the binary64 operation op in the EVM to every pair.
func (h *harness) run64(op uint8, a, b []uint64) ([]uint64, error) {
	res := make([]uint64, 0, len(a))
	for lo := 0; lo < len(a); lo += batchSize {
		hi := min(lo+batchSize, len(a))
		var bb []uint64
		if b != nil {
			bb = b[lo:hi]
		} else {
			bb = []uint64{}
		}
		out, err := h.call("run64", op, a[lo:hi], bb)
		if err != nil {
			return nil, err
		}
		res = append(res, out[0].([]uint64)...)
	}
	return res, nil
}

// ref64 is the x86 SSE2 result of a binary64 operation: the hardware's
// bits for a non-NaN result (IEEE 754 fixes them on every architecture),
// else the first NaN operand quieted or the default NaN 0xFFF8000000000000.
func ref64(op uint8, a, b uint64) uint64 {
	x, y := math.Float64frombits(a), math.Float64frombits(b)
	var r float64
	switch op {
	case op64Add:
		r = x + y
	case op64Sub:
		r = x - y
	case op64Mul:
		r = x * y
	case op64Div:
		r = x / y
	case op64Floor:
		r = math.Floor(x)
	case op64Sqrt:
		r = math.Sqrt(x)
	}
	if r == r {
		return math.Float64bits(r)
	}
	if isNaN64(a) {
		return a | quiet64
	}
	if op != op64Floor && op != op64Sqrt && isNaN64(b) {
		return b | quiet64
	}
	return defaultNaN64
}

// edges64 are binary64 special and boundary patterns.
var edges64 = []uint64{
	0, sign64, 1, sign64 | 1, 0x000FFFFFFFFFFFFF, 0x0010000000000000, 0x8010000000000000, // zeros, subnormals, smallest normals
	0x7FEFFFFFFFFFFFFF, 0xFFEFFFFFFFFFFFFF, 0x7FF0000000000000, 0xFFF0000000000000, // largest finite, infinities
	0x7FF8000000000000, 0xFFF8000000000000, 0x7FF0000000000001, 0xFFF4000000000123, // NaNs
	0x3FF0000000000000, 0xBFF0000000000000, 0x3FE0000000000000, 0xBFE0000000000000, 0x3FF8000000000000, 0xBFF8000000000000,
	0x4330000000000000, 0xC330000000000000, 0x4330000000000001, 0x432FFFFFFFFFFFFF, 0x3FEFFFFFFFFFFFFF, 0xBFEFFFFFFFFFFFFF,
}

// inputs64 are n operand pairs for op: every pair of edges, then random
// bit patterns, values of close exponents (cancellation, carries), short
// significands (products at ties), subnormal and overflow ranges, and
// for floor values around the integers.
func inputs64(r *rand.Rand, op uint8, n int) (a, b []uint64) {
	finite := func(lo, hi int) uint64 {
		e := uint64(lo + r.IntN(hi-lo+1))
		return r.Uint64()&(sign64|0x000FFFFFFFFFFFFF) | e<<52
	}
	short := func(lo, hi int) uint64 {
		k := uint64(1 + 2*r.IntN(16))
		m := k << (52 - uint(bits64Len(k)) + 1)
		e := uint64(lo + r.IntN(hi-lo+1))
		return r.Uint64()&sign64 | e<<52 | m&0x000FFFFFFFFFFFFF
	}
	for _, x := range edges64 {
		for _, y := range edges64 {
			if op != op64Floor || !isNaN64(x) { // math.Floor's NaN bits differ between CPUs
				a, b = append(a, x), append(b, y)
			}
		}
	}
	for len(a) < n {
		var x, y uint64
		switch r.IntN(7) {
		case 0:
			x, y = r.Uint64(), r.Uint64()
		case 1:
			x = finite(1000, 1046)
			y = finite(1000, 1046)
		case 2:
			e := 900 + r.IntN(250)
			x, y = finite(e, e+1), finite(e-2+r.IntN(5), e+2)
		case 3:
			x, y = short(1000, 1046), short(1000, 1046)
		case 4:
			x, y = finite(0, 60), finite(0, 60) // subnormal results
			if r.IntN(2) == 0 {
				y = finite(950, 1100)
			}
		case 5:
			x, y = finite(1900, 2046), finite(1000, 2046) // overflow
		default:
			x, y = edges64[r.IntN(len(edges64))], finite(1, 2046)
			if r.IntN(2) == 0 {
				x, y = y, x
			}
		}
		if op == op64Floor {
			// Around the integers: a whole number with a small fraction,
			// either sign, and large values that are integers already.
			v := float64(r.IntN(1<<20)-1<<19) + []float64{0, 0.5, 1e-9, -1e-9, 0.999999, r.Float64()}[r.IntN(6)]
			if r.IntN(3) == 0 {
				v = math.Float64frombits(x)
			}
			if math.IsNaN(v) {
				v = 0.5 // math.Floor does not quiet a NaN everywhere: repops never floors one
			}
			x = math.Float64bits(v)
		}
		a, b = append(a, x), append(b, y)
	}
	if op == op64Floor || op == op64Sqrt {
		return a, nil
	}
	return a, b
}

func bits64Len(x uint64) int {
	n := 0
	for ; x != 0; x >>= 1 {
		n++
	}
	return n
}

// TestFloat64MatchesGo runs every Float64 operation in the EVM on 100,000
// or more inputs and compares each result bit for bit with Go's float64.
func TestFloat64MatchesGo(t *testing.T) {
	h := newHarness(t)
	r := rand.New(rand.NewPCG(0x5eed_f64, 64))
	names := []string{"add", "sub", "mul", "div", "floor", "sqrt"}
	for op := op64Add; op <= op64Sqrt; op++ {
		a, b := inputs64(r, op, 100000)
		got, err := h.run64(op, a, b)
		if err != nil {
			t.Fatalf("%s: %v", names[op], err)
		}
		bad := 0
		for i := range a {
			var y uint64
			if b != nil {
				y = b[i]
			}
			if want := ref64(op, a[i], y); got[i] != want {
				bad++
				if bad <= 10 {
					t.Errorf("%s(%016x, %016x) = %016x, want %016x", names[op], a[i], y, got[i], want)
				}
			}
		}
		t.Logf("%-5s %d inputs, %d mismatches", names[op], len(a), bad)
		if len(a) < 100000 {
			t.Errorf("%s: only %d inputs", names[op], len(a))
		}
	}
}

// TestFloat64ReferenceIsExact checks the reference on the hard cases with
// exact arithmetic: Go's float64 add, mul and div, rounded from big.Float
// at 53 bits to nearest even, subnormals included (so the EVM is compared
// with correctly rounded results, not with a library's).
func TestFloat64ReferenceIsExact(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 64))
	for _, op := range []uint8{op64Add, op64Mul, op64Div} {
		a, b := inputs64(r, op, 20000)
		checked := 0
		for i := range a {
			x, y := math.Float64frombits(a[i]), math.Float64frombits(b[i])
			if math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) || (op == op64Div && y == 0) {
				continue
			}
			bx, by := new(big.Float).SetPrec(3000).SetFloat64(x), new(big.Float).SetPrec(3000).SetFloat64(y)
			var ex *big.Float
			switch op {
			case op64Add:
				ex = new(big.Float).SetPrec(3000).Add(bx, by)
			case op64Mul:
				ex = new(big.Float).SetPrec(3000).Mul(bx, by)
			default:
				ex = new(big.Float).SetPrec(3000).Quo(bx, by)
			}
			want := ref64(op, a[i], b[i])
			w := math.Float64frombits(want)
			if math.IsInf(w, 0) || w == 0 {
				continue // overflow and full underflow: the hardware's, checked by IEEE 754's rules
			}
			// The correctly rounded value: nearest binary64 (big.Float's
			// Float64 rounds to nearest even, with denormals).
			if v, _ := ex.Float64(); math.Float64bits(v) != want {
				t.Fatalf("op %d (%016x, %016x): hardware %016x, exact %016x", op, a[i], b[i], want, math.Float64bits(v))
			}
			checked++
		}
		if checked < 10000 {
			t.Fatalf("op %d: only %d finite cases checked", op, checked)
		}
	}
}

// elemInputs are n float32 arguments for an elementary function: every
// float32 edge case, values spread over the whole domain and beyond its
// cut-offs (88.8 and -104 for Exp, 9.1/2 and 0.25/2 for Tanh, 40 and
// -104 for Sigmoid), values next to each cut-off, tiny and subnormal
// arguments, and random bit patterns.
func elemInputs(r *rand.Rand, n int) []uint32 {
	var ins []uint32
	ins = append(ins, edges...)
	cuts := []float32{88.8, -104, 4.55, -4.55, 0.125, -0.125, 40, -40, 9.1, 0.25, 0.5, 44.4, -52}
	for len(ins) < n {
		var v float32
		switch r.IntN(6) {
		case 0:
			ins = append(ins, r.Uint32())
			continue
		case 1:
			v = float32(r.Float64()*240 - 120)
		case 2:
			v = float32(r.NormFloat64() * 4)
		case 3:
			c := math.Float32bits(cuts[r.IntN(len(cuts))])
			ins = append(ins, c+uint32(r.IntN(33))-16)
			continue
		case 4:
			v = float32(math.Ldexp(r.Float64(), -r.IntN(160)))
			if r.IntN(2) == 0 {
				v = -v
			}
		default:
			v = float32(r.Float64()*2 - 1)
		}
		ins = append(ins, math.Float32bits(v))
	}
	return ins
}

// TestElementaryMatchesRepops runs Elementary's exp, tanh and sigmoid in
// the EVM on 100,000 arguments each and compares every result bit for bit
// with repops (the functions a referee would otherwise run).
func TestElementaryMatchesRepops(t *testing.T) {
	h := newHarness(t)
	r := rand.New(rand.NewPCG(0xe1e, 32))
	for _, c := range []struct {
		name string
		op   uint8
		ref  func(float32) float32
	}{{"exp", opExp, repops.Exp}, {"tanh", opTanh, repops.Tanh}, {"sigmoid", opSigmoid, repops.Sigmoid},
		{"log", opLog, repops.Log}, {"rsqrt", opRsqrt, repops.Rsqrt}} {
		start := time.Now()
		args := elemInputs(r, 100000)
		ins := make([]input, len(args))
		for i, a := range args {
			ins[i] = input{a: a}
		}
		got, err := h.run(c.op, ins)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		bad := 0
		for i, a := range args {
			want := uint64(math.Float32bits(c.ref(math.Float32frombits(a))))
			if isNaN(uint32(want)) && isNaN(uint32(got[i])) {
				continue // NaN bits are made canonical before any use (and differ between CPUs for rsqrt)
			}
			if got[i] != want {
				bad++
				if bad <= 10 {
					t.Errorf("%s(%08x) = %08x, want %08x", c.name, a, got[i], want)
				}
			}
		}
		t.Logf("%-7s %d arguments, %d mismatches (%v)", c.name, len(args), bad, time.Since(start).Round(time.Millisecond))
	}
}

// TestElementaryGas bounds the gas of one elementary function call: each
// is one step of a phase-3 game, executed inside the final move.
func TestElementaryGas(t *testing.T) {
	h := newHarness(t)
	r := rand.New(rand.NewPCG(9, 9))
	for _, c := range []struct {
		name string
		op   uint8
	}{{"exp", opExp}, {"tanh", opTanh}, {"sigmoid", opSigmoid}, {"log", opLog}, {"rsqrt", opRsqrt}} {
		var sum, most uint64
		args := elemInputs(r, 400)
		for _, a := range args {
			gas, err := h.gasOf(c.op, input{a: a})
			if err != nil {
				t.Fatal(err)
			}
			sum += gas
			most = max(most, gas)
		}
		t.Logf("| %s | %d | %d |", c.name, sum/uint64(len(args)), most)
		if most > 100000 {
			t.Errorf("%s: %d gas", c.name, most)
		}
	}
}
