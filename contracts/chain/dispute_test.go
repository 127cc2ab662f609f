package chain

import (
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/bindings"
)

func bindingsOpenParams(e *testEnv) bindings.IDisputeGameOpenParams {
	return bindings.IDisputeGameOpenParams{
		TaskId: big.NewInt(1), Solver: e.accts[1].Address(), Challenger: e.accts[2].Address(),
		Referee: e.accts[3].Address(), Steps: 4, MoveTimeout: 60, SolverFinal: h32("a"), ChallengerFinal: h32("b"),
	}
}

// disputed sets up a task with a committed result from sTr and a challenge
// from cTr; it returns the task and dispute IDs. Accounts: 1 submitter
// (and referee), 2 solver, 3 challenger.
func (e *testEnv) disputed(sTr, cTr trace, fee, stake *big.Int) (taskID, disputeID *big.Int) {
	e.t.Helper()
	sub, solver, chal := e.accts[1], e.accts[2], e.accts[3]
	taskID, err := e.c.SubmitTask(e.ctx, sub, taskParams(sTr.steps, stake, common.Address{}), fee)
	must(e.t, err)
	must(e.t, e.c.Claim(e.ctx, solver, taskID))
	must(e.t, e.c.CommitResult(e.ctx, solver, taskID, "bafy-ckpt", h32("root"), sTr.state(sTr.steps)))
	disputeID, err = e.c.Challenge(e.ctx, chal, taskID, cTr.state(cTr.steps))
	must(e.t, err)
	return taskID, disputeID
}

func TestDisputeFullGames(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, chal := e.accts[1], e.accts[2], e.accts[3]
	cases := []struct {
		steps, ops     uint64
		cheater        string // "solver" or "challenger"
		badStep, badOp uint64
		wantOutcome    uint8
	}{
		{steps: 16, ops: 32, cheater: "solver", badStep: 11, badOp: 7, wantOutcome: OutcomeChallengerWon},
		{steps: 16, ops: 32, cheater: "challenger", badStep: 11, badOp: 7, wantOutcome: OutcomeSolverWon},
		{steps: 1, ops: 1, cheater: "solver", badStep: 1, badOp: 1, wantOutcome: OutcomeChallengerWon},
		{steps: 1, ops: 5, cheater: "challenger", badStep: 1, badOp: 5, wantOutcome: OutcomeSolverWon},
		{steps: 7, ops: 3, cheater: "solver", badStep: 1, badOp: 1, wantOutcome: OutcomeChallengerWon},
		{steps: 1000, ops: 5000, cheater: "solver", badStep: 1000, badOp: 4999, wantOutcome: OutcomeChallengerWon},
		{steps: 1000, ops: 5000, cheater: "challenger", badStep: 2, badOp: 1, wantOutcome: OutcomeSolverWon},
	}
	for i, tc := range cases {
		t.Run(fmt.Sprintf("%d-%s-%d-%d", tc.steps, tc.cheater, tc.badStep, tc.badOp), func(t *testing.T) {
			honest := trace{steps: tc.steps, ops: tc.ops}
			bad := honest
			bad.badStep, bad.badOp = tc.badStep, tc.badOp
			sTr, cTr := honest, bad
			if tc.cheater == "solver" {
				sTr, cTr = bad, honest
			}
			fee, stake := eth(int64(2+i)), eth(1)
			subB, solB, chalB := e.balance(sub), e.balance(solver), e.balance(chal)
			taskID, id := e.disputed(sTr, cTr, fee, stake)
			outcome, moves := e.play(id, solver, chal, sub, sTr, cTr)
			if outcome != tc.wantOutcome {
				t.Fatalf("outcome %d want %d", outcome, tc.wantOutcome)
			}
			// Rounds: ceil(log2 T) + ceil(log2 G), two moves each, plus
			// the phase-2 opening, the reveals and the ruling.
			maxMoves := 2*(bitsLen(tc.steps-1)+bitsLen(tc.ops-1)) + 5
			if moves > maxMoves {
				t.Fatalf("%d moves, bound %d", moves, maxMoves)
			}
			g, _ := e.c.Game(e.ctx, id)
			if g.Step != tc.badStep || g.Hi != tc.badOp {
				t.Fatalf("pinned step %d op %d, want %d %d", g.Step, g.Hi, tc.badStep, tc.badOp)
			}
			task, _ := e.c.Task(e.ctx, taskID)
			if task.Status != TaskSettled {
				t.Fatalf("task status %d", task.Status)
			}
			twoStakes := new(big.Int).Mul(stake, big.NewInt(2))
			if tc.wantOutcome == OutcomeSolverWon {
				wantBalance(t, e, solver, new(big.Int).Add(solB, new(big.Int).Add(fee, twoStakes)))
				wantBalance(t, e, chal, chalB)
				wantBalance(t, e, sub, subB)
			} else {
				wantBalance(t, e, solver, solB)
				wantBalance(t, e, chal, new(big.Int).Add(chalB, twoStakes))
				wantBalance(t, e, sub, new(big.Int).Add(subB, fee))
			}
			if to, _ := e.c.ToMove(e.ctx, id); to != (common.Address{}) {
				t.Fatalf("finished game has a mover %s", to.Hex())
			}
		})
	}
}

func bitsLen(x uint64) int {
	n := 0
	for ; x > 0; x >>= 1 {
		n++
	}
	return n
}

func TestDisputeMoveRules(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, chal, stranger := e.accts[1], e.accts[2], e.accts[3], e.accts[4]
	honest := trace{steps: 8, ops: 8}
	bad := trace{steps: 8, ops: 8, badStep: 3, badOp: 2}
	_, id := e.disputed(bad, honest, eth(2), eth(1))

	g, _ := e.c.Game(e.ctx, id)
	if to, _ := e.c.ToMove(e.ctx, id); to != solver.Address() {
		t.Fatalf("first mover %s", to.Hex())
	}
	mid, _ := e.c.Midpoint(e.ctx, id)
	if mid != 4 {
		t.Fatalf("midpoint %d", mid)
	}
	// Wrong party, wrong phase.
	mustRevert(t, e.c.Bisect(e.ctx, chal, id, g.Moves, honest.state(4)), "NotYourTurn")
	mustRevert(t, e.c.Bisect(e.ctx, stranger, id, g.Moves, honest.state(4)), "NotYourTurn")
	mustRevert(t, e.c.Reveal(e.ctx, solver, id, g.Moves, h32("i"), h32("o")), "WrongPhase")
	mustRevert(t, e.c.Rule(e.ctx, sub, id, h32("i"), h32("o")), "WrongPhase")
	must(t, e.c.Bisect(e.ctx, solver, id, 0, bad.state(4)))
	// Replayed move: the same call again is stale, and so is the
	// challenger replaying the solver's index.
	mustRevert(t, e.c.Bisect(e.ctx, solver, id, 0, bad.state(4)), "NotYourTurn")
	mustRevert(t, e.c.Bisect(e.ctx, chal, id, 0, honest.state(4)), "StaleMove")
	must(t, e.c.Bisect(e.ctx, chal, id, 1, honest.state(4)))
	mustRevert(t, e.c.Bisect(e.ctx, solver, id, 0, bad.state(2)), "StaleMove")

	// Play on to phase 2's opening and try a last op whose output is not
	// the mover's state hash.
	for {
		g, _ = e.c.Game(e.ctx, id)
		if g.Phase == PhaseOpsStart {
			break
		}
		e.moveOnce(id, solver, chal, sub, bad, honest)
	}
	in, out := bad.op(g.Step, 8)
	mustRevert(t, e.c.StartOps(e.ctx, solver, id, g.Moves, 8, bad.chain(g.Step, 7), in, h32("not-state")), "OutputNotStateHash")
	mustRevert(t, e.c.StartOps(e.ctx, solver, id, g.Moves, 0, bad.chain(g.Step, 7), in, out), "BadOpCount")
	must(t, e.c.StartOps(e.ctx, solver, id, g.Moves, 8, bad.chain(g.Step, 7), in, out))
	hin, hout := honest.op(g.Step, 8)
	mustRevert(t, e.c.StartOps(e.ctx, chal, id, g.Moves+1, 9, honest.chain(g.Step, 7), hin, hout), "BadOpCount")
	must(t, e.c.StartOps(e.ctx, chal, id, g.Moves+1, 8, honest.chain(g.Step, 7), hin, hout))

	for {
		g, _ = e.c.Game(e.ctx, id)
		if g.Phase == PhaseReveal {
			break
		}
		e.moveOnce(id, solver, chal, sub, bad, honest)
	}
	// A reveal that does not extend the agreed chain hash is rejected.
	mustRevert(t, e.c.Reveal(e.ctx, solver, id, g.Moves, h32("x"), h32("y")), "ChainMismatch")
	e.moveOnce(id, solver, chal, sub, bad, honest)
	e.moveOnce(id, solver, chal, sub, bad, honest)
	g, _ = e.c.Game(e.ctx, id)
	if g.Phase != PhaseReferee {
		t.Fatalf("phase %d", g.Phase)
	}
	if to, _ := e.c.ToMove(e.ctx, id); to != sub.Address() {
		t.Fatalf("referee phase mover %s", to.Hex())
	}
	claims, err := e.c.RevealedOps(e.ctx, id)
	must(t, err)
	if len(claims) != 2 || claims[0].By != solver.Address() || claims[1].By != chal.Address() {
		t.Fatalf("revealed ops %+v", claims)
	}
	if sin, sout := bad.op(g.Step, g.Hi); claims[0].InputHash != sin || claims[0].OutputHash != sout {
		t.Fatalf("solver reveal %+v", claims[0])
	}
	if cin, cout := honest.op(g.Step, g.Hi); claims[1].InputHash != cin || claims[1].OutputHash != cout {
		t.Fatalf("challenger reveal %+v", claims[1])
	}
	mustRevert(t, e.c.Rule(e.ctx, stranger, id, hin, hout), "NotReferee")
	mustRevert(t, e.c.Timeout(e.ctx, stranger, id), "DeadlineNotReached")
	// The referee rules that neither party's pair is right: the solver
	// loses (the burden of proof is on the solver's result).
	must(t, e.c.Rule(e.ctx, sub, id, h32("neither"), h32("neither")))
	g, _ = e.c.Game(e.ctx, id)
	if g.Outcome != OutcomeChallengerWon {
		t.Fatalf("outcome %d", g.Outcome)
	}
	mustRevert(t, e.c.Timeout(e.ctx, stranger, id), "WrongPhase")
	mustRevert(t, e.c.Bisect(e.ctx, solver, id, g.Moves, h32("x")), "WrongPhase")
}

func TestDisputeTimeouts(t *testing.T) {
	honest := trace{steps: 8, ops: 4}
	bad := trace{steps: 8, ops: 4, badStep: 5, badOp: 2}
	for _, tc := range []struct {
		name      string
		movesLeft int // moves made before everyone stops
		want      uint8
	}{
		{"solver-silent-at-start", 0, OutcomeChallengerWon},
		{"challenger-silent", 1, OutcomeSolverWon},
		{"solver-silent-in-ops", 8, OutcomeChallengerWon},
		{"referee-silent", 1000, OutcomeVoid},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newTestEnv(t)
			sub, solver, chal, stranger := e.accts[1], e.accts[2], e.accts[3], e.accts[4]
			subB := e.balance(sub)
			_, id := e.disputed(bad, honest, eth(2), eth(1))
			for i := 0; i < tc.movesLeft; i++ {
				g, _ := e.c.Game(e.ctx, id)
				if g.Phase == PhaseReferee {
					break
				}
				e.moveOnce(id, solver, chal, sub, bad, honest)
			}
			mustRevert(t, e.c.Timeout(e.ctx, stranger, id), "DeadlineNotReached")
			e.warp(301 * time.Second)
			g, _ := e.c.Game(e.ctx, id)
			if g.Phase == PhaseReferee {
				in, out := honest.op(g.Step, g.Hi)
				mustRevert(t, e.c.Rule(e.ctx, sub, id, in, out), "DeadlinePassed")
			} else {
				mover := solver
				if g.Turn == 1 {
					mover = chal
				}
				mustRevert(t, e.c.Bisect(e.ctx, mover, id, g.Moves, h32("late")), map[uint8]string{PhaseSteps: "DeadlinePassed", PhaseOps: "DeadlinePassed", PhaseOpsStart: "WrongPhase", PhaseReveal: "WrongPhase"}[g.Phase])
			}
			must(t, e.c.Timeout(e.ctx, stranger, id))
			g, _ = e.c.Game(e.ctx, id)
			if g.Outcome != tc.want {
				t.Fatalf("outcome %d want %d", g.Outcome, tc.want)
			}
			switch tc.want {
			case OutcomeVoid:
				wantBalance(t, e, solver, eth(1))
				wantBalance(t, e, chal, eth(1))
				wantBalance(t, e, sub, new(big.Int).Add(subB, eth(2)))
			case OutcomeChallengerWon:
				wantBalance(t, e, chal, eth(2))
			case OutcomeSolverWon:
				wantBalance(t, e, solver, eth(4))
			}
			mustRevert(t, e.c.Timeout(e.ctx, stranger, id), "WrongPhase")
		})
	}
}
