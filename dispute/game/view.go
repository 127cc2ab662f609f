package game

import "time"

// View is what a party sees of the game: enough to choose its move.
type View struct {
	Phase    Phase
	ToMove   Party
	Turn     int
	Deadline time.Time
	Arity    int
	Steps    int
	// Entries is the pinned step's trace length G when the game knows it
	// (Config.Entries, or both parties' committed lengths agree), else
	// 0; PinEntries[j], in phase 1, that of the step sub-range j of the
	// last post would pin (one item long; 0 otherwise or unknown). A
	// step whose G the game knows has no openings: the move that pins
	// it also posts the mover's chain hashes at the split points of
	// phase 2's (0, G+1]. StateRoot: the game knows the solver's state
	// root; in a step whose G it knows, the solver's pick that pins the
	// step carries its proofs of the step's states (Move.PreProof and
	// PostProof), and where the challenger pinned it the solver's next
	// move does (ProofDue).
	Entries    int
	PinEntries []int
	StateRoot  bool
	ProofDue   bool
	// The disputed range (Lo, Hi], its split points and the interior
	// hashes Poster gave for them (nil before the first post).
	Lo, Hi int
	Points []int
	Posted []Hash
	Poster Party
	Agreed Hash
	Step   int  // pinned step, from 1 (from PhaseOpen on)
	Pre    Hash // its agreed pre-state hash
	// Count is the step's trace length G once both parties opened with
	// it; when they opened with different lengths (Length: SolverCount
	// and ChallengerCount entries), the shorter one, S, over which phase
	// 2 bisects.
	Count                        int
	Length                       bool
	SolverCount, ChallengerCount int
	// Entry is the pinned entry, from 0 (from PhaseReveal on); Entry ==
	// Count is the state entry, whose output is the post-state hash (in
	// a Length game, the end of the shorter trace, which its party
	// proves: Prove).
	Entry int
	// HiSolver and HiChallenger, at a pinned entry (PhaseReveal and
	// PhaseReferee; zero in other phases, and for a party whose hash
	// the game does not know), are the parties' chain hashes after it,
	// ChainNext(Agreed, the entry's commitment): a party's entry is the
	// one that extends Agreed to its own.
	HiSolver, HiChallenger Hash
	Outcome                Outcome

	// Phase 3 (Scalar games). OpSet is the game's op set; the openings
	// the parties opened the pinned entry with; Why, why the referee
	// rules instead.
	Scalar bool
	// Compact: the game is compact (Config.Compact): the move that pins
	// an op entry carries the mover's opening and root children, and the
	// other party's opening (the reveal due when OpenEntry) its first
	// pick of the element descent from Posted.
	Compact                          bool
	OpSet                            int
	SolverOpening, ChallengerOpening *Opening
	Why                              string
	// OpenEntry: the parties open the pinned op entry (PhaseReveal, the
	// solver first).
	OpenEntry bool
	// The element descent (PhaseElements): the disputed node of the
	// output element trees (Level 0: elements), which covers elements
	// Lo..Hi-1 of Elements; Posted holds the poster's children of it.
	// Then the pinned Element (from PhaseScalar on) and its number of
	// scalar steps ScalarSteps (PhaseScalar bisects over (0,
	// ScalarSteps]).
	Level       int
	Node        uint64
	Elements    int
	Element     int
	ScalarSteps int
	// Prove: the move due is a Prove: in PhaseOpen, the solver's of its
	// states of the pinned step against its committed state root (before
	// it opens; in a game with Config.StateRoot, as every game on
	// chain); in PhaseReveal, the state proof of the shorter trace's
	// party at its end (Length).
	Prove bool
}

// View returns the game's public state. It shares no memory with the game.
func (g *Game) View() View {
	v := View{
		Phase: g.phase, ToMove: g.toMove, Turn: g.turn, Deadline: g.deadline,
		Arity: g.cfg.Arity, Steps: g.cfg.Steps, Entries: g.entriesAt(g.step), StateRoot: g.cfg.StateRoot != nil,
		Lo: g.lo, Hi: g.hi,
		Points: append([]int(nil), g.points...), Posted: append([]Hash(nil), g.posted...),
		Poster: g.poster, Agreed: g.agreed,
		Step: g.step, Pre: g.pre, Count: g.entries, Entry: g.entry,
		Length: g.length, SolverCount: g.count[Solver], ChallengerCount: g.count[Challenger],
		HiSolver: g.hiAt(Solver), HiChallenger: g.hiAt(Challenger),
		Outcome: g.outcome,
		Scalar:  g.cfg.Scalar, Compact: g.cfg.Compact, OpSet: g.cfg.OpSet,
		SolverOpening: g.p3.open[Solver].clone(), ChallengerOpening: g.p3.open[Challenger].clone(),
		Why: g.p3.why, OpenEntry: g.phase == PhaseReveal && g.cfg.Scalar && !g.provesEnd(),
		Level: g.p3.level, Node: g.p3.node, Element: g.p3.elem, Elements: g.p3.elements, ScalarSteps: g.p3.k,
		Prove: g.expects() == Prove, ProofDue: g.proofDue(),
	}
	if g.phase == PhaseSteps && len(g.points) > 1 {
		v.PinEntries = make([]int, len(g.points)-1)
		for j := range v.PinEntries {
			if g.points[j+1]-g.points[j] == 1 {
				v.PinEntries[j] = g.entriesAt(g.points[j+1])
			}
		}
	}
	return v
}

// hiAt is party p's chain hash at the pinned entry (View.HiSolver).
func (g *Game) hiAt(p Party) Hash {
	if g.phase != PhaseReveal && g.phase != PhaseReferee || !g.hiKnown[p] {
		return Hash{}
	}
	return g.hiVal[p]
}
