package repops

import (
	"fmt"
	"math"
	"testing"
)

// gradCheck compares Backward's gradients of L = sum(out * R) (R a fixed
// random tensor) against central finite differences in every input
// element.
func gradCheck(t *testing.T, name string, inputs []*Tensor, f func(tp *Tape, in []*Var) *Var) {
	t.Helper()
	p := NewPhilox(99, 0)
	vars := make([]*Var, len(inputs))
	for i, x := range inputs {
		vars[i] = NewParam(x.Clone())
	}
	tp := NewTape()
	out := f(tp, vars)
	r := Zeros(out.Value.Shape...)
	p.FillNormal(r, 1)
	tp.BackwardWith(out, r)
	loss := func() float64 {
		vs := make([]*Var, len(inputs))
		for i, x := range inputs {
			vs[i] = NewConst(x)
		}
		o := f(NewTape(), vs)
		var s float64
		for i, v := range o.Value.Data {
			s += float64(v) * float64(r.Data[i])
		}
		return s
	}
	const eps = 1e-2
	for i, x := range inputs {
		for j := range x.Data {
			orig := x.Data[j]
			x.Data[j] = orig + eps
			lp := loss()
			x.Data[j] = orig - eps
			lm := loss()
			x.Data[j] = orig
			num := (lp - lm) / (2 * eps)
			var ana float64
			if vars[i].Grad != nil {
				ana = float64(vars[i].Grad.Data[j])
			}
			if math.Abs(num-ana) > 1e-2+3e-2*math.Abs(num) {
				t.Errorf("%s: input %d element %d: analytic %g, numeric %g", name, i, j, ana, num)
				return
			}
		}
	}
}

func TestGradients(t *testing.T) {
	p := NewPhilox(5, 0)
	rt := func(shape ...int) *Tensor { return randTensor(p, shape...) }
	away := func(shape ...int) *Tensor { // values away from 0 (for ReLU's kink)
		x := rt(shape...)
		for i, v := range x.Data {
			if v >= 0 {
				x.Data[i] = v + 0.1
			} else {
				x.Data[i] = v - 0.1
			}
		}
		return x
	}
	for _, tr := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
		a, b := rt(3, 4), rt(4, 5)
		if tr[0] {
			a = rt(4, 3)
		}
		if tr[1] {
			b = rt(5, 4)
		}
		gradCheck(t, fmt.Sprintf("matmul%v", tr), []*Tensor{a, b}, func(tp *Tape, in []*Var) *Var {
			return tp.MatMul(in[0], in[1], tr[0], tr[1])
		})
		ba, bb := rt(2, 3, 4), rt(2, 4, 5)
		if tr[0] {
			ba = rt(2, 4, 3)
		}
		if tr[1] {
			bb = rt(2, 5, 4)
		}
		gradCheck(t, fmt.Sprintf("bmm%v", tr), []*Tensor{ba, bb}, func(tp *Tape, in []*Var) *Var {
			return tp.BatchedMatMul(in[0], in[1], tr[0], tr[1])
		})
	}
	gradCheck(t, "add", []*Tensor{rt(3, 4), rt(3, 4)}, func(tp *Tape, in []*Var) *Var { return tp.Add(in[0], in[1]) })
	gradCheck(t, "mul", []*Tensor{rt(3, 4), rt(3, 4)}, func(tp *Tape, in []*Var) *Var { return tp.Mul(in[0], in[1]) })
	gradCheck(t, "scale", []*Tensor{rt(3, 4)}, func(tp *Tape, in []*Var) *Var { return tp.Scale(in[0], -1.5) })
	gradCheck(t, "add_bias", []*Tensor{rt(3, 4), rt(4)}, func(tp *Tape, in []*Var) *Var { return tp.AddBias(in[0], in[1]) })
	gradCheck(t, "linear", []*Tensor{rt(3, 4), rt(4, 2), rt(2)}, func(tp *Tape, in []*Var) *Var { return tp.Linear(in[0], in[1], in[2]) })
	for axis := 0; axis < 3; axis++ {
		gradCheck(t, fmt.Sprintf("sum%d", axis), []*Tensor{rt(2, 3, 4)}, func(tp *Tape, in []*Var) *Var { return tp.SumAxis(in[0], axis) })
		gradCheck(t, fmt.Sprintf("mean%d", axis), []*Tensor{rt(2, 3, 4)}, func(tp *Tape, in []*Var) *Var { return tp.MeanAxis(in[0], axis) })
	}
	gradCheck(t, "sum_all", []*Tensor{rt(3, 4)}, func(tp *Tape, in []*Var) *Var { return tp.Sum(in[0]) })
	gradCheck(t, "softmax", []*Tensor{rt(3, 5)}, func(tp *Tape, in []*Var) *Var { return tp.Softmax(in[0]) })
	gradCheck(t, "log_softmax", []*Tensor{rt(3, 5)}, func(tp *Tape, in []*Var) *Var { return tp.LogSoftmax(in[0]) })
	gradCheck(t, "layer_norm", []*Tensor{rt(3, 6), rt(6), rt(6)}, func(tp *Tape, in []*Var) *Var { return tp.LayerNorm(in[0], in[1], in[2], 1e-5) })
	gradCheck(t, "rms_norm", []*Tensor{rt(3, 6), rt(6)}, func(tp *Tape, in []*Var) *Var { return tp.RMSNorm(in[0], in[1], 1e-5) })
	gradCheck(t, "gelu", []*Tensor{rt(3, 5)}, func(tp *Tape, in []*Var) *Var { return tp.GELU(in[0]) })
	gradCheck(t, "silu", []*Tensor{rt(3, 5)}, func(tp *Tape, in []*Var) *Var { return tp.SiLU(in[0]) })
	gradCheck(t, "tanh", []*Tensor{rt(3, 5)}, func(tp *Tape, in []*Var) *Var { return tp.Tanh(in[0]) })
	gradCheck(t, "relu", []*Tensor{away(3, 5)}, func(tp *Tape, in []*Var) *Var { return tp.ReLU(in[0]) })
	gradCheck(t, "dropout", []*Tensor{rt(3, 5)}, func(tp *Tape, in []*Var) *Var { return tp.Dropout(in[0], 0.3, 7, 0) })
	gradCheck(t, "embedding", []*Tensor{rt(5, 3)}, func(tp *Tape, in []*Var) *Var { return tp.Embedding(in[0], []int{1, 4, 1, 0}) })
	gradCheck(t, "rotary", []*Tensor{rt(5, 8)}, func(tp *Tape, in []*Var) *Var {
		return tp.Rotary(in[0], []int{0, 1, 7, 1, 300}, 2, DefaultRotaryBase)
	})
	gradCheck(t, "cross_entropy", []*Tensor{rt(4, 5)}, func(tp *Tape, in []*Var) *Var {
		return tp.CrossEntropy(in[0], []int{1, 4, -1, 0}, []float32{1, 0.5, 1, 2})
	})
	gradCheck(t, "attention", []*Tensor{rt(2*4, 6), rt(2*4, 6), rt(2*4, 6)}, func(tp *Tape, in []*Var) *Var {
		return tp.CausalSelfAttention(in[0], in[1], in[2], 2, 4, 2)
	})
	// A composite: gradients from two consumers accumulate.
	gradCheck(t, "composite", []*Tensor{rt(3, 4), rt(4, 4)}, func(tp *Tape, in []*Var) *Var {
		h := tp.MatMul(in[0], in[1], false, false)
		return tp.Add(tp.Tanh(h), tp.Mul(h, in[0]))
	})
}

func TestOptimizersDeterministicAndDescend(t *testing.T) {
	run := func() (*Tensor, float32) {
		p := NewPhilox(3, 0)
		w := NewParam(randTensor(p, 4, 3))
		x := randTensor(p, 8, 4)
		targets := []int{0, 1, 2, 0, 1, 2, 0, 1}
		opt := NewAdamW([]*Var{w}, AdamWConfig{LR: 0.05, Beta1: 0.9, Beta2: 0.999, Eps: 1e-8, WeightDecay: 0.01})
		var loss float32
		for i := 0; i < 50; i++ {
			tp := NewTape()
			w.ZeroGrad()
			l := tp.CrossEntropy(tp.MatMul(NewConst(x), w, false, false), targets, nil)
			loss = l.Value.Data[0]
			tp.Backward(l)
			ClipGradNorm([]*Var{w}, 1)
			opt.Step([]*Var{w}, nil)
		}
		return w.Value, loss
	}
	w1, l1 := run()
	w2, _ := run()
	sameBits(t, "adamw", w1, w2)
	if l1 > 0.5 {
		t.Fatalf("AdamW did not fit a separable toy problem: loss %g", l1)
	}
	p := NewPhilox(4, 0)
	w := NewParam(randTensor(p, 3))
	sgd := NewSGD([]*Var{w}, 0.1, 0.9, 0)
	for i := 0; i < 100; i++ {
		tp := NewTape()
		w.ZeroGrad()
		l := tp.Sum(tp.Mul(w, w))
		tp.Backward(l)
		sgd.Step([]*Var{w}, nil)
	}
	for _, v := range w.Value.Data {
		if math.Abs(float64(v)) > 1e-2 {
			t.Fatalf("SGD did not minimise |w|^2: %v", w.Value.Data)
		}
	}
}

func TestWeightedNLLGradient(t *testing.T) {
	p := NewPhilox(6, 0)
	gradCheck(t, "weighted_nll", []*Tensor{randTensor(p, 4, 5)}, func(tp *Tape, in []*Var) *Var {
		return tp.WeightedNLL(in[0], []int{1, 4, 2, 0}, []float32{1, -0.5, 0.25, -2}, 4)
	})
}

// TestTraceBisects checks that traces of the same step agree and that a
// one-bit change in a weight is located at the first op that reads it.
func TestTraceBisects(t *testing.T) {
	run := func(flip bool) *Tracer {
		p := NewPhilox(21, 0)
		x, w1, w2 := randTensor(p, 4, 6), randTensor(p, 6, 5), randTensor(p, 5, 3)
		if flip {
			w2.Data[7] = math.Float32frombits(math.Float32bits(w2.Data[7]) ^ 1)
		}
		tr := &Tracer{}
		tp := NewTape(WithTracer(tr))
		a, b := NewParam(w1), NewParam(w2)
		h := tp.GELU(tp.MatMul(NewConst(x), a, false, false))
		loss := tp.CrossEntropy(tp.MatMul(h, b, false, false), []int{0, 1, 2, 0}, nil)
		tp.Backward(loss)
		NewAdamW([]*Var{a, b}, DefaultAdamW()).Step([]*Var{a, b}, tr)
		return tr
	}
	a, b, c := run(false), run(false), run(true)
	if FirstDifference(a, b) != -1 || a.Digest() != b.Digest() {
		t.Fatal("identical steps give different traces")
	}
	i := FirstDifference(a, c)
	if i != 2 || c.Entries()[i].Op != "matmul" {
		t.Fatalf("first difference at %d (%v), want the second matmul at 2", i, c.Entries()[max(i, 0)])
	}
	if a.Entries()[i].Inputs[0] != c.Entries()[i].Inputs[0] || a.Entries()[i].Inputs[1] == c.Entries()[i].Inputs[1] {
		t.Fatal("the differing op should agree on its first input and differ on the weight")
	}
	// Gradients: cross_entropy -> logits, matmul -> h and w2, gelu -> its
	// input, matmul -> w1 (x is a constant).
	if len(a.Entries()) != 4+5+2 {
		t.Fatalf("%d entries, want 4 forward, 5 gradient, 2 optimizer", len(a.Entries()))
	}
}

func TestNoGradTape(t *testing.T) {
	p := NewPhilox(8, 0)
	x, w := randTensor(p, 3, 4), NewParam(randTensor(p, 4, 2))
	a := NewTape(NoGrad())
	ya := a.GELU(a.MatMul(NewConst(x), w, false, false))
	b := NewTape()
	yb := b.GELU(b.MatMul(NewConst(x), w, false, false))
	sameBits(t, "no-grad forward", ya.Value, yb.Value)
	if a.Len() != 0 || ya.RequiresGrad() || b.Len() != 2 {
		t.Fatalf("no-grad tape recorded %d ops (grad tape %d)", a.Len(), b.Len())
	}
}
