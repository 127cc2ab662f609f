package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/bindings"
)

// TaskParams describe a task; the fee is sent as value with SubmitTask.
type TaskParams = bindings.TaskMarketTaskParams

// Task is a task's on-chain record.
type Task = bindings.TaskMarketTask

// Task statuses (TaskMarket.Status).
const (
	TaskOpen      uint8 = 1
	TaskClaimed   uint8 = 2
	TaskCommitted uint8 = 3
	TaskDisputed  uint8 = 4
	TaskSettled   uint8 = 5
	TaskCancelled uint8 = 6
)

// SubmitTask posts a task with fee wei in escrow and returns its ID.
func (c *Chain) SubmitTask(ctx context.Context, acct *Account, p TaskParams, fee *big.Int) (*big.Int, error) {
	r, err := c.send(ctx, acct, "submitTask", c.addrs.TaskMarket, c.market.PackSubmitTask(p), fee)
	if err != nil {
		return nil, err
	}
	for _, l := range r.Logs {
		if ev, err := c.market.UnpackTaskSubmittedEvent(l); err == nil && l.Address == c.addrs.TaskMarket {
			return ev.TaskId, nil
		}
	}
	return nil, fmt.Errorf("chain: submitTask: no TaskSubmitted event in %s", r.TxHash.Hex())
}

// Claim claims an open task, sending the task's stake.
func (c *Chain) Claim(ctx context.Context, acct *Account, taskID *big.Int) error {
	t, err := c.Task(ctx, taskID)
	if err != nil {
		return err
	}
	_, err = c.send(ctx, acct, "claim", c.addrs.TaskMarket, c.market.PackClaim(taskID), t.Stake)
	return err
}

// CommitResult commits the solver's result: the checkpoint CID, the Merkle
// root of its per-step state hashes and its final state hash.
func (c *Chain) CommitResult(ctx context.Context, acct *Account, taskID *big.Int, checkpointCID string, stateRoot, finalStateHash [32]byte) error {
	_, err := c.send(ctx, acct, "commitResult", c.addrs.TaskMarket, c.market.PackCommitResult(taskID, checkpointCID, stateRoot, finalStateHash), nil)
	return err
}

// Challenge disputes a committed result, sending the task's stake and the
// final state hash the challenger computed; it returns the dispute ID.
func (c *Chain) Challenge(ctx context.Context, acct *Account, taskID *big.Int, finalStateHash [32]byte) (*big.Int, error) {
	t, err := c.Task(ctx, taskID)
	if err != nil {
		return nil, err
	}
	r, err := c.send(ctx, acct, "challenge", c.addrs.TaskMarket, c.market.PackChallenge(taskID, finalStateHash), t.Stake)
	if err != nil {
		return nil, err
	}
	for _, l := range r.Logs {
		if ev, err := c.market.UnpackTaskChallengedEvent(l); err == nil && l.Address == c.addrs.TaskMarket {
			return ev.DisputeId, nil
		}
	}
	return nil, fmt.Errorf("chain: challenge: no TaskChallenged event in %s", r.TxHash.Hex())
}

// Settle pays the solver of an unchallenged task after its window.
func (c *Chain) Settle(ctx context.Context, acct *Account, taskID *big.Int) error {
	_, err := c.send(ctx, acct, "settle", c.addrs.TaskMarket, c.market.PackSettle(taskID), nil)
	return err
}

// Cancel cancels an unclaimed task (submitter) or one whose solver missed
// its deadline (anyone).
func (c *Chain) Cancel(ctx context.Context, acct *Account, taskID *big.Int) error {
	_, err := c.send(ctx, acct, "cancel", c.addrs.TaskMarket, c.market.PackCancel(taskID), nil)
	return err
}

// Withdraw pulls acct's whole market balance to its address.
func (c *Chain) Withdraw(ctx context.Context, acct *Account) error {
	_, err := c.send(ctx, acct, "withdraw", c.addrs.TaskMarket, c.market.PackWithdraw(), nil)
	return err
}

// Task reads a task.
func (c *Chain) Task(ctx context.Context, taskID *big.Int) (Task, error) {
	return call(ctx, c.mktC, "task", c.market.PackTask(taskID), c.market.UnpackTask)
}

// MarketBalance reads what an address can withdraw from the market.
func (c *Chain) MarketBalance(ctx context.Context, who common.Address) (*big.Int, error) {
	return call(ctx, c.mktC, "balanceOf", c.market.PackBalanceOf(who), c.market.UnpackBalanceOf)
}

// LockedIn reads what a task still holds in escrow and stakes.
func (c *Chain) LockedIn(ctx context.Context, taskID *big.Int) (*big.Int, error) {
	return call(ctx, c.mktC, "lockedIn", c.market.PackLockedIn(taskID), c.market.UnpackLockedIn)
}

// MarketTotals reads the market's deposit and withdrawal counters and its
// ETH balance; conservation means held == deposited - withdrawn.
func (c *Chain) MarketTotals(ctx context.Context) (deposited, withdrawn, held *big.Int, err error) {
	if deposited, err = call(ctx, c.mktC, "totalDeposited", c.market.PackTotalDeposited(), c.market.UnpackTotalDeposited); err != nil {
		return
	}
	if withdrawn, err = call(ctx, c.mktC, "totalWithdrawn", c.market.PackTotalWithdrawn(), c.market.UnpackTotalWithdrawn); err != nil {
		return
	}
	held, err = c.client.BalanceAt(ctx, c.addrs.TaskMarket, nil)
	return
}
