package chain

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// ParseAddresses parses the three contract addresses of a node's [chain]
// config section (0x-prefixed hex), with errors naming the bad field.
func ParseAddresses(coordinator, taskMarket, disputeGame string) (Addresses, error) {
	var a Addresses
	for _, f := range []struct {
		name, v string
		out     *common.Address
	}{
		{"coordinator_address", coordinator, &a.Coordinator},
		{"task_market_address", taskMarket, &a.TaskMarket},
		{"dispute_game_address", disputeGame, &a.DisputeGame},
	} {
		if !common.IsHexAddress(f.v) {
			return Addresses{}, fmt.Errorf("chain: %s %q is not a 0x-prefixed 20-byte hex address (deploy with `synod chain deploy`)", f.name, f.v)
		}
		*f.out = common.HexToAddress(f.v)
	}
	return a, nil
}

// Connect dials a JSON-RPC endpoint, checks that it serves the expected
// chain ID (0 skips the check) and that the contracts are deployed there,
// and returns the Chain and the backend to Close when done.
func Connect(ctx context.Context, url string, wantChainID uint64, addrs Addresses, opts ...Option) (*Chain, Backend, error) {
	be, err := Dial(ctx, url)
	if err != nil {
		return nil, nil, err
	}
	id, err := be.ChainID(ctx)
	if err != nil {
		be.Close()
		return nil, nil, fmt.Errorf("chain: reading chain ID of %s: %w", url, err)
	}
	if wantChainID != 0 && id.Uint64() != wantChainID {
		be.Close()
		return nil, nil, fmt.Errorf("chain: %s serves chain ID %s, the config says %d", url, id, wantChainID)
	}
	c, err := New(ctx, be, addrs, opts...)
	if err != nil {
		be.Close()
		return nil, nil, err
	}
	return c, be, nil
}
