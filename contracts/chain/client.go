package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/ethclient"
)

// Client is what Synod needs from a chain backend. Both the embedded chain
// and an ethclient connected to a JSON-RPC endpoint satisfy it.
type Client interface {
	bind.ContractBackend
	bind.DeployBackend
	ethereum.ChainIDReader
	ethereum.ChainStateReader
	ethereum.BlockNumberReader
	ethereum.TransactionReader
}

// Backend is a Client that owns resources released by Close.
type Backend interface {
	Client
	Close() error
}

// external is a JSON-RPC backend.
type external struct {
	*ethclient.Client
}

func (e external) Close() error {
	e.Client.Close()
	return nil
}

// Dial connects to a JSON-RPC endpoint (http://, ws:// or an IPC path) and
// checks that it answers with a chain ID.
func Dial(ctx context.Context, url string) (Backend, error) {
	c, err := ethclient.DialContext(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("chain: dial %s: %w", url, err)
	}
	if _, err := c.ChainID(ctx); err != nil {
		c.Close()
		return nil, fmt.Errorf("chain: %s does not answer eth_chainId (is a node running there?): %w", url, err)
	}
	return external{c}, nil
}

// gweiToWei converts gwei to wei.
func gweiToWei(g int64) *big.Int {
	return new(big.Int).Mul(big.NewInt(g), big.NewInt(1_000_000_000))
}
