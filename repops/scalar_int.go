package repops

import (
	"fmt"
	"math"
)

// Scalar evaluations of the ops that read integer lists: embedding's
// token ids and the cross-entropy's targets. A scalar evaluation reads
// such a list as a tensor of one dimension whose elements are the
// integers' float32 values (exact below 2^24: IntsTensor), in the
// position the list has among the entry's inputs; comparisons with the
// list's elements are the conditional kinds (ScalarSelEq, ScalarAddIfEq,
// ScalarAddIfGE, ScalarMulIfGE), whose parameter is the float32 value
// compared with.
//
//   - embedding (inputs W [V,D], ids [N]): element (t, j) is V steps,
//     v = 0..V-1: acc = seleq(acc, W[v,j], ids[t] == v).
//   - embedding.grad (g [N,D], W, ids): element (v, j) of dW is N steps,
//     t = 0..N-1: acc = addifeq(acc, g[t,j], ids[t] == v), the order of
//     Tape.Embedding's backward.
//   - cross_entropy (logits [N,V], targets [N], an optional mask [N];
//     attribute norm for WeightedNLL): one element. Per row r: the
//     maximum into l1 (mul(x_0, 1), then max), the sum of exp(x_j - l1)
//     into l2 (sub, exp, add; its first term added to +0), the target's
//     logit into l4 (seleq per j), then l3 = log(l2), add(l1, l3),
//     sub(l3, l4), mul(mask_r, l3) (the constant 1 without a mask),
//     l5 = addifge(l5, l3, t_r >= 0) (the total) and, without norm,
//     l6 = addifge(l6, mask_r, t_r >= 0) (the denominator): 5V + 6 steps
//     (5V + 5 with norm). Then l3 = div(l5, l6), keepifnz(l3, l6) (0 when
//     the denominator is 0), or div(l5, norm).
//   - cross_entropy.grad (g [], logits, targets, mask?): element (n, j)
//     of dx: without norm, the denominator into l6 (N addifge steps);
//     row n's maximum and sum as above; p = div(exp(sub(x_j, l1)), l2)
//     into l3; addifeq(l3, -1, t_n == j); l4 = mul(mask_n, g), div(l4,
//     den); mulifge(l3, l4, t_n >= 0) into l3 (+0 for a row without a
//     target); keepifnz(l3, den): 4V + 8 steps, plus N without norm.

// IntsTensor returns the tensor a scalar evaluation reads for an integer
// list: shape [len(v)], element i float32(v[i]). It fails when a value is
// not exactly a float32 (|v| > 2^24).
func IntsTensor(v []int) (*Tensor, error) {
	t := Zeros(len(v))
	for i, x := range v {
		if x > 1<<24 || x < -(1<<24) {
			return nil, fmt.Errorf("%w: integer %d at %d has no exact float32 value", ErrNotScalar, x, i)
		}
		t.Data[i] = float32(x)
	}
	return t, nil
}

// EntryScalar returns the scalar evaluation of entry e under op-set
// version over the inputs the tracer captured (WithCapture), and those
// inputs in the entry's order (EntryInputs). An error opening the inputs
// is returned as it is; an entry that does not reduce gives an error
// wrapping ErrNotScalar.
func (tr *Tracer) EntryScalar(version int, e TraceEntry) (*ScalarOp, []*Tensor, error) {
	ts, is, err := tr.Inputs(e)
	if err != nil {
		return nil, nil, err
	}
	ins, err := EntryInputs(e, ts, is)
	if err != nil {
		return nil, nil, err
	}
	shapes := make([][]int, len(ins))
	for i, x := range ins {
		shapes[i] = x.Shape
	}
	so, err := ScalarOf(version, e.Op, e.Attrs, shapes)
	return so, ins, err
}

// EntryInputs returns the inputs of entry e in the order of its input
// hashes, as a scalar evaluation reads them: the tensors as they are and
// each integer list as IntsTensor, given the tensors and lists in the
// order ReplayEntry takes them (tensors first, then lists). A list is the
// input whose hash is its HashInts.
func EntryInputs(e TraceEntry, tensors []*Tensor, ints [][]int) ([]*Tensor, error) {
	out := make([]*Tensor, 0, len(e.Inputs))
	ti, ii := 0, 0
	for i, h := range e.Inputs {
		if ii < len(ints) && HashInts(ints[ii]) == h {
			t, err := IntsTensor(ints[ii])
			if err != nil {
				return nil, err
			}
			out = append(out, t)
			ii++
			continue
		}
		if ti == len(tensors) {
			return nil, fmt.Errorf("%w: entry %d (%s): input %d is neither a given tensor nor list", ErrReplay, e.Index, e.Op, i)
		}
		out = append(out, tensors[ti])
		ti++
	}
	if ti != len(tensors) || ii != len(ints) {
		return nil, fmt.Errorf("%w: entry %d (%s) reads %d inputs, given %d tensors and %d lists", ErrReplay, e.Index, e.Op, len(e.Inputs), len(tensors), len(ints))
	}
	return out, nil
}

// maxIntClasses bounds the vocabulary and class counts the integer ops
// reduce for: every class index is an exact float32.
const maxIntClasses = 1 << 24

// embeddingScalarOf is the scalar evaluation of embedding and its
// gradient (see above).
func embeddingScalarOf(op string, kv attrMap, shapes [][]int) (*ScalarOp, error) {
	bad := func() (*ScalarOp, error) {
		return nil, fmt.Errorf("%w: %s: shapes %v do not fit", ErrNotScalar, op, shapes)
	}
	grad := op == "embedding.grad"
	ws, ids := 0, 1
	if grad {
		mask, wrt, fwd, err := gradAttrs(op, kv)
		if err != nil {
			return nil, err
		}
		if mask != "1" || wrt != 0 || len(fwd) != 0 {
			return nil, fmt.Errorf("%w: %s: attributes grad=1,part=0", ErrNotScalar, op)
		}
		ws, ids = 1, 2
	} else if len(kv) != 0 {
		return bad()
	}
	if len(shapes) != ids+1 || len(shapes[ws]) != 2 || len(shapes[ids]) != 1 {
		return bad()
	}
	V, D, N := shapes[ws][0], shapes[ws][1], shapes[ids][0]
	if V < 1 || V > maxIntClasses || D < 1 || N < 1 || (!grad && N > MaxScalarElements/D) {
		return bad() // (the lookup's output, N*D elements, within the bound too)
	}
	if grad && !sameShape(shapes[0], []int{N, D}) {
		return bad()
	}
	o := &ScalarOp{Op: op, Inputs: shapes}
	if grad {
		o.Out = []int{V, D}
		o.elem = func(e int) elemEval {
			v, j := e/D, e%D
			return elemEval{n: N, step: func(t int) ScalarStep {
				return ScalarStep{Kind: ScalarAddIfEq, Args: []ScalarArg{{Src: ScalarAcc}, elemArg(0, t*D+j), intArg(2, t, v)}}
			}}
		}
		return o, nil
	}
	o.Out = []int{N, D}
	o.elem = func(e int) elemEval {
		t, j := e/D, e%D
		return elemEval{n: V, step: func(v int) ScalarStep {
			return ScalarStep{Kind: ScalarSelEq, Args: []ScalarArg{{Src: ScalarAcc}, elemArg(0, v*D+j), intArg(1, t, v)}}
		}}
	}
	return o, nil
}

// intArg is element index of input (an integer list) compared with the
// value c.
func intArg(input, index, c int) ScalarArg {
	return ScalarArg{Src: ScalarElem, Input: input, Index: index, Bits: math.Float32bits(float32(c))}
}

// crossEntropyScalarOf is the scalar evaluation of cross_entropy and its
// gradient (see above).
func crossEntropyScalarOf(op string, kv attrMap, shapes [][]int) (*ScalarOp, error) {
	bad := func() (*ScalarOp, error) {
		return nil, fmt.Errorf("%w: %s: shapes %v do not fit", ErrNotScalar, op, shapes)
	}
	grad := op == "cross_entropy.grad"
	fwd := kv
	if grad {
		mask, wrt, f, err := gradAttrs(op, kv)
		if err != nil {
			return nil, err
		}
		if mask != "1" || wrt != 0 {
			return nil, fmt.Errorf("%w: %s: attributes grad=1,part=0", ErrNotScalar, op)
		}
		fwd = f
	}
	var norm uint32
	hasNorm := false
	switch len(fwd) {
	case 0:
	case 1:
		v, err := fwd.f32("norm")
		if err != nil || !(v > 0) {
			return nil, fmt.Errorf("%w: %s: attributes: norm=<positive float32 bits in hex>", ErrNotScalar, op)
		}
		norm, hasNorm = math.Float32bits(v), true
	default:
		return bad()
	}
	// Inputs: [g,] logits, targets[, mask].
	lg := 0
	if grad {
		lg = 1
	}
	if len(shapes) < lg+2 || len(shapes) > lg+3 || len(shapes[lg]) < 1 || len(shapes[lg+1]) != 1 {
		return bad()
	}
	V := lastDim(shapes[lg])
	N := numel(shapes[lg]) / max(V, 1)
	hasMask := len(shapes) == lg+3
	if V < 1 || V > maxIntClasses || N < 1 || shapes[lg+1][0] != N || (hasMask && !sameShape(shapes[lg+2], []int{N})) {
		return bad()
	}
	if grad && len(shapes[0]) != 0 {
		return bad() // the loss's gradient has the loss's shape []
	}
	tg, mk := lg+1, lg+2
	l := func(lane int) ScalarArg { return ScalarArg{Src: ScalarAcc, Lane: lane} }
	c := func(bits uint32) ScalarArg { return ScalarArg{Src: ScalarConst, Bits: bits} }
	st := func(k ScalarKind, dst int, args ...ScalarArg) ScalarStep {
		return ScalarStep{Kind: k, Args: args, Dst: dst}
	}
	one := math.Float32bits(1)
	maskOf := func(r int) ScalarArg {
		if hasMask {
			return elemArg(mk, r)
		}
		return c(one)
	}
	den := l(6)
	if hasNorm {
		den = c(norm)
	}
	x := func(r, j int) ScalarArg { return elemArg(lg, r*V+j) }
	// stats are row r's maximum into l1 and sum into l2: 4V steps.
	stats := func(r int) seg {
		return rowMaxSum(V, func(k int) ScalarArg { return x(r, k) }, true)
	}
	// denominator: the masks of the rows with a target into l6.
	denominator := seg{N, func(r int) ScalarStep { return st(ScalarAddIfGE, 6, l(6), maskOf(r), intArg(tg, r, 0)) }}
	if hasNorm {
		denominator.n = 0
	}
	o := &ScalarOp{Op: op, Inputs: shapes}
	if grad {
		o.Out = append([]int(nil), shapes[lg]...)
		o.elem = func(e int) elemEval {
			n, j := e/V, e%V
			tail := []ScalarStep{
				st(ScalarSub, 3, x(n, j), l(1)),
				st(ScalarExp, 3, l(3)),
				st(ScalarDiv, 3, l(3), l(2)),
				st(ScalarAddIfEq, 3, l(3), c(math.Float32bits(-1)), intArg(tg, n, j)),
				st(ScalarMul, 4, maskOf(n), elemArg(0, 0)),
				st(ScalarDiv, 4, l(4), den),
				st(ScalarMulIfGE, 3, l(3), l(4), intArg(tg, n, 0)),
				st(ScalarKeepIfNZ, 0, l(3), den),
			}
			return segEval(denominator, stats(n), seg{len(tail), func(k int) ScalarStep { return tail[k] }})
		}
		return o, nil
	}
	o.Out = []int{1}
	row := 5*V + 6
	if hasNorm {
		row--
	}
	o.elem = func(int) elemEval {
		rows := seg{N * row, func(k int) ScalarStep {
			r, k := k/row, k%row
			switch {
			case k < 4*V:
				return stats(r).f(k)
			case k < 5*V:
				j := k - 4*V
				return st(ScalarSelEq, 4, l(4), x(r, j), intArg(tg, r, j))
			}
			switch k - 5*V {
			case 0:
				return st(ScalarLog, 3, l(2))
			case 1:
				return st(ScalarAdd, 3, l(1), l(3))
			case 2:
				return st(ScalarSub, 3, l(3), l(4))
			case 3:
				return st(ScalarMul, 3, maskOf(r), l(3))
			case 4:
				return st(ScalarAddIfGE, 5, l(5), l(3), intArg(tg, r, 0))
			}
			return denominator.f(r)
		}}
		final := seg{2, func(k int) ScalarStep {
			if k == 0 {
				return st(ScalarDiv, 3, l(5), l(6))
			}
			return st(ScalarKeepIfNZ, 0, l(3), l(6))
		}}
		if hasNorm {
			final = seg{1, func(int) ScalarStep { return st(ScalarDiv, 0, l(5), c(norm)) }}
		}
		return segEval(rows, final)
	}
	return o, nil
}
