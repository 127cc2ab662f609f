package devnet

import (
	"context"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/synod-net/synod/contracts/chain"
)

// chainBlockPeriod is how often the embedded chain seals a block.
const chainBlockPeriod = time.Second

// ChainStep starts an embedded chain in this process (a block every
// second, each node's address funded at genesis), deploys Synod's
// contracts from dev account 0 and keeps the chain for the later steps.
func ChainStep() Step {
	return Step{Name: "chain", Run: func(ctx context.Context, d *Devnet) (string, error) {
		alloc := types.GenesisAlloc{}
		for _, n := range d.Nodes() {
			alloc[n.Identity().Address()] = types.Account{Balance: chain.DevBalance}
		}
		emb, err := chain.NewEmbedded(chain.WithBlockPeriod(chainBlockPeriod), chain.WithDevAccounts(1), chain.WithAlloc(alloc))
		if err != nil {
			return "", fmt.Errorf("embedded chain: %w", err)
		}
		// The chain outlives this step: it seals blocks until the devnet
		// closes it.
		if err := emb.Start(context.WithoutCancel(ctx)); err != nil {
			emb.Close()
			return "", fmt.Errorf("embedded chain: %w", err)
		}
		// The nodes' chain clients use it until they close.
		d.afterNodes(func() {
			if err := emb.Close(); err != nil {
				d.Progress("chain: close: %v", err)
			}
		})
		d.Progress("chain: embedded chain sealing a block every %s; %d node accounts and the deployer funded at genesis", chainBlockPeriod, len(d.Nodes()))
		t0 := time.Now()
		deployer := chain.NewAccount(chain.DevKey(0))
		c, err := chain.Deploy(ctx, emb, deployer, chain.WithPollInterval(50*time.Millisecond))
		if err != nil {
			return "", fmt.Errorf("deploying the contracts: %w", err)
		}
		a := c.Addresses()
		d.Progress("chain: chain ID %s; contracts deployed in %s by %s", c.ChainID(), time.Since(t0).Round(100*time.Millisecond), chain.DevAddress(0).Hex())
		d.Progress("chain:   SwarmCoordinator %s", a.Coordinator.Hex())
		d.Progress("chain:   TaskMarket       %s", a.TaskMarket.Hex())
		d.Progress("chain:   DisputeGame      %s", a.DisputeGame.Hex())
		d.mu.Lock()
		d.chain = c
		d.mu.Unlock()
		return fmt.Sprintf("chain ID %s, coordinator %s, contracts deployed in %s", c.ChainID(), short(a.Coordinator.Hex()), time.Since(t0).Round(100*time.Millisecond)), nil
	}}
}

// short abbreviates a long hex string for tables.
func short(s string) string {
	if len(s) <= 12 {
		return s
	}
	return s[:6] + "…" + s[len(s)-4:]
}
