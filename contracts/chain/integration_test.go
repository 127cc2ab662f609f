//go:build integration

package chain

import (
	"context"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/chain/gethdev"
)

// TestIntegrationGethDev runs deployment, registration, a round
// commitment and the task market end to end (submit, claim, sealed
// commitment, verifier commitments, reveals, a settled task and a cheating
// solver challenged by a verifier and beaten in a dispute ruled by the
// referee set, withdrawals, every balance to the wei) against a real
// `geth --dev` (v1.16.7) over HTTP JSON-RPC on loopback.
func TestIntegrationGethDev(t *testing.T) {
	g := gethdev.Start(t)
	url := g.URL
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	accts := make([]*Account, 7)
	var addrs []common.Address
	for i := range accts {
		accts[i] = NewAccount(DevKey(100 + i))
		addrs = append(addrs, accts[i].Address())
	}
	g.Fund(ctx, t, eth(100), addrs...)
	be, err := Dial(ctx, url)
	must(t, err)
	defer be.Close()

	c, err := Deploy(ctx, be, accts[0], WithPollInterval(20*time.Millisecond))
	must(t, err)
	if c.ChainID().Uint64() != 1337 {
		t.Fatalf("geth --dev chain ID %s", c.ChainID())
	}
	// A second client connects to the deployed contracts by address.
	c2, err := New(ctx, be, c.Addresses(), WithPollInterval(20*time.Millisecond))
	must(t, err)
	e := &testEnv{t: t, ctx: ctx, c: c2, accts: accts}

	// Registration and a round commitment with real block times.
	head, err := be.HeaderByNumber(ctx, nil)
	must(t, err)
	const roundSecs = 10
	start := uint64(time.Now().Unix()) + 8
	if head.Time+8 > start {
		start = head.Time + 8
	}
	swarmID, err := c2.CreateSwarm(ctx, accts[0], SwarmParams{StartTime: start, RoundDuration: roundSecs, Stages: 2, Questions: 4, Shown: 4, Winners: 3, ModelCID: "bafy-model"})
	must(t, err)
	for _, a := range accts[1:4] {
		must(t, c2.RegisterNode(ctx, a, swarmID))
	}
	for _, a := range accts[1:4] {
		m, err := call(ctx, c2.coordC, "member", c2.coord.PackMember(swarmID, a.Address()), c2.coord.UnpackMember)
		must(t, err)
		if m.JoinedAt > start {
			t.Fatalf("registration took too long: joined at %d, the round started at %d", m.JoinedAt, start)
		}
	}
	mustRevert(t, c2.RegisterNode(ctx, accts[1], swarmID), "AlreadyRegistered")
	pub, pid := RegistrationProof(accts[2].PublicKey())
	_, err = c2.send(ctx, accts[4], "register", c2.addrs.Coordinator, c2.coord.PackRegister(swarmID, pub, pid), nil)
	mustRevert(t, err, "PublicKeyNotSender")
	mustRevert(t, c2.CommitRound(ctx, accts[1], swarmID, 0, h32("v"), nil), "CommitWindowNotOpen")
	g.WaitTime(ctx, t, addrs[4], start+roundSecs)
	winners := []common.Address{accts[2].Address(), accts[1].Address()}
	must(t, c2.CommitRound(ctx, accts[1], swarmID, 0, h32("v1"), winners))
	must(t, c2.CommitRound(ctx, accts[2], swarmID, 0, h32("v2"), winners))
	must(t, c2.CommitRound(ctx, accts[3], swarmID, 0, h32("v3"), []common.Address{accts[3].Address()}))
	got, _, err := c2.Winners(ctx, swarmID, 0)
	must(t, err)
	if !slices.Equal(got, SortWinners(winners)) {
		t.Fatalf("winners %v", got)
	}

	// The task market end to end. Dev account 105 is the referee set's
	// one member (threshold 1); 101 submits, 102 solves, 103 and 106
	// verify.
	sub, solver, v1, ref, v2 := accts[1], accts[2], accts[3], accts[5], accts[6]
	must(t, c2.JoinReferees(ctx, ref))
	e.referees = []*Account{ref}
	w := e.snapshot(sub.Address(), solver.Address(), v1.Address(), v2.Address())
	honest := trace{steps: 16, entries: 8}
	bad := trace{steps: 16, entries: 8, badStep: 13, badEntry: 5}
	p := taskParams(16, eth(1))
	p.VerifyWindow, p.RevealTimeout, p.MoveTimeout = 15, 15, 60
	waitDeadline := func(id *big.Int) {
		tk, err := c2.Task(ctx, id)
		must(t, err)
		g.WaitTime(ctx, t, addrs[4], tk.Deadline+1)
	}
	// Task 1: honest, two agreeing verifiers, settled.
	good, err := c2.SubmitTask(ctx, sub, p)
	must(t, err)
	res := resultOf(honest, 70)
	must(t, c2.Claim(ctx, solver, good))
	must(t, c2.CommitResult(ctx, solver, good, res, wrongHash))
	must(t, c2.CommitVerdict(ctx, v1, good, verdictOf(honest, 70)))
	must(t, c2.CommitVerdict(ctx, v2, good, verdictOf(honest, 70)))
	// Task 2: the solver cheats at step 13, op 5; v1 challenges, and v2
	// (not its verifier) whistleblows after the reveal.
	cheat, err := c2.SubmitTask(ctx, sub, p)
	must(t, err)
	must(t, c2.Claim(ctx, solver, cheat))
	must(t, c2.CommitResult(ctx, solver, cheat, resultOf(bad, 100), wrongHash))
	must(t, c2.CommitVerdict(ctx, v1, cheat, verdictOf(honest, 100)))
	waitDeadline(good)
	_, err = c2.RevealResult(ctx, solver, good, res, wrongHash)
	must(t, err)
	for _, v := range []*Account{v1, v2} {
		d, err := c2.RevealVerdict(ctx, v, good, verdictOf(honest, 70))
		must(t, err)
		if d != nil {
			t.Fatal("an agreeing verdict opened a dispute")
		}
	}
	waitDeadline(cheat)
	_, err = c2.RevealResult(ctx, solver, cheat, resultOf(bad, 100), wrongHash)
	must(t, err)
	id, err := c2.RevealVerdict(ctx, v1, cheat, verdictOf(honest, 100))
	must(t, err)
	wid, err := c2.Whistleblow(ctx, v2, cheat, honest.state(16), honest.split())
	must(t, err)
	for _, d := range []struct {
		id   *big.Int
		chal *Account
	}{{id, v1}, {wid, v2}} {
		outcome, moves := e.play(d.id, solver, d.chal, bad, honest)
		if outcome != OutcomeChallengerWon {
			t.Fatalf("dispute %s: outcome %d", d.id, outcome)
		}
		t.Logf("dispute %s settled in %d moves", d.id, moves)
	}
	waitDeadline(good)
	must(t, c2.Settle(ctx, accts[4], good))
	waitDeadline(cheat)
	must(t, c2.Settle(ctx, accts[4], cheat))
	tk, err := c2.Task(ctx, good)
	must(t, err)
	// 70 of 100 work units at 0.01 ETH: 0.7 paid, 0.035 to the treasury,
	// 0.07 to the verifiers (more on a forced error: the jackpot, from the
	// treasury). The cheat's stake is shared by the challenger and the
	// whistleblower.
	jackpot := new(big.Int)
	if tk.Forced {
		jackpot = milli(35)
	}
	half := new(big.Int).Add(milli(35), new(big.Int).Div(jackpot, big.NewInt(2)))
	wantBalance(t, e, solver, milli(700-35-70+1000))
	wantBalance(t, e, v1, new(big.Int).Add(milli(2500), half))
	wantBalance(t, e, v2, new(big.Int).Add(milli(2500), half))
	wantBalance(t, e, sub, new(big.Int).Add(milli(300), eth(1)))
	e.checkConservation()
	for _, a := range []*Account{sub, solver, v1, v2} {
		must(t, c2.Withdraw(ctx, a))
	}
	for _, c := range []struct {
		a    *Account
		want *big.Int
	}{
		{sub, milli(-700)},
		{solver, milli(700 - 35 - 70 - 1000)},
		{v1, new(big.Int).Add(milli(500), half)},
		{v2, new(big.Int).Add(milli(500), half)},
	} {
		if got := w.net(c.a.Address()); got.Cmp(c.want) != 0 {
			t.Errorf("%s gained %s net of gas, want %s", c.a.Address().Hex(), got, c.want)
		}
	}
	e.checkConservation()
}
