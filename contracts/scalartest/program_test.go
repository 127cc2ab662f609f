package scalartest

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/core/vm/runtime"
	"github.com/synod-net/synod/contracts/bindings"
	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
)

// opABI and stepABI are the ABI forms of ScalarProgram.Op and Step, as
// the bindings generate them (ScalarPrograms takes and returns them).
type (
	opABI   = bindings.ScalarProgramOp
	stepABI = bindings.ScalarProgramStep
)

// opCodes are ScalarProgram's op codes by repops op name.
var opCodes = map[string]uint8{"matmul": 1, "bmm": 2, "linear": 3, "add": 4, "grad_accum": 4, "mul": 5, "dropout": 5,
	"add_bias": 6, "scale": 7, "relu": 8, "sum": 9, "mean": 10, "sum_all": 11,
	"matmul.grad": 12, "bmm.grad": 13, "linear.grad": 14, "add_bias.grad": 15, "mul.grad": 16, "dropout.grad": 16,
	"scale.grad": 17, "relu.grad": 18, "sum.grad": 19, "mean.grad": 20, "grad_clip": 21, "grad_norm": 22, "grad_sumsq": 22, "add.grad": 23, "sum_all.grad": 25, "adamw": 26,
	"tanh": 27, "silu": 28, "gelu": 29, "tanh.grad": 30, "silu.grad": 31, "gelu.grad": 32, "sgd": 33,
	"softmax": 34, "log_softmax": 35, "layer_norm": 36, "rms_norm": 37,
	"softmax.grad": 38, "log_softmax.grad": 39, "layer_norm.grad": 40, "rms_norm.grad": 41, "causal_attention": 42, "causal_attention.grad": 43,
	"embedding": 44, "embedding.grad": 45, "cross_entropy": 46, "cross_entropy.grad": 47, "rotary": 48, "rotary.grad": 49}

// intInput is the input of op that is an integer list, read as the
// tensor of its values (-1: none).
func intInput(op string) int {
	switch op {
	case "embedding", "cross_entropy", "rotary":
		return 1
	case "embedding.grad", "cross_entropy.grad", "rotary.grad":
		return 2
	}
	return -1
}

// intValues returns n integers that fit op with these shapes: token ids
// below the table's rows, targets below the classes (or -1, no target).
func intValues(rng *rand.Rand, op string, shapes [][]int, n int) []int {
	i := intInput(op)
	classes, lo := 1, 0
	if strings.HasPrefix(op, "rotary") {
		// positions: small ones, now and then the largest
		classes = []int{64, repops.MaxRotaryPosition}[rng.IntN(2)]
	} else if i >= 1 && len(shapes[i-1]) > 0 {
		if strings.HasPrefix(op, "embedding") {
			classes = shapes[i-1][0]
		} else {
			classes, lo = shapes[i-1][len(shapes[i-1])-1], -1
		}
	}
	v := make([]int, n)
	for j := range v {
		v[j] = lo + rng.IntN(max(classes, 1)-lo)
	}
	return v
}

// intTensor is the tensor of the integers' values.
func intTensor(v []int) tensor {
	d := make([]float32, len(v))
	for i, x := range v {
		d[i] = float32(x)
	}
	tr, err := commit.ElementTree(d)
	if err != nil {
		panic(err)
	}
	return tensor{data: d, tree: tr}
}

// wrtOf is the input the part-th contribution of a grad mask goes to.
func wrtOf(mask string, part int) int {
	for i, c := range mask {
		if c == '1' {
			if part == 0 {
				return i
			}
			part--
		}
	}
	return -1
}

// progCase is a forward op of repops with its ScalarProgram form.
type progCase struct {
	op, attrs string
	shapes    [][]int
	abi       opABI
}

func randomProgCase(rng *rand.Rand, opSet int) progCase {
	d := func() int { return 1 + rng.IntN(5) }
	ops := []string{"matmul", "bmm", "linear", "add", "grad_accum", "mul", "dropout", "add_bias", "scale", "relu", "sum", "mean", "sum_all",
		"matmul.grad", "bmm.grad", "linear.grad", "add_bias.grad", "mul.grad", "dropout.grad", "scale.grad", "relu.grad", "sum.grad", "mean.grad", "grad_clip", "grad_norm", "grad_sumsq", "add.grad", "sum_all.grad", "adamw",
		"tanh", "silu", "gelu", "tanh.grad", "silu.grad", "gelu.grad", "sgd", "softmax", "log_softmax", "layer_norm", "rms_norm",
		"softmax.grad", "log_softmax.grad", "layer_norm.grad", "rms_norm.grad", "causal_attention", "causal_attention.grad",
		"embedding", "embedding.grad", "cross_entropy", "cross_entropy.grad", "rotary", "rotary.grad"}
	c := progCase{op: ops[rng.IntN(len(ops))]}
	c.abi = opABI{Code: opCodes[c.op], OpSet: uint8(opSet)}
	grad := func(mask string) {
		part := 0
		if n := strings.Count(mask, "1"); n > 1 {
			part = rng.IntN(n)
		}
		w := wrtOf(mask, part)
		c.abi.Wrt = uint8(w)
		if c.attrs != "" {
			c.attrs += ","
		}
		c.attrs += fmt.Sprintf("grad=%s,part=%d,wrt=%d", mask, part, w)
	}
	switch c.op {
	case "matmul.grad", "bmm.grad":
		m, k, n := d(), d(), d()
		ta, tb := rng.IntN(2) == 0, rng.IntN(2) == 0
		a, b := []int{m, k}, []int{k, n}
		if ta {
			a = []int{k, m}
		}
		if tb {
			b = []int{n, k}
		}
		g := []int{m, n}
		if c.op == "bmm.grad" {
			bs := d()
			a, b, g = append([]int{bs}, a...), append([]int{bs}, b...), append([]int{bs}, g...)
		}
		c.attrs = fmt.Sprintf("transA=%v,transB=%v", ta, tb)
		c.abi.TransA, c.abi.TransB = ta, tb
		grad([]string{"11", "10", "01"}[rng.IntN(3)])
		c.shapes = [][]int{g, a, b}
	case "linear.grad":
		n, i, o := d(), d(), d()
		grad([]string{"111", "011", "110", "001"}[rng.IntN(4)])
		c.shapes = [][]int{{n, o}, {n, i}, {i, o}, {o}}
	case "add_bias.grad":
		r, cols := d(), d()
		grad([]string{"01", "11", "10"}[rng.IntN(3)])
		if c.abi.Wrt == 0 {
			c.abi.Code = 24 // the input part: a copy
		}
		c.shapes = [][]int{{r, cols}, {r, cols}, {cols}}
	case "add.grad":
		s := []int{d(), d()}
		grad([]string{"11", "10", "01"}[rng.IntN(3)])
		c.shapes = [][]int{s, s, s}
	case "sum_all.grad":
		grad("1")
		c.shapes = [][]int{{}, {d(), d()}}
	case "grad_norm", "grad_sumsq":
		if c.op == "grad_sumsq" {
			c.abi.Axis = 2
		}
		if rng.IntN(2) == 0 {
			// from=1: the sum of squares so far first
			c.attrs = "from=1"
			c.abi.Axis |= 1
			c.shapes = append(c.shapes, [][]int{{1}, {}, {1, 1}}[rng.IntN(3)])
		}
		for range 1 + rng.IntN(3) {
			c.shapes = append(c.shapes, []int{d(), d()})
		}
	case "adamw":
		b1, b2 := float32(0.9), float32(0.999)
		if rng.IntN(2) == 0 {
			b1, b2 = float32(rng.Float64()), float32(rng.Float64())
		}
		t := []uint64{1, 2, 7, 1000, 1 << 20, uint64(1 + rng.IntN(1<<16))}[rng.IntN(6)]
		hp := [5]uint32{math.Float32bits(float32(0.01 * rng.Float64())), math.Float32bits(b1), math.Float32bits(b2),
			math.Float32bits(1e-8), math.Float32bits([]float32{0, 0.01}[rng.IntN(2)])}
		c.attrs = fmt.Sprintf("param=%d,step=%d,lr=%08x,beta1=%08x,beta2=%08x,eps=%08x,wd=%08x", rng.IntN(20), t, hp[0], hp[1], hp[2], hp[3], hp[4])
		c.abi.Axis, c.abi.Adam = t, hp
		s := []int{d(), d()}
		c.shapes = [][]int{s, s, s, s}
	case "softmax", "log_softmax":
		c.shapes = [][]int{{d(), d(), d()}}
	case "embedding", "embedding.grad":
		v, dim, n := d(), d(), d()
		c.shapes = [][]int{{v, dim}, {n}}
		if c.op == "embedding.grad" {
			grad("1")
			c.shapes = [][]int{{n, dim}, {v, dim}, {n}}
		}
	case "rotary", "rotary.grad":
		heads, n := 1+rng.IntN(3), d()
		dim := heads * 2 * d()
		if rng.IntN(8) == 0 {
			dim++ // an odd head width (or one that heads do not divide)
		}
		base := []float32{10000, 500000, 1.5, math.MaxFloat32}[rng.IntN(4)]
		lb := math.Float64bits(math.Log(float64(base))) // any lb in range: the attribute is not checked against base
		if rng.IntN(10) == 0 {
			lb = []uint64{0, 0x4056400000000001, 0xC000000000000000}[rng.IntN(3)]
		}
		c.attrs = fmt.Sprintf("heads=%d,base=%08x,lb=%016x", heads, math.Float32bits(base), lb)
		c.abi.Adam = [5]uint32{uint32(heads), uint32(lb >> 32), uint32(lb)}
		c.shapes = [][]int{{n, dim}, {n}}
		if c.op == "rotary.grad" {
			grad("1")
			c.shapes = [][]int{{n, dim}, {n, dim}, {n}}
		}
	case "cross_entropy", "cross_entropy.grad":
		n, v := d(), d()
		c.shapes = [][]int{{n, v}, {n}}
		if rng.IntN(3) == 0 {
			c.shapes = [][]int{{d(), n, v}, {0}}
			c.shapes[1][0] = c.shapes[0][0] * n
		}
		if rng.IntN(2) == 0 {
			c.shapes = append(c.shapes, []int{c.shapes[1][0]})
		}
		if rng.IntN(3) == 0 {
			norm := math.Float32bits(float32(1 + rng.IntN(9)))
			c.attrs = fmt.Sprintf("norm=%08x", norm)
			c.abi.ConstBits = norm
		}
		if c.op == "cross_entropy.grad" {
			grad("1")
			c.shapes = append([][]int{{}}, c.shapes...)
		}
	case "causal_attention", "causal_attention.grad":
		b, t, h, hd := 1+rng.IntN(2), d(), 1+rng.IntN(2), d()
		c.attrs = fmt.Sprintf("batch=%d,seq=%d,heads=%d", b, t, h)
		c.abi.Adam = [5]uint32{uint32(b), uint32(t), uint32(h)}
		s := []int{b * t, h * hd}
		c.shapes = [][]int{s, s, s}
		if c.op == "causal_attention.grad" {
			grad([]string{"111", "011", "101", "110", "001", "010", "100"}[rng.IntN(7)])
			c.shapes = [][]int{s, s, s, s}
		}
	case "softmax.grad", "log_softmax.grad":
		grad("1")
		s := []int{d(), d()}
		c.shapes = [][]int{s, s}
	case "layer_norm.grad", "rms_norm.grad":
		eps := []uint32{math.Float32bits(1e-5), 0}[rng.IntN(2)]
		c.attrs = fmt.Sprintf("eps=%08x", eps)
		c.abi.ConstBits = eps
		n := d()
		s := []int{d(), n}
		if c.op == "layer_norm.grad" {
			grad([]string{"111", "011", "101", "110", "001"}[rng.IntN(5)])
			c.shapes = [][]int{s, s, {n}, {n}}
		} else {
			grad([]string{"11", "01", "10"}[rng.IntN(3)])
			c.shapes = [][]int{s, s, {n}}
		}
	case "layer_norm", "rms_norm":
		eps := []uint32{math.Float32bits(1e-5), 0, math.Float32bits(1e-6)}[rng.IntN(3)]
		c.attrs = fmt.Sprintf("eps=%08x", eps)
		c.abi.ConstBits = eps
		n := d()
		c.shapes = [][]int{{d(), n}, {n}}
		if c.op == "layer_norm" {
			c.shapes = append(c.shapes, []int{n})
		}
	case "sgd":
		hp := [3]uint32{math.Float32bits(float32(0.1 * rng.Float64())), math.Float32bits([]float32{0, 0.9}[rng.IntN(2)]),
			[]uint32{0, 0x80000000, math.Float32bits(0.01)}[rng.IntN(3)]}
		c.attrs = fmt.Sprintf("param=%d,lr=%08x,momentum=%08x,wd=%08x", rng.IntN(20), hp[0], hp[1], hp[2])
		copy(c.abi.Adam[:3], hp[:])
		s := []int{d(), d()}
		c.shapes = [][]int{s, s, s}
	case "mul.grad", "dropout.grad":
		s := []int{d(), d()}
		mask := []string{"11", "10", "01"}[rng.IntN(3)]
		if c.op == "dropout.grad" {
			mask = "10"
		}
		grad(mask)
		c.shapes = [][]int{s, s, s}
	case "scale.grad":
		b := math.Float32bits(float32(rng.NormFloat64()))
		c.attrs = fmt.Sprintf("s=%08x", b)
		c.abi.ConstBits = b
		grad("1")
		s := []int{d(), d()}
		c.shapes = [][]int{s, s}
	case "relu.grad":
		grad("1")
		s := []int{d(), d(), d()}
		c.shapes = [][]int{s, s}
	case "sum.grad", "mean.grad":
		x := []int{d(), d(), d()}
		axis := rng.IntN(3)
		c.attrs = fmt.Sprintf("axis=%d", axis)
		c.abi.Axis = uint64(axis)
		grad("1")
		g := append(append([]int{}, x[:axis]...), x[axis+1:]...)
		c.shapes = [][]int{g, x}
	case "matmul", "bmm":
		m, k, n := d(), d(), d()
		ta, tb := rng.IntN(2) == 0, rng.IntN(2) == 0
		a, b := []int{m, k}, []int{k, n}
		if ta {
			a = []int{k, m}
		}
		if tb {
			b = []int{n, k}
		}
		if c.op == "bmm" {
			bs := d()
			a, b = append([]int{bs}, a...), append([]int{bs}, b...)
		}
		c.attrs = fmt.Sprintf("transA=%v,transB=%v", ta, tb)
		c.abi.TransA, c.abi.TransB = ta, tb
		c.shapes = [][]int{a, b}
	case "linear":
		n, i, o := d(), d(), d()
		c.shapes = [][]int{{n, i}, {i, o}, {o}}
	case "add", "grad_accum", "mul", "dropout":
		s := []int{d(), d()}
		c.shapes = [][]int{s, s}
	case "add_bias":
		cols := d()
		c.shapes = [][]int{{d(), d(), cols}, {cols}}
	case "scale":
		b := math.Float32bits(float32(rng.NormFloat64()))
		c.attrs = fmt.Sprintf("s=%08x", b)
		c.abi.ConstBits = b
		c.shapes = [][]int{{d(), d()}}
	case "relu", "sum_all", "tanh", "silu", "gelu":
		c.shapes = [][]int{{d(), d()}}
	case "tanh.grad", "silu.grad", "gelu.grad":
		grad("1")
		s := []int{d(), d()}
		c.shapes = [][]int{s, s}
	case "grad_clip":
		b := math.Float32bits(float32(math.Abs(rng.NormFloat64())))
		c.attrs = fmt.Sprintf("max=%08x", b)
		c.abi.ConstBits = b
		// The norm: one element in any shape, or (rarely) more.
		norm := [][]int{{1}, {1, 1}, {}, {2}}[rng.IntN(4)]
		c.shapes = [][]int{{d(), d()}, norm}
	default: // sum, mean
		axis := rng.IntN(3)
		c.attrs = fmt.Sprintf("axis=%d", axis)
		c.abi.Axis = uint64(axis)
		c.shapes = [][]int{{d(), d(), d()}}
	}
	if rng.IntN(6) == 0 {
		// Shapes that may not fit the op: another dimension, a dropped
		// input, an axis past the shape.
		switch rng.IntN(3) {
		case 0:
			i := rng.IntN(len(c.shapes))
			if len(c.shapes[i]) > 0 {
				s := append([]int(nil), c.shapes[i]...)
				s[rng.IntN(len(s))]++
				c.shapes[i] = s
			}
		case 1:
			c.shapes = c.shapes[:len(c.shapes)-1]
		default:
			if c.op == "adamw" || c.op == "sgd" || c.op == "grad_norm" || c.op == "grad_sumsq" {
				break // adamw's Axis is the step, which attrs state; sgd has none; grad_norm's are flags its name and attrs state
			}
			c.abi.Axis += 3
			if c.op == "sum" || c.op == "mean" {
				c.attrs = fmt.Sprintf("axis=%d", c.abi.Axis)
			}
			if c.op == "sum.grad" || c.op == "mean.grad" {
				c.attrs = fmt.Sprintf("axis=%d", c.abi.Axis) + c.attrs[strings.Index(c.attrs, ","):]
			}
		}
	}
	for _, s := range c.shapes {
		u := make([]uint64, len(s))
		for i, x := range s {
			u[i] = uint64(x)
		}
		c.abi.Shapes = append(c.abi.Shapes, u)
	}
	return c
}

func (h *harness) program(t testing.TB, o opABI, e, k uint64) (bool, uint64, uint64, stepABI) {
	t.Helper()
	in, err := h.abi.Pack("program", o, e, k)
	if err != nil {
		t.Fatal(err)
	}
	out, _, err := runtime.Call(h.addr, in, h.cfg)
	if err != nil {
		t.Fatalf("program %+v: %v", o, err)
	}
	v, err := h.abi.Unpack("program", out)
	if err != nil {
		t.Fatal(err)
	}
	st := *abi.ConvertType(v[3], new(stepABI)).(*stepABI)
	return v[0].(bool), v[1].(uint64), v[2].(uint64), st
}

// sameStep reports whether the contract's step is repops' step.
func sameStep(got stepABI, want repops.ScalarStep) bool {
	if got.Kind != uint8(want.Kind) || got.Dst != uint8(want.Dst) {
		return false
	}
	for i := 0; i < 3; i++ {
		if i >= len(want.Args) {
			if got.Srcs[i] != 0 || got.Lanes[i] != 0 {
				return false
			}
			continue
		}
		a := want.Args[i]
		if got.Srcs[i] != uint8(a.Src) || got.Lanes[i] != uint8(a.Lane) {
			return false
		}
		switch a.Src {
		case repops.ScalarElem:
			if got.Inputs[i] != uint8(a.Input) || got.Indices[i] != uint64(a.Index) {
				return false
			}
		}
		// A constant's value, or a parameter of the step (ScalarAdamQ's
		// ride in its operands' slots; zero otherwise).
		if got.Consts[i] != a.Bits {
			return false
		}
	}
	return true
}

// TestScalarProgramMatchesRepops checks ScalarProgram against
// repops.ScalarOf on random forward ops under both op sets, some with
// shapes that do not fit: they agree on whether the op reduces, on the
// element count, on every sampled element's step count and on its steps
// (kind, operands, inputs, indices, constants).
func TestScalarProgramMatchesRepops(t *testing.T) {
	h := newHarness(t)
	rng := rand.New(rand.NewPCG(21, 4))
	trials := 400
	seen, rejected, steps := map[string]bool{}, 0, 0
	for trial := range trials {
		opSet := 1 + trial%2
		c := randomProgCase(rng, opSet)
		so, err := repops.ScalarOf(opSet, c.op, c.attrs, c.shapes)
		wantOK := err == nil && so.Elements() > 0
		ok, elems, _, _ := h.program(t, c.abi, 0, 0)
		if ok != wantOK {
			t.Fatalf("%s %s %v: contract valid=%v, repops %v", c.op, c.attrs, c.shapes, ok, err)
		}
		if !ok {
			rejected++
			continue
		}
		seen[c.op] = true
		if elems != uint64(so.Elements()) {
			t.Fatalf("%s %v: %d elements, repops %d", c.op, c.shapes, elems, so.Elements())
		}
		for _, e := range []int{0, so.Elements() - 1, rng.IntN(so.Elements())} {
			ev, _ := so.Element(e)
			for _, k := range []int{0, ev.Len - 1, rng.IntN(ev.Len)} {
				_, _, n, st := h.program(t, c.abi, uint64(e), uint64(k))
				if n != uint64(ev.Len) {
					t.Fatalf("%s %v element %d: %d steps, repops %d", c.op, c.shapes, e, n, ev.Len)
				}
				if want := ev.Step(k); !sameStep(st, want) {
					t.Fatalf("op set %d %s %s %v element %d step %d: contract %+v, repops %v", opSet, c.op, c.attrs, c.shapes, e, k, st, want)
				}
				steps++
			}
		}
	}
	for op := range opCodes {
		if !seen[op] {
			t.Errorf("op %s never tested", op)
		}
	}
	t.Logf("%d ops (%d that do not fit their shapes), %d steps: ScalarProgram agrees with repops.ScalarOf", trials, rejected, steps)
}

// TestExecutePinned runs executePinned (ScalarProgram naming the step's
// operands, ScalarStep proving and executing it) on random ops, elements
// and steps against what dispute/game computes for the same pinned step,
// with each element proof for another element one time in five, and
// measures the whole last move for a 64x64 by 64x64 matmul.
func TestExecutePinned(t *testing.T) {
	h := newHarness(t)
	rng := rand.New(rand.NewPCG(5, 55))
	trials := 300
	forged := 0
	for trial := 0; trial < trials; {
		opSet := 1 + trial%2
		c := randomProgCase(rng, opSet)
		so, err := repops.ScalarOf(opSet, c.op, c.attrs, c.shapes)
		if err != nil || so.Elements() == 0 {
			continue
		}
		trial++
		var ins []tensor
		var roots [][32]byte
		for i, s := range c.shapes {
			n := 1
			for _, x := range s {
				n *= x
			}
			tn := newTensor(rng, n)
			if i == intInput(c.op) {
				tn = intTensor(intValues(rng, c.op, c.shapes, n))
			}
			ins = append(ins, tn)
			roots = append(roots, tn.tree.Root())
		}
		e := rng.IntN(so.Elements())
		ev, _ := so.Element(e)
		k := rng.IntN(ev.Len)
		st := ev.Step(k)
		var lanes [commit.ScalarLanes]float32
		for l := range lanes {
			lanes[l] = math.Float32frombits(commit.ElementBits(math.Float32frombits(value(rng))))
		}
		acc := commit.LanesLeaf(lanes)
		var proofs []element
		var x [3]float32
		wantOK := true
		for i, a := range st.Args {
			switch a.Src {
			case repops.ScalarAcc:
				x[i] = lanes[a.Lane]
			case repops.ScalarConst:
				x[i] = math.Float32frombits(a.Bits)
			case repops.ScalarElem:
				idx := a.Index
				if rng.IntN(5) == 0 && len(ins[a.Input].data) > 1 {
					idx = (idx + 1) % len(ins[a.Input].data) // a proof of another element
					wantOK = false
				}
				proofs = append(proofs, ins[a.Input].prove(idx))
				x[i] = ins[a.Input].data[idx]
			}
		}
		if !wantOK {
			forged++
		}
		in, err := h.abi.Pack("executePinned", c.abi, uint64(e), uint64(k), [32]byte(acc), roots, proofs)
		if err != nil {
			t.Fatal(err)
		}
		out, _, err := runtime.Call(h.addr, in, h.cfg)
		if err != nil {
			t.Fatal(err)
		}
		v, err := h.abi.Unpack("executePinned", out)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := v[0].(uint32), v[1].(bool)
		want := commit.ElementBits(repops.ApplyScalarWith(st.Kind, x[0], x[1], x[2], st.Params()))
		if ok != wantOK || (ok && got != want) {
			t.Fatalf("%s %v element %d step %d (%s): contract %08x ok=%v, game %08x ok=%v", c.op, c.shapes, e, k, st, got, ok, want, wantOK)
		}
	}

	// The whole last move for a 64x64 by 64x64 matmul under op set 2:
	// element (17, 40), step 63.
	a, b := newTensor(rng, 64*64), newTensor(rng, 64*64)
	o := opABI{Code: 1, OpSet: 2, Shapes: [][]uint64{{64, 64}, {64, 64}}}
	proofs := []element{a.prove(17*64 + 63), b.prove(63*64 + 40)}
	in, err := h.abi.Pack("executePinned", o, uint64(17*64+40), uint64(63), [32]byte(commit.ElementLeaf(1.5)), [][32]byte{a.tree.Root(), b.tree.Root()}, proofs)
	if err != nil {
		t.Fatal(err)
	}
	out, _, err := runtime.Call(h.addr, in, h.cfg)
	if err != nil {
		t.Fatal(err)
	}
	v, err := h.abi.Unpack("executePinned", out)
	if err != nil {
		t.Fatal(err)
	}
	want := commit.ElementBits(repops.FMA32(a.data[17*64+63], b.data[63*64+40], 1.5))
	if !v[1].(bool) || v[0].(uint32) != want {
		t.Fatalf("64x64 matmul step: contract %08x ok=%v, want %08x", v[0], v[1], want)
	}
	gas := v[2].(interface{ Uint64() uint64 }).Uint64()
	tx := uint64(21000) + gas
	for _, c := range in {
		if c == 0 {
			tx += 4
		} else {
			tx += 16
		}
	}
	if tx >= 300_000 {
		t.Fatalf("the pinned step costs %d gas, the target is under 300,000", tx)
	}
	t.Logf("%d pinned steps (%d with a proof of another element) agree with dispute/game; a 64x64x64 matmul's step (fma, two proofs of 12 siblings) costs %d gas executing, %d bytes of calldata, about %d gas as a transaction",
		trials, forged, gas, len(in), tx)
}
