package game

import (
	"fmt"
	"time"

	"github.com/synod-net/synod/repops"
)

// Limits on a game's size, so that no move can make the machine allocate
// or compute without bound.
const (
	MaxArity   = 1024
	MaxSteps   = 1 << 48
	MaxEntries = 1 << 48
)

// Config sets up a game.
type Config struct {
	Steps int // T, the number of steps (positions 0..T)
	// Entries is G, the number of trace entries of every step, when the
	// job fixes it and the game knows it: then no party opens the pinned
	// step (the move that pins it posts phase 2's first split, and the
	// parties' trace roots follow from their post-state hashes). 0 when
	// it varies (gradient clipping records its entries only in steps
	// that clip) or is not known (the on-chain game): each party then
	// opens with its length. If they differ, phase 2 bisects over the shorter trace's S
	// entries and its state entry, (0, S+1]: a first difference at an
	// op entry is disputed as in any game, and one at entry S, where
	// the shorter trace ends, must be proven by its party with a state
	// proof (Move.State) that the agreed entries end the step with its
	// post-state hash. A training step's trace ends with its optimizer
	// updates and holds them nowhere else, so an honest shorter party
	// always has that proof and a lying one cannot make it: no referee
	// rules on a length.
	Entries int
	// SolverLengths and ChallengerLengths, when both set, are the trace
	// lengths each party committed to, one per step (its receipt's
	// trace_lengths; entry i for step i+1). At a pinned step where they
	// agree, the game knows its G as with Entries, and no party opens
	// it; where they differ, the parties open it with theirs. Entries,
	// when set, takes precedence.
	SolverLengths, ChallengerLengths []int
	Initial                          Hash          // agreed state hash before step 1
	SolverFinal                      Hash          // the solver's committed state hash after step T
	ChallengerFinal                  Hash          // the challenger's, which must differ
	Timeout                          time.Duration // time each party has for each move
	Arity                            int           // split arity, >= 2
	// ChallengerSplit, when set, holds the challenger's state hashes at
	// the interior split points of phase 1's range (0, T], which it
	// stated when it opened the dispute (on chain, with its challenge:
	// chain.Verdict.SplitHash): the game starts with them posted, and
	// the solver picks first. Nil: the solver posts first. A game of one
	// step has no split points, and no hashes here.
	ChallengerSplit []Hash
	// Scalar turns on phase 3: a pinned op entry that both parties open
	// alike (Opening) and that repops reduces to scalar operations
	// (repops.ScalarOf under op set OpSet) is settled by the game
	// executing one scalar operation, not by the referee.
	Scalar bool
	OpSet  int
	// Compact (off chain, where no gas bound limits what one move
	// carries) starts phase 3 with no moves of its own: the pick that
	// pins an op entry carries the picker's opening of it and its
	// children of its output root (the element descent's first post),
	// and the other party's opening comes with its first pick of the
	// descent. Without it (the on-chain game) the parties open the entry
	// in moves of their own, the solver first, and the solver's post
	// opens the descent.
	Compact bool
	// SolverStates and ChallengerStates, when set, are the state hashes
	// each party committed to before the game (its receipt's step-state
	// hashes, whose Merkle root it signed): entry i is the hash after
	// step i+1, so the last is the party's final hash. A phase-1 hash a
	// party states (in a post, a pick or its opening of the pinned step)
	// must be its committed one at that position, so a party cannot
	// play the game on other states than the ones it signed. Nil: the
	// game takes the parties' word (the on-chain game, which holds only
	// the roots).
	SolverStates, ChallengerStates []Hash
	// StateRoot, when set, is the state root the solver committed to
	// (its receipt's StateRoot, as the task market holds it: the
	// internal/commit root over its Steps state hashes, leaf k-1 the
	// hash after step k). Once phase 1 pinned a step, the solver then
	// proves against it its post-state hash of the step (leaf Step-1,
	// Move.PostProof) and, for a step after the first, the agreed
	// pre-state hash (leaf Step-2, Move.PreProof; step 1's pre-state is
	// Initial, no leaf): a solver that played phase 1 on hashes it did
	// not commit to cannot prove them, and loses at its deadline. Where
	// the game does not know the step's trace length (as on chain), the
	// proofs are a move of their own, a Prove before the solver opens;
	// where it does, they ride on the solver's first move on the pinned
	// step: the pick that pins it, or its first move of phase 2 (View.
	// ProofDue), so that they cost no move. Nil: no proofs (a game that
	// knows SolverStates checks every hash instead).
	StateRoot *Hash
}

// committed returns party p's committed state hashes (nil when unknown).
func (c Config) committed(p Party) []Hash {
	switch p {
	case Solver:
		return c.SolverStates
	case Challenger:
		return c.ChallengerStates
	}
	return nil
}

// Game is the dispute game's state. Its zero value is not usable; make one
// with New. A Game is not safe for concurrent use.
type Game struct {
	cfg      Config
	phase    Phase
	toMove   Party
	turn     int
	deadline time.Time

	// The disputed range (lo, hi] of the current bisection: agreed is
	// the hash both accept at lo, hiVal[p] party p's hash at hi when
	// known (hiKnown[p]).
	lo, hi  int
	agreed  Hash
	hiVal   [3]Hash
	hiKnown [3]bool
	// points are the split points of (lo, hi]; posted the interior
	// hashes the last poster gave for them (nil before the first post).
	points []int
	posted []Hash
	poster Party

	step int  // pinned step (from 1)
	pre  Hash // its agreed pre-state hash
	// postHash[p] is party p's post-state hash of the pinned step: known at
	// the pin when p stated it in phase 1 (postKnown), else stated by
	// its open.
	postHash  [3]Hash
	postKnown [3]bool
	opened    [3]bool
	proven    bool   // the solver proved its states of the pinned step (Prove)
	count     [3]int // trace lengths the parties opened with
	// entries is G of the pinned step once both opened with it; when
	// they opened with different lengths (length), the shorter one, S,
	// that of party short.
	entries int
	known   bool // the game knows the pinned step's G: no openings
	length  bool
	short   Party
	root    [3]Hash
	entry   int // pinned entry (from 0)

	p3 phase3

	outcome Outcome
}

// New starts a game at time now; the solver moves first. It returns the
// opening events.
func New(cfg Config, now time.Time) (*Game, []Event, error) {
	switch {
	case cfg.Steps < 1 || cfg.Steps > MaxSteps:
		return nil, nil, fmt.Errorf("%w: steps %d outside 1..2^48", ErrConfig, cfg.Steps)
	case cfg.Entries < 0 || cfg.Entries >= MaxEntries:
		return nil, nil, fmt.Errorf("%w: entries %d outside 0..2^48-1", ErrConfig, cfg.Entries)
	case cfg.Arity < 2 || cfg.Arity > MaxArity:
		return nil, nil, fmt.Errorf("%w: arity %d outside 2..%d", ErrConfig, cfg.Arity, MaxArity)
	case cfg.Timeout <= 0:
		return nil, nil, fmt.Errorf("%w: timeout must be positive", ErrConfig)
	case cfg.SolverFinal == cfg.ChallengerFinal:
		return nil, nil, fmt.Errorf("%w: the final hashes agree, nothing to dispute", ErrConfig)
	case (cfg.SolverLengths == nil) != (cfg.ChallengerLengths == nil) ||
		cfg.SolverLengths != nil && (len(cfg.SolverLengths) != cfg.Steps || len(cfg.ChallengerLengths) != cfg.Steps):
		return nil, nil, fmt.Errorf("%w: trace lengths must be given for both parties, one per step (%d)", ErrConfig, cfg.Steps)
	case cfg.Scalar && !repops.KnownOpSet(cfg.OpSet):
		return nil, nil, fmt.Errorf("%w: phase 3 needs a known op set, not %d", ErrConfig, cfg.OpSet)
	}
	for _, p := range []Party{Solver, Challenger} {
		hs := cfg.committed(p)
		if hs == nil {
			continue
		}
		final := cfg.SolverFinal
		if p == Challenger {
			final = cfg.ChallengerFinal
		}
		if len(hs) != cfg.Steps || hs[len(hs)-1] != final {
			return nil, nil, fmt.Errorf("%w: the %s's committed states (%d hashes) must be one per step (%d) and end in its final hash", ErrConfig, p, len(hs), cfg.Steps)
		}
	}
	if cfg.StateRoot != nil {
		root := *cfg.StateRoot
		cfg.StateRoot = &root
	}
	cfg.ChallengerSplit = append([]Hash(nil), cfg.ChallengerSplit...)
	for _, ls := range [][]int{cfg.SolverLengths, cfg.ChallengerLengths} {
		for i, n := range ls {
			if n < 1 || n >= MaxEntries {
				return nil, nil, fmt.Errorf("%w: a trace length of %d entries at step %d", ErrConfig, n, i+1)
			}
		}
	}
	cfg.SolverLengths = append([]int(nil), cfg.SolverLengths...)
	cfg.ChallengerLengths = append([]int(nil), cfg.ChallengerLengths...)
	g := &Game{cfg: cfg}
	var ev []Event
	g.bisect(&ev, PhaseSteps, 0, cfg.Steps, cfg.Initial, cfg.SolverFinal, cfg.ChallengerFinal)
	if hs := cfg.ChallengerSplit; len(hs) > 0 {
		if g.phase != PhaseSteps || len(hs) != len(g.points)-2 {
			return nil, nil, fmt.Errorf("%w: the challenger's split of (0, %d] needs %d hashes, not %d", ErrConfig, cfg.Steps, max(len(g.points)-2, 0), len(hs))
		}
		for i, h := range hs {
			if err := g.checkCommitted(Challenger, g.points[i+1], h); err != nil {
				return nil, nil, fmt.Errorf("%w: %w", ErrConfig, err)
			}
		}
		g.posted, g.poster = append([]Hash(nil), hs...), Challenger
	}
	g.setTurn(&ev, Solver, now)
	return g, ev, nil
}

// bisect starts a bisection over (lo, hi] with both parties' hashes at hi.
func (g *Game) bisect(ev *[]Event, ph Phase, lo, hi int, agreed, s, c Hash) {
	g.phase, g.lo, g.hi, g.agreed = ph, lo, hi, agreed
	g.hiVal = [3]Hash{None: {}, Solver: s, Challenger: c}
	g.hiKnown = [3]bool{false, true, true}
	g.points = Splits(lo, hi, g.cfg.Arity)
	g.posted, g.poster = nil, None
	*ev = append(*ev, Event{Kind: EvRange, Phase: ph, Lo: lo, Hi: hi})
	if hi-lo == 1 {
		g.pin(ev)
	}
}

// pin ends a bisection whose range is one item long.
func (g *Game) pin(ev *[]Event) {
	switch g.phase {
	case PhaseSteps:
		g.step, g.pre = g.hi, g.agreed
		g.phase = PhaseOpen
		g.postHash, g.postKnown = g.hiVal, g.hiKnown
		g.opened, g.root, g.count, g.entries, g.length, g.short, g.proven = [3]bool{}, [3]Hash{}, [3]int{}, 0, false, None, false
		g.known = false
		*ev = append(*ev, Event{Kind: EvStep, Step: g.step})
		if g.entriesAt(g.step) > 0 {
			// A known trace length: no openings, phase 2 starts now (the
			// pinning pick posts its first split, or, when phase 1 had
			// no move, the solver does); the solver's state-root proofs
			// ride on its first move (proofDue).
			g.startEntries(ev)
		}
	case PhaseEntries:
		g.entry = g.hi - 1
		g.phase = PhaseReveal
		state := g.entry == g.entries
		if state && g.known {
			// A game without openings: the parties' trace roots, their
			// chain hashes after the state entry, follow from the agreed
			// chain hash over all G entries and their post-state hashes.
			for _, p := range []Party{Solver, Challenger} {
				g.hiVal[p], g.hiKnown[p] = ChainNext(g.agreed, g.postHash[p]), true
			}
		}
		e := Event{Kind: EvEntry, Step: g.step, Index: g.entry, State: state}
		if g.provesEnd() {
			e.Length, e.Party = true, g.short
		}
		*ev = append(*ev, e)
		if g.provesEnd() || g.cfg.Scalar && !state {
			// The shorter trace's party proves its end; in a phase-3
			// game the parties open the op entry, the solver first.
			return
		}
		// Both parties' chain hashes at the entry commit to their entry
		// hashes: the referee's recomputation (or a state proof) is
		// checked against them, with no move in between.
		g.toReferee(ev, "")
	}
}

// startEntries starts phase 2 over the pinned step's (0, G+1] in a game
// that knows the trace length G (Config.Entries), with no openings: each
// party's hash at G+1, its trace root, is ChainNext of its chain hash
// over the G entries and its post-state hash from phase 1, unknown to the
// game until the bisection agrees on that chain hash (at the state entry,
// pin sets both); the roots differ because the post-state hashes do.
func (g *Game) startEntries(ev *[]Event) {
	g.entries, g.known = g.entriesAt(g.step), true
	g.bisect(ev, PhaseEntries, 0, g.entries+1, ChainStart(g.pre), Hash{}, Hash{})
	g.hiKnown = [3]bool{}
}

// entriesAt returns the trace length G of step when the game knows it
// (Config.Entries, or both parties' committed lengths agree), else 0.
func (g *Game) entriesAt(step int) int {
	if g.cfg.Entries > 0 {
		return g.cfg.Entries
	}
	s, c := g.cfg.SolverLengths, g.cfg.ChallengerLengths
	if step < 1 || step > len(s) || step > len(c) || s[step-1] != c[step-1] {
		return 0
	}
	return s[step-1]
}

// entrySplit is the number of hashes that open phase 2 of step (the
// interior split points of (0, G+1]) when the game knows its G, else 0.
func (g *Game) entrySplit(step int) int {
	n := g.entriesAt(step)
	if n == 0 {
		return 0
	}
	return len(Splits(0, n+1, g.cfg.Arity)) - 2
}

// toReferee hands the pinned entry to the referee, for reason why in a
// phase-3 game.
func (g *Game) toReferee(ev *[]Event, why string) {
	if g.cfg.Scalar && why == "" && g.entry == g.entries {
		why = "the state entry"
	}
	g.p3.why = why
	g.phase = PhaseReferee
	*ev = append(*ev, Event{Kind: EvReferee, Step: g.step, Index: g.entry, State: g.entry == g.entries, Why: why})
}

// proofDue reports whether the solver still owes its state-root proofs of
// the pinned step in a game that knows the step's trace length: they ride
// on its first move once the step is pinned (Config.StateRoot).
func (g *Game) proofDue() bool {
	return g.cfg.StateRoot != nil && g.known && !g.proven && g.step > 0
}

// provesEnd reports whether the pinned entry is the end of the shorter
// of two traces of different lengths, which its party must prove.
func (g *Game) provesEnd() bool {
	return g.length && g.phase == PhaseReveal && g.entry == g.entries
}

// firstMover is the party that moves first once a bisection pinned its
// item: the shorter trace's party at its end, the other party after a
// compact game's pinning pick that opened the entry, else the solver.
func (g *Game) firstMover() Party {
	if g.provesEnd() {
		return g.short
	}
	if g.phase == PhaseReveal && g.p3.opener != None {
		return g.p3.opener.Other()
	}
	return Solver
}

func (g *Game) setTurn(ev *[]Event, p Party, now time.Time) {
	g.toMove = p
	g.deadline = now.Add(g.cfg.Timeout)
	*ev = append(*ev, Event{Kind: EvTurn, Party: p, Phase: g.phase, Deadline: g.deadline})
}

func (g *Game) end(ev *[]Event, w Party, reason string) {
	g.phase, g.toMove = PhaseDone, None
	g.outcome = Outcome{Winner: w, Reason: reason}
	*ev = append(*ev, Event{Kind: EvEnd, Outcome: g.outcome})
}

// expects returns the kind of move the game waits for.
func (g *Game) expects() Kind {
	switch g.phase {
	case PhaseSteps, PhaseEntries, PhaseElements, PhaseScalar:
		if g.posted == nil {
			return Post
		}
		return Pick
	case PhaseOpen:
		if g.cfg.StateRoot != nil && !g.proven {
			return Prove
		}
		return Open
	case PhaseReveal:
		if g.provesEnd() {
			return Prove
		}
		return Reveal // a phase-3 game's opening of the op entry
	}
	return 0
}

// Tick ends the game if the party to move has missed its deadline
// (strictly before now): that party loses.
func (g *Game) Tick(now time.Time) []Event {
	if g.toMove == None || !now.After(g.deadline) {
		return nil
	}
	var ev []Event
	late := g.toMove
	ev = append(ev, Event{Kind: EvTimeout, Party: late})
	g.end(&ev, late.Other(), late.String()+" missed its deadline")
	return ev
}

// Outcome returns the result and whether the game is over.
func (g *Game) Outcome() (Outcome, bool) { return g.outcome, g.phase == PhaseDone }

// Resolve settles a game waiting for the referee with the output hash the
// referee recomputed for the pinned entry: the party whose chain hash at
// the entry it extends the agreed chain hash to wins; if neither's, the
// game is void.
func (g *Game) Resolve(recomputed Hash) ([]Event, error) {
	if g.phase != PhaseReferee {
		return nil, fmt.Errorf("%w: phase %s", ErrNotReferee, g.phase)
	}
	return g.endOn(recomputed, "the referee's recomputation"), nil
}

// endOn ends a game whose pinned entry is worth h (by the ruling or
// proof named by): the party whose chain hash at the entry is
// ChainNext(agreed, h) wins; if neither's is, the game is void.
func (g *Game) endOn(h Hash, by string) []Event {
	var ev []Event
	link := ChainNext(g.agreed, h)
	switch {
	case g.hiKnown[Solver] && link == g.hiVal[Solver]:
		g.end(&ev, Solver, by+" matches the solver's entry")
	case g.hiKnown[Challenger] && link == g.hiVal[Challenger]:
		g.end(&ev, Challenger, by+" matches the challenger's entry")
	default:
		g.end(&ev, None, by+" matches neither entry")
	}
	return ev
}
