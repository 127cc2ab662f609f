package repops

import "fmt"

// fuse records one op whose canonical evaluation is body: the exact
// sequence of operators body runs on its own tape (of tp's op set), which
// keeps their backward passes but traces nothing. On tp the op's output is one value,
// traced as a single entry with the hashes of ins (and extra) as inputs,
// and its backward runs body's backward passes in exact reverse order.
// Those passes accumulate into ins's gradients directly, so every
// gradient receives the same contributions in the same order as when
// body's operators run one by one on tp: outputs and gradients are
// bit-identical to the unfused sequence. Only the trace differs: the
// intermediate values and their gradients are neither recorded nor
// hashed.
func (tp *Tape) fuse(op string, attrs func() string, ins []*Var, extra []Hash, body func(sub *Tape) *Var) *Var {
	sub := &Tape{noGrad: tp.noGrad, opSet: tp.opSet}
	inner := body(sub)
	out := inner.Value
	if tp.tracer != nil {
		vals := make([]*Tensor, len(ins))
		for i, in := range ins {
			vals[i] = in.Value
		}
		tp.tracer.addOp(op, attrs(), out, vals, extra...)
	}
	nodes := sub.nodes
	released := false
	return tp.push(op, out, func(g *Tensor) {
		if released {
			panic(fmt.Sprintf("repops: the backward pass of %s ran twice (its intermediate values are gone)", op))
		}
		inner.Grad = g
		// The gradient of an intermediate value is dead once its op's
		// backward has run: nothing outside sees the Var, and every
		// gradient is its Var's own tensor (see accum). It goes back to
		// the scratch pools, unless a hook (a traced or replayed backward
		// pass) may keep tensors handed to it.
		release := true
		for _, in := range ins {
			if in.hook != nil {
				release = false
			}
		}
		for i := len(nodes) - 1; i >= 0; i-- {
			if n := nodes[i]; n.out.Grad != nil {
				n.back(n.out.Grad)
				if release && n.out != inner {
					putScratch(n.out.Grad.Data)
					n.out.Grad = nil
				}
			}
		}
		// The intermediate values are dead too once every backward pass
		// that reads them has run (a second backward pass of the block
		// panics above instead of reading reused memory).
		if release {
			for _, n := range nodes {
				if n.out != inner {
					putScratch(n.out.Value.Data)
					n.out.Value = nil
				}
				for _, b := range n.tmp {
					putScratch(b)
				}
				n.tmp = nil
			}
			released = true
		}
	}, ins...)
}

// AttentionWeights are the parameters of a pre-norm attention sublayer:
// the LayerNorm gain and bias, and the query, key, value and output
// projections (each [dim, dim]).
type AttentionWeights struct {
	LNGain, LNBias, WQ, WK, WV, WO *Var
}

// AttentionOptions shape a pre-norm attention sublayer: Batch sequences
// of Seq rows each, Heads heads, the LayerNorm's Eps, and rotary position
// embeddings of the queries and keys at Positions (one per row) with
// RotaryBase when Positions is not nil.
type AttentionOptions struct {
	Batch, Seq, Heads int
	Eps               float32
	Positions         []int
	RotaryBase        float32
}

// AttentionBlock is the pre-norm causal self-attention sublayer with its
// residual connection, as one op (traced as "attention_block"). Its
// canonical evaluation is exactly this sequence of operators, with their
// own canonical rules:
//
//	h = LayerNorm(x, LNGain, LNBias, Eps)
//	q = MatMul(h, WQ); k = MatMul(h, WK)
//	q = Rotary(q, Positions, Heads, RotaryBase); k = Rotary(k, ...)   (with Positions only)
//	v = MatMul(h, WV)
//	a = CausalSelfAttention(q, k, v, Batch, Seq, Heads)
//	y = Add(x, MatMul(a, WO))
//
// and its backward is their backward passes in reverse order, so the
// output and every gradient are bit-identical to running the sequence op
// by op; only h, q, k, v, a and the projection are not traced. Inputs in
// the trace: x, LNGain, LNBias, WQ, WK, WV, WO, then the positions (as
// HashInts) with rotary embeddings.
func (tp *Tape) AttentionBlock(x *Var, w AttentionWeights, o AttentionOptions) *Var {
	rotary := o.Positions != nil
	var extra []Hash
	if rotary && tp.tracer != nil {
		extra = []Hash{tp.tracer.intsHash(o.Positions)}
	}
	attrs := func() string {
		s := fmt.Sprintf("batch=%d,seq=%d,heads=%d,eps=%08x", o.Batch, o.Seq, o.Heads, f32bits(o.Eps))
		if rotary {
			s += fmt.Sprintf(",rotary_base=%08x", f32bits(o.RotaryBase))
		}
		return s
	}
	return tp.fuse("attention_block", attrs, []*Var{x, w.LNGain, w.LNBias, w.WQ, w.WK, w.WV, w.WO}, extra, func(sub *Tape) *Var {
		return sub.AttentionSublayer(x, w, o)
	})
}

// AttentionSublayer records AttentionBlock's operators one by one: the
// same output and gradients, bit for bit, each operator traced as its own
// entry (so that a dispute reaches the one that differs, and every one of
// them but the attention reduces to scalar steps).
func (tp *Tape) AttentionSublayer(x *Var, w AttentionWeights, o AttentionOptions) *Var {
	h := tp.LayerNorm(x, w.LNGain, w.LNBias, o.Eps)
	q := tp.MatMul(h, w.WQ, false, false)
	k := tp.MatMul(h, w.WK, false, false)
	if o.Positions != nil {
		q = tp.Rotary(q, o.Positions, o.Heads, o.RotaryBase)
		k = tp.Rotary(k, o.Positions, o.Heads, o.RotaryBase)
	}
	v := tp.MatMul(h, w.WV, false, false)
	a := tp.CausalSelfAttention(q, k, v, o.Batch, o.Seq, o.Heads)
	return tp.Add(x, tp.MatMul(a, w.WO, false, false))
}

// MLPWeights are the parameters of a pre-norm GELU MLP sublayer: the
// LayerNorm gain and bias, W1 [dim, hidden] with bias B1 [hidden], and
// W2 [hidden, dim] with bias B2 [dim].
type MLPWeights struct {
	LNGain, LNBias, W1, B1, W2, B2 *Var
}

// MLPBlock is the pre-norm GELU MLP sublayer with its residual
// connection, as one op (traced as "mlp_block"). Its canonical evaluation
// is exactly
//
//	y = Add(x, Linear(GELU(Linear(LayerNorm(x, LNGain, LNBias, eps), W1, B1)), W2, B2))
//
// with each operator's own canonical rule, and its backward is their
// backward passes in reverse order: bit-identical to the sequence op by
// op, with the normalised input, the hidden pre-activation and the GELU
// output (the largest tensors of a transformer step) neither traced nor
// hashed. Inputs in the trace: x, LNGain, LNBias, W1, B1, W2, B2.
func (tp *Tape) MLPBlock(x *Var, w MLPWeights, eps float32) *Var {
	attrs := func() string { return fmt.Sprintf("eps=%08x", f32bits(eps)) }
	return tp.fuse("mlp_block", attrs, []*Var{x, w.LNGain, w.LNBias, w.W1, w.B1, w.W2, w.B2}, nil, func(sub *Tape) *Var {
		return sub.MLPSublayer(x, w, eps)
	})
}

// MLPSublayer records MLPBlock's operators one by one: the same output
// and gradients, bit for bit, each operator traced as its own entry (all
// of them reduce to scalar steps).
func (tp *Tape) MLPSublayer(x *Var, w MLPWeights, eps float32) *Var {
	h := tp.LayerNorm(x, w.LNGain, w.LNBias, eps)
	h = tp.GELU(tp.Linear(h, w.W1, w.B1))
	return tp.Add(x, tp.Linear(h, w.W2, w.B2))
}
