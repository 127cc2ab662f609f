package models

import (
	"errors"
	"math"
	"testing"

	"github.com/synod-net/synod/repops"
)

// kernelConfig is wide enough for the assembly matmul kernels.
func kernelConfig() TransformerConfig {
	return TransformerConfig{Vocab: 11, Context: 12, Dim: 64, Layers: 2, Heads: 4, FFMult: 2, Seed: 9, Optim: repops.DefaultAdamW(), ClipNorm: 1}
}

// TestModelOpSetDefault checks that models compute op set 1 unless told
// otherwise, and that SetOpSet refuses unknown versions.
func TestModelOpSetDefault(t *testing.T) {
	m, err := NewTransformer(tinyConfig())
	if err != nil {
		t.Fatal(err)
	}
	mlp, err := NewMLP(MLPConfig{Sizes: []int{3, 4, 2}, Activation: "gelu", Optim: repops.DefaultAdamW()})
	if err != nil {
		t.Fatal(err)
	}
	st, err := NewStage(tinyConfig(), 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	for name, o := range map[string]interface {
		SetOpSet(int) error
		OpSet() int
	}{"transformer": m, "mlp": mlp, "stage": st} {
		if o.OpSet() != 1 {
			t.Fatalf("%s: op set %d by default", name, o.OpSet())
		}
		for _, v := range []int{0, -1, repops.OpSetVersion + 1} {
			if err := o.SetOpSet(v); !errors.Is(err, repops.ErrUnknownOpSet) {
				t.Fatalf("%s: SetOpSet(%d) = %v", name, v, err)
			}
		}
		if err := o.SetOpSet(2); err != nil || o.OpSet() != 2 {
			t.Fatalf("%s: SetOpSet(2) = %v, op set %d", name, err, o.OpSet())
		}
	}
}

// TestTransformerOpSet2 trains the same model under op sets 1 and 2 with
// a capturing tracer: under op set 2 every entry of the step replays
// under version 2, and its matrix-product entries do not replay under
// version 1; the states differ, and two op set 2 runs agree.
func TestTransformerOpSet2(t *testing.T) {
	task := ReverseTask{N: 6, Symbols: 10}
	run := func(v int, tr func() *repops.Tracer) (*Transformer, [32]byte) {
		m, err := NewTransformer(kernelConfig())
		if err != nil {
			t.Fatal(err)
		}
		if err := m.SetOpSet(v); err != nil {
			t.Fatal(err)
		}
		data := repops.NewPhilox(5, 0)
		for i := 0; i < 2; i++ {
			var trc *repops.Tracer
			if tr != nil {
				trc = tr()
			}
			if _, err := m.TrainStep(task.Batch(data, 4), trc); err != nil {
				t.Fatal(err)
			}
		}
		h, err := m.StateHash()
		if err != nil {
			t.Fatal(err)
		}
		return m, h
	}
	var last *repops.Tracer
	_, h2 := run(2, func() *repops.Tracer { last = repops.NewTracer(repops.WithCapture()); return last })
	_, h2b := run(2, nil)
	_, h1 := run(1, nil)
	if h2 != h2b {
		t.Fatal("two op set 2 runs (traced and not) end in different states")
	}
	if h1 == h2 {
		t.Fatal("op sets 1 and 2 end in the same state")
	}
	mismatch := map[string]int{}
	for _, e := range last.Entries() {
		ts, is, err := last.Inputs(e)
		if err != nil {
			t.Fatal(err)
		}
		if err := repops.VerifyEntry(2, e, ts, is); err != nil {
			t.Fatalf("entry %v: %v", e, err)
		}
		if e.Op == "attention_block" || e.Op == "mlp_block" || e.Op == "matmul" {
			if err := repops.VerifyEntry(1, e, ts, is); errors.Is(err, repops.ErrMismatch) {
				mismatch[e.Op]++
			} else {
				t.Fatalf("%s entry verifies under op set 1 (%v)", e.Op, err)
			}
		}
	}
	if mismatch["attention_block"] != 2 || mismatch["mlp_block"] != 2 || mismatch["matmul"] != 1 {
		t.Fatalf("entries refused under op set 1: %v", mismatch)
	}
}

// TestDecoderOpSet2 checks that cached decoding under op set 2 gives the
// logits of the full forward under op set 2 bit for bit, and not those of
// op set 1.
func TestDecoderOpSet2(t *testing.T) {
	for _, rotary := range []bool{false, true} {
		cfg := kernelConfig()
		cfg.Rotary = rotary
		m, err := NewTransformer(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if err := m.SetOpSet(2); err != nil {
			t.Fatal(err)
		}
		data := repops.NewPhilox(5, 0)
		task := ReverseTask{N: 6, Symbols: 10}
		for i := 0; i < 2; i++ {
			if _, err := m.TrainStep(task.Batch(data, 4), nil); err != nil {
				t.Fatal(err)
			}
		}
		seq := []int{3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8}
		d := m.NewDecoder()
		differ := false
		for i, tok := range seq {
			got, err := d.Feed(tok)
			if err != nil {
				t.Fatal(err)
			}
			full, err := m.Logits(seq[:i+1])
			if err != nil {
				t.Fatal(err)
			}
			one, err := m.Forward(repops.NewTape(repops.NoGrad()), [][]int{seq[:i+1]})
			if err != nil {
				t.Fatal(err)
			}
			want := full.Data[i*cfg.Vocab : (i+1)*cfg.Vocab]
			for j := range want {
				if math.Float32bits(got[j]) != math.Float32bits(want[j]) {
					t.Fatalf("rotary %v: position %d logit %d: cached %g, full %g", rotary, i, j, got[j], want[j])
				}
				if math.Float32bits(one.Value.Data[i*cfg.Vocab+j]) != math.Float32bits(want[j]) {
					differ = true
				}
			}
		}
		if !differ {
			t.Fatalf("rotary %v: op set 1 logits equal op set 2's", rotary)
		}
	}
}

// TestMLPAndPolicyOpSet2 traces an MLP step and a policy step under op set
// 2 and replays every entry under version 2.
func TestMLPAndPolicyOpSet2(t *testing.T) {
	verify := func(name string, tr *repops.Tracer) {
		t.Helper()
		for _, e := range tr.Entries() {
			ts, is, err := tr.Inputs(e)
			if err != nil {
				t.Fatal(err)
			}
			if err := repops.VerifyEntry(2, e, ts, is); err != nil {
				t.Fatalf("%s: entry %v: %v", name, e, err)
			}
		}
	}
	cfg := MLPConfig{Sizes: []int{20, 40, 5}, Activation: "gelu", Seed: 3, Optim: repops.DefaultAdamW(), ClipNorm: 1}
	x := repops.Zeros(16, 20)
	repops.NewPhilox(4, 0).FillNormal(x, 1)
	labels := []int{0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0}
	var loss [3]float32
	for _, v := range []int{1, 2} {
		m, err := NewMLP(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if err := m.SetOpSet(v); err != nil {
			t.Fatal(err)
		}
		tr := repops.NewTracer(repops.WithCapture())
		if _, err := m.TrainStep(x, labels, nil); err != nil {
			t.Fatal(err)
		}
		if loss[v], err = m.TrainStep(x, labels, tr); err != nil {
			t.Fatal(err)
		}
		if v == 2 {
			verify("mlp", tr)
		}
	}
	if loss[1] == loss[2] {
		t.Fatalf("MLP loss %g in both op sets", loss[1])
	}

	m := policyModel(t)
	if err := m.SetOpSet(2); err != nil {
		t.Fatal(err)
	}
	trs := []*repops.Tracer{}
	runPolicy(t, m, repops.PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: 0.05}, 1, func() *repops.Tracer {
		tr := repops.NewTracer(repops.WithCapture())
		trs = append(trs, tr)
		return tr
	})
	if len(trs) == 0 {
		t.Fatal("no policy step traced")
	}
	for _, tr := range trs {
		verify("policy", tr)
	}
}

// TestStageOpSet2 checks that a one-stage pipeline under op set 2 gives
// the loss and gradients of the transformer's Loss on an op set 2 tape,
// and other gradients than under op set 1.
func TestStageOpSet2(t *testing.T) {
	cfg := tinyConfig()
	tokens := [][]int{{1, 2, 3, 4, 5}, {6, 5, 4, 3, 2}}
	targets := []int{2, 3, 4, 5, 6, 5, 4, 3, 2, 1}
	ref, err := NewTransformer(cfg)
	if err != nil {
		t.Fatal(err)
	}
	tp := repops.NewTape(repops.WithOpSet(2))
	loss, err := ref.Loss(tp, Batch{Tokens: tokens, Targets: [][]int{targets[:5], targets[5:]}})
	if err != nil {
		t.Fatal(err)
	}
	tp.Backward(loss)
	var grads [3][]*repops.Tensor
	for _, v := range []int{1, 2} {
		s, err := NewStage(cfg, 0, 1)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.SetOpSet(v); err != nil {
			t.Fatal(err)
		}
		x, err := s.Embed(7, tokens)
		if err != nil {
			t.Fatal(err)
		}
		l, g, err := s.Loss(7, x, targets, 1)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Backward(7, g); err != nil {
			t.Fatal(err)
		}
		if grads[v], err = s.LocalGrads([]uint64{7}); err != nil {
			t.Fatal(err)
		}
		if v != 2 {
			continue
		}
		if math.Float32bits(l) != math.Float32bits(loss.Value.Data[0]) {
			t.Fatalf("stage loss %g, transformer %g", l, loss.Value.Data[0])
		}
		names, _ := s.Params()
		rn, rp := ref.Params()
		for i, n := range names {
			if g := rp[indexOf(rn, n)].Grad; !bitsEqual(grads[2][i], g) {
				t.Fatalf("gradient of %s differs from the transformer's", n)
			}
		}
	}
	differ := false
	for i := range grads[1] {
		differ = differ || !bitsEqual(grads[1][i], grads[2][i])
	}
	if !differ {
		t.Fatal("the stage's gradients are the same in op sets 1 and 2")
	}
}
