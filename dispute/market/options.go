package market

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/job"
)

// Event is one thing a role did or saw, for progress lines and logs.
type Event struct {
	Role   string   // "submitter", "solver", "verifier"
	TaskID *big.Int // nil for events about no one task
	What   string   // a short verb: "claimed", "committed", "revealed", ...
	Detail string   // human-readable detail
}

// Clock reads the chain's current time (seconds); deadlines are checked
// against it.
type Clock func(ctx context.Context) (uint64, error)

type config struct {
	log     *slog.Logger
	events  func(Event)
	ticks   <-chan time.Time
	clock   Clock
	jobOpts []job.Option
	version string
	cheat   func(id *big.Int) int
	// audit is the share of other nodes' revealed tasks a verifier
	// audits (WithAudit); noVerdicts: it commits no verdicts
	// (WithoutVerdicts).
	audit      float64
	noVerdicts bool
}

// Option configures a role.
type Option func(*config) error

// WithLogger sets the logger.
func WithLogger(l *slog.Logger) Option {
	return func(c *config) error {
		if l == nil {
			return errors.New("market: nil logger")
		}
		c.log = l
		return nil
	}
}

// WithEvents calls fn with every event (on the role's goroutine; keep it
// quick).
func WithEvents(fn func(Event)) Option {
	return func(c *config) error { c.events = fn; return nil }
}

// WithTicks makes Run advance on every value received from ticks instead
// of a 1-second ticker (tests and a daemon's new-block notifications).
func WithTicks(ticks <-chan time.Time) Option {
	return func(c *config) error {
		if ticks == nil {
			return errors.New("market: nil ticks channel")
		}
		c.ticks = ticks
		return nil
	}
}

// WithClock sets how the chain's time is read (default: the latest
// block's timestamp).
func WithClock(cl Clock) Option {
	return func(c *config) error {
		if cl == nil {
			return errors.New("market: nil clock")
		}
		c.clock = cl
		return nil
	}
}

// WithJobOptions passes options (progress, software version) to every
// job run.
func WithJobOptions(opts ...job.Option) Option {
	return func(c *config) error { c.jobOpts = append(c.jobOpts, opts...); return nil }
}

// WithCheat makes a solver cheat, for devnets and tests that need a
// cheating solver: a task for which cheat returns a nonzero op set n is
// computed under op set n, whatever op set its spec names, and that
// result is committed as the task's. Op sets differ in their kernels'
// rounding, so the result is wrong in the low bits from the first
// training step on; honest verifiers dissent, and in the dispute games
// the solver plays from what it computed (its receipt names op set n)
// and loses its stake. A verifier ignores it.
func WithCheat(cheat func(id *big.Int) int) Option {
	return func(c *config) error {
		if cheat == nil {
			return errors.New("market: nil cheat function")
		}
		c.cheat = cheat
		return nil
	}
}

// WithAudit makes a verifier an auditor too: of the tasks it does not
// verify, it re-executes the share rate (0 to 1) once their result is
// committed (or, first seen revealed, then), compares the revealed result
// with what it computed while the verifiers' reveal window is still open,
// and challenges a wrong one as a whistleblower, then follows that
// dispute to settlement. Which tasks it audits is drawn from the
// task ID and this node's account, so auditors cover different tasks and
// a restart audits the same ones (a task audited once is not audited
// again). 0, the default: no audits.
func WithAudit(rate float64) Option {
	return func(c *config) error {
		if !(rate >= 0 && rate <= 1) {
			return fmt.Errorf("market: audit rate %v is not between 0 and 1", rate)
		}
		c.audit = rate
		return nil
	}
}

// WithoutVerdicts makes a verifier commit no verdicts: with WithAudit, a
// node that only audits (it stakes only on the wrong results it
// challenges).
func WithoutVerdicts() Option {
	return func(c *config) error { c.noVerdicts = true; return nil }
}

func newConfig(c *chain.Chain, opts []Option) (*config, error) {
	cfg := &config{log: slog.Default()}
	for _, o := range opts {
		if err := o(cfg); err != nil {
			return nil, err
		}
	}
	if cfg.clock == nil {
		cfg.clock = HeadClock(c)
	}
	return cfg, nil
}

func (c *config) emit(role string, id *big.Int, what, format string, args ...any) {
	e := Event{Role: role, What: what, Detail: fmt.Sprintf(format, args...)}
	if id != nil {
		e.TaskID = new(big.Int).Set(id)
	}
	c.log.Debug("market", "role", role, "task", id, "what", what, "detail", e.Detail)
	if c.events != nil {
		c.events(e)
	}
}

// HeadClock reads the latest block's timestamp.
func HeadClock(c *chain.Chain) Clock {
	return func(ctx context.Context) (uint64, error) {
		h, err := c.Client().HeaderByNumber(ctx, nil)
		if err != nil {
			return 0, fmt.Errorf("market: reading the chain head: %w", err)
		}
		return h.Time, nil
	}
}
