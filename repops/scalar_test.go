package repops

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// scalarInput fills a tensor with mostly ordinary values and, when
// special, some NaNs, infinities, subnormals, signed zeros and values
// whose products and sums round at ties.
func scalarInput(rng *rand.Rand, special bool, shape ...int) *Tensor {
	t := Zeros(shape...)
	for i := range t.Data {
		v := float32(rng.NormFloat64())
		if special && rng.IntN(8) == 0 {
			switch rng.IntN(8) {
			case 0:
				v = float32(math.NaN())
			case 1:
				v = float32(math.Inf(1 - 2*rng.IntN(2)))
			case 2:
				v = math.Float32frombits(uint32(rng.IntN(1 << 23))) // subnormal
			case 3:
				v = math.Float32frombits(1 << 31) // -0
			case 4:
				v = 0
			case 5:
				v = math.Float32frombits(rng.Uint32())
			case 6:
				v = 1 + float32(rng.IntN(4))*0x1p-23 // ties in products
			default:
				v = math.MaxFloat32 / float32(1+rng.IntN(3))
			}
		}
		t.Data[i] = v
	}
	return t
}

type scalarCase struct {
	op, attrs string
	inputs    []*Tensor
}

// scalarCases is the number of cases randomScalarCase makes.
const scalarCases = 35

// randomScalarCase returns case which (mod scalarCases) with random
// shapes and values; n picks among the ops a case covers. An op that
// reads an integer list has it among the inputs as the tensor of its
// values (IntsTensor), at intInput(op).
func randomScalarCase(rng *rand.Rand, special bool, which, n int) scalarCase {
	pick := func(ops ...string) string { return ops[n%len(ops)] }
	d := func() int { return 1 + rng.IntN(6) }
	big := rng.IntN(6) == 0 // large enough for the tiled assembly kernels
	dim := func() int {
		if big {
			return 16 + rng.IntN(24)
		}
		return d()
	}
	in := func(shape ...int) *Tensor { return scalarInput(rng, special, shape...) }
	tf := func() (bool, bool) { return rng.IntN(2) == 0, rng.IntN(2) == 0 }
	mmShapes := func(m, k, n int, ta, tb bool) ([]int, []int) {
		a, b := []int{m, k}, []int{k, n}
		if ta {
			a = []int{k, m}
		}
		if tb {
			b = []int{n, k}
		}
		return a, b
	}
	ids := func(n, lo, hi int) *Tensor {
		v := make([]int, n)
		for i := range v {
			v[i] = lo + rng.IntN(hi-lo)
		}
		t, err := IntsTensor(v)
		if err != nil {
			panic(err)
		}
		return t
	}
	switch which % scalarCases {
	case 34:
		// rotary and its gradient (WithRotaryLog's attributes), positions
		// up to the largest, bases from just above 1 to the largest
		// float32.
		heads, N := 1+rng.IntN(3), 1+rng.IntN(5)
		D := heads * 2 * (1 + rng.IntN(4))
		base := []float32{10000, 500000, 1.0000001, 2, math.MaxFloat32}[rng.IntN(5)]
		pos := ids(N, 0, 1<<12)
		if rng.IntN(4) == 0 {
			pos.Data[rng.IntN(N)] = MaxRotaryPosition - 1
		}
		attrs := fmt.Sprintf("heads=%d,base=%08x,lb=%016x", heads, math.Float32bits(base), math.Float64bits(logCore(float64(base))))
		if n%2 == 1 {
			return scalarCase{"rotary.grad", attrs + ",grad=1,part=0,wrt=0", []*Tensor{in(N, D), in(N, D), pos}}
		}
		return scalarCase{"rotary", attrs, []*Tensor{in(N, D), pos}}
	case 33:
		// embedding and its gradient: ids repeat, some rows never looked up.
		V, D, N := 1+rng.IntN(9), dim(), 1+rng.IntN(9)
		if n%2 == 1 {
			return scalarCase{"embedding.grad", "grad=1,part=0,wrt=0", []*Tensor{in(N, D), in(V, D), ids(N, 0, V)}}
		}
		return scalarCase{"embedding", "", []*Tensor{in(V, D), ids(N, 0, V)}}
	case 32:
		// cross_entropy and its gradient, with and without a mask (zero
		// and negative weights too) and a fixed normalizer, rows without a
		// target (-1), and now and then none with one (a zero denominator).
		N, V := 1+rng.IntN(6), 1+rng.IntN(12)
		lo := -1
		if rng.IntN(3) == 0 {
			lo = 0
		}
		tg := ids(N, lo, V)
		if rng.IntN(10) == 0 {
			for i := range tg.Data {
				tg.Data[i] = -1
			}
		}
		x := in(N, V)
		if n%3 == 2 {
			for i := range x.Data {
				x.Data[i] *= 30
			}
		}
		ins := []*Tensor{x, tg}
		if rng.IntN(3) > 0 {
			m := in(N)
			if !special {
				for i := range m.Data {
					m.Data[i] = []float32{1, 0, 0.5, -1, 2}[rng.IntN(5)]
				}
			}
			ins = append(ins, m)
		}
		attrs := ""
		if rng.IntN(3) == 0 {
			attrs = fmt.Sprintf("norm=%08x", math.Float32bits(float32(1+rng.IntN(16))))
		}
		if n%2 == 1 {
			sep := ""
			if attrs != "" {
				sep = ","
			}
			return scalarCase{"cross_entropy.grad", attrs + sep + "grad=1,part=0,wrt=0", append([]*Tensor{in()}, ins...)}
		}
		return scalarCase{"cross_entropy", attrs, ins}
	case 31:
		// causal attention: 1 to 3 sequences of 1 to 9 positions, 1 to 3
		// heads of width 1 to 8 (large inputs make scores whose
		// exponentials underflow).
		B, T, H, hd := 1+rng.IntN(3), 1+rng.IntN(9), 1+rng.IntN(3), 1+rng.IntN(8)
		ins := []*Tensor{in(B*T, H*hd), in(B*T, H*hd), in(B*T, H*hd)}
		if n%4 == 3 {
			for i := range ins[0].Data {
				ins[0].Data[i] *= 20
			}
		}
		if n%2 == 1 {
			mask := []string{"111", "011", "101", "110", "001", "010", "100"}[rng.IntN(7)]
			part := rng.IntN(strings.Count(mask, "1"))
			attrs := fmt.Sprintf("batch=%d,seq=%d,heads=%d,grad=%s,part=%d,wrt=%d", B, T, H, mask, part, wrtOf(mask, part))
			return scalarCase{"causal_attention.grad", attrs, append([]*Tensor{in(B*T, H*hd)}, ins...)}
		}
		return scalarCase{"causal_attention", fmt.Sprintf("batch=%d,seq=%d,heads=%d", B, T, H), ins}
	case 30:
		// The row ops' gradients, every part of the normalizations'.
		sh := []int{d(), dim()}
		if rng.IntN(3) == 0 {
			sh = []int{d(), d(), dim()}
		}
		x := in(sh...)
		cols := sh[len(sh)-1]
		eps := fmt.Sprintf("eps=%08x,", math.Float32bits([]float32{1e-5, 1e-6, 0}[rng.IntN(3)]))
		switch op := pick("softmax.grad", "log_softmax.grad", "layer_norm.grad", "rms_norm.grad"); op {
		case "layer_norm.grad":
			mask := []string{"111", "011", "101", "110", "100"}[rng.IntN(5)]
			k := strings.Count(mask, "1")
			part := rng.IntN(k)
			return scalarCase{op, eps + fmt.Sprintf("grad=%s,part=%d,wrt=%d", mask, part, wrtOf(mask, part)), []*Tensor{in(sh...), x, in(cols), in(cols)}}
		case "rms_norm.grad":
			mask := []string{"11", "01", "10"}[rng.IntN(3)]
			k := strings.Count(mask, "1")
			part := rng.IntN(k)
			return scalarCase{op, eps + fmt.Sprintf("grad=%s,part=%d,wrt=%d", mask, part, wrtOf(mask, part)), []*Tensor{in(sh...), x, in(cols)}}
		default:
			return scalarCase{op, "grad=1,part=0,wrt=0", []*Tensor{in(sh...), x}}
		}
	case 29:
		// softmax, log_softmax, layer_norm, rms_norm over the last
		// dimension (wide rows too, for the vector paths).
		sh := []int{d(), dim()}
		if rng.IntN(3) == 0 {
			sh = []int{d(), d(), dim()}
		}
		x := in(sh...)
		if n%5 == 4 {
			for i := range x.Data {
				x.Data[i] *= 30 // rows whose exponentials underflow
			}
		}
		cols := sh[len(sh)-1]
		eps := fmt.Sprintf("eps=%08x", math.Float32bits([]float32{1e-5, 1e-6, 0}[rng.IntN(3)]))
		switch op := pick("softmax", "log_softmax", "layer_norm", "rms_norm"); op {
		case "layer_norm":
			return scalarCase{op, eps, []*Tensor{x, in(cols), in(cols)}}
		case "rms_norm":
			return scalarCase{op, eps, []*Tensor{x, in(cols)}}
		default:
			return scalarCase{op, "", []*Tensor{x}}
		}
	case 28:
		// sgd with and without momentum and weight decay (-0 is none).
		sh := []int{d(), dim()}
		h := func(v float32) string { return fmt.Sprintf("%08x", math.Float32bits(v)) }
		mu := []float32{0, 0.9, float32(rng.Float64())}[rng.IntN(3)]
		wd := []float32{0, float32(math.Copysign(0, -1)), 0.01, float32(rng.Float64())}[rng.IntN(4)]
		attrs := fmt.Sprintf("param=%d,lr=%s,momentum=%s,wd=%s", rng.IntN(9), h(float32(0.1*rng.Float64())), h(mu), h(wd))
		return scalarCase{"sgd", attrs, []*Tensor{in(sh...), in(sh...), in(sh...)}}
	case 26:
		// tanh, silu, gelu: wide inputs too (their saturated ends and the
		// elementary functions' cut-offs).
		x := in(d(), dim())
		if n%3 == 2 {
			for i := range x.Data {
				x.Data[i] *= 12
			}
		}
		return scalarCase{pick("tanh", "silu", "gelu"), "", []*Tensor{x}}
	case 27:
		sh := []int{d(), dim()}
		x := in(sh...)
		if n%3 == 2 {
			for i := range x.Data {
				x.Data[i] *= 12
			}
		}
		return scalarCase{pick("tanh.grad", "silu.grad", "gelu.grad"), "grad=1,part=0,wrt=0", []*Tensor{in(sh...), x}}
	case 25:
		// adamw: usual and random hyper-parameters, steps from the first
		// to far past the decays' horizon.
		sh := []int{d(), dim()}
		h := func(v float32) string { return fmt.Sprintf("%08x", math.Float32bits(v)) }
		b1, b2 := float32(0.9), float32(0.999)
		if n%2 == 1 {
			b1, b2 = float32(rng.Float64()), float32(rng.Float64())
		}
		lr, wd := float32(0.01*rng.Float64()), []float32{0, 0.01, float32(rng.Float64())}[rng.IntN(3)]
		t := []uint64{1, 2, 3, 10, 1000, 1 << 20, uint64(1 + rng.IntN(5000))}[rng.IntN(7)]
		v := in(sh...)
		for i := range v.Data {
			v.Data[i] = float32(math.Abs(float64(v.Data[i]))) // a second moment: not negative, but NaN or Inf when special
		}
		attrs := fmt.Sprintf("param=%d,step=%d,lr=%s,beta1=%s,beta2=%s,eps=%s,wd=%s", rng.IntN(9), t, h(lr), h(b1), h(b2), h(1e-8), h(wd))
		return scalarCase{"adamw", attrs, []*Tensor{in(sh...), in(sh...), in(sh...), v}}
	case 22:
		// grad_norm and grad_sumsq over one to four gradients, from the
		// start or (from=1) from a sum of squares so far.
		var ins []*Tensor
		attrs := ""
		if rng.IntN(2) == 0 {
			attrs = "from=1"
			ss := in(1)
			if !special {
				ss.Data[0] = float32(math.Abs(float64(ss.Data[0])))
			}
			ins = append(ins, ss)
		}
		for range 1 + rng.IntN(4) {
			ins = append(ins, in(d(), dim()))
		}
		return scalarCase{pick("grad_norm", "grad_sumsq"), attrs, ins}
	case 23:
		// The copies: add.grad's parts, add_bias.grad's input part.
		sh := []int{d(), d()}
		if n%2 == 0 {
			mask := []string{"11", "10", "01"}[rng.IntN(3)]
			part := 0
			if mask == "11" {
				part = rng.IntN(2)
			}
			return scalarCase{"add.grad", fmt.Sprintf("grad=%s,part=%d,wrt=%d", mask, part, wrtOf(mask, part)), []*Tensor{in(sh...), in(sh...), in(sh...)}}
		}
		mask := []string{"11", "10"}[rng.IntN(2)]
		return scalarCase{"add_bias.grad", fmt.Sprintf("grad=%s,part=0,wrt=0", mask), []*Tensor{in(sh...), in(sh...), in(sh[1])}}
	case 24:
		return scalarCase{"sum_all.grad", "grad=1,part=0,wrt=0", []*Tensor{in(), in(d(), dim())}}
	case 21:
		// The norm above the bound (the gradient scaled) or not (copied).
		mx := float32(math.Abs(rng.NormFloat64())) + 0.1
		norm := in(1)
		if !special || rng.IntN(2) == 0 {
			norm.Data[0] = mx * []float32{0.5, 1, 2, 1000}[rng.IntN(4)]
		}
		sh := []int{d(), d()}
		return scalarCase{"grad_clip", fmt.Sprintf("max=%08x", math.Float32bits(mx)), []*Tensor{in(sh...), norm}}
	case 15, 16:
		s := []int{d(), d()}
		op := pick("mul.grad", "dropout.grad")
		mask := []string{"11", "10", "01"}[rng.IntN(3)]
		if op == "dropout.grad" {
			mask = "10"
		}
		part := 0
		if mask == "11" {
			part = rng.IntN(2)
		}
		return scalarCase{op, fmt.Sprintf("grad=%s,part=%d,wrt=%d", mask, part, wrtOf(mask, part)), []*Tensor{in(s...), in(s...), in(s...)}}
	case 17:
		s := math.Float32bits(float32(rng.NormFloat64()))
		sh := []int{d(), d()}
		return scalarCase{"scale.grad", fmt.Sprintf("s=%08x,grad=1,part=0,wrt=0", s), []*Tensor{in(sh...), in(sh...)}}
	case 18:
		sh := []int{d(), d(), d()}
		return scalarCase{"relu.grad", "grad=1,part=0,wrt=0", []*Tensor{in(sh...), in(sh...)}}
	case 19, 20:
		x := []int{d(), d(), d()}
		axis := rng.IntN(3)
		g := append(append([]int{}, x[:axis]...), x[axis+1:]...)
		op := pick("sum.grad", "mean.grad")
		return scalarCase{op, fmt.Sprintf("axis=%d,grad=1,part=0,wrt=0", axis), []*Tensor{in(g...), in(x...)}}
	case 0, 1:
		m, k, n := dim(), dim(), dim()
		ta, tb := tf()
		as, bs := mmShapes(m, k, n, ta, tb)
		return scalarCase{"matmul", fmt.Sprintf("transA=%v,transB=%v", ta, tb), []*Tensor{in(as...), in(bs...)}}
	case 2:
		bt, m, k, n := d(), dim(), dim(), dim()
		ta, tb := tf()
		as, bs := mmShapes(m, k, n, ta, tb)
		return scalarCase{"bmm", fmt.Sprintf("transA=%v,transB=%v", ta, tb), []*Tensor{in(append([]int{bt}, as...)...), in(append([]int{bt}, bs...)...)}}
	case 3:
		n, i, o := dim(), dim(), dim()
		return scalarCase{"linear", "", []*Tensor{in(n, i), in(i, o), in(o)}}
	case 4:
		s := []int{d(), d()}
		op := pick("add", "mul", "grad_accum", "dropout")
		return scalarCase{op, "", []*Tensor{in(s...), in(s...)}}
	case 5:
		return scalarCase{"add_bias", "", []*Tensor{in(d(), d(), 4), in(4)}}
	case 6:
		s := math.Float32bits(float32(rng.NormFloat64()))
		return scalarCase{"scale", fmt.Sprintf("s=%08x", s), []*Tensor{in(d(), d())}}
	case 7:
		return scalarCase{"relu", "", []*Tensor{in(d(), d(), d())}}
	case 8:
		s := []int{d(), d(), d()}
		op := pick("sum", "mean")
		return scalarCase{op, fmt.Sprintf("axis=%d", rng.IntN(3)), []*Tensor{in(s...)}}
	case 9:
		return scalarCase{"sum_all", "", []*Tensor{in(d(), dim())}}
	case 10, 11:
		m, k, n := dim(), dim(), dim()
		ta, tb := tf()
		as, bs := mmShapes(m, k, n, ta, tb)
		mask := []string{"11", "10", "01"}[rng.IntN(3)]
		part := 0
		if mask == "11" {
			part = rng.IntN(2)
		}
		return scalarCase{"matmul.grad", fmt.Sprintf("transA=%v,transB=%v,grad=%s,part=%d,wrt=%d", ta, tb, mask, part, wrtOf(mask, part)),
			[]*Tensor{in(m, n), in(as...), in(bs...)}}
	case 12:
		bt, m, k, n := d(), dim(), dim(), dim()
		ta, tb := tf()
		as, bs := mmShapes(m, k, n, ta, tb)
		part := rng.IntN(2)
		return scalarCase{"bmm.grad", fmt.Sprintf("transA=%v,transB=%v,grad=11,part=%d,wrt=%d", ta, tb, part, part),
			[]*Tensor{in(bt, m, n), in(append([]int{bt}, as...)...), in(append([]int{bt}, bs...)...)}}
	case 13:
		n, i, o := dim(), dim(), dim()
		mask := []string{"111", "011", "110"}[rng.IntN(3)]
		part := rng.IntN(2)
		if mask == "111" {
			part = rng.IntN(3)
		}
		return scalarCase{"linear.grad", fmt.Sprintf("grad=%s,part=%d,wrt=%d", mask, part, wrtOf(mask, part)), []*Tensor{in(n, o), in(n, i), in(i, o), in(o)}}
	default:
		r, c := d(), d()
		return scalarCase{"add_bias.grad", "grad=11,part=1,wrt=1", []*Tensor{in(r, c), in(r, c), in(c)}}
	}
}

// intInput is the input of op that is an integer list (-1: none).
func intInput(op string) int {
	switch op {
	case "embedding", "cross_entropy", "rotary":
		return 1
	case "embedding.grad", "cross_entropy.grad", "rotary.grad":
		return 2
	}
	return -1
}

// replayInputs splits a case's inputs into ReplayEntry's tensors and
// integer lists, and returns the entry (input hashes: the lists' own,
// zero for the tensors).
func replayInputs(op, attrs string, inputs []*Tensor) (TraceEntry, []*Tensor, [][]int) {
	e := TraceEntry{Op: op, Attrs: attrs, Inputs: make([]Hash, len(inputs))}
	var ts []*Tensor
	var is [][]int
	for i, x := range inputs {
		if i != intInput(op) {
			ts = append(ts, x)
			continue
		}
		v := make([]int, len(x.Data))
		for j, f := range x.Data {
			v[j] = int(f)
		}
		is = append(is, v)
		e.Inputs[i] = HashInts(v)
	}
	return e, ts, is
}

// wrtOf is the input that the part-th contribution of a grad mask goes to.
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

func canonBits(v float32) uint32 {
	if v != v {
		return CanonicalNaN
	}
	return math.Float32bits(v)
}

// TestScalarMatchesOps checks, on random shapes and values (edge cases
// included) under both op sets, that every output element's scalar
// evaluation ends in exactly the bits the op computes (through
// ReplayEntry, the path a referee runs, which uses the fast kernels),
// and that each step reads only elements that exist.
func TestScalarMatchesOps(t *testing.T) {
	trials := scalarCases * 16
	rng := rand.New(rand.NewPCG(5, 9))
	seen := map[string]bool{}
	for trial := range trials {
		c := randomScalarCase(rng, trial%2 == 1, trial, trial/scalarCases)
		for _, version := range []int{1, 2} {
			shapes := make([][]int, len(c.inputs))
			for i, x := range c.inputs {
				shapes[i] = x.Shape
			}
			so, err := ScalarOf(version, c.op, c.attrs, shapes)
			if err != nil {
				t.Fatalf("%s %s %v: %v", c.op, c.attrs, shapes, err)
			}
			e, ts, is := replayInputs(c.op, c.attrs, c.inputs)
			outs, err := ReplayEntry(version, e, ts, is)
			if err != nil {
				t.Fatalf("%s %s: replay: %v", c.op, c.attrs, err)
			}
			if ins, err := EntryInputs(e, ts, is); err != nil || len(ins) != len(c.inputs) {
				t.Fatalf("%s: EntryInputs: %v", c.op, err)
			} else {
				for i := range ins {
					if ins[i].Hash() != c.inputs[i].Hash() {
						t.Fatalf("%s: EntryInputs gives input %d %v, want %v", c.op, i, ins[i].Data, c.inputs[i].Data)
					}
				}
			}
			want := JoinOutputs(outs)
			if so.Elements() != len(want.Data) || numel(want.Shape) != numel(so.Out) {
				t.Fatalf("%s %s %v: %d elements %v, the op gives %v", c.op, c.attrs, shapes, so.Elements(), so.Out, want.Shape)
			}
			for el := range want.Data {
				ev, err := so.Element(el)
				if err != nil {
					t.Fatal(err)
				}
				for k := 0; k < ev.Len; k++ {
					st := ev.Step(k)
					if len(st.Args) != st.Kind.Arity() {
						t.Fatalf("%s: step %d %v: %d args for %s", c.op, k, st, len(st.Args), st.Kind)
					}
					for _, a := range st.Args {
						if a.Src == ScalarElem && (a.Input >= len(c.inputs) || a.Index < 0 || a.Index >= len(c.inputs[a.Input].Data)) {
							t.Fatalf("%s: step %d reads %v outside the inputs %v", c.op, k, a, shapes)
						}
						if a.Src == ScalarAcc && (a.Lane < 0 || a.Lane >= ScalarLanes) {
							t.Fatalf("%s: step %d reads lane %d", c.op, k, a.Lane)
						}
					}
					if st.Dst < 0 || st.Dst >= ScalarLanes {
						t.Fatalf("%s: step %d writes lane %d", c.op, k, st.Dst)
					}
				}
				if first, _ := so.Element(0); ev.Len != first.Len {
					t.Fatalf("%s %v: element %d takes %d steps, element 0 %d (the game needs one K)", c.op, shapes, el, ev.Len, first.Len)
				}
				vals := ev.Values(c.inputs)
				got := vals[ev.Len]
				if canonBits(got[0]) != canonBits(want.Data[el]) {
					t.Fatalf("op set %d %s %s %v element %d: scalar evaluation %08x, op %08x", version, c.op, c.attrs, shapes, el, canonBits(got[0]), canonBits(want.Data[el]))
				}
				for l := 1; l < ScalarLanes; l++ {
					if got[l] != 0 || math.Signbit(float64(got[l])) {
						t.Fatalf("op set %d %s element %d: lane %d of the last value is %08x, not +0", version, c.op, el, l, math.Float32bits(got[l]))
					}
				}
			}
			seen[c.op] = true
		}
	}
	for _, op := range ScalarOps {
		if !seen[op] {
			t.Errorf("op %s never tested", op)
		}
	}
}

// TestScalarOpSetsDiffer checks that the evaluation follows the op set:
// op set 1 rounds each product (muladd), op set 2 fuses it (fma).
func TestScalarOpSetsDiffer(t *testing.T) {
	for v, want := range map[int]ScalarKind{1: ScalarMulAdd, 2: ScalarFMA} {
		so, err := ScalarOf(v, "matmul", "transA=false,transB=false", [][]int{{2, 3}, {3, 4}})
		if err != nil {
			t.Fatal(err)
		}
		ev, _ := so.Element(5) // row 1, column 1
		if ev.Len != 3 || ev.Step(2).Kind != want || ev.Step(2).String() != want.String()+"(in0[5], in1[9], acc)" {
			t.Fatalf("op set %d: %d steps, step 2 %v", v, ev.Len, ev.Step(2))
		}
	}
}

func TestScalarRejects(t *testing.T) {
	for _, c := range []struct {
		op, attrs string
		shapes    [][]int
	}{
		{"gelu", "x=1", [][]int{{2}}},
		{"gelu", "", [][]int{{2}, {2}}},
		{"gelu.grad", "grad=1,part=0,wrt=0", [][]int{{2}, {3}}},
		{"tanh.grad", "grad=0,part=0,wrt=0", [][]int{{2}, {2}}},
		{"silu.grad", "grad=1,part=1,wrt=0", [][]int{{2}, {2}}},
		{"softmax", "axis=0", [][]int{{2, 2}}},
		{"softmax", "", [][]int{{}}},
		{"log_softmax", "", [][]int{{2, 0}}},
		{"layer_norm", "eps=3727c5ac", [][]int{{2, 2}, {1, 2}, {2}}},
		{"layer_norm", "eps=3727c5ac,x=1", [][]int{{2, 2}, {2}, {2}}},
		{"rms_norm", "", [][]int{{2, 2}, {2}}},
		{"cross_entropy", "", [][]int{{2, 2}}},
		{"adamw", "", [][]int{{2}, {2}, {2}, {2}}},
		{"matmul", "transA=false,transB=false", [][]int{{2, 3}, {4, 2}}},
		{"matmul", "transA=x,transB=false", [][]int{{2, 3}, {3, 2}}},
		{"matmul", "", [][]int{{2, 3}, {3, 2}}},
		{"add", "", [][]int{{2, 3}, {3, 2}}},
		{"linear", "", [][]int{{2, 3}, {3, 2}, {3}}},
		{"sum", "axis=3", [][]int{{2, 3}}},
		{"add", "", [][]int{{1 << 20, 1 << 20}, {1 << 20, 1 << 20}}},
		{"add", "", [][]int{{-1}, {-1}}},
		{"add_bias.grad", "grad=11,part=0,wrt=0", [][]int{{2, 2}, {2, 2}, {3}}},
		{"sum_all.grad", "grad=1,part=0,wrt=0", [][]int{{1}, {2, 2}}},
		{"grad_norm", "", nil},
		{"grad_norm", "max=3f800000", [][]int{{2}}},
		{"matmul.grad", "transA=false,transB=false,grad=10,part=1,wrt=0", [][]int{{2, 2}, {2, 2}, {2, 2}}},
		{"matmul.grad", "transA=false,transB=false,grad=1x,part=0,wrt=0", [][]int{{2, 2}, {2, 2}, {2, 2}}},
		// rotary: lb is required (older traces stay with the referee),
		// within (0, 89], the head width even.
		{"rotary", "heads=1,base=461c4000", [][]int{{2, 4}, {2}}},
		{"rotary", "heads=1,base=461c4000,lb=0", [][]int{{2, 4}, {2}}},
		{"rotary", "heads=1,base=461c4000,lb=4056400000000001", [][]int{{2, 4}, {2}}},
		{"rotary", "heads=1,base=461c4000,lb=c022000000000000", [][]int{{2, 4}, {2}}},
		{"rotary", "heads=1,base=461c4000,lb=40226c6e4e8f0d6a0", [][]int{{2, 4}, {2}}},
		{"rotary", "heads=1,base=461c4000,lb=40226c6e4e8f0d6a,x=1", [][]int{{2, 4}, {2}}},
		{"rotary", "heads=2,base=461c4000,lb=40226c6e4e8f0d6a", [][]int{{2, 6}, {2}}},
		{"rotary", "heads=0,base=461c4000,lb=40226c6e4e8f0d6a", [][]int{{2, 4}, {2}}},
		{"rotary", "heads=1,base=461c4000,lb=40226c6e4e8f0d6a", [][]int{{2, 4}, {3}}},
		{"rotary", "heads=1,base=461c4000,lb=40226c6e4e8f0d6a", [][]int{{2, 4}}},
		{"rotary.grad", "heads=1,base=461c4000,lb=40226c6e4e8f0d6a,grad=1,part=0,wrt=0", [][]int{{2, 4}, {2, 2}, {2}}},
		{"rotary.grad", "heads=1,base=461c4000,grad=1,part=0,wrt=0", [][]int{{2, 4}, {2, 4}, {2}}},
	} {
		if _, err := ScalarOf(1, c.op, c.attrs, c.shapes); !errors.Is(err, ErrNotScalar) {
			t.Errorf("%s %s %v: %v, want ErrNotScalar", c.op, c.attrs, c.shapes, err)
		}
	}
	if _, err := ScalarOf(99, "add", "", [][]int{{1}, {1}}); !errors.Is(err, ErrUnknownOpSet) {
		t.Errorf("op set 99: %v", err)
	}
}

// TestApplyScalarEdges pins the scalar operations on edge cases: signed
// zeros, NaN, ReLU's treatment of -0 and NaN, and the double rounding of
// muladd against fma's single one.
func TestApplyScalarEdges(t *testing.T) {
	nz := math.Float32frombits(1 << 31)
	nan := float32(math.NaN())
	one := float32(1)
	e := float32(0x1p-23)
	for _, c := range []struct {
		k       ScalarKind
		x, y, z float32
		want    uint32
	}{
		{ScalarAdd, nz, nz, 0, 1 << 31},
		{ScalarAdd, nz, 0, 0, 0},
		{ScalarReLU, nz, 0, 0, 0},
		{ScalarReLU, nan, 0, 0, 0},
		{ScalarReLU, 3, 0, 0, math.Float32bits(3)},
		{ScalarReLUGrad, 3, nz, 0, 0},
		{ScalarReLUGrad, nan, 1, 0, CanonicalNaN},
		{ScalarReLUGrad, 3, nan, 0, 0},
		{ScalarDiv, 1, 0, 0, math.Float32bits(float32(math.Inf(1)))},
		{ScalarMul, nan, 1, 0, CanonicalNaN},
		// clip: scaled only when the norm is above the bound.
		{ScalarClip, 3, 2, 1, math.Float32bits(3 * (1 / (2 + float32(1e-6))))},
		{ScalarClip, 3, 1, 1, math.Float32bits(3)},
		{ScalarClip, 3, nan, 1, math.Float32bits(3)},
		{ScalarClip, nz, 2, 1, 1 << 31},
		{ScalarClip, nan, 2, 1, CanonicalNaN},
		{ScalarSqrt, 4, 0, 0, math.Float32bits(2)},
		{ScalarSqrt, nz, 0, 0, 1 << 31},
		{ScalarSqrt, -1, 0, 0, CanonicalNaN},
		{ScalarSqrt, float32(math.Inf(1)), 0, 0, 0x7f800000},
		// (1+e)(1-e) = 1 - e^2: rounded to 1 first, then 1 - 1 = 0; fused: -e^2.
		{ScalarMulAdd, one + e, one - e, -1, 0},
		{ScalarFMA, one + e, one - e, -1, math.Float32bits(-e * e)},
		// cos64/sin64 of the angle 0 and of chunks that are not chunks:
		// -0, a fraction, too large, NaN; an angle of 2^20 or more.
		{ScalarCos64, 0, 0, 0, math.Float32bits(1)},
		{ScalarSin64, 0, 0, 0, 0},
		{ScalarCos64, nz, 0, 0, CanonicalNaN},
		{ScalarCos64, 0, 0.5, 0, CanonicalNaN},
		{ScalarCos64, 0, 1 << 21, 0, CanonicalNaN},
		{ScalarCos64, 1 << 22, 0, 0, CanonicalNaN},
		{ScalarSin64, 0, 0, nan, CanonicalNaN},
		{ScalarSin64, 0x4130000000000000 >> 42, 0, 0, CanonicalNaN},
		{ScalarSin64, 0xC130000000000000 >> 42, 0, 0, CanonicalNaN},
		// cos(-pi/2 rounded) is tiny and positive; the quadrant of a
		// negative angle.
		{ScalarSin64, 0xBFF921FB54442D18 >> 42, 0xBFF921FB54442D18 >> 21 & (1<<21 - 1), 0xBFF921FB54442D18 & (1<<21 - 1), math.Float32bits(-1)},
	} {
		if got := canonBits(ApplyScalar(c.k, c.x, c.y, c.z)); got != c.want {
			t.Errorf("%s(%g, %g, %g) = %08x, want %08x", c.k, c.x, c.y, c.z, got, c.want)
		}
	}
	// rotangle: position 3, X = 0 (the first column pair) gives the
	// angle 3 (bits 0x4008000000000000); a positive X, a NaN X, a
	// non-finite position and a chunk past 2 give NaN.
	for _, c := range []struct {
		pos  float32
		c    [3]uint32
		want uint32
	}{
		{3, [3]uint32{0, 0, 0}, math.Float32bits(float32(0x4008000000000000 >> 42))},
		{3, [3]uint32{1, 0, 0}, 0},
		{3, [3]uint32{0, 1 << 31, 0}, math.Float32bits(float32(0x4008000000000000 >> 42))},
		{3, [3]uint32{0, 0x3ff00000, 0}, CanonicalNaN},
		{3, [3]uint32{0, 0xc0700000, 0}, CanonicalNaN},
		{3, [3]uint32{0, 0xfff80000, 0}, CanonicalNaN},
		{float32(math.Inf(1)), [3]uint32{0, 0, 0}, CanonicalNaN},
		{3, [3]uint32{3, 0, 0}, CanonicalNaN},
	} {
		if got := canonBits(ApplyScalarWith(ScalarRotAngle, c.pos, 0, 0, c.c)); got != c.want {
			t.Errorf("rotangle(%g, %08x) = %08x, want %08x", c.pos, c.c, got, c.want)
		}
	}
}

// TestScalarRowGradParts checks every part of the row ops' gradients
// (each mask and part of layer_norm.grad and rms_norm.grad) on several
// shapes, the edge-case values included, against ReplayEntry bit for bit.
func TestScalarRowGradParts(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 7))
	type gc struct{ op, mask string }
	var cases []gc
	for _, m := range []string{"111", "011", "101", "110", "100", "010", "001"} {
		cases = append(cases, gc{"layer_norm.grad", m})
	}
	for _, m := range []string{"11", "01", "10"} {
		cases = append(cases, gc{"rms_norm.grad", m})
	}
	cases = append(cases, gc{"softmax.grad", "1"}, gc{"log_softmax.grad", "1"})
	checked := 0
	for _, c := range cases {
		for part := range strings.Count(c.mask, "1") {
			for _, sh := range [][]int{{1, 1}, {3, 5}, {2, 2, 9}, {4, 24}} {
				for _, special := range []bool{false, true} {
					cols := sh[len(sh)-1]
					attrs := fmt.Sprintf("grad=%s,part=%d,wrt=%d", c.mask, part, wrtOf(c.mask, part))
					ins := []*Tensor{scalarInput(rng, special, sh...), scalarInput(rng, special, sh...)}
					if c.op != "softmax.grad" && c.op != "log_softmax.grad" {
						attrs = "eps=3727c5ac," + attrs
						ins = append(ins, scalarInput(rng, special, cols))
						if c.op == "layer_norm.grad" {
							ins = append(ins, scalarInput(rng, special, cols))
						}
					}
					shapes := make([][]int, len(ins))
					for i, x := range ins {
						shapes[i] = x.Shape
					}
					so, err := ScalarOf(1, c.op, attrs, shapes)
					if err != nil {
						t.Fatalf("%s %s %v: %v", c.op, attrs, shapes, err)
					}
					outs, err := ReplayEntry(1, TraceEntry{Op: c.op, Attrs: attrs, Inputs: make([]Hash, len(ins))}, ins, nil)
					if err != nil {
						t.Fatalf("%s %s: replay: %v", c.op, attrs, err)
					}
					want := JoinOutputs(outs)
					if so.Elements() != len(want.Data) {
						t.Fatalf("%s %s %v: %d elements, the op gives %d", c.op, attrs, shapes, so.Elements(), len(want.Data))
					}
					for el := range want.Data {
						ev, _ := so.Element(el)
						got := ev.Values(ins)[ev.Len]
						if canonBits(got[0]) != canonBits(want.Data[el]) {
							t.Fatalf("%s %s %v element %d: %08x, op %08x", c.op, attrs, shapes, el, canonBits(got[0]), canonBits(want.Data[el]))
						}
						checked++
					}
				}
			}
		}
	}
	t.Logf("%d elements of %d gradient parts agree", checked, len(cases))
}

// TestScalarAttentionGradParts checks every part of causal_attention.grad
// (each mask and part) under both op sets on several shapes, edge-case
// values included, against ReplayEntry bit for bit.
func TestScalarAttentionGradParts(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 3))
	checked := 0
	for _, mask := range []string{"111", "011", "101", "110", "001", "010", "100"} {
		for part := range strings.Count(mask, "1") {
			for _, g := range [][4]int{{1, 1, 1, 1}, {1, 3, 1, 2}, {2, 4, 2, 3}, {1, 9, 1, 8}} {
				B, T, H, hd := g[0], g[1], g[2], g[3]
				for _, version := range []int{1, 2} {
					special := (part+version)%2 == 0
					ins := []*Tensor{scalarInput(rng, special, B*T, H*hd), scalarInput(rng, special, B*T, H*hd),
						scalarInput(rng, special, B*T, H*hd), scalarInput(rng, special, B*T, H*hd)}
					attrs := fmt.Sprintf("batch=%d,seq=%d,heads=%d,grad=%s,part=%d,wrt=%d", B, T, H, mask, part, wrtOf(mask, part))
					shapes := [][]int{ins[0].Shape, ins[1].Shape, ins[2].Shape, ins[3].Shape}
					so, err := ScalarOf(version, "causal_attention.grad", attrs, shapes)
					if err != nil {
						t.Fatalf("%s %v: %v", attrs, shapes, err)
					}
					outs, err := ReplayEntry(version, TraceEntry{Op: "causal_attention.grad", Attrs: attrs, Inputs: make([]Hash, 4)}, ins, nil)
					if err != nil {
						t.Fatalf("%s: replay: %v", attrs, err)
					}
					want := JoinOutputs(outs)
					if so.Elements() != len(want.Data) {
						t.Fatalf("%s: %d elements, the op gives %d", attrs, so.Elements(), len(want.Data))
					}
					first, _ := so.Element(0)
					for el := range want.Data {
						ev, _ := so.Element(el)
						if ev.Len != first.Len {
							t.Fatalf("%s element %d: %d steps, element 0 %d", attrs, el, ev.Len, first.Len)
						}
						got := ev.Values(ins)[ev.Len]
						if canonBits(got[0]) != canonBits(want.Data[el]) {
							t.Fatalf("op set %d %s %v element %d: %08x, op %08x", version, attrs, shapes, el, canonBits(got[0]), canonBits(want.Data[el]))
						}
						checked++
					}
				}
			}
		}
	}
	t.Logf("%d elements agree", checked)
}
