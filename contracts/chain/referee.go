package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/bindings"
)

// DeployRefereeSet deploys a RefereeSet for this chain's dispute game: a
// fixed set of members of which threshold must post the same ruling. Name
// its address as a task's referee.
func (c *Chain) DeployRefereeSet(ctx context.Context, acct *Account, members []common.Address, threshold uint64) (common.Address, error) {
	rs := bindings.NewRefereeSet()
	code := append(common.FromHex(bindings.RefereeSetMetaData.Bin),
		rs.PackConstructor(c.addrs.DisputeGame, members, new(big.Int).SetUint64(threshold))...)
	r, err := c.sendCreate(ctx, acct, "deploy RefereeSet", code)
	if err != nil {
		return common.Address{}, err
	}
	if r.ContractAddress == (common.Address{}) {
		return common.Address{}, fmt.Errorf("chain: deploy RefereeSet: receipt has no contract address")
	}
	return r.ContractAddress, nil
}

// VoteRuling posts a referee-set member's ruling on game id: the pinned
// op's input and output hashes it computed. The vote that reaches the set's
// threshold rules the game.
func (c *Chain) VoteRuling(ctx context.Context, acct *Account, set common.Address, id *big.Int, inputHash, outputHash [32]byte) error {
	rs := bindings.NewRefereeSet()
	_, err := c.send(ctx, acct, "vote", set, rs.PackVote(id, inputHash, outputHash), nil)
	return err
}
