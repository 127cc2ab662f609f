package serve

import (
	"errors"
	"io"
	"log/slog"
	"time"

	"github.com/synod-net/synod/pipeline/run"
)

// settings are what Options set, for a Server or a Coordinator.
type settings struct {
	log      *slog.Logger
	events   func(run.Event)
	onChange func(Status)
	runOpts  []run.Option
	timeout  time.Duration
}

func defaultSettings() settings {
	return settings{log: slog.New(slog.NewTextHandler(io.Discard, nil)), timeout: 30 * time.Second}
}

// Option configures a Server or a Coordinator.
type Option func(*settings) error

// WithLogger sets the logger (default: discard).
func WithLogger(l *slog.Logger) Option {
	return func(s *settings) error {
		if l == nil {
			return errors.New("serve: nil logger")
		}
		s.log = l
		return nil
	}
}

// WithRunEvents calls f with every event of the node's pipeline peer
// (run.WithEvents: from several goroutines; f must not block).
func WithRunEvents(f func(run.Event)) Option {
	return func(s *settings) error {
		if f == nil {
			return errors.New("serve: nil event function")
		}
		s.events = f
		return nil
	}
}

// WithOnChange calls f with the status after every change worth showing
// at once (a state, an iteration, a dropped peer, a peer's progress); f
// must not block.
func WithOnChange(f func(Status)) Option {
	return func(s *settings) error {
		if f == nil {
			return errors.New("serve: nil change function")
		}
		s.onChange = f
		return nil
	}
}

// WithRunOptions adds options for the node's pipeline peer in every
// session (say, run.WithHopTimeout).
func WithRunOptions(opts ...run.Option) Option {
	return func(s *settings) error {
		s.runOpts = append(s.runOpts, opts...)
		return nil
	}
}

// WithReplyTimeout bounds how long one side waits for the other's answer
// to a hello, a plan or a start (default 30 s); a peer that does not
// answer in time is left out of the session (before the start) or the
// session fails.
func WithReplyTimeout(d time.Duration) Option {
	return func(s *settings) error {
		if d <= 0 {
			return errors.New("serve: reply timeout must be positive")
		}
		s.timeout = d
		return nil
	}
}
