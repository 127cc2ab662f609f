package repops

import (
	"math"
	"testing"
)

// blockCase builds a fused sublayer and the same operators one by one.
type blockCase struct {
	name   string
	inputs []*Tensor
	fused  func(tp *Tape, in []*Var) *Var
	seq    func(tp *Tape, in []*Var) *Var
}

func blockCases(p *Philox) []blockCase {
	r := func(shape ...int) *Tensor { return randTensor(p, shape...) }
	pos := []int{0, 1, 2, 3, 0, 1, 2, 3}
	attn := func(o AttentionOptions) blockCase {
		name := "attention_block"
		if o.Positions != nil {
			name += "_rotary"
		}
		return blockCase{
			name:   name,
			inputs: []*Tensor{r(8, 8), r(8), r(8), r(8, 8), r(8, 8), r(8, 8), r(8, 8)},
			fused: func(tp *Tape, in []*Var) *Var {
				return tp.AttentionBlock(in[0], AttentionWeights{in[1], in[2], in[3], in[4], in[5], in[6]}, o)
			},
			seq: func(tp *Tape, in []*Var) *Var {
				h := tp.LayerNorm(in[0], in[1], in[2], o.Eps)
				q := tp.MatMul(h, in[3], false, false)
				k := tp.MatMul(h, in[4], false, false)
				if o.Positions != nil {
					q = tp.Rotary(q, o.Positions, o.Heads, o.RotaryBase)
					k = tp.Rotary(k, o.Positions, o.Heads, o.RotaryBase)
				}
				v := tp.MatMul(h, in[5], false, false)
				a := tp.CausalSelfAttention(q, k, v, o.Batch, o.Seq, o.Heads)
				return tp.Add(in[0], tp.MatMul(a, in[6], false, false))
			},
		}
	}
	return []blockCase{
		attn(AttentionOptions{Batch: 2, Seq: 4, Heads: 2, Eps: 1e-5}),
		attn(AttentionOptions{Batch: 2, Seq: 4, Heads: 2, Eps: 1e-5, Positions: pos, RotaryBase: 100}),
		{
			name:   "mlp_block",
			inputs: []*Tensor{r(5, 6), r(6), r(6), r(6, 12), r(12), r(12, 6), r(6)},
			fused: func(tp *Tape, in []*Var) *Var {
				return tp.MLPBlock(in[0], MLPWeights{in[1], in[2], in[3], in[4], in[5], in[6]}, 1e-5)
			},
			seq: func(tp *Tape, in []*Var) *Var {
				h := tp.LayerNorm(in[0], in[1], in[2], 1e-5)
				h = tp.GELU(tp.Linear(h, in[3], in[4]))
				return tp.Add(in[0], tp.Linear(h, in[5], in[6]))
			},
		},
	}
}

func equalBits(a, b *Tensor) bool {
	if a == nil || b == nil {
		return a == b
	}
	if !a.SameShape(b) {
		return false
	}
	for i := range a.Data {
		if math.Float32bits(a.Data[i]) != math.Float32bits(b.Data[i]) {
			return false
		}
	}
	return true
}

// TestBlocksMatchSequence checks that each fused sublayer gives the same
// output and the same gradient in every input, bit for bit, as its
// operators run one by one. x also feeds an op before and one after the
// block, so its gradient sums contributions from outside and inside the
// block in tape order.
func TestBlocksMatchSequence(t *testing.T) {
	for _, bc := range blockCases(NewPhilox(12, 0)) {
		run := func(f func(tp *Tape, in []*Var) *Var, tr *Tracer) (*Tensor, []*Var) {
			vars := make([]*Var, len(bc.inputs))
			for i, x := range bc.inputs {
				vars[i] = NewParam(x)
			}
			tp := NewTape(WithTracer(tr))
			in := append([]*Var{}, vars...)
			in[0] = tp.Scale(vars[0], 1.5)
			y := f(tp, in)
			y = tp.Add(tp.Mul(y, y), in[0])
			g := Zeros(y.Value.Shape...)
			NewPhilox(3, 0).FillNormal(g, 1)
			tp.BackwardWith(y, g)
			return y.Value, vars
		}
		tr := &Tracer{}
		yf, vf := run(bc.fused, tr)
		ys, vs := run(bc.seq, nil)
		if !equalBits(yf, ys) {
			t.Fatalf("%s: fused output differs from the sequence", bc.name)
		}
		for i := range vf {
			if !equalBits(vf[i].Grad, vs[i].Grad) {
				t.Fatalf("%s: gradient of input %d differs from the sequence", bc.name, i)
			}
		}
		// One forward entry for the block and one gradient entry for each
		// contribution its backward makes: two to x (the residual and the
		// LayerNorm), one to each of the six weights.
		var fwd, grad int
		op := map[bool]string{true: "attention_block", false: "mlp_block"}[bc.name != "mlp_block"]
		for _, e := range tr.Entries() {
			switch e.Op {
			case op:
				fwd++
			case op + ".grad":
				grad++
			}
		}
		// scale, block, mul, add; add.grad x2, mul.grad x2 + grad_accum,
		// block grads + 2 grad_accum into x, scale.grad.
		if fwd != 1 || grad != 8 || tr.Len() != 20 {
			t.Fatalf("%s: %d block entries, %d gradient entries, %d in all; want 1, 8, 20", bc.name, fwd, grad, tr.Len())
		}
	}
}

// TestSublayersMatchSequence checks that AttentionSublayer and
// MLPSublayer are the blocks' operators one by one: the same output and
// gradients bit for bit, and a trace with an entry per operator and none
// for a block.
func TestSublayersMatchSequence(t *testing.T) {
	o := AttentionOptions{Batch: 2, Seq: 4, Heads: 2, Eps: 1e-5}
	for _, bc := range blockCases(NewPhilox(14, 0))[0:3:3] {
		sub := func(tp *Tape, in []*Var) *Var {
			if bc.name == "mlp_block" {
				return tp.MLPSublayer(in[0], MLPWeights{in[1], in[2], in[3], in[4], in[5], in[6]}, 1e-5)
			}
			oo := o
			if bc.name == "attention_block_rotary" {
				oo.Positions, oo.RotaryBase = []int{0, 1, 2, 3, 0, 1, 2, 3}, 100
			}
			return tp.AttentionSublayer(in[0], AttentionWeights{in[1], in[2], in[3], in[4], in[5], in[6]}, oo)
		}
		run := func(f func(tp *Tape, in []*Var) *Var, tr *Tracer) (*Tensor, []*Var) {
			vars := make([]*Var, len(bc.inputs))
			for i, x := range bc.inputs {
				vars[i] = NewParam(x)
			}
			tp := NewTape(WithTracer(tr))
			y := f(tp, vars)
			g := Zeros(y.Value.Shape...)
			NewPhilox(5, 0).FillNormal(g, 1)
			tp.BackwardWith(y, g)
			return y.Value, vars
		}
		tr := &Tracer{}
		yu, vu := run(sub, tr)
		yf, vf := run(bc.fused, nil)
		if !equalBits(yu, yf) {
			t.Fatalf("%s: the sublayer's output differs from the block's", bc.name)
		}
		for i := range vu {
			if !equalBits(vu[i].Grad, vf[i].Grad) {
				t.Fatalf("%s: gradient of input %d differs from the block's", bc.name, i)
			}
		}
		ops := map[string]bool{}
		for _, e := range tr.Entries() {
			ops[e.Op] = true
		}
		if ops["attention_block"] || ops["mlp_block"] || !ops["layer_norm"] || !ops["layer_norm.grad"] {
			t.Fatalf("%s: trace ops %v", bc.name, ops)
		}
	}
}

func TestBlockGradients(t *testing.T) {
	for _, bc := range blockCases(NewPhilox(13, 0)) {
		gradCheck(t, bc.name, bc.inputs, bc.fused)
	}
}

// TestBlockNoGrad checks that a NoGrad tape computes the same output and
// records nothing.
func TestBlockNoGrad(t *testing.T) {
	for _, bc := range blockCases(NewPhilox(14, 0)) {
		in := make([]*Var, len(bc.inputs))
		for i, x := range bc.inputs {
			in[i] = NewParam(x)
		}
		tp := NewTape(NoGrad())
		y := bc.fused(tp, in)
		ys := bc.seq(NewTape(), in)
		if !equalBits(y.Value, ys.Value) || tp.Len() != 0 || y.RequiresGrad() {
			t.Fatalf("%s: NoGrad block differs or recorded backward state", bc.name)
		}
	}
}
