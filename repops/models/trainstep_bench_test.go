package models

import (
	"testing"

	"github.com/synod-net/synod/repops"
)

// BenchmarkTrainStep times one transformer training step (width 128, 2
// layers, 4 sequences of 64 tokens, clipping, AdamW) untraced and traced
// (every step traced, its trace read in full), for the tracing overhead.
func BenchmarkTrainStep(b *testing.B) {
	cfg := TransformerConfig{Vocab: 64, Context: 64, Dim: 128, Layers: 2, Heads: 4, FFMult: 4, Seed: 1,
		Optim: repops.DefaultAdamW(), ClipNorm: 1}
	batch := func(p *repops.Philox) Batch {
		var bt Batch
		for i := 0; i < 4; i++ {
			s, t := make([]int, cfg.Context), make([]int, cfg.Context)
			for j := range s {
				s[j], t[j] = p.Intn(cfg.Vocab), p.Intn(cfg.Vocab)
			}
			bt.Tokens, bt.Targets = append(bt.Tokens, s), append(bt.Targets, t)
		}
		return bt
	}
	for _, traced := range []bool{false, true} {
		name := map[bool]string{false: "untraced", true: "traced"}[traced]
		b.Run(name, func(b *testing.B) {
			m, err := NewTransformer(cfg)
			if err != nil {
				b.Fatal(err)
			}
			p := repops.NewPhilox(9, 0)
			step := func() {
				var tr *repops.Tracer
				if traced {
					tr = &repops.Tracer{}
				}
				if _, err := m.TrainStep(batch(p), tr); err != nil {
					b.Fatal(err)
				}
				if traced {
					tr.Entries()
				}
			}
			step() // a traced step follows a traced one, as for a solver
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				step()
			}
		})
	}
}
