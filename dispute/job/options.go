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
	noTraces bool
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

// WithoutTraces makes Run keep only the per-step trace digests, without
// storing the full traces (a verifier then cannot name the differing op
// of a step, only the step).
func WithoutTraces() Option {
	return func(c *config) error { c.noTraces = true; return nil }
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
