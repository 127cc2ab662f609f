package chain

import (
	"context"
	"testing"
	"time"
)

// TestEmbeddedTicker checks that the embedded chain seals blocks on its own
// ticker, that transactions are mined without anyone calling Commit, and
// that Close is idempotent.
func TestEmbeddedTicker(t *testing.T) {
	emb, err := NewEmbedded(WithBlockPeriod(20*time.Millisecond), WithDevAccounts(2))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	must(t, emb.Start(ctx))
	if err := emb.Start(ctx); err == nil {
		t.Fatal("second Start succeeded")
	}
	n0, err := emb.BlockNumber(ctx)
	must(t, err)
	deadline := time.Now().Add(10 * time.Second)
	for {
		n, err := emb.BlockNumber(ctx)
		must(t, err)
		if n >= n0+3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no blocks sealed on the ticker: %d -> %d", n0, n)
		}
		time.Sleep(10 * time.Millisecond)
	}
	c, err := Deploy(ctx, emb, NewAccount(DevKey(1)), WithPollInterval(5*time.Millisecond))
	must(t, err)
	if _, err := c.CreateSwarm(ctx, NewAccount(DevKey(1)), SwarmParams{RoundDuration: 30, Stages: 3, Questions: 4, Shown: 4, Winners: 3}); err != nil {
		t.Fatal(err)
	}
	bal, err := emb.BalanceAt(ctx, DevAddress(0), nil)
	must(t, err)
	if bal.Cmp(DevBalance) != 0 {
		t.Fatalf("dev account 0 holds %s", bal)
	}
	must(t, emb.Close())
	must(t, emb.Close())
}
