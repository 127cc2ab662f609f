package market

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/synod-net/synod/contracts/chain"
)

// role is a solver's or a verifier's loop under test: its ticks and its
// events.
type role struct {
	name   string
	ticks  chan time.Time
	events chan Event
	done   chan error
}

func newRole(name string) *role {
	return &role{name: name, ticks: make(chan time.Time), events: make(chan Event, 64), done: make(chan error, 1)}
}

func (r *role) opts() []Option {
	return []Option{WithTicks(r.ticks), WithEvents(func(e Event) { r.events <- e })}
}

func (r *role) tick(t *testing.T, ctx context.Context) {
	t.Helper()
	select {
	case r.ticks <- time.Now():
	case <-ctx.Done():
		t.Fatalf("%s: no tick taken: %v", r.name, ctx.Err())
	}
}

// waitFor reads r's events until one is what; an error event fails.
func (r *role) waitFor(t *testing.T, ctx context.Context, what string) Event {
	t.Helper()
	for {
		select {
		case e := <-r.events:
			if e.What == "error" {
				t.Fatalf("%s: %s", r.name, e.Detail)
			}
			if e.What == what {
				return e
			}
		case <-ctx.Done():
			t.Fatalf("%s: waiting for %q: %v", r.name, what, ctx.Err())
		}
	}
}

// TestRunLoops drives the solver's and the verifiers' Run loops (watching
// the pool) with explicit ticks while the test moves the chain's clock:
// the loops claim, commit, reveal, settle and withdraw on their own, and
// Close stops them.
func TestRunLoops(t *testing.T) {
	e := newEnv(t, testMkt)
	sr, vr := newRole("solver"), []*role{newRole("verifier 3"), newRole("verifier 4")}
	sol, err := NewSolver(e.c, e.ids[2], e.stores[2], filepath.Join(e.dir, "loop-solver.json"), sr.opts()...)
	must(t, err)
	go func() { sr.done <- sol.Run(e.ctx, true, 0) }()
	var vers []*Verifier
	for i, r := range vr {
		v, err := NewVerifier(e.c, e.ids[3+i], e.stores[3+i], filepath.Join(e.dir, fmt.Sprintf("loop-verifier%d.json", i)), r.opts()...)
		must(t, err)
		vers = append(vers, v)
		go func() { r.done <- v.Run(e.ctx, true, 0) }()
	}
	s, err := e.submitter(1).Submit(e.ctx, []byte(tinySpec), SubmitParams{PricePerWork: testPrice, Stake: testStake})
	must(t, err)
	id := s.TaskID
	if ev := sr.waitFor(t, e.ctx, "claimed"); ev.TaskID.Cmp(id) != 0 {
		t.Fatalf("claimed task %s, want %s", ev.TaskID, id)
	}
	for _, r := range vr {
		r.waitFor(t, e.ctx, "watching")
	}
	sr.tick(t, e.ctx)
	sr.waitFor(t, e.ctx, "committed")
	for _, r := range vr {
		r.tick(t, e.ctx)
		r.waitFor(t, e.ctx, "committed")
	}
	e.warpPast(e.task(id).Deadline)
	sr.tick(t, e.ctx)
	sr.waitFor(t, e.ctx, "revealed")
	for _, r := range vr {
		r.tick(t, e.ctx)
		r.waitFor(t, e.ctx, "agreed")
	}
	e.warpPast(e.task(id).Deadline)
	sr.tick(t, e.ctx)
	sr.waitFor(t, e.ctx, "settled")
	sr.tick(t, e.ctx)
	sr.waitFor(t, e.ctx, "withdrew")
	for _, r := range vr {
		r.tick(t, e.ctx)
		r.waitFor(t, e.ctx, "withdrew")
	}
	if st := e.task(id).Status; st != chain.TaskSettled {
		t.Fatalf("status %d", st)
	}
	e.checkConserved()
	must(t, sol.Close())
	for _, v := range vers {
		must(t, v.Close())
	}
	for _, r := range append([]*role{sr}, vr...) {
		select {
		case err := <-r.done:
			if !errors.Is(err, ErrClosed) {
				t.Fatalf("%s: Run returned %v, want ErrClosed", r.name, err)
			}
		case <-e.ctx.Done():
			t.Fatalf("%s: Run did not return after Close", r.name)
		}
	}
}

// TestRunCancelled: Run returns the context's error when it is cancelled,
// and a job run stops with it.
func TestRunCancelled(t *testing.T) {
	e := newEnv(t, testMkt)
	sol := e.solver(2)
	ctx, cancel := context.WithCancel(e.ctx)
	done := make(chan error, 1)
	go func() { done <- sol.Run(ctx, true, 0) }()
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("Run returned %v, want context.Canceled", err)
		}
	case <-e.ctx.Done():
		t.Fatal("Run did not return after cancel")
	}
	s, err := e.submitter(1).Submit(e.ctx, []byte(tinySpec), SubmitParams{PricePerWork: testPrice, Stake: testStake})
	must(t, err)
	must(t, sol.Claim(e.ctx, s.TaskID))
	if _, err := sol.AdvanceTask(ctx, s.TaskID); !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled commit: %v", err)
	}
	// Nothing was sealed or sent: the next pass runs and commits.
	if rec := sol.Records()[s.TaskID.String()]; rec.Phase != PhaseClaimed {
		t.Fatalf("record after a cancelled run: %+v", rec)
	}
	act, err := sol.AdvanceTask(e.ctx, s.TaskID)
	wantAction(t, act, err, ActCommit)
}
