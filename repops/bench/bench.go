// Package bench measures repops against its baselines in one run: the
// reproducible float32 matmul against gonum's Sgemm (pure Go, not
// reproducible across machines) on the same inputs, transformer training
// throughput, and the overhead of op tracing. It is kept out of package
// repops so the product's import graph stays free of gonum.
package bench

import (
	"fmt"
	"math"
	"runtime"
	"slices"
	"time"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/gonum"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/models"
)

// MatMulResult compares one square size.
type MatMulResult struct {
	N            int     `json:"n"`
	RepopsGFLOPS float64 `json:"repops_gflops"`
	GonumGFLOPS  float64 `json:"gonum_gflops"`
	Ratio        float64 `json:"ratio"`
	// MaxRelDiff is the largest relative difference between repops and
	// gonum outputs (gonum sums in another order, so they are close, not equal).
	MaxRelDiff float64 `json:"max_rel_diff_vs_gonum"`
	// BitsEqualPortable reports that the fast kernel's output equals the
	// portable reference path bit for bit on these inputs.
	BitsEqualPortable bool `json:"bits_equal_portable"`
}

// MatMulReport is the result of MatMul.
type MatMulReport struct {
	Kernel     string         `json:"kernel"`
	GOMAXPROCS int            `json:"gomaxprocs"`
	Results    []MatMulResult `json:"results"`
}

// timeBest runs f until minDur has passed (at least twice) and returns the
// fastest run.
func timeBest(f func(), minDur time.Duration) time.Duration {
	best := time.Duration(math.MaxInt64)
	start := time.Now()
	for i := 0; i < 2 || time.Since(start) < minDur; i++ {
		t := time.Now()
		f()
		if d := time.Since(t); d < best {
			best = d
		}
	}
	return best
}

// MatMul benchmarks C = A B for each size with repops and gonum Sgemm on
// the same Philox-generated inputs, taking the best of repeated runs of at
// least minDur each.
func MatMul(sizes []int, minDur time.Duration) MatMulReport {
	rep := MatMulReport{Kernel: repops.KernelName(), GOMAXPROCS: runtime.GOMAXPROCS(0)}
	impl := gonum.Implementation{}
	for _, n := range sizes {
		p := repops.NewPhilox(uint64(n), 0)
		a, b := repops.Zeros(n, n), repops.Zeros(n, n)
		p.FillNormal(a, 1)
		p.FillNormal(b, 1)
		var c *repops.Tensor
		dr := timeBest(func() { c = repops.MatMul(a, b, false, false) }, minDur)
		cg := make([]float32, n*n)
		dg := timeBest(func() {
			impl.Sgemm(blas.NoTrans, blas.NoTrans, n, n, n, 1, a.Data, n, b.Data, n, 0, cg, n)
		}, minDur)
		flops := 2 * float64(n) * float64(n) * float64(n)
		r := MatMulResult{N: n, RepopsGFLOPS: flops / dr.Seconds() / 1e9, GonumGFLOPS: flops / dg.Seconds() / 1e9}
		r.Ratio = r.RepopsGFLOPS / r.GonumGFLOPS
		for i, v := range c.Data {
			d := math.Abs(float64(v)-float64(cg[i])) / math.Max(1, math.Abs(float64(cg[i])))
			r.MaxRelDiff = math.Max(r.MaxRelDiff, d)
		}
		ref := repops.MatMulPortable(a, b)
		r.BitsEqualPortable = true
		for i := range ref.Data {
			if math.Float32bits(ref.Data[i]) != math.Float32bits(c.Data[i]) {
				r.BitsEqualPortable = false
				break
			}
		}
		rep.Results = append(rep.Results, r)
	}
	return rep
}

// TrainReport measures transformer training throughput with tracing off
// and on, against two baselines:
//
//   - the bare step (forward, backward, clipping, AdamW), and
//   - the solver step: the bare step followed by the full-state hash
//     (weights, AdamW moments, step, RNG counters) that a solver in
//     verifiable training commits to after every step, traced or not.
//
// The tracing target (under 10%) is measured against the solver step
// (TracingOverheadVsSolver); the overhead against the bare step is
// reported beside it. Both models do the same work: the same batches in
// the same order from the same initial state, and the report fails when
// any state hash differs. A traced step counts until its trace is
// complete (every hash computed). The traced solver step is timed as one
// interval: the train step, the full-state hash (which, after a traced
// step, takes the weight and moment hashes the trace computed) and the
// wait for the trace, so trace hashes still running in the background
// overlap the state hash as they would on a solver. The traced model
// alternates between the two measurements (bare steps on even steps,
// solver steps on odd ones) and each overhead compares the same steps of
// the untraced model.
//
// Wall time and process CPU time (internal/cputime) are both reported.
// The whole measurement is repeated Repeats times; the top-level figures
// pool every step of every repetition, and Runs holds each repetition's
// own overheads so their spread can be seen.
type TrainReport struct {
	Config            models.TransformerConfig `json:"config"`
	Params            int                      `json:"params"`
	Batch             int                      `json:"batch"`
	TokensPerStep     int                      `json:"tokens_per_step"`
	Steps             int                      `json:"steps"`
	Repeats           int                      `json:"repeats"`
	GOMAXPROCS        int                      `json:"gomaxprocs"`
	TokensPerSec      float64                  `json:"tokens_per_sec"`
	TracedTokensPerS  float64                  `json:"traced_tokens_per_sec"`
	TracingOverheadPc float64                  `json:"tracing_overhead_percent"`
	// CPU-time measures, less sensitive to other load on the machine.
	CPUSecPerStep       float64 `json:"cpu_sec_per_step"`
	TracedCPUSecPerStep float64 `json:"traced_cpu_sec_per_step"`
	TracingOverheadCPU  float64 `json:"tracing_overhead_cpu_percent"`
	// StateHashCPUSec is the mean CPU time of one full-state hash of the
	// untraced model (what a verifiable trainer commits to after every
	// step); TracedStateHashCPUSec the same after a traced step whose
	// trace is complete, when the weight and moment hashes are reused.
	StateHashCPUSec       float64 `json:"state_hash_cpu_sec"`
	TracedStateHashCPUSec float64 `json:"traced_state_hash_cpu_sec"`
	// Solver step: train step plus full-state hash, untraced and traced.
	SolverTokensPerSec         float64 `json:"solver_tokens_per_sec"`
	TracedSolverTokensPerSec   float64 `json:"traced_solver_tokens_per_sec"`
	TracingOverheadVsSolver    float64 `json:"tracing_overhead_vs_solver_percent"`
	SolverCPUSecPerStep        float64 `json:"solver_cpu_sec_per_step"`
	TracedSolverCPUSecPerStep  float64 `json:"traced_solver_cpu_sec_per_step"`
	TracingOverheadVsSolverCPU float64 `json:"tracing_overhead_vs_solver_cpu_percent"`
	// The median over solver steps of each traced solver step's overhead
	// against the untraced solver step on the same batch, right before
	// it: less sensitive than the pooled figures to a few steps slowed by
	// other load on the machine.
	MedianStepOverheadVsSolverCPU  float64 `json:"median_step_overhead_vs_solver_cpu_percent"`
	MedianStepOverheadVsSolverWall float64 `json:"median_step_overhead_vs_solver_wall_percent"`
	TargetBaseline                 string  `json:"target_baseline"`
	TraceEntries                   int     `json:"trace_entries_per_step"`
	// TraceHashedMB is the mean of megabytes (1e6) of tensor encodings
	// hashed per traced step; StateHashedMB the bytes one untraced
	// full-state hash reads (every weight and moment, once).
	TraceHashedMB   float64 `json:"trace_hashed_mb_per_step"`
	StateHashedMB   float64 `json:"state_hashed_mb_per_step"`
	SameStateTraced bool    `json:"same_state_with_tracing"`
	// Runs are the repetitions one by one.
	Runs []TrainRun `json:"runs"`
}

// TrainRun is one repetition of the measurement: Steps steps of each
// model, half of them solver steps.
type TrainRun struct {
	Steps int `json:"steps"`
	// Overheads of tracing in percent, against the solver step and the
	// bare step, in CPU time and in wall time.
	VsSolverCPU  float64 `json:"vs_solver_cpu_percent"`
	VsSolverWall float64 `json:"vs_solver_wall_percent"`
	VsBareCPU    float64 `json:"vs_bare_cpu_percent"`
	VsBareWall   float64 `json:"vs_bare_wall_percent"`
	// CPU seconds per solver step, untraced and traced.
	SolverCPUSec       float64 `json:"solver_cpu_sec"`
	TracedSolverCPUSec float64 `json:"traced_solver_cpu_sec"`
}

// TargetBaseline names the baseline the tracing target is measured against.
const TargetBaseline = "solver step (train step + full-state hash); tracing_overhead_percent is against the bare train step"

func overhead(traced, base time.Duration) float64 {
	if base <= 0 {
		return 0
	}
	return 100 * (traced.Seconds() - base.Seconds()) / base.Seconds()
}

// Train times steps training steps (at least 2) of a transformer of width
// dim (batch sequences of the full context, learned positions), with and
// without tracing, each followed by the full-state hash, interleaved so
// machine noise affects both alike. It fails when tracing changes any
// state hash.
func Train(dim, layers, context, batch, steps int) (TrainReport, error) {
	return TrainConfig(BenchConfig(dim, layers, context, false), batch, steps)
}

// BenchConfig returns the benchmark transformer: vocab 64, 4 heads, ff 4x,
// seed 1, default AdamW, clipping at norm 1, learned positions or rotary.
func BenchConfig(dim, layers, context int, rotary bool) models.TransformerConfig {
	return models.TransformerConfig{Vocab: 64, Context: context, Dim: dim, Layers: layers, Heads: 4, FFMult: 4, Seed: 1,
		Optim: repops.DefaultAdamW(), ClipNorm: 1, Rotary: rotary}
}

// TrainConfig is Train for any transformer configuration, on batches of
// batch random sequences of the full context (one repetition).
func TrainConfig(cfg models.TransformerConfig, batch, steps int) (TrainReport, error) {
	return TrainRepeated(cfg, batch, steps, 1)
}

// tally holds the times of one repetition. Index 0: even (bare) steps,
// 1: odd (solver) steps.
type tally struct {
	steps                                int
	tPlain, cPlain, tHashP, cHashP       [2]time.Duration
	tTraced, cTraced, tSolverT, cSolverT time.Duration
	tHashT, cHashT                       time.Duration
}

func (a *tally) add(b tally) {
	a.steps += b.steps
	for k := 0; k < 2; k++ {
		a.tPlain[k] += b.tPlain[k]
		a.cPlain[k] += b.cPlain[k]
		a.tHashP[k] += b.tHashP[k]
		a.cHashP[k] += b.cHashP[k]
	}
	a.tTraced += b.tTraced
	a.cTraced += b.cTraced
	a.tSolverT += b.tSolverT
	a.cSolverT += b.cSolverT
	a.tHashT += b.tHashT
	a.cHashT += b.cHashT
}

func (a *tally) run() TrainRun {
	odd := float64(a.steps / 2)
	return TrainRun{
		Steps:              a.steps,
		VsSolverCPU:        overhead(a.cSolverT, a.cPlain[1]+a.cHashP[1]),
		VsSolverWall:       overhead(a.tSolverT, a.tPlain[1]+a.tHashP[1]),
		VsBareCPU:          overhead(a.cTraced, a.cPlain[0]),
		VsBareWall:         overhead(a.tTraced, a.tPlain[0]),
		SolverCPUSec:       (a.cPlain[1] + a.cHashP[1]).Seconds() / odd,
		TracedSolverCPUSec: a.cSolverT.Seconds() / odd,
	}
}

// TrainRepeated is TrainConfig repeated: repeats (at least 1) runs of
// steps steps (at least 2, rounded up to even) each, on the same two
// models, one run after the other.
func TrainRepeated(cfg models.TransformerConfig, batch, steps, repeats int) (TrainReport, error) {
	steps = max(steps, 2)
	steps += steps % 2
	repeats = max(repeats, 1)
	context := cfg.Context
	plain, err := models.NewTransformer(cfg)
	if err != nil {
		return TrainReport{}, err
	}
	traced, _ := models.NewTransformer(cfg)
	data := repops.NewPhilox(77, 0)
	mk := func() models.Batch {
		var b models.Batch
		for i := 0; i < batch; i++ {
			seq := make([]int, context+1)
			for j := range seq {
				seq[j] = data.Intn(cfg.Vocab)
			}
			b.Tokens = append(b.Tokens, seq[:context])
			b.Targets = append(b.Targets, seq[1:])
		}
		return b
	}
	rep := TrainReport{Config: cfg, Params: plain.NumParams(), Batch: batch, TokensPerStep: batch * context,
		Steps: steps * repeats, Repeats: repeats,
		GOMAXPROCS: runtime.GOMAXPROCS(0), TargetBaseline: TargetBaseline, SameStateTraced: true}
	_, ps := plain.Params()
	for _, p := range ps {
		rep.StateHashedMB += 3 * float64(4+4*len(p.Value.Shape)+4*len(p.Value.Data)) / 1e6
	}
	// Warm up both once (a solver traces every step, so the traced model
	// starts its timed steps with the hashes of a traced update).
	b0 := mk()
	plain.TrainStep(b0, nil)
	tr0 := &repops.Tracer{}
	traced.TrainStep(b0, tr0)
	tr0.Entries()
	// timed runs f and adds its wall and process CPU time.
	timed := func(wall, cpu *time.Duration, f func() error) error {
		c, t := processCPU(), time.Now()
		err := f()
		*wall += time.Since(t)
		*cpu += processCPU() - c
		return err
	}
	var all tally
	var hashed int64
	var stepCPU, stepWall []float64 // per solver step overheads in percent
	for r := 0; r < repeats; r++ {
		var ta tally
		ta.steps = steps
		for i := 0; i < steps; i++ {
			b := mk()
			k := i % 2
			before := ta
			var h1, h2 [32]byte
			if err := timed(&ta.tPlain[k], &ta.cPlain[k], func() error { _, err := plain.TrainStep(b, nil); return err }); err != nil {
				return rep, err
			}
			if err := timed(&ta.tHashP[k], &ta.cHashP[k], func() (err error) { h1, err = plain.StateHash(); return err }); err != nil {
				return rep, err
			}
			tr := &repops.Tracer{}
			var err error
			if k == 0 {
				err = timed(&ta.tTraced, &ta.cTraced, func() error {
					_, err := traced.TrainStep(b, tr)
					rep.TraceEntries = len(tr.Entries()) // complete: every hash computed
					return err
				})
				if err == nil {
					err = timed(&ta.tHashT, &ta.cHashT, func() (err error) { h2, err = traced.StateHash(); return err })
				}
			} else {
				err = timed(&ta.tSolverT, &ta.cSolverT, func() error {
					if _, err := traced.TrainStep(b, tr); err != nil {
						return err
					}
					var err error
					h2, err = traced.StateHash()
					rep.TraceEntries = len(tr.Entries())
					return err
				})
			}
			if err != nil {
				return rep, err
			}
			if k == 1 {
				stepCPU = append(stepCPU, overhead(ta.cSolverT-before.cSolverT, ta.cPlain[1]-before.cPlain[1]+ta.cHashP[1]-before.cHashP[1]))
				stepWall = append(stepWall, overhead(ta.tSolverT-before.tSolverT, ta.tPlain[1]-before.tPlain[1]+ta.tHashP[1]-before.tHashP[1]))
			}
			hashed += tr.HashedBytes()
			if h1 != h2 {
				rep.SameStateTraced = false
			}
		}
		rep.Runs = append(rep.Runs, ta.run())
		all.add(ta)
	}
	n := float64(all.steps)
	even, odd := float64((all.steps+1)/2), float64(all.steps/2)
	tok := float64(batch * context)
	perStep := func(d time.Duration, n float64) float64 { return d.Seconds() / n }
	rep.TraceHashedMB = float64(hashed) / n / 1e6
	rep.CPUSecPerStep = perStep(all.cPlain[0]+all.cPlain[1], n)
	rep.TracedCPUSecPerStep = perStep(all.cTraced, even)
	rep.TracingOverheadCPU = overhead(all.cTraced, all.cPlain[0])
	rep.TokensPerSec = tok / perStep(all.tPlain[0]+all.tPlain[1], n)
	rep.TracedTokensPerS = tok / perStep(all.tTraced, even)
	rep.TracingOverheadPc = overhead(all.tTraced, all.tPlain[0])
	rep.StateHashCPUSec = perStep(all.cHashP[0]+all.cHashP[1], n)
	rep.TracedStateHashCPUSec = perStep(all.cHashT, even)
	rep.SolverCPUSecPerStep = perStep(all.cPlain[0]+all.cPlain[1]+all.cHashP[0]+all.cHashP[1], n)
	rep.TracedSolverCPUSecPerStep = perStep(all.cSolverT, odd)
	rep.TracingOverheadVsSolverCPU = overhead(all.cSolverT, all.cPlain[1]+all.cHashP[1])
	rep.SolverTokensPerSec = tok / perStep(all.tPlain[0]+all.tPlain[1]+all.tHashP[0]+all.tHashP[1], n)
	rep.TracedSolverTokensPerSec = tok / perStep(all.tSolverT, odd)
	rep.TracingOverheadVsSolver = overhead(all.tSolverT, all.tPlain[1]+all.tHashP[1])
	rep.MedianStepOverheadVsSolverCPU = median(stepCPU)
	rep.MedianStepOverheadVsSolverWall = median(stepWall)
	if !rep.SameStateTraced {
		return rep, fmt.Errorf("bench: tracing changed the training result")
	}
	return rep, nil
}

// median returns the median of xs (the mean of the middle two for an
// even count), 0 for none.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}
