package market

import (
	"context"
	"math/big"

	"github.com/synod-net/synod/contracts/chain"
)

// settle settles task id. Every role may settle a task that is due, so
// another one often does it first: a settle that fails because the task
// is already over is not an error. settled reports whether this call did
// it.
func settle(ctx context.Context, c *chain.Chain, acct *chain.Account, id *big.Int) (settled bool, err error) {
	err = c.Settle(ctx, acct, id)
	if err == nil {
		return true, nil
	}
	if t, rerr := c.Task(ctx, id); rerr == nil && (t.Status == chain.TaskSettled || t.Status == chain.TaskRejected) {
		return false, nil
	}
	return false, err
}
