package repops

import "testing"

// TestBlocksReuseScratch runs fused attention and MLP sublayers large
// enough for the scratch pools (whose gradients go back to them, and
// whose products and gradients come from them) for several steps, with
// every scratch buffer handed out filled with NaN, and checks every step's output
// and gradients against the operators run one by one, bit for bit, and
// for NaNs (the inputs are finite: a NaN is an element left unwritten).
func TestBlocksReuseScratch(t *testing.T) {
	p := NewPhilox(21, 0)
	r := func(shape ...int) *Tensor { return randTensor(p, shape...) }
	const batch, seq, dim, heads, hidden = 2, 64, 64, 4, 256
	pos := make([]int, batch*seq)
	for i := range pos {
		pos[i] = i % seq
	}
	o := AttentionOptions{Batch: batch, Seq: seq, Heads: heads, Eps: 1e-5, Positions: pos, RotaryBase: 100}
	attnIn := func() []*Tensor {
		return []*Tensor{r(batch*seq, dim), r(dim), r(dim), r(dim, dim), r(dim, dim), r(dim, dim), r(dim, dim)}
	}
	mlpIn := func() []*Tensor {
		return []*Tensor{r(batch*seq, dim), r(dim), r(dim), r(dim, hidden), r(hidden), r(hidden, dim), r(dim)}
	}
	attnSeq := func(tp *Tape, in []*Var) *Var {
		h := tp.LayerNorm(in[0], in[1], in[2], o.Eps)
		q := tp.Rotary(tp.MatMul(h, in[3], false, false), o.Positions, o.Heads, o.RotaryBase)
		k := tp.Rotary(tp.MatMul(h, in[4], false, false), o.Positions, o.Heads, o.RotaryBase)
		v := tp.MatMul(h, in[5], false, false)
		a := tp.CausalSelfAttention(q, k, v, o.Batch, o.Seq, o.Heads)
		return tp.Add(in[0], tp.MatMul(a, in[6], false, false))
	}
	attnFused := func(tp *Tape, in []*Var) *Var {
		return tp.AttentionBlock(in[0], AttentionWeights{in[1], in[2], in[3], in[4], in[5], in[6]}, o)
	}
	mlpSeq := func(tp *Tape, in []*Var) *Var {
		h := tp.LayerNorm(in[0], in[1], in[2], 1e-5)
		h = tp.GELU(tp.Linear(h, in[3], in[4]))
		return tp.Add(in[0], tp.Linear(h, in[5], in[6]))
	}
	mlpFused := func(tp *Tape, in []*Var) *Var {
		return tp.MLPBlock(in[0], MLPWeights{in[1], in[2], in[3], in[4], in[5], in[6]}, 1e-5)
	}
	run := func(inputs []*Tensor, g *Tensor, body func(*Tape, []*Var) *Var) (*Tensor, []*Tensor) {
		tp := NewTape()
		vars := make([]*Var, len(inputs))
		for i, x := range inputs {
			vars[i] = NewParam(x.Clone())
		}
		out := body(tp, vars)
		tp.BackwardWith(out, g)
		grads := make([]*Tensor, len(vars))
		for i, v := range vars {
			grads[i] = v.Grad
		}
		return out.Value.Clone(), grads
	}
	scratchPoison = true
	defer func() { scratchPoison = false }()
	for step := 0; step < 4; step++ {
		for _, c := range []struct {
			name       string
			in         []*Tensor
			seq, fused func(*Tape, []*Var) *Var
		}{{"attention_block", attnIn(), attnSeq, attnFused}, {"mlp_block", mlpIn(), mlpSeq, mlpFused}} {
			g := r(batch*seq, dim)
			wantOut, wantGrads := run(c.in, g, c.seq)
			gotOut, gotGrads := run(c.in, g, c.fused)
			if !equalBits(gotOut, wantOut) {
				t.Fatalf("step %d %s: output differs", step, c.name)
			}
			if hasNaN(gotOut.Data) {
				t.Fatalf("step %d %s: NaN in the output", step, c.name)
			}
			for i := range wantGrads {
				if !equalBits(gotGrads[i], wantGrads[i]) {
					t.Fatalf("step %d %s: gradient of input %d differs", step, c.name, i)
				}
				if hasNaN(gotGrads[i].Data) {
					t.Fatalf("step %d %s: NaN in the gradient of input %d (an element left unwritten)", step, c.name, i)
				}
			}
		}
	}
}

// TestFusedBackwardTwicePanics checks that a second backward pass
// through a fused block, whose intermediate values went back to the
// scratch pools after the first, panics instead of reading reused memory.
func TestFusedBackwardTwicePanics(t *testing.T) {
	p := NewPhilox(22, 0)
	in := []*Var{NewParam(randTensor(p, 5, 6)), NewParam(randTensor(p, 6)), NewParam(randTensor(p, 6)),
		NewParam(randTensor(p, 6, 12)), NewParam(randTensor(p, 12)), NewParam(randTensor(p, 12, 6)), NewParam(randTensor(p, 6))}
	tp := NewTape()
	out := tp.MLPBlock(in[0], MLPWeights{in[1], in[2], in[3], in[4], in[5], in[6]}, 1e-5)
	g := randTensor(p, 5, 6)
	tp.BackwardWith(out, g)
	defer func() {
		if recover() == nil {
			t.Fatal("a second backward pass through a fused block did not panic")
		}
	}()
	tp.BackwardWith(out, g)
}
