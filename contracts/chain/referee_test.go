package chain

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

func TestRefereeSetRules(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, chal := e.accts[1], e.accts[2], e.accts[3]
	m1, m2, m3, stranger := e.accts[4], e.accts[5], e.accts[6], e.accts[7]
	members := []common.Address{m1.Address(), m2.Address(), m3.Address()}
	_, err := e.c.DeployRefereeSet(e.ctx, e.accts[0], members, 0)
	mustRevert(t, err, "BadSet")
	_, err = e.c.DeployRefereeSet(e.ctx, e.accts[0], members, 4)
	mustRevert(t, err, "BadSet")
	_, err = e.c.DeployRefereeSet(e.ctx, e.accts[0], []common.Address{m1.Address(), m1.Address()}, 1)
	mustRevert(t, err, "BadSet")
	set, err := e.c.DeployRefereeSet(e.ctx, e.accts[0], members, 2)
	must(t, err)

	honest := trace{steps: 8, ops: 4}
	bad := trace{steps: 8, ops: 4, badStep: 6, badOp: 3}
	taskID, err := e.c.SubmitTask(e.ctx, sub, taskParams(8, eth(1), set), eth(2))
	must(t, err)
	must(t, e.c.Claim(e.ctx, solver, taskID))
	must(t, e.c.CommitResult(e.ctx, solver, taskID, "bafy", h32("root"), honest.state(8)))
	id, err := e.c.Challenge(e.ctx, chal, taskID, bad.state(8))
	must(t, err)
	for {
		g, err := e.c.Game(e.ctx, id)
		must(t, err)
		if g.Phase == PhaseReferee {
			break
		}
		e.moveOnce(id, solver, chal, sub, honest, bad)
	}
	g, _ := e.c.Game(e.ctx, id)
	if g.Referee != set {
		t.Fatalf("referee %s, want the set %s", g.Referee.Hex(), set.Hex())
	}
	in, out := honest.op(g.Step, g.Hi)
	// A member cannot rule alone, a stranger cannot vote, nobody votes twice.
	mustRevert(t, e.c.Rule(e.ctx, m1, id, in, out), "NotReferee")
	mustRevert(t, e.c.VoteRuling(e.ctx, stranger, set, id, in, out), "NotMember")
	must(t, e.c.VoteRuling(e.ctx, m1, set, id, h32("wrong"), h32("wrong")))
	mustRevert(t, e.c.VoteRuling(e.ctx, m1, set, id, in, out), "AlreadyVoted")
	must(t, e.c.VoteRuling(e.ctx, m2, set, id, in, out))
	if g, _ := e.c.Game(e.ctx, id); g.Phase != PhaseReferee {
		t.Fatalf("one vote ruled: phase %d", g.Phase)
	}
	must(t, e.c.VoteRuling(e.ctx, m3, set, id, in, out))
	g, _ = e.c.Game(e.ctx, id)
	if g.Phase != PhaseDone || g.Outcome != OutcomeSolverWon {
		t.Fatalf("phase %d outcome %d", g.Phase, g.Outcome)
	}
	wantBalance(t, e, solver, eth(4))
	mustRevert(t, e.c.VoteRuling(e.ctx, m1, set, big.NewInt(1), in, out), "AlreadyRuled")
}
