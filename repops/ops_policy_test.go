package repops

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"runtime"
	"strings"
	"testing"
)

func policyInputs(p *Philox, n int) (old, ref, adv, mask []float32) {
	old, ref, adv, mask = make([]float32, n), make([]float32, n), make([]float32, n), make([]float32, n)
	for i := range n {
		// Products rounded explicitly: test inputs must have the same bits
		// on every architecture too.
		old[i] = -1.5 + float32(0.5*p.Normal())
		ref[i] = -1.2 + float32(0.3*p.Normal())
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
		out, err := ReplayOp(DefaultOpSet, es[0].Op, es[0].Attrs, ins, [][]int{targets})
		if err != nil {
			t.Fatal(err)
		}
		if out.Hash() != es[0].Output {
			t.Fatalf("kl %g: the replayed loss differs from the trace", kl)
		}
		if _, err := ReplayOp(DefaultOpSet, "policy_loss", "eps_low=3e4ccccd", ins, [][]int{targets}); err == nil {
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

// policyCase builds logits [8, 5] and inputs whose rows exercise every
// branch of the loss, with ratios far enough from the clip bounds that
// the finite differences of gradCheck (steps of 1e-2) do not cross them.
func policyCase() (logits *Tensor, targets []int, old, ref, adv, mask []float32) {
	p := NewPhilox(74, 0)
	const n, v = 8, 5
	logits = randTensor(p, n, v)
	targets = []int{0, 1, 2, 3, 4, 2, -1, 1}
	ls := LogSoftmaxRows(logits)
	// logp - old per row, and the advantages:
	//	0: ratio e^1   with A > 0: clipped high (no policy gradient)
	//	1: ratio e^-1  with A < 0: clipped low (no policy gradient)
	//	2: ratio e^1   with A < 0: unclipped (the unclipped term is lower)
	//	3: ratio e^-1  with A > 0: unclipped
	//	4: ratio e^.05 inside the range
	//	5: mask 0; 6: negative target; 7: mask 0.5, inside the range
	delta := []float32{1, -1, 1, -1, 0.05, 0, 0, -0.1}
	adv = []float32{1, -1, -0.7, 0.8, 1.3, 2, 2, -0.4}
	mask = []float32{1, 1, 1, 1, 1, 0, 1, 0.5}
	old, ref = make([]float32, n), make([]float32, n)
	for i, t := range targets {
		if t >= 0 {
			old[i] = ls.Data[i*v+t] - delta[i]
			ref[i] = ls.Data[i*v+t] + float32(0.3*p.Normal())
		}
	}
	return
}

// TestPolicyLossGradientCases checks the gradient against finite
// differences on clipped tokens (both sides), unclipped tokens outside the
// range, masked and skipped rows, with and without the KL term, and the
// statistics and zero gradients that go with them.
func TestPolicyLossGradientCases(t *testing.T) {
	logits, targets, old, ref, adv, mask := policyCase()
	const v = 5
	for _, kl := range []float32{0, 0.3} {
		o := PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: kl, Normalizer: 3}
		gradCheck(t, "policy_loss cases", []*Tensor{logits}, func(tp *Tape, in []*Var) *Var {
			return tp.PolicyLoss(in[0], targets, old, ref, adv, mask, o)
		})
		x := NewParam(logits.Clone())
		tp := NewTape()
		loss, st := tp.PolicyLossWithStats(x, targets, old, ref, adv, mask, o)
		tp.Backward(loss)
		if st.Tokens != 6 || st.ClipFraction != float32(2)/float32(6) {
			t.Fatalf("kl %g: stats %+v, want 6 tokens, 2 of them clipped", kl, st)
		}
		rowZero := func(r int) bool {
			for _, g := range x.Grad.Data[r*v : (r+1)*v] {
				if g != 0 {
					return false
				}
			}
			return true
		}
		for r := range targets {
			want := r == 5 || r == 6 || (kl == 0 && (r == 0 || r == 1))
			if rowZero(r) != want {
				t.Fatalf("kl %g: row %d has zero gradient %v, want %v", kl, r, rowZero(r), want)
			}
		}
		if kl == 0 {
			continue
		}
		// On a clipped row only the KL term flows: the same bits as the
		// row with advantage 0 (where both policy terms are zero).
		adv0 := append([]float32{}, adv...)
		adv0[0], adv0[1] = 0, 0
		y := NewParam(logits.Clone())
		tp2 := NewTape()
		tp2.Backward(tp2.PolicyLoss(y, targets, old, ref, adv0, mask, o))
		for i := 0; i < 2*v; i++ {
			if math.Float32bits(x.Grad.Data[i]) != math.Float32bits(y.Grad.Data[i]) {
				t.Fatalf("clipped row element %d: gradient %g, KL alone %g", i, x.Grad.Data[i], y.Grad.Data[i])
			}
		}
	}
}

// rowNLL returns CrossEntropy's per-row loss of each row (its negation is
// PolicyLoss's logp, bit for bit).
func rowNLL(logits *Tensor, targets []int) []float32 {
	v := logits.Cols()
	out := make([]float32, len(targets))
	for i, t := range targets {
		row := FromData(append([]float32{}, logits.Data[i*v:(i+1)*v]...), 1, v)
		out[i] = NewTape(NoGrad()).CrossEntropy(NewConst(row), []int{t}, nil).Value.Data[0]
	}
	return out
}

// TestPolicyLossOnPolicyBitExact: with oldLogp equal to PolicyLoss's own
// logp (the negated CrossEntropy row loss), KLBeta 0, mask 1 and a
// power-of-two normalizer, every ratio is exactly 1 and the gradient is
// bit for bit that of WeightedNLL with weights A: w = (1/N)*(-A) and
// A/N are both exact, and float32(onehot-p)*(-A/N) = (p-onehot)*(A/N)
// (but for the sign of a zero, where a probability underflows to 0).
func TestPolicyLossOnPolicyBitExact(t *testing.T) {
	p := NewPhilox(75, 0)
	const n, v = 9, 6
	logits := randTensor(p, n, v)
	targets := []int{0, 5, 2, 2, 1, 3, 4, 0, 5}
	nll := rowNLL(logits, targets)
	old := make([]float32, n)
	adv := make([]float32, n)
	mask := make([]float32, n)
	var sumA float32
	for i := range old {
		old[i] = -nll[i]
		adv[i] = p.Normal()
		mask[i] = 1
		sumA = sumA + adv[i]
	}
	a := NewParam(logits.Clone())
	tp := NewTape()
	loss, st := tp.PolicyLossWithStats(a, targets, old, nil, adv, mask, PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, Normalizer: 8})
	tp.Backward(loss)
	if st.MeanRatio != 1 || st.ClipFraction != 0 || st.Tokens != n {
		t.Fatalf("on-policy stats %+v", st)
	}
	if want := -sumA / 8; loss.Value.Data[0] != want {
		t.Fatalf("on-policy loss %g, want -sum(A)/N = %g", loss.Value.Data[0], want)
	}
	b := NewParam(logits.Clone())
	tp2 := NewTape()
	tp2.Backward(tp2.WeightedNLL(b, targets, adv, 8))
	sameBits(t, "on-policy gradient against WeightedNLL", a.Grad, b.Grad)
}

// TestPolicyLossIndependentOfWorkers runs a loss large enough to be split
// across goroutines under several GOMAXPROCS values.
func TestPolicyLossIndependentOfWorkers(t *testing.T) {
	p := NewPhilox(76, 0)
	const n, v = 700, 64
	logits := randTensor(p, n, v)
	targets := make([]int, n)
	for i := range targets {
		targets[i] = int(p.Uint32()%(v+1)) - 1 // some -1
	}
	old, ref, adv, mask := policyInputs(p, n)
	o := PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: 0.04, Normalizer: 500}
	run := func() (uint32, Hash, PolicyLossStats) {
		x := NewParam(logits.Clone())
		tp := NewTape()
		loss, st := tp.PolicyLossWithStats(x, targets, old, ref, adv, mask, o)
		tp.Backward(loss)
		return math.Float32bits(loss.Value.Data[0]), x.Grad.Hash(), st
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	runtime.GOMAXPROCS(1)
	l1, g1, s1 := run()
	for _, procs := range []int{2, 3, 8} {
		runtime.GOMAXPROCS(procs)
		l, g, s := run()
		if l != l1 || g != g1 || s != s1 {
			t.Fatalf("GOMAXPROCS %d: loss %08x, stats %+v; with 1: %08x, %+v (gradients equal: %v)", procs, l, s, l1, s1, g == g1)
		}
	}
}

// TestPolicyLossMaskedRowsContributeNothing: rows with mask 0 or a
// negative target are skipped, so whatever they hold (here an infinite
// ratio, a NaN advantage and reference) changes no bit of the loss, the
// statistics or the gradient.
func TestPolicyLossMaskedRowsContributeNothing(t *testing.T) {
	p := NewPhilox(77, 0)
	const v = 4
	logits := randTensor(p, 5, v)
	targets := []int{1, 2, 3, 0, -1}
	old, ref, adv, mask := policyInputs(p, 5)
	mask[1], mask[3] = 0, 0
	o := PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: 0.1, Normalizer: 2}
	run := func(old, ref, adv []float32) (*Var, *Var, PolicyLossStats) {
		x := NewParam(logits.Clone())
		tp := NewTape()
		loss, st := tp.PolicyLossWithStats(x, targets, old, ref, adv, mask, o)
		tp.Backward(loss)
		return loss, x, st
	}
	l1, x1, s1 := run(old, ref, adv)
	nan := float32(math.NaN())
	bad := func(s []float32, x float32) []float32 {
		s = append([]float32{}, s...)
		s[1], s[3], s[4] = x, x, x
		return s
	}
	l2, x2, s2 := run(bad(old, -1e30), bad(ref, nan), bad(adv, nan))
	sameBits(t, "loss", l2.Value, l1.Value)
	sameBits(t, "gradient", x2.Grad, x1.Grad)
	if s1 != s2 || s1.Tokens != 2 {
		t.Fatalf("stats %+v and %+v, want 2 learned tokens each", s1, s2)
	}
}

// TestPolicyLossTracedStepReplays traces a whole training step (a matmul
// producing the logits, the policy loss with a KL term, backward, AdamW)
// and checks every entry: each forward entry is recomputed by ReplayOp
// from the tensors its input hashes name, each gradient entry by running
// the backward pass on the replayed values, and the AdamW entry by an
// optimizer step on a copy.
func TestPolicyLossTracedStepReplays(t *testing.T) {
	p := NewPhilox(78, 0)
	const n, d, v = 6, 4, 5
	x := NewConst(randTensor(p, n, d))
	w0 := randTensor(p, d, v)
	w := NewParam(w0.Clone())
	targets := []int{0, 4, 2, -1, 1, 3}
	old, ref, adv, mask := policyInputs(p, n)
	o := PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: 0.05, Normalizer: 5}
	cfg := DefaultAdamW()
	cfg.LR = 0.01
	opt := NewAdamW([]*Var{w}, cfg)

	tr := NewTracer(WithCapture())
	tp := NewTape(WithTracer(tr))
	tp.Backward(tp.PolicyLoss(tp.MatMul(x, w, false, false), targets, old, ref, adv, mask, o))
	opt.Step([]*Var{w}, tr)
	es := tr.Entries()
	ops := []string{"matmul", "policy_loss", "policy_loss.grad", "matmul.grad", "adamw"}
	if len(es) != len(ops) {
		t.Fatalf("trace %v", es)
	}
	for i, op := range ops {
		if es[i].Op != op {
			t.Fatalf("entry %d is %s, want %s", i, es[i].Op, op)
		}
	}
	// Every entry replays from the tensors its input hashes name.
	for _, e := range es {
		ts, is, err := tr.Inputs(e)
		if err != nil {
			t.Fatal(err)
		}
		if err := VerifyEntry(DefaultOpSet, e, ts, is); err != nil {
			t.Fatalf("%s: %v", e.Op, err)
		}
	}
	if !strings.Contains(es[1].Attrs, "kl=3d4ccccd") || len(es[1].Inputs) != 6 {
		t.Fatalf("policy_loss entry %v", es[1])
	}
	// policy_loss.grad: from the unit seed and the loss's inputs to the
	// logits' gradient, recomputed independently here.
	if es[2].Inputs[0] != FromData([]float32{1}).Hash() || len(es[2].Inputs) != 7 {
		t.Fatal("policy_loss.grad does not take the unit seed and the loss's inputs")
	}
	lg := NewParam(NewTape().MatMul(x, NewConst(w0), false, false).Value)
	tp2 := NewTape()
	tp2.Backward(tp2.PolicyLoss(lg, targets, old, ref, adv, mask, o))
	if es[2].Output != lg.Grad.Hash() || es[3].Inputs[0] != lg.Grad.Hash() {
		t.Fatal("the logits gradient differs from the recomputed one")
	}
	// matmul.grad: W's gradient x^T dlogits; adamw takes it and commits to
	// the updated value and moments.
	gw := NewTape().MatMul(x, NewConst(lg.Grad), true, false).Value
	if es[3].Output != gw.Hash() || es[4].Inputs[1] != gw.Hash() || es[4].Inputs[0] != w0.Hash() {
		t.Fatal("adamw inputs differ from the weight and its recomputed gradient")
	}
	w2 := NewParam(w0.Clone())
	w2.Grad = gw
	opt2 := NewAdamW([]*Var{w2}, cfg)
	opt2.Step([]*Var{w2}, nil)
	if es[4].Output != combineHashes([]Hash{w2.Value.Hash(), opt2.M[0].Hash(), opt2.V[0].Hash()}) {
		t.Fatal("adamw output differs from a recomputed step")
	}
}

func TestPolicyLossValidation(t *testing.T) {
	nan, inf := float32(math.NaN()), float32(math.Inf(1))
	ok := PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, Normalizer: 1}
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, o := range []PolicyLossOptions{
		{EpsLow: 0.2, EpsHigh: 0.28},
		{EpsLow: 0.2, EpsHigh: 0.28, Normalizer: -1},
		{EpsLow: 0.2, EpsHigh: 0.28, Normalizer: nan},
		{EpsLow: 0.2, EpsHigh: 0.28, Normalizer: inf},
		{EpsLow: 1, EpsHigh: 0.28, Normalizer: 1},
		{EpsLow: -0.1, EpsHigh: 0.28, Normalizer: 1},
		{EpsLow: nan, EpsHigh: 0.28, Normalizer: 1},
		{EpsLow: 0.2, EpsHigh: -0.1, Normalizer: 1},
		{EpsLow: 0.2, EpsHigh: inf, Normalizer: 1},
		{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: -0.1, Normalizer: 1},
		{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: nan, Normalizer: 1},
	} {
		if o.Validate() == nil {
			t.Errorf("%+v accepted", o)
		}
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%+v: PolicyLoss did not panic", o)
				}
			}()
			z := []float32{0}
			NewTape().PolicyLoss(NewConst(Zeros(1, 2)), []int{0}, z, z, z, []float32{1}, o)
		}()
	}
}

// TestPolicyLossReplayRejects: malformed entries are errors, never a
// crash, including a target out of range in a loss large enough to be
// split across goroutines.
func TestPolicyLossReplayRejects(t *testing.T) {
	p := NewPhilox(79, 0)
	const n, v = 2048, 8
	logits := randTensor(p, n, v)
	targets := make([]int, n)
	targets[n-1] = v
	old, ref, adv, mask := policyInputs(p, n)
	f := func(s []float32) *Tensor { return FromData(s, len(s)) }
	four := []*Tensor{logits, f(old), f(adv), f(mask)}
	five := append(append([]*Tensor{}, four...), f(ref))
	attrs := policyAttrs(PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: 0.1, Normalizer: 1})
	noKL := policyAttrs(PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, Normalizer: 1})
	good := append([]int{}, targets...)
	good[n-1] = 0
	for _, c := range []struct {
		name    string
		attrs   string
		tensors []*Tensor
		ints    [][]int
	}{
		{"target out of range", attrs, five, [][]int{targets}},
		{"KL without reference", attrs, four, [][]int{good}},
		{"reference without KL", noKL, five, [][]int{good}},
		{"short mask", noKL, []*Tensor{logits, f(old), f(adv), f(mask[1:])}, [][]int{good}},
		{"no targets", noKL, four, nil},
		{"bad bits", strings.Replace(noKL, "norm=3f800000", "norm=1.0", 1), four, [][]int{good}},
		{"zero normalizer", strings.Replace(noKL, "norm=3f800000", "norm=00000000", 1), four, [][]int{good}},
		{"missing attribute", "eps_low=3e4ccccd,eps_high=3e8f5c29,kl=00000000", four, [][]int{good}},
	} {
		if _, err := ReplayOp(DefaultOpSet, "policy_loss", c.attrs, c.tensors, c.ints); !errors.Is(err, ErrReplay) {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	if _, err := ReplayOp(DefaultOpSet, "policy_loss", noKL, four, [][]int{good}); err != nil {
		t.Fatal(err)
	}
}

// TestPolicyLossGolden pins the bits of the loss, its statistics and the
// gradient on fixed inputs covering every branch (clipped both sides,
// unclipped outside the range, masked and skipped rows, KL on and off),
// so that the arm64 run under qemu (make test-repops), purego and every
// GOAMD64 level are checked against the same values.
func TestPolicyLossGolden(t *testing.T) {
	h := sha256.New()
	run := func(logits *Tensor, targets []int, old, ref, adv, mask []float32, o PolicyLossOptions) {
		x := NewParam(logits.Clone())
		tp := NewTape()
		loss, st := tp.PolicyLossWithStats(x, targets, old, ref, adv, mask, o)
		tp.BackwardWith(loss, FromData([]float32{0.75}))
		g := x.Grad.Hash()
		fmt.Fprintf(h, "%08x %08x %08x %d %x\n", math.Float32bits(loss.Value.Data[0]), math.Float32bits(st.ClipFraction), math.Float32bits(st.MeanRatio), st.Tokens, g[:])
	}
	logits, targets, old, ref, adv, mask := policyCase()
	for _, kl := range []float32{0, 0.3} {
		run(logits, targets, old, ref, adv, mask, PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: kl, Normalizer: 3})
	}
	// Many rows, so that a fused multiply-add anywhere would show.
	p := NewPhilox(80, 0)
	const n, v = 512, 16
	logits = randTensor(p, n, v)
	targets = make([]int, n)
	for i := range targets {
		targets[i] = int(p.Uint32() % v)
	}
	old, ref, adv, mask = policyInputs(p, n)
	run(logits, targets, old, ref, adv, mask, PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: 0.07, Normalizer: 300})
	const want = "7ec80dfcb446f162407d045aa50137ff289f6577b9ff0d1f8c00920e78947764"
	if got := hex.EncodeToString(h.Sum(nil)); got != want {
		t.Fatalf("policy loss golden %s, want %s", got, want)
	}
}
