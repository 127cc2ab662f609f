package repops

import "fmt"

// Var is a value recorded on a Tape, with its gradient after Backward.
type Var struct {
	Value *Tensor
	// Grad is the gradient of the loss with respect to Value after
	// Backward, or nil when no gradient reached it.
	Grad         *Tensor
	requiresGrad bool
	// hook, while set, receives every gradient contribution to this Var
	// instead of the plain accumulation: a traced backward pass records
	// each contribution and each accumulation as trace entries, and the
	// replay of a backward entry collects the contributions of one op.
	hook gradHook
}

// gradHook receives the gradient contributions to a Var (see accum).
type gradHook interface {
	contribute(v *Var, g *Tensor)
}

// NewParam wraps a tensor as a trainable leaf: Backward fills its Grad.
func NewParam(t *Tensor) *Var { return &Var{Value: t, requiresGrad: true} }

// NewConst wraps a tensor as a constant leaf: no gradient flows into it.
func NewConst(t *Tensor) *Var { return &Var{Value: t} }

// RequiresGrad reports whether a gradient flows into v.
func (v *Var) RequiresGrad() bool { return v.requiresGrad }

// ZeroGrad drops the gradient (before the next step).
func (v *Var) ZeroGrad() { v.Grad = nil }

type tapeNode struct {
	op   string
	out  *Var
	ins  []*Var
	back func(g *Tensor)
	// entry is the index of the op's forward trace entry, -1 when the
	// op was not traced.
	entry int
	// tmp are scratch buffers (from getScratch) that only back reads:
	// a fused block returns them to the pools with its intermediate
	// values (see fuse).
	tmp [][]float32
}

// Tape records operators as they execute so Backward can run their
// backward passes in exact reverse order. A Tape belongs to one goroutine
// (operators inside may use several); use one per training step.
type Tape struct {
	nodes  []tapeNode
	tracer *Tracer
	noGrad bool
	// opSet is the op-set version the tape's ops compute (0: DefaultOpSet).
	opSet int
}

// TapeOption configures a Tape.
type TapeOption func(*Tape)

// WithTracer records every forward op, backward op and optimizer update
// executed through the tape into tr.
func WithTracer(tr *Tracer) TapeOption { return func(t *Tape) { t.tracer = tr } }

// NoGrad makes the tape record no backward passes (inference): outputs
// are computed exactly as on a training tape, but nothing is kept for
// Backward.
func NoGrad() TapeOption { return func(t *Tape) { t.noGrad = true } }

// WithOpSet makes every op recorded on the tape, and its backward pass,
// compute the canonical evaluation of op-set version version (see
// OpSetVersion); without it a tape computes DefaultOpSet. NewTape panics
// on a version KnownOpSet rejects: check one from outside (a receipt, a
// job) with CheckOpSet first.
func WithOpSet(version int) TapeOption {
	return func(t *Tape) {
		mustOpSet(version)
		t.opSet = version
	}
}

// NewTape returns an empty tape.
func NewTape(opts ...TapeOption) *Tape {
	t := &Tape{}
	for _, o := range opts {
		o(t)
	}
	return t
}

// OpSet returns the op-set version the tape computes.
func (tp *Tape) OpSet() int {
	if tp.opSet == 0 {
		return DefaultOpSet
	}
	return tp.opSet
}

// mm returns the matrix-product rule of the tape's op set.
func (tp *Tape) mm() mmRule { return mmRuleOf(tp.OpSet()) }

// Tracer returns the tape's tracer, or nil when tracing is off.
func (tp *Tape) Tracer() *Tracer { return tp.tracer }

// Len returns the number of recorded ops.
func (tp *Tape) Len() int { return len(tp.nodes) }

// push records an op whose backward is back (nil for ops with no
// differentiable inputs).
func (tp *Tape) push(op string, out *Tensor, back func(g *Tensor), ins ...*Var) *Var {
	v := &Var{Value: out}
	for _, in := range ins {
		if in.requiresGrad {
			v.requiresGrad = true
		}
	}
	if tp.noGrad {
		v.requiresGrad = false
		return v
	}
	if v.requiresGrad && back != nil {
		entry := -1
		if tr := tp.tracer; tr != nil && tr.lastOut == out {
			entry, tr.lastOut = tr.lastEntry, nil
		}
		tp.nodes = append(tp.nodes, tapeNode{op: op, out: v, ins: ins, back: back, entry: entry})
	}
	return v
}

// keepScratch records bufs (from getScratch, read only by v's backward
// pass) with the op that just recorded v, for a fused block to return
// to the pools after its backward pass; elsewhere they are left to the
// collector.
func (tp *Tape) keepScratch(v *Var, bufs ...[]float32) {
	if n := len(tp.nodes); n > 0 && tp.nodes[n-1].out == v {
		tp.nodes[n-1].tmp = append(tp.nodes[n-1].tmp, bufs...)
	}
}

// accum adds g into v's gradient. Gradients from several consumers are
// summed in reverse tape order, elementwise: Grad = Grad + g. A Var with
// a hook hands g to it instead. g must be a tensor the caller made for
// this contribution alone: the first contribution becomes v.Grad itself
// (later ones are added into it), which spares a copy of every
// gradient. A tensor that others still hold goes through accumShared.
func accum(v *Var, g *Tensor) {
	if !v.requiresGrad {
		return
	}
	if v.hook != nil {
		v.hook.contribute(v, g)
		return
	}
	if v.Grad == nil {
		v.Grad = g
		return
	}
	addInto(v.Grad, v.Grad, g)
}

// accumShared is accum for a g that stays in use elsewhere (an output's
// gradient handed on unchanged, or a caller's seed): v.Grad starts as a
// copy of it.
func accumShared(v *Var, g *Tensor) {
	if v.requiresGrad && v.hook == nil && v.Grad == nil {
		v.Grad = g.Clone()
		return
	}
	accum(v, g)
}

// addInto sets dst = a + b elementwise (dst may be a); the three have the
// same length.
func addInto(dst, a, b *Tensor) {
	d, x, y := dst.Data, a.Data, b.Data
	if len(x) != len(y) || len(d) != len(x) {
		panic(fmt.Sprintf("repops: gradient shape %v does not match %v", b.Shape, a.Shape))
	}
	parallelFor(len(d), 1, func(lo, hi int) {
		addRun(d[lo:hi], x[lo:hi], y[lo:hi])
	})
}

// Backward seeds the gradient of loss (a scalar or any tensor) with ones
// and runs every recorded backward pass in reverse order.
func (tp *Tape) Backward(loss *Var) {
	seed := Zeros(loss.Value.Shape...)
	for i := range seed.Data {
		seed.Data[i] = 1
	}
	tp.BackwardWith(loss, seed)
}

// BackwardWith seeds loss's gradient with g and runs the backward passes.
//
// Traced, every gradient contribution an op's backward pass makes to one
// of its inputs is an entry "OP.grad", and every sum of a gradient with a
// further contribution is an entry "grad_accum" (see ReplayEntry for
// their inputs and outputs). A traced backward pass accumulates out of
// place: each sum is a new tensor, so the tensors the trace names are
// never modified (the bits are those of the untraced pass).
func (tp *Tape) BackwardWith(loss *Var, g *Tensor) {
	accumShared(loss, g)
	for i := len(tp.nodes) - 1; i >= 0; i-- {
		n := &tp.nodes[i]
		if n.out.Grad == nil {
			continue
		}
		if tp.tracer != nil && n.entry >= 0 {
			tp.tracer.backward(n)
			continue
		}
		n.back(n.out.Grad)
	}
	if tp.tracer != nil {
		// Parameters may change from here on. Pending hashes of op
		// outputs and gradients go on in the background.
		tp.tracer.endBackward()
	}
}
