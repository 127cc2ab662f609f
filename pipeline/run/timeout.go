package run

import (
	"errors"
	"fmt"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/pipeline/emu"
	"github.com/synod-net/synod/pipeline/wire"
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

// WithHopTimeout detects a peer that stays connected but goes silent,
// during the pipeline or the gradient exchange.
// When this peer sends a microbatch's activation on to the next peer of
// its route, it expects that peer's gradient back within factor times
// the expected round trip of the rest of the route (expected(from, to)
// per hop, forward and back) plus slack for every hop of that rest,
// timed by clock; a peer that misses it is dropped as silent and its
// microbatches are re-planned. The nearest live peer upstream of a
// silent one has the shortest deadline (at least slack before the next
// peer upstream), so it is the one that times out and names the culprit.
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
	queued   bool // the deadline was extended once for a queued frame
}

// hold bounds how long a slot can stay taken by a microbatch whose route
// runs on into a silent peer: the longest deadline any member sets for a
// hop (factor × a full route's round trip over the slowest pair, plus
// slack for each of its hops), after which that hop's sender drops the
// silent peer and the owner aborts the microbatch, freeing the slot.
func (l *loop) hold() time.Duration {
	t, ms := l.p.timeout, l.p.plan.Members
	if l.holdD == 0 {
		var rt time.Duration
		for _, a := range ms {
			for _, b := range ms {
				if a.ID != b.ID {
					rt = max(rt, t.expected(a.ID, b.ID)+t.expected(b.ID, a.ID))
				}
			}
		}
		hops := time.Duration(l.p.plan.Stages)
		l.holdD = time.Duration(t.factor*float64(hops*rt)) + hops*t.slack
	}
	return l.holdD
}

// tellQueued sends a queued frame for activation f from member from,
// which this peer cannot run yet (its slots are full, or it is still in
// the previous iteration's gradient exchange), when hop deadlines are on
// and f is addressed to us by its route.
func (l *loop) tellQueued(from uint16, f *wire.Frame) {
	p := l.p
	if p.timeout == nil || f.Kind != wire.KindActivation || f.Pos == 0 || int(f.Pos) >= len(f.Route) ||
		f.Route[f.Pos] != p.self || f.Route[f.Pos-1] != from {
		return
	}
	l.deliver(from, &wire.Frame{Kind: wire.KindQueued, Iter: f.Iter, MB: f.MB, Pos: f.Pos - 1, Route: f.Route})
}

// onQueued handles a queued frame: the next peer of our route holds the
// microbatch's activation until a slot frees. Its gradient is then due up
// to hold() later; the deadline moves once per attempt, so a peer cannot
// put off its own detection for longer than that.
func (l *loop) onQueued(from uint16, f *wire.Frame) error {
	p := l.p
	n := len(f.Route)
	for _, o := range f.Route {
		if int(o) >= len(p.plan.Members) {
			return &wire.Error{Field: "route", Reason: "unknown member"}
		}
	}
	if int(f.Pos)+1 >= n || f.Route[f.Pos] != p.self || f.Route[f.Pos+1] != from {
		return &wire.Error{Field: "route", Reason: "queued frame not addressed to us by its route"}
	}
	w, ok := l.st.waits[f.MB]
	if !ok || w.to != from || w.queued || p.timeout == nil {
		return nil // answered, aborted or already extended
	}
	w.deadline, w.queued = w.deadline.Add(l.hold()), true
	l.st.waits[f.MB] = w
	return nil
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
	hops := 0
	for j := start; j < n; j++ {
		a, b := ids[route[j]].ID, ids[route[(j+1)%n]].ID
		rest += t.expected(a, b) + t.expected(b, a)
		hops++
	}
	d := time.Duration(t.factor*float64(rest)) + time.Duration(hops)*t.slack
	l.st.waits[mb] = wait{to: route[pos], deadline: t.clock.Now().Add(d)}
}

// timer returns the channel of a timer armed for the earliest deadline,
// re-arming it when that changed; nil when nothing is awaited.
func (l *loop) timer() <-chan time.Time {
	t := l.p.timeout
	if t == nil {
		return nil
	}
	first := l.st.syncBy
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

// expectSync records when the stage-mates' gradients are due, once
// ours are sent: factor times the slowest mate's expected round trip plus
// twice the slack: a microbatch of the next iteration waits on this peer
// at least as long from a later start (two hops of slack or more, the
// return to the owner included), so a mate silent in the gradient
// exchange is named by its stage-mates before they are blamed for it.
func (l *loop) expectSync() {
	t, p := l.p.timeout, l.p
	if t == nil {
		return
	}
	var rt time.Duration
	self := p.plan.Members[p.self].ID
	for _, o := range l.liveStage(p.stageOf[p.self]) {
		if o != p.self {
			id := p.plan.Members[o].ID
			rt = max(rt, t.expected(self, id)+t.expected(id, self))
		}
	}
	l.st.syncBy = t.clock.Now().Add(time.Duration(t.factor*float64(rt)) + 2*t.slack)
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
	if st := l.st; !st.syncBy.IsZero() && !now.Before(st.syncBy) && !st.synced {
		st.syncBy = time.Time{}
		_, params := l.p.stage.Params()
		for _, o := range l.liveStage(l.p.stageOf[l.p.self]) {
			if o != l.p.self && st.gradCount[l.rankOf(o)] < len(params) {
				late[o] = true
			}
		}
	}
	for o := range late {
		if err := l.drop(o, fmt.Errorf("%w: member %d sent no gradient back in time", ErrPeerSilent, o)); err != nil {
			return err
		}
	}
	return nil
}
