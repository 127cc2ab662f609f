package repops

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// ReplayEntry recomputes one trace entry of any kind under op-set version
// version, from the tensors and integer lists its input hashes name, in
// the order of e.Inputs (tensors in their order, integer lists in
// theirs; Tracer.Inputs returns them so from a capturing tracer). It
// returns the entry's outputs: OutputHash of them must equal e.Output
// (VerifyEntry checks both sides). Every entry is a pure function of its
// inputs, its op and its attributes:
//
//   - A forward op (matmul, linear, attention_block, cross_entropy, ...):
//     inputs and attributes as ReplayOp describes; one output.
//   - "OP.grad", one gradient contribution of the backward pass of the
//     forward op OP to one of its inputs. Inputs: the gradient of OP's
//     output (the upstream gradient), then exactly the inputs of OP's
//     forward entry. Attributes: OP's attributes, then grad=<one 0 or 1
//     per tensor input of the op's tape node: whether a gradient flows
//     into it>, part=<k>, wrt=<i>. Output: the k-th contribution (from 0,
//     in the order the backward pass makes them) that OP's backward makes
//     to inputs that take a gradient, computed from OP's canonical
//     backward with the upstream gradient; wrt is the position of the
//     input (the first position holding that variable) that receives it,
//     for readers linking entries (replay does not need it). Most ops
//     make one contribution per input; fused ops make several to an input
//     they use more than once (attention_block's x: the residual and the
//     LayerNorm), and a gradient passed on unchanged (add) is its own
//     upstream gradient.
//   - "grad_accum": inputs a, b (same shape); output a + b elementwise in
//     float32 (a is the gradient so far, b the next contribution; a
//     gradient with one contribution is that contribution, with no
//     entry).
//   - "grad_norm": inputs the gradients of the parameters in order;
//     output the canonical global L2 norm of ClipGradNorm as a tensor of
//     shape [1]. With attribute from=1 the first input is instead a sum
//     of squares so far (one element), which the gradients' squares
//     continue (the end of a chain: see ClipGradNormTraced).
//   - "grad_sumsq": as grad_norm (from=1 too), the sum of squares
//     without the square root: the links of the chain.
//   - "grad_clip": inputs a gradient g and the norm tensor [1];
//     attribute max (float32 bits in hex); output
//     float32(g*(max/(norm+1e-6))) elementwise (g unchanged when
//     norm <= max, which a trace never records).
//   - "adamw": inputs the parameter p, its gradient g, first moment m and
//     second moment v before the update (same shape); attributes param
//     (its index, informative), step (t, from 1), lr, beta1, beta2, eps,
//     wd (float32 bits in hex); outputs p', m', v' as AdamW.Step computes
//     them, and the entry's output hash is the SHA-256 over their hashes.
//   - "sgd": inputs p, g and the momentum buffer b; attributes param, lr,
//     momentum, wd; outputs p', b' as SGD.Step computes them.
//
// Malformed attributes, inputs that do not fit the op (shapes, counts,
// token ids, targets) and unknown ops return an error wrapping ErrReplay,
// never a panic; an op-set version this binary does not know returns
// ErrUnknownOpSet. This is what a referee runs to settle a dispute over a
// single entry.
func ReplayEntry(version int, e TraceEntry, tensors []*Tensor, ints [][]int) ([]*Tensor, error) {
	if err := checkOpSet(version); err != nil {
		return nil, err
	}
	if len(tensors)+len(ints) != len(e.Inputs) {
		return nil, fmt.Errorf("%w: entry %d (%s) has %d inputs, got %d tensors and %d integer lists", ErrReplay, e.Index, e.Op, len(e.Inputs), len(tensors), len(ints))
	}
	return replayEntry(version, e.Op, e.Attrs, tensors, ints)
}

// OutputHash is the output hash of an entry with outputs outs: the hash
// of the single output, else the SHA-256 over the hashes in order.
func OutputHash(outs []*Tensor) Hash {
	if len(outs) == 1 {
		return outs[0].Hash()
	}
	hs := make([]Hash, len(outs))
	for i, t := range outs {
		hs[i] = t.Hash()
	}
	return combineHashes(hs)
}

// JoinOutputs returns an entry's outputs as one flat tensor, in order:
// the output of a multi-output entry (adamw, sgd) as its scalar
// evaluation (ScalarOf) and element tree see it. One output is returned
// as it is.
func JoinOutputs(outs []*Tensor) *Tensor {
	if len(outs) == 1 {
		return outs[0]
	}
	var data []float32
	for _, o := range outs {
		data = append(data, o.Data...)
	}
	return FromData(data, len(data))
}

// VerifyEntry checks that tensors and ints hash to e.Inputs (in its
// order) and that replaying e from them gives e.Output. A mismatch
// returns an error wrapping ErrMismatch; an entry that cannot be replayed
// one wrapping ErrReplay or ErrUnknownOpSet.
func VerifyEntry(version int, e TraceEntry, tensors []*Tensor, ints [][]int) error {
	ti, ii := 0, 0
	for i, h := range e.Inputs {
		switch {
		case ti < len(tensors) && validTensor(tensors[ti]) == nil && tensors[ti].Hash() == h:
			ti++
		case ii < len(ints) && HashInts(ints[ii]) == h:
			ii++
		default:
			return fmt.Errorf("%w: entry %d (%s): no input given for hash %d (%s)", ErrMismatch, e.Index, e.Op, i, h.String()[:16])
		}
	}
	if ti != len(tensors) || ii != len(ints) {
		return fmt.Errorf("%w: entry %d (%s): more inputs given than the entry names", ErrMismatch, e.Index, e.Op)
	}
	outs, err := ReplayEntry(version, e, tensors, ints)
	if err != nil {
		return err
	}
	if OutputHash(outs) != e.Output {
		return fmt.Errorf("%w: entry %d (%s): recomputed output differs", ErrMismatch, e.Index, e.Op)
	}
	return nil
}

// validTensor reports a tensor whose data does not fit its shape.
func validTensor(t *Tensor) error {
	if t == nil {
		return fmt.Errorf("nil tensor")
	}
	n := 1
	for _, d := range t.Shape {
		if d < 0 {
			return fmt.Errorf("negative dimension in shape %v", t.Shape)
		}
		if d != 0 && n > math.MaxInt32/d {
			return fmt.Errorf("shape %v is too large", t.Shape)
		}
		n *= d
	}
	if n != len(t.Data) {
		return fmt.Errorf("shape %v holds %d elements, data %d", t.Shape, n, len(t.Data))
	}
	return nil
}

// replayEntry checks the inputs and dispatches on the kind of entry,
// computing under op-set version version (known). Ops validate their
// inputs on the calling goroutine before any parallel work, so the panics
// recovered here are those checks.
func replayEntry(version int, op, attrs string, tensors []*Tensor, ints [][]int) (outs []*Tensor, err error) {
	defer func() {
		if r := recover(); r != nil {
			outs, err = nil, fmt.Errorf("%w: %s: %v", ErrReplay, op, r)
		}
	}()
	for i, t := range tensors {
		if err := validTensor(t); err != nil {
			return nil, fmt.Errorf("%w: %s: tensor input %d: %v", ErrReplay, op, i, err)
		}
	}
	kv, err := parseAttrs(attrs)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrReplay, op, err)
	}
	bad := func(err error) ([]*Tensor, error) { return nil, fmt.Errorf("%w: %s: %w", ErrReplay, op, err) }
	switch {
	case op == "grad_accum":
		if len(tensors) != 2 || len(ints) != 0 || !tensors[0].SameShape(tensors[1]) {
			return bad(fmt.Errorf("takes two tensors of the same shape"))
		}
		out := &Tensor{Shape: append([]int{}, tensors[0].Shape...), Data: make([]float32, len(tensors[0].Data))}
		addInto(out, tensors[0], tensors[1])
		return []*Tensor{out}, nil
	case op == "grad_norm" || op == "grad_sumsq":
		from, err := normFrom(kv)
		if err != nil {
			return bad(err)
		}
		if len(tensors) <= from || len(ints) != 0 || (from == 1 && len(tensors[0].Data) != 1) {
			return bad(fmt.Errorf("takes a sum of squares [1] when from=1, then one or more gradients"))
		}
		var ss float32
		if from == 1 {
			ss = tensors[0].Data[0]
		}
		ss = sumSquaresOf(ss, tensors[from:])
		if op == "grad_norm" {
			ss = float32(math.Sqrt(float64(ss)))
		}
		return []*Tensor{FromData([]float32{ss}, 1)}, nil
	case op == "grad_clip":
		if len(tensors) != 2 || len(ints) != 0 || len(tensors[1].Data) != 1 {
			return bad(fmt.Errorf("takes a gradient and the norm [1]"))
		}
		mx, err := kv.f32("max")
		if err != nil {
			return bad(err)
		}
		g, norm := tensors[0], tensors[1].Data[0]
		out := &Tensor{Shape: append([]int{}, g.Shape...), Data: make([]float32, len(g.Data))}
		if norm > mx {
			clipGrad(out, g, norm, mx)
		} else {
			copy(out.Data, g.Data)
		}
		return []*Tensor{out}, nil
	case op == "adamw":
		return replayAdamW(kv, tensors, ints)
	case op == "sgd":
		return replaySGD(kv, tensors, ints)
	case strings.HasSuffix(op, ".grad"):
		return replayGrad(version, strings.TrimSuffix(op, ".grad"), kv, tensors, ints)
	}
	v, err := replayForward(NewTape(NoGrad(), WithOpSet(version)), op, kv, tensors, ints, func(i int) *Var { return NewConst(tensors[i]) })
	if err != nil {
		return nil, err
	}
	return []*Tensor{v.Value}, nil
}

// replayGrad replays an "OP.grad" entry: the forward op on fresh leaves
// (parameters where grad= says a gradient flows), then its backward pass
// with the upstream gradient, collecting the contributions to the leaves,
// on a tape of op-set version version.
func replayGrad(version int, op string, kv attrMap, tensors []*Tensor, ints [][]int) ([]*Tensor, error) {
	bad := func(err error) ([]*Tensor, error) { return nil, fmt.Errorf("%w: %s.grad: %w", ErrReplay, op, err) }
	mask, err := kv.get("grad")
	if err != nil {
		return bad(err)
	}
	part, err1 := kv.int("part")
	wrt, err2 := kv.int("wrt")
	if err1 != nil || err2 != nil {
		return bad(fmt.Errorf("part and wrt must be integers"))
	}
	if len(tensors) < 1 {
		return bad(fmt.Errorf("takes the upstream gradient first"))
	}
	g, fwd := tensors[0], tensors[1:]
	if len(mask) > len(fwd) || part < 0 || wrt < 0 || wrt >= len(mask) || mask[wrt] != '1' {
		return bad(fmt.Errorf("grad=%q, part=%d, wrt=%d do not fit %d tensor inputs", mask, part, wrt, len(fwd)))
	}
	for i := 0; i < len(mask); i++ {
		if mask[i] != '0' && mask[i] != '1' {
			return bad(fmt.Errorf("grad=%q is not a string of 0 and 1", mask))
		}
	}
	delete(kv, "grad")
	delete(kv, "part")
	delete(kv, "wrt")
	col := &gradCollect{}
	tp := NewTape(WithOpSet(version))
	out, err := replayForward(tp, op, kv, fwd, ints, func(i int) *Var {
		if i < len(mask) && mask[i] == '1' {
			v := NewParam(fwd[i])
			v.hook = col
			return v
		}
		return NewConst(fwd[i])
	})
	if err != nil {
		return nil, err
	}
	if !g.SameShape(out.Value) {
		return bad(fmt.Errorf("upstream gradient %v does not match the output %v", g.Shape, out.Value.Shape))
	}
	if tp.Len() != 1 {
		return bad(fmt.Errorf("no backward pass (no input takes a gradient)"))
	}
	tp.BackwardWith(out, g)
	if part >= len(col.got) {
		return bad(fmt.Errorf("part %d of %d contributions", part, len(col.got)))
	}
	c := col.got[part]
	return []*Tensor{&Tensor{Shape: append([]int{}, c.Shape...), Data: append([]float32{}, c.Data...)}}, nil
}

// updateInputs checks an optimizer entry's inputs: n tensors of one shape
// and no integer lists.
func updateInputs(op string, n int, tensors []*Tensor, ints [][]int) error {
	if len(tensors) != n || len(ints) != 0 {
		return fmt.Errorf("%w: %s takes %d tensors", ErrReplay, op, n)
	}
	for _, t := range tensors[1:] {
		if !t.SameShape(tensors[0]) {
			return fmt.Errorf("%w: %s: shapes %v and %v differ", ErrReplay, op, tensors[0].Shape, t.Shape)
		}
	}
	return nil
}

// adamwAttrs reads an "adamw" entry's step (a positive integer) and
// hyper-parameters (float32 bits in hex), as AdamW.Step writes them.
func adamwAttrs(kv attrMap) (AdamWConfig, uint64, error) {
	var c AdamWConfig
	step, err := kv.get("step")
	if err != nil {
		return c, 0, err
	}
	t, err := strconv.ParseUint(step, 10, 64)
	if err != nil || t == 0 {
		return c, 0, fmt.Errorf("step %q is not a positive integer", step)
	}
	for _, a := range []struct {
		k   string
		dst *float32
	}{{"lr", &c.LR}, {"beta1", &c.Beta1}, {"beta2", &c.Beta2}, {"eps", &c.Eps}, {"wd", &c.WeightDecay}} {
		if *a.dst, err = kv.f32(a.k); err != nil {
			return c, 0, err
		}
	}
	return c, t, nil
}

// replayAdamW replays an "adamw" entry: inputs p, g, m, v.
func replayAdamW(kv attrMap, tensors []*Tensor, ints [][]int) ([]*Tensor, error) {
	if err := updateInputs("adamw", 4, tensors, ints); err != nil {
		return nil, err
	}
	c, t, err := adamwAttrs(kv)
	if err != nil {
		return nil, fmt.Errorf("%w: adamw: %w", ErrReplay, err)
	}
	p := NewParam(tensors[0].Clone())
	p.Grad = tensors[1]
	o := &AdamW{Config: c, Steps: t - 1, M: []*Tensor{tensors[2].Clone()}, V: []*Tensor{tensors[3].Clone()}}
	o.Step([]*Var{p}, nil)
	return []*Tensor{p.Value, o.M[0], o.V[0]}, nil
}

// replaySGD replays an "sgd" entry: inputs p, g, buf.
func replaySGD(kv attrMap, tensors []*Tensor, ints [][]int) ([]*Tensor, error) {
	if err := updateInputs("sgd", 3, tensors, ints); err != nil {
		return nil, err
	}
	lr, err1 := kv.f32("lr")
	mu, err2 := kv.f32("momentum")
	wd, err3 := kv.f32("wd")
	if err1 != nil || err2 != nil || err3 != nil {
		return nil, fmt.Errorf("%w: sgd: lr, momentum and wd must be float32 bits in hex", ErrReplay)
	}
	p := NewParam(tensors[0].Clone())
	p.Grad = tensors[1]
	o := &SGD{LR: lr, Momentum: mu, WeightDecay: wd, Buf: []*Tensor{tensors[2].Clone()}}
	o.Step([]*Var{p}, nil)
	return []*Tensor{p.Value, o.Buf[0]}, nil
}
