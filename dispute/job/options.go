package job

import (
	"errors"
	"time"
)

// Progress reports a step of Run, Infer or Verify.
type Progress struct {
	// Phase is "train", "checkpoint", "verify", "fetch" or "infer".
	Phase string
	// Step of Steps (for "infer": prompt of prompts).
	Step, Steps int
	// Loss of the step (training and verification).
	Loss    float32
	Elapsed time.Duration
}

type config struct {
	progress func(Progress)
	version  string
	traces   bool
	segFrom  int
	segTo    int
	segment  bool
}

// Option configures Run, Infer and Verify.
type Option func(*config) error

// WithProgress calls fn after every step (and every fetched artifact).
func WithProgress(fn func(Progress)) Option {
	return func(c *config) error {
		if fn == nil {
			return errors.New("job: nil progress function")
		}
		c.progress = fn
		return nil
	}
}

// WithSoftwareVersion records the binary's version in the receipt
// (default "dev").
func WithSoftwareVersion(v string) Option {
	return func(c *config) error { c.version = v; return nil }
}

// WithTraces makes Run trace every op of every step: the receipt then
// carries each step's trace digest and the traces are stored with the
// checkpoints, so a verifier can name the first differing op of any step
// without the solver's help. It costs hashing every op's output (see
// docs/BENCHMARKS.md); without it a step's trace is regenerated from the
// nearest committed checkpoint when it is needed.
func WithTraces() Option {
	return func(c *config) error { c.traces = true; return nil }
}

// WithSegment makes Verify re-execute only steps from+1..to, starting
// from the committed checkpoint at step from (which must be one of the
// receipt's checkpoints).
func WithSegment(from, to int) Option {
	return func(c *config) error {
		if from < 0 || to <= from {
			return errors.New("job: a segment needs 0 <= from < to")
		}
		c.segFrom, c.segTo, c.segment = from, to, true
		return nil
	}
}

func newConfig(opts []Option) (*config, error) {
	c := &config{progress: func(Progress) {}}
	for _, o := range opts {
		if err := o(c); err != nil {
			return nil, err
		}
	}
	return c, nil
}
