package repops

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// Scalar evaluations: for the ops whose canonical evaluation is a chain
// of basic float32 operations, the exact sequence of scalar operations
// that produces one output element. A dispute over an op's output can
// then be narrowed to one element and to one scalar operation of its
// sequence, which a contract executes itself (phase 3 of the dispute
// game).
//
// The sequence of output element e is v_0 = Init, v_{k+1} = step k
// applied to v_k (the accumulator, operand ScalarAcc) and to input
// elements and constants, for k = 0 .. Len-1; v_Len is the element. Each
// step reads only the accumulator before it, so agreeing on v_k is
// agreeing on everything step k needs besides input elements. The
// reducible ops and their sequences (op set 1 rounds every product
// before adding it, MulAdd; op set 2 fuses it, FMA):
//
//   - matmul, bmm, and their gradients matmul.grad, bmm.grad:
//     Init +0, one MulAdd or FMA per k in increasing k (see MatMulRef).
//   - linear: the same, then Add(acc, bias[j]); linear.grad: the
//     gradient products as matmul, the bias gradient as the sums below.
//   - sum (axis), sum_all, and the bias gradient of add_bias.grad and
//     linear.grad: Init +0, one Add(acc, x) per term in increasing index;
//     mean: the same, then Div(acc, n).
//   - add, grad_accum, add_bias: one Add; mul, dropout: one Mul;
//     scale: one Mul by the constant s; relu: one ReLU.
//   - grad_clip: one Clip per element (the gradient element, the norm
//     and the bound max: the scaled element when the norm is above the
//     bound, else the element itself); grad_norm: Init +0, one
//     MulAdd(x, x, acc) per element of each gradient in order, then Sqrt
//     (grad_sumsq: without it; with from=1 first Mul(in0[0], 1), the sum
//     so far).
//   - the gradients that are copies of the upstream gradient (add.grad,
//     add_bias.grad's input part, sum_all.grad): one Mul by 1.
//
//   - adamw, sgd, the activations (tanh, silu, gelu), the row ops
//     (softmax, log_softmax, layer_norm, rms_norm), causal_attention and
//     all their gradients: see their functions below (their elements keep
//     running values in the lanes of a ScalarValue); embedding,
//     cross_entropy and their gradients: see scalar_int.go; rotary and
//     its gradient, when the entry records ln(base) (WithRotaryLog): see
//     scalar_rotary.go.
//
// Every other op (the fused blocks attention_block and mlp_block,
// policy_loss, rotary without lb) is not reducible: ScalarOf returns
// ErrNotScalar for it.

// ScalarKind is one basic float32 operation.
type ScalarKind uint8

// The scalar operations, each correctly rounded (round to nearest even)
// as IEEE 754 binary32 defines it.
const (
	ScalarAdd      ScalarKind = iota + 1 // x + y
	ScalarMul                            // x * y
	ScalarDiv                            // x / y
	ScalarMulAdd                         // z + float32(x*y): two roundings (op set 1's matmul step)
	ScalarFMA                            // FMA32(x, y, z): one rounding (op set 2's)
	ScalarReLU                           // x if x > 0, else +0
	ScalarReLUGrad                       // x if y > 0, else +0 (relu's backward: g where the input was positive)
	ScalarClip                           // x * float32(z / float32(y + 1e-6)) if y > z, else x (grad_clip: gradient x, norm y, bound z)
	ScalarSqrt                           // the correctly rounded square root of x (grad_norm's last step)
	// AdamW's quotient: float32(float32(m' / c2) / z) with the new first
	// moment m' = float32(c0*x) + float32(c1*y) (x = m, y = g, z = the
	// denominator; c0..c2 = beta1, 1 - beta1, the bias correction bc1:
	// the step's parameters, Args[i].Bits).
	ScalarAdamQ
	// AdamW's update of the value: x - float32(y*x) when y != 0 (weight
	// decay lr*wd), then minus z (the scaled quotient).
	ScalarAdamP
	ScalarSub     // x - y
	ScalarMulProd // x * float32(y*z): two roundings (gelu's cubic term and its output)
	ScalarTanh    // Tanh(x), repops' own (binary64 inside, rounded once to float32)
	ScalarSigmoid // Sigmoid(x), repops' own
	// GELU's derivative at x given t = Tanh(u(x)) in y (geluGrad: every
	// product and sum rounded to float32 as written).
	ScalarGELUGrad
	// SiLU's derivative at x given s = Sigmoid(x) in y:
	// y + float32(float32(x*y) * (1-y)).
	ScalarSiLUGrad
	ScalarMax   // y if y > x, else x: the running maximum of softmax's rows
	ScalarExp   // Exp(x), repops' own
	ScalarLog   // Log(x), repops' own
	ScalarRsqrt // Rsqrt(x): 1/sqrt in binary64, rounded once
	// The conditional steps of the ops that read integer inputs (token
	// ids, targets), which a scalar evaluation reads as float32 elements
	// of their values: each compares z with its parameter c = float32
	// bits in Args[2].Bits (ScalarStep.Params), == or >= as float32.
	ScalarSelEq    // y if z == c, else x (embedding's lookup, a row's target logit)
	ScalarAddIfEq  // x + y if z == c, else x (embedding's gradient; the target's -1)
	ScalarAddIfGE  // x + y if z >= c, else x (the losses' total and denominator over rows with a target)
	ScalarMulIfGE  // x * y if z >= c, else +0 (the loss gradient of a row with a target)
	ScalarKeepIfNZ // x if y != 0, else +0 (a loss over a zero denominator)
	// The rotary angle's steps (binary64 inside, see scalar_rotary.go): a
	// binary64 angle travels between steps as three lanes holding the
	// integers of its bits in chunks of 22, 21 and 21 bits.
	ScalarRotAngle // chunk c0 of float64(float64(x) * expCore(X)), X the binary64 with bits c1<<32 | c2
	ScalarCos64    // float32(cos A), A the binary64 whose chunks are x, y, z
	ScalarSin64    // float32(sin A)
)

var scalarKindNames = [...]string{ScalarAdd: "add", ScalarMul: "mul", ScalarDiv: "div", ScalarMulAdd: "muladd", ScalarFMA: "fma", ScalarReLU: "relu",
	ScalarReLUGrad: "relugrad", ScalarClip: "clip", ScalarSqrt: "sqrt", ScalarAdamQ: "adamq", ScalarAdamP: "adamp",
	ScalarSub: "sub", ScalarMulProd: "mulprod", ScalarTanh: "tanh", ScalarSigmoid: "sigmoid", ScalarGELUGrad: "gelugrad", ScalarSiLUGrad: "silugrad",
	ScalarMax: "max", ScalarExp: "exp", ScalarLog: "log", ScalarRsqrt: "rsqrt",
	ScalarSelEq: "seleq", ScalarAddIfEq: "addifeq", ScalarAddIfGE: "addifge", ScalarMulIfGE: "mulifge", ScalarKeepIfNZ: "keepifnz",
	ScalarRotAngle: "rotangle", ScalarCos64: "cos64", ScalarSin64: "sin64"}

func (k ScalarKind) String() string {
	if int(k) < len(scalarKindNames) && scalarKindNames[k] != "" {
		return scalarKindNames[k]
	}
	return fmt.Sprintf("scalar(%d)", uint8(k))
}

// Arity returns how many operands k takes (0 for an unknown kind).
func (k ScalarKind) Arity() int {
	switch k {
	case ScalarAdd, ScalarMul, ScalarDiv, ScalarReLUGrad, ScalarSub, ScalarGELUGrad, ScalarSiLUGrad, ScalarMax, ScalarKeepIfNZ:
		return 2
	case ScalarMulAdd, ScalarFMA, ScalarClip, ScalarAdamQ, ScalarAdamP, ScalarMulProd, ScalarSelEq, ScalarAddIfEq, ScalarAddIfGE, ScalarMulIfGE,
		ScalarRotAngle, ScalarCos64, ScalarSin64:
		return 3
	case ScalarReLU, ScalarSqrt, ScalarTanh, ScalarSigmoid, ScalarExp, ScalarLog, ScalarRsqrt:
		return 1
	}
	return 0
}

// ApplyScalar computes k on operands x, y, z (those beyond k's arity are
// ignored), identically on every architecture, for the kinds without
// parameters (ApplyScalarWith takes them).
func ApplyScalar(k ScalarKind, x, y, z float32) float32 {
	return ApplyScalarWith(k, x, y, z, [3]uint32{})
}

// ApplyScalarWith is ApplyScalar with the step's parameters c (the float32
// bits of ScalarAdamQ's constants, and c[2] the value the conditional
// kinds compare z with; ignored by the other kinds).
func ApplyScalarWith(k ScalarKind, x, y, z float32, c [3]uint32) float32 {
	switch k {
	case ScalarAdamQ:
		c0, c1, c2 := math.Float32frombits(c[0]), math.Float32frombits(c[1]), math.Float32frombits(c[2])
		m := float32(c0*x) + float32(c1*y)
		return float32(m/c2) / z
	case ScalarAdamP:
		if y != 0 {
			x = x - float32(y*x)
		}
		return x - z
	case ScalarAdd:
		return x + y
	case ScalarMul:
		return x * y
	case ScalarDiv:
		return x / y
	case ScalarMulAdd:
		// The conversion rounds the product first: never fused.
		return z + float32(x*y)
	case ScalarFMA:
		return FMA32(x, y, z)
	case ScalarReLU:
		if x > 0 {
			return x
		}
		return 0
	case ScalarReLUGrad:
		if y > 0 {
			return x
		}
		return 0
	case ScalarClip:
		// clipGrad's expression, and ReplayEntry's copy when the norm is
		// not above the bound (a NaN norm included).
		if y > z {
			return x * (z / (y + 1e-6))
		}
		return x
	case ScalarSqrt:
		// Correctly rounded: the float64 root of a float32 rounds to the
		// float32 root (53 >= 2*24 + 2 bits).
		return float32(math.Sqrt(float64(x)))
	case ScalarSub:
		return x - y
	case ScalarMulProd:
		return x * float32(y*z)
	case ScalarTanh:
		return Tanh(x)
	case ScalarSigmoid:
		return Sigmoid(x)
	case ScalarGELUGrad:
		return geluGrad(x, y)
	case ScalarSiLUGrad:
		return y + float32(float32(x*y)*(1-y))
	case ScalarRotAngle:
		return rotAngleChunk(x, c)
	case ScalarCos64, ScalarSin64:
		return rotCosSin(k == ScalarSin64, x, y, z)
	case ScalarMax:
		if y > x {
			return y
		}
		return x
	case ScalarExp:
		return Exp(x)
	case ScalarLog:
		return Log(x)
	case ScalarRsqrt:
		return Rsqrt(x)
	case ScalarSelEq:
		if z == math.Float32frombits(c[2]) {
			return y
		}
		return x
	case ScalarAddIfEq:
		if z == math.Float32frombits(c[2]) {
			return x + y
		}
		return x
	case ScalarAddIfGE:
		if z >= math.Float32frombits(c[2]) {
			return x + y
		}
		return x
	case ScalarMulIfGE:
		if z >= math.Float32frombits(c[2]) {
			return x * y
		}
		return 0
	case ScalarKeepIfNZ:
		if y != 0 {
			return x
		}
		return 0
	}
	return float32(math.NaN())
}

// ScalarLanes is the number of float32 lanes of a scalar value: an
// evaluation that needs more than one running value (a row's maximum and
// sum, a mean and a variance) keeps them in lanes 1 to 7 and writes its
// result to lane 0.
const ScalarLanes = 8

// ScalarValue is the value v_k of an element's evaluation: lane 0 is the
// result so far, the other lanes hold running values. Writing lane 0
// clears the others, so that v_K, the element, has only lane 0 set.
type ScalarValue [ScalarLanes]float32

// ScalarSrc says where an operand comes from.
type ScalarSrc uint8

// The operand sources.
const (
	ScalarAcc   ScalarSrc = iota + 1 // lane Lane of the accumulator v_k
	ScalarElem                       // element Index of tensor input Input
	ScalarConst                      // the constant with bits Bits
)

// ScalarArg is one operand of a scalar step.
type ScalarArg struct {
	Src   ScalarSrc
	Input int    // ScalarElem: the tensor input, from 0 in the entry's order
	Index int    // ScalarElem: the element (row-major flat index)
	Bits  uint32 // ScalarConst
	Lane  int    // ScalarAcc: the lane read (0 to ScalarLanes-1)
}

func (a ScalarArg) String() string {
	switch a.Src {
	case ScalarAcc:
		if a.Lane != 0 {
			return fmt.Sprintf("l%d", a.Lane)
		}
		return "acc"
	case ScalarElem:
		return fmt.Sprintf("in%d[%d]", a.Input, a.Index)
	case ScalarConst:
		return fmt.Sprintf("0x%08x", a.Bits)
	}
	return "?"
}

// ScalarStep is one step of an element's evaluation: Kind applied to
// Args (Kind.Arity() of them, in the order ApplyScalar takes them), the
// result written to lane Dst of the value (lane 0 clears the others).
type ScalarStep struct {
	Kind ScalarKind
	Args []ScalarArg
	Dst  int
}

func (s ScalarStep) String() string {
	a := make([]string, len(s.Args))
	for i, x := range s.Args {
		a[i] = x.String()
	}
	call := s.Kind.String() + "(" + strings.Join(a, ", ") + ")"
	if s.Dst != 0 {
		return fmt.Sprintf("l%d=%s", s.Dst, call)
	}
	return call
}

// ScalarOp is a reducible op applied to inputs of given shapes: the
// output shape and, for every output element, its scalar evaluation.
type ScalarOp struct {
	Op     string
	Out    []int // output shape
	Inputs [][]int
	elem   func(e int) elemEval
}

// elemEval is the evaluation of one element: Len steps, step(k) the k-th.
type elemEval struct {
	n    int
	step func(k int) ScalarStep
}

// ScalarEval is the scalar evaluation of one output element.
type ScalarEval struct {
	Element int
	Init    ScalarValue // v_0 (+0 in every lane for every op here)
	Len     int         // number of steps K
	step    func(k int) ScalarStep
}

// Step returns step k (0 <= k < Len).
func (ev ScalarEval) Step(k int) ScalarStep {
	if k < 0 || k >= ev.Len {
		panic(fmt.Sprintf("repops: scalar step %d of %d", k, ev.Len))
	}
	return ev.step(k)
}

// Elements returns the number of output elements.
func (o *ScalarOp) Elements() int { return numel(o.Out) }

// Element returns the scalar evaluation of output element e.
func (o *ScalarOp) Element(e int) (ScalarEval, error) {
	if e < 0 || e >= o.Elements() {
		return ScalarEval{}, fmt.Errorf("%w: element %d of %d", ErrNotScalar, e, o.Elements())
	}
	ee := o.elem(e)
	return ScalarEval{Element: e, Len: ee.n, step: ee.step}, nil
}

// Values computes v_0 .. v_Len of the element from the op's inputs
// (which must have the shapes the op was made for).
func (ev ScalarEval) Values(inputs []*Tensor) []ScalarValue {
	v := make([]ScalarValue, ev.Len+1)
	v[0] = ev.Init
	for k := 0; k < ev.Len; k++ {
		v[k+1] = ev.Step(k).Exec(v[k], func(in, i int) float32 { return inputs[in].Data[i] })
	}
	return v
}

// Params returns the step's parameters: the Bits of its operands (those
// of a constant operand are its value; the others are zero except for the
// kinds that take parameters, ScalarAdamQ).
func (s ScalarStep) Params() [3]uint32 {
	var c [3]uint32
	for i, a := range s.Args {
		if i < 3 {
			c[i] = a.Bits
		}
	}
	return c
}

// Exec executes the step on value v, reading input elements through
// elem: the result goes to lane Dst of v (and lane 0 clears the others).
// A step whose lanes are out of range gives v unchanged (ScalarOf makes
// none).
func (s ScalarStep) Exec(v ScalarValue, elem func(input, index int) float32) ScalarValue {
	if s.Dst < 0 || s.Dst >= ScalarLanes {
		return v
	}
	for _, a := range s.Args {
		if a.Src == ScalarAcc && (a.Lane < 0 || a.Lane >= ScalarLanes) {
			return v
		}
	}
	r := s.apply(v, elem)
	if s.Dst == 0 {
		return ScalarValue{r}
	}
	v[s.Dst] = r
	return v
}

// apply computes the step's result on value v.
func (s ScalarStep) apply(v ScalarValue, elem func(input, index int) float32) float32 {
	var x [3]float32
	for i, a := range s.Args {
		switch a.Src {
		case ScalarAcc:
			x[i] = v[a.Lane]
		case ScalarElem:
			x[i] = elem(a.Input, a.Index)
		case ScalarConst:
			x[i] = math.Float32frombits(a.Bits)
		}
	}
	return ApplyScalarWith(s.Kind, x[0], x[1], x[2], s.Params())
}

// ErrNotScalar reports an op (or op and shapes) with no scalar
// evaluation: the dispute over it stays with a referee.
var ErrNotScalar = fmt.Errorf("repops: op is not reducible to scalar operations")

// ScalarOps lists the ops ScalarOf reduces.
var ScalarOps = []string{"matmul", "bmm", "linear", "add", "mul", "add_bias", "scale", "sum", "mean", "sum_all", "relu", "dropout", "grad_accum",
	"matmul.grad", "bmm.grad", "linear.grad", "add_bias.grad", "mul.grad", "dropout.grad", "scale.grad", "relu.grad", "sum.grad", "mean.grad",
	"grad_clip", "grad_norm", "grad_sumsq", "add.grad", "sum_all.grad", "adamw", "tanh", "silu", "gelu", "tanh.grad", "silu.grad", "gelu.grad", "sgd",
	"softmax", "log_softmax", "layer_norm", "rms_norm", "softmax.grad", "log_softmax.grad", "layer_norm.grad", "rms_norm.grad", "causal_attention", "causal_attention.grad",
	"embedding", "embedding.grad", "cross_entropy", "cross_entropy.grad", "rotary", "rotary.grad"}

// MaxScalarElements bounds the number of elements of any input or
// output ScalarOf accepts (so that a hostile opening cannot make a
// verifier allocate without bound).
const MaxScalarElements = 1 << 30

// ScalarOf returns the scalar evaluation of op with attributes attrs
// under op-set version version, for tensor inputs of the given shapes
// (in the entry's order). An op that is not reducible, or shapes that do
// not fit it, return an error wrapping ErrNotScalar.
func ScalarOf(version int, op, attrs string, shapes [][]int) (*ScalarOp, error) {
	if err := checkOpSet(version); err != nil {
		return nil, err
	}
	for _, s := range shapes {
		if numel(s) < 0 {
			return nil, fmt.Errorf("%w: %s: shape %v", ErrNotScalar, op, s)
		}
	}
	kv, err := parseAttrs(attrs)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrNotScalar, op, err)
	}
	rule := ScalarMulAdd
	if mmRuleOf(version) == mmFused {
		rule = ScalarFMA
	}
	o := &ScalarOp{Op: op, Inputs: shapes}
	need := func(n int) error {
		if len(shapes) != n {
			return fmt.Errorf("%w: %s takes %d tensor inputs, got %d", ErrNotScalar, op, n, len(shapes))
		}
		return nil
	}
	bad := func() error { return fmt.Errorf("%w: %s: shapes %v do not fit", ErrNotScalar, op, shapes) }
	switch op {
	case "matmul", "bmm":
		if err := need(2); err != nil {
			return nil, err
		}
		ta, tb, err := kv.bools("transA", "transB")
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrNotScalar, op, err)
		}
		mm, ok := newMMView(op == "bmm", 0, 1, shapes[0], shapes[1], ta, tb, rule)
		if !ok {
			return nil, bad()
		}
		o.Out, o.elem = mm.out, mm.elem
	case "linear":
		if err := need(3); err != nil {
			return nil, err
		}
		mm, ok := newMMView(false, 0, 1, shapes[0], shapes[1], false, false, rule)
		if !ok || len(shapes[2]) != 1 || shapes[2][0] != mm.n {
			return nil, bad()
		}
		n := mm.n
		o.Out = mm.out
		o.elem = func(e int) elemEval {
			base := mm.elem(e)
			return elemEval{n: base.n + 1, step: func(k int) ScalarStep {
				if k < base.n {
					return base.step(k)
				}
				return ScalarStep{Kind: ScalarAdd, Args: []ScalarArg{{Src: ScalarAcc}, elemArg(2, e%n)}}
			}}
		}
	case "add", "mul", "grad_accum", "dropout":
		if err := need(2); err != nil {
			return nil, err
		}
		if !sameShape(shapes[0], shapes[1]) {
			return nil, bad()
		}
		kind := ScalarAdd
		if op == "mul" || op == "dropout" {
			kind = ScalarMul
		}
		o.Out = shapes[0]
		o.elem = oneStep(func(e int) ScalarStep { return ScalarStep{Kind: kind, Args: []ScalarArg{elemArg(0, e), elemArg(1, e)}} })
	case "add_bias":
		if err := need(2); err != nil {
			return nil, err
		}
		c := lastDim(shapes[0])
		if len(shapes[1]) != 1 || shapes[1][0] != c || c == 0 {
			return nil, bad()
		}
		o.Out = shapes[0]
		o.elem = oneStep(func(e int) ScalarStep {
			return ScalarStep{Kind: ScalarAdd, Args: []ScalarArg{elemArg(0, e), elemArg(1, e%c)}}
		})
	case "scale":
		if err := need(1); err != nil {
			return nil, err
		}
		s, err := kv.f32("s")
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrNotScalar, op, err)
		}
		o.Out = shapes[0]
		bits := math.Float32bits(s)
		o.elem = oneStep(func(e int) ScalarStep {
			return ScalarStep{Kind: ScalarMul, Args: []ScalarArg{elemArg(0, e), {Src: ScalarConst, Bits: bits}}}
		})
	case "relu":
		if err := need(1); err != nil {
			return nil, err
		}
		o.Out = shapes[0]
		o.elem = oneStep(func(e int) ScalarStep { return ScalarStep{Kind: ScalarReLU, Args: []ScalarArg{elemArg(0, e)}} })
	case "sum", "mean":
		if err := need(1); err != nil {
			return nil, err
		}
		axis, err := kv.int("axis")
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrNotScalar, op, err)
		}
		if axis >= len(shapes[0]) {
			return nil, bad()
		}
		_, n, inner := axisSplit(shapes[0], axis)
		o.Out = append(append([]int{}, shapes[0][:axis]...), shapes[0][axis+1:]...)
		div := op == "mean"
		o.elem = func(e int) elemEval {
			oo, i := e/max(inner, 1), e%max(inner, 1)
			return sumEval(n, func(a int) int { return (oo*n+a)*inner + i }, 0, div)
		}
	case "sum_all":
		if err := need(1); err != nil {
			return nil, err
		}
		n := numel(shapes[0])
		o.Out = []int{1}
		o.elem = func(int) elemEval { return sumEval(n, func(a int) int { return a }, 0, false) }
	case "grad_clip":
		// A gradient and the global norm ([1] or any shape of one
		// element, as ReplayEntry takes it): one step per element.
		if err := need(2); err != nil {
			return nil, err
		}
		if numel(shapes[1]) != 1 {
			return nil, bad()
		}
		mx, err := kv.f32("max")
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrNotScalar, op, err)
		}
		o.Out = shapes[0]
		bits := math.Float32bits(mx)
		o.elem = oneStep(func(e int) ScalarStep {
			return ScalarStep{Kind: ScalarClip, Args: []ScalarArg{elemArg(0, e), elemArg(1, 0), {Src: ScalarConst, Bits: bits}}}
		})
	case "grad_norm", "grad_sumsq":
		// The gradients of the parameters in order: one muladd(x, x, acc)
		// per element of each in order, then (grad_norm) the square root.
		// With from=1, the first input is the sum so far: first a copy of
		// it, mul(in0[0], 1).
		from, err := normFrom(kv)
		if err != nil || len(shapes) <= from || (from == 1 && numel(shapes[0]) != 1) {
			return nil, bad()
		}
		starts := make([]int, len(shapes)+1)
		for i, sh := range shapes {
			starts[i+1] = starts[i] + numel(sh)
			if starts[i+1] > MaxScalarElements {
				return nil, bad()
			}
		}
		total := starts[len(shapes)]
		n := total
		if op == "grad_norm" {
			n++
		}
		o.Out = []int{1}
		o.elem = func(int) elemEval {
			return elemEval{n: n, step: func(k int) ScalarStep {
				if k == total {
					return ScalarStep{Kind: ScalarSqrt, Args: []ScalarArg{{Src: ScalarAcc}}}
				}
				if from == 1 && k == 0 {
					return ScalarStep{Kind: ScalarMul, Args: []ScalarArg{elemArg(0, 0), {Src: ScalarConst, Bits: math.Float32bits(1)}}}
				}
				i := sort.SearchInts(starts[1:], k+1)
				x := elemArg(i, k-starts[i])
				return ScalarStep{Kind: ScalarMulAdd, Args: []ScalarArg{x, x, {Src: ScalarAcc}}}
			}}
		}
	case "adamw":
		return adamwScalarOf(kv, shapes)
	case "sgd":
		return sgdScalarOf(kv, shapes)
	case "softmax", "log_softmax", "layer_norm", "rms_norm":
		return rowScalarOf(op, kv, shapes)
	case "softmax.grad", "log_softmax.grad", "layer_norm.grad", "rms_norm.grad":
		return rowGradScalarOf(op, kv, shapes)
	case "causal_attention":
		return attentionScalarOf(kv, shapes, rule)
	case "causal_attention.grad":
		return attentionGradScalarOf(kv, shapes, rule)
	case "embedding", "embedding.grad":
		return embeddingScalarOf(op, kv, shapes)
	case "cross_entropy", "cross_entropy.grad":
		return crossEntropyScalarOf(op, kv, shapes)
	case "rotary", "rotary.grad":
		return rotaryScalarOf(op, kv, shapes)
	case "tanh", "silu", "gelu":
		if err := need(1); err != nil {
			return nil, err
		}
		if len(kv) != 0 {
			return nil, bad()
		}
		o.Out = shapes[0]
		o.elem = activation(op, false)
	case "tanh.grad", "silu.grad", "gelu.grad":
		return activationGrad(op, kv, shapes)
	case "matmul.grad", "bmm.grad", "linear.grad", "add_bias.grad", "mul.grad", "dropout.grad", "scale.grad", "relu.grad", "sum.grad", "mean.grad",
		"add.grad", "sum_all.grad":
		return gradScalarOf(op, kv, shapes, rule)
	default:
		return nil, fmt.Errorf("%w: %s", ErrNotScalar, op)
	}
	if numel(o.Out) < 0 {
		return nil, bad()
	}
	return o, nil
}

// gradAttrs reads a gradient entry's grad=<mask>,part=<k> attributes: the
// mask, the input the part-th contribution goes to (the part-th input
// whose mask bit is 1; -1 when there is none) and the forward op's
// attributes (the rest but wrt, which only names the input for readers).
func gradAttrs(op string, kv attrMap) (mask string, wrt int, fwd attrMap, err error) {
	if mask, err = kv.get("grad"); err != nil {
		return "", -1, nil, fmt.Errorf("%w: %s: %w", ErrNotScalar, op, err)
	}
	part, err := kv.int("part")
	if err != nil {
		return "", -1, nil, fmt.Errorf("%w: %s: %w", ErrNotScalar, op, err)
	}
	if strings.Trim(mask, "01") != "" {
		return "", -1, nil, fmt.Errorf("%w: %s: grad mask %q", ErrNotScalar, op, mask)
	}
	wrt = -1
	for i, c := 0, 0; i < len(mask); i++ {
		if mask[i] == '1' {
			if c == part {
				wrt = i
				break
			}
			c++
		}
	}
	fwd = attrMap{}
	for k, v := range kv {
		if k != "grad" && k != "part" && k != "wrt" {
			fwd[k] = v
		}
	}
	return mask, wrt, fwd, nil
}

// gradScalarOf handles the reducible gradient contributions: inputs are
// the upstream gradient g, then the forward op's inputs.
func gradScalarOf(op string, kv attrMap, shapes [][]int, rule ScalarKind) (*ScalarOp, error) {
	fwd := strings.TrimSuffix(op, ".grad")
	bad := func() error { return fmt.Errorf("%w: %s: shapes %v do not fit", ErrNotScalar, op, shapes) }
	// The k-th contribution goes to the part-th input whose mask is 1
	// (each of these ops contributes once to each input it is given).
	mask, wrt, _, err := gradAttrs(op, kv)
	if err != nil {
		return nil, err
	}
	o := &ScalarOp{Op: op, Inputs: shapes}
	switch fwd {
	case "matmul", "bmm":
		if len(shapes) != 3 || len(mask) != 2 || wrt < 0 {
			return nil, bad()
		}
		ta, tb, err := kv.bools("transA", "transB")
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrNotScalar, op, err)
		}
		// g is input 0, a input 1, b input 2 (see Tape.MatMul's backward).
		var mm mmView
		var ok bool
		batched := fwd == "bmm"
		switch {
		case wrt == 0 && ta:
			mm, ok = newMMView(batched, 2, 0, shapes[2], shapes[0], tb, true, rule)
		case wrt == 0:
			mm, ok = newMMView(batched, 0, 2, shapes[0], shapes[2], false, !tb, rule)
		case tb:
			mm, ok = newMMView(batched, 0, 1, shapes[0], shapes[1], true, ta, rule)
		default:
			mm, ok = newMMView(batched, 1, 0, shapes[1], shapes[0], !ta, false, rule)
		}
		if !ok || !sameShape(mm.out, shapes[1+wrt]) {
			return nil, bad()
		}
		o.Out, o.elem = mm.out, mm.elem
	case "linear":
		if len(shapes) != 4 || len(mask) != 3 || wrt < 0 {
			return nil, bad()
		}
		// g [N,out], x [N,in], W [in,out], b [out]: every input must fit
		// the forward op, which a replay runs, not only those the
		// contribution reads.
		fw, ok := newMMView(false, 1, 2, shapes[1], shapes[2], false, false, rule)
		if !ok || !sameShape(fw.out, shapes[0]) || len(shapes[3]) != 1 || shapes[3][0] != fw.n {
			return nil, bad()
		}
		var mm mmView
		switch wrt {
		case 0:
			mm, ok = newMMView(false, 0, 2, shapes[0], shapes[2], false, true, rule)
		case 1:
			mm, ok = newMMView(false, 1, 0, shapes[1], shapes[0], true, false, rule)
		}
		if wrt < 2 {
			if !ok || !sameShape(mm.out, shapes[1+wrt]) {
				return nil, bad()
			}
			o.Out, o.elem = mm.out, mm.elem
			break
		}
		if o.Out, o.elem, ok = biasGrad(shapes[0], shapes[3]); !ok {
			return nil, bad()
		}
	case "add_bias":
		// x receives g itself, b the sums of g's columns. x, which the
		// bias contribution does not read, must still fit: a replay runs
		// the forward op, whose output must have g's shape.
		if len(shapes) != 3 || len(mask) != 2 || wrt < 0 || !sameShape(shapes[0], shapes[1]) {
			return nil, bad()
		}
		var ok bool
		var elem func(int) elemEval
		if o.Out, elem, ok = biasGrad(shapes[0], shapes[2]); !ok {
			return nil, bad()
		}
		if wrt == 0 {
			o.Out, elem = shapes[0], copyOf(func(e int) int { return e })
		}
		o.elem = elem
	case "add":
		// Both inputs receive g itself.
		if len(shapes) != 3 || len(mask) != 2 || wrt < 0 || !sameShape(shapes[0], shapes[1]) || !sameShape(shapes[0], shapes[2]) {
			return nil, bad()
		}
		o.Out, o.elem = shapes[0], copyOf(func(e int) int { return e })
	case "sum_all":
		// x receives g[0] (the output is a scalar, shape []) everywhere.
		if len(shapes) != 2 || mask != "1" || len(shapes[0]) != 0 {
			return nil, bad()
		}
		o.Out, o.elem = shapes[1], copyOf(func(int) int { return 0 })
	case "mul", "dropout":
		// g [same shape], a, b: a receives g*b, b receives g*a.
		if len(shapes) != 3 || len(mask) != 2 || wrt < 0 || !sameShape(shapes[0], shapes[1]) || !sameShape(shapes[0], shapes[2]) {
			return nil, bad()
		}
		other := 2 - wrt
		o.Out = shapes[0]
		o.elem = oneStep(func(e int) ScalarStep {
			return ScalarStep{Kind: ScalarMul, Args: []ScalarArg{elemArg(0, e), elemArg(other, e)}}
		})
	case "scale":
		s, err := kv.f32("s")
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrNotScalar, op, err)
		}
		if len(shapes) != 2 || mask != "1" || !sameShape(shapes[0], shapes[1]) {
			return nil, bad()
		}
		bits := math.Float32bits(s)
		o.Out = shapes[0]
		o.elem = oneStep(func(e int) ScalarStep {
			return ScalarStep{Kind: ScalarMul, Args: []ScalarArg{elemArg(0, e), {Src: ScalarConst, Bits: bits}}}
		})
	case "relu":
		if len(shapes) != 2 || mask != "1" || !sameShape(shapes[0], shapes[1]) {
			return nil, bad()
		}
		o.Out = shapes[0]
		o.elem = oneStep(func(e int) ScalarStep {
			return ScalarStep{Kind: ScalarReLUGrad, Args: []ScalarArg{elemArg(0, e), elemArg(1, e)}}
		})
	case "sum", "mean":
		// g has x's shape without the axis; x receives g broadcast along
		// it, times 1 (sum) or divided by n and then times 1 (mean).
		axis, err := kv.int("axis")
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrNotScalar, op, err)
		}
		if len(shapes) != 2 || mask != "1" || axis >= len(shapes[1]) {
			return nil, bad()
		}
		x := shapes[1]
		if !sameShape(shapes[0], append(append([]int{}, x[:axis]...), x[axis+1:]...)) {
			return nil, bad()
		}
		_, n, inner := axisSplit(x, axis)
		one, nb := math.Float32bits(1), math.Float32bits(float32(n))
		mean := fwd == "mean"
		o.Out = x
		o.elem = func(e int) elemEval {
			oo, i := e/max(n*inner, 1), e%max(inner, 1)
			g := elemArg(0, oo*inner+i)
			if !mean {
				return elemEval{n: 1, step: func(int) ScalarStep {
					return ScalarStep{Kind: ScalarMul, Args: []ScalarArg{g, {Src: ScalarConst, Bits: one}}}
				}}
			}
			return elemEval{n: 2, step: func(k int) ScalarStep {
				if k == 0 {
					return ScalarStep{Kind: ScalarDiv, Args: []ScalarArg{g, {Src: ScalarConst, Bits: nb}}}
				}
				return ScalarStep{Kind: ScalarMul, Args: []ScalarArg{{Src: ScalarAcc}, {Src: ScalarConst, Bits: one}}}
			}}
		}
	default:
		return nil, fmt.Errorf("%w: %s", ErrNotScalar, op)
	}
	return o, nil
}

// activation is the evaluation of element e of tanh, silu or gelu (grad
// false: input 0 is x) or of its gradient (grad true: input 0 is the
// upstream gradient g, input 1 is x), each exactly as the op computes it
// (the gradients recompute the forward values they read from x):
//
//   - tanh: Tanh(x); tanh.grad: Tanh(x), then t*t, 1 - acc, g * acc.
//   - silu: Sigmoid(x), then x * acc; silu.grad: Sigmoid(x), then
//     SiLUGrad(x, acc), g * acc.
//   - gelu: x*x, acc * float32(a*x), x + acc, c * acc (u), Tanh(acc),
//     1 + acc, acc * float32(0.5*x); gelu.grad: the same to Tanh(acc),
//     then GELUGrad(x, acc), g * acc.
func activation(op string, grad bool) func(int) elemEval {
	acc := ScalarArg{Src: ScalarAcc}
	konst := func(v float32) ScalarArg { return ScalarArg{Src: ScalarConst, Bits: math.Float32bits(v)} }
	xi := 0
	if grad {
		xi = 1
	}
	var steps func(x, g ScalarArg) []ScalarStep
	switch op {
	case "tanh":
		steps = func(x, g ScalarArg) []ScalarStep {
			s := []ScalarStep{{Kind: ScalarTanh, Args: []ScalarArg{x}}}
			if grad {
				s = append(s, ScalarStep{Kind: ScalarMul, Args: []ScalarArg{acc, acc}},
					ScalarStep{Kind: ScalarSub, Args: []ScalarArg{konst(1), acc}},
					ScalarStep{Kind: ScalarMul, Args: []ScalarArg{g, acc}})
			}
			return s
		}
	case "silu":
		steps = func(x, g ScalarArg) []ScalarStep {
			s := []ScalarStep{{Kind: ScalarSigmoid, Args: []ScalarArg{x}}}
			if grad {
				return append(s, ScalarStep{Kind: ScalarSiLUGrad, Args: []ScalarArg{x, acc}},
					ScalarStep{Kind: ScalarMul, Args: []ScalarArg{g, acc}})
			}
			return append(s, ScalarStep{Kind: ScalarMul, Args: []ScalarArg{x, acc}})
		}
	default: // gelu
		steps = func(x, g ScalarArg) []ScalarStep {
			s := []ScalarStep{
				{Kind: ScalarMul, Args: []ScalarArg{x, x}},
				{Kind: ScalarMulProd, Args: []ScalarArg{acc, konst(geluA), x}},
				{Kind: ScalarAdd, Args: []ScalarArg{x, acc}},
				{Kind: ScalarMul, Args: []ScalarArg{konst(geluC), acc}},
				{Kind: ScalarTanh, Args: []ScalarArg{acc}},
			}
			if grad {
				return append(s, ScalarStep{Kind: ScalarGELUGrad, Args: []ScalarArg{x, acc}},
					ScalarStep{Kind: ScalarMul, Args: []ScalarArg{g, acc}})
			}
			return append(s, ScalarStep{Kind: ScalarAdd, Args: []ScalarArg{konst(1), acc}},
				ScalarStep{Kind: ScalarMulProd, Args: []ScalarArg{acc, konst(0.5), x}})
		}
	}
	return func(e int) elemEval {
		s := steps(elemArg(xi, e), elemArg(0, e))
		return elemEval{n: len(s), step: func(k int) ScalarStep { return s[k] }}
	}
}

// activationGrad is the evaluation of tanh.grad, silu.grad or gelu.grad:
// inputs g and x of one shape, grad=1, part 0.
func activationGrad(op string, kv attrMap, shapes [][]int) (*ScalarOp, error) {
	bad := func() (*ScalarOp, error) {
		return nil, fmt.Errorf("%w: %s: shapes %v do not fit", ErrNotScalar, op, shapes)
	}
	mask, wrt, _, err := gradAttrs(op, kv)
	if err != nil {
		return nil, err
	}
	if mask != "1" || wrt != 0 || len(shapes) != 2 || !sameShape(shapes[0], shapes[1]) {
		return bad()
	}
	return &ScalarOp{Op: op, Inputs: shapes, Out: shapes[1], elem: activation(strings.TrimSuffix(op, ".grad"), true)}, nil
}

// AdamWSteps is the number of scalar steps of every element of an adamw
// entry (the updated value's; the moments' are padded with additions of
// -0, which change nothing).
const AdamWSteps = 9

// adamwScalarOf is the scalar evaluation of an "adamw" entry: inputs p, g,
// m, v of one shape (N elements), outputs the updated value, first and
// second moment (AdamW.Step), as one output of 3N elements in that order.
// Element j of the new second moment: mul(1-b2, g[j]), mul(acc, g[j]),
// muladd(b2, v[j], acc); of the first: mul(b1, m[j]), muladd(1-b1, g[j],
// acc); of the value: the second moment's three steps, div(acc, bc2),
// sqrt(acc), add(acc, eps) (the denominator), adamq(m[j], g[j], acc)
// with parameters b1, 1-b1, bc1, mul(lr, acc), adamp(p[j], lr*wd, acc).
// The bias corrections bc1, bc2 (AdamWBiasCorrection) are taken for
// 0 <= beta < 1 (bits below 0x3F800000) only, as the contract computes
// them; an entry with other betas does not reduce.
func adamwScalarOf(kv attrMap, shapes [][]int) (*ScalarOp, error) {
	bad := func(why string) (*ScalarOp, error) {
		return nil, fmt.Errorf("%w: adamw: %s", ErrNotScalar, why)
	}
	if len(shapes) != 4 {
		return bad(fmt.Sprintf("takes 4 tensor inputs, got %d", len(shapes)))
	}
	for _, sh := range shapes[1:] {
		if !sameShape(sh, shapes[0]) {
			return bad(fmt.Sprintf("shapes %v differ", shapes))
		}
	}
	c, t, err := adamwAttrs(kv)
	if err != nil {
		return bad(err.Error())
	}
	if math.Float32bits(c.Beta1) >= 0x3F800000 || math.Float32bits(c.Beta2) >= 0x3F800000 {
		return bad("betas outside [0, 1)")
	}
	n := numel(shapes[0])
	if n < 0 || 3*n > MaxScalarElements {
		return bad(fmt.Sprintf("shape %v", shapes[0]))
	}
	bc1, bc2 := AdamWBiasCorrection(c.Beta1, t), AdamWBiasCorrection(c.Beta2, t)
	ob1, ob2 := 1-c.Beta1, 1-c.Beta2
	lrwd := float32(c.LR * c.WeightDecay)
	f := math.Float32bits
	konst := func(v float32) ScalarArg { return ScalarArg{Src: ScalarConst, Bits: f(v)} }
	acc := ScalarArg{Src: ScalarAcc}
	noop := ScalarStep{Kind: ScalarAdd, Args: []ScalarArg{acc, {Src: ScalarConst, Bits: 0x80000000}}}
	o := &ScalarOp{Op: "adamw", Inputs: shapes, Out: []int{3 * n}}
	o.elem = func(e int) elemEval {
		region, j := e/max(n, 1), e%max(n, 1)
		second := func(k int) ScalarStep { // the new second moment, k < 3
			switch k {
			case 0:
				return ScalarStep{Kind: ScalarMul, Args: []ScalarArg{konst(ob2), elemArg(1, j)}}
			case 1:
				return ScalarStep{Kind: ScalarMul, Args: []ScalarArg{acc, elemArg(1, j)}}
			}
			return ScalarStep{Kind: ScalarMulAdd, Args: []ScalarArg{konst(c.Beta2), elemArg(3, j), acc}}
		}
		return elemEval{n: AdamWSteps, step: func(k int) ScalarStep {
			switch region {
			case 1: // the first moment
				switch k {
				case 0:
					return ScalarStep{Kind: ScalarMul, Args: []ScalarArg{konst(c.Beta1), elemArg(2, j)}}
				case 1:
					return ScalarStep{Kind: ScalarMulAdd, Args: []ScalarArg{konst(ob1), elemArg(1, j), acc}}
				}
				return noop
			case 2: // the second moment
				if k < 3 {
					return second(k)
				}
				return noop
			}
			switch k {
			case 0, 1, 2:
				return second(k)
			case 3:
				return ScalarStep{Kind: ScalarDiv, Args: []ScalarArg{acc, konst(bc2)}}
			case 4:
				return ScalarStep{Kind: ScalarSqrt, Args: []ScalarArg{acc}}
			case 5:
				return ScalarStep{Kind: ScalarAdd, Args: []ScalarArg{acc, konst(c.Eps)}}
			case 6:
				m, g := elemArg(2, j), elemArg(1, j)
				m.Bits, g.Bits = f(c.Beta1), f(ob1)
				return ScalarStep{Kind: ScalarAdamQ, Args: []ScalarArg{m, g, {Src: ScalarAcc, Bits: f(bc1)}}}
			case 7:
				return ScalarStep{Kind: ScalarMul, Args: []ScalarArg{konst(c.LR), acc}}
			}
			return ScalarStep{Kind: ScalarAdamP, Args: []ScalarArg{elemArg(0, j), konst(lrwd), acc}}
		}}
	}
	return o, nil
}

// rowScalarOf is the scalar evaluation of the ops over the rows of their
// last dimension (n elements), whose elements keep running values in
// lanes: element (r, j) of input x (0), with gamma (1) and beta (2) of
// shape [n] for the normalizations. softmax and log_softmax: l1 = mul(x0,
// 1), then l1 = max(l1, x_k) for k >= 1 (the row's maximum m); for every
// k l3 = sub(x_k, l1), l3 = exp(l3), l2 = add(l2, l3) (the sum s); then
// softmax: l3 = sub(x_j, l1), l3 = exp(l3), div(l3, l2); log_softmax: l2 =
// log(l2), l3 = sub(x_j, l1), sub(l3, l2). layer_norm: l1 = add(l1, x_k)
// for every k, l1 = div(l1, n) (the mean); l3 = sub(x_k, l1), l2 =
// muladd(l3, l3, l2) for every k; l2 = div(l2, n), l2 = add(l2, eps),
// l2 = rsqrt(l2) (r); l3 = sub(x_j, l1), l3 = mul(l3, l2) (xhat);
// mul(l3, gamma_j), add(acc, beta_j). rms_norm: l2 = muladd(x_k, x_k, l2)
// for every k; l2 = div(l2, n), l2 = add(l2, eps), l2 = rsqrt(l2); l3 =
// mul(x_j, l2); mul(l3, gamma_j).
func rowScalarOf(op string, kv attrMap, shapes [][]int) (*ScalarOp, error) {
	bad := func() (*ScalarOp, error) {
		return nil, fmt.Errorf("%w: %s: shapes %v do not fit", ErrNotScalar, op, shapes)
	}
	norm := op == "layer_norm" || op == "rms_norm"
	want := 1
	if op == "layer_norm" {
		want = 3
	} else if op == "rms_norm" {
		want = 2
	}
	if len(shapes) != want || len(shapes[0]) == 0 {
		return bad()
	}
	n := shapes[0][len(shapes[0])-1]
	if n < 1 || n >= 1<<24 {
		return bad()
	}
	for _, s := range shapes[1:] {
		if len(s) != 1 || s[0] != n {
			return bad()
		}
	}
	var eps uint32
	if norm {
		v, err := kv.f32("eps")
		if err != nil || len(kv) != 1 {
			return nil, fmt.Errorf("%w: %s: attributes: eps=<float32 bits in hex>", ErrNotScalar, op)
		}
		eps = math.Float32bits(v)
	} else if len(kv) != 0 {
		return bad()
	}
	l := func(lane int) ScalarArg { return ScalarArg{Src: ScalarAcc, Lane: lane} }
	c := func(bits uint32) ScalarArg { return ScalarArg{Src: ScalarConst, Bits: bits} }
	st := func(k ScalarKind, dst int, args ...ScalarArg) ScalarStep {
		return ScalarStep{Kind: k, Args: args, Dst: dst}
	}
	nb := math.Float32bits(float32(n))
	// rsq is step p of r = rsqrt(l2/n + eps) into lane 2 (the normalizations').
	rsq := func(p int) ScalarStep {
		switch p {
		case 0:
			return st(ScalarDiv, 2, l(2), c(nb))
		case 1:
			return st(ScalarAdd, 2, l(2), c(eps))
		}
		return st(ScalarRsqrt, 2, l(2))
	}
	o := &ScalarOp{Op: op, Inputs: shapes, Out: shapes[0]}
	var length int
	switch op {
	case "softmax", "log_softmax":
		length = 4*n + 3
	case "layer_norm":
		length = 3*n + 8
	default:
		length = n + 5
	}
	o.elem = func(e int) elemEval {
		r, j := e/n, e%n
		x := func(k int) ScalarArg { return elemArg(0, r*n+k) }
		ms := rowMaxSum(n, x, false)
		return elemEval{n: length, step: func(k int) ScalarStep {
			switch op {
			case "softmax", "log_softmax":
				if k < 4*n {
					return ms.f(k)
				}
				if op == "softmax" {
					switch k - 4*n {
					case 0:
						return st(ScalarSub, 3, x(j), l(1))
					case 1:
						return st(ScalarExp, 3, l(3))
					}
					return st(ScalarDiv, 0, l(3), l(2))
				}
				switch k - 4*n {
				case 0:
					return st(ScalarLog, 2, l(2))
				case 1:
					return st(ScalarSub, 3, x(j), l(1))
				}
				return st(ScalarSub, 0, l(3), l(2))
			case "layer_norm":
				switch {
				case k < n:
					return st(ScalarAdd, 1, l(1), x(k))
				case k == n:
					return st(ScalarDiv, 1, l(1), c(nb))
				case k < 3*n+1:
					t := (k - n - 1) / 2
					if (k-n-1)%2 == 0 {
						return st(ScalarSub, 3, x(t), l(1))
					}
					return st(ScalarMulAdd, 2, l(3), l(3), l(2))
				}
				switch p := k - 3*n - 1; p {
				case 0, 1, 2:
					return rsq(p)
				case 3:
					return st(ScalarSub, 3, x(j), l(1))
				case 4:
					return st(ScalarMul, 3, l(3), l(2))
				case 5:
					return st(ScalarMul, 0, l(3), elemArg(1, j))
				}
				return st(ScalarAdd, 0, l(0), elemArg(2, j))
			}
			// rms_norm
			if k < n {
				return st(ScalarMulAdd, 2, x(k), x(k), l(2))
			}
			if p := k - n; p < 3 {
				return rsq(p)
			}
			if k-n == 3 {
				return st(ScalarMul, 3, x(j), l(2))
			}
			return st(ScalarMul, 0, l(3), elemArg(1, j))
		}}
	}
	if numel(shapes[0]) <= 0 {
		return bad()
	}
	return o, nil
}

// attentionScalarOf is the scalar evaluation of causal_attention: inputs
// q, k, v of shape [B*T, D], heads H of width hd = D/H. Element (b*T+i,
// h*hd+c) of the output, with rule the op set's matrix-product step
// (muladd or fma): l5 = rsqrt(hd) (the scale); for j = 0..i the score
// into l3 (hd rule steps over the head's columns, the first added to +0,
// then l3 = mul(l3, l5)) and l1 = mul(l3, 1) (j = 0) or max(l1, l3) (the
// row's maximum); for j = 0..i the score again, l3 = sub(l3, l1), l3 =
// exp(l3), l2 = add(l2, l3) (the sum, its first term added to +0); for
// j = 0..T-1 the term of P V:
// for j <= i the score, sub, exp, l3 = div(l3, l2) (p_ij), then l4 =
// rule(l3, v_jc, l4), for j > i l4 = rule(0, v_jc, l4) (p_ij = 0, as
// the canonical P V adds it); then mul(l4, 1). So that every element
// takes the same number of steps, as the game requires, each of the three
// passes has a block for every j < T: a j > i block is additions of -0
// to lane 7, which change nothing (in the last pass, before its rule
// step): 2 + T (3 hd + 11) steps.
func attentionScalarOf(kv attrMap, shapes [][]int, rule ScalarKind) (*ScalarOp, error) {
	bad := func() (*ScalarOp, error) {
		return nil, fmt.Errorf("%w: causal_attention: shapes %v do not fit", ErrNotScalar, shapes)
	}
	b, err1 := kv.int("batch")
	T, err2 := kv.int("seq")
	H, err3 := kv.int("heads")
	if err1 != nil || err2 != nil || err3 != nil || len(kv) != 3 {
		return nil, fmt.Errorf("%w: causal_attention: attributes batch, seq and heads", ErrNotScalar)
	}
	if len(shapes) != 3 || len(shapes[0]) != 2 || !sameShape(shapes[0], shapes[1]) || !sameShape(shapes[0], shapes[2]) {
		return bad()
	}
	D := shapes[0][1]
	if b < 1 || T < 1 || H < 1 || D < 1 || D%H != 0 || shapes[0][0] != b*T || T > 1<<16 || D/H >= 1<<24 {
		return bad()
	}
	hd := D / H
	l := func(lane int) ScalarArg { return ScalarArg{Src: ScalarAcc, Lane: lane} }
	c := func(bits uint32) ScalarArg { return ScalarArg{Src: ScalarConst, Bits: bits} }
	st := func(k ScalarKind, dst int, args ...ScalarArg) ScalarStep {
		return ScalarStep{Kind: k, Args: args, Dst: dst}
	}
	one := math.Float32bits(1)
	o := &ScalarOp{Op: "causal_attention", Inputs: shapes, Out: shapes[0]}
	o.elem = func(e int) elemEval {
		row, col := e/D, e%D
		seq, i := row/T, row%T
		h := col / hd
		// score(j) is the hd steps of q_i . k_j over head h, then the scale.
		score := func(j, t int) ScalarStep {
			if t == hd {
				return st(ScalarMul, 3, l(3), l(5))
			}
			z := l(3)
			if t == 0 {
				z = c(0)
			}
			return st(rule, 3, elemArg(0, row*D+h*hd+t), elemArg(1, (seq*T+j)*D+h*hd+t), z)
		}
		noop := st(ScalarAdd, 7, l(7), c(0x80000000))
		return segEval(
			seg{1, func(int) ScalarStep { return st(ScalarRsqrt, 5, c(math.Float32bits(float32(hd)))) }},
			seg{T * (hd + 2), func(k int) ScalarStep {
				j, t := k/(hd+2), k%(hd+2)
				switch {
				case j > i:
					return noop
				case t <= hd:
					return score(j, t)
				case j == 0:
					return st(ScalarMul, 1, l(3), c(one))
				}
				return st(ScalarMax, 1, l(1), l(3))
			}},
			seg{T * (hd + 4), func(k int) ScalarStep {
				j, t := k/(hd+4), k%(hd+4)
				switch {
				case j > i:
					return noop
				case t <= hd:
					return score(j, t)
				case t == hd+1:
					return st(ScalarSub, 3, l(3), l(1))
				case t == hd+2:
					return st(ScalarExp, 3, l(3))
				case j == 0:
					return st(ScalarAdd, 2, c(0), l(3))
				}
				return st(ScalarAdd, 2, l(2), l(3))
			}},
			seg{T * (hd + 5), func(k int) ScalarStep {
				j, t := k/(hd+5), k%(hd+5)
				v := elemArg(2, (seq*T+j)*D+col)
				switch {
				case j > i && t < hd+4:
					return noop
				case j > i:
					return st(rule, 4, c(0), v, l(4))
				case t <= hd:
					return score(j, t)
				case t == hd+1:
					return st(ScalarSub, 3, l(3), l(1))
				case t == hd+2:
					return st(ScalarExp, 3, l(3))
				case t == hd+3:
					return st(ScalarDiv, 3, l(3), l(2))
				}
				return st(rule, 4, l(3), v, l(4))
			}},
			seg{1, func(int) ScalarStep { return st(ScalarMul, 0, l(4), c(one)) }},
		)
	}
	return o, nil
}

// attentionGradScalarOf is the scalar evaluation of causal_attention.grad:
// inputs g (the upstream gradient), q, k, v of shape [B*T, D], the part
// for q, k or v (grad mask and part). An element recomputes what it needs
// of the forward pass and of the backward's row sums, in lanes: the scale
// in l5; for a query row r its maximum score (l1) and sum of exponentials
// (l2), each pass over T blocks and its first term added to +0 (a later
// row starts afresh); p_rj = exp(s_rj - m_r) / s_r into l3; dp_rj =
// dot(g_r, v_j) into l4 (the op set's matrix step); the row sum c_r =
// sum over j <= r of float32(p_rj*dp_rj) into l6 (muladd in every op
// set); ds_rj = float32(float32(p_rj*(dp_rj - c_r))*scale) into l4; and
// the output's sum in l7, ending in mul(l7, 1):
//
//   - dq_ic = sum over j of ds_ij k_jc (ds_ij = 0 for j > i),
//   - dk_jc = sum over i of ds_ij q_ic (ds_ij = 0 for i < j),
//   - dv_jc = sum over i of p_ij g_ic (p_ij = 0 for i < j),
//
// each term the op set's matrix step, a zero term rule(0, x, l7) after
// additions of -0 to lane 7 (which change nothing) as many as a term's
// other steps, so every element takes the same number of steps.
func attentionGradScalarOf(kv attrMap, shapes [][]int, rule ScalarKind) (*ScalarOp, error) {
	bad := func() (*ScalarOp, error) {
		return nil, fmt.Errorf("%w: causal_attention.grad: shapes %v do not fit", ErrNotScalar, shapes)
	}
	mask, wrt, fkv, err := gradAttrs("causal_attention.grad", kv)
	if err != nil {
		return nil, err
	}
	if len(mask) != 3 || wrt < 0 || len(shapes) != 4 || !sameShape(shapes[0], shapes[1]) {
		return bad()
	}
	if _, err := attentionScalarOf(fkv, shapes[1:], rule); err != nil {
		return nil, fmt.Errorf("%w: causal_attention.grad: %w", ErrNotScalar, err)
	}
	T, _ := fkv.int("seq")
	H, _ := fkv.int("heads")
	D := shapes[1][1]
	hd := D / H
	l := func(lane int) ScalarArg { return ScalarArg{Src: ScalarAcc, Lane: lane} }
	c := func(bits uint32) ScalarArg { return ScalarArg{Src: ScalarConst, Bits: bits} }
	st := func(k ScalarKind, dst int, args ...ScalarArg) ScalarStep {
		return ScalarStep{Kind: k, Args: args, Dst: dst}
	}
	one := math.Float32bits(1)
	// noop adds -0 to lane 7 (the output's sum): it changes nothing.
	noop := st(ScalarAdd, 7, l(7), c(0x80000000))
	o := &ScalarOp{Op: "causal_attention.grad", Inputs: shapes, Out: shapes[1+wrt]}
	o.elem = func(e int) elemEval {
		row, col := e/D, e%D
		seq, pos := row/T, row%T
		h := col / hd
		at := func(input, r, cc int) ScalarArg { return elemArg(input, (seq*T+r)*D+h*hd+cc) }
		score := func(r, j int) seg { // s_rj * scale into l3
			return seg{hd + 1, func(t int) ScalarStep {
				if t == hd {
					return st(ScalarMul, 3, l(3), l(5))
				}
				z := l(3)
				if t == 0 {
					z = c(0)
				}
				return st(rule, 3, at(1, r, t), at(2, j, t), z)
			}}
		}
		// stats are row r's maximum (l1) and sum (l2): T blocks each.
		stats := func(r int) []seg {
			return []seg{
				{T * (hd + 2), func(k int) ScalarStep {
					j, t := k/(hd+2), k%(hd+2)
					switch {
					case j > r:
						return noop
					case t <= hd:
						return score(r, j).f(t)
					case j == 0:
						return st(ScalarMul, 1, l(3), c(one))
					}
					return st(ScalarMax, 1, l(1), l(3))
				}},
				{T * (hd + 4), func(k int) ScalarStep {
					j, t := k/(hd+4), k%(hd+4)
					switch {
					case j > r:
						return noop
					case t <= hd:
						return score(r, j).f(t)
					case t == hd+1:
						return st(ScalarSub, 3, l(3), l(1))
					case t == hd+2:
						return st(ScalarExp, 3, l(3))
					case j == 0:
						return st(ScalarAdd, 2, c(0), l(3))
					}
					return st(ScalarAdd, 2, l(2), l(3))
				}},
			}
		}
		// p is p_rj into l3 (hd+4 steps), dp dp_rj into l4 (hd steps).
		p := func(r, j, t int) ScalarStep {
			switch {
			case t <= hd:
				return score(r, j).f(t)
			case t == hd+1:
				return st(ScalarSub, 3, l(3), l(1))
			case t == hd+2:
				return st(ScalarExp, 3, l(3))
			}
			return st(ScalarDiv, 3, l(3), l(2))
		}
		dp := func(r, j, t int) ScalarStep {
			z := l(4)
			if t == 0 {
				z = c(0)
			}
			return st(rule, 4, at(0, r, t), at(3, j, t), z)
		}
		// crow is c_r into l6: T blocks of 2hd+5.
		crow := func(r int) seg {
			w := 2*hd + 5
			return seg{T * w, func(k int) ScalarStep {
				j, t := k/w, k%w
				switch {
				case j > r:
					return noop
				case t < hd+4:
					return p(r, j, t)
				case t < 2*hd+4:
					return dp(r, j, t-hd-4)
				case j == 0:
					return st(ScalarMulAdd, 6, l(3), l(4), c(0))
				}
				return st(ScalarMulAdd, 6, l(3), l(4), l(6))
			}}
		}
		// ds is ds_rj into l4, after p and dp: 3 steps.
		ds := func(t int) ScalarStep {
			switch t {
			case 0:
				return st(ScalarSub, 4, l(4), l(6))
			case 1:
				return st(ScalarMul, 4, l(3), l(4))
			}
			return st(ScalarMul, 4, l(4), l(5))
		}
		segs := []seg{{1, func(int) ScalarStep { return st(ScalarRsqrt, 5, c(math.Float32bits(float32(hd)))) }}}
		switch wrt {
		case 0: // dq: row pos's statistics and c, then a term per key j
			segs = append(segs, stats(pos)...)
			segs = append(segs, crow(pos))
			w := 2*hd + 8
			segs = append(segs, seg{T * w, func(k int) ScalarStep {
				j, t := k/w, k%w
				kx := elemArg(2, (seq*T+j)*D+col)
				switch {
				case j > pos && t < w-1:
					return noop
				case j > pos:
					return st(rule, 7, c(0), kx, l(7))
				case t < hd+4:
					return p(pos, j, t)
				case t < 2*hd+4:
					return dp(pos, j, t-hd-4)
				case t < 2*hd+7:
					return ds(t - 2*hd - 4)
				}
				return st(rule, 7, l(4), kx, l(7))
			}})
		default: // dk, dv: a term per query row i (its statistics each time)
			statN := T * (2*hd + 6)
			var w int
			if wrt == 1 {
				w = statN + T*(2*hd+5) + 2*hd + 8
			} else {
				w = statN + hd + 5
			}
			segs = append(segs, seg{T * w, func(k int) ScalarStep {
				i, t := k/w, k%w
				out := 1 // dk: q_ic; dv: g_ic
				if wrt == 2 {
					out = 0
				}
				x := elemArg(out, (seq*T+i)*D+col)
				if i < pos {
					if t < w-1 {
						return noop
					}
					return st(rule, 7, c(0), x, l(7))
				}
				for _, s := range stats(i) {
					if t < s.n {
						return s.f(t)
					}
					t -= s.n
				}
				if wrt == 2 {
					if t < hd+4 {
						return p(i, pos, t)
					}
					return st(rule, 7, l(3), x, l(7))
				}
				if cr := crow(i); t < cr.n {
					return cr.f(t)
				} else {
					t -= cr.n
				}
				switch {
				case t < hd+4:
					return p(i, pos, t)
				case t < 2*hd+4:
					return dp(i, pos, t-hd-4)
				case t < 2*hd+7:
					return ds(t - 2*hd - 4)
				}
				return st(rule, 7, l(4), x, l(7))
			}})
		}
		segs = append(segs, seg{1, func(int) ScalarStep { return st(ScalarMul, 0, l(7), c(one)) }})
		return segEval(segs...)
	}
	return o, nil
}

// seg is a run of n steps of an evaluation, step i of it f(i).
type seg struct {
	n int
	f func(i int) ScalarStep
}

// segEval is the evaluation made of segs in order.
func segEval(segs ...seg) elemEval {
	total := 0
	for _, s := range segs {
		total += s.n
	}
	return elemEval{n: total, step: func(k int) ScalarStep {
		for _, s := range segs {
			if k < s.n {
				return s.f(k)
			}
			k -= s.n
		}
		panic("repops: scalar step out of range")
	}}
}

// rowMaxSum is the 4n steps that put the maximum of a row's values x(0),
// ..., x(n-1) into lane 1 and the sum of exp(x(k) - max) into lane 2, each
// term through lane 3: softmax's, its gradients' and the loss's running
// values, step for step as the contract's. With reset the sum's first term
// is added to +0 rather than to lane 2 (a row after another in the same
// lanes).
func rowMaxSum(n int, x func(k int) ScalarArg, reset bool) seg {
	acc := func(lane int) ScalarArg { return ScalarArg{Src: ScalarAcc, Lane: lane} }
	return seg{4 * n, func(k int) ScalarStep {
		switch {
		case k == 0:
			return ScalarStep{Kind: ScalarMul, Dst: 1, Args: []ScalarArg{x(0), {Src: ScalarConst, Bits: math.Float32bits(1)}}}
		case k < n:
			return ScalarStep{Kind: ScalarMax, Dst: 1, Args: []ScalarArg{acc(1), x(k)}}
		}
		t := (k - n) / 3
		switch (k - n) % 3 {
		case 0:
			return ScalarStep{Kind: ScalarSub, Dst: 3, Args: []ScalarArg{x(t), acc(1)}}
		case 1:
			return ScalarStep{Kind: ScalarExp, Dst: 3, Args: []ScalarArg{acc(3)}}
		}
		if reset && t == 0 {
			return ScalarStep{Kind: ScalarAdd, Dst: 2, Args: []ScalarArg{{Src: ScalarConst}, acc(3)}}
		}
		return ScalarStep{Kind: ScalarAdd, Dst: 2, Args: []ScalarArg{acc(2), acc(3)}}
	}}
}

// rowGradScalarOf is the scalar evaluation of the row ops' gradients:
// inputs the upstream gradient g (0), then x (1) and, for the
// normalizations, gamma (2) and beta (3), as rowScalarOf's. Each element
// recomputes the forward running values it needs, in the lanes
// rowScalarOf uses (l1 the maximum or mean, l2 the sum or r, l3 a term),
// then:
//
//   - softmax.grad (dx): for every k, y_k into l3 (sub, exp, div), l4 =
//     muladd(g_k, l3, l4) (the dot product); y_j into l3, l5 = sub(g_j,
//     l4), mul(l3, l5).
//   - log_softmax.grad: l2 = log(l2); l4 = add(l4, g_k) for every k; l3 =
//     sub(x_j, l1), l3 = sub(l3, l2) (y_j), l3 = exp(l3), l3 = mul(l3, l4),
//     sub(g_j, l3).
//   - layer_norm.grad and rms_norm.grad, x's part: for every k, l3 =
//     mul(g_k, gamma_k) (h), (layer_norm) l4 = add(l4, l3) (the sum a),
//     l6 = xhat_k (layer_norm: sub(x_k, l1), mul(l6, l2); rms_norm:
//     mul(x_k, l2)), l5 = muladd(l3, l6, l5) (the sum b); then
//     (layer_norm) l4 = div(l4, n), l5 = div(l5, n), l3 = mul(g_j,
//     gamma_j), (layer_norm) l3 = sub(l3, l4), l6 = xhat_j, l6 = mul(l6,
//     l5), l3 = sub(l3, l6), mul(l2, l3).
//   - their gamma part: for every row, the row's forward values again
//     (its first sum term added to +0, not to the lane), l3 = xhat_j,
//     l7 = muladd(g_rj, l3, l7); then mul(l7, 1). layer_norm's beta part:
//     add(acc, g_rj) over the rows.
func rowGradScalarOf(op string, kv attrMap, shapes [][]int) (*ScalarOp, error) {
	fwd := strings.TrimSuffix(op, ".grad")
	bad := func() (*ScalarOp, error) {
		return nil, fmt.Errorf("%w: %s: shapes %v do not fit", ErrNotScalar, op, shapes)
	}
	mask, wrt, fkv, err := gradAttrs(op, kv)
	if err != nil {
		return nil, err
	}
	if len(shapes) < 2 || wrt < 0 {
		return bad()
	}
	if _, err := rowScalarOf(fwd, fkv, shapes[1:]); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrNotScalar, op, err)
	}
	if len(mask) != len(shapes)-1 || !sameShape(shapes[0], shapes[1]) {
		return bad()
	}
	x := shapes[1]
	n := x[len(x)-1]
	rows := numel(x) / n
	var eps uint32
	if fwd == "layer_norm" || fwd == "rms_norm" {
		v, _ := fkv.f32("eps")
		eps = math.Float32bits(v)
	}
	l := func(lane int) ScalarArg { return ScalarArg{Src: ScalarAcc, Lane: lane} }
	c := func(bits uint32) ScalarArg { return ScalarArg{Src: ScalarConst, Bits: bits} }
	st := func(k ScalarKind, dst int, args ...ScalarArg) ScalarStep {
		return ScalarStep{Kind: k, Args: args, Dst: dst}
	}
	nb := math.Float32bits(float32(n))
	one := math.Float32bits(1)
	g := func(i int) ScalarArg { return elemArg(0, i) }
	xs := func(i int) ScalarArg { return elemArg(1, i) }
	gamma := func(j int) ScalarArg { return elemArg(2, j) }
	// The forward running values of row r: max and sum (softmax), mean
	// and r (the normalizations). reset adds a sum's first term to +0
	// rather than to the lane (a row after another).
	maxSum := func(r int) []seg {
		return []seg{rowMaxSum(n, func(k int) ScalarArg { return xs(r*n + k) }, false)}
	}
	rsq := seg{3, func(i int) ScalarStep {
		switch i {
		case 0:
			return st(ScalarDiv, 2, l(2), c(nb))
		case 1:
			return st(ScalarAdd, 2, l(2), c(eps))
		}
		return st(ScalarRsqrt, 2, l(2))
	}}
	norm := func(r int, reset bool) []seg {
		first := func(lane int) ScalarArg {
			if reset {
				return c(0)
			}
			return l(lane)
		}
		if fwd == "rms_norm" {
			return []seg{{n, func(i int) ScalarStep {
				if i == 0 {
					return st(ScalarMulAdd, 2, xs(r*n), xs(r*n), first(2))
				}
				return st(ScalarMulAdd, 2, xs(r*n+i), xs(r*n+i), l(2))
			}}, rsq}
		}
		return []seg{
			{n, func(i int) ScalarStep {
				if i == 0 {
					return st(ScalarAdd, 1, first(1), xs(r*n))
				}
				return st(ScalarAdd, 1, l(1), xs(r*n+i))
			}},
			{1, func(int) ScalarStep { return st(ScalarDiv, 1, l(1), c(nb)) }},
			{2 * n, func(i int) ScalarStep {
				if i%2 == 0 {
					return st(ScalarSub, 3, xs(r*n+i/2), l(1))
				}
				if i == 1 {
					return st(ScalarMulAdd, 2, l(3), l(3), first(2))
				}
				return st(ScalarMulAdd, 2, l(3), l(3), l(2))
			}},
			rsq,
		}
	}
	// xhat(i, dst) is element i's normalized value into lane dst.
	xhat := func(i, dst int) []seg {
		if fwd == "rms_norm" {
			return []seg{{1, func(int) ScalarStep { return st(ScalarMul, dst, xs(i), l(2)) }}}
		}
		return []seg{{2, func(t int) ScalarStep {
			if t == 0 {
				return st(ScalarSub, dst, xs(i), l(1))
			}
			return st(ScalarMul, dst, l(dst), l(2))
		}}}
	}
	o := &ScalarOp{Op: op, Inputs: shapes, Out: shapes[1+wrt]}
	switch {
	case fwd == "softmax":
		o.elem = func(e int) elemEval {
			r, j := e/n, e%n
			y := func(i int) []seg {
				return []seg{{3, func(t int) ScalarStep {
					switch t {
					case 0:
						return st(ScalarSub, 3, xs(r*n+i), l(1))
					case 1:
						return st(ScalarExp, 3, l(3))
					}
					return st(ScalarDiv, 3, l(3), l(2))
				}}}
			}
			ss := maxSum(r)
			ss = append(ss, seg{4 * n, func(i int) ScalarStep {
				if i%4 == 3 {
					return st(ScalarMulAdd, 4, g(r*n+i/4), l(3), l(4))
				}
				return y(i / 4)[0].f(i % 4)
			}})
			ss = append(ss, y(j)...)
			ss = append(ss, seg{2, func(t int) ScalarStep {
				if t == 0 {
					return st(ScalarSub, 5, g(e), l(4))
				}
				return st(ScalarMul, 0, l(3), l(5))
			}})
			return segEval(ss...)
		}
	case fwd == "log_softmax":
		o.elem = func(e int) elemEval {
			r := e / n
			ss := maxSum(r)
			ss = append(ss, seg{1, func(int) ScalarStep { return st(ScalarLog, 2, l(2)) }},
				seg{n, func(i int) ScalarStep { return st(ScalarAdd, 4, l(4), g(r*n+i)) }},
				seg{5, func(t int) ScalarStep {
					switch t {
					case 0:
						return st(ScalarSub, 3, xs(e), l(1))
					case 1:
						return st(ScalarSub, 3, l(3), l(2))
					case 2:
						return st(ScalarExp, 3, l(3))
					case 3:
						return st(ScalarMul, 3, l(3), l(4))
					}
					return st(ScalarSub, 0, g(e), l(3))
				}})
			return segEval(ss...)
		}
	case wrt == 0: // the normalizations' dx
		ln := fwd == "layer_norm"
		o.elem = func(e int) elemEval {
			r, j := e/n, e%n
			ss := norm(r, false)
			w := xhat(0, 6)[0].n
			a := 0 // layer_norm's sum a: one step per k
			if ln {
				a = 1
			}
			per := 2 + a + w
			ss = append(ss, seg{n * per, func(i int) ScalarStep {
				k, t := i/per, i%per
				switch {
				case t == 0:
					return st(ScalarMul, 3, g(r*n+k), gamma(k))
				case t < 1+a:
					return st(ScalarAdd, 4, l(4), l(3))
				case t < 1+a+w:
					return xhat(r*n+k, 6)[0].f(t - 1 - a)
				}
				return st(ScalarMulAdd, 5, l(3), l(6), l(5))
			}})
			var tail []ScalarStep
			if ln {
				tail = append(tail, st(ScalarDiv, 4, l(4), c(nb)))
			}
			tail = append(tail, st(ScalarDiv, 5, l(5), c(nb)), st(ScalarMul, 3, g(e), gamma(j)))
			if ln {
				tail = append(tail, st(ScalarSub, 3, l(3), l(4)))
			}
			for t := 0; t < w; t++ {
				tail = append(tail, xhat(e, 6)[0].f(t))
			}
			tail = append(tail, st(ScalarMul, 6, l(6), l(5)), st(ScalarSub, 3, l(3), l(6)), st(ScalarMul, 0, l(2), l(3)))
			ss = append(ss, seg{len(tail), func(t int) ScalarStep { return tail[t] }})
			return segEval(ss...)
		}
	case wrt == 1: // gamma
		o.elem = func(e int) elemEval {
			per := norm(0, true)
			perN := 0
			for _, s := range per {
				perN += s.n
			}
			w := xhat(0, 3)[0].n
			return segEval(seg{rows * (perN + w + 1), func(i int) ScalarStep {
				r, t := i/(perN+w+1), i%(perN+w+1)
				if t < perN {
					for _, s := range norm(r, true) {
						if t < s.n {
							return s.f(t)
						}
						t -= s.n
					}
				}
				t -= perN
				if t < w {
					return xhat(r*n+e, 3)[0].f(t)
				}
				return st(ScalarMulAdd, 7, g(r*n+e), l(3), l(7))
			}}, seg{1, func(int) ScalarStep { return st(ScalarMul, 0, l(7), c(one)) }})
		}
	default: // layer_norm's beta: the column sums of g
		if fwd != "layer_norm" || wrt != 2 {
			return bad()
		}
		o.elem = func(e int) elemEval {
			return elemEval{n: rows, step: func(k int) ScalarStep { return st(ScalarAdd, 0, l(0), g(k*n+e)) }}
		}
	}
	return o, nil
}

// sgdScalarOf is the scalar evaluation of an "sgd" entry: inputs p, g and
// the momentum buffer b of one shape (N elements), outputs the updated
// value and buffer (SGD.Step) joined as one output of 2N elements. Element
// j of the new buffer: with weight decay (wd != 0) mul(wd, p[j]),
// add(g[j], acc) (g'), muladd(mu, b[j], acc); without, muladd(mu, b[j],
// g[j]); then two additions of -0, which change nothing. Of the value: the
// buffer's steps, then mul(lr, acc), sub(p[j], acc).
func sgdScalarOf(kv attrMap, shapes [][]int) (*ScalarOp, error) {
	bad := func(why string) (*ScalarOp, error) {
		return nil, fmt.Errorf("%w: sgd: %s", ErrNotScalar, why)
	}
	if len(shapes) != 3 {
		return bad(fmt.Sprintf("takes 3 tensor inputs, got %d", len(shapes)))
	}
	if !sameShape(shapes[0], shapes[1]) || !sameShape(shapes[0], shapes[2]) {
		return bad(fmt.Sprintf("shapes %v differ", shapes))
	}
	var hp [3]float32
	for i, k := range []string{"lr", "momentum", "wd"} {
		v, err := kv.f32(k)
		if err != nil {
			return bad(err.Error())
		}
		hp[i] = v
	}
	lr, mu, wd := hp[0], hp[1], hp[2]
	n := numel(shapes[0])
	if n < 0 || 2*n > MaxScalarElements {
		return bad(fmt.Sprintf("shape %v", shapes[0]))
	}
	acc := ScalarArg{Src: ScalarAcc}
	konst := func(v float32) ScalarArg { return ScalarArg{Src: ScalarConst, Bits: math.Float32bits(v)} }
	noop := ScalarStep{Kind: ScalarAdd, Args: []ScalarArg{acc, {Src: ScalarConst, Bits: 0x80000000}}}
	o := &ScalarOp{Op: "sgd", Inputs: shapes, Out: []int{2 * n}}
	o.elem = func(e int) elemEval {
		region, j := e/max(n, 1), e%max(n, 1)
		var steps []ScalarStep
		if wd != 0 {
			steps = []ScalarStep{
				{Kind: ScalarMul, Args: []ScalarArg{konst(wd), elemArg(0, j)}},
				{Kind: ScalarAdd, Args: []ScalarArg{elemArg(1, j), acc}},
				{Kind: ScalarMulAdd, Args: []ScalarArg{konst(mu), elemArg(2, j), acc}},
			}
		} else {
			steps = []ScalarStep{{Kind: ScalarMulAdd, Args: []ScalarArg{konst(mu), elemArg(2, j), elemArg(1, j)}}}
		}
		if region == 0 {
			steps = append(steps, ScalarStep{Kind: ScalarMul, Args: []ScalarArg{konst(lr), acc}},
				ScalarStep{Kind: ScalarSub, Args: []ScalarArg{elemArg(0, j), acc}})
		} else {
			steps = append(steps, noop, noop)
		}
		return elemEval{n: len(steps), step: func(k int) ScalarStep { return steps[k] }}
	}
	return o, nil
}

// copyOf is a gradient that is the upstream gradient g itself (element
// src(e) of it): one mul by 1, which gives every value back exactly (a
// NaN as a NaN, which element leaves write canonically).
func copyOf(src func(e int) int) func(int) elemEval {
	one := math.Float32bits(1)
	return oneStep(func(e int) ScalarStep {
		return ScalarStep{Kind: ScalarMul, Args: []ScalarArg{elemArg(0, src(e)), {Src: ScalarConst, Bits: one}}}
	})
}

// biasGrad is db[j] = sum over rows r of g[r,j] in increasing r.
func biasGrad(g, b []int) ([]int, func(int) elemEval, bool) {
	c := lastDim(g)
	if len(b) != 1 || b[0] != c || c == 0 {
		return nil, nil, false
	}
	rows := numel(g) / c
	return []int{c}, func(j int) elemEval { return sumEval(rows, func(r int) int { return r*c + j }, 0, false) }, true
}

// sumEval is s_0 = +0, s_{a+1} = s_a + x[idx(a)] for a < n, then s / n
// when div.
func sumEval(n int, idx func(a int) int, input int, div bool) elemEval {
	total := n
	if div {
		total++
	}
	nb := math.Float32bits(float32(n))
	return elemEval{n: total, step: func(k int) ScalarStep {
		if k < n {
			return ScalarStep{Kind: ScalarAdd, Args: []ScalarArg{{Src: ScalarAcc}, elemArg(input, idx(k))}}
		}
		return ScalarStep{Kind: ScalarDiv, Args: []ScalarArg{{Src: ScalarAcc}, {Src: ScalarConst, Bits: nb}}}
	}}
}

func oneStep(f func(e int) ScalarStep) func(int) elemEval {
	return func(e int) elemEval { return elemEval{n: 1, step: func(int) ScalarStep { return f(e) }} }
}

func elemArg(input, index int) ScalarArg {
	return ScalarArg{Src: ScalarElem, Input: input, Index: index}
}

// mmView is C = op(X) op(Y) (per batch when batched) with X input x and
// Y input y of the entry.
type mmView struct {
	x, y    int
	tx, ty  bool
	m, k, n int
	out     []int
	rule    ScalarKind
}

func newMMView(batched bool, x, y int, xs, ys []int, tx, ty bool, rule ScalarKind) (mmView, bool) {
	v := mmView{x: x, y: y, tx: tx, ty: ty, rule: rule}
	bs := 1
	if batched {
		if len(xs) != 3 || len(ys) != 3 || xs[0] != ys[0] {
			return v, false
		}
		bs, xs, ys = xs[0], xs[1:], ys[1:]
	} else if len(xs) != 2 || len(ys) != 2 {
		return v, false
	}
	v.m, v.k = xs[0], xs[1]
	if tx {
		v.m, v.k = v.k, v.m
	}
	k2, n := ys[0], ys[1]
	if ty {
		k2, n = n, k2
	}
	if k2 != v.k {
		return v, false
	}
	v.n = n
	v.out = []int{v.m, v.n}
	if batched {
		v.out = []int{bs, v.m, v.n}
	}
	return v, true
}

// elem is the evaluation of element e: Init +0, then one rule step per
// term p = 0..K-1 (see MatMulRef).
func (v mmView) elem(e int) elemEval {
	mn := v.m * v.n
	b, r := e/max(mn, 1), e%max(mn, 1)
	i, j := r/max(v.n, 1), r%max(v.n, 1)
	xo, yo := b*v.m*v.k, b*v.k*v.n
	return elemEval{n: v.k, step: func(p int) ScalarStep {
		xi := i*v.k + p
		if v.tx {
			xi = p*v.m + i
		}
		yi := p*v.n + j
		if v.ty {
			yi = j*v.k + p
		}
		return ScalarStep{Kind: v.rule, Args: []ScalarArg{elemArg(v.x, xo+xi), elemArg(v.y, yo+yi), {Src: ScalarAcc}}}
	}}
}

func lastDim(s []int) int {
	if len(s) == 0 {
		return 1
	}
	return s[len(s)-1]
}

func sameShape(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// numel returns the number of elements of shape, or -1 when a dimension
// is negative or the count exceeds MaxScalarElements.
func numel(shape []int) int {
	n := 1
	for _, d := range shape {
		if d < 0 || (d > 0 && n > MaxScalarElements/d) {
			return -1
		}
		n *= d
	}
	return n
}
