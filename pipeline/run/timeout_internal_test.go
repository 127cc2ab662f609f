package run

import (
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/pipeline/emu"
	"github.com/synod-net/synod/pipeline/wire"
)

// TestHopDeadlines checks the deadline of each hop (factor × the rest of
// the route's expected round trip + slack per hop of it) and that the loop's timer
// fires at the earliest one, on a fake clock.
func TestHopDeadlines(t *testing.T) {
	clock := emu.NewFakeClock(time.Unix(0, 0))
	ms := []Member{{"o", 0}, {"a", 1}, {"b", 2}}
	expected := func(from, to peer.ID) time.Duration { return 10 * time.Millisecond }
	p := &Peer{plan: Plan{Stages: 3, Members: ms}, timeout: &hopTimeout{expected: expected, factor: 2, slack: 5 * time.Millisecond, clock: clock}}
	l := &loop{p: p, st: &iterState{waits: map[uint64]wait{}}}
	route := []uint16{0, 1, 2}

	p.self = 0
	l.expect(1, route, 1) // owner -> a: 3 hops there and back, 60 ms, x2 + 3x5
	p.self = 2
	l.expect(2, route, 0) // b -> owner: 1 hop there and back, 20 ms, x2 + 5
	p.self = 1
	l.expect(3, route, 2) // a -> b: 2 hops there and back, 40 ms, x2 + 2x5
	for mb, want := range map[uint64]time.Duration{1: 135 * time.Millisecond, 2: 45 * time.Millisecond, 3: 90 * time.Millisecond} {
		if got := l.st.waits[mb].deadline.Sub(time.Unix(0, 0)); got != want {
			t.Fatalf("microbatch %d: deadline %v, want %v", mb, got, want)
		}
	}
	c := l.timer()
	clock.Advance(44 * time.Millisecond)
	select {
	case <-c:
		t.Fatal("timer fired before the earliest deadline")
	default:
	}
	clock.Advance(time.Millisecond)
	<-c // fires at 45 ms
	delete(l.st.waits, 2)
	l.stopTimer()
	c = l.timer()
	clock.Advance(45 * time.Millisecond)
	<-c // the next deadline, 90 ms
	l.stopTimer()
	l.st.waits = map[uint64]wait{}
	if l.timer() != nil {
		t.Fatal("a timer with nothing awaited")
	}
}

// TestQueuedExtends checks that a queued frame from the awaited peer
// moves that hop's deadline by hold() (factor × stages × the slowest
// pair's round trip + slack per stage) once, and that queued frames
// from another peer, for another microbatch or a second time do not.
func TestQueuedExtends(t *testing.T) {
	clock := emu.NewFakeClock(time.Unix(0, 0))
	ms := []Member{{"o", 0}, {"a", 1}, {"b", 2}}
	expected := func(from, to peer.ID) time.Duration {
		if from == "b" || to == "b" {
			return 20 * time.Millisecond
		}
		return 10 * time.Millisecond
	}
	p := &Peer{plan: Plan{Stages: 3, Members: ms}, timeout: &hopTimeout{expected: expected, factor: 2, slack: 5 * time.Millisecond, clock: clock}}
	l := &loop{p: p, st: &iterState{waits: map[uint64]wait{}}}
	route := []uint16{0, 1, 2}
	p.self = 1
	l.expect(3, route, 2) // a -> b and b -> owner, 40 ms there and back each, x2 + 2x5 = 170 ms
	at := func() time.Duration { return l.st.waits[3].deadline.Sub(time.Unix(0, 0)) }
	if at() != 170*time.Millisecond {
		t.Fatalf("deadline %v", at())
	}
	queued := func(from uint16, mb uint64) error {
		return l.onQueued(from, &wire.Frame{Kind: wire.KindQueued, MB: mb, Pos: 1, Route: route})
	}
	if err := queued(2, 4); err != nil || at() != 170*time.Millisecond {
		t.Fatalf("queued for another microbatch: %v, deadline %v", err, at())
	}
	if err := queued(0, 3); err == nil {
		t.Fatal("a queued frame from a peer not next on the route was accepted")
	}
	// hold: 2 x 3 x (20+20 ms) + 3 x 5 ms = 255 ms.
	if err := queued(2, 3); err != nil || at() != 425*time.Millisecond {
		t.Fatalf("queued: %v, deadline %v, want 425ms", err, at())
	}
	if err := queued(2, 3); err != nil || at() != 425*time.Millisecond {
		t.Fatalf("second queued: %v, deadline %v, want it unchanged", err, at())
	}
}
