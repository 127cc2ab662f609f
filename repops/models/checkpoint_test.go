package models

import (
	"bytes"
	"errors"
	"testing"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

func tinyConfig() TransformerConfig {
	return TransformerConfig{Vocab: 7, Context: 6, Dim: 8, Layers: 1, Heads: 2, FFMult: 2, Seed: 5,
		Optim: repops.DefaultAdamW(), ClipNorm: 1}
}

// TestSaveLoadResume checks that saving, loading and continuing gives the
// same state as training straight through, and that the state hash covers
// weights, optimizer state, step and RNG counters.
func TestSaveLoadResume(t *testing.T) {
	task := ReverseTask{N: 3, Symbols: 6}
	straight, _ := NewTransformer(tinyConfig())
	data := repops.NewPhilox(9, 0)
	for i := 0; i < 4; i++ {
		if _, err := straight.TrainStep(task.Batch(data, 4), nil); err != nil {
			t.Fatal(err)
		}
	}
	a, _ := NewTransformer(tinyConfig())
	data = repops.NewPhilox(9, 0)
	for i := 0; i < 2; i++ {
		a.TrainStep(task.Batch(data, 4), nil)
	}
	a.RNG().Uint32() // the model's stream position is part of the state
	var buf bytes.Buffer
	h, err := a.Save(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if sh, _ := a.StateHash(); sh != h {
		t.Fatal("StateHash differs from Save's hash")
	}
	b, err := LoadTransformer(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if hb, _ := b.StateHash(); hb != h {
		t.Fatal("loaded model has a different state hash")
	}
	if b.Step() != 2 {
		t.Fatalf("step %d after load", b.Step())
	}
	if x, y := a.RNG().Uint32(), b.RNG().Uint32(); x != y {
		t.Fatal("RNG position not restored")
	}
	for i := 0; i < 2; i++ {
		b.TrainStep(task.Batch(data, 4), nil)
	}
	// straight never drew from its RNG; draw twice to match b.
	straight.RNG().Uint32()
	straight.RNG().Uint32()
	hs, _ := straight.StateHash()
	hr, _ := b.StateHash()
	if hs != hr {
		t.Fatal("resumed training diverged from straight-through training")
	}
	// Changing anything changes the hash.
	_, params := b.Params()
	params[0].Value.Data[0] += 1
	if h2, _ := b.StateHash(); h2 == hr {
		t.Fatal("state hash ignores the weights")
	}
	// A checkpoint of another shape is refused with a clear error.
	other := tinyConfig()
	other.Dim = 4
	c, _ := a.Checkpoint()
	if _, err := TransformerFromCheckpoint(other, c); !errors.Is(err, ErrCheckpoint) {
		t.Fatalf("got %v, want ErrCheckpoint", err)
	}
	// A config claiming a huge model is refused before any allocation.
	huge := tinyConfig()
	huge.Vocab, huge.Dim, huge.Heads = 1<<24, 1<<16, 1
	if _, err := TransformerFromCheckpoint(huge, c); !errors.Is(err, ErrCheckpoint) {
		t.Fatalf("huge config: got %v, want ErrCheckpoint", err)
	}
	if want := int64(a.NumParams()); tinyConfig().NumParams() != want {
		t.Fatalf("config NumParams %d, model has %d", tinyConfig().NumParams(), want)
	}
	buf.Bytes()[20] ^= 1
	if _, err := LoadTransformer(bytes.NewReader(buf.Bytes())); !errors.Is(err, checkpoint.ErrCorrupt) {
		t.Fatalf("corrupt file: got %v", err)
	}
}

func TestSampleDeterministic(t *testing.T) {
	m, _ := NewTransformer(tinyConfig())
	opts := SampleOptions{MaxTokens: 10, Temperature: 0.8, TopK: 3}
	a, err := m.Sample([]int{1, 2}, opts, repops.NewPhilox(3, 0))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := m.Sample([]int{1, 2}, opts, repops.NewPhilox(3, 0))
	if len(a) != 10 || len(b) != 10 {
		t.Fatalf("lengths %d %d", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("same stream, different samples: %v vs %v", a, b)
		}
	}
	// top-k = 1 is greedy.
	g, _ := m.Sample([]int{1, 2}, SampleOptions{MaxTokens: 5, Temperature: 1, TopK: 1}, repops.NewPhilox(4, 0))
	gg, _ := m.Sample([]int{1, 2}, SampleOptions{MaxTokens: 5}, nil)
	for i := range g {
		if g[i] != gg[i] {
			t.Fatalf("top-1 %v differs from greedy %v", g, gg)
		}
	}
	// SampleToken respects top-k and follows the distribution.
	rng := repops.NewPhilox(8, 0)
	counts := make([]int, 4)
	for i := 0; i < 4000; i++ {
		counts[SampleToken([]float32{0, 1, 2, -5}, 1, 2, rng)]++
	}
	if counts[0] != 0 || counts[3] != 0 || counts[1] < 800 || counts[1] > 1400 {
		t.Fatalf("top-2 sampling counts %v (want about 1075/2925 on tokens 1 and 2)", counts)
	}
	if _, err := m.Sample([]int{1, 99}, opts, repops.NewPhilox(3, 0)); err == nil {
		t.Fatal("out-of-vocabulary prompt accepted")
	}
}

func TestMLPTrainsAndRoundTrips(t *testing.T) {
	cfg := MLPConfig{Sizes: []int{2, 16, 2}, Activation: "tanh", Seed: 3, Optim: repops.AdamWConfig{LR: 0.02, Beta1: 0.9, Beta2: 0.999, Eps: 1e-8}}
	m, err := NewMLP(cfg)
	if err != nil {
		t.Fatal(err)
	}
	// XOR of signs.
	rng := repops.NewPhilox(1, 0)
	x := repops.Zeros(64, 2)
	rng.FillUniform(x, -1, 1)
	labels := make([]int, 64)
	for i := range labels {
		if (x.Data[2*i] > 0) != (x.Data[2*i+1] > 0) {
			labels[i] = 1
		}
	}
	var loss float32
	for i := 0; i < 300; i++ {
		loss, err = m.TrainStep(x, labels, nil)
		if err != nil {
			t.Fatal(err)
		}
	}
	if loss > 0.2 {
		t.Fatalf("MLP did not learn XOR: loss %g", loss)
	}
	var buf bytes.Buffer
	h, _ := m.Save(&buf)
	m2, err := LoadMLP(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if h2, _ := m2.StateHash(); h2 != h {
		t.Fatal("MLP round trip changed the state")
	}
}
