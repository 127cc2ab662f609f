package chain

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

func taskParams(steps uint64, stake *big.Int, referee common.Address) TaskParams {
	return TaskParams{
		SpecCid:          "bafy-spec",
		DataCid:          "bafy-data",
		InitialStateHash: hashOf("initial"),
		Steps:            steps,
		Stake:            stake,
		SolveTimeout:     3600,
		ChallengeWindow:  600,
		MoveTimeout:      300,
		Referee:          referee,
	}
}

func (e *testEnv) balance(a *Account) *big.Int {
	e.t.Helper()
	b, err := e.c.MarketBalance(e.ctx, a.Address())
	must(e.t, err)
	return b
}

func wantBalance(t *testing.T, e *testEnv, a *Account, want *big.Int) {
	t.Helper()
	if got := e.balance(a); got.Cmp(want) != 0 {
		t.Fatalf("balance of %s: got %s want %s", a.Address().Hex(), got, want)
	}
}

func TestTaskSettleAndWithdraw(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, other := e.accts[1], e.accts[2], e.accts[3]
	_, err := e.c.SubmitTask(e.ctx, sub, taskParams(8, eth(1), common.Address{}), nil)
	mustRevert(t, err, "BadTaskParams")
	_, err = e.c.SubmitTask(e.ctx, sub, taskParams(0, eth(1), common.Address{}), eth(3))
	mustRevert(t, err, "BadTaskParams")
	id, err := e.c.SubmitTask(e.ctx, sub, taskParams(8, eth(1), common.Address{}), eth(3))
	must(t, err)
	task, err := e.c.Task(e.ctx, id)
	must(t, err)
	if task.Status != TaskOpen || task.Referee != sub.Address() || task.Fee.Cmp(eth(3)) != 0 {
		t.Fatalf("task %+v", task)
	}
	_, err = e.c.Task(e.ctx, big.NewInt(77))
	mustRevert(t, err, "UnknownTask")

	_, err = e.c.send(e.ctx, solver, "claim", e.c.addrs.TaskMarket, e.c.market.PackClaim(id), eth(2))
	mustRevert(t, err, "WrongValue")
	must(t, e.c.Claim(e.ctx, solver, id))
	mustRevert(t, e.c.Claim(e.ctx, other, id), "WrongStatus")
	mustRevert(t, e.c.CommitResult(e.ctx, other, id, "cid", h32("root"), h32("final")), "NotSolver")
	must(t, e.c.CommitResult(e.ctx, solver, id, "bafy-ckpt", h32("root"), h32("final")))
	mustRevert(t, e.c.CommitResult(e.ctx, solver, id, "cid", h32("root"), h32("final")), "WrongStatus")
	mustRevert(t, e.c.Settle(e.ctx, other, id), "DeadlineNotReached")
	_, err = e.c.Challenge(e.ctx, solver, id, h32("other"))
	mustRevert(t, err, "SolverCannotChallenge")
	_, err = e.c.Challenge(e.ctx, other, id, h32("final"))
	mustRevert(t, err, "SameFinalState")
	locked, _ := e.c.LockedIn(e.ctx, id)
	if locked.Cmp(eth(4)) != 0 {
		t.Fatalf("locked %s", locked)
	}

	e.warp(601 * time.Second)
	_, err = e.c.Challenge(e.ctx, other, id, h32("other"))
	mustRevert(t, err, "DeadlinePassed")
	must(t, e.c.Settle(e.ctx, other, id))
	mustRevert(t, e.c.Settle(e.ctx, other, id), "WrongStatus")
	wantBalance(t, e, solver, eth(4))
	task, _ = e.c.Task(e.ctx, id)
	if task.Status != TaskSettled || task.CheckpointCid != "bafy-ckpt" {
		t.Fatalf("task %+v", task)
	}

	before, _ := e.emb.BalanceAt(e.ctx, solver.Address(), nil)
	must(t, e.c.Withdraw(e.ctx, solver))
	after, _ := e.emb.BalanceAt(e.ctx, solver.Address(), nil)
	if gain := new(big.Int).Sub(after, before); gain.Cmp(eth(4)) > 0 || gain.Cmp(eth(3)) < 0 {
		t.Fatalf("withdraw moved %s", gain)
	}
	wantBalance(t, e, solver, new(big.Int))
	mustRevert(t, e.c.Withdraw(e.ctx, solver), "NothingToWithdraw")
	dep, wd, held, err := e.c.MarketTotals(e.ctx)
	must(t, err)
	if dep.Cmp(eth(4)) != 0 || wd.Cmp(eth(4)) != 0 || held.Sign() != 0 {
		t.Fatalf("totals %s %s %s", dep, wd, held)
	}
}

func TestTaskCancel(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, other := e.accts[1], e.accts[2], e.accts[3]
	id, err := e.c.SubmitTask(e.ctx, sub, taskParams(4, eth(1), common.Address{}), eth(2))
	must(t, err)
	mustRevert(t, e.c.Cancel(e.ctx, other, id), "NotSubmitter")
	must(t, e.c.Cancel(e.ctx, sub, id))
	wantBalance(t, e, sub, eth(2))
	mustRevert(t, e.c.Cancel(e.ctx, sub, id), "WrongStatus")
	mustRevert(t, e.c.Claim(e.ctx, solver, id), "WrongStatus")

	// A solver that misses its deadline forfeits its stake to the submitter.
	id, err = e.c.SubmitTask(e.ctx, sub, taskParams(4, eth(1), common.Address{}), eth(2))
	must(t, err)
	must(t, e.c.Claim(e.ctx, solver, id))
	mustRevert(t, e.c.Cancel(e.ctx, other, id), "DeadlineNotReached")
	e.warp(3601 * time.Second)
	mustRevert(t, e.c.CommitResult(e.ctx, solver, id, "cid", h32("r"), h32("f")), "DeadlinePassed")
	must(t, e.c.Cancel(e.ctx, other, id))
	wantBalance(t, e, sub, eth(5))
	wantBalance(t, e, solver, new(big.Int))
}

func TestMarketAndGameAccessControl(t *testing.T) {
	e := newTestEnv(t)
	_, err := e.c.send(e.ctx, e.accts[0], "setDisputeGame", e.c.addrs.TaskMarket, e.c.market.PackSetDisputeGame(e.accts[5].Address()), nil)
	mustRevert(t, err, "GameAlreadySet")
	_, err = e.c.send(e.ctx, e.accts[1], "setDisputeGame", e.c.addrs.TaskMarket, e.c.market.PackSetDisputeGame(e.accts[5].Address()), nil)
	mustRevert(t, err, "NotDeployer")
	_, err = e.c.send(e.ctx, e.accts[1], "resolveDispute", e.c.addrs.TaskMarket, e.c.market.PackResolveDispute(big.NewInt(1), OutcomeChallengerWon), nil)
	mustRevert(t, err, "NotDisputeGame")
	_, err = e.c.send(e.ctx, e.accts[1], "open", e.c.addrs.DisputeGame, e.c.game.PackOpen(bindingsOpenParams(e)), nil)
	mustRevert(t, err, "NotMarket")
	_, err = e.c.Game(e.ctx, big.NewInt(5))
	mustRevert(t, err, "UnknownGame")
	mustRevert(t, e.c.Timeout(e.ctx, e.accts[1], big.NewInt(5)), "UnknownGame")
}
