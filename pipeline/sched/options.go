package sched

import (
	"fmt"

	"github.com/synod-net/synod/pipeline/netmodel"
)

// Config holds the scheduler's settings; build it with NewConfig.
type Config struct {
	PathLength int   // stages visited per microbatch, stage 0 included
	MaxSwaps   int   // adjacent swaps per path (and total swap distance)
	MaxJump    int   // furthest a path may jump ahead of its frontier
	StageCap   int   // paths per stage >= 1; 0 means the stage's summed node slots
	Seed       int64 // seeds the search's random choices
	Budget     int   // local-search iterations
	// CollisionAware scores candidates with the event simulator (TC2);
	// false scores each path's contention-free time.
	CollisionAware bool
}

// Option changes a Config.
type Option func(*Config) error

// NewConfig returns the defaults for path length pathLen (MaxSwaps 2,
// MaxJump 4, StageCap from node slots, Seed 1, Budget 8000, collision-aware,
// as in the anchor's HEAD) with opts applied.
func NewConfig(pathLen int, opts ...Option) (*Config, error) {
	c := &Config{PathLength: pathLen, MaxSwaps: 2, MaxJump: 4, Seed: 1, Budget: 8000, CollisionAware: true}
	for _, o := range opts {
		if err := o(c); err != nil {
			return nil, err
		}
	}
	if pathLen < 1 {
		return nil, fmt.Errorf("%w: path length %d", ErrOption, pathLen)
	}
	return c, nil
}

// WithSeed sets the search seed.
func WithSeed(seed int64) Option { return func(c *Config) error { c.Seed = seed; return nil } }

// WithBudget sets the number of local-search iterations (0 keeps the greedy plan).
func WithBudget(n int) Option {
	return func(c *Config) error {
		if n < 0 {
			return fmt.Errorf("%w: budget %d", ErrOption, n)
		}
		c.Budget = n
		return nil
	}
}

// WithSwaps sets the maximum adjacent swaps per path (v1.0 of the anchor: 1).
func WithSwaps(n int) Option {
	return func(c *Config) error {
		if n < 0 {
			return fmt.Errorf("%w: swaps %d", ErrOption, n)
		}
		c.MaxSwaps = n
		return nil
	}
}

// WithMaxJump sets how far ahead of its frontier a path may jump.
func WithMaxJump(n int) Option {
	return func(c *Config) error {
		if n < 1 {
			return fmt.Errorf("%w: max jump %d", ErrOption, n)
		}
		c.MaxJump = n
		return nil
	}
}

// WithStageCap caps the paths through any stage >= 1.
func WithStageCap(n int) Option {
	return func(c *Config) error {
		if n < 1 {
			return fmt.Errorf("%w: stage cap %d", ErrOption, n)
		}
		c.StageCap = n
		return nil
	}
}

// WithCollisionAware turns TC2 (scoring by simulation) on or off.
func WithCollisionAware(on bool) Option {
	return func(c *Config) error { c.CollisionAware = on; return nil }
}

func (c *Config) stageCap(t *netmodel.Topology, s int) int {
	sum := 0
	for _, v := range t.StageNodes(s) {
		sum += t.Nodes[v].Slots
	}
	if c.StageCap > 0 && c.StageCap < sum {
		return c.StageCap
	}
	return sum
}
