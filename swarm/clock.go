package swarm

import (
	"context"
	"time"
)

// until is the time left before t on the service's clock: the schedule's
// deadlines are times on that clock (WithClock), not on the wall clock.
func (s *Service) until(t time.Time) time.Duration { return t.Sub(s.now()) }

// withDeadline returns a context of the service that ends when the
// service's clock reaches t. On the wall clock that is a context deadline;
// an injected clock (WithClock) may stand still or jump, so a timer is
// re-armed until that clock has passed t.
func (s *Service) withDeadline(t time.Time) (context.Context, context.CancelFunc) {
	if !s.injectedClock {
		return context.WithDeadline(s.ctx, t)
	}
	ctx, cancel := context.WithCancel(s.ctx)
	go func() {
		if s.sleepUntil(ctx, t) {
			cancel()
		}
	}()
	return ctx, cancel
}

// sleepUntil waits until the service's clock reaches t and reports true,
// or false when ctx ends first.
func (s *Service) sleepUntil(ctx context.Context, t time.Time) bool {
	timer := time.NewTimer(max(s.until(t), 0))
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return false
		case <-timer.C:
		}
		d := s.until(t)
		if d <= 0 {
			return true
		}
		// An injected clock that stands still is read again at most
		// once a millisecond.
		timer.Reset(max(d, time.Millisecond))
	}
}
