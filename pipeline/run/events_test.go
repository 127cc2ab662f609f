package run_test

import (
	"sync"
	"testing"

	"github.com/synod-net/synod/pipeline/run"
)

// TestEvents counts what WithEvents reports on the skip-and-swap plan:
// every microbatch is one forward and one backward pass on each peer of
// its route (the stage-0 peer included), every frame sent is received
// with the same size, and every peer ends every iteration once.
func TestEvents(t *testing.T) {
	const iters = 2
	var (
		mu    sync.Mutex
		count = map[run.EventKind]int{}
		bytes = map[run.EventKind]int{}
		peak  int
		steps = map[int]int{}
	)
	obs := run.WithEvents(func(e run.Event) {
		mu.Lock()
		defer mu.Unlock()
		count[e.Kind]++
		bytes[e.Kind] += e.Bytes
		if e.Kind == run.EventForward {
			peak = max(peak, e.InFlight)
		}
		if e.Kind == run.EventIteration {
			if e.Result == nil || e.Result.Iter != e.Iter {
				t.Errorf("iteration event %d with result %+v", e.Iter, e.Result)
			}
			steps[e.Iter]++
		}
	})
	o := train(t, iters, -1, 0, skipSwapPlan, obs)
	visits := 0
	for _, paths := range skipSwapPlan(o.members) {
		for _, p := range paths {
			visits += 1 + len(p)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if count[run.EventForward] != iters*visits || count[run.EventBackward] != iters*visits {
		t.Errorf("%d forward and %d backward passes, want %d each", count[run.EventForward], count[run.EventBackward], iters*visits)
	}
	if count[run.EventSent] == 0 || count[run.EventSent] != count[run.EventReceived] || bytes[run.EventSent] != bytes[run.EventReceived] {
		t.Errorf("sent %d frames (%d bytes), received %d (%d bytes)", count[run.EventSent], bytes[run.EventSent], count[run.EventReceived], bytes[run.EventReceived])
	}
	if peak < 1 || peak > 3 {
		t.Errorf("peak in flight %d, want 1..3 (the default credits and slots)", peak)
	}
	for it := range iters {
		if steps[it] != len(o.members) {
			t.Errorf("iteration %d ended on %d peers, want %d", it, steps[it], len(o.members))
		}
	}
	if count[run.EventReplan] != 0 || count[run.EventDrop] != 0 {
		t.Errorf("%d re-plans and %d drops in a clean run", count[run.EventReplan], count[run.EventDrop])
	}
}
