package deploy

import (
	"context"
	"fmt"
	"slices"

	"github.com/synod-net/synod/pipeline/bench"
	"github.com/synod-net/synod/pipeline/netmodel"
	"github.com/synod-net/synod/pipeline/sched"
	"github.com/synod-net/synod/pipeline/sim"
)

// BenchConfig configures Bench.
type BenchConfig struct {
	// Runs repeats the three real-stream runs (medians are reported).
	Runs int
	// Iters is the iterations of every run: the token budget.
	Iters int
	// TimeScale is emulated seconds per modelled second.
	TimeScale float64
	// Batch is the sequences per microbatch.
	Batch int
	// Budget is the scheduler's search budget.
	Budget int
	// Seed seeds the scheduler and the data.
	Seed int64
	// Progress, when set, hears of each finished run.
	Progress func(format string, args ...any)
}

// BenchRun is one repetition of the three real-stream runs.
type BenchRun struct {
	SkipIterS float64 `json:"skippipe_iteration_s"`
	FullIterS float64 `json:"full_iteration_s"`
	// KillIterS is the median iteration after the kill.
	KillIterS float64 `json:"killed_iteration_s"`
	// Pipeline times: to the last holder's last backward pass, without
	// the gradient exchange.
	SkipPipeS float64 `json:"skippipe_pipeline_s"`
	FullPipeS float64 `json:"full_pipeline_s"`
	KillPipeS float64 `json:"killed_pipeline_s"`
	SkipLoss  float64 `json:"skippipe_final_loss"`
	FullLoss  float64 `json:"full_final_loss"`
	KillLoss  float64 `json:"killed_final_loss"`
	FirstLoss float64 `json:"first_loss"`
	Replanned int     `json:"killed_replanned"`
	Skip      *Report `json:"-"`
	Full      *Report `json:"-"`
	Kill      *Report `json:"-"`
}

// SimFigures are simulated seconds per iteration (pipeline time, no
// all-reduce) beside the anchor's GCP measurements.
type SimFigures struct {
	Setting          string  `json:"setting"`
	SkipPipeS        float64 `json:"skippipe_s"`
	FullS            float64 `json:"full_s"`
	Reduction        float64 `json:"reduction"`
	AnchorSkipPipeS  float64 `json:"anchor_skippipe_s"`
	AnchorFullS      float64 `json:"anchor_full_s"`
	AnchorReduction  float64 `json:"anchor_reduction"`
	SkipPipeScaledS  float64 `json:"skippipe_scaled_s,omitempty"`
	FullScaledS      float64 `json:"full_scaled_s,omitempty"`
	SchedulerBudget  int     `json:"scheduler_budget"`
	AllocationBudget int     `json:"allocation_budget,omitempty"`
}

// BenchReport is the real-stream SkipPipe benchmark.
type BenchReport struct {
	Setting            string  `json:"setting"`
	Nodes              int     `json:"nodes"`
	Stages             int     `json:"stages"`
	PathLength         int     `json:"path_length"`
	Microbatches       int     `json:"microbatches_per_iteration"`
	Scale              Scale   `json:"scale"`
	ScaleNote          string  `json:"scale_note"`
	Model              string  `json:"model"`
	Iters              int     `json:"iterations"`
	TokensPerIteration int     `json:"tokens_per_iteration"`
	TokenBudget        int     `json:"token_budget"`
	KilledNode         int     `json:"killed_node"`
	KilledStage        int     `json:"killed_stage"`
	KilledAtIter       int     `json:"killed_at_iteration"`
	Runs               int     `json:"runs"`
	SkipIterS          float64 `json:"skippipe_iteration_s"`
	FullIterS          float64 `json:"full_iteration_s"`
	KillIterS          float64 `json:"killed_iteration_s"`
	// Reduction is 1 − SkipIterS/FullIterS (the anchor's target: ≥ 0.55).
	Reduction    float64 `json:"reduction"`
	SpeedupRatio float64 `json:"full_over_skippipe"`
	// Pipeline times (no gradient exchange), comparable to the
	// simulator's pipeline time.
	SkipPipeS         float64    `json:"skippipe_pipeline_s"`
	FullPipeS         float64    `json:"full_pipeline_s"`
	KillPipeS         float64    `json:"killed_pipeline_s"`
	PipelineReduction float64    `json:"pipeline_reduction"`
	FirstLoss         float64    `json:"first_loss"`
	SkipLoss          float64    `json:"skippipe_final_loss"`
	FullLoss          float64    `json:"full_final_loss"`
	KillLoss          float64    `json:"killed_final_loss"`
	PerRun            []BenchRun `json:"per_run"`
	GCP12Sim          SimFigures `json:"gcp12_sim"`
	GCP42Sim          SimFigures `json:"gcp42_sim"`
}

// Bench runs the anchor's 12-region setting (GCP12, 33% skip) on real
// libp2p streams on loopback under scaled emulation: SkipPipe's scheduled
// paths against the full pipeline (all stages, the same 30 microbatches)
// on the same peers and links, and SkipPipe again with one peer of stage
// 2 closed midway; then the simulator's figures for GCP12 and for the
// 42-location 25% skip setting (GCP42) beside the anchor's.
func Bench(ctx context.Context, c BenchConfig) (*BenchReport, error) {
	if c.Runs < 1 || c.Iters < 3 || !(c.TimeScale > 0) || c.Batch < 1 {
		return nil, fmt.Errorf("%w: %d runs, %d iterations, time scale %g, batch %d", ErrDeploy, c.Runs, c.Iters, c.TimeScale, c.Batch)
	}
	say := c.Progress
	if say == nil {
		say = func(string, ...any) {}
	}
	top := netmodel.GCP12()
	const pathLen = 4
	sc, err := sched.NewConfig(pathLen, sched.WithSeed(c.Seed), sched.WithBudget(c.Budget))
	if err != nil {
		return nil, err
	}
	plan, err := sched.Schedule(top, sc)
	if err != nil {
		return nil, err
	}
	skip := plan.Schedule()
	full, err := sched.FullPipeline(top)
	if err != nil {
		return nil, err
	}
	model := TinyModel(top.Stages)
	scale, err := NewScale(top, c.TimeScale, FrameBytes(model, c.Batch))
	if err != nil {
		return nil, err
	}
	kill := Kill{Node: top.StageNodes(2)[0], Iter: c.Iters / 2}
	rep := &BenchReport{Setting: "GCP12", Nodes: len(top.Nodes), Stages: top.Stages, PathLength: pathLen,
		Microbatches: len(skip.Routes), Scale: scale, Iters: c.Iters, Runs: c.Runs,
		Model: fmt.Sprintf("transformer, %d blocks (one per stage), width %d, vocabulary %d, context %d; %d sequences per microbatch",
			model.Layers, model.Dim, model.Vocab, model.Context, c.Batch),
		KilledNode: kill.Node, KilledStage: top.Nodes[kill.Node].Stage, KilledAtIter: kill.Iter}
	rep.ScaleNote = fmt.Sprintf("link latency = %g x (one-way latency + %.2f s hop overhead + sender's forward %.2f s); "+
		"bandwidth x %.3g/%g so a %d-byte frame takes %g x the modelled time of %.0f bytes; compute emulated as link delay, not node contention; "+
		"gradient all-reduce of the tiny model over the same scaled links",
		c.TimeScale, top.HopOverheadS, top.ForwardS(0), scale.Bytes, c.TimeScale, FrameBytes(model, c.Batch), c.TimeScale, top.ActivationBytes)
	if len(full.Routes) != len(skip.Routes) {
		return nil, fmt.Errorf("%w: full pipeline has %d microbatches, SkipPipe %d", ErrDeploy, len(full.Routes), len(skip.Routes))
	}
	for r := range c.Runs {
		seed := uint64(c.Seed)
		base := Config{Topology: top, Model: model, Batch: c.Batch, TimeScale: c.TimeScale, Iters: c.Iters, Seed: seed}
		var br BenchRun
		cfg := base
		cfg.Schedule, cfg.MinStages = skip, pathLen
		if br.Skip, err = Local(ctx, cfg); err != nil {
			return nil, fmt.Errorf("skippipe: %w", err)
		}
		cfg = base
		cfg.Schedule, cfg.MinStages = full, top.Stages
		if br.Full, err = Local(ctx, cfg); err != nil {
			return nil, fmt.Errorf("full pipeline: %w", err)
		}
		cfg = base
		cfg.Schedule, cfg.MinStages, cfg.Kill = skip, pathLen, &kill
		if br.Kill, err = Local(ctx, cfg); err != nil {
			return nil, fmt.Errorf("skippipe with node %d killed: %w", kill.Node, err)
		}
		br.SkipIterS = medianIter(br.Skip, 1)
		br.FullIterS = medianIter(br.Full, 1)
		br.KillIterS = medianIter(br.Kill, kill.Iter+1)
		br.SkipPipeS = medianPipe(br.Skip, 1)
		br.FullPipeS = medianPipe(br.Full, 1)
		br.KillPipeS = medianPipe(br.Kill, kill.Iter+1)
		last := c.Iters - 1
		br.FirstLoss = br.Skip.Iterations[0].Loss
		br.SkipLoss, br.FullLoss, br.KillLoss = br.Skip.Iterations[last].Loss, br.Full.Iterations[last].Loss, br.Kill.Iterations[last].Loss
		for _, it := range br.Kill.Iterations {
			br.Replanned += it.Replanned
		}
		say("run %d/%d: SkipPipe %.2f s (pipeline %.2f s), full %.2f s (%.2f s), killed %.2f s (%.2f s) per iteration; loss %.3f -> %.3f / %.3f / %.3f",
			r+1, c.Runs, br.SkipIterS, br.SkipPipeS, br.FullIterS, br.FullPipeS, br.KillIterS, br.KillPipeS, br.FirstLoss, br.SkipLoss, br.FullLoss, br.KillLoss)
		rep.PerRun = append(rep.PerRun, br)
		rep.TokensPerIteration = br.Skip.TokensPerIteration
	}
	rep.TokenBudget = rep.TokensPerIteration * c.Iters
	pick := func(f func(BenchRun) float64) float64 {
		var v []float64
		for _, r := range rep.PerRun {
			v = append(v, f(r))
		}
		return median(v)
	}
	rep.SkipIterS = pick(func(r BenchRun) float64 { return r.SkipIterS })
	rep.FullIterS = pick(func(r BenchRun) float64 { return r.FullIterS })
	rep.KillIterS = pick(func(r BenchRun) float64 { return r.KillIterS })
	rep.SkipPipeS = pick(func(r BenchRun) float64 { return r.SkipPipeS })
	rep.FullPipeS = pick(func(r BenchRun) float64 { return r.FullPipeS })
	rep.KillPipeS = pick(func(r BenchRun) float64 { return r.KillPipeS })
	if rep.FullPipeS > 0 {
		rep.PipelineReduction = 1 - rep.SkipPipeS/rep.FullPipeS
	}
	rep.FirstLoss = pick(func(r BenchRun) float64 { return r.FirstLoss })
	rep.SkipLoss = pick(func(r BenchRun) float64 { return r.SkipLoss })
	rep.FullLoss = pick(func(r BenchRun) float64 { return r.FullLoss })
	rep.KillLoss = pick(func(r BenchRun) float64 { return r.KillLoss })
	if rep.FullIterS > 0 && rep.SkipIterS > 0 {
		rep.Reduction = 1 - rep.SkipIterS/rep.FullIterS
		rep.SpeedupRatio = rep.FullIterS / rep.SkipIterS
	}

	// Simulator figures.
	s12, err := simPair(top, skip, full)
	if err != nil {
		return nil, err
	}
	rep.GCP12Sim = SimFigures{Setting: "GCP12: 12 regions, 20 nodes, 6 stages, 33% skip", SkipPipeS: s12[0], FullS: s12[1],
		AnchorSkipPipeS: 52.6, AnchorFullS: 141.7, SkipPipeScaledS: s12[0] * c.TimeScale, FullScaledS: s12[1] * c.TimeScale,
		SchedulerBudget: c.Budget}
	const allocBudget = 20000
	cmp, err := bench.Compare(netmodel.GCP42(), 2, bench.WithSeed(c.Seed), bench.WithBudget(c.Budget), bench.WithAllocate(allocBudget))
	if err != nil {
		return nil, fmt.Errorf("GCP42: %w", err)
	}
	rep.GCP42Sim = SimFigures{Setting: "GCP42: 42 nodes over 12 regions, 8 stages, 25% skip", SkipPipeS: cmp.SkipPipe.PipelineS,
		FullS: cmp.Full.PipelineS, AnchorSkipPipeS: 108, AnchorFullS: 141, SchedulerBudget: c.Budget, AllocationBudget: allocBudget}
	for _, f := range []*SimFigures{&rep.GCP12Sim, &rep.GCP42Sim} {
		f.Reduction = 1 - f.SkipPipeS/f.FullS
		f.AnchorReduction = 1 - f.AnchorSkipPipeS/f.AnchorFullS
	}
	return rep, nil
}

// simPair simulates the SkipPipe and full schedules' pipeline times.
func simPair(t *netmodel.Topology, skip, full *sim.Schedule) ([2]float64, error) {
	var out [2]float64
	for i, s := range []*sim.Schedule{skip, full} {
		r, err := sim.Simulate(t, s)
		if err != nil {
			return out, err
		}
		out[i] = r.PipelineS
	}
	return out, nil
}

// medianIter is the median iteration time from iteration from on (the
// first iteration also dials every stream).
func medianIter(r *Report, from int) float64 {
	var v []float64
	for _, it := range r.Iterations[min(from, len(r.Iterations)-1):] {
		v = append(v, it.Seconds)
	}
	return median(v)
}

// medianPipe is medianIter's pipeline time.
func medianPipe(r *Report, from int) float64 {
	var v []float64
	for _, it := range r.Iterations[min(from, len(r.Iterations)-1):] {
		v = append(v, it.PipelineSeconds)
	}
	return median(v)
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
