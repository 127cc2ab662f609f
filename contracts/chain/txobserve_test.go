package chain

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// txLog collects the events an observer is told.
type txLog struct {
	mu  sync.Mutex
	evs []TxEvent
}

func (l *txLog) add(ev TxEvent) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.evs = append(l.evs, ev)
}

// take returns the events so far and forgets them.
func (l *txLog) take() []TxEvent {
	l.mu.Lock()
	defer l.mu.Unlock()
	evs := l.evs
	l.evs = nil
	return evs
}

// overEstimator answers every gas estimate with a fixed amount, so calls
// that would revert are sent and mined anyway.
type overEstimator struct{ *Embedded }

func (overEstimator) EstimateGas(context.Context, ethereum.CallMsg) (uint64, error) {
	return 500_000, nil
}

// checkMined checks that ev is the successful, mined call method from
// from, with the gas of its receipt.
func checkMined(t *testing.T, e *testEnv, ev TxEvent, from common.Address, method string) *types.Receipt {
	t.Helper()
	if ev.From != from || ev.Method != method || ev.Err != nil {
		t.Fatalf("event %+v, want %s from %s succeeding", ev, method, from.Hex())
	}
	if ev.Time.IsZero() || time.Since(ev.Time) > time.Minute {
		t.Fatalf("event time %s", ev.Time)
	}
	r, err := e.emb.TransactionReceipt(e.ctx, ev.Hash)
	must(t, err)
	if ev.GasUsed == 0 || ev.GasUsed != r.GasUsed {
		t.Fatalf("%s: event gas %d, receipt gas %d", method, ev.GasUsed, r.GasUsed)
	}
	return r
}

func TestTxObserverDeploy(t *testing.T) {
	e := newTestEnv(t)
	var log txLog
	if _, err := Deploy(e.ctx, e.emb, e.accts[1], WithPollInterval(5*time.Millisecond), WithTxObserver(log.add)); err != nil {
		t.Fatal(err)
	}
	evs := log.take()
	want := []string{"deploy SwarmCoordinator", "deploy TaskMarket", "deploy StateJudge", "deploy ScalarPrograms", "deploy RowPrograms", "deploy ScalarArithmetic", "deploy ScalarJudge", "deploy DisputeGame", "deploy RefereeSet", "bind"}
	if len(evs) != len(want) {
		t.Fatalf("%d events, want %d: %+v", len(evs), len(want), evs)
	}
	for i, ev := range evs {
		r := checkMined(t, e, ev, e.accts[1].Address(), want[i])
		if i < 7 && r.ContractAddress == (common.Address{}) {
			t.Fatalf("%s: receipt without contract address", want[i])
		}
	}
	if _, err := New(e.ctx, e.emb, e.c.Addresses(), WithTxObserver(nil)); err == nil {
		t.Fatal("WithTxObserver(nil) accepted")
	}
}

func TestTxObserverTwoAccounts(t *testing.T) {
	e := newTestEnv(t)
	var all, second txLog
	cancelAll := e.c.ObserveTxs(all.add)
	defer cancelAll()
	a, b := e.accts[1], e.accts[2]

	start := e.now() + 100
	id, err := e.c.CreateSwarm(e.ctx, e.accts[0], SwarmParams{StartTime: start, RoundDuration: testRound, Stages: 3, Questions: 4, Shown: 4, Winners: 3, TaskFamily: h32("arith"), ModelCID: "bafy-model"})
	must(t, err)
	evs := all.take()
	if len(evs) != 1 {
		t.Fatalf("createSwarm: %d events", len(evs))
	}
	checkMined(t, e, evs[0], e.accts[0].Address(), "createSwarm")

	// Two nodes share the Chain and send at once; an observer registered
	// meanwhile sees what follows.
	cancelSecond := e.c.ObserveTxs(second.add)
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, acct := range []*Account{a, b} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = e.c.RegisterNode(e.ctx, acct, id)
		}()
	}
	wg.Wait()
	must(t, errors.Join(errs...))
	e.warpTo(start + testRound + 1)
	w := []common.Address{a.Address(), b.Address()}
	must(t, e.c.CommitRound(e.ctx, a, id, 0, h32("va"), w))
	must(t, e.c.CommitRound(e.ctx, b, id, 0, h32("vb"), w))

	evs = all.take()
	if len(evs) != 4 {
		t.Fatalf("%d events, want 4: %+v", len(evs), evs)
	}
	seen := map[common.Address][]string{}
	for _, ev := range evs {
		checkMined(t, e, ev, ev.From, ev.Method)
		seen[ev.From] = append(seen[ev.From], ev.Method)
	}
	for _, acct := range []*Account{a, b} {
		if got := seen[acct.Address()]; len(got) != 2 || got[0] != "register" || got[1] != "commitRound" {
			t.Fatalf("events from %s: %v, want register then commitRound", acct.Address().Hex(), got)
		}
	}
	if got := second.take(); len(got) != 4 {
		t.Fatalf("second observer saw %d events, want 4", len(got))
	}

	// A call that reverts in gas estimation is reported, with nothing sent.
	cancelSecond()
	cancelSecond() // idempotent
	err = e.c.CommitRound(e.ctx, a, id, 0, h32("va"), w)
	mustRevert(t, err, "AlreadyCommitted")
	evs = all.take()
	if len(evs) != 1 {
		t.Fatalf("reverting call: %d events", len(evs))
	}
	if ev := evs[0]; ev.From != a.Address() || ev.Method != "commitRound" || ev.Err != err || ev.Hash != (common.Hash{}) || ev.GasUsed != 0 {
		t.Fatalf("reverting call: event %+v", ev)
	}
	if got := second.take(); len(got) != 0 {
		t.Fatalf("cancelled observer saw %d events", len(got))
	}

	// A call that reverts on chain is reported with its gas.
	c2, err := New(e.ctx, overEstimator{e.emb}, e.c.Addresses(), WithPollInterval(5*time.Millisecond), WithTxObserver(all.add))
	must(t, err)
	err = c2.RegisterNode(e.ctx, b, id)
	mustRevert(t, err, "AlreadyRegistered")
	evs = all.take()
	if len(evs) != 1 {
		t.Fatalf("mined revert: %d events", len(evs))
	}
	ev := evs[0]
	var re *RevertError
	if !errors.As(ev.Err, &re) || re.TxHash != ev.Hash || ev.From != b.Address() || ev.Method != "register" {
		t.Fatalf("mined revert: event %+v", ev)
	}
	r, err := e.emb.TransactionReceipt(e.ctx, ev.Hash)
	must(t, err)
	if r.Status != types.ReceiptStatusFailed || ev.GasUsed == 0 || ev.GasUsed != r.GasUsed {
		t.Fatalf("mined revert: status %d, event gas %d, receipt gas %d", r.Status, ev.GasUsed, r.GasUsed)
	}

	// A call that cannot be sent before its context ends.
	cancelAll()
	var late txLog
	e.c.ObserveTxs(late.add)
	ctx, cancel := context.WithCancel(e.ctx)
	cancel()
	if _, err := e.c.send(ctx, a, "withdraw", e.c.addrs.TaskMarket, e.c.market.PackWithdraw(), big.NewInt(0)); err == nil {
		t.Fatal("send with a cancelled context succeeded")
	}
	evs = late.take()
	if len(evs) != 1 || !errors.Is(evs[0].Err, context.Canceled) || evs[0].Hash != (common.Hash{}) || evs[0].Method != "withdraw" {
		t.Fatalf("cancelled send: events %+v", evs)
	}
	if got := all.take(); len(got) != 0 {
		t.Fatalf("cancelled observer saw %d events", len(got))
	}
}
