package chain

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/bindings"
)

// whistleblowEvents decodes the TaskChallenged and Whistleblown events of
// the market in the latest block (one transaction per block here).
func (e *testEnv) whistleblowEvents() (challenged, blown int, ev *bindings.TaskMarketWhistleblown) {
	e.t.Helper()
	blk, err := e.emb.BlockByNumber(e.ctx, nil)
	must(e.t, err)
	for _, tx := range blk.Transactions() {
		r, err := e.c.Client().TransactionReceipt(e.ctx, tx.Hash())
		must(e.t, err)
		for _, l := range r.Logs {
			if l.Address != e.c.addrs.TaskMarket {
				continue
			}
			if _, err := e.c.market.UnpackTaskChallengedEvent(l); err == nil {
				challenged++
			}
			if w, err := e.c.market.UnpackWhistleblownEvent(l); err == nil {
				blown++
				ev = w
			}
		}
	}
	return challenged, blown, ev
}

// TestWhistleblowerCatchesColluder: a solver cheats at step 6, op 3 and
// its only verifier colludes (agrees with the wrong result). A
// whistleblower re-executes the revealed task, challenges it within the
// reveal window and wins the dispute, ruled by the referee set. It takes
// back its stake and the solver's; the colluder's stake goes to the
// treasury (not to the whistleblower: see TestThrownGameGainsNothing);
// the submitter gets its fee back. Every wallet is checked to the wei.
func TestWhistleblowerCatchesColluder(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, colluder, wb := e.accts[1], e.accts[2], e.accts[3], e.accts[5]
	w := e.snapshot(sub.Address(), solver.Address(), colluder.Address(), wb.Address(), e.c.addrs.TaskMarket)
	treasury0 := e.treasury()
	honest := trace{steps: 8, entries: 4}
	bad := trace{steps: 8, entries: 4, badStep: 6, badEntry: 3}
	stake := eth(1)
	id, err := e.c.SubmitTask(e.ctx, sub, taskParams(8, stake))
	must(t, err)
	if d := e.commitAndReveal(id, solver, resultOf(bad, 100), []*Account{colluder}, []Verdict{verdictOf(bad, 100)}); len(d) != 0 {
		t.Fatalf("the colluder opened disputes %v", d)
	}
	tk, err := e.c.Task(e.ctx, id)
	must(t, err)
	if tk.Status != TaskRevealed {
		t.Fatalf("status %d, want revealed (nobody challenged)", tk.Status)
	}

	d, err := e.c.Whistleblow(e.ctx, wb, id, honest.state(8), honest.split())
	must(t, err)
	challenged, blown, ev := e.whistleblowEvents()
	if challenged != 1 || blown != 1 || ev.TaskId.Cmp(id) != 0 || ev.Whistleblower != wb.Address() || ev.DisputeId.Cmp(d) != 0 || ev.FinalStateHash != honest.state(8) {
		t.Fatalf("events: %d TaskChallenged, %d Whistleblown %+v", challenged, blown, ev)
	}
	tk, err = e.c.Task(e.ctx, id)
	must(t, err)
	if tk.Status != TaskDisputed || tk.OpenDisputes != 1 || tk.VerifierCount != 1 || tk.WhistleblowerCount != 1 || tk.Held.Cmp(new(big.Int).Add(eth(1), eth(3))) != 0 {
		t.Fatalf("task %+v", tk)
	}
	vs, err := e.c.Verifiers(e.ctx, id)
	must(t, err)
	if len(vs) != 2 || vs[0].Status != VerdictAgreed || vs[1].Addr != wb.Address() || vs[1].Status != VerdictWhistleblower ||
		vs[1].DisputeId.Cmp(d) != 0 || vs[1].Outcome != 0 || vs[1].Seal != ([32]byte{}) {
		t.Fatalf("verifiers %+v", vs)
	}
	g, err := e.c.Game(e.ctx, d)
	must(t, err)
	if g.Solver != solver.Address() || g.Challenger != wb.Address() || g.HiChallenger != honest.state(8) || g.HiSolver != bad.state(8) {
		t.Fatalf("game %+v", g)
	}
	e.checkConservation()

	// The game, played and ruled as in TestCheatingSolverSlashed.
	for g.Phase != PhaseReferee {
		e.moveOnce(d, solver, wb, bad, honest)
		g, _ = e.c.Game(e.ctx, d)
	}
	v, err := e.c.GameView(e.ctx, d)
	must(t, err)
	if v.Step != 6 || v.Entry != 3 {
		t.Fatalf("pinned step %d entry %d", v.Step, v.Entry)
	}
	ruling := honest.ruling(v)
	// The whistleblower is a party: it may not referee its own dispute.
	must(t, e.c.JoinReferees(e.ctx, wb))
	mustRevert(t, e.c.VoteRuling(e.ctx, wb, d, ruling), "Conflicted")
	must(t, e.c.VoteRuling(e.ctx, e.referees[0], d, ruling))
	mustRevert(t, e.c.Settle(e.ctx, e.accts[6], id), "DisputesOpen")
	must(t, e.c.VoteRuling(e.ctx, e.referees[1], d, ruling))
	g, _ = e.c.Game(e.ctx, d)
	if g.Outcome != OutcomeChallengerWon {
		t.Fatalf("outcome %d", g.Outcome)
	}
	vs, _ = e.c.Verifiers(e.ctx, id)
	if vs[1].Outcome != OutcomeChallengerWon {
		t.Fatalf("whistleblower record %+v", vs[1])
	}
	mustRevert(t, e.c.Settle(e.ctx, e.accts[6], id), "DeadlineNotReached")
	e.settleAfter(id)
	tk, _ = e.c.Task(e.ctx, id)
	if tk.Status != TaskRejected || tk.Held.Sign() != 0 {
		t.Fatalf("task %+v", tk)
	}
	wantBalance(t, e, wb, new(big.Int).Add(stake, stake))
	wantBalance(t, e, solver, new(big.Int))
	wantBalance(t, e, colluder, new(big.Int))
	wantBalance(t, e, sub, eth(1))
	if got := new(big.Int).Sub(e.treasury(), treasury0); got.Cmp(stake) != 0 {
		t.Fatalf("treasury gained %s, want the colluder's stake %s", got, stake)
	}
	e.checkConservation()
	for _, a := range []*Account{sub, wb} {
		must(t, e.c.Withdraw(e.ctx, a))
	}
	mustRevert(t, e.c.Withdraw(e.ctx, colluder), "NothingToWithdraw")
	// The wallets, net of gas: the whistleblower won the solver's stake
	// (its referee-set stake is still locked there), the solver and the
	// colluder lost theirs, the submitter paid nothing.
	for _, c := range []struct {
		a    common.Address
		want *big.Int
	}{
		{sub.Address(), new(big.Int)},
		{solver.Address(), new(big.Int).Neg(stake)},
		{colluder.Address(), new(big.Int).Neg(stake)},
		{wb.Address(), new(big.Int).Sub(stake, eth(1))},
		{e.c.addrs.TaskMarket, stake},
	} {
		if got := w.net(c.a); got.Cmp(c.want) != 0 {
			t.Errorf("%s gained %s, want %s", c.a.Hex(), got, c.want)
		}
	}
	e.checkConservation()
}

// TestWhistleblowerAgainstCorrectResult: a whistleblower that challenges
// a correct result loses the dispute and its stake to the solver; the
// agreeing verifier is paid as usual.
func TestWhistleblowerAgainstCorrectResult(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, v1, wb := e.accts[1], e.accts[2], e.accts[3], e.accts[5]
	honest := trace{steps: 8, entries: 4}
	lie := trace{steps: 8, entries: 4, badStep: 3, badEntry: 2, tag: "wb"}
	stake := milli(500)
	id, err := e.c.SubmitTask(e.ctx, sub, taskParams(8, stake))
	must(t, err)
	e.commitAndReveal(id, solver, resultOf(honest, 60), []*Account{v1}, []Verdict{verdictOf(honest, 60)})
	d, err := e.c.Whistleblow(e.ctx, wb, id, lie.state(8), lie.split())
	must(t, err)
	outcome, moves := e.play(d, solver, wb, honest, lie)
	if outcome != OutcomeSolverWon {
		t.Fatalf("outcome %d after %d moves", outcome, moves)
	}
	e.settleAfter(id)
	tk, _ := e.c.Task(e.ctx, id)
	if tk.Status != TaskSettled {
		t.Fatalf("status %d", tk.Status)
	}
	// 60 of 100 units at 0.01 ETH: 0.6 paid, 0.03 to the treasury, 0.06
	// to the one agreeing verifier; the whistleblower's stake to the solver.
	wantBalance(t, e, solver, milli(600-30-60+500+500))
	wantBalance(t, e, v1, milli(500+60))
	wantBalance(t, e, wb, new(big.Int))
	wantBalance(t, e, sub, milli(400))
	e.checkConservation()
}

// TestThrownGameGainsNothing is why the stakes of verifiers that agreed
// with a rejected result go to the treasury and not to the winners: a
// solver with a correct result, its own whistleblower and its own
// submitter can make the solver lose on purpose (here by silence); they
// get back exactly what they put in, and the honest verifier's stake,
// which they would have taken if it went to the winners, goes to the
// treasury.
func TestThrownGameGainsNothing(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, v1, v2, sybil := e.accts[1], e.accts[2], e.accts[3], e.accts[4], e.accts[5]
	honest := trace{steps: 8, entries: 4}
	stake := eth(1)
	treasury0 := e.treasury()
	id, err := e.c.SubmitTask(e.ctx, sub, taskParams(8, stake))
	must(t, err)
	e.commitAndReveal(id, solver, resultOf(honest, 100), []*Account{v1, v2}, []Verdict{verdictOf(honest, 100), verdictOf(honest, 100)})
	d, err := e.c.Whistleblow(e.ctx, sybil, id, h32("anything"), h32("its split"))
	must(t, err)
	g, _ := e.c.Game(e.ctx, d)
	e.warpTo(g.Deadline + 1)
	must(t, e.c.Timeout(e.ctx, e.accts[6], d))
	e.settleAfter(id)
	coalition := new(big.Int)
	for _, a := range []*Account{sub, solver, sybil} {
		coalition.Add(coalition, e.balance(a))
	}
	// In: the fee (1 ETH), the solver's and the sybil's stakes.
	if want := eth(3); coalition.Cmp(want) != 0 {
		t.Fatalf("the coalition holds %s, put in %s", coalition, want)
	}
	wantBalance(t, e, v1, new(big.Int))
	if got := new(big.Int).Sub(e.treasury(), treasury0); got.Cmp(eth(2)) != 0 {
		t.Fatalf("treasury gained %s, want the two agreeing stakes", got)
	}
	e.checkConservation()
}

// TestWhistleblowerBesideChallenger: a challenging verifier and a
// whistleblower both win against a cheating solver and share its stake;
// the division's remainder goes to the treasury; a whistleblower whose
// game is void gets its stake back.
func TestWhistleblowerBesideChallenger(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, chal, wb1, wb2 := e.accts[1], e.accts[2], e.accts[3], e.accts[5], e.accts[6]
	honest := trace{steps: 8, entries: 4}
	bad := trace{steps: 8, entries: 4, badStep: 2, badEntry: 1}
	stake := big.NewInt(1e15 + 1) // odd: the share leaves a remainder
	treasury0 := e.treasury()
	id, err := e.c.SubmitTask(e.ctx, sub, taskParams(8, stake))
	must(t, err)
	disputes := e.commitAndReveal(id, solver, resultOf(bad, 100), []*Account{chal}, []Verdict{verdictOf(honest, 100)})
	if len(disputes) != 1 {
		t.Fatalf("disputes %v", disputes)
	}
	d1, err := e.c.Whistleblow(e.ctx, wb1, id, honest.state(8), honest.split())
	must(t, err)
	d2, err := e.c.Whistleblow(e.ctx, wb2, id, honest.state(8), honest.split())
	must(t, err)
	tk, _ := e.c.Task(e.ctx, id)
	if tk.OpenDisputes != 3 || tk.WhistleblowerCount != 2 {
		t.Fatalf("task %+v", tk)
	}
	for _, g := range []struct {
		id   *big.Int
		chal *Account
	}{{disputes[0], chal}, {d1, wb1}} {
		if out, _ := e.play(g.id, solver, g.chal, bad, honest); out != OutcomeChallengerWon {
			t.Fatalf("dispute %s: outcome %d", g.id, out)
		}
	}
	// wb2's game reaches the referee, who stays silent: void.
	for {
		g, _ := e.c.Game(e.ctx, d2)
		if g.Phase == PhaseReferee {
			e.warpTo(g.Deadline + 1)
			break
		}
		e.moveOnce(d2, solver, wb2, bad, honest)
	}
	must(t, e.c.Timeout(e.ctx, e.accts[0], d2))
	e.settleAfter(id)
	share := new(big.Int).Div(stake, big.NewInt(2))
	won := new(big.Int).Add(stake, share)
	wantBalance(t, e, chal, won)
	wantBalance(t, e, wb1, won)
	wantBalance(t, e, wb2, stake)
	wantBalance(t, e, solver, new(big.Int))
	wantBalance(t, e, sub, eth(1))
	if got := new(big.Int).Sub(e.treasury(), treasury0); got.Cmp(big.NewInt(1)) != 0 {
		t.Fatalf("treasury gained %s, want the 1 wei remainder", got)
	}
	e.checkConservation()
}

// TestWhistleblowReverts: who may whistleblow, when, with what.
func TestWhistleblowReverts(t *testing.T) {
	mc := testMarket
	mc.MaxVerifiers = 2
	e := newTestEnvWith(t, mc)
	sub, solver, v1, wb := e.accts[1], e.accts[2], e.accts[3], e.accts[5]
	honest := trace{steps: 4, entries: 2}
	bad := trace{steps: 4, entries: 2, badStep: 3, badEntry: 1}
	stake := milli(100)
	other := honest.state(4)
	id, err := e.c.SubmitTask(e.ctx, sub, taskParams(4, stake))
	must(t, err)
	_, err = e.c.Whistleblow(e.ctx, wb, id, other, h32("split"))
	mustRevert(t, err, "WrongStatus") // open
	_, err = e.c.Whistleblow(e.ctx, wb, big.NewInt(99), other, h32("split"))
	mustRevert(t, err, "UnknownTask")
	res := resultOf(bad, 40)
	must(t, e.c.Claim(e.ctx, solver, id))
	must(t, e.c.CommitResult(e.ctx, solver, id, res, wrongHash))
	must(t, e.c.CommitVerdict(e.ctx, v1, id, verdictOf(bad, 40)))
	// Before the reveal there is no result to dispute.
	_, err = e.c.Whistleblow(e.ctx, wb, id, other, h32("split"))
	mustRevert(t, err, "WrongStatus")
	tk, _ := e.c.Task(e.ctx, id)
	e.warpTo(tk.Deadline + 1)
	_, err = e.c.RevealResult(e.ctx, solver, id, res, wrongHash)
	must(t, err)

	_, err = e.c.Whistleblow(e.ctx, sub, id, other, h32("split"))
	mustRevert(t, err, "SubmitterCannotVerify")
	_, err = e.c.Whistleblow(e.ctx, solver, id, other, h32("split"))
	mustRevert(t, err, "SolverCannotVerify")
	_, err = e.c.Whistleblow(e.ctx, v1, id, other, h32("split"))
	mustRevert(t, err, "AlreadyVerifier")
	for _, v := range []*big.Int{new(big.Int), milli(99), milli(101)} {
		_, err = e.c.send(e.ctx, wb, "whistleblow", e.c.addrs.TaskMarket, e.c.market.PackWhistleblow(id, other, h32("split")), v)
		mustRevert(t, err, "WrongValue")
	}
	_, err = e.c.Whistleblow(e.ctx, wb, id, res.FinalStateHash, h32("split"))
	mustRevert(t, err, "NothingToDispute")
	d, err := e.c.Whistleblow(e.ctx, wb, id, other, h32("split"))
	must(t, err)
	_, err = e.c.Whistleblow(e.ctx, wb, id, h32("another"), h32("split"))
	mustRevert(t, err, "AlreadyWhistleblower")
	// The colluding verifier may still reveal after a whistleblower.
	if d2, err := e.c.RevealVerdict(e.ctx, v1, id, verdictOf(bad, 40)); err != nil || d2 != nil {
		t.Fatalf("reveal after the whistleblower: dispute %v, %v", d2, err)
	}
	// maxVerifiers (2) whistleblowers at most, besides the verifiers.
	_, err = e.c.Whistleblow(e.ctx, e.accts[6], id, other, h32("split"))
	must(t, err)
	_, err = e.c.Whistleblow(e.ctx, e.accts[0], id, other, h32("split"))
	mustRevert(t, err, "TooManyWhistleblowers")
	tk, _ = e.c.Task(e.ctx, id)
	if tk.WhistleblowerCount != 2 || tk.VerifierCount != 1 || tk.OpenDisputes != 2 {
		t.Fatalf("task %+v", tk)
	}

	// After the reveal deadline: too late, for a fresh task too.
	id2, err := e.c.SubmitTask(e.ctx, sub, taskParams(4, stake))
	must(t, err)
	e.commitAndReveal(id2, solver, resultOf(bad, 40), nil, nil)
	tk2, _ := e.c.Task(e.ctx, id2)
	e.warpTo(tk2.Deadline + 1)
	_, err = e.c.Whistleblow(e.ctx, wb, id2, other, h32("split"))
	mustRevert(t, err, "DeadlinePassed")

	// The games end (the solver is silent), the task settles; then it is
	// over for whistleblowers too.
	e.warp(time.Duration(tk.MoveTimeout+1) * time.Second)
	vs, err := e.c.Verifiers(e.ctx, id)
	must(t, err)
	for _, v := range vs {
		if Challenged(v.Status) {
			must(t, e.c.Timeout(e.ctx, e.accts[0], v.DisputeId))
		}
	}
	if vs[1].DisputeId.Cmp(d) != 0 {
		t.Fatalf("verifiers %+v", vs)
	}
	e.settleAfter(id)
	_, err = e.c.Whistleblow(e.ctx, e.accts[4], id, other, h32("split"))
	mustRevert(t, err, "WrongStatus")
	e.checkConservation()
}
