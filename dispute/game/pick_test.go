package game

import (
	"errors"
	"testing"
	"time"

	"github.com/synod-net/synod/repops"
)

// TestPickerStatesItsHash: a cheating solver (its state hashes lie from
// step 2 on, its trace is honest) tries to dispute, in phase 2, a chain
// hash of the honest challenger that it holds too, so as to pin an entry
// where its own hash is unknown and claim the challenger's own entry. A
// disputing pick must state the picker's hash at the sub-range's end:
// stating the honest hash is refused, and stating another leaves the
// liar a chain hash that the true entry does not extend the agreed one
// to. The referee's recomputation makes the honest challenger win.
func TestPickerStatesItsHash(t *testing.T) {
	const T, G = 2, 7
	st := func(tag byte) func(k int) Hash {
		return func(k int) Hash {
			h := Hash{byte(k)}
			if k >= 2 {
				h[31] = tag
			}
			return h
		}
	}
	tr := func(step int) []repops.TraceEntry {
		out := make([]repops.TraceEntry, G)
		for i := range out {
			out[i] = repops.TraceEntry{Op: "op", Output: repops.Hash{byte(i), byte(step)}}
		}
		return out
	}
	honest := &Player{Role: Challenger, States: st(0), Trace: tr}
	liar := &Player{Role: Solver, States: st(1), Trace: tr}
	t0 := time.Unix(0, 0)
	g, _, err := New(Config{Steps: T, Initial: st(0)(0), SolverFinal: liar.States(T), ChallengerFinal: honest.States(T), Timeout: time.Minute, Arity: 2}, t0)
	if err != nil {
		t.Fatal(err)
	}
	now := t0
	tried := false
	for g.View().Phase != PhaseReferee && g.View().Phase != PhaseDone {
		now = now.Add(time.Second)
		v := g.View()
		var m Move
		if v.ToMove == Solver {
			m, _ = liar.Move(v)
			if v.Phase == PhaseEntries && m.Kind == Pick && v.Points[1]-v.Points[0] == 1 && m.Index != 0 {
				tried = true
				agreed := v.Posted[0] // the solver holds this hash too
				for _, hs := range [][]Hash{nil, {agreed}} {
					bad := Move{By: Solver, Turn: v.Turn, Kind: Pick, Index: 0, Hashes: hs}
					if _, err := g.Step(now, bad); !errors.Is(err, ErrMalformed) {
						t.Fatalf("pick of a hash the picker holds (%d hashes): %v", len(hs), err)
					}
				}
				// Disputing it with a made-up hash is accepted ...
				m = Move{By: Solver, Turn: v.Turn, Kind: Pick, Index: 0, Hashes: []Hash{{0xee}}}
			}
		} else {
			m, _ = honest.Move(v)
		}
		if _, err := g.Step(now, m); err != nil {
			t.Fatalf("%+v: %v", m, err)
		}
	}
	if !tried {
		t.Fatal("the game never offered the liar the pick")
	}
	// ... but then the true entry extends the agreed chain to the
	// challenger's hash, not to the liar's.
	v := g.View()
	if v.Phase != PhaseReferee {
		t.Fatalf("phase %s, want the referee", v.Phase)
	}
	if _, err := g.Resolve(EntryHash(tr(v.Step)[v.Entry])); err != nil {
		t.Fatal(err)
	}
	if o, _ := g.Outcome(); o.Winner != Challenger {
		t.Fatalf("outcome %+v", o)
	}
}
