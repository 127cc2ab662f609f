package repops

import (
	"testing"
)

func policyInputs(p *Philox, n int) (old, ref, adv, mask []float32) {
	old, ref, adv, mask = make([]float32, n), make([]float32, n), make([]float32, n), make([]float32, n)
	for i := range n {
		old[i] = -1.5 + 0.5*p.Normal()
		ref[i] = -1.2 + 0.3*p.Normal()
		adv[i] = p.Normal()
		mask[i] = 1
	}
	mask[1] = 0
	return
}

func TestPolicyLossGradients(t *testing.T) {
	p := NewPhilox(71, 0)
	const n, v = 6, 5
	targets := []int{0, 3, 4, -1, 2, 1}
	old, ref, adv, mask := policyInputs(p, n)
	for _, o := range []PolicyLossOptions{
		{EpsLow: 0.2, EpsHigh: 0.28, Normalizer: 4},
		{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: 0.1, Normalizer: 4},
		// A tight range clips most tokens: only the KL part flows there.
		{EpsLow: 0.01, EpsHigh: 0.01, KLBeta: 0.05, Normalizer: 2},
	} {
		gradCheck(t, "policy_loss", []*Tensor{randTensor(p, n, v)}, func(tp *Tape, in []*Var) *Var {
			return tp.PolicyLoss(in[0], targets, old, ref, adv, mask, o)
		})
	}
}

// TestPolicyLossOnPolicyIsWeightedNLL: with the behaviour policy equal to
// the current one (ratio 1) and no KL term, the gradient is that of the
// advantage-weighted log-likelihood (WeightedNLL with weights A), up to
// float rounding of the two evaluation orders.
func TestPolicyLossOnPolicyIsWeightedNLL(t *testing.T) {
	p := NewPhilox(72, 0)
	const n, v = 5, 7
	logits := randTensor(p, n, v)
	targets := []int{1, 6, 0, 3, 3}
	ls := LogSoftmaxRows(logits)
	old := make([]float32, n)
	for i, t := range targets {
		old[i] = ls.Data[i*v+t]
	}
	_, _, adv, _ := policyInputs(p, n)
	mask := []float32{1, 1, 1, 1, 1}
	a := NewParam(logits.Clone())
	tp := NewTape()
	loss, st := tp.PolicyLossWithStats(a, targets, old, nil, adv, mask, PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, Normalizer: 5})
	tp.Backward(loss)
	if st.ClipFraction != 0 || st.MeanRatio < 0.999 || st.MeanRatio > 1.001 {
		t.Fatalf("on-policy stats %+v", st)
	}
	b := NewParam(logits.Clone())
	tp2 := NewTape()
	tp2.Backward(tp2.WeightedNLL(b, targets, adv, 5))
	for i := range a.Grad.Data {
		d := a.Grad.Data[i] - b.Grad.Data[i]
		if d > 1e-5 || d < -1e-5 {
			t.Fatalf("element %d: policy loss gradient %g, weighted NLL %g", i, a.Grad.Data[i], b.Grad.Data[i])
		}
	}
}

// TestPolicyLossClippedTokensHaveNoGradient: a token whose ratio left the
// range on the side its advantage favours contributes nothing.
func TestPolicyLossClippedTokensHaveNoGradient(t *testing.T) {
	logits := FromData([]float32{2, 0, 0, 0, 2, 0}, 2, 3)
	targets := []int{0, 1}
	ls := LogSoftmaxRows(logits)
	// Row 0: ratio e^1 > 1.28 with A > 0: clipped. Row 1: ratio e^-1 <
	// 0.8 with A < 0: clipped.
	old := []float32{ls.Data[0] - 1, ls.Data[4] + 1}
	a := NewParam(logits.Clone())
	tp := NewTape()
	loss, st := tp.PolicyLossWithStats(a, targets, old, nil, []float32{1, -1}, []float32{1, 1}, PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, Normalizer: 2})
	tp.Backward(loss)
	if st.ClipFraction != 1 {
		t.Fatalf("clip fraction %g, want 1", st.ClipFraction)
	}
	for i, g := range a.Grad.Data {
		if g != 0 {
			t.Fatalf("gradient %g at %d for clipped tokens", g, i)
		}
	}
}

func TestPolicyLossReplays(t *testing.T) {
	p := NewPhilox(73, 0)
	const n, v = 4, 3
	targets := []int{2, 0, 1, 2}
	old, ref, adv, mask := policyInputs(p, n)
	logits := randTensor(p, n, v)
	for _, kl := range []float32{0, 0.1} {
		tr := &Tracer{}
		tp := NewTape(WithTracer(tr))
		var r []float32
		if kl != 0 {
			r = ref
		}
		tp.PolicyLoss(NewConst(logits), targets, old, r, adv, mask, PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: kl, Normalizer: 3})
		es := tr.Entries()
		if len(es) != 1 || es[0].Op != "policy_loss" {
			t.Fatalf("trace %v", es)
		}
		ins := []*Tensor{logits, FromData(old, n), FromData(adv, n), FromData(mask, n)}
		if kl != 0 {
			ins = append(ins, FromData(ref, n))
		}
		out, err := ReplayOp(es[0].Op, es[0].Attrs, ins, [][]int{targets})
		if err != nil {
			t.Fatal(err)
		}
		if out.Hash() != es[0].Output {
			t.Fatalf("kl %g: the replayed loss differs from the trace", kl)
		}
		if _, err := ReplayOp("policy_loss", "eps_low=3e4ccccd", ins, [][]int{targets}); err == nil {
			t.Fatal("replay without all attributes accepted")
		}
	}
}

func TestPolicyLossRejectsBadInput(t *testing.T) {
	mustPanic := func(name string, f func()) {
		t.Helper()
		defer func() {
			if recover() == nil {
				t.Errorf("%s: no panic", name)
			}
		}()
		f()
	}
	l := NewConst(Zeros(2, 3))
	one := []float32{0, 0}
	o := PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, Normalizer: 1}
	mustPanic("lengths", func() { NewTape().PolicyLoss(l, []int{0}, one, nil, one, one, o) })
	mustPanic("normalizer", func() {
		NewTape().PolicyLoss(l, []int{0, 1}, one, nil, one, one, PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28})
	})
	mustPanic("target", func() { NewTape().PolicyLoss(l, []int{0, 3}, one, nil, one, one, o) })
	mustPanic("kl without reference", func() {
		NewTape().PolicyLoss(l, []int{0, 1}, one, nil, one, one, PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: 1, Normalizer: 1})
	})
}
