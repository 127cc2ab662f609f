package game

import (
	"fmt"
	"time"
)

// Step applies move m at time now and returns the events it caused. A
// move by the wrong party, of the wrong kind, with a stale turn number or
// with contents that do not fit returns an error and leaves the game
// unchanged. If the party to move's deadline has passed, the game ends
// with that party losing (as Tick would) and Step returns ErrDeadline.
func (g *Game) Step(now time.Time, m Move) ([]Event, error) {
	if g.phase == PhaseDone {
		return nil, ErrFinished
	}
	if g.toMove == None {
		return nil, fmt.Errorf("%w: waiting for the referee", ErrTurn)
	}
	if ev := g.Tick(now); ev != nil {
		return ev, fmt.Errorf("%w: %s", ErrDeadline, ev[0].Party)
	}
	if m.By != g.toMove {
		return nil, fmt.Errorf("%w: %s to move, not %s", ErrTurn, g.toMove, m.By)
	}
	if m.Turn != g.turn {
		return nil, fmt.Errorf("%w: turn %d, move is for turn %d", ErrStale, g.turn, m.Turn)
	}
	if want := g.expects(); m.Kind != want {
		return nil, fmt.Errorf("%w: expecting %s, got %s", ErrTurn, want, m.Kind)
	}
	var (
		ev  []Event
		err error
	)
	switch m.Kind {
	case Post:
		err = g.post(m)
	case Pick:
		err = g.pick(&ev, m)
	case Open:
		err = g.open(&ev, m)
	case Reveal:
		err = g.reveal(&ev, m)
	}
	if err != nil {
		return nil, err
	}
	g.turn++
	switch g.phase {
	case PhaseDone:
	case PhaseReferee:
		g.toMove = None
	default:
		next := m.By.Other()
		if (m.Kind == Open && g.phase != PhaseOpen) || (m.Kind == Pick && g.phase != PhaseSteps && g.phase != PhaseEntries) {
			// A new bisection or a pinned item: the solver goes first.
			next = Solver
		}
		g.setTurn(&ev, next, now)
	}
	return ev, nil
}

// post opens a bisection with the solver's split hashes.
func (g *Game) post(m Move) error {
	if want := len(g.points) - 2; len(m.Hashes) != want {
		return fmt.Errorf("%w: post needs %d hashes, got %d", ErrMalformed, want, len(m.Hashes))
	}
	g.posted = append([]Hash{}, m.Hashes...)
	g.poster = m.By
	return nil
}

// pick narrows the range to sub-range m.Index of the last post.
func (g *Game) pick(ev *[]Event, m Move) error {
	k := len(g.points) - 1
	j := m.Index
	if j < 0 || j >= k {
		return fmt.Errorf("%w: pick %d outside 0..%d", ErrMalformed, j, k-1)
	}
	lo, hi := g.points[j], g.points[j+1]
	next := Splits(lo, hi, g.cfg.Arity)
	if hi-lo == 1 {
		next = nil
	}
	if want := max(len(next)-2, 0); len(m.Hashes) != want {
		return fmt.Errorf("%w: pick needs %d hashes, got %d", ErrMalformed, want, len(m.Hashes))
	}
	poster, picker := g.poster, m.By
	if j == k-1 && g.hiKnown[poster] && g.hiKnown[picker] && g.hiVal[poster] == g.hiVal[picker] {
		return fmt.Errorf("%w: both hold the same hash at %d", ErrMalformed, hi)
	}
	if j > 0 {
		g.agreed = g.posted[j-1]
	}
	if j < k-1 {
		g.hiVal[poster], g.hiKnown[poster] = g.posted[j], true
		g.hiKnown[picker] = false
	}
	g.lo, g.hi = lo, hi
	*ev = append(*ev, Event{Kind: EvRange, Phase: g.phase, Lo: lo, Hi: hi})
	if next == nil {
		g.points, g.posted, g.poster = nil, nil, None
		g.pin(ev)
		return nil
	}
	g.points = next
	g.posted = append([]Hash{}, m.Hashes...)
	g.poster = picker
	return nil
}

// open records a party's trace length and root for the pinned step and,
// once both have opened, starts phase 2.
func (g *Game) open(ev *[]Event, m Move) error {
	if m.Count < 1 || m.Count > MaxEntries {
		return fmt.Errorf("%w: trace length %d outside 1..2^48", ErrMalformed, m.Count)
	}
	if len(m.Hashes) != 1 {
		return fmt.Errorf("%w: open needs 1 hash (the trace root), got %d", ErrMalformed, len(m.Hashes))
	}
	g.count[m.By], g.root[m.By] = m.Count, m.Hashes[0]
	if m.By == Solver {
		return nil
	}
	switch {
	case g.count[Solver] != g.count[Challenger]:
		g.end(ev, None, fmt.Sprintf("trace lengths differ (%d, %d)", g.count[Solver], g.count[Challenger]))
	case g.root[Solver] == g.root[Challenger]:
		g.end(ev, None, "the traces agree; the step's state hash is not settled by its trace")
	default:
		g.bisect(ev, PhaseEntries, 0, m.Count, ChainStart(g.pre), g.root[Solver], g.root[Challenger])
	}
	return nil
}

// reveal records a party's output hash for the pinned entry.
func (g *Game) reveal(ev *[]Event, m Move) error {
	if len(m.Hashes) != 1 {
		return fmt.Errorf("%w: reveal needs 1 hash, got %d", ErrMalformed, len(m.Hashes))
	}
	out := m.Hashes[0]
	if g.hiKnown[m.By] && ChainNext(g.agreed, out) != g.hiVal[m.By] {
		return fmt.Errorf("%w: output does not extend the agreed chain to the %s's chain hash", ErrMalformed, m.By)
	}
	if o := m.By.Other(); g.shown[o] && g.out[o] == out {
		return fmt.Errorf("%w: output equals the %s's; nothing disputed", ErrMalformed, o)
	}
	g.out[m.By], g.shown[m.By] = out, true
	if m.By == Challenger {
		g.phase = PhaseReferee
		*ev = append(*ev, Event{Kind: EvReferee, Step: g.step, Index: g.entry})
	}
	return nil
}
