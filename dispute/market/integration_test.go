//go:build integration

package market

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/contracts/chain/gethdev"
)

// TestIntegrationGethDev runs, against a real geth --dev over HTTP
// JSON-RPC on loopback with real block times (deadlines pass as geth seals
// blocks), the honest flow (a submitter, a solver and two verifiers with
// real checkpoint stores; submit, claim, sealed commitments, reveals,
// settlement, withdrawals, every balance to the wei), a forced error
// caught and its jackpot paid, and a submitter that cannot verify (or
// solve) its own task.
func TestIntegrationGethDev(t *testing.T) {
	g := gethdev.Start(t)
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	defer cancel()
	var addrs []common.Address
	for i := 0; i < 6; i++ {
		addrs = append(addrs, chain.NewAccount(chain.DevKey(i)).Address())
	}
	g.Fund(ctx, t, new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18)), addrs...)
	be, err := chain.Dial(ctx, g.URL)
	must(t, err)
	defer be.Close()
	poke := common.Address{0xee}
	// gethEnv deploys a market with config mc on the geth chain.
	gethEnv := func(t *testing.T, mc chain.MarketConfig) (*env, *flow) {
		c, err := chain.Deploy(ctx, be, chain.NewAccount(chain.DevKey(0)), chain.WithPollInterval(20*time.Millisecond), chain.WithMarketConfig(mc))
		must(t, err)
		e := &env{t: t, ctx: ctx, cl: be, c: c}
		// Calls see the latest block's time: the deadline has passed once
		// a block sealed after it exists (a 1-wei transfer to an address
		// no role uses seals one when the wall clock gets there).
		e.warp = func(ts uint64) { g.WaitTime(ctx, t, poke, ts+1) }
		e.addNodes()
		f := newFlow(e)
		f.params.VerifyWindow, f.params.RevealTimeout, f.params.MoveTimeout = 6*time.Second, 8*time.Second, 5*time.Second
		return e, f
	}
	t.Run("honest", func(t *testing.T) {
		e, f := gethEnv(t, testMkt)
		honestFlow(t, e, f)
	})
	t.Run("forced error", func(t *testing.T) {
		mc := testMkt
		mc.ForcedErrorOdds = 1
		e, f := gethEnv(t, mc)
		forcedError(t, e, f, mc)
	})
	t.Run("submitter cannot verify", func(t *testing.T) {
		e, f := gethEnv(t, testMkt)
		submitterCannotVerify(t, e, f)
	})
}
