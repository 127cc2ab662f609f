package chain

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/bindings"
	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/internal/commit"
)

// Game is a dispute game's on-chain record (DisputeGame.Game). GameView
// converts it to dispute/game's View.
type Game = bindings.DisputeGameGame

// GameArity is the split arity of the on-chain game: binary splits.
const GameArity = 2

// Dispute phases (DisputeGame.Phase), numbered as dispute/game's Phase.
const (
	PhaseSteps   = uint8(game.PhaseSteps)   // phase 1: bisection over steps
	PhaseOpen    = uint8(game.PhaseOpen)    // phase 2 opening: trace lengths and roots
	PhaseEntries = uint8(game.PhaseEntries) // phase 2: bisection over the pinned step's entries
	PhaseReveal  = uint8(game.PhaseReveal)  // both reveal the pinned entry's commitment
	PhaseReferee = uint8(game.PhaseReferee) // waiting for the referee set's ruling
	PhaseDone    = uint8(game.PhaseDone)
)

// Dispute outcomes (reported to the task market).
const (
	OutcomeSolverWon     uint8 = 1
	OutcomeChallengerWon uint8 = 2
	OutcomeVoid          uint8 = 3
)

// Game.Flags bits (DisputeGame's flags).
const (
	FlagHiKnownSolver     uint16 = 1 << iota // HiSolver is the solver's hash at Hi
	FlagHiKnownChallenger                    // HiChallenger is the challenger's hash at Hi
	FlagPosted                               // Posted is the last poster's hash at the split point
	FlagPosterChallenger                     // the last poster is the challenger
	FlagOpenedSolver                         // the solver opened phase 2
	FlagOpenedChallenger                     // the challenger opened phase 2
	FlagLength                               // the parties opened with different trace lengths
	FlagEntryPinned                          // phase 2 pinned entry Hi-1
	FlagStateEntry                           // the pinned entry is the state entry
	FlagProven                               // the solver proved its states of the pinned step
	flagsAll              = 1<<iota - 1
)

// Game reads a dispute game's raw record.
func (c *Chain) Game(ctx context.Context, id *big.Int) (Game, error) {
	return call(ctx, c.gameC, "game", c.game.PackGame(id), c.game.UnpackGame)
}

// GameView reads dispute game id as dispute/game's View, from which
// game.Player.Move computes a party's next move. In a game its market
// enabled phase 3 for, the view is a phase-3 game's (ScalarGameView):
// the pinned entry is read from its EntryPinned event once phase 2 pinned
// one (the record's range then moves on to elements and scalar steps).
func (c *Chain) GameView(ctx context.Context, id *big.Int) (game.View, error) {
	g, err := c.Game(ctx, id)
	if err != nil {
		return game.View{}, err
	}
	q, err := c.Phase3(ctx, id)
	if err != nil {
		return game.View{}, err
	}
	if !q.On {
		return GameView(g)
	}
	entry := -1
	if g.Flags&FlagEntryPinned != 0 && g.Phase != PhaseReveal && g.Phase != PhaseReferee {
		if entry, err = c.pinnedEntry(ctx, id); err != nil {
			return game.View{}, err
		}
	}
	return ScalarGameView(g, q, entry)
}

// ToMove reads whose move it is (the referee set during the referee phase;
// zero when over).
func (c *Chain) ToMove(ctx context.Context, id *big.Int) (common.Address, error) {
	return call(ctx, c.gameC, "toMove", c.game.PackToMove(id), c.game.UnpackToMove)
}

// GameView converts an on-chain game record to dispute/game's View: the
// same phase, party to move, turn, deadline, range, split points, posted
// hash, pinned step and entry, trace lengths, reveals and outcome as
// dispute/game.Game's View after the same moves (the outcome's Reason is
// the outcome's name). A record that makes no sense (a phase out of
// range, a range outside the game, flags of another phase, ...) is
// rejected with an error wrapping ErrBadChainData: chain data is outside
// input.
func GameView(g Game) (game.View, error) {
	return gameView(g, nil, -1)
}

// ScalarGameView converts the record of a game with phase 3 enabled (q,
// its phase-3 record, with q.On) to dispute/game's View, as GameView
// does, with the view's Scalar and OpSet, the element descent (Level,
// Node, Elements, the poster's children as Posted), the pinned Element
// and its ScalarSteps, the scalar bisection's range and split points,
// and Why the referee rules instead. entry is the entry phase 2 pinned
// once the range moved past it (from phase 3 on; -1: the range's). The
// view carries no openings: the chain keeps only what the solver's
// reads (q.Reads, see OpeningReads), the elements and scalar steps it
// stated, and its output root.
func ScalarGameView(g Game, q P3, entry int) (game.View, error) {
	if !q.On {
		return game.View{}, fmt.Errorf("%w: dispute game: phase 3 is not enabled", ErrBadChainData)
	}
	return gameView(g, &q, entry)
}

func gameView(g Game, q *P3, entry int) (game.View, error) {
	bad := func(format string, args ...any) (game.View, error) {
		return game.View{}, fmt.Errorf("%w: dispute game: "+format, append([]any{ErrBadChainData}, args...)...)
	}
	ph, f := g.Phase, g.Flags
	if g.SolverCount == nil || g.ChallengerCount == nil {
		return bad("missing trace lengths")
	}
	last, p3 := PhaseDone, ph == PhaseElements || ph == PhaseScalar
	if q != nil {
		last = PhaseScalar
	}
	switch {
	case ph < PhaseSteps || ph > last:
		return bad("phase %d", ph)
	case q != nil && (q.OpSet < 1 || q.OpSet > 2):
		return bad("phase 3 under op set %d", q.OpSet)
	case entry >= 0 && f&FlagEntryPinned == 0:
		return bad("entry %d with no pinned entry", entry)
	case p3 && entry < 0:
		return bad("phase %d with no pinned entry", ph)
	case g.Steps < 1 || g.Steps > game.MaxSteps:
		return bad("%d steps", g.Steps)
	case f&^flagsAll != 0:
		return bad("flags %#x", f)
	case g.ToMove > uint8(game.Challenger) || (g.ToMove == uint8(game.None)) != (ph == PhaseReferee || ph == PhaseDone):
		return bad("party %d to move in phase %d", g.ToMove, ph)
	case (g.Outcome != 0) != (ph == PhaseDone) || g.Outcome > OutcomeVoid:
		return bad("outcome %d in phase %d", g.Outcome, ph)
	case !g.SolverCount.IsUint64() || g.SolverCount.Uint64() >= game.MaxEntries ||
		!g.ChallengerCount.IsUint64() || g.ChallengerCount.Uint64() >= game.MaxEntries:
		return bad("trace lengths %s and %s", g.SolverCount, g.ChallengerCount)
	case g.Lo >= g.Hi:
		return bad("range (%d, %d]", g.Lo, g.Hi)
	case g.Step > g.Steps || (g.Step == 0) != (ph == PhaseSteps || (ph == PhaseDone && f&FlagOpenedSolver == 0 && g.Hi-g.Lo > 1)):
		return bad("pinned step %d of %d in phase %d", g.Step, g.Steps, ph)
	case f&FlagPosted != 0 && ph != PhaseSteps && ph != PhaseEntries && ph != PhaseDone && !p3:
		return bad("a posted hash in phase %d", ph)
	case f&FlagPosterChallenger != 0 && f&FlagPosted == 0:
		return bad("a poster without a posted hash")
	case f&FlagOpenedChallenger != 0 && f&FlagOpenedSolver == 0:
		return bad("the challenger opened before the solver")
	case f&FlagOpenedSolver != 0 && f&FlagProven == 0:
		return bad("the solver opened before it proved its states")
	case f&FlagProven != 0 && g.Step == 0:
		return bad("states proven with no pinned step")
	case (f&FlagOpenedSolver != 0) != (g.SolverCount.Sign() > 0) || (f&FlagOpenedChallenger != 0) != (g.ChallengerCount.Sign() > 0):
		return bad("trace lengths %s and %s with flags %#x", g.SolverCount, g.ChallengerCount, f)
	case f&FlagLength != 0 && (f&FlagOpenedChallenger == 0 || g.SolverCount.Cmp(g.ChallengerCount) == 0):
		return bad("a game over different lengths %s and %s", g.SolverCount, g.ChallengerCount)
	case f&FlagOpenedChallenger != 0 && f&FlagLength == 0 && g.SolverCount.Cmp(g.ChallengerCount) != 0:
		return bad("phase 2 over lengths %s and %s", g.SolverCount, g.ChallengerCount)
	case f&FlagLength != 0 && f&FlagStateEntry != 0 && (ph == PhaseReferee || ph == PhaseReveal && g.ToMove != uint8(shorter(g))):
		return bad("the end of the shorter trace in phase %d, party %d to move, flags %#x", ph, g.ToMove, f)
	case (ph == PhaseReveal || ph == PhaseReferee) && f&FlagEntryPinned == 0:
		return bad("phase %d with no pinned entry", ph)
	case f&FlagStateEntry != 0 && f&FlagEntryPinned == 0:
		return bad("a state entry with no pinned entry")
	case ph == PhaseReveal && f&FlagStateEntry == 0 && (q == nil || g.ToMove != uint8(game.Solver) && !q.Opened):
		return bad("an op entry to open outside a phase-3 game, or the challenger first")
	case ph == PhaseReveal && f&FlagStateEntry != 0 && f&FlagLength == 0:
		return bad("a state entry pinned for a move in a game of one trace length")
	}
	entries := uint64(0)
	if f&FlagOpenedChallenger != 0 {
		entries = min(g.SolverCount.Uint64(), g.ChallengerCount.Uint64())
	}
	limit := g.Steps
	if f&FlagOpenedChallenger != 0 {
		limit = entries + 1
	}
	if entry >= 0 {
		// The range moved on to elements or scalar steps.
		if entries == 0 || uint64(entry) > entries {
			return bad("entry %d of %d entries pinned", entry, entries)
		}
	} else if g.Hi > limit {
		return bad("range (%d, %d] past %d", g.Lo, g.Hi, limit)
	}
	switch ph {
	case PhaseElements:
		// Nothing is posted only before the solver's first post, which
		// sets the range (until then the pinned entry's) and the level.
		posted := f&FlagPosted != 0
		if q.Elements < 1 || q.Level > 63 || q.Node > (q.Elements-1)>>q.Level || (posted && g.Hi > q.Elements) ||
			(!posted && (q.Node != 0 || g.ToMove != uint8(game.Solver) || g.Hi-g.Lo != 1)) {
			return bad("phase 3 over elements (%d, %d] of %d at node %d of level %d with flags %#x", g.Lo, g.Hi, q.Elements, q.Node, q.Level, f)
		}
	case PhaseScalar:
		if q.Steps < 2 || g.Hi > q.Steps || g.Hi-g.Lo < 2 || f&FlagPosted == 0 || q.Level != 0 || q.Node >= q.Elements {
			return bad("phase 3 over scalar steps (%d, %d] of %d with flags %#x", g.Lo, g.Hi, q.Steps, f)
		}
	case PhaseSteps:
		if f&FlagOpenedSolver != 0 || g.Hi-g.Lo < 2 {
			return bad("phase 1 over (%d, %d] with flags %#x", g.Lo, g.Hi, f)
		}
	case PhaseOpen:
		if f&FlagOpenedChallenger != 0 || g.Hi != g.Step || g.Lo != g.Step-1 {
			return bad("phase 2 opening over (%d, %d] of step %d with flags %#x", g.Lo, g.Hi, g.Step, f)
		}
	case PhaseEntries:
		if entries == 0 || f&FlagEntryPinned != 0 || g.Hi-g.Lo < 2 {
			return bad("phase 2 over (%d, %d] of %d entries with flags %#x", g.Lo, g.Hi, entries, f)
		}
	case PhaseReveal, PhaseReferee:
		if entries == 0 || g.Hi-g.Lo != 1 || (f&FlagStateEntry != 0) != (g.Hi-1 == entries) {
			return bad("entry %d of %d entries pinned over (%d, %d]", g.Hi-1, entries, g.Lo, g.Hi)
		}
	}
	v := game.View{
		Phase:    game.Phase(ph),
		ToMove:   game.Party(g.ToMove),
		Turn:     int(g.Turn),
		Deadline: time.Unix(int64(min(g.Deadline, math.MaxInt64)), 0).UTC(),
		Arity:    GameArity,
		Steps:    int(g.Steps),
		Lo:       int(g.Lo), Hi: int(g.Hi),
		Agreed: g.Agreed,
		Step:   int(g.Step),
		Count:  int(entries),
		Length: f&FlagLength != 0,
		// The contract has the solver prove its states of the pinned
		// step against the root it committed in the market first; the
		// shorter trace's party proves its end.
		Prove: ph == PhaseOpen && f&FlagProven == 0 || ph == PhaseReveal && f&(FlagLength|FlagStateEntry) == FlagLength|FlagStateEntry,
	}
	if v.Step != 0 {
		v.Pre = g.Pre
	}
	if f&FlagOpenedSolver != 0 {
		v.SolverCount = int(g.SolverCount.Uint64())
	}
	if f&FlagOpenedChallenger != 0 {
		v.ChallengerCount = int(g.ChallengerCount.Uint64())
	}
	if ph == PhaseSteps || ph == PhaseEntries || ph == PhaseScalar {
		v.Points = game.Splits(v.Lo, v.Hi, GameArity)
	}
	if f&FlagPosted != 0 {
		v.Posted, v.Poster = []game.Hash{g.Posted}, game.Solver
		if f&FlagPosterChallenger != 0 {
			v.Poster = game.Challenger
		}
	}
	if f&FlagEntryPinned != 0 {
		v.Entry = v.Hi - 1
	}
	v.OpenEntry = q != nil && ph == PhaseReveal && f&FlagStateEntry == 0
	if ph == PhaseReveal || ph == PhaseReferee {
		if f&FlagHiKnownSolver != 0 {
			v.HiSolver = g.HiSolver
		}
		if f&FlagHiKnownChallenger != 0 {
			v.HiChallenger = g.HiChallenger
		}
	}
	if q != nil {
		v.Scalar, v.OpSet, v.Why = true, int(q.OpSet), scalarWhy[q.Why]
		if entry >= 0 {
			v.Entry = entry
		}
		switch ph {
		case PhaseElements:
			v.Level, v.Node, v.Elements = int(q.Level), q.Node, int(q.Elements)
			if f&FlagPosted == 0 {
				// Before the solver's first post the contract has not set
				// the level yet: the disputed node is the root.
				v.Level = len(commit.LevelSizes(q.Elements)) - 1
			}
			if f&FlagPosted != 0 {
				v.Posted = []game.Hash{q.C0, q.C1}
				if q.Level == 0 {
					v.Posted = v.Posted[:1]
				}
			}
		case PhaseScalar:
			v.Elements, v.Element, v.ScalarSteps = int(q.Elements), int(q.Node), int(q.Steps)
		}
	}
	switch g.Outcome {
	case OutcomeSolverWon:
		v.Outcome = game.Outcome{Winner: game.Solver, Reason: "the solver won"}
	case OutcomeChallengerWon:
		v.Outcome = game.Outcome{Winner: game.Challenger, Reason: "the challenger won"}
	case OutcomeVoid:
		v.Outcome = game.Outcome{Winner: game.None, Reason: "void"}
	}
	return v, nil
}

// shorter is the party whose trace of the pinned step is the shorter.
func shorter(g Game) game.Party {
	if g.ChallengerCount.Cmp(g.SolverCount) < 0 {
		return game.Challenger
	}
	return game.Solver
}

// Post opens a bisection: acct's hash at the split point of the range
// (one hash). turn is the game's turn number as the caller last read it
// (View.Turn): a move made against a stale view is rejected.
//
// The moves (Post, Pick, OpenTrace, Play) return the contract's
// revert as a *RevertError that also matches dispute/game's error for it
// (errors.Is(err, game.ErrStale), game.ErrTurn, game.ErrMalformed,
// game.ErrDeadline, game.ErrFinished).
func (c *Chain) Post(ctx context.Context, acct *Account, id *big.Int, turn uint32, hashes [][32]byte) error {
	return c.sendMove(ctx, acct, "post", c.game.PackPost(id, turn, hashes))
}

// Pick chooses half index of the range (0: (lo, mid], 1: (mid, hi]) and
// posts acct's hash at its split point when it is longer than one item
// (else no hash).
func (c *Chain) Pick(ctx context.Context, acct *Account, id *big.Int, turn uint32, index uint8, hashes [][32]byte) error {
	return c.sendMove(ctx, acct, "pick", c.game.PackPick(id, turn, index, hashes))
}

// OpenTrace opens phase 2 for acct: the pinned step's trace length, the
// chain hash over its entries and acct's post-state hash of the step; the
// challenger, which opens second, adds its chain hash at the split point
// of phase 2's first bisection (mid: none for the solver, one for the
// challenger).
func (c *Chain) OpenTrace(ctx context.Context, acct *Account, id *big.Int, turn uint32, count uint64, chainHash, post [32]byte, mid ...[32]byte) error {
	return c.sendMove(ctx, acct, "openTrace", c.game.PackOpenTrace(id, turn, count, chainHash, post, nonNil(mid)))
}

// ProveStates is the solver's first move once phase 1 pinned a step: it
// proves the step's agreed pre-state hash and its own post-state hash
// against the state root it committed in the task market (preProof,
// postProof: the sibling hashes of leaves step-2 and step-1 of the
// internal/commit tree over its state hashes, none for the pre-state of
// step 1; game.Move's PreProof and PostProof).
func (c *Chain) ProveStates(ctx context.Context, acct *Account, id *big.Int, turn uint32, preProof, postProof [][32]byte) error {
	return c.sendMove(ctx, acct, "proveStates", c.game.PackProveStates(id, turn, nonNil(preProof), nonNil(postProof)))
}

// nonNil returns hs, or an empty slice for nil (the ABI packs both alike).
func nonNil(hs [][32]byte) [][32]byte {
	if hs == nil {
		return [][32]byte{}
	}
	return hs
}

// hashList converts game hashes to the ABI's type.
func hashList(hs []game.Hash) [][32]byte {
	out := make([][32]byte, len(hs))
	for i, h := range hs {
		out[i] = h
	}
	return out
}

// ProveEnd is the shorter trace's party's move at its end, in a game
// whose parties opened the pinned step with different trace lengths: the
// state proof (game.Move.State) that the agreed entries end the step with
// its post-state hash. Play sends it for a Prove that carries one.
func (c *Chain) ProveEnd(ctx context.Context, acct *Account, id *big.Int, turn uint32, p *game.StateProof) error {
	return c.sendMove(ctx, acct, "proveEnd", c.game.PackProveEnd(id, turn, p.Layout, p.Step, p.Digest, p.EncodeUpdates()))
}

// Play sends dispute/game move m (as game.Player.Move computes it from
// GameView) as the matching call. m.By is not sent: the contract takes
// the party from acct. A move no call can carry (a turn, index or count
// out of the call's range, or a wrong number of hashes for open or
// reveal) is refused with dispute/game's error for it, and nothing is
// sent.
func (c *Chain) Play(ctx context.Context, acct *Account, id *big.Int, m game.Move) error {
	return c.PlayIn(ctx, acct, id, 0, m, nil)
}

// PlayIn sends move m made in phase ph of the game, as Play does; it
// also carries phase 3's moves: a party's opening of the pinned op entry
// (a reveal of no hashes: openEntry, with the elements and
// scalar steps the opening states, or an empty opening for none), the solver's
// post of its children of its output root that opens the element descent
// (post), a pick in the element descent (descend, or pickElement when it
// carries an opening or proofs: the pick that executes a step) or in the
// scalar bisection (bisect, or pickScalar for the pick that executes), with reads, the pinned entry's opening
// whose reads match the solver's (the party's own), and m's element
// proofs. Phase 0 stands for phases 1 and 2.
func (c *Chain) PlayIn(ctx context.Context, acct *Account, id *big.Int, ph game.Phase, m game.Move, reads *game.Opening) error {
	method, data, err := c.packMove(id, ph, m, reads)
	if err != nil {
		return err
	}
	return c.sendMove(ctx, acct, method, data)
}

// packMove encodes m, made in phase ph, as the call that carries it.
func (c *Chain) packMove(id *big.Int, ph game.Phase, m game.Move, reads *game.Opening) (string, []byte, error) {
	if m.Turn < 0 || m.Turn > math.MaxUint32 {
		return "", nil, fmt.Errorf("%w: turn %d", game.ErrStale, m.Turn)
	}
	turn := uint32(m.Turn)
	hashes := hashList(m.Hashes)
	if (len(m.PreProof) > 0 || len(m.PostProof) > 0) && m.Kind != game.Prove {
		return "", nil, fmt.Errorf("%w: state proofs in a %s (only a prove carries them)", game.ErrMalformed, m.Kind)
	}
	if m.State != nil && (m.Kind != game.Prove || len(m.PreProof) > 0 || len(m.PostProof) > 0) {
		return "", nil, fmt.Errorf("%w: a state proof in a %s with state root proofs (only proveEnd carries one, alone)", game.ErrMalformed, m.Kind)
	}
	switch m.Kind {
	case game.Post:
		return "post", c.game.PackPost(id, turn, hashes), nil
	case game.Pick:
		if m.Index < 0 || m.Index > math.MaxUint8 {
			return "", nil, fmt.Errorf("%w: pick %d", game.ErrMalformed, m.Index)
		}
		switch ph {
		case game.PhaseElements:
			if reads == nil && len(m.Proofs) == 0 {
				// A pick that executes no step: without the empty opening
				// and proofs, about 2k gas less.
				return "descend", c.game.PackDescend(id, turn, uint8(m.Index), hashes), nil
			}
			return "pickElement", c.game.PackPickElement(id, turn, uint8(m.Index), hashes, toOpening(reads), toProofs(m.Proofs)), nil
		case game.PhaseScalar:
			if reads == nil && len(m.Proofs) == 0 {
				return "bisect", c.game.PackBisect(id, turn, uint8(m.Index), hashes), nil
			}
			return "pickScalar", c.game.PackPickScalar(id, turn, uint8(m.Index), hashes, toOpening(reads), toProofs(m.Proofs)), nil
		}
		return "pick", c.game.PackPick(id, turn, uint8(m.Index), hashes), nil
	case game.Open:
		if m.Count < 0 || len(hashes) < 2 || len(hashes) > 3 {
			return "", nil, fmt.Errorf("%w: open with count %d and %d hashes (want the chain and the post-state hash, and the challenger's split hash)", game.ErrMalformed, m.Count, len(hashes))
		}
		return "openTrace", c.game.PackOpenTrace(id, turn, uint64(m.Count), hashes[0], hashes[1], hashes[2:]), nil
	case game.Prove:
		if len(hashes) != 0 {
			return "", nil, fmt.Errorf("%w: prove with %d hashes (it carries proofs only)", game.ErrMalformed, len(hashes))
		}
		if p := m.State; p != nil {
			return "proveEnd", c.game.PackProveEnd(id, turn, p.Layout, p.Step, p.Digest, p.EncodeUpdates()), nil
		}
		return "proveStates", c.game.PackProveStates(id, turn, hashList(m.PreProof), hashList(m.PostProof)), nil
	case game.Reveal:
		if len(hashes) == 0 {
			// A party's opening of the pinned op entry (none: nil).
			o := m.Opening
			if o == nil {
				o = &game.Opening{}
			}
			if o.Elements < 0 || o.Steps < 0 {
				return "", nil, fmt.Errorf("%w: an opening stating %d elements of %d scalar steps", game.ErrMalformed, o.Elements, o.Steps)
			}
			return "openEntry", c.game.PackOpenEntry(id, turn, toOpening(o), uint64(o.Elements), uint64(o.Steps)), nil
		}
		return "", nil, fmt.Errorf("%w: reveal with %d hashes (an opening carries none)", game.ErrMalformed, len(hashes))
	}
	return "", nil, fmt.Errorf("%w: move kind %s", game.ErrTurn, m.Kind)
}

func (c *Chain) sendMove(ctx context.Context, acct *Account, method string, data []byte) error {
	_, err := c.send(ctx, acct, method, c.addrs.DisputeGame, data, nil)
	return asGameError(err)
}

// gameErrors maps DisputeGame's errors to dispute/game's.
var gameErrors = map[string]error{
	"GameFinished":      game.ErrFinished,
	"WaitingForReferee": game.ErrTurn,
	"NotYourTurn":       game.ErrTurn,
	"WrongMove":         game.ErrTurn,
	"StaleMove":         game.ErrStale,
	"DeadlinePassed":    game.ErrDeadline,
	"BadHashCount":      game.ErrMalformed,
	"BadIndex":          game.ErrMalformed,
	"SameHash":          game.ErrMalformed,
	"BadCount":          game.ErrMalformed,
	"PostNotStated":     game.ErrMalformed,
	"NothingDisputed":   game.ErrMalformed,
	"ChainMismatch":     game.ErrMalformed,
	"NotScalarGame":     game.ErrMalformed,
	"BadOpening":        game.ErrMalformed,
	"BadChildren":       game.ErrMalformed,
	"BadProofs":         game.ErrMalformed,
	"StateNotCommitted": game.ErrUncommitted,
	"WrongPhase":        game.ErrNotReferee,
	"NotReferee":        game.ErrNotReferee,
	"BadStateProof":     game.ErrStateProof,
}

// asGameError makes a revert of DisputeGame also match dispute/game's
// error for it.
func asGameError(err error) error {
	var re *RevertError
	if errors.As(err, &re) {
		if ge, ok := gameErrors[re.Name]; ok {
			return fmt.Errorf("%w (%w)", err, ge)
		}
	}
	return err
}

// Rule posts a ruling on game id directly (only the game's referee, the
// market's RefereeSet, may).
func (c *Chain) Rule(ctx context.Context, acct *Account, id *big.Int, ruling [32]byte) error {
	_, err := c.send(ctx, acct, "rule", c.addrs.DisputeGame, c.game.PackRule(id, ruling), nil)
	return asGameError(err)
}

// Timeout ends a game whose deadline passed (anyone may call it): the
// party to move loses; a referee set that did not rule voids the game.
func (c *Chain) Timeout(ctx context.Context, acct *Account, id *big.Int) error {
	_, err := c.send(ctx, acct, "timeout", c.addrs.DisputeGame, c.game.PackTimeout(id), nil)
	return asGameError(err)
}

// SettleState settles game id, waiting for the referee on a pinned
// state entry, with state proof p (game.StatePost; the contract's
// StateJudge checks it): the party whose revealed post-state hash follows
// from it wins. Anyone may send it; a proof that does not check out
// reverts (BadStateProof) and changes nothing.
func (c *Chain) SettleState(ctx context.Context, acct *Account, id *big.Int, p *game.StateProof) error {
	_, err := c.send(ctx, acct, "settleState", c.addrs.DisputeGame, c.game.PackSettleState(id, p.Layout, p.Step, p.Digest, p.EncodeUpdates()), nil)
	return asGameError(err)
}
