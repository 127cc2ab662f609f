package chain

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/dispute/game"
)

// gameEventSeeds are one well-formed log of each DisputeGame event and a
// few nonsense ones, as (event, values) pairs.
func gameEventSeeds() []struct {
	ev   abi.Event
	vals []any
} {
	a := gameABI.GetABI()
	h := [32]byte(h32("x"))
	one := big.NewInt(1)
	type seed = struct {
		ev   abi.Event
		vals []any
	}
	return []seed{
		{a.Events[EvGameOpened], []any{one, big.NewInt(2), common.HexToAddress("0x01"), common.HexToAddress("0x02"), common.HexToAddress("0x03"), uint64(6)}},
		{a.Events[EvGameOpened], []any{one, big.NewInt(2), common.HexToAddress("0x01"), common.HexToAddress("0x01"), common.HexToAddress("0x03"), uint64(6)}},
		{a.Events[EvPosted], []any{one, uint32(1), uint8(1), uint64(3), h}},
		{a.Events[EvPicked], []any{one, uint32(2), uint8(2), uint8(0), uint64(0), uint64(3), h}},
		{a.Events[EvPicked], []any{one, uint32(2), uint8(2), uint8(0), uint64(3), uint64(3), h}},
		{a.Events[EvStepPinned], []any{one, uint64(1), h}},
		{a.Events[EvStatesProven], []any{one, uint32(3), uint64(1)}},
		{a.Events[EvStatesProven], []any{one, uint32(3), uint64(0)}},
		{a.Events[EvTraceOpened], []any{one, uint32(4), uint8(1), uint64(300), h, h}},
		{a.Events[EvEntriesStarted], []any{one, uint64(300), h}},
		{a.Events[EvEntryPinned], []any{one, uint64(1), uint64(57), false}},
		{a.Events[EvRefereeDue], []any{one, uint64(1), uint64(57), false, false}},
		{a.Events[EvRuled], []any{one, h}},
		{a.Events[EvStateSettled], []any{one, h}},
		{a.Events[EvTimedOut], []any{one, uint8(1)}},
		{a.Events[EvGameOver], []any{one, uint8(2), false}},
		{a.Events[EvGameOver], []any{one, uint8(9), false}},
		{a.Events[EvGameOver], []any{new(big.Int), uint8(1), true}},
		// Phase 3.
		{a.Events[EvScalarEnabled], []any{one, uint8(1)}},
		{a.Events[EvScalarEnabled], []any{one, uint8(3)}},
		{a.Events[EvElementsStarted], []any{one, uint64(192), uint64(16)}},
		{a.Events[EvElementsStarted], []any{one, uint64(0), uint64(16)}},
		{a.Events[EvScalarRefused], []any{one, uint8(5)}},
		{a.Events[EvScalarRefused], []any{one, uint8(0)}},
		{a.Events[EvDescended], []any{one, uint32(14), uint8(1), uint8(1), uint8(6), uint64(1)}},
		{a.Events[EvDescended], []any{one, uint32(14), uint8(1), uint8(2), uint8(6), uint64(1)}},
		{a.Events[EvElementPinned], []any{one, uint64(7), uint64(16)}},
		{a.Events[EvPicked], []any{one, uint32(20), uint8(1), uint8(1), uint64(8), uint64(16), h}},
		{a.Events[EvScalarExecuted], []any{one, uint64(15), [32]byte(common.BigToHash(big.NewInt(0x3f800000)))}},
		// A step that wrote a running value: lane 1 holds 2, lane 2 holds 1.
		{a.Events[EvScalarExecuted], []any{one, uint64(16), [32]byte(common.BigToHash(new(big.Int).SetBytes([]byte{0x3f, 0x80, 0, 0, 0x40, 0, 0, 0, 0, 0, 0, 0})))}},
	}
}

// TestGameNarrator: one game's events decode and read as the phases of
// the game, ranges over steps before the step is pinned and over entries
// after.
func TestGameNarrator(t *testing.T) {
	addr := common.HexToAddress("0x0a")
	var n GameNarrator
	var lines []string
	for _, s := range gameEventSeeds() {
		l, err := encodeEvent(s.ev, s.vals)
		if err != nil {
			t.Fatal(err)
		}
		l.Address = addr
		e, err := DecodeGameLog(addr, *l)
		if err != nil {
			continue
		}
		lines = append(lines, n.Line(e))
	}
	got := strings.Join(lines, "\n")
	for _, want := range []string{
		"dispute 1: game opened over task 2 (6 steps)",
		"turn 2: the challenger disputes half 0: steps (0, 3]",
		"bisection over steps done: step 1",
		"turn 3: the solver proves its states before and after step 1 against its committed state root",
		"the solver opens the step's trace: 300 entries",
		"bisection over entries done: entry 57 of step 1 (an op",
		"the referee set is due to rule on entry 57 of step 1",
		"game over: the challenger won",
		"phase 3 on (op set 1)",
		"descent over its 192 output elements (16 scalar steps each)",
		"phase 3 refused (the op does not reduce to scalar operations)",
		"turn 14: the solver disputes child 1: node 1 of level 6",
		"descent done: output element 7 (16 scalar steps)",
		"turn 20: the solver disputes half 1: scalar steps (8, 16]",
		"the contract executed scalar step 15: 1 (bits 3f800000)",
		"the contract executed scalar step 16: running values: lane 1 2, lane 2 1",
		"a state proof settled the state entry: the contract computed the post-state",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("lines lack %q:\n%s", want, got)
		}
	}
	if len(lines) != 21 {
		t.Errorf("%d events accepted, want 21:\n%s", len(lines), got)
	}
}

// FuzzDecodeGameLog fuzzes DecodeGameLog, which reads dispute games from
// chain logs. Properties: nothing panics; a rejection wraps
// ErrBadChainData; an accepted event names a game, and its parties,
// ranges and outcome make sense.
func FuzzDecodeGameLog(f *testing.F) {
	addr := common.HexToAddress("0x0a")
	evs := make([]abi.Event, 0, len(gameEventTopics))
	for _, n := range gameEventNames {
		evs = append(evs, gameABI.GetABI().Events[n])
	}
	for _, s := range gameEventSeeds() {
		l, err := encodeEvent(s.ev, s.vals)
		if err != nil {
			f.Fatal(err)
		}
		sel := uint8(0)
		for i, e := range evs {
			if e.ID == s.ev.ID {
				sel = uint8(i)
			}
		}
		var topics []byte
		for _, t := range l.Topics[1:] {
			topics = append(topics, t[:]...)
		}
		f.Add(sel, topics, l.Data, false, false)
	}
	f.Fuzz(func(t *testing.T, sel uint8, topics, data []byte, otherAddr, removed bool) {
		l := fuzzLog(evs, sel, topics, data)
		l.Address, l.Removed = addr, removed
		if otherAddr {
			l.Address = common.HexToAddress("0x0b")
		}
		e, err := DecodeGameLog(addr, *l)
		if err != nil {
			if !errors.Is(err, ErrBadChainData) {
				t.Fatalf("rejection %v does not wrap ErrBadChainData", err)
			}
			return
		}
		moved := e.Kind == EvPosted || e.Kind == EvPicked || e.Kind == EvStatesProven || e.Kind == EvTraceOpened || e.Kind == EvDescended
		if otherAddr || removed || e.Dispute == nil || e.Dispute.Sign() <= 0 ||
			(moved && e.By != game.Solver && e.By != game.Challenger) ||
			(e.Kind == EvPicked && e.Lo >= e.Hi) || (e.Kind == EvStatesProven && e.Step == 0) ||
			(e.Kind == EvGameOver && (e.Outcome < OutcomeSolverWon || e.Outcome > OutcomeVoid)) ||
			(e.Kind == EvGameOpened && (e.TaskID.Sign() <= 0 || e.Solver == e.Challenger || e.Steps == 0)) ||
			(e.Kind == EvScalarEnabled && (e.OpSet < 1 || e.OpSet > 2)) || (e.Kind == EvElementsStarted && e.Elements == 0) ||
			(e.Kind == EvScalarRefused && (e.Why < 1 || e.Why > 5)) || (e.Kind == EvDescended && (e.Index > 1 || e.Level > 63)) {
			t.Fatalf("accepted a nonsense event %+v", e)
		}
		var n GameNarrator
		if n.Line(e) == "" {
			t.Fatal("no line")
		}
	})
}
