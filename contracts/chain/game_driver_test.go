package chain

import (
	"encoding/binary"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/crypto"
)

// trace models one party's view of a training run: per-step state hashes
// and, for each step, an op trace whose last op outputs the step's state.
// A cheater diverges from step badStep (0: honest) at op badOp.
type trace struct {
	steps, ops     uint64
	badStep, badOp uint64
	tag            string // tells apart two cheaters' wrong hashes
}

func hashOf(parts ...any) [32]byte {
	var buf []byte
	for _, p := range parts {
		switch v := p.(type) {
		case string:
			buf = append(buf, v...)
		case uint64:
			buf = binary.BigEndian.AppendUint64(buf, v)
		}
	}
	return crypto.Keccak256Hash(buf)
}

func (tr trace) bad(step uint64) bool { return tr.badStep != 0 && step >= tr.badStep }

func (tr trace) state(i uint64) [32]byte {
	if i == 0 {
		return hashOf("initial")
	}
	if tr.bad(i) {
		return hashOf("bad-state"+tr.tag, i)
	}
	return hashOf("state", i)
}

func (tr trace) op(step, j uint64) (in, out [32]byte) {
	in, out = hashOf("in", step, j), hashOf("out", step, j)
	if step == tr.badStep && j > tr.badOp {
		in = hashOf("bad-in"+tr.tag, step, j)
	}
	if step == tr.badStep && j >= tr.badOp {
		out = hashOf("bad-out"+tr.tag, step, j)
	}
	if j == tr.ops {
		out = tr.state(step)
	}
	return in, out
}

func (tr trace) chain(step, p uint64) [32]byte {
	c := tr.state(step - 1)
	for j := uint64(1); j <= p; j++ {
		in, out := tr.op(step, j)
		c = OpChain(c, in, out)
	}
	return c
}

// honest is the trace every party agrees is correct.
func (tr trace) honest() trace { return trace{steps: tr.steps, ops: tr.ops} }

// moveOnce makes the next move of game id for whoever is to move, from
// their trace. It returns false when the game is over.
func (e *testEnv) moveOnce(id *big.Int, solver, challenger, referee *Account, sTr, cTr trace) bool {
	e.t.Helper()
	more, err := e.nextMove(id, solver, challenger, referee, sTr, cTr)
	must(e.t, err)
	return more
}

// nextMove is moveOnce returning the move's error.
func (e *testEnv) nextMove(id *big.Int, solver, challenger, referee *Account, sTr, cTr trace) (bool, error) {
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
		err = e.c.Rule(e.ctx, referee, id, in, out)
	case PhaseDone:
		return false, nil
	default:
		return false, fmt.Errorf("unexpected phase %d", g.Phase)
	}
	return true, err
}

// play runs game id to the end and returns the outcome and the number of
// moves made.
func (e *testEnv) play(id *big.Int, solver, challenger, referee *Account, sTr, cTr trace) (uint8, int) {
	e.t.Helper()
	n := 0
	for e.moveOnce(id, solver, challenger, referee, sTr, cTr) {
		n++
		if n > 400 {
			e.t.Fatal("game does not end")
		}
	}
	g, err := e.c.Game(e.ctx, id)
	must(e.t, err)
	return g.Outcome, n
}
