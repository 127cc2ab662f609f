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
		Referee: e.c.addrs.RefereeSet, Steps: 4, MoveTimeout: 60, SolverFinal: h32("a"), ChallengerFinal: h32("b"),
	}
}

// disputed sets up a task whose solver committed and revealed a result
// from sTr (using all of the task's work) and whose verifier revealed a
// verdict from cTr, which opened a dispute; fee is a multiple of
// testMaxWork. It returns the task and dispute IDs. Accounts: 1
// submitter, 2 solver, 3 verifier and challenger.
func (e *testEnv) disputed(sTr, cTr trace, fee, stake *big.Int) (taskID, disputeID *big.Int) {
	e.t.Helper()
	sub, solver, chal := e.accts[1], e.accts[2], e.accts[3]
	p := taskParams(sTr.steps, stake)
	p.PricePerWork = new(big.Int).Div(fee, big.NewInt(testMaxWork))
	taskID, err := e.c.SubmitTask(e.ctx, sub, p)
	must(e.t, err)
	res := resultOf(sTr, testMaxWork)
	e.commitAndReveal(taskID, solver, res, []*Account{chal}, []Verdict{verdictOf(cTr, testMaxWork)})
	vs, err := e.c.Verifiers(e.ctx, taskID)
	must(e.t, err)
	if len(vs) != 1 || vs[0].Status != VerdictChallenger {
		e.t.Fatalf("verifiers %+v", vs)
	}
	return taskID, vs[0].DisputeId
}

// settleAfter waits out a task's deadline and settles it.
func (e *testEnv) settleAfter(taskID *big.Int) {
	e.t.Helper()
	tk, err := e.c.Task(e.ctx, taskID)
	must(e.t, err)
	e.warpTo(tk.Deadline + 1)
	must(e.t, e.c.Settle(e.ctx, e.accts[6], taskID))
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
			outcome, moves := e.play(id, solver, chal, sTr, cTr)
			if outcome != tc.wantOutcome {
				t.Fatalf("outcome %d want %d", outcome, tc.wantOutcome)
			}
			// Rounds: ceil(log2 T) + ceil(log2 G), two moves each, plus
			// the phase-2 opening, the reveals and the referee set's two
			// votes.
			maxMoves := 2*(bitsLen(tc.steps-1)+bitsLen(tc.ops-1)) + 6
			if moves > maxMoves {
				t.Fatalf("%d moves, bound %d", moves, maxMoves)
			}
			g, _ := e.c.Game(e.ctx, id)
			if g.Step != tc.badStep || g.Hi != tc.badOp {
				t.Fatalf("pinned step %d op %d, want %d %d", g.Step, g.Hi, tc.badStep, tc.badOp)
			}
			e.settleAfter(taskID)
			task, _ := e.c.Task(e.ctx, taskID)
			twoStakes := new(big.Int).Mul(stake, big.NewInt(2))
			if tc.wantOutcome == OutcomeSolverWon {
				if task.Status != TaskSettled {
					t.Fatalf("task status %d", task.Status)
				}
				// All the work was used; 5% to the treasury and, with no
				// agreeing verifier, the verifiers' 10% too.
				paid := new(big.Int).Sub(fee, bps(fee, 1500))
				wantBalance(t, e, solver, new(big.Int).Add(solB, new(big.Int).Add(paid, twoStakes)))
				wantBalance(t, e, chal, chalB)
				wantBalance(t, e, sub, subB)
			} else {
				if task.Status != TaskRejected {
					t.Fatalf("task status %d", task.Status)
				}
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
	mustRevert(t, e.c.VoteRuling(e.ctx, e.referees[0], id, h32("i"), h32("o")), "NotRulingPhase")
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
		e.moveOnce(id, solver, chal, bad, honest)
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
		e.moveOnce(id, solver, chal, bad, honest)
	}
	// A reveal that does not extend the agreed chain hash is rejected.
	mustRevert(t, e.c.Reveal(e.ctx, solver, id, g.Moves, h32("x"), h32("y")), "ChainMismatch")
	e.moveOnce(id, solver, chal, bad, honest)
	e.moveOnce(id, solver, chal, bad, honest)
	g, _ = e.c.Game(e.ctx, id)
	if g.Phase != PhaseReferee {
		t.Fatalf("phase %d", g.Phase)
	}
	if to, _ := e.c.ToMove(e.ctx, id); to != e.c.addrs.RefereeSet {
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
	mustRevert(t, e.c.Rule(e.ctx, sub, id, hin, hout), "NotReferee")
	mustRevert(t, e.c.Timeout(e.ctx, stranger, id), "DeadlineNotReached")
	// The referee set rules that neither party's pair is right: the
	// solver loses (the burden of proof is on the solver's result).
	must(t, e.c.VoteRuling(e.ctx, e.referees[0], id, h32("neither"), h32("neither")))
	must(t, e.c.VoteRuling(e.ctx, e.referees[1], id, h32("neither"), h32("neither")))
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
			taskID, id := e.disputed(bad, honest, eth(2), eth(1))
			for i := 0; i < tc.movesLeft; i++ {
				g, _ := e.c.Game(e.ctx, id)
				if g.Phase == PhaseReferee {
					break
				}
				e.moveOnce(id, solver, chal, bad, honest)
			}
			mustRevert(t, e.c.Timeout(e.ctx, stranger, id), "DeadlineNotReached")
			e.warp(301 * time.Second)
			g, _ := e.c.Game(e.ctx, id)
			if g.Phase == PhaseReferee {
				in, out := honest.op(g.Step, g.Hi)
				// A vote short of the threshold is recorded; the one that
				// would rule is too late.
				must(t, e.c.VoteRuling(e.ctx, e.referees[0], id, in, out))
				mustRevert(t, e.c.VoteRuling(e.ctx, e.referees[1], id, in, out), "DeadlinePassed")
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
			e.settleAfter(taskID)
			switch tc.want {
			case OutcomeVoid:
				// Unverified: everyone gets back what it put in.
				wantBalance(t, e, solver, eth(1))
				wantBalance(t, e, chal, eth(1))
				wantBalance(t, e, sub, new(big.Int).Add(subB, eth(2)))
			case OutcomeChallengerWon:
				wantBalance(t, e, chal, eth(2))
				wantBalance(t, e, sub, new(big.Int).Add(subB, eth(2)))
			case OutcomeSolverWon:
				// The fee less 15% (treasury and unclaimed verifier share)
				// and both stakes.
				wantBalance(t, e, solver, new(big.Int).Add(eth(2), new(big.Int).Sub(eth(2), bps(eth(2), 1500))))
			}
			mustRevert(t, e.c.Timeout(e.ctx, stranger, id), "WrongPhase")
		})
	}
}
