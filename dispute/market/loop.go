package market

import (
	"context"
	"errors"
	"time"

	"github.com/synod-net/synod/contracts/chain"
)

// loop is a role's owning goroutine: it advances every followed task on
// each tick and, when watching, offers every new task of the pool to
// take. It returns when ctx ends or closed is closed.
type loop struct {
	c       *chain.Chain
	cfg     *config
	closed  <-chan struct{}
	advance func(context.Context) error
	take    func(context.Context, chain.TaskEvent) // nil: do not watch the pool
	from    uint64
}

func (l loop) run(ctx context.Context) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		select {
		case <-l.closed:
			cancel()
		case <-ctx.Done():
		}
	}()
	ticks := l.cfg.ticks
	if ticks == nil {
		t := time.NewTicker(time.Second)
		defer t.Stop()
		ticks = t.C
	}
	var (
		tasks   chan chain.TaskEvent
		watchEr chan error
	)
	if l.take != nil {
		tasks, watchEr = make(chan chain.TaskEvent, 16), make(chan error, 1)
		go func() { watchEr <- l.c.WatchTasks(ctx, chain.TaskFilter{FromBlock: l.from}, tasks) }()
	}
	for {
		select {
		case <-ctx.Done():
			select {
			case <-l.closed:
				return ErrClosed
			default:
			}
			return ctx.Err()
		case err := <-watchEr:
			if ctx.Err() == nil {
				return err
			}
		case e := <-tasks:
			l.take(ctx, e)
		case <-ticks:
			if err := l.advance(ctx); err != nil && ctx.Err() == nil {
				l.cfg.log.Warn("market: advancing tasks", "err", err)
				l.cfg.emit("", nil, "error", "%v", err)
			}
		}
	}
}

// expected reports errors that mean "not this task" rather than failure.
func expected(err error) bool {
	return errors.Is(err, ErrNotEligible) || errors.Is(err, ErrUnsupported)
}
