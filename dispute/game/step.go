package game

import (
	"fmt"
	"time"

	"github.com/synod-net/synod/internal/commit"
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
	if m.Opening != nil && m.Kind != Reveal && !(m.Kind == Pick && g.cfg.Compact && g.phase == PhaseEntries) {
		return nil, fmt.Errorf("%w: only a reveal opens an entry", ErrMalformed)
	}
	if (len(m.PreProof) > 0 || len(m.PostProof) > 0) && m.Kind == Prove && g.provesEnd() {
		return nil, fmt.Errorf("%w: state root proofs in a %s", ErrMalformed, m.Kind)
	}
	if m.State != nil && !g.provesEnd() {
		return nil, fmt.Errorf("%w: a state proof in a %s (only the end of the shorter trace is proven so)", ErrMalformed, m.Kind)
	}
	// A move may go through several stages (a pick that pins an element
	// and starts the bisection over its scalar steps): apply it to a copy
	// and keep the copy only when every stage accepts it. No stage
	// writes into memory the copy shares with g.
	c := *g
	var (
		ev  []Event
		err error
	)
	phase := c.phase
	c.p3.proofs = m.Proofs
	switch m.Kind {
	case Post:
		err = c.post(m)
	case Pick:
		err = c.pick(&ev, m)
	case Open:
		err = c.open(&ev, m)
	case Reveal:
		err = c.reveal(&ev, m)
	case Prove:
		if c.provesEnd() {
			err = c.proveEnd(&ev, m)
		} else {
			err = c.prove(m)
		}
	}
	if err == nil && m.Kind != Prove {
		err = c.takeProofs(m)
	}
	if err == nil && len(c.p3.proofs) > 0 {
		err = fmt.Errorf("%w: %d element proofs the move does not use", ErrMalformed, len(c.p3.proofs))
	}
	if err != nil {
		return nil, err
	}
	*g = c
	g.turn++
	switch g.phase {
	case PhaseDone:
	case PhaseReferee:
		g.toMove = None
	default:
		next := m.By.Other()
		switch {
		case g.posted != nil:
			// The other party answers a post, also one made in the
			// same move that started a bisection.
			next = g.poster.Other()
		case g.phase != phase || m.Kind == Prove:
			// A new bisection or a pinned item: the solver goes first
			// (after its Prove, it opens), but for the end of the
			// shorter trace, which its party proves.
			next = g.firstMover()
		}
		g.setTurn(&ev, next, now)
	}
	return ev, nil
}

// post opens a bisection with the solver's split hashes.
func (g *Game) post(m Move) error {
	if g.phase == PhaseElements {
		return g.postRoot(m)
	}
	if want := len(g.points) - 2; len(m.Hashes) != want {
		return fmt.Errorf("%w: post needs %d hashes, got %d", ErrMalformed, want, len(m.Hashes))
	}
	for i, h := range m.Hashes {
		if err := g.checkCommitted(m.By, g.points[i+1], h); err != nil {
			return err
		}
	}
	g.posted = append([]Hash{}, m.Hashes...)
	g.poster = m.By
	return nil
}

// checkCommitted checks a state hash party p states at position pos in
// phase 1 against the one it committed to (Config.SolverStates and
// ChallengerStates), when the game knows them.
func (g *Game) checkCommitted(p Party, pos int, h Hash) error {
	hs := g.cfg.committed(p)
	if g.phase != PhaseSteps && g.phase != PhaseOpen || hs == nil || pos < 1 || pos > len(hs) {
		return nil
	}
	if hs[pos-1] != h {
		return fmt.Errorf("%w: the %s's hash at step %d is not the one it committed to", ErrUncommitted, p, pos)
	}
	return nil
}

// pick narrows the range to sub-range m.Index of the last post.
func (g *Game) pick(ev *[]Event, m Move) error {
	if g.phase == PhaseElements {
		return g.treePick(ev, m)
	}
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
	// A pick of any sub-range but the last disputes the poster's hash at
	// its end, so it states the picker's own hash there first (which must
	// differ): every later opening or hash at that point is then checked
	// against it. Without it a picker could dispute a hash it holds too
	// and, at a pinned entry, claim the other party's own entry.
	disputing := j < k-1
	want := max(len(next)-2, 0)
	if disputing {
		want++
	}
	// A pick that pins a step of a game that knows its trace length also
	// opens phase 2: the picker's chain hashes at the split points of
	// (0, G+1] come last. In a compact game the
	// pick that pins an op entry carries the picker's opening of it, and
	// its children of its output root come last (openTail).
	extra := 0
	if next == nil && g.phase == PhaseSteps {
		extra = g.entrySplit(hi)
	}
	opens := next == nil && g.phase == PhaseEntries && g.cfg.Compact && g.cfg.Scalar && hi-1 != g.entries
	if m.Opening != nil && !opens {
		return fmt.Errorf("%w: only a reveal, or in a compact game the pick that pins an op entry, opens an entry", ErrMalformed)
	}
	if opens && !m.Opening.none() {
		if err := m.Opening.check(); err != nil {
			return err
		}
		extra = g.openTail(m.Opening)
	}
	want += extra
	if len(m.Hashes) != want {
		return fmt.Errorf("%w: pick needs %d hashes, got %d", ErrMalformed, want, len(m.Hashes))
	}
	hs := m.Hashes[:len(m.Hashes)-extra]
	tail := m.Hashes[len(m.Hashes)-extra:]
	poster, picker := g.poster, m.By
	var own Hash
	if disputing {
		own, hs = hs[0], hs[1:]
		if own == g.posted[j] {
			return fmt.Errorf("%w: the picker holds the poster's hash at %d; nothing disputed there", ErrMalformed, hi)
		}
	}
	if disputing {
		if err := g.checkCommitted(picker, hi, own); err != nil {
			return err
		}
	}
	if len(next) > 2 {
		for i, h := range hs {
			if err := g.checkCommitted(picker, next[i+1], h); err != nil {
				return err
			}
		}
	}
	if j == k-1 && g.hiKnown[poster] && g.hiKnown[picker] && g.hiVal[poster] == g.hiVal[picker] {
		return fmt.Errorf("%w: both hold the same hash at %d", ErrMalformed, hi)
	}
	if j > 0 {
		g.agreed = g.posted[j-1]
	}
	if disputing {
		g.hiVal[poster], g.hiKnown[poster] = g.posted[j], true
		g.hiVal[picker], g.hiKnown[picker] = own, true
	}
	g.lo, g.hi = lo, hi
	*ev = append(*ev, Event{Kind: EvRange, Phase: g.phase, Lo: lo, Hi: hi})
	if next == nil {
		g.points, g.posted, g.poster = nil, nil, None
		if g.phase == PhaseScalar {
			return g.execute(ev)
		}
		g.pin(ev)
		if opens {
			return g.openFirst(ev, picker, m.Opening, tail)
		}
		if extra > 0 {
			g.posted, g.poster = append([]Hash{}, tail...), picker
		}
		return nil
	}
	g.points = next
	g.posted = append([]Hash{}, hs...)
	g.poster = picker
	return nil
}

// open records a party's chain hash over the pinned step's G entries and
// its post-state hash, whose chain link (entry G, the state entry) ends
// its trace root; once both have opened, phase 2 starts over (0, G+1],
// the challenger's open having posted its first split hashes. The roots
// differ because the post-state hashes do: the state hash is bound to
// the trace.
func (g *Game) open(ev *[]Event, m Move) error {
	if n := g.entriesAt(g.step); n > 0 {
		return fmt.Errorf("%w: the game knows the step's trace length (%d entries): no openings", ErrTurn, n)
	}
	if m.Count < 1 || m.Count >= MaxEntries {
		return fmt.Errorf("%w: trace length %d outside 1..2^48-1", ErrMalformed, m.Count)
	}
	p, o := m.By, m.By.Other()
	// The challenger, which opens second, also opens phase 2's bisection:
	// its hashes at the split points of (0, S+1], S the shorter length.
	var pts []int
	want := 2
	if p == Challenger {
		pts = Splits(0, min(g.count[Solver], m.Count)+1, g.cfg.Arity)
		want += len(pts) - 2
	}
	if len(m.Hashes) != want {
		return fmt.Errorf("%w: open needs %d hashes (the chain over the trace, the post-state hash and, the challenger's, its hashes at phase 2's %d split points), got %d",
			ErrMalformed, want, want-2, len(m.Hashes))
	}
	chain, post := m.Hashes[0], m.Hashes[1]
	if err := g.checkCommitted(p, g.step, post); err != nil {
		return err
	}
	if g.postKnown[p] && post != g.postHash[p] {
		return fmt.Errorf("%w: post-state hash is not the one the %s stated for step %d", ErrMalformed, p, g.step)
	}
	if (g.postKnown[o] || g.opened[o]) && post == g.postHash[o] {
		return fmt.Errorf("%w: post-state hash equals the %s's; nothing disputed", ErrMalformed, o)
	}
	g.postHash[p], g.postKnown[p], g.opened[p] = post, true, true
	g.root[p], g.count[p] = ChainNext(chain, post), m.Count
	if p == Solver {
		return nil
	}
	g.entries = m.Count
	if g.count[Solver] != g.count[Challenger] {
		// Different lengths: bisect over the shorter trace and its state
		// entry, (0, S+1]. The shorter party's hash at S+1 is its root;
		// the longer party's there (its chain after S+1 entries) is never
		// needed: a first difference before S is an op dispute, and one
		// at S is settled by the shorter party's proof alone.
		g.short = Solver
		if g.count[Challenger] < g.count[Solver] {
			g.short = Challenger
		}
		g.entries, g.length = g.count[g.short], true
	}
	g.bisect(ev, PhaseEntries, 0, g.entries+1, ChainStart(g.pre), g.root[Solver], g.root[Challenger])
	if g.length {
		long := g.short.Other()
		g.hiVal[long], g.hiKnown[long] = Hash{}, false
	}
	g.posted, g.poster = append([]Hash{}, m.Hashes[2:]...), Challenger
	return nil
}

// proveEnd settles the end of the shorter trace (entry S, pinned in a
// game whose parties opened with different lengths) with its party's
// state proof: the post-state hash that follows from the agreed
// pre-state and the agreed entries must extend the agreed chain to the
// party's trace root, that is, be its post-state hash after a chain over
// the agreed entries. The party wins; a proof that does not check out
// is refused, and without another the party loses at its deadline.
func (g *Game) proveEnd(ev *[]Event, m Move) error {
	if len(m.Hashes) != 0 || m.State == nil {
		return fmt.Errorf("%w: the end of the shorter trace is proven with a state proof and no hashes", ErrMalformed)
	}
	post, err := StatePost(g.pre, g.agreed, m.State)
	if err != nil {
		return err
	}
	if ChainNext(g.agreed, post) != g.hiVal[m.By] {
		return fmt.Errorf("%w: the proven post-state hash and the agreed entries do not make the %s's trace root", ErrMalformed, m.By)
	}
	g.end(ev, m.By, fmt.Sprintf("the step ends after %d entries, as the %s's state proof shows", g.entries, m.By))
	return nil
}

// prove is the solver's Prove of its states of the pinned step, in a game
// that does not know the step's trace length: proofs only.
func (g *Game) prove(m Move) error {
	if len(m.Hashes) != 0 {
		return fmt.Errorf("%w: prove carries proofs and no hashes, not %d", ErrMalformed, len(m.Hashes))
	}
	return g.checkStates(m)
}

// takeProofs checks the state-root proofs a move other than a Prove
// carries (applied to the game already): the solver's first move on a
// pinned step whose trace length the game knows must carry them (the
// pick that pins the step, or its first move of phase 2); no other move
// may.
func (g *Game) takeProofs(m Move) error {
	has := len(m.PreProof) > 0 || len(m.PostProof) > 0
	if !g.proofDue() || m.By != Solver {
		if has {
			return fmt.Errorf("%w: state root proofs in a %s", ErrMalformed, m.Kind)
		}
		return nil
	}
	// Missing proofs fail as wrong ones do (but in a one-step game,
	// whose tree is its one leaf).
	return g.checkStates(m)
}

// checkStates checks the solver's proofs of its states of the pinned step
// against its state root: its post-state hash (stated in phase 1) at leaf
// step-1 and, for a step after the first, the agreed pre-state hash at
// leaf step-2 of the tree over Config.Steps hashes.
func (g *Game) checkStates(m Move) error {
	root, post := g.cfg.StateRoot, g.postHash[Solver]
	n := uint64(g.cfg.Steps)
	if g.step == 1 {
		if len(m.PreProof) != 0 {
			return fmt.Errorf("%w: step 1's pre-state is the initial state, which needs no proof", ErrMalformed)
		}
	} else if err := (commit.Proof{Index: uint64(g.step - 2), Leaves: n, Siblings: m.PreProof}).Verify(*root, g.pre); err != nil {
		return fmt.Errorf("%w: the solver's pre-state hash of step %d is not proven against its state root (%v)", ErrUncommitted, g.step, err)
	}
	if err := (commit.Proof{Index: uint64(g.step - 1), Leaves: n, Siblings: m.PostProof}).Verify(*root, post); err != nil {
		return fmt.Errorf("%w: the solver's post-state hash of step %d is not proven against its state root (%v)", ErrUncommitted, g.step, err)
	}
	g.proven = true
	return nil
}

// reveal is a party's opening of the pinned op entry in a phase-3 game
// (openEntry); no other game has reveals.
func (g *Game) reveal(ev *[]Event, m Move) error {
	if !g.cfg.Scalar || g.provesEnd() {
		return fmt.Errorf("%w: nothing to open: the pinned entry goes to the referee or a state proof", ErrTurn)
	}
	return g.openEntry(ev, m)
}
