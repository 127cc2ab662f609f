package models

import (
	"math"
	"testing"

	"github.com/synod-net/synod/repops"
)

// TestDecoderMatchesFullForward checks that cached decoding gives the same
// logits, bit for bit, as the full forward over each prefix, on a model
// wide enough to use the assembly matmul kernels.
func TestDecoderMatchesFullForward(t *testing.T) {
	cfg := TransformerConfig{Vocab: 11, Context: 12, Dim: 64, Layers: 2, Heads: 4, FFMult: 2, Seed: 9, Optim: repops.DefaultAdamW()}
	t.Run("learned", func(t *testing.T) { checkDecoder(t, cfg) })
	cfg.Rotary = true
	t.Run("rotary", func(t *testing.T) { checkDecoder(t, cfg) })
}

func checkDecoder(t *testing.T, cfg TransformerConfig) {
	m, err := NewTransformer(cfg)
	if err != nil {
		t.Fatal(err)
	}
	// Train a couple of steps so weights are not just the init.
	task := ReverseTask{N: 6, Symbols: 10}
	data := repops.NewPhilox(5, 0)
	for i := 0; i < 2; i++ {
		m.TrainStep(task.Batch(data, 4), nil)
	}
	seq := []int{3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8}
	d := m.NewDecoder()
	for i, tok := range seq {
		got, err := d.Feed(tok)
		if err != nil {
			t.Fatal(err)
		}
		full, err := m.Logits(seq[:i+1])
		if err != nil {
			t.Fatal(err)
		}
		want := full.Data[i*cfg.Vocab : (i+1)*cfg.Vocab]
		for j := range want {
			if math.Float32bits(got[j]) != math.Float32bits(want[j]) {
				t.Fatalf("position %d logit %d: cached %g, full %g", i, j, got[j], want[j])
			}
		}
	}
	if _, err := d.Feed(1); err == nil {
		t.Fatal("feeding past the context was accepted")
	}
	// Sampling through the cache and through full recomputation agree.
	opts := SampleOptions{MaxTokens: 6, Temperature: 0.9, TopK: 5}
	a, err := m.sampleCached([]int{1, 2, 3}, opts, repops.NewPhilox(4, 0))
	if err != nil {
		t.Fatal(err)
	}
	long := opts
	long.MaxTokens = 6
	b, err := m.sampleFull([]int{1, 2, 3}, long, repops.NewPhilox(4, 0))
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != len(b) {
		t.Fatalf("cached %v, full %v", a, b)
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("cached %v, full %v", a, b)
		}
	}
}
