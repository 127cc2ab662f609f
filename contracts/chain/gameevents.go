package chain

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/synod-net/synod/contracts/bindings"
	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/internal/commit"
)

// gameABI decodes DisputeGame events outside a Chain (it only reads its ABI).
var gameABI = bindings.NewDisputeGame()

// Game event kinds (the DisputeGame event names).
const (
	EvGameOpened     = "GameOpened"
	EvPosted         = "Posted"
	EvPicked         = "Picked"
	EvStepPinned     = "StepPinned"
	EvStatesProven   = "StatesProven"
	EvTraceOpened    = "TraceOpened"
	EvEntriesStarted = "EntriesStarted"
	EvEntryPinned    = "EntryPinned"
	EvRefereeDue     = "RefereeDue"
	EvRuled          = "Ruled"
	EvStateSettled   = "StateSettled"   // a state proof settled the pinned state entry
	EvTraceEndProven = "TraceEndProven" // the shorter trace's party proved its end
	EvTimedOut       = "TimedOut"
	EvGameOver       = "GameOver"
	// Phase 3.
	EvScalarEnabled   = "ScalarEnabled"
	EvElementsStarted = "ElementsStarted"
	EvScalarRefused   = "ScalarRefused"
	EvDescended       = "Descended"
	EvElementPinned   = "ElementPinned"
	EvScalarExecuted  = "ScalarExecuted"
)

// gameEventNames are the DisputeGame events this driver reads.
var gameEventNames = []string{EvGameOpened, EvPosted, EvPicked, EvStepPinned, EvStatesProven, EvTraceOpened, EvEntriesStarted,
	EvEntryPinned, EvRefereeDue, EvRuled, EvStateSettled, EvTraceEndProven, EvTimedOut, EvGameOver,
	EvScalarEnabled, EvElementsStarted, EvScalarRefused, EvDescended, EvElementPinned, EvScalarExecuted}

// gameEventTopics maps each DisputeGame event's topic to its name.
var gameEventTopics = func() map[common.Hash]string {
	a := gameABI.GetABI()
	m := map[common.Hash]string{}
	for _, n := range gameEventNames {
		m[a.Events[n].ID] = n
	}
	return m
}()

// GameEvent is one event of a dispute game on chain: a move, a phase
// change, the ruling or the end. Only the fields of its Kind are set.
type GameEvent struct {
	Kind    string   // one of the Ev* names
	Dispute *big.Int // the game's ID
	Block   uint64
	TxHash  common.Hash

	// GameOpened.
	TaskID                      *big.Int
	Solver, Challenger, Referee common.Address
	Steps                       uint64

	// Moves (Posted, Picked, TraceOpened): the turn they
	// were made in and by whom; TimedOut: the party that missed its turn.
	Turn uint32
	By   game.Party

	Position uint64    // Posted: the split point the hash is at
	Index    uint8     // Picked: the half disputed (0: lower)
	Lo, Hi   uint64    // Picked: the range disputed now, (Lo, Hi]
	Hash     game.Hash // Posted, Picked: the hash stated; Ruled: the ruling; StateSettled, TraceEndProven: the post-state; StepPinned: the pre-state
	Count    uint64    // TraceOpened: the step's trace length; EntriesStarted: the entries bisected
	Step     uint64    // StepPinned, StatesProven, EntryPinned, RefereeDue
	Entry    uint64    // EntryPinned, RefereeDue
	// StateEntry: the pinned entry is the step's post-state (EntryPinned,
	// RefereeDue), or the end of the shorter trace when the parties
	// opened with different lengths.
	StateEntry bool
	Outcome    uint8 // GameOver: OutcomeSolverWon, OutcomeChallengerWon or OutcomeVoid
	ByTimeout  bool  // GameOver

	// Phase 3. OpSet: ScalarEnabled; Elements and ScalarSteps (every
	// element's): ElementsStarted, and ScalarSteps ElementPinned; Why:
	// ScalarRefused (1 the state entry, 2 not opened by both, 3 the
	// openings read different inputs, 4 equal output roots, 5 the op does
	// not reduce; WhyName words it); Descended: Turn, By, Index (the
	// child), Level and Node (the disputed node now); ElementPinned:
	// Element; ScalarExecuted: ScalarStep and Hash, its result as a leaf
	// value.
	OpSet, Why, Level     uint8
	Elements, ScalarSteps uint64
	Node, Element         uint64
	ScalarStep            uint64
}

// WhyName words a ScalarRefused reason, as dispute/game does.
func WhyName(why uint8) string {
	if s, ok := scalarWhy[why]; ok {
		return s
	}
	return fmt.Sprintf("reason %d", why)
}

// OutcomeName names a game outcome.
func OutcomeName(o uint8) string {
	switch o {
	case OutcomeSolverWon:
		return "the solver won"
	case OutcomeChallengerWon:
		return "the challenger won"
	case OutcomeVoid:
		return "void"
	}
	return fmt.Sprintf("outcome %d", o)
}

// DecodeGameLog decodes and checks a log of the DisputeGame at addr. Logs
// are outside input: a log of another contract, a removed log, an event
// the game does not emit, one that does not decode, or one with nonsense
// fields (a zero game ID, a party that is neither solver nor challenger,
// an empty range, an unknown outcome, ...) is an error wrapping
// ErrBadChainData.
func DecodeGameLog(addr common.Address, l types.Log) (GameEvent, error) {
	bad := func(format string, args ...any) (GameEvent, error) {
		return GameEvent{}, fmt.Errorf("%w: dispute game log: "+format, append([]any{ErrBadChainData}, args...)...)
	}
	if l.Address != addr {
		return bad("from %s, not the game %s", l.Address.Hex(), addr.Hex())
	}
	if l.Removed {
		return bad("removed by a reorg")
	}
	if len(l.Topics) == 0 {
		return bad("no topics")
	}
	kind, ok := gameEventTopics[l.Topics[0]]
	if !ok {
		return bad("unknown event %s", l.Topics[0].Hex())
	}
	e := GameEvent{Kind: kind, Block: l.BlockNumber, TxHash: l.TxHash}
	party := func(p uint8) (game.Party, bool) {
		return game.Party(p), p == uint8(game.Solver) || p == uint8(game.Challenger)
	}
	var err error
	switch kind {
	case EvGameOpened:
		var ev *bindings.DisputeGameGameOpened
		if ev, err = gameABI.UnpackGameOpenedEvent(&l); err == nil {
			e.Dispute, e.TaskID, e.Solver, e.Challenger, e.Referee, e.Steps = ev.Id, ev.TaskId, ev.Solver, ev.Challenger, ev.Referee, ev.Steps
			if ev.TaskId == nil || ev.TaskId.Sign() <= 0 || ev.Steps == 0 || ev.Steps > game.MaxSteps ||
				ev.Solver == (common.Address{}) || ev.Challenger == (common.Address{}) || ev.Solver == ev.Challenger {
				return bad("game %v opened over task %v with %d steps between %s and %s", ev.Id, ev.TaskId, ev.Steps, ev.Solver.Hex(), ev.Challenger.Hex())
			}
		}
	case EvPosted:
		var ev *bindings.DisputeGamePosted
		if ev, err = gameABI.UnpackPostedEvent(&l); err == nil {
			e.Dispute, e.Turn, e.Position, e.Hash = ev.Id, ev.Turn, ev.Position, ev.Hash
			if e.By, ok = party(ev.By); !ok {
				return bad("a post by party %d", ev.By)
			}
		}
	case EvPicked:
		var ev *bindings.DisputeGamePicked
		if ev, err = gameABI.UnpackPickedEvent(&l); err == nil {
			e.Dispute, e.Turn, e.Index, e.Lo, e.Hi, e.Hash = ev.Id, ev.Turn, ev.Index, ev.Lo, ev.Hi, ev.Hash
			if e.By, ok = party(ev.By); !ok || ev.Lo >= ev.Hi || ev.Index >= GameArity {
				return bad("a pick of half %d, (%d, %d], by party %d", ev.Index, ev.Lo, ev.Hi, ev.By)
			}
		}
	case EvStepPinned:
		var ev *bindings.DisputeGameStepPinned
		if ev, err = gameABI.UnpackStepPinnedEvent(&l); err == nil {
			e.Dispute, e.Step, e.Hash = ev.Id, ev.Step, ev.Pre
			if ev.Step == 0 || ev.Step > game.MaxSteps {
				return bad("step %d pinned", ev.Step)
			}
		}
	case EvStatesProven:
		var ev *bindings.DisputeGameStatesProven
		if ev, err = gameABI.UnpackStatesProvenEvent(&l); err == nil {
			// Only the solver proves.
			e.Dispute, e.Turn, e.Step, e.By = ev.Id, ev.Turn, ev.Step, game.Solver
			if ev.Step == 0 || ev.Step > game.MaxSteps {
				return bad("states of step %d proven", ev.Step)
			}
		}
	case EvTraceOpened:
		var ev *bindings.DisputeGameTraceOpened
		if ev, err = gameABI.UnpackTraceOpenedEvent(&l); err == nil {
			e.Dispute, e.Turn, e.Count, e.Hash = ev.Id, ev.Turn, ev.Count, ev.Chain
			if e.By, ok = party(ev.By); !ok || ev.Count == 0 || ev.Count >= game.MaxEntries {
				return bad("a trace of %d entries opened by party %d", ev.Count, ev.By)
			}
		}
	case EvEntriesStarted:
		var ev *bindings.DisputeGameEntriesStarted
		if ev, err = gameABI.UnpackEntriesStartedEvent(&l); err == nil {
			e.Dispute, e.Count, e.Hash = ev.Id, ev.Entries, ev.Agreed
			if ev.Entries == 0 || ev.Entries >= game.MaxEntries {
				return bad("bisection over %d entries", ev.Entries)
			}
		}
	case EvEntryPinned:
		var ev *bindings.DisputeGameEntryPinned
		if ev, err = gameABI.UnpackEntryPinnedEvent(&l); err == nil {
			e.Dispute, e.Step, e.Entry, e.StateEntry = ev.Id, ev.Step, ev.Entry, ev.StateEntry
			if ev.Step == 0 || ev.Step > game.MaxSteps || ev.Entry >= game.MaxEntries {
				return bad("entry %d of step %d pinned", ev.Entry, ev.Step)
			}
		}
	case EvRefereeDue:
		var ev *bindings.DisputeGameRefereeDue
		if ev, err = gameABI.UnpackRefereeDueEvent(&l); err == nil {
			e.Dispute, e.Step, e.Entry, e.StateEntry = ev.Id, ev.Step, ev.Entry, ev.StateEntry
			if ev.Step == 0 || ev.Step > game.MaxSteps || ev.Entry >= game.MaxEntries {
				return bad("the referee due on entry %d of step %d", ev.Entry, ev.Step)
			}
		}
	case EvRuled:
		var ev *bindings.DisputeGameRuled
		if ev, err = gameABI.UnpackRuledEvent(&l); err == nil {
			e.Dispute, e.Hash = ev.Id, ev.Ruling
		}
	case EvStateSettled:
		var ev *bindings.DisputeGameStateSettled
		if ev, err = gameABI.UnpackStateSettledEvent(&l); err == nil {
			e.Dispute, e.Hash = ev.Id, ev.Post
		}
	case EvTraceEndProven:
		var ev *bindings.DisputeGameTraceEndProven
		if ev, err = gameABI.UnpackTraceEndProvenEvent(&l); err == nil {
			e.Dispute, e.Turn, e.Hash = ev.Id, ev.Turn, ev.Post
			if e.By, ok = party(ev.By); !ok {
				return bad("an end proven by party %d", ev.By)
			}
		}
	case EvTimedOut:
		var ev *bindings.DisputeGameTimedOut
		if ev, err = gameABI.UnpackTimedOutEvent(&l); err == nil {
			e.Dispute = ev.Id
			// A silent referee set times out as party None.
			e.By = game.Party(ev.Party)
			if ev.Party > uint8(game.Challenger) {
				return bad("party %d timed out", ev.Party)
			}
		}
	case EvGameOver:
		var ev *bindings.DisputeGameGameOver
		if ev, err = gameABI.UnpackGameOverEvent(&l); err == nil {
			e.Dispute, e.Outcome, e.ByTimeout = ev.Id, ev.Outcome, ev.ByTimeout
			if ev.Outcome < OutcomeSolverWon || ev.Outcome > OutcomeVoid {
				return bad("outcome %d", ev.Outcome)
			}
		}
	case EvScalarEnabled:
		var ev *bindings.DisputeGameScalarEnabled
		if ev, err = gameABI.UnpackScalarEnabledEvent(&l); err == nil {
			e.Dispute, e.OpSet = ev.Id, ev.OpSet
			if ev.OpSet < 1 || ev.OpSet > 2 {
				return bad("phase 3 under op set %d", ev.OpSet)
			}
		}
	case EvElementsStarted:
		var ev *bindings.DisputeGameElementsStarted
		if ev, err = gameABI.UnpackElementsStartedEvent(&l); err == nil {
			e.Dispute, e.Elements, e.ScalarSteps = ev.Id, ev.Elements, ev.Steps
			if ev.Elements == 0 {
				return bad("phase 3 over no output element")
			}
		}
	case EvScalarRefused:
		var ev *bindings.DisputeGameScalarRefused
		if ev, err = gameABI.UnpackScalarRefusedEvent(&l); err == nil {
			e.Dispute, e.Why = ev.Id, ev.Why
			if _, ok := scalarWhy[ev.Why]; !ok {
				return bad("phase 3 refused for reason %d", ev.Why)
			}
		}
	case EvDescended:
		var ev *bindings.DisputeGameDescended
		if ev, err = gameABI.UnpackDescendedEvent(&l); err == nil {
			e.Dispute, e.Turn, e.Index, e.Level, e.Node = ev.Id, ev.Turn, ev.Index, ev.Level, ev.Node
			if e.By, ok = party(ev.By); !ok || ev.Index >= GameArity || ev.Level > 63 {
				return bad("a descent to child %d, level %d, by party %d", ev.Index, ev.Level, ev.By)
			}
		}
	case EvElementPinned:
		var ev *bindings.DisputeGameElementPinned
		if ev, err = gameABI.UnpackElementPinnedEvent(&l); err == nil {
			e.Dispute, e.Element, e.ScalarSteps = ev.Id, ev.Element, ev.Steps
		}
	case EvScalarExecuted:
		var ev *bindings.DisputeGameScalarExecuted
		if ev, err = gameABI.UnpackScalarExecutedEvent(&l); err == nil {
			e.Dispute, e.ScalarStep, e.Hash = ev.Id, ev.Step, ev.Result
		}
	}
	if err != nil {
		return bad("%s: %v", kind, err)
	}
	if e.Dispute == nil || e.Dispute.Sign() <= 0 {
		return bad("%s of game %v", kind, e.Dispute)
	}
	return e, nil
}

// GameFilter narrows GameEvents and WatchGames.
type GameFilter struct {
	FromBlock uint64     // first block to read (0: genesis)
	ToBlock   *uint64    // last block to read (nil: the latest); ignored by WatchGames
	Disputes  []*big.Int // any of these games (none: all)
}

// GameEvents reads the dispute games' events in a block range, in chain
// order. Every log of a known event is checked (DecodeGameLog); one that
// makes no sense fails the read. Events of kinds this driver does not
// know are left out.
func (c *Chain) GameEvents(ctx context.Context, f GameFilter) ([]GameEvent, error) {
	to := f.ToBlock
	if to == nil {
		head, err := c.client.HeaderByNumber(ctx, nil)
		if err != nil {
			return nil, fmt.Errorf("chain: reading the head: %w", err)
		}
		n := head.Number.Uint64()
		to = &n
	}
	return c.gameEventsIn(ctx, f, f.FromBlock, *to)
}

func (c *Chain) gameEventsIn(ctx context.Context, f GameFilter, from, to uint64) ([]GameEvent, error) {
	if from > to {
		return nil, nil
	}
	// Every DisputeGame event has the game ID as its first indexed topic.
	var topics [][]common.Hash
	if len(f.Disputes) > 0 {
		ids := make([]common.Hash, len(f.Disputes))
		for i, d := range f.Disputes {
			ids[i] = common.BigToHash(d)
		}
		topics = [][]common.Hash{nil, ids}
	}
	logs, err := c.client.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{c.addrs.DisputeGame}, Topics: topics,
	})
	if err != nil {
		return nil, fmt.Errorf("chain: reading dispute game events in blocks %d..%d: %w", from, to, err)
	}
	out := make([]GameEvent, 0, len(logs))
	for _, l := range logs {
		if len(l.Topics) > 0 && gameEventTopics[l.Topics[0]] == "" && !l.Removed && l.Address == c.addrs.DisputeGame {
			// An event this driver does not know (a newer game's): not
			// part of the story it tells.
			continue
		}
		e, err := DecodeGameLog(c.addrs.DisputeGame, l)
		if err != nil {
			return nil, fmt.Errorf("chain: log %d of tx %s: %w", l.Index, l.TxHash.Hex(), err)
		}
		out = append(out, e)
	}
	return out, nil
}

// WatchGames sends every dispute game event from block f.FromBlock on to
// out, in chain order, until ctx ends (it then returns ctx's error) or a
// read fails. It polls the chain at the poll interval, so it works over
// plain HTTP JSON-RPC; a slow reader of out holds it back.
func (c *Chain) WatchGames(ctx context.Context, f GameFilter, out chan<- GameEvent) error {
	return pollEvents(ctx, c, "dispute games", f.FromBlock, func(ctx context.Context, from, to uint64) ([]GameEvent, error) {
		return c.gameEventsIn(ctx, f, from, to)
	}, out)
}

// GameNarrator describes a stream of game events as lines, one per event,
// keeping what it saw of each game (whether its bisection is over steps
// or over a step's entries) to word them. It is not safe for concurrent
// use.
type GameNarrator struct {
	over map[string]string // by game ID: what the game bisects ("" steps, "entries", "scalar steps")
}

// Line describes e.
func (n *GameNarrator) Line(e GameEvent) string {
	if n.over == nil {
		n.over = map[string]string{}
	}
	id := e.Dispute.String()
	over := "steps"
	if o := n.over[id]; o != "" {
		over = o
	}
	p := "dispute " + id + ": "
	switch e.Kind {
	case EvGameOpened:
		return fmt.Sprintf("%sgame opened over task %s (%d steps): solver %s, challenger %s", p, e.TaskID, e.Steps, e.Solver.Hex(), e.Challenger.Hex())
	case EvPosted:
		if e.Turn == 0 && e.By == game.Challenger && over == "steps" {
			// Only the opening posts for the challenger before any move:
			// the split hash it stated with its challenge.
			return fmt.Sprintf("%swith its challenge, the challenger posts its hash at step %d", p, e.Position)
		}
		return fmt.Sprintf("%sturn %d: the %s posts its hash at %s %d", p, e.Turn, e.By, strings1(over), e.Position)
	case EvPicked:
		return fmt.Sprintf("%sturn %d: the %s disputes half %d: %s (%d, %d]", p, e.Turn, e.By, e.Index, over, e.Lo, e.Hi)
	case EvStepPinned:
		return fmt.Sprintf("%sbisection over steps done: step %d (both accept the state before it, not after)", p, e.Step)
	case EvStatesProven:
		return fmt.Sprintf("%sturn %d: the solver proves its states before and after step %d against its committed state root", p, e.Turn, e.Step)
	case EvTraceOpened:
		return fmt.Sprintf("%sturn %d: the %s opens the step's trace: %d entries", p, e.Turn, e.By, e.Count)
	case EvEntriesStarted:
		n.over[id] = "entries"
		return fmt.Sprintf("%sbisection over the step's %d entries (ops, then its post-state)", p, e.Count)
	case EvEntryPinned:
		what := "an op"
		if e.StateEntry {
			what = "the post-state"
		}
		return fmt.Sprintf("%sbisection over entries done: entry %d of step %d (%s; both accept its inputs, not its output)", p, e.Entry, e.Step, what)
	case EvRefereeDue:
		return fmt.Sprintf("%sthe referee set is due to rule on entry %d of step %d", p, e.Entry, e.Step)
	case EvRuled:
		return fmt.Sprintf("%sthe referee set ruled: %x", p, e.Hash[:8])
	case EvStateSettled:
		return fmt.Sprintf("%sa state proof settled the state entry: the contract computed the post-state %x", p, e.Hash[:8])
	case EvTraceEndProven:
		return fmt.Sprintf("%sturn %d: the %s proved where its shorter trace ends: the contract computed the post-state %x", p, e.Turn, e.By, e.Hash[:8])
	case EvTimedOut:
		if e.By == game.None {
			return p + "the referee set missed its deadline"
		}
		return fmt.Sprintf("%sthe %s missed its deadline", p, e.By)
	case EvGameOver:
		how := ""
		if e.ByTimeout {
			how = " (by timeout)"
		}
		return fmt.Sprintf("%sgame over: %s%s", p, OutcomeName(e.Outcome), how)
	case EvScalarEnabled:
		return fmt.Sprintf("%sphase 3 on (op set %d): a pinned op entry may be settled by executing one scalar step", p, e.OpSet)
	case EvElementsStarted:
		return fmt.Sprintf("%sphase 3: both opened the entry alike and its op reduces: descent over its %d output elements (%d scalar steps each)", p, e.Elements, e.ScalarSteps)
	case EvScalarRefused:
		return fmt.Sprintf("%sphase 3 refused (%s)", p, WhyName(e.Why))
	case EvDescended:
		return fmt.Sprintf("%sturn %d: the %s disputes child %d: node %d of level %d of the output element tree", p, e.Turn, e.By, e.Index, e.Node, e.Level)
	case EvElementPinned:
		n.over[id] = "scalar steps"
		return fmt.Sprintf("%sdescent done: output element %d (%d scalar steps)", p, e.Element, e.ScalarSteps)
	case EvScalarExecuted:
		return fmt.Sprintf("%sthe contract executed scalar step %d: %s", p, e.ScalarStep, scalarValueText(e.Hash))
	}
	return p + e.Kind
}

// scalarValueText reads a scalar value's leaf: a float32 (lane 0 alone),
// or the lanes that hold running values (a step that wrote lane 1 to 7).
func scalarValueText(h common.Hash) string {
	if b, ok := commit.LeafBits(h); ok {
		return fmt.Sprintf("%g (bits %08x)", math.Float32frombits(b), b)
	}
	lanes, ok := commit.LeafLanes(h)
	if !ok {
		return "not a scalar value"
	}
	var parts []string
	for i, b := range lanes {
		if b != 0 {
			parts = append(parts, fmt.Sprintf("lane %d %g", i, math.Float32frombits(b)))
		}
	}
	return "running values: " + strings.Join(parts, ", ")
}

// strings1 is the singular of "steps", "entries" or "scalar steps".
func strings1(over string) string {
	switch over {
	case "entries":
		return "entry"
	case "scalar steps":
		return "scalar step"
	}
	return "step"
}
