package run

import (
	"errors"
	"fmt"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/pipeline/emu"
)

// ErrPeerSilent reports a member that kept its connections but did not
// send a microbatch's gradient back within its hop deadline.
var ErrPeerSilent = errors.New("run: peer silent")

// hopTimeout is the WithHopTimeout configuration.
type hopTimeout struct {
	expected func(from, to peer.ID) time.Duration
	factor   float64
	slack    time.Duration
	clock    emu.Clock
}

// WithHopTimeout detects a peer that stays connected but goes silent.
// When this peer sends a microbatch's activation on to the next peer of
// its route, it expects that peer's gradient back within factor times
// the expected round trip of the rest of the route (expected(from, to)
// per hop, forward and back) plus slack, timed by clock; a peer that
// misses it is dropped as silent and its microbatches are re-planned.
// The nearest live peer upstream of a silent one has the shortest
// deadline, so it is the one that times out and names the culprit.
// Without this option only closed connections and malformed frames drop
// a peer.
func WithHopTimeout(expected func(from, to peer.ID) time.Duration, factor float64, slack time.Duration, clock emu.Clock) Option {
	return func(p *Peer) error {
		if expected == nil || clock == nil || !(factor >= 1) || slack < 0 {
			return fmt.Errorf("run: hop timeout needs an expected-time function, a clock, factor >= 1 and slack >= 0 (factor %g)", factor)
		}
		p.timeout = &hopTimeout{expected: expected, factor: factor, slack: slack, clock: clock}
		return nil
	}
}

// wait is a microbatch attempt this peer sent on and expects a gradient
// for from member to by deadline.
type wait struct {
	to       uint16
	deadline time.Time
}

// expect records that the gradient of mb is due from route[pos] (the
// peer we just sent its activation to).
func (l *loop) expect(mb uint64, route []uint16, pos int) {
	t := l.p.timeout
	if t == nil || route[pos] == l.p.self {
		return
	}
	ids := l.p.plan.Members
	n := len(route)
	start := pos - 1 // the hop we just sent over, then the rest of the route
	if pos == 0 {
		start = n - 1 // the last hop, back to the owner
	}
	var rest time.Duration
	for j := start; j < n; j++ {
		a, b := ids[route[j]].ID, ids[route[(j+1)%n]].ID
		rest += t.expected(a, b) + t.expected(b, a)
	}
	l.st.waits[mb] = wait{to: route[pos], deadline: t.clock.Now().Add(time.Duration(t.factor*float64(rest)) + t.slack)}
}

// timer returns the channel of a timer armed for the earliest deadline,
// re-arming it when that changed; nil when nothing is awaited.
func (l *loop) timer() <-chan time.Time {
	t := l.p.timeout
	if t == nil {
		return nil
	}
	var first time.Time
	for _, w := range l.st.waits {
		if first.IsZero() || w.deadline.Before(first) {
			first = w.deadline
		}
	}
	if !first.Equal(l.armedAt) || l.armed == nil {
		l.stopTimer()
		if first.IsZero() {
			return nil
		}
		l.armed, l.armedAt = t.clock.NewTimer(max(0, first.Sub(t.clock.Now()))), first
	}
	return l.armed.C()
}

func (l *loop) stopTimer() {
	if l.armed != nil {
		l.armed.Stop()
		l.armed, l.armedAt = nil, time.Time{}
	}
}

// expire drops every member whose gradient is overdue.
func (l *loop) expire() error {
	l.stopTimer()
	now := l.p.timeout.clock.Now()
	late := map[uint16]bool{}
	for _, w := range l.st.waits {
		if !now.Before(w.deadline) {
			late[w.to] = true
		}
	}
	for o := range late {
		if err := l.drop(o, fmt.Errorf("%w: member %d sent no gradient back in time", ErrPeerSilent, o)); err != nil {
			return err
		}
	}
	return nil
}
