package repops

import "fmt"

// Var is a value recorded on a Tape, with its gradient after Backward.
type Var struct {
	Value *Tensor
	// Grad is the gradient of the loss with respect to Value after
	// Backward, or nil when no gradient reached it.
	Grad         *Tensor
	requiresGrad bool
	// gradCopyOf is the tensor Grad was copied from when Grad is still an
	// exact copy of it (its only contribution so far), else nil. It lets
	// a trace reuse that tensor's hash: the bytes and shape are the same.
	gradCopyOf, gradCopy *Tensor
}

// NewParam wraps a tensor as a trainable leaf: Backward fills its Grad.
func NewParam(t *Tensor) *Var { return &Var{Value: t, requiresGrad: true} }

// NewConst wraps a tensor as a constant leaf: no gradient flows into it.
func NewConst(t *Tensor) *Var { return &Var{Value: t} }

// RequiresGrad reports whether a gradient flows into v.
func (v *Var) RequiresGrad() bool { return v.requiresGrad }

// ZeroGrad drops the gradient (before the next step).
func (v *Var) ZeroGrad() { v.Grad, v.gradCopyOf, v.gradCopy = nil, nil, nil }

// gradSource returns the tensor v.Grad is an exact copy of, or nil.
func (v *Var) gradSource() *Tensor {
	if v.gradCopy == nil || v.Grad != v.gradCopy {
		return nil
	}
	return v.gradCopyOf
}

type tapeNode struct {
	op   string
	out  *Var
	ins  []*Var
	back func(g *Tensor)
}

// Tape records operators as they execute so Backward can run their
// backward passes in exact reverse order. A Tape belongs to one goroutine
// (operators inside may use several); use one per training step.
type Tape struct {
	nodes  []tapeNode
	tracer *Tracer
	noGrad bool
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

// NewTape returns an empty tape.
func NewTape(opts ...TapeOption) *Tape {
	t := &Tape{}
	for _, o := range opts {
		o(t)
	}
	return t
}

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
		tp.nodes = append(tp.nodes, tapeNode{op: op, out: v, ins: ins, back: back})
	}
	return v
}

// accum adds g into v's gradient. Gradients from several consumers are
// summed in reverse tape order, elementwise: Grad = Grad + g.
func accum(v *Var, g *Tensor) {
	if !v.requiresGrad {
		return
	}
	if v.Grad == nil {
		v.Grad = g.Clone()
		v.gradCopyOf, v.gradCopy = g, v.Grad
		return
	}
	v.gradCopyOf, v.gradCopy = nil, nil
	d, s := v.Grad.Data, g.Data
	if len(d) != len(s) {
		panic(fmt.Sprintf("repops: gradient shape %v does not match %v", g.Shape, v.Grad.Shape))
	}
	parallelFor(len(d), 1, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			d[i] = d[i] + s[i]
		}
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
func (tp *Tape) BackwardWith(loss *Var, g *Tensor) {
	accum(loss, g)
	for i := len(tp.nodes) - 1; i >= 0; i-- {
		n := tp.nodes[i]
		if n.out.Grad == nil {
			continue
		}
		if tp.tracer != nil {
			// The output's gradient is final here: every consumer (later
			// on the tape) has already contributed. Recording it for every
			// node in reverse order commits to all intermediate gradients;
			// parameter gradients are committed by the optimizer entries.
			tp.tracer.addGrad(n.op+".grad", n.out.Grad, n.out.gradSource())
		}
		n.back(n.out.Grad)
	}
	if tp.tracer != nil {
		// Parameters may change from here on. Pending hashes of op
		// outputs and gradients go on in the background.
		tp.tracer.endPass()
	}
}
