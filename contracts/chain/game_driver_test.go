package chain

import (
	"fmt"
	"math/big"
)

// moveOnce makes the next move of game id for whoever is to move, from
// their trace; in the referee phase the next referee-set member votes the
// honest ruling. It returns false when the game is over.
func (e *testEnv) moveOnce(id *big.Int, solver, challenger *Account, sTr, cTr trace) bool {
	e.t.Helper()
	more, err := e.nextMove(id, solver, challenger, sTr, cTr)
	must(e.t, err)
	return more
}

// nextMove is moveOnce returning the move's error.
func (e *testEnv) nextMove(id *big.Int, solver, challenger *Account, sTr, cTr trace) (bool, error) {
	g, err := e.c.Game(e.ctx, id)
	if err != nil {
		return false, err
	}
	acct, tr := solver, sTr
	if g.Turn == 1 {
		acct, tr = challenger, cTr
	}
	switch g.Phase {
	case PhaseSteps:
		mid := (g.Lo + g.Hi) / 2
		err = e.c.Bisect(e.ctx, acct, id, g.Moves, tr.state(mid))
	case PhaseOps:
		mid := (g.Lo + g.Hi) / 2
		err = e.c.Bisect(e.ctx, acct, id, g.Moves, tr.chain(g.Step, mid))
	case PhaseOpsStart:
		in, out := tr.op(g.Step, tr.ops)
		err = e.c.StartOps(e.ctx, acct, id, g.Moves, tr.ops, tr.chain(g.Step, tr.ops-1), in, out)
	case PhaseReveal:
		in, out := tr.op(g.Step, g.Hi)
		err = e.c.Reveal(e.ctx, acct, id, g.Moves, in, out)
	case PhaseReferee:
		in, out := sTr.honest().op(g.Step, g.Hi)
		for _, m := range e.referees {
			if err = e.c.VoteRuling(e.ctx, m, id, in, out); !IsRevert(err, "AlreadyVoted") {
				break
			}
		}
	case PhaseDone:
		return false, nil
	default:
		return false, fmt.Errorf("unexpected phase %d", g.Phase)
	}
	return true, err
}

// play runs game id to the end and returns the outcome and the number of
// moves made.
func (e *testEnv) play(id *big.Int, solver, challenger *Account, sTr, cTr trace) (uint8, int) {
	e.t.Helper()
	n := 0
	for e.moveOnce(id, solver, challenger, sTr, cTr) {
		n++
		if n > 400 {
			e.t.Fatal("game does not end")
		}
	}
	g, err := e.c.Game(e.ctx, id)
	must(e.t, err)
	return g.Outcome, n
}
