package bench

import (
	"errors"
	"fmt"

	"github.com/synod-net/synod/pipeline/netmodel"
	"github.com/synod-net/synod/pipeline/sched"
	"github.com/synod-net/synod/pipeline/sim"
)

// ErrOption marks a bad Compare option.
var ErrOption = errors.New("bench: bad option")

// Times is one method's simulated iteration.
type Times struct {
	PipelineS    float64 // forward and backward of every microbatch
	IterationS   float64 // with the per-stage gradient all-reduce
	Microbatches int
	MeanUtil     float64 // mean node utilisation over the iteration
}

// Result holds every method's times on one topology.
type Result struct {
	Topology   string
	Stages     int
	PathLength int
	SkipPipe   Times // collision-aware search (TC1 + TC2)
	NoTC2      Times // search scored by contention-free path time
	Full       Times // no skips, DT-FM-style chains
	RandomSkip Times // network-oblivious skipping with TC1
	// Plan is the SkipPipe plan.
	Plan *sched.Plan
}

type config struct {
	seed          int64
	budget        int
	allocate      bool
	allocBudget   int
	schedOptsMore []sched.Option
}

// Option configures Compare.
type Option func(*config) error

// WithSeed seeds the scheduler, the random baseline and the allocation.
func WithSeed(s int64) Option { return func(c *config) error { c.seed = s; return nil } }

// WithBudget sets the scheduler's local-search iterations.
func WithBudget(n int) Option {
	return func(c *config) error {
		if n < 0 {
			return fmt.Errorf("%w: budget %d", ErrOption, n)
		}
		c.budget = n
		return nil
	}
}

// WithAllocate runs sched.Allocate (DT-FM-like) for budget iterations before
// planning; every method then uses that allocation.
func WithAllocate(budget int) Option {
	return func(c *config) error {
		if budget < 0 {
			return fmt.Errorf("%w: allocation budget %d", ErrOption, budget)
		}
		c.allocate, c.allocBudget = true, budget
		return nil
	}
}

// WithSchedOptions passes further options to the scheduler.
func WithSchedOptions(o ...sched.Option) Option {
	return func(c *config) error { c.schedOptsMore = append(c.schedOptsMore, o...); return nil }
}

// Compare plans and simulates SkipPipe (skipping skip of the topology's
// stages per microbatch), SkipPipe without TC2, the full pipeline and random
// skipping on t. Defaults: seed 1, scheduler budget 8000, t's allocation.
func Compare(t *netmodel.Topology, skip int, opts ...Option) (*Result, error) {
	cfg := config{seed: 1, budget: 8000}
	for _, o := range opts {
		if err := o(&cfg); err != nil {
			return nil, err
		}
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	if skip < 0 || skip >= t.Stages {
		return nil, fmt.Errorf("%w: skip %d of %d stages", ErrOption, skip, t.Stages)
	}
	if cfg.allocate {
		var err error
		if t, _, err = sched.Allocate(t, cfg.seed, cfg.allocBudget); err != nil {
			return nil, err
		}
	}
	pathLen := t.Stages - skip
	res := &Result{Topology: t.Name, Stages: t.Stages, PathLength: pathLen}
	base := append([]sched.Option{sched.WithSeed(cfg.seed), sched.WithBudget(cfg.budget)}, cfg.schedOptsMore...)

	c, err := sched.NewConfig(pathLen, base...)
	if err != nil {
		return nil, err
	}
	plan, err := sched.Schedule(t, c)
	if err != nil {
		return nil, fmt.Errorf("skippipe: %w", err)
	}
	res.Plan = plan
	if res.SkipPipe, err = run(t, plan.Schedule()); err != nil {
		return nil, fmt.Errorf("skippipe: %w", err)
	}

	c2, err := sched.NewConfig(pathLen, append(base, sched.WithCollisionAware(false))...)
	if err != nil {
		return nil, err
	}
	plan2, err := sched.Schedule(t, c2)
	if err != nil {
		return nil, fmt.Errorf("skippipe without TC2: %w", err)
	}
	if res.NoTC2, err = run(t, plan2.Schedule()); err != nil {
		return nil, fmt.Errorf("skippipe without TC2: %w", err)
	}

	full, err := sched.FullPipeline(t)
	if err != nil {
		return nil, err
	}
	if res.Full, err = run(t, full); err != nil {
		return nil, fmt.Errorf("full pipeline: %w", err)
	}

	rp, err := sched.RandomSkip(t, c)
	if err != nil {
		return nil, fmt.Errorf("random skip: %w", err)
	}
	if res.RandomSkip, err = run(t, rp.Schedule()); err != nil {
		return nil, fmt.Errorf("random skip: %w", err)
	}
	return res, nil
}

func run(t *netmodel.Topology, s *sim.Schedule) (Times, error) {
	r, err := sim.Simulate(t, s)
	if err != nil {
		return Times{}, err
	}
	mean := 0.0
	for _, u := range r.Utilization {
		mean += u
	}
	return Times{PipelineS: r.PipelineS, IterationS: r.IterationS, Microbatches: len(s.Routes), MeanUtil: mean / float64(len(r.Utilization))}, nil
}
