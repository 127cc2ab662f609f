package models

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/synod-net/synod/repops"
)

func rotaryConfig() TransformerConfig {
	task := ReverseTask{N: 4, Symbols: 6}
	return TransformerConfig{Vocab: task.Vocab(), Context: task.Context(), Dim: 16, Layers: 1, Heads: 2, FFMult: 2, Seed: 3,
		Optim: repops.AdamWConfig{LR: 1e-2, Beta1: 0.9, Beta2: 0.99, Eps: 1e-8, WeightDecay: 0.01}, ClipNorm: 1, Rotary: true}
}

// TestRotaryTransformer checks the rotary option end to end: no position
// table, the loss falls, a traced step records rotary ops and leaves the
// same state as an untraced one, and a checkpoint round trip restores the
// exact state and logits.
func TestRotaryTransformer(t *testing.T) {
	cfg := rotaryConfig()
	task := ReverseTask{N: 4, Symbols: 6}
	m, err := NewTransformer(cfg)
	if err != nil {
		t.Fatal(err)
	}
	names, _ := m.Params()
	for _, n := range names {
		if n == "pos_emb" {
			t.Fatal("rotary model has a position embedding table")
		}
	}
	learned := cfg
	learned.Rotary = false
	if got, want := int64(m.NumParams()), learned.NumParams()-int64(cfg.Context*cfg.Dim); got != want || got != cfg.NumParams() {
		t.Fatalf("%d parameters, want %d", got, want)
	}
	twin, _ := NewTransformer(cfg)
	data, twinData := repops.NewPhilox(8, 0), repops.NewPhilox(8, 0)
	var first, last float32
	for i := 0; i < 60; i++ {
		loss, err := m.TrainStep(task.Batch(data, 16), nil)
		if err != nil {
			t.Fatal(err)
		}
		var tr *repops.Tracer
		if i == 59 {
			tr = &repops.Tracer{}
		}
		if _, err := twin.TrainStep(task.Batch(twinData, 16), tr); err != nil {
			t.Fatal(err)
		}
		if tr != nil {
			// The rotation happens inside each fused attention sublayer,
			// whose entry then records the rotary base and positions.
			rot := 0
			for _, e := range tr.Entries() {
				if e.Op == "attention_block" && strings.Contains(e.Attrs, "rotary_base=") && len(e.Inputs) == 8 {
					rot++
				}
			}
			if rot != cfg.Layers {
				t.Fatalf("traced step recorded %d rotary attention sublayers, want %d", rot, cfg.Layers)
			}
		}
		if i == 0 {
			first = loss
		}
		last = loss
	}
	if !(last < 0.75*first) {
		t.Fatalf("loss %g after 60 steps, started at %g", last, first)
	}
	h1, _ := m.StateHash()
	if h2, _ := twin.StateHash(); h1 != h2 {
		t.Fatal("tracing changed the training result")
	}
	var buf bytes.Buffer
	if _, err := m.Save(&buf); err != nil {
		t.Fatal(err)
	}
	m2, err := LoadTransformer(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if h2, _ := m2.StateHash(); h1 != h2 || !m2.Config().Rotary {
		t.Fatal("checkpoint round trip changed the state")
	}
	seq := []int{1, 2, 3, 4, 5}
	a, _ := m.Logits(seq)
	b, _ := m2.Logits(seq)
	if a.Hash() != b.Hash() {
		t.Fatal("loaded model computes different logits")
	}
}

func TestRotaryConfigValidation(t *testing.T) {
	bad := rotaryConfig()
	bad.Dim, bad.Heads = 12, 4 // head width 3
	if _, err := NewTransformer(bad); !errors.Is(err, ErrConfig) {
		t.Fatalf("odd head width: %v", err)
	}
	bad = rotaryConfig()
	bad.RotaryBase = 1
	if _, err := NewTransformer(bad); !errors.Is(err, ErrConfig) {
		t.Fatalf("base 1: %v", err)
	}
	bad = rotaryConfig()
	bad.Rotary, bad.RotaryBase = false, 500
	if _, err := NewTransformer(bad); !errors.Is(err, ErrConfig) {
		t.Fatalf("base without rotary: %v", err)
	}
	ok := rotaryConfig()
	ok.RotaryBase = 500
	if _, err := NewTransformer(ok); err != nil {
		t.Fatal(err)
	}
}
