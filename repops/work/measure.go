package work

import (
	"fmt"
	"slices"
	"time"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/models"
)

// CheckSize is one model size a calibration is checked on.
type CheckSize struct {
	Name       string
	Config     models.TransformerConfig
	Batch, Seq int
}

// CheckSizes are the transformer sizes the calibration check trains, from
// a toy model to one with a few million parameters.
func CheckSizes() []CheckSize {
	mk := func(name string, dim, layers, heads, vocab, batch, seq int) CheckSize {
		return CheckSize{Name: name, Batch: batch, Seq: seq, Config: models.TransformerConfig{
			Vocab: vocab, Context: seq, Dim: dim, Layers: layers, Heads: heads, FFMult: 4, Seed: 1,
			Optim: repops.DefaultAdamW(), ClipNorm: 1, Rotary: true}}
	}
	return []CheckSize{
		mk("tiny", 32, 2, 2, 97, 4, 32),
		mk("small", 64, 2, 4, 97, 8, 64),
		mk("medium", 128, 4, 4, 256, 8, 64),
		mk("large", 256, 4, 8, 512, 4, 128),
	}
}

// CheckResult compares the estimate of one size with its measured time.
type CheckResult struct {
	Name      string        `json:"name"`
	Params    int64         `json:"params"`
	Units     uint64        `json:"units_per_step"`
	Estimated time.Duration `json:"estimated_ns"`
	Measured  time.Duration `json:"measured_ns"` // median over the steps timed
	Ratio     float64       `json:"ratio"`       // estimated / measured
}

// Check trains steps steps (after one warm-up step) of size c, and
// compares the median step time with Estimate under w and the units of
// schedule s.
func Check(c CheckSize, steps int, s Schedule, w Weights) (CheckResult, error) {
	if steps < 1 {
		return CheckResult{}, fmt.Errorf("work: check needs at least one step, got %d", steps)
	}
	g, err := TransformerStep(c.Config, c.Batch, c.Seq)
	if err != nil {
		return CheckResult{}, err
	}
	units, err := s.Units(g, 1)
	if err != nil {
		return CheckResult{}, err
	}
	est, err := Estimate(g, 1, w)
	if err != nil {
		return CheckResult{}, err
	}
	m, err := models.NewTransformer(c.Config)
	if err != nil {
		return CheckResult{}, err
	}
	b := models.Batch{}
	for i := 0; i < c.Batch; i++ {
		tok, tgt := make([]int, c.Seq), make([]int, c.Seq)
		for j := range tok {
			tok[j], tgt[j] = (7*i+3*j)%c.Config.Vocab, (7*i+3*j+1)%c.Config.Vocab
		}
		b.Tokens, b.Targets = append(b.Tokens, tok), append(b.Targets, tgt)
	}
	if _, err := m.TrainStep(b, nil); err != nil {
		return CheckResult{}, err
	}
	times := make([]time.Duration, steps)
	for i := range times {
		start := time.Now()
		if _, err := m.TrainStep(b, nil); err != nil {
			return CheckResult{}, err
		}
		times[i] = time.Since(start)
	}
	slices.Sort(times)
	med := times[len(times)/2]
	return CheckResult{Name: c.Name, Params: c.Config.NumParams(), Units: units, Estimated: est, Measured: med,
		Ratio: float64(est) / float64(med)}, nil
}
