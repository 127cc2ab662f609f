package chain

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/bindings"
)

// RefereeConfig are the parameters of the market's RefereeSet, fixed at
// deployment.
type RefereeConfig struct {
	// Threshold is the number of equal votes that rules a dispute.
	Threshold uint64
	// MemberStake is what a member locks to join (exactly).
	MemberStake *big.Int
	// ExitDelay is how long a member that asked to leave waits for its
	// stake; it must exceed the longest dispute, so that a member that
	// voted against a ruling is still slashable.
	ExitDelay time.Duration
}

// DefaultRefereeConfig is the devnet's referee set: one vote rules, 1 ETH
// stake, a week's exit delay. A production set needs a threshold that is a
// majority of a large, independent membership.
func DefaultRefereeConfig() RefereeConfig {
	return RefereeConfig{Threshold: 1, MemberStake: new(big.Int).Set(DevEther), ExitDelay: 7 * 24 * time.Hour}
}

// DevEther is one ether in wei.
var DevEther = big.NewInt(1_000_000_000_000_000_000)

func (rc RefereeConfig) validate() error {
	if rc.Threshold == 0 || rc.MemberStake == nil || rc.MemberStake.Sign() <= 0 || rc.ExitDelay < 0 {
		return fmt.Errorf("chain: referee config: threshold %d, member stake %v and exit delay %s must be positive", rc.Threshold, rc.MemberStake, rc.ExitDelay)
	}
	return nil
}

func (rc RefereeConfig) constructor(rs *bindings.RefereeSet, game common.Address) []byte {
	return rs.PackConstructor(game, new(big.Int).SetUint64(rc.Threshold), rc.MemberStake, uint64(rc.ExitDelay/time.Second))
}

// RefereeMember is an address's standing in the referee set.
type RefereeMember struct {
	Voting bool     // a member that may vote (joined, no exit requested)
	Stake  *big.Int // locked until exit or slash
	ExitAt uint64   // when a requested exit is due (0: none requested)
}

// JoinReferees makes acct a member of the market's referee set, locking
// the set's member stake.
func (c *Chain) JoinReferees(ctx context.Context, acct *Account) error {
	stake, err := call(ctx, c.refC, "memberStake", c.ref.PackMemberStake(), c.ref.UnpackMemberStake)
	if err != nil {
		return err
	}
	_, err = c.send(ctx, acct, "join", c.addrs.RefereeSet, c.ref.PackJoin(), stake)
	return err
}

// RequestRefereeExit stops acct's voting; ExitReferees returns its stake
// after the set's exit delay.
func (c *Chain) RequestRefereeExit(ctx context.Context, acct *Account) error {
	_, err := c.send(ctx, acct, "requestExit", c.addrs.RefereeSet, c.ref.PackRequestExit(), nil)
	return err
}

// ExitReferees sends acct its stake once its requested exit is due.
func (c *Chain) ExitReferees(ctx context.Context, acct *Account) error {
	_, err := c.send(ctx, acct, "exit", c.addrs.RefereeSet, c.ref.PackExit(), nil)
	return err
}

// VoteRuling posts a referee-set member's vote on game id's ruling: the
// commitment (game.EntryHash) of the pinned entry it recomputed, or for
// the state entry the post-state hash. The vote that reaches the set's
// threshold rules the game. A member cannot vote on a dispute of a task it
// submitted, solves or challenges.
func (c *Chain) VoteRuling(ctx context.Context, acct *Account, id *big.Int, ruling [32]byte) error {
	_, err := c.send(ctx, acct, "vote", c.addrs.RefereeSet, c.ref.PackVote(id, ruling), nil)
	return err
}

// SlashReferee slashes a member that voted on game id for another ruling
// than the one posted (anyone may call it): its stake goes to the market's
// treasury and it leaves the set.
func (c *Chain) SlashReferee(ctx context.Context, acct *Account, id *big.Int, member common.Address) error {
	_, err := c.send(ctx, acct, "slash", c.addrs.RefereeSet, c.ref.PackSlash(id, member), nil)
	return err
}

// Referee reads an address's standing in the referee set.
func (c *Chain) Referee(ctx context.Context, who common.Address) (RefereeMember, error) {
	var m RefereeMember
	var err error
	if m.Voting, err = call(ctx, c.refC, "isMember", c.ref.PackIsMember(who), c.ref.UnpackIsMember); err != nil {
		return m, err
	}
	if m.Stake, err = call(ctx, c.refC, "stakeOf", c.ref.PackStakeOf(who), c.ref.UnpackStakeOf); err != nil {
		return m, err
	}
	m.ExitAt, err = call(ctx, c.refC, "exitAt", c.ref.PackExitAt(who), c.ref.UnpackExitAt)
	return m, err
}
