package chain

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// flakyClient misbehaves on the first n sends.
type flakyClient struct {
	*Embedded
	t     *testing.T
	mode  string
	n     int
	sends int
}

var errConnReset = errors.New("read tcp 127.0.0.1:8545: connection reset by peer")

func (f *flakyClient) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	f.sends++
	if f.n == 0 {
		return f.Embedded.SendTransaction(ctx, tx)
	}
	f.n--
	switch f.mode {
	case "lost-reply": // the node got it, the answer was lost
		if err := f.Embedded.SendTransaction(ctx, tx); err != nil {
			f.t.Fatal(err)
		}
		return errConnReset
	case "dropped": // the node never got it
		return errConnReset
	case "stuck": // it sits in the pool, never sealed
		return f.Embedded.Client.SendTransaction(ctx, tx)
	case "nonce-taken": // another process used the same nonce meanwhile
		key := DevKey(1) // the registering account's own key, used elsewhere
		to := common.HexToAddress("0x1234")
		stolen, err := types.SignNewTx(key, types.LatestSignerForChainID(tx.ChainId()), &types.DynamicFeeTx{
			ChainID: tx.ChainId(), Nonce: tx.Nonce(), GasTipCap: tx.GasTipCap(), GasFeeCap: tx.GasFeeCap(),
			Gas: 21000, To: &to, Value: big.NewInt(1),
		})
		if err != nil {
			f.t.Fatal(err)
		}
		if err := f.Embedded.SendTransaction(ctx, stolen); err != nil {
			f.t.Fatal(err)
		}
		return errConnReset
	}
	f.t.Fatalf("unknown mode %s", f.mode)
	return nil
}

func TestSenderRetriesWithoutDoubleSending(t *testing.T) {
	for _, mode := range []string{"lost-reply", "dropped", "stuck", "nonce-taken"} {
		t.Run(mode, func(t *testing.T) {
			e := newTestEnv(t)
			id, _ := e.newSwarm(0)
			f := &flakyClient{Embedded: e.emb, t: t, mode: mode, n: 1}
			c, err := New(e.ctx, f, e.c.Addresses(), WithPollInterval(5*time.Millisecond), WithResend(100*time.Millisecond, 5))
			must(t, err)
			a := e.accts[1]
			before, _ := e.emb.NonceAt(e.ctx, a.Address(), nil)
			must(t, c.RegisterNode(e.ctx, a, id))
			after, _ := e.emb.NonceAt(e.ctx, a.Address(), nil)
			wantNonces := uint64(1)
			if mode == "nonce-taken" {
				wantNonces = 2
			}
			if after-before != wantNonces {
				t.Fatalf("%d transactions mined from the account, want %d", after-before, wantNonces)
			}
			if ok, _ := c.IsMember(e.ctx, id, a.Address()); !ok {
				t.Fatal("not registered")
			}
			s, _ := c.Swarm(e.ctx, id)
			if s.Participants != 1 {
				t.Fatalf("participants %d", s.Participants)
			}
			// A call that would revert is never sent.
			sends := f.sends
			mustRevert(t, c.RegisterNode(e.ctx, a, id), "AlreadyRegistered")
			if f.sends != sends {
				t.Fatal("a reverting call was sent")
			}
		})
	}
}

func TestRevertErrorText(t *testing.T) {
	e := newTestEnv(t)
	id, _ := e.newSwarm(1)
	err := e.c.RegisterNode(e.ctx, e.accts[1], id)
	if !IsRevert(err, "AlreadyRegistered") || !IsRevert(err, "") || IsRevert(err, "Other") {
		t.Fatalf("IsRevert on %v", err)
	}
	want := "chain: register reverted: AlreadyRegistered(1, " + e.accts[1].Address().Hex() + ")"
	if err.Error() != want {
		t.Fatalf("error text %q, want %q", err.Error(), want)
	}
	if IsRevert(errors.New("x"), "") {
		t.Fatal("plain error is a revert")
	}
	// New refuses addresses without code.
	if _, err := New(e.ctx, e.emb, Addresses{Coordinator: common.HexToAddress("0x01")}); !errors.Is(err, ErrNotDeployed) {
		t.Fatalf("New on empty addresses: %v", err)
	}
}

// TestGasLimit: a transaction asks for a fifth more than its estimate,
// but no more than a block holds or a transaction may use when the
// estimate itself fits.
func TestGasLimit(t *testing.T) {
	for _, c := range []struct{ estimate, block, want uint64 }{
		{100_000, 30_000_000, 125_000},
		{9_900_000, 11_500_000, 11_500_000}, // a deployment on geth --dev's blocks
		{9_900_000, 30_000_000, 11_885_000},
		{9_900_000, 0, 11_885_000},           // block limit unknown
		{12_000_000, 11_500_000, 14_405_000}, // does not fit anyway: the node says so
		{15_000_000, 60_000_000, maxTxGas},
	} {
		if got := gasLimit(c.estimate, c.block); got != c.want {
			t.Errorf("gasLimit(%d, %d) = %d, want %d", c.estimate, c.block, got, c.want)
		}
	}
}
