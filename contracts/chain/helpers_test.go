package chain

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// testEnv is an embedded chain (one block per transaction) with the
// contracts deployed by dev account 0 and accounts 7, 8 and 9 in the
// market's 2-of-3 referee set. Roles by convention: 1 submitter, 2 solver,
// 3 and 4 verifiers, 5 and 6 others.
type testEnv struct {
	t        *testing.T
	ctx      context.Context
	emb      *Embedded
	c        *Chain
	accts    []*Account
	referees []*Account
}

// testMarket is the tests' market: 5% treasury, 10% verifiers, no forced
// errors (tests of forced errors deploy with odds 1), 4 verifiers.
var testMarket = MarketConfig{TreasuryBps: 500, VerifierBps: 1000, ForcedErrorOdds: 0, MaxVerifiers: 4}

func newTestEnv(t *testing.T) *testEnv {
	return newTestEnvWith(t, testMarket)
}

func newTestEnvWith(t *testing.T, mc MarketConfig) *testEnv {
	t.Helper()
	emb, err := NewEmbedded(WithBlockPeriod(0), WithDevAccounts(10))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { emb.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	t.Cleanup(cancel)
	accts := make([]*Account, 10)
	for i := range accts {
		accts[i] = NewAccount(DevKey(i))
	}
	c, err := Deploy(ctx, emb, accts[0], WithPollInterval(5*time.Millisecond), WithMarketConfig(mc),
		WithRefereeConfig(RefereeConfig{Threshold: 2, MemberStake: eth(1), ExitDelay: 24 * time.Hour}))
	if err != nil {
		t.Fatal(err)
	}
	e := &testEnv{t: t, ctx: ctx, emb: emb, c: c, accts: accts, referees: accts[7:10]}
	for _, m := range e.referees {
		must(t, c.JoinReferees(ctx, m))
	}
	return e
}

// now is the latest block's timestamp.
func (e *testEnv) now() uint64 {
	e.t.Helper()
	h, err := e.emb.HeaderByNumber(e.ctx, nil)
	if err != nil {
		e.t.Fatal(err)
	}
	return h.Time
}

// warp moves chain time forward so the latest block is at least at ts.
func (e *testEnv) warpTo(ts uint64) {
	e.t.Helper()
	if now := e.now(); ts > now {
		if err := e.emb.AdjustTime(time.Duration(ts-now) * time.Second); err != nil {
			e.t.Fatal(err)
		}
	}
}

func (e *testEnv) warp(d time.Duration) {
	e.t.Helper()
	if err := e.emb.AdjustTime(d); err != nil {
		e.t.Fatal(err)
	}
}

// mustRevert checks that err is a revert with the given error name.
func mustRevert(t *testing.T, err error, name string) {
	t.Helper()
	if err == nil {
		t.Fatalf("want revert %s, got success", name)
	}
	var re *RevertError
	if !errors.As(err, &re) {
		t.Fatalf("want revert %s, got non-revert error: %v", name, err)
	}
	if !errors.Is(err, ErrReverted) {
		t.Fatalf("revert does not match ErrReverted: %v", err)
	}
	if re.Name != name {
		t.Fatalf("want revert %s, got %v", name, err)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func eth(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }

func h32(s string) [32]byte { return common.BytesToHash([]byte(s)) }
