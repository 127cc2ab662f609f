package models

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/synod-net/synod/repops"
)

// entryKind sorts trace entries into forward ops, gradient entries
// (contributions and accumulations) and optimizer entries (gradient norm,
// clipping, the update).
func entryKind(op string) string {
	switch {
	case strings.HasSuffix(op, ".grad") || op == "grad_accum":
		return "grad"
	case op == "grad_norm" || op == "grad_clip" || op == "adamw" || op == "sgd":
		return "optimizer"
	}
	return "forward"
}

// replayAll replays every entry of tr (a capturing tracer) from its
// captured inputs, checks each recomputed output hash against the entry,
// and returns the number of entries of each kind and of each op.
func replayAll(t *testing.T, tr *repops.Tracer) (kinds, ops map[string]int) {
	t.Helper()
	kinds, ops = map[string]int{}, map[string]int{}
	for _, e := range tr.Entries() {
		ts, is, err := tr.Inputs(e)
		if err != nil {
			t.Fatal(err)
		}
		if err := repops.VerifyEntry(repops.DefaultOpSet, e, ts, is); err != nil {
			t.Fatalf("entry %v: %v", e, err)
		}
		kinds[entryKind(e.Op)]++
		ops[e.Op]++
	}
	return kinds, ops
}

// flipChanges flips one bit of the first element of e's first tensor
// input and checks that the replayed output hash changes.
func flipChanges(t *testing.T, tr *repops.Tracer, e repops.TraceEntry) {
	t.Helper()
	ts, is, err := tr.Inputs(e)
	if err != nil {
		t.Fatal(err)
	}
	ts = append([]*repops.Tensor{}, ts...)
	x := ts[0].Clone()
	x.Data[0] = math.Float32frombits(math.Float32bits(x.Data[0]) ^ 1<<20)
	ts[0] = x
	outs, err := repops.ReplayEntry(repops.DefaultOpSet, e, ts, is)
	if err != nil {
		t.Fatalf("%s with a flipped bit: %v", e.Op, err)
	}
	if repops.OutputHash(outs) == e.Output {
		t.Fatalf("%s: flipping a bit of its first input left the output hash unchanged", e.Op)
	}
	if err := repops.VerifyEntry(repops.DefaultOpSet, e, ts, is); !errors.Is(err, repops.ErrMismatch) {
		t.Fatalf("%s: a flipped input verified: %v", e.Op, err)
	}
}

// TestTrainStepEveryEntryReplays takes one full transformer training step
// (forward, backward, gradient clipping, AdamW) with a capturing tracer
// and replays every entry of its trace on its own.
func TestTrainStepEveryEntryReplays(t *testing.T) {
	for _, rotary := range []bool{false, true} {
		task, cfg := reverseConfig(3)
		cfg.Dim, cfg.Rotary, cfg.ClipNorm = 16, rotary, 0.05 // small enough to clip
		m, err := NewTransformer(cfg)
		if err != nil {
			t.Fatal(err)
		}
		data := repops.NewPhilox(7, 0)
		// One untraced step first, so the moments are not zero.
		if _, err := m.TrainStep(task.Batch(data, 4), nil); err != nil {
			t.Fatal(err)
		}
		tr := repops.NewTracer(repops.WithCapture())
		if _, err := m.TrainStep(task.Batch(data, 4), tr); err != nil {
			t.Fatal(err)
		}
		kinds, ops := replayAll(t, tr)
		_, params := m.Params()
		if kinds["forward"] == 0 || kinds["grad"] == 0 || kinds["optimizer"] == 0 ||
			ops["grad_accum"] == 0 || ops["grad_norm"] != 1 || ops["grad_clip"] != len(params) || ops["adamw"] != len(params) {
			t.Fatalf("rotary %v: entries by kind %v, by op %v", rotary, kinds, ops)
		}
		t.Logf("rotary %v: %d entries: %v; %v", rotary, tr.Len(), kinds, ops)

		// A one-bit change in an input changes the output, for each kind.
		seen := map[string]bool{}
		for _, e := range tr.Entries() {
			switch e.Op {
			case "matmul", "attention_block", "matmul.grad", "mlp_block.grad", "grad_accum", "grad_clip", "adamw":
				if !seen[e.Op] {
					seen[e.Op] = true
					flipChanges(t, tr, e)
				}
			}
		}
		if len(seen) < 5 {
			t.Fatalf("flipped inputs of %v only", seen)
		}
		// A version this binary does not know is refused.
		e := tr.Entries()[0]
		ts, is, _ := tr.Inputs(e)
		if _, err := repops.ReplayEntry(repops.OpSetVersion+1, e, ts, is); !errors.Is(err, repops.ErrUnknownOpSet) {
			t.Fatalf("unknown op-set version: %v", err)
		}
	}
}

// TestPolicyStepEveryEntryReplays does the same for one policy step with
// a KL term.
func TestPolicyStepEveryEntryReplays(t *testing.T) {
	m := policyModel(t)
	b, _ := policyToy()
	var err error
	if b.RefLogp, err = m.TokenLogProbs(b.Tokens, b.Targets); err != nil {
		t.Fatal(err)
	}
	b.OldLogp = b.RefLogp
	o := repops.PolicyLossOptions{EpsLow: 0.2, EpsHigh: 0.28, KLBeta: 0.1}
	if _, _, err := m.PolicyStep(b, o, nil); err != nil {
		t.Fatal(err)
	}
	tr := repops.NewTracer(repops.WithCapture())
	if _, _, err := m.PolicyStep(b, o, tr); err != nil {
		t.Fatal(err)
	}
	kinds, ops := replayAll(t, tr)
	if kinds["forward"] == 0 || kinds["grad"] == 0 || kinds["optimizer"] == 0 || ops["policy_loss.grad"] != 1 {
		t.Fatalf("entries by kind %v, by op %v", kinds, ops)
	}
	for _, e := range tr.Entries() {
		if e.Op == "policy_loss.grad" {
			flipChanges(t, tr, e)
		}
	}
}
