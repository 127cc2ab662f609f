package chain

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

func TestConnectAndParseAddresses(t *testing.T) {
	emb, err := NewEmbedded(WithBlockPeriod(0), WithDevAccounts(1), WithHTTP("127.0.0.1", 0))
	if err != nil {
		t.Fatal(err)
	}
	defer emb.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := Deploy(ctx, emb, NewAccount(DevKey(0)), WithPollInterval(5*time.Millisecond))
	must(t, err)
	a := c.Addresses()
	parsed, err := ParseAddresses(a.Coordinator.Hex(), a.TaskMarket.Hex(), a.DisputeGame.Hex())
	must(t, err)
	// The [chain] section names three contracts; the referee set is
	// read from the market.
	want := a
	want.RefereeSet = common.Address{}
	if parsed != want {
		t.Fatalf("parsed %+v want %+v", parsed, want)
	}
	if _, err := ParseAddresses(a.Coordinator.Hex(), "0x12", a.DisputeGame.Hex()); err == nil || !strings.Contains(err.Error(), "task_market_address") {
		t.Fatalf("bad address error: %v", err)
	}
	c2, be, err := Connect(ctx, emb.RPCURL(), EmbeddedChainID, parsed)
	must(t, err)
	defer be.Close()
	if c2.Addresses() != a {
		t.Fatalf("connected to %+v, want %+v", c2.Addresses(), a)
	}
	if c2.ChainID().Uint64() != EmbeddedChainID {
		t.Fatal("chain ID")
	}
	if _, _, err := Connect(ctx, emb.RPCURL(), 5, a); err == nil || !strings.Contains(err.Error(), "chain ID") {
		t.Fatalf("wrong chain ID accepted: %v", err)
	}
	a.TaskMarket = a.Coordinator
	a.Coordinator[0] ^= 0xff
	if _, _, err := Connect(ctx, emb.RPCURL(), 0, a); !errors.Is(err, ErrNotDeployed) {
		t.Fatalf("missing contracts: %v", err)
	}
	if _, err := NewEmbedded(WithHTTP("0.0.0.0", 0)); err == nil {
		t.Fatal("non-loopback JSON-RPC accepted")
	}
	if _, err := NewEmbedded(WithFork("london")); err == nil {
		t.Fatal("unknown fork accepted")
	}
}
