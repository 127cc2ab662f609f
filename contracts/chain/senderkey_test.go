package chain

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

// TestTxSenderKey: the key recovered from an account's transaction is
// the account's, and gives its node's peer ID.
func TestTxSenderKey(t *testing.T) {
	e := newTestEnv(t)
	acct := e.accts[3]
	r, err := e.c.send(e.ctx, acct, "fundTreasury", e.c.addrs.TaskMarket, e.c.market.PackFundTreasury(), big.NewInt(1))
	must(t, err)
	pub, err := e.c.TxSenderKey(e.ctx, r.TxHash)
	must(t, err)
	if crypto.PubkeyToAddress(*pub) != acct.Address() {
		t.Fatalf("recovered %s, want %s", crypto.PubkeyToAddress(*pub).Hex(), acct.Address().Hex())
	}
	want := PeerIDBytes(&DevKey(3).PublicKey)
	if got := PeerIDBytes(pub); string(got) != string(want) {
		t.Fatal("the recovered key gives another peer ID")
	}
}
