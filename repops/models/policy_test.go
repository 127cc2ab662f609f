package models

import (
	"math"
	"strings"
	"testing"

	"github.com/synod-net/synod/repops"
)

// policyToy is a toy GRPO problem for tinyConfig: two prompts, four
// completions each, two advantaged (A = +1) and two not (A = -1). The
// model reads prompt+completion minus its last token; the loss covers
// the positions that predict completion tokens.
func policyToy() (b PolicyBatch, adv []float32) {
	prompts := [][]int{{1, 2}, {3, 4}}
	completions := [][][]int{
		{{5, 5, 6}, {5, 6, 6}, {3, 3, 4}, {4, 4, 3}},
		{{6, 1, 1}, {6, 6, 1}, {2, 2, 2}, {1, 5, 2}},
	}
	signs := []float32{1, 1, -1, -1}
	for i, p := range prompts {
		for j, c := range completions[i] {
			full := append(append([]int{}, p...), c...)
			tok, tgt := full[:len(full)-1], full[1:]
			a, mk := make([]float32, len(tok)), make([]float32, len(tok))
			for t := len(p) - 1; t < len(tok); t++ {
				a[t], mk[t] = signs[j], 1
				b.Normalizer++
			}
			b.Tokens = append(b.Tokens, tok)
			b.Targets = append(b.Targets, append([]int{}, tgt...))
			b.Adv = append(b.Adv, a)
			b.Mask = append(b.Mask, mk)
			adv = append(adv, signs[j])
		}
	}
	return b, adv
}

// completionLogp sums each sequence's log-probs over its masked positions.
func completionLogp(t *testing.T, m *Transformer, b PolicyBatch) []float64 {
	t.Helper()
	lp, err := m.TokenLogProbs(b.Tokens, b.Targets)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]float64, len(lp))
	for i, row := range lp {
		for j, x := range row {
			if b.Mask[i][j] != 0 {
				out[i] += float64(x)
			}
		}
	}
	return out
}

func policyModel(t *testing.T) *Transformer {
	t.Helper()
	cfg := tinyConfig()
	cfg.Optim.LR = 0.02
	m, err := NewTransformer(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// runPolicy takes rounds of GRPO on the toy problem: each round scores
// the batch with the current model (old log-probs) and takes two policy
// steps on it (the second one off-policy, so ratios move and may clip).
func runPolicy(t *testing.T, m *Transformer, o repops.PolicyLossOptions, rounds int, tr func() *repops.Tracer) []repops.PolicyLossStats {
	t.Helper()
	b, _ := policyToy()
	if o.KLBeta != 0 {
		ref, err := m.TokenLogProbs(b.Tokens, b.Targets)
		if err != nil {
			t.Fatal(err)
		}
		b.RefLogp = ref
	}
	var sts []repops.PolicyLossStats
	for range rounds {
		old, err := m.TokenLogProbs(b.Tokens, b.Targets)
		if err != nil {
			t.Fatal(err)
		}
		b.OldLogp = old
		for range 2 {
			loss, st, err := m.PolicyStep(b, o, tr())
			if err != nil {
				t.Fatal(err)
			}
			if math.IsNaN(float64(loss)) || st.Tokens != 24 {
				t.Fatalf("loss %g, stats %+v", loss, st)
			}
			sts = append(sts, st)
		}
	}
	return sts
}

// TestPolicyStepRaisesAdvantaged checks that policy steps raise the
// log-probability of completions with positive advantage and lower it for
// those with negative advantage, that two runs end in the same state
// hash, and that tracing changes no bit of the state.
func TestPolicyStepRaisesAdvantaged(t *testing.T) {
	o := repops.PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: 0.04}
	b, adv := policyToy()
	m := policyModel(t)
	before := completionLogp(t, m, b)
	sts := runPolicy(t, m, o, 4, func() *repops.Tracer { return nil })
	after := completionLogp(t, m, b)
	for i := range adv {
		if d := after[i] - before[i]; (adv[i] > 0) != (d > 0) {
			t.Errorf("completion %d (A = %g): log-prob %.4f -> %.4f", i, adv[i], before[i], after[i])
		}
	}
	// The first step of a round is on-policy: its ratios are 1 within
	// rounding, so nothing is clipped.
	if sts[0].ClipFraction != 0 || math.Abs(float64(sts[0].MeanRatio)-1) > 1e-5 {
		t.Fatalf("on-policy step stats %+v", sts[0])
	}
	want, err := m.StateHash()
	if err != nil {
		t.Fatal(err)
	}
	for _, traced := range []bool{false, true} {
		m2 := policyModel(t)
		sts2 := runPolicy(t, m2, o, 4, func() *repops.Tracer {
			if traced {
				return &repops.Tracer{}
			}
			return nil
		})
		got, err := m2.StateHash()
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("traced %v: state hash %x, want %x", traced, got, want)
		}
		for i := range sts {
			if sts[i] != sts2[i] {
				t.Fatalf("traced %v: step %d stats %+v, want %+v", traced, i, sts2[i], sts[i])
			}
		}
	}
}

// TestTokenLogProbs: the batched log-probs are LogProbs of each sequence
// alone, bit for bit, with 0 where the target is negative.
func TestTokenLogProbs(t *testing.T) {
	m := policyModel(t)
	seqs := [][]int{{1, 2, 5, 5, 6}, {3, 4, 2, 2, 2}, {0, 6, 6, 1, 3}}
	var tokens, targets [][]int
	for _, s := range seqs {
		tokens = append(tokens, s[:4])
		tgt := append([]int{}, s[1:]...)
		tgt[0] = -1
		targets = append(targets, tgt)
	}
	lp, err := m.TokenLogProbs(tokens, targets)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range seqs {
		one, err := m.LogProbs(s)
		if err != nil {
			t.Fatal(err)
		}
		for j := range lp[i] {
			want := one[j]
			if j == 0 {
				want = 0
			}
			if math.Float32bits(lp[i][j]) != math.Float32bits(want) {
				t.Fatalf("sequence %d position %d: %g, want %g", i, j, lp[i][j], want)
			}
		}
	}
	for name, tg := range map[string][][]int{
		"rows":       targets[:2],
		"row length": {targets[0], targets[1], targets[2][:3]},
		"vocabulary": {targets[0], targets[1], {1, 2, 3, 7}},
	} {
		if _, err := m.TokenLogProbs(tokens, tg); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestPolicyStepTraceReplays takes one traced policy step with a KL term
// and recomputes every forward entry of its trace with ReplayOp from the
// tensors a referee holds (the weights before the step, the loss's float
// inputs, the token ids, positions and targets), each entry's inputs
// found by their hashes among those and the outputs replayed before it.
func TestPolicyStepTraceReplays(t *testing.T) {
	m := policyModel(t)
	b, _ := policyToy()
	var err error
	if b.RefLogp, err = m.TokenLogProbs(b.Tokens, b.Targets); err != nil {
		t.Fatal(err)
	}
	// Two steps first, so that the reference, old and current policies
	// all differ.
	b.OldLogp = b.RefLogp
	o := repops.PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: 0.1}
	if _, _, err := m.PolicyStep(b, o, nil); err != nil {
		t.Fatal(err)
	}
	if b.OldLogp, err = m.TokenLogProbs(b.Tokens, b.Targets); err != nil {
		t.Fatal(err)
	}
	if _, _, err := m.PolicyStep(b, o, nil); err != nil {
		t.Fatal(err)
	}

	tensors := map[repops.Hash]*repops.Tensor{}
	_, params := m.Params()
	for _, p := range params {
		c := p.Value.Clone()
		tensors[c.Hash()] = c
	}
	flat := func(rows [][]float32) *repops.Tensor {
		var d []float32
		for _, r := range rows {
			d = append(d, r...)
		}
		return repops.FromData(d, len(d))
	}
	for _, x := range []*repops.Tensor{flat(b.OldLogp), flat(b.RefLogp), flat(b.Adv), flat(b.Mask)} {
		tensors[x.Hash()] = x
	}
	var ids, pos, targets []int
	for i, s := range b.Tokens {
		for j, id := range s {
			ids, pos = append(ids, id), append(pos, j)
		}
		targets = append(targets, b.Targets[i]...)
	}
	ints := map[repops.Hash][]int{repops.HashInts(ids): ids, repops.HashInts(pos): pos, repops.HashInts(targets): targets}

	tr := &repops.Tracer{}
	if _, _, err := m.PolicyStep(b, o, tr); err != nil {
		t.Fatal(err)
	}
	replayed, grads := 0, 0
	for _, e := range tr.Entries() {
		if strings.HasSuffix(e.Op, ".grad") || strings.HasPrefix(e.Op, "grad_") || e.Op == "adamw" {
			grads++
			continue
		}
		var ts []*repops.Tensor
		var is [][]int
		for j, h := range e.Inputs {
			if x, ok := tensors[h]; ok {
				ts = append(ts, x)
			} else if x, ok := ints[h]; ok {
				is = append(is, x)
			} else {
				t.Fatalf("entry %d %s: input %d is none of the known tensors", e.Index, e.Op, j)
			}
		}
		out, err := repops.ReplayOp(repops.DefaultOpSet, e.Op, e.Attrs, ts, is)
		if err != nil {
			t.Fatalf("entry %d %s: %v", e.Index, e.Op, err)
		}
		if out.Hash() != e.Output {
			t.Fatalf("entry %d %s: the replayed output differs from the trace", e.Index, e.Op)
		}
		tensors[e.Output] = out
		replayed++
	}
	if last := tr.Entries()[replayed-1]; last.Op != "policy_loss" || grads < replayed+len(params) {
		t.Fatalf("replayed %d forward entries ending in %s, %d others", replayed, last.Op, grads)
	}
}

// TestPolicyStepRejects: bad batches and options are errors (not
// panics) and leave the model unchanged.
func TestPolicyStepRejects(t *testing.T) {
	m := policyModel(t)
	good, _ := policyToy()
	var err error
	if good.OldLogp, err = m.TokenLogProbs(good.Tokens, good.Targets); err != nil {
		t.Fatal(err)
	}
	o := repops.PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28}
	want, _ := m.StateHash()
	for name, f := range map[string]func(b *PolicyBatch, o *repops.PolicyLossOptions){
		"no normalizer":        func(b *PolicyBatch, o *repops.PolicyLossOptions) { b.Normalizer = 0 },
		"NaN normalizer":       func(b *PolicyBatch, o *repops.PolicyLossOptions) { o.Normalizer = float32(math.NaN()) },
		"clip range":           func(b *PolicyBatch, o *repops.PolicyLossOptions) { o.EpsLow = 1.5 },
		"KL without reference": func(b *PolicyBatch, o *repops.PolicyLossOptions) { o.KLBeta = 0.1 },
		"no old log-probs":     func(b *PolicyBatch, o *repops.PolicyLossOptions) { b.OldLogp = nil },
		"no mask":              func(b *PolicyBatch, o *repops.PolicyLossOptions) { b.Mask = nil },
		"short advantages":     func(b *PolicyBatch, o *repops.PolicyLossOptions) { b.Adv = b.Adv[1:] },
		"short mask row": func(b *PolicyBatch, o *repops.PolicyLossOptions) {
			b.Mask = append([][]float32{b.Mask[0][1:]}, b.Mask[1:]...)
		},
		"target": func(b *PolicyBatch, o *repops.PolicyLossOptions) {
			b.Targets = append([][]int{{1, 2, 3, 7}}, b.Targets[1:]...)
		},
		"token": func(b *PolicyBatch, o *repops.PolicyLossOptions) {
			b.Tokens = append([][]int{{1, 2, 3, 9}}, b.Tokens[1:]...)
		},
		"empty": func(b *PolicyBatch, o *repops.PolicyLossOptions) { *b = PolicyBatch{} },
	} {
		b, oo := good, o
		f(&b, &oo)
		if _, _, err := m.PolicyStep(b, oo, nil); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if got, _ := m.StateHash(); got != want {
		t.Fatal("a rejected step changed the model")
	}
}
