package chain

import (
	"fmt"
	"math/big"

	"github.com/synod-net/synod/dispute/game"
)

// moveOnce makes the next move of game id for whoever is to move: the
// party's dispute/game Player over its trace computes the move from the
// chain's view of the game; in the referee phase the next referee-set
// member votes the honest ruling. It returns false when the game is over.
func (e *testEnv) moveOnce(id *big.Int, solver, challenger *Account, sTr, cTr trace) bool {
	e.t.Helper()
	more, err := e.nextMove(id, solver, challenger, sTr, cTr)
	must(e.t, err)
	return more
}

// nextMove is moveOnce returning the move's error.
func (e *testEnv) nextMove(id *big.Int, solver, challenger *Account, sTr, cTr trace) (bool, error) {
	v, err := e.c.GameView(e.ctx, id)
	if err != nil {
		return false, err
	}
	switch v.Phase {
	case game.PhaseDone:
		return false, nil
	case game.PhaseReferee:
		return true, e.voteRuling(id, sTr.ruling(v))
	}
	acct, p := solver, sTr.player(game.Solver)
	if v.ToMove == game.Challenger {
		acct, p = challenger, cTr.player(game.Challenger)
	}
	m, ok := p.Move(v)
	if !ok && v.Length && v.Prove {
		// The end of the shorter trace, which its party cannot prove: it
		// loses at its deadline (the timeout is anyone's to send).
		e.warpTo(uint64(v.Deadline.Unix()) + 1)
		return true, e.c.Timeout(e.ctx, e.accts[0], id)
	}
	if !ok {
		return false, fmt.Errorf("no move for %s in %+v", v.ToMove, v)
	}
	return true, e.c.Play(e.ctx, acct, id, m)
}

// voteRuling has the next referee-set member that has not voted on game
// id vote ruling.
func (e *testEnv) voteRuling(id *big.Int, ruling [32]byte) error {
	var err error
	for _, m := range e.referees {
		if err = e.c.VoteRuling(e.ctx, m, id, ruling); !IsRevert(err, "AlreadyVoted") {
			break
		}
	}
	return err
}

// play runs game id to the end and returns the outcome and the number of
// transactions made (moves and votes).
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
