package models

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/synod-net/synod/repops"
)

func stageTestConfig() TransformerConfig {
	return TransformerConfig{Vocab: 11, Context: 8, Dim: 8, Layers: 6, Heads: 2, FFMult: 2, Seed: 7,
		Optim: repops.AdamWConfig{LR: 3e-3, Beta1: 0.9, Beta2: 0.99, Eps: 1e-8, WeightDecay: 0.01}}
}

func bitsEqual(a, b *repops.Tensor) bool {
	if a == nil || b == nil {
		return a == b
	}
	if len(a.Data) != len(b.Data) {
		return false
	}
	for i := range a.Data {
		if math.Float32bits(a.Data[i]) != math.Float32bits(b.Data[i]) {
			return false
		}
	}
	return true
}

func TestStageUnionIsTransformer(t *testing.T) {
	for _, rotary := range []bool{false, true} {
		cfg := stageTestConfig()
		cfg.Rotary = rotary
		full, err := NewTransformer(cfg)
		if err != nil {
			t.Fatal(err)
		}
		names, params := full.Params()
		seen := map[string]bool{}
		for k := 0; k < 4; k++ {
			s, err := NewStage(cfg, k, 4)
			if err != nil {
				t.Fatal(err)
			}
			sn, sp := s.Params()
			for i, n := range sn {
				if seen[n] {
					t.Fatalf("%s in two stages", n)
				}
				seen[n] = true
				for j := range names {
					if names[j] == n && !bitsEqual(params[j].Value, sp[i].Value) {
						t.Fatalf("stage %d: %s differs from the transformer's", k, n)
					}
				}
			}
		}
		if len(seen) != len(names) {
			t.Fatalf("stages hold %d parameters, transformer %d", len(seen), len(names))
		}
	}
}

type mbData struct {
	tokens  [][]int
	targets []int
}

func stageBatch(cfg TransformerConfig, rng *rand.Rand, mbs, b, T int) []mbData {
	out := make([]mbData, mbs)
	for k := range out {
		for range b {
			seq := make([]int, T+1)
			for i := range seq {
				seq[i] = rng.IntN(cfg.Vocab)
			}
			out[k].tokens = append(out[k].tokens, seq[:T])
			out[k].targets = append(out[k].targets, seq[1:]...)
		}
	}
	return out
}

// TestStagesMatchTransformer runs every stage in order on one machine and
// compares losses, gradients, parameters and the joined state hash with a
// Transformer trained on the same microbatches, whose per-microbatch
// gradients (loss seeded with 1/M) are summed in microbatch order.
func TestStagesMatchTransformer(t *testing.T) {
	for _, rotary := range []bool{false, true} {
		cfg := stageTestConfig()
		cfg.Rotary = rotary
		const S, M = 3, 4
		ref, err := NewTransformer(cfg)
		if err != nil {
			t.Fatal(err)
		}
		stages := make([]*Stage, S)
		for k := range stages {
			if stages[k], err = NewStage(cfg, k, S); err != nil {
				t.Fatal(err)
			}
		}
		rng := rand.New(rand.NewPCG(1, 2))
		scale := float32(1) / M
		for iter := 0; iter < 3; iter++ {
			data := stageBatch(cfg, rng, M, 2, 5)
			// Reference: one tape per microbatch, gradients summed in order.
			_, rp := ref.Params()
			sum := make([]*repops.Tensor, len(rp))
			refLoss := make([]float32, M)
			for k, d := range data {
				tp := repops.NewTape()
				targets := make([][]int, len(d.tokens))
				for i := range targets {
					targets[i] = d.targets[i*5 : (i+1)*5]
				}
				loss, err := ref.Loss(tp, Batch{Tokens: d.tokens, Targets: targets})
				if err != nil {
					t.Fatal(err)
				}
				tp.BackwardWith(loss, repops.FromData([]float32{scale}, loss.Value.Shape...))
				refLoss[k] = loss.Value.Data[0]
				for i, p := range rp {
					switch {
					case p.Grad == nil:
					case sum[i] == nil:
						sum[i] = p.Grad.Clone()
					default:
						addTensors(sum[i], p.Grad)
					}
					p.Grad = nil
				}
			}
			// Pipeline: microbatches in reverse order, to show arrival order
			// does not matter once LocalGrads fixes it.
			order := make([]uint64, M)
			for k := M - 1; k >= 0; k-- {
				order[k] = uint64(k)
				x, err := stages[0].Embed(uint64(k), data[k].tokens)
				if err != nil {
					t.Fatal(err)
				}
				for s := 1; s < S; s++ {
					if x, err = stages[s].Forward(uint64(k), x); err != nil {
						t.Fatal(err)
					}
				}
				loss, g, err := stages[0].Loss(uint64(k), x, data[k].targets, scale)
				if err != nil {
					t.Fatal(err)
				}
				if math.Float32bits(loss) != math.Float32bits(refLoss[k]) {
					t.Fatalf("iter %d mb %d: stage loss %v, transformer %v", iter, k, loss, refLoss[k])
				}
				for s := S - 1; s >= 0; s-- {
					if g, err = stages[s].Backward(uint64(k), g); err != nil {
						t.Fatal(err)
					}
				}
				if g != nil {
					t.Fatal("stage 0 backward returned a gradient")
				}
			}
			names, _ := ref.Params()
			for _, st := range stages {
				g, err := st.LocalGrads(order)
				if err != nil {
					t.Fatal(err)
				}
				sn, _ := st.Params()
				for i, n := range sn {
					j := indexOf(names, n)
					if !bitsEqual(g[i], sum[j]) {
						t.Fatalf("iter %d: gradient of %s differs", iter, n)
					}
				}
				if err := st.SetGrads(g); err != nil {
					t.Fatal(err)
				}
				if _, err := st.Step(); err != nil {
					t.Fatal(err)
				}
			}
			for i, p := range rp {
				p.Grad = sum[i]
			}
			ref.st.apply(cfg.ClipNorm, nil)
			joined, err := JoinStages(stages)
			if err != nil {
				t.Fatal(err)
			}
			hj, err := joined.StateHash()
			if err != nil {
				t.Fatal(err)
			}
			hr, err := ref.StateHash()
			if err != nil {
				t.Fatal(err)
			}
			if hj != hr {
				t.Fatalf("iter %d: joined stages hash %x, transformer %x", iter, hj, hr)
			}
		}
	}
}

func indexOf(names []string, n string) int {
	for i, m := range names {
		if m == n {
			return i
		}
	}
	return -1
}

func TestAverageGradsOrderFree(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	parts := make([]RankGrads, 5)
	for r := range parts {
		parts[r].Rank = r * 3
		for range 3 {
			g := repops.Zeros(17)
			for i := range g.Data {
				g.Data[i] = float32(rng.NormFloat64()) * float32(math.Pow(10, float64(rng.IntN(8)-4)))
			}
			parts[r].Grads = append(parts[r].Grads, g)
		}
	}
	parts[2].Grads[1] = nil // a peer no microbatch reached for this parameter
	want, err := AverageGrads(parts)
	if err != nil {
		t.Fatal(err)
	}
	for trial := 0; trial < 20; trial++ {
		p := append([]RankGrads(nil), parts...)
		rng.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
		got, err := AverageGrads(p)
		if err != nil {
			t.Fatal(err)
		}
		for i := range want {
			if !bitsEqual(got[i], want[i]) {
				t.Fatalf("trial %d: gradient %d depends on arrival order", trial, i)
			}
		}
	}
	if _, err := AverageGrads(append(parts, RankGrads{Rank: 0, Grads: parts[0].Grads})); err == nil {
		t.Fatal("duplicate rank accepted")
	}
}

func TestStageErrors(t *testing.T) {
	cfg := stageTestConfig()
	s1, err := NewStage(cfg, 1, 3)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s1.Embed(0, [][]int{{1}}); err == nil {
		t.Fatal("Embed on stage 1")
	}
	if _, err := s1.Forward(0, repops.Zeros(1, 2, 7)); err == nil {
		t.Fatal("wrong width accepted")
	}
	if _, err := s1.Backward(9, repops.Zeros(1, 2, 8)); err == nil {
		t.Fatal("backward of unknown microbatch accepted")
	}
	if _, err := s1.Forward(0, repops.Zeros(1, 2, 8)); err != nil {
		t.Fatal(err)
	}
	if _, err := s1.Forward(0, repops.Zeros(1, 2, 8)); err == nil {
		t.Fatal("microbatch forwarded twice")
	}
	if _, err := s1.LocalGrads([]uint64{0}); err == nil {
		t.Fatal("open microbatch summed")
	}
	if _, err := s1.Step(); err == nil {
		t.Fatal("step with an open microbatch")
	}
	if _, err := NewStage(cfg, 0, 7); err == nil {
		t.Fatal("more stages than layers")
	}
}
