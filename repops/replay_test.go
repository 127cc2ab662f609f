package repops

import (
	"errors"
	"testing"
)

// TestReplayOp traces each op once and checks that ReplayOp, given the
// entry's op, attributes and inputs, reproduces the recorded output hash.
func TestReplayOp(t *testing.T) {
	p := NewPhilox(31, 0)
	r := func(shape ...int) *Tensor { return randTensor(p, shape...) }
	for _, tc := range replayCases(p) {
		tr := &Tracer{}
		tp := NewTape(WithTracer(tr))
		vars := make([]*Var, len(tc.tensors))
		for i, x := range tc.tensors {
			vars[i] = NewConst(x)
		}
		tc.f(tp, vars)
		es := tr.Entries()
		if len(es) != 1 || es[0].Op != tc.name {
			t.Fatalf("%s: trace %v", tc.name, es)
		}
		out, err := ReplayOp(DefaultOpSet, es[0].Op, es[0].Attrs, tc.tensors, tc.ints)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if out.Hash() != es[0].Output {
			t.Fatalf("%s: replayed output differs from the trace", tc.name)
		}
		if es[0].Inputs[0] != tc.tensors[0].Hash() {
			t.Fatalf("%s: first input hash is not the first tensor's", tc.name)
		}
	}
	replayErrors(t, r)
}

// TestReplayEveryGradient runs each op of replayCases (and dropout) on
// parameters, traces its backward pass with a capturing tracer and
// replays every entry: each op's gradient contributions, not only those
// the transformer uses.
func TestReplayEveryGradient(t *testing.T) {
	p := NewPhilox(32, 0)
	cases := append(replayCases(p), replayCase{"dropout", []*Tensor{randTensor(p, 6, 5)}, nil, func(tp *Tape, in []*Var) *Var {
		return tp.Dropout(in[0], 0.3, 7, 11)
	}})
	for _, tc := range cases {
		tr := NewTracer(WithCapture())
		tp := NewTape(WithTracer(tr))
		vars := make([]*Var, len(tc.tensors))
		for i, x := range tc.tensors {
			vars[i] = NewParam(x)
		}
		// The op's input also feeds a second op, so its gradient is a
		// grad_accum of two contributions.
		y := tc.f(tp, vars)
		y = tp.Add(y, tp.Scale(y, 0.5))
		tp.BackwardWith(y, randTensor(p, y.Value.Shape...))
		grads := 0
		for _, e := range tr.Entries() {
			ts, is, err := tr.Inputs(e)
			if err != nil {
				t.Fatal(err)
			}
			if err := VerifyEntry(DefaultOpSet, e, ts, is); err != nil {
				t.Fatalf("%s: entry %v: %v", tc.name, e, err)
			}
			if e.Op == tc.name+".grad" {
				grads++
			}
		}
		if grads == 0 {
			t.Fatalf("%s: no gradient entries", tc.name)
		}
	}
}

type replayCase struct {
	name    string
	tensors []*Tensor
	ints    [][]int
	f       func(tp *Tape, in []*Var) *Var
}

// replayCases is one case per forward op (two for attention_block and
// cross_entropy).
func replayCases(p *Philox) []replayCase {
	r := func(shape ...int) *Tensor { return randTensor(p, shape...) }
	ids := []int{2, 0, 1, 2}
	mask := FromData([]float32{1, 0.5, 2, 1}, 4)
	return []replayCase{
		{"matmul", []*Tensor{r(3, 4), r(5, 4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.MatMul(in[0], in[1], false, true) }},
		{"bmm", []*Tensor{r(2, 4, 3), r(2, 4, 5)}, nil, func(tp *Tape, in []*Var) *Var { return tp.BatchedMatMul(in[0], in[1], true, false) }},
		{"add", []*Tensor{r(3, 4), r(3, 4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.Add(in[0], in[1]) }},
		{"mul", []*Tensor{r(3, 4), r(3, 4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.Mul(in[0], in[1]) }},
		{"linear", []*Tensor{r(3, 4), r(4, 5), r(5)}, nil, func(tp *Tape, in []*Var) *Var { return tp.Linear(in[0], in[1], in[2]) }},
		{"add_bias", []*Tensor{r(3, 4), r(4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.AddBias(in[0], in[1]) }},
		{"scale", []*Tensor{r(3, 4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.Scale(in[0], 0.7) }},
		{"sum", []*Tensor{r(3, 4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.SumAxis(in[0], 1) }},
		{"mean", []*Tensor{r(3, 4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.MeanAxis(in[0], 0) }},
		{"sum_all", []*Tensor{r(3, 4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.Sum(in[0]) }},
		{"softmax", []*Tensor{r(3, 4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.Softmax(in[0]) }},
		{"log_softmax", []*Tensor{r(3, 4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.LogSoftmax(in[0]) }},
		{"gelu", []*Tensor{r(3, 4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.GELU(in[0]) }},
		{"silu", []*Tensor{r(3, 4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.SiLU(in[0]) }},
		{"tanh", []*Tensor{r(3, 4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.Tanh(in[0]) }},
		{"relu", []*Tensor{r(3, 4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.ReLU(in[0]) }},
		{"layer_norm", []*Tensor{r(3, 4), r(4), r(4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.LayerNorm(in[0], in[1], in[2], 1e-5) }},
		{"rms_norm", []*Tensor{r(3, 4), r(4)}, nil, func(tp *Tape, in []*Var) *Var { return tp.RMSNorm(in[0], in[1], 1e-6) }},
		{"causal_attention", []*Tensor{r(6, 4), r(6, 4), r(6, 4)}, nil, func(tp *Tape, in []*Var) *Var {
			return tp.CausalSelfAttention(in[0], in[1], in[2], 2, 3, 2)
		}},
		{"rotary", []*Tensor{r(4, 8)}, [][]int{ids}, func(tp *Tape, in []*Var) *Var { return tp.Rotary(in[0], ids, 2, 500) }},
		{"attention_block", []*Tensor{r(4, 8), r(8), r(8), r(8, 8), r(8, 8), r(8, 8), r(8, 8)}, nil, func(tp *Tape, in []*Var) *Var {
			return tp.AttentionBlock(in[0], AttentionWeights{in[1], in[2], in[3], in[4], in[5], in[6]}, AttentionOptions{Batch: 2, Seq: 2, Heads: 2, Eps: 1e-5})
		}},
		{"attention_block", []*Tensor{r(4, 8), r(8), r(8), r(8, 8), r(8, 8), r(8, 8), r(8, 8)}, [][]int{ids}, func(tp *Tape, in []*Var) *Var {
			return tp.AttentionBlock(in[0], AttentionWeights{in[1], in[2], in[3], in[4], in[5], in[6]},
				AttentionOptions{Batch: 1, Seq: 4, Heads: 2, Eps: 1e-5, Positions: ids, RotaryBase: 500})
		}},
		{"mlp_block", []*Tensor{r(3, 4), r(4), r(4), r(4, 6), r(6), r(6, 4), r(4)}, nil, func(tp *Tape, in []*Var) *Var {
			return tp.MLPBlock(in[0], MLPWeights{in[1], in[2], in[3], in[4], in[5], in[6]}, 1e-5)
		}},
		{"embedding", []*Tensor{r(3, 5)}, [][]int{ids}, func(tp *Tape, in []*Var) *Var { return tp.Embedding(in[0], ids) }},
		{"cross_entropy", []*Tensor{r(4, 3), mask}, [][]int{ids}, func(tp *Tape, in []*Var) *Var {
			return tp.CrossEntropy(in[0], ids, mask.Data)
		}},
		{"cross_entropy", []*Tensor{r(4, 3), mask}, [][]int{ids}, func(tp *Tape, in []*Var) *Var {
			return tp.WeightedNLL(in[0], ids, mask.Data, 3)
		}},
	}
}

// replayErrors checks that malformed entries are ErrReplay errors.
func replayErrors(t *testing.T, r func(shape ...int) *Tensor) {
	t.Helper()
	// Out-of-range targets are refused before the row workers start (a
	// panic on a worker goroutine cannot be recovered), also when the rows
	// are many enough to run in parallel.
	tg := make([]int, 60)
	tg[37] = 40
	wide := r(60, 40)
	if _, err := ReplayOp(DefaultOpSet, "cross_entropy", "", []*Tensor{wide}, [][]int{tg}); !errors.Is(err, ErrReplay) {
		t.Fatalf("target out of range: %v", err)
	}
	if _, err := ReplayEntry(DefaultOpSet, TraceEntry{Op: "cross_entropy.grad", Attrs: "grad=1,part=0,wrt=0", Inputs: make([]Hash, 3)},
		[]*Tensor{FromData([]float32{1}), wide}, [][]int{tg}); !errors.Is(err, ErrReplay) {
		t.Fatalf("gradient, target out of range: %v", err)
	}
	if _, err := ReplayOp(DefaultOpSet, "conv2d", "", nil, nil); !errors.Is(err, ErrReplay) {
		t.Fatalf("unknown op: %v", err)
	}
	if _, err := ReplayOp(DefaultOpSet, "matmul", "transA=maybe,transB=false", []*Tensor{r(2, 2), r(2, 2)}, nil); !errors.Is(err, ErrReplay) {
		t.Fatalf("bad attrs: %v", err)
	}
	if _, err := ReplayOp(DefaultOpSet, "matmul", "transA=false,transB=false", []*Tensor{r(2, 3), r(2, 2)}, nil); !errors.Is(err, ErrReplay) {
		t.Fatalf("bad shapes: %v", err)
	}
}

// TestTraceReusesPassedThroughGradients checks that a gradient passed on
// unchanged (Add hands its output gradient to both inputs) is hashed once
// and that every entry still carries the true hash of its tensor.
func TestTraceReusesPassedThroughGradients(t *testing.T) {
	p := NewPhilox(41, 0)
	x, w1, w2 := NewConst(randTensor(p, 3, 4)), NewParam(randTensor(p, 4, 5)), NewParam(randTensor(p, 4, 5))
	tr := &Tracer{}
	tp := NewTape(WithTracer(tr))
	a, b := tp.MatMul(x, w1, false, false), tp.MatMul(x, w2, false, false)
	y := tp.Add(a, b)
	tp.BackwardWith(y, randTensor(p, 3, 5))
	es := tr.Entries()
	ops := []string{"matmul", "matmul", "add", "add.grad", "add.grad", "matmul.grad", "matmul.grad"}
	if len(es) != len(ops) {
		t.Fatalf("%d entries, want %d", len(es), len(ops))
	}
	for i, op := range ops {
		if es[i].Op != op {
			t.Fatalf("entry %d is %s, want %s", i, es[i].Op, op)
		}
	}
	if es[3].Output != y.Grad.Hash() || es[4].Output != y.Grad.Hash() || a.Grad.Hash() != y.Grad.Hash() ||
		es[5].Inputs[0] != y.Grad.Hash() || es[6].Inputs[0] != y.Grad.Hash() {
		t.Fatal("passed-through gradient entries do not carry the gradient's hash")
	}
	if es[5].Output != w2.Grad.Hash() || es[6].Output != w1.Grad.Hash() {
		t.Fatal("matmul.grad entries do not carry the weight gradients")
	}
	if es[3].Attrs != "grad=11,part=0,wrt=0" || es[4].Attrs != "grad=11,part=1,wrt=1" || es[5].Attrs != "transA=false,transB=false,grad=01,part=0,wrt=1" {
		t.Fatalf("gradient attributes %q, %q, %q", es[3].Attrs, es[4].Attrs, es[5].Attrs)
	}
	size := func(ts ...*Tensor) (n int64) {
		for _, t := range ts {
			n += encodedSize(t)
		}
		return n
	}
	// Leaves x, w1, w2; outputs a, b, y; y's gradient once (not three
	// times); the weight gradients.
	if got, want := tr.HashedBytes(), size(x.Value, w1.Value, w2.Value, a.Value, b.Value, y.Value, y.Grad, w1.Grad, w2.Grad); got != want {
		t.Fatalf("hashed %d bytes, want %d", got, want)
	}
	// A gradient with two contributions is their grad_accum.
	w1.ZeroGrad()
	tr2 := &Tracer{}
	tp2 := NewTape(WithTracer(tr2))
	h := tp2.MatMul(x, w1, false, false)
	z := tp2.Add(h, tp2.Tanh(h))
	tp2.BackwardWith(z, randTensor(p, 3, 5))
	var accums int
	for _, e := range tr2.Entries() {
		if e.Op == "matmul.grad" && e.Inputs[0] != h.Grad.Hash() {
			t.Fatal("matmul.grad does not take the accumulated gradient")
		}
		if e.Op == "grad_accum" {
			accums++
			if e.Output != h.Grad.Hash() {
				t.Fatal("grad_accum has the wrong hash")
			}
		}
	}
	if accums != 1 {
		t.Fatalf("%d grad_accum entries, want 1", accums)
	}
}

// TestSGDEntriesReplay traces two SGD steps (momentum, weight decay) and
// replays their entries.
func TestSGDEntriesReplay(t *testing.T) {
	p := NewPhilox(33, 0)
	w := []*Var{NewParam(randTensor(p, 3, 4)), NewParam(randTensor(p, 4))}
	o := NewSGD(w, 0.1, 0.9, 0.01)
	for step := 0; step < 2; step++ {
		tr := NewTracer(WithCapture())
		for _, v := range w {
			v.Grad = randTensor(p, v.Value.Shape...)
		}
		o.Step(w, tr)
		es := tr.Entries()
		if len(es) != 2 || es[0].Op != "sgd" || len(es[0].Inputs) != 3 {
			t.Fatalf("step %d: trace %v", step, es)
		}
		for _, e := range es {
			ts, is, err := tr.Inputs(e)
			if err != nil {
				t.Fatal(err)
			}
			if err := VerifyEntry(DefaultOpSet, e, ts, is); err != nil {
				t.Fatalf("step %d: %v", step, err)
			}
		}
	}
}
