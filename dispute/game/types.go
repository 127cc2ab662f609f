package game

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"time"

	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
)

// Hash is a 32-byte state, output or chain hash.
type Hash = [32]byte

// Party is a player of the game.
type Party uint8

// The parties. None marks no party (no one to move, or a void outcome).
const (
	None Party = iota
	Solver
	Challenger
)

func (p Party) String() string {
	switch p {
	case Solver:
		return "solver"
	case Challenger:
		return "challenger"
	}
	return "none"
}

// Other returns the opponent of p.
func (p Party) Other() Party {
	if p == Solver {
		return Challenger
	}
	return Solver
}

// Phase is the stage the game is in.
type Phase uint8

// The phases.
const (
	PhaseSteps   Phase = iota + 1 // phase 1: bisection over steps
	PhaseOpen                     // phase 2 opening: trace length and root
	PhaseEntries                  // phase 2: bisection over trace entries
	PhaseReveal                   // the pinned entry's party moves: a state proof, or both open an op entry (phase 3)
	PhaseReferee                  // waiting for Resolve
	PhaseDone
	// Phase 3 (Config.Scalar): the descent over the pinned entry's
	// output element tree to one element the parties dispute, then the
	// bisection over that element's scalar evaluation, which ends with
	// the game executing one scalar operation itself.
	PhaseElements
	PhaseScalar
)

func (p Phase) String() string {
	switch p {
	case PhaseSteps:
		return "steps"
	case PhaseOpen:
		return "open"
	case PhaseEntries:
		return "entries"
	case PhaseReveal:
		return "reveal"
	case PhaseReferee:
		return "referee"
	case PhaseDone:
		return "done"
	case PhaseElements:
		return "elements"
	case PhaseScalar:
		return "scalar"
	}
	return fmt.Sprintf("phase(%d)", uint8(p))
}

// Kind is the kind of a move.
type Kind uint8

// The move kinds.
const (
	// Post opens a bisection: the hashes at the interior split points of
	// the whole range.
	Post Kind = iota + 1
	// Pick chooses sub-range Index of the last posted split (the mover
	// accepts the hash at its start and disputes the one at its end):
	// unless it is the last sub-range, Hashes[0] is the mover's own hash
	// at its end (which must differ from the posted one); then the
	// mover's hashes at the interior split points of that sub-range (none
	// when it is one item long). A pick that pins a step in a game that
	// knows the trace length G and no state root ends with the mover's
	// chain hashes at the interior split points of phase 2's (0, G+1].
	// In a compact game (Config.Compact) the pick that pins an op entry
	// carries the mover's Opening of it (nil: none, and the referee
	// rules), and after its other hashes its children of the opened
	// output root (none for an op that does not reduce).
	Pick
	// Open (in a game that does not know the trace length,
	// Config.Entries 0) states the pinned step's trace length (Count),
	// the chain hash over all its entries (Hashes[0])
	// and the party's post-state hash of the step (Hashes[1]): the
	// party's trace root is ChainNext(Hashes[0], Hashes[1]), the chain
	// over G+1 outputs whose last, the state entry, is the post-state
	// hash. The solver opens first; the challenger's open also posts
	// phase 2's first split: its chain hashes at the interior split
	// points of (0, S+1] (Hashes[2:]), S the shorter of the two lengths.
	Open
	// Reveal is a party's opening of the pinned op entry in a phase-3
	// game (Config.Scalar), the solver first: its Opening (nil: none,
	// and the referee rules), whose entry must extend the agreed chain
	// hash to the party's own at the entry. In a compact game only the
	// party that did not pin the entry reveals, and when phase 3 starts
	// on the two openings its reveal is also its first pick of the
	// element descent (Index, Hashes and Proofs as that pick's). No move states an entry's
	// hash alone: each party's chain hash at the pinned entry already
	// commits to it (ChainNext(agreed, entry hash)), so the referee's
	// ruling and a state proof are checked against the chain hashes.
	Reveal
	// Prove is the solver's first move once phase 1 pinned a step, in a
	// game that knows its state root (Config.StateRoot) but not the
	// step's trace length: PreProof and PostProof prove the step's agreed
	// pre-state hash and the solver's post-state hash against it. Its
	// Open follows. (Where the game knows the trace length, the proofs
	// ride on the solver's first move on the step instead.)
	//
	// In a game whose parties opened the step with different trace
	// lengths, once phase 2 pinned the end of the shorter trace (its
	// state entry), Prove is that party's last move: State, a state
	// proof showing that the agreed entries end the step with the
	// post-state hash it opened with. It wins with it; without one it
	// loses at its deadline.
	Prove
)

func (k Kind) String() string {
	switch k {
	case Post:
		return "post"
	case Pick:
		return "pick"
	case Open:
		return "open"
	case Reveal:
		return "reveal"
	case Prove:
		return "prove"
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Move is one message of a party. Turn must equal the game's current turn
// number (View.Turn), which rejects replays.
type Move struct {
	By     Party
	Turn   int
	Kind   Kind
	Index  int
	Count  int
	Hashes []Hash
	// Opening: a reveal's opening of the pinned op entry (phase 3).
	Opening *Opening
	// Proofs: the input elements the scalar step that this move pins
	// reads, in the order of its operands (phase 3).
	Proofs []commit.ElementProof
	// PreProof and PostProof: the proofs of the pinned step's states
	// against the solver's state root, in a Prove, or in a game that
	// knows the step's trace length in the solver's first move on the
	// step (Config.StateRoot): the sibling hashes
	// (commit.Proof.Siblings) of leaf Step-2, the agreed pre-state (none
	// for step 1, whose pre-state is Config.Initial), and of leaf Step-1,
	// the solver's post-state hash as it stated it in phase 1, in the
	// tree over the game's Steps state hashes.
	PreProof, PostProof []Hash
	// State: the state proof of a Prove at the end of the shorter trace.
	State *StateProof
}

// Outcome is the result of a finished game.
type Outcome struct {
	Winner Party  // None: void
	Reason string // why
}

// EventKind is the kind of an event.
type EventKind uint8

// The events Step, Tick and Resolve report.
const (
	EvTurn     EventKind = iota + 1 // Party is to move by Deadline
	EvRange                         // the disputed range is now (Lo, Hi]
	EvStep                          // phase 1 pinned step Index
	EvEntry                         // phase 2 pinned entry Index (from 0)
	EvReferee                       // the referee must recompute entry Index of step Step
	EvTimeout                       // Party missed its deadline
	EvEnd                           // the game is over: Outcome
	EvElements                      // phase 3 starts: descent over Count output elements
	EvElement                       // phase 3 pinned output element Index (Count: its scalar steps)
	EvScalar                        // phase 3 pinned scalar step Index of the element
)

// Event is something the game reports.
type Event struct {
	Kind     EventKind
	Party    Party
	Phase    Phase
	Lo, Hi   int
	Step     int
	Index    int
	Deadline time.Time
	Outcome  Outcome
	// Length: the parties opened the step with different trace lengths,
	// and the pinned entry (EvEntry) is the end of the shorter trace,
	// that of Party, who must prove it (Move.State).
	Length bool
	// State: the pinned entry (EvEntry, EvReferee) is the state entry,
	// Index == Config.Entries, whose output is the step's post-state
	// hash: the referee recomputes that hash from the pre-state and the
	// agreed outputs of the step's trace.
	State bool
	// Why: the reason a phase-3 game hands the pinned entry to the
	// referee (EvReferee), or what the executed scalar step was (EvEnd).
	Why string
	// Count: the output's elements (EvElements), the element's scalar
	// steps (EvElement).
	Count int
}

func (e Event) String() string {
	switch e.Kind {
	case EvTurn:
		return fmt.Sprintf("turn %s %s by %s", e.Party, e.Phase, e.Deadline.UTC().Format(time.TimeOnly))
	case EvRange:
		if e.Phase == PhaseElements {
			return fmt.Sprintf("range elements %d..%d", e.Lo, e.Hi-1)
		}
		return fmt.Sprintf("range %s (%d,%d]", e.Phase, e.Lo, e.Hi)
	case EvStep:
		return fmt.Sprintf("pinned step %d", e.Step)
	case EvEntry:
		if e.Length {
			return fmt.Sprintf("pinned entry %d of step %d (the end of the %s's shorter trace)", e.Index, e.Step, e.Party)
		}
		if e.State {
			return fmt.Sprintf("pinned entry %d of step %d (the state entry)", e.Index, e.Step)
		}
		return fmt.Sprintf("pinned entry %d of step %d", e.Index, e.Step)
	case EvReferee:
		if e.State {
			return fmt.Sprintf("referee recompute the post-state hash of step %d (entry %d)", e.Step, e.Index)
		}
		if e.Why != "" {
			return fmt.Sprintf("referee recompute entry %d of step %d (%s)", e.Index, e.Step, e.Why)
		}
		return fmt.Sprintf("referee recompute entry %d of step %d", e.Index, e.Step)
	case EvElements:
		return fmt.Sprintf("phase 3: entry %d of step %d, %d output elements", e.Index, e.Step, e.Count)
	case EvElement:
		return fmt.Sprintf("pinned element %d (%d scalar steps)", e.Index, e.Count)
	case EvScalar:
		return fmt.Sprintf("pinned scalar step %d: %s", e.Index, e.Why)
	case EvTimeout:
		return fmt.Sprintf("timeout %s", e.Party)
	case EvEnd:
		w := "void"
		if e.Outcome.Winner != None {
			w = e.Outcome.Winner.String() + " wins"
		}
		return fmt.Sprintf("end %s: %s", w, e.Outcome.Reason)
	}
	return fmt.Sprintf("event(%d)", uint8(e.Kind))
}

// ChainStart is the chain hash before the first entry of a step whose
// pre-state hash is pre. (v2: the chain ends with the state entry.)
func ChainStart(pre Hash) Hash {
	return sha256.Sum256(append([]byte("synod/dispute/trace/v2"), pre[:]...))
}

// EntryHash is the commitment to one trace entry that a step's chain
// links: SHA-256 over a domain tag, the op, its attributes, the number of
// inputs, the input hashes and the output hash. Chaining entries rather
// than outputs alone (lengths prefixed, big-endian uint32) makes agreement on a chain hash agreement on every
// earlier entry's op, attributes and inputs too, so the referee knows
// what the pinned entry read.
func EntryHash(e repops.TraceEntry) Hash {
	return sha256.Sum256(append(EntryPreimage(e), e.Output[:]...))
}

// EntryPreimage is what EntryHash hashes but the output hash: the domain
// tag, the op, its attributes and the input hashes (lengths prefixed,
// big-endian uint32). The contract hashes it too, to name what an opened
// entry reads.
func EntryPreimage(e repops.TraceEntry) []byte {
	b := make([]byte, 0, 40+len(e.Op)+len(e.Attrs)+32*(len(e.Inputs)+1))
	b = append(b, "synod/dispute/entry/v1\x00"...)
	b = binary.BigEndian.AppendUint32(b, uint32(len(e.Op)))
	b = append(b, e.Op...)
	b = binary.BigEndian.AppendUint32(b, uint32(len(e.Attrs)))
	b = append(b, e.Attrs...)
	b = binary.BigEndian.AppendUint32(b, uint32(len(e.Inputs)))
	for _, x := range e.Inputs {
		b = append(b, x[:]...)
	}
	return b
}

// ChainNext extends chain hash prev by an entry's commitment out
// (EntryHash, or the post-state hash for the state entry).
func ChainNext(prev, out Hash) Hash {
	var b [64]byte
	copy(b[:32], prev[:])
	copy(b[32:], out[:])
	return sha256.Sum256(b[:])
}

// Chain returns the chain hashes c_0..c_n over outs after ChainStart(pre).
func Chain(pre Hash, outs []Hash) []Hash {
	c := make([]Hash, len(outs)+1)
	c[0] = ChainStart(pre)
	for i, o := range outs {
		c[i+1] = ChainNext(c[i], o)
	}
	return c
}

// Splits returns the split points lo = p_0 < p_1 < ... < p_k = hi of the
// range (lo, hi] for arity a: k = min(a, hi-lo) parts of near-equal size.
func Splits(lo, hi, a int) []int {
	n := hi - lo
	k := min(a, n)
	p := make([]int, k+1)
	for j := 0; j <= k; j++ {
		p[j] = lo + j*n/k
	}
	return p
}
