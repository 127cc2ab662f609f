package chain

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/synod-net/synod/dispute/game"
)

// testMaxWork is the tests' task size in work units.
const testMaxWork = 100

// taskParams is a task of the given steps and stake whose fee is 1 ETH
// (100 work units at 0.01 ETH).
func taskParams(steps uint64, stake *big.Int) TaskParams {
	return TaskParams{
		SpecCid:          "bafy-spec",
		DataCid:          "bafy-data",
		ParentTaskId:     new(big.Int),
		InitialStateHash: trace{}.state(0),
		Steps:            steps,
		MaxWork:          testMaxWork,
		PricePerWork:     milli(10),
		Stake:            stake,
		SolveTimeout:     3600,
		VerifyWindow:     600,
		RevealTimeout:    600,
		MoveTimeout:      300,
	}
}

func milli(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e15)) }

// bps is x × n / 10000, rounded down as the contract does.
func bps(x *big.Int, n int64) *big.Int {
	return new(big.Int).Div(new(big.Int).Mul(x, big.NewInt(n)), big.NewInt(10_000))
}

func resultOf(tr trace, work uint64) Result {
	return Result{FinalStateHash: tr.state(tr.steps), StateRoot: tr.root(), WorkUsed: work, Salt: h32("solver-salt"), CheckpointCID: "bafy-ckpt"}
}

func verdictOf(tr trace, work uint64) Verdict {
	return Verdict{FinalStateHash: tr.state(tr.steps), WorkUsed: work, Salt: h32("verdict-salt"), SplitHash: tr.split()}
}

// wrongHash is the solvers' deliberately wrong final hash.
var wrongHash = h32("deliberately-wrong")

// commitAndReveal claims a task for solver, commits res sealed, has each
// verifier commit its verdict, waits out the verification window, reveals
// the result and then each verdict. It returns the disputes opened.
func (e *testEnv) commitAndReveal(taskID *big.Int, solver *Account, res Result, vers []*Account, verdicts []Verdict) []*big.Int {
	e.t.Helper()
	must(e.t, e.c.Claim(e.ctx, solver, taskID))
	must(e.t, e.c.CommitResult(e.ctx, solver, taskID, res, wrongHash))
	for i, v := range vers {
		must(e.t, e.c.CommitVerdict(e.ctx, v, taskID, verdicts[i]))
	}
	tk, err := e.c.Task(e.ctx, taskID)
	must(e.t, err)
	e.warpTo(tk.Deadline + 1)
	_, err = e.c.RevealResult(e.ctx, solver, taskID, res, wrongHash)
	must(e.t, err)
	var disputes []*big.Int
	for i, v := range vers {
		id, err := e.c.RevealVerdict(e.ctx, v, taskID, verdicts[i])
		must(e.t, err)
		if id != nil {
			disputes = append(disputes, id)
		}
	}
	return disputes
}

func (e *testEnv) balance(a *Account) *big.Int {
	e.t.Helper()
	b, err := e.c.MarketBalance(e.ctx, a.Address())
	must(e.t, err)
	return b
}

func wantBalance(t *testing.T, e *testEnv, a *Account, want *big.Int) {
	t.Helper()
	if got := e.balance(a); got.Cmp(want) != 0 {
		t.Fatalf("balance of %s: got %s want %s", a.Address().Hex(), got, want)
	}
}

func (e *testEnv) treasury() *big.Int {
	e.t.Helper()
	b, err := e.c.Treasury(e.ctx)
	must(e.t, err)
	return b
}

// wallets snapshots ETH balances, to measure what each address gained
// net of the gas it paid.
type wallets struct {
	e      *testEnv
	from   uint64
	before map[common.Address]*big.Int
}

func (e *testEnv) snapshot(addrs ...common.Address) *wallets {
	e.t.Helper()
	n, err := e.c.Client().BlockNumber(e.ctx)
	must(e.t, err)
	w := &wallets{e: e, from: n, before: map[common.Address]*big.Int{}}
	for _, a := range addrs {
		b, err := e.c.Client().BalanceAt(e.ctx, a, nil)
		must(e.t, err)
		w.before[a] = b
	}
	return w
}

// net is what a gained since the snapshot, adding back the gas fees it
// paid in every block since.
func (w *wallets) net(a common.Address) *big.Int {
	e := w.e
	e.t.Helper()
	cl := e.c.Client()
	blocks, ok := cl.(interface {
		BlockByNumber(context.Context, *big.Int) (*types.Block, error)
	})
	if !ok {
		e.t.Fatal("the backend reads no blocks")
	}
	now, err := cl.BalanceAt(e.ctx, a, nil)
	must(e.t, err)
	out := new(big.Int).Sub(now, w.before[a])
	head, err := cl.BlockNumber(e.ctx)
	must(e.t, err)
	for n := w.from + 1; n <= head; n++ {
		blk, err := blocks.BlockByNumber(e.ctx, new(big.Int).SetUint64(n))
		must(e.t, err)
		for _, tx := range blk.Transactions() {
			from, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
			must(e.t, err)
			if from != a {
				continue
			}
			r, err := cl.TransactionReceipt(e.ctx, tx.Hash())
			must(e.t, err)
			out.Add(out, new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice))
		}
	}
	return out
}

// TestTaskFlowConserved runs submit → claim → sealed commit → verifier
// commits → reveals → settle → withdrawals and checks every payout and
// every wallet to the wei.
func TestTaskFlowConserved(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, v1, v2, other := e.accts[1], e.accts[2], e.accts[3], e.accts[4], e.accts[5]
	w := e.snapshot(sub.Address(), solver.Address(), v1.Address(), v2.Address(), e.c.addrs.TaskMarket)
	stake := milli(500)

	bad := taskParams(8, stake)
	bad.MaxWork = 0
	_, err := e.c.SubmitTask(e.ctx, sub, bad)
	if err == nil {
		t.Fatal("a task without work was accepted")
	}
	_, err = e.c.send(e.ctx, sub, "submitTask", e.c.addrs.TaskMarket, e.c.market.PackSubmitTask(taskParams(8, stake)), milli(999))
	mustRevert(t, err, "WrongValue")
	_, err = e.c.SubmitTask(e.ctx, sub, taskParams(0, stake))
	mustRevert(t, err, "BadTaskParams")
	id, err := e.c.SubmitTask(e.ctx, sub, taskParams(8, stake))
	must(t, err)
	tk, err := e.c.Task(e.ctx, id)
	must(t, err)
	if tk.Status != TaskOpen || tk.Fee.Cmp(eth(1)) != 0 || tk.Held.Cmp(eth(1)) != 0 {
		t.Fatalf("task %+v", tk)
	}
	_, err = e.c.Task(e.ctx, big.NewInt(77))
	mustRevert(t, err, "UnknownTask")

	_, err = e.c.send(e.ctx, solver, "claim", e.c.addrs.TaskMarket, e.c.market.PackClaim(id), eth(2))
	mustRevert(t, err, "WrongValue")
	must(t, e.c.Claim(e.ctx, solver, id))
	mustRevert(t, e.c.Claim(e.ctx, other, id), "WrongStatus")
	honest := trace{steps: 8, entries: 4}
	res := resultOf(honest, 60)
	mustRevert(t, e.c.CommitResult(e.ctx, other, id, res, wrongHash), "NotSolver")
	must(t, e.c.CommitResult(e.ctx, solver, id, res, wrongHash))
	mustRevert(t, e.c.CommitResult(e.ctx, solver, id, res, wrongHash), "WrongStatus")
	tk, _ = e.c.Task(e.ctx, id)
	if tk.Status != TaskCommitted || tk.ResultSeal != res.Seal() || tk.FinalStateHash != ([32]byte{}) {
		t.Fatalf("the result is not sealed: %+v", tk)
	}
	// The seal the driver computes is the contract's.
	onChain, err := call(e.ctx, e.c.mktC, "resultSeal", e.c.market.PackResultSeal(res.binding()), e.c.market.UnpackResultSeal)
	must(t, err)
	vd := verdictOf(honest, 60)
	onChainV, err := call(e.ctx, e.c.mktC, "verdictSeal", e.c.market.PackVerdictSeal(vd.FinalStateHash, vd.WorkUsed, v1.Address(), vd.Salt), e.c.market.UnpackVerdictSeal)
	must(t, err)
	if onChain != res.Seal() || onChainV != vd.Seal(v1.Address()) {
		t.Fatal("driver and contract seals differ")
	}

	must(t, e.c.CommitVerdict(e.ctx, v1, id, vd))
	mustRevert(t, e.c.CommitVerdict(e.ctx, v1, id, vd), "AlreadyVerifier")
	must(t, e.c.CommitVerdict(e.ctx, v2, id, vd))
	_, err = e.c.RevealResult(e.ctx, solver, id, res, wrongHash)
	mustRevert(t, err, "DeadlineNotReached")
	e.warpTo(tk.Deadline + 1)
	mustRevert(t, e.c.CommitVerdict(e.ctx, other, id, vd), "DeadlinePassed")
	_, err = e.RevealVerdictErr(v1, id, vd)
	mustRevert(t, err, "WrongStatus")
	lie := res
	lie.WorkUsed = 61
	_, err = e.c.RevealResult(e.ctx, solver, id, lie, wrongHash)
	mustRevert(t, err, "BadReveal")
	forced, err := e.c.RevealResult(e.ctx, solver, id, res, wrongHash)
	must(t, err)
	if forced {
		t.Fatal("a forced error in a market without them")
	}
	// A copied seal does not reveal: the verdict is bound to its verifier.
	_, err = e.RevealVerdictErr(other, id, vd)
	mustRevert(t, err, "NotVerifier")
	_, err = e.RevealVerdictErr(v1, id, Verdict{FinalStateHash: vd.FinalStateHash, WorkUsed: 60, Salt: h32("other")})
	mustRevert(t, err, "BadReveal")
	for _, v := range []*Account{v1, v2} {
		d, err := e.c.RevealVerdict(e.ctx, v, id, vd)
		must(t, err)
		if d != nil {
			t.Fatalf("an agreeing verdict opened dispute %s", d)
		}
	}
	mustRevert(t, e.c.Settle(e.ctx, other, id), "DeadlineNotReached")
	tk, _ = e.c.Task(e.ctx, id)
	if tk.Status != TaskRevealed || tk.CheckpointCid != "bafy-ckpt" || tk.WorkUsed != 60 || tk.Held.Cmp(milli(2500)) != 0 {
		t.Fatalf("task %+v", tk)
	}
	e.checkConservation()
	e.warpTo(tk.Deadline + 1)
	must(t, e.c.Settle(e.ctx, other, id))
	mustRevert(t, e.c.Settle(e.ctx, other, id), "WrongStatus")

	// 60 of 100 work units at 0.01 ETH: 0.6 ETH paid, 5% (0.03) to the
	// treasury, 10% (0.06) shared by the two verifiers, 0.4 refunded.
	wantBalance(t, e, solver, milli(600-30-60+500))
	wantBalance(t, e, sub, milli(400))
	wantBalance(t, e, v1, milli(500+30))
	wantBalance(t, e, v2, milli(500+30))
	if got := e.treasury(); got.Cmp(milli(30)) != 0 {
		t.Fatalf("treasury %s", got)
	}
	tk, _ = e.c.Task(e.ctx, id)
	if tk.Status != TaskSettled || tk.Held.Sign() != 0 {
		t.Fatalf("task %+v", tk)
	}
	e.checkConservation()
	for _, a := range []*Account{sub, solver, v1, v2} {
		must(t, e.c.Withdraw(e.ctx, a))
	}
	mustRevert(t, e.c.Withdraw(e.ctx, solver), "NothingToWithdraw")
	// Every wallet, net of gas, to the wei; what is left in the market is
	// the treasury.
	for _, c := range []struct {
		a    common.Address
		want *big.Int
	}{
		{sub.Address(), milli(-600)},
		{solver.Address(), milli(510)},
		{v1.Address(), milli(30)},
		{v2.Address(), milli(30)},
		{e.c.addrs.TaskMarket, milli(30)},
	} {
		if got := w.net(c.a); got.Cmp(c.want) != 0 {
			t.Errorf("%s gained %s, want %s", c.a.Hex(), got, c.want)
		}
	}
	dep, wd, held, err := e.c.MarketTotals(e.ctx)
	must(t, err)
	if new(big.Int).Sub(dep, wd).Cmp(held) != 0 || held.Cmp(e.treasury()) != 0 {
		t.Fatalf("totals %s %s %s", dep, wd, held)
	}
}

// RevealVerdictErr is RevealVerdict for tests expecting a revert.
func (e *testEnv) RevealVerdictErr(a *Account, id *big.Int, v Verdict) (*big.Int, error) {
	return e.c.RevealVerdict(e.ctx, a, id, v)
}

// TestForcedErrorJackpot deploys a market where every task has a forced
// error: the solver must reveal its sealed wrong hash too, the verifiers
// that committed the correct hash share the jackpot, and the solver is
// paid as usual.
func TestForcedErrorJackpot(t *testing.T) {
	mc := testMarket
	mc.ForcedErrorOdds = 1
	e := newTestEnvWith(t, mc)
	sub, solver, v1, v2, v3 := e.accts[1], e.accts[2], e.accts[3], e.accts[4], e.accts[5]
	must(t, e.c.FundTreasury(e.ctx, e.accts[6], eth(1)))
	stake := milli(500)
	honest := trace{steps: 8, entries: 4}
	id, err := e.c.SubmitTask(e.ctx, sub, taskParams(8, stake))
	must(t, err)
	res := resultOf(honest, 100)
	must(t, e.c.Claim(e.ctx, solver, id))
	must(t, e.c.CommitResult(e.ctx, solver, id, res, wrongHash))
	vd := verdictOf(honest, 100)
	must(t, e.c.CommitVerdict(e.ctx, v1, id, vd))
	must(t, e.c.CommitVerdict(e.ctx, v2, id, vd))
	// v3 commits and never reveals: it loses its stake to the treasury.
	must(t, e.c.CommitVerdict(e.ctx, v3, id, vd))
	tk, _ := e.c.Task(e.ctx, id)
	if !tk.Seeded || tk.DrawBlock == 0 {
		t.Fatalf("draw not seeded by the verifier commitments: %+v", tk)
	}
	e.warpTo(tk.Deadline + 1)
	// The wrong hash must be the sealed one.
	_, err = e.c.RevealResult(e.ctx, solver, id, res, h32("another-wrong"))
	mustRevert(t, err, "BadWrongReveal")
	_, err = e.c.RevealResult(e.ctx, solver, id, res, res.FinalStateHash)
	mustRevert(t, err, "BadWrongReveal")
	forced, err := e.c.RevealResult(e.ctx, solver, id, res, wrongHash)
	must(t, err)
	tk, _ = e.c.Task(e.ctx, id)
	if !forced || !tk.Forced || tk.WrongFinalHash != wrongHash || tk.FinalStateHash != res.FinalStateHash {
		t.Fatalf("forced %v, task %+v", forced, tk)
	}
	for _, v := range []*Account{v1, v2} {
		d, err := e.c.RevealVerdict(e.ctx, v, id, vd)
		must(t, err)
		if d != nil {
			t.Fatal("the correct verdict opened a dispute")
		}
	}
	e.warpTo(tk.Deadline + 1)
	must(t, e.c.Settle(e.ctx, e.accts[6], id))
	// 1 ETH of work: 0.05 to the treasury, 0.1 to the two catchers. The
	// jackpot is the task's treasury share × the odds (0.05 × 1), split
	// between the two verifiers that caught the error.
	wantBalance(t, e, solver, milli(1000-50-100+500))
	wantBalance(t, e, sub, new(big.Int))
	wantBalance(t, e, v1, milli(500+50+25))
	wantBalance(t, e, v2, milli(500+50+25))
	wantBalance(t, e, v3, new(big.Int))
	if got, want := e.treasury(), milli(1000+50+500-50); got.Cmp(want) != 0 {
		t.Fatalf("treasury %s want %s", got, want)
	}
	e.checkConservation()
}

// TestNoTrustedParty checks that the submitter can neither solve, verify,
// challenge nor referee its own task, that the solver cannot verify it,
// and that no one but the deployer binds the referee set, once.
func TestNoTrustedParty(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, v1 := e.accts[1], e.accts[2], e.accts[3]
	_, err := e.c.send(e.ctx, e.accts[0], "bind", e.c.addrs.TaskMarket, e.c.market.PackBind(e.c.addrs.DisputeGame, sub.Address()), nil)
	mustRevert(t, err, "AlreadyBound")
	_, err = e.c.send(e.ctx, sub, "bind", e.c.addrs.TaskMarket, e.c.market.PackBind(e.c.addrs.DisputeGame, sub.Address()), nil)
	mustRevert(t, err, "NotDeployer")
	_, err = e.c.send(e.ctx, sub, "resolveDispute", e.c.addrs.TaskMarket, e.c.market.PackResolveDispute(big.NewInt(1), big.NewInt(1), OutcomeChallengerWon), nil)
	mustRevert(t, err, "NotDisputeGame")
	_, err = e.c.send(e.ctx, sub, "open", e.c.addrs.DisputeGame, e.c.game.PackOpen(bindingsOpenParams(e)), nil)
	mustRevert(t, err, "NotMarket")

	honest := trace{steps: 8, entries: 4}
	bad := trace{steps: 8, entries: 4, badStep: 5, badEntry: 2}
	id, err := e.c.SubmitTask(e.ctx, sub, taskParams(8, eth(1)))
	must(t, err)
	mustRevert(t, e.c.Claim(e.ctx, sub, id), "SubmitterCannotSolve")
	must(t, e.c.Claim(e.ctx, solver, id))
	res := resultOf(honest, 50)
	must(t, e.c.CommitResult(e.ctx, solver, id, res, wrongHash))
	// The submitter cannot verify, so it cannot challenge either; nor
	// can the solver.
	mustRevert(t, e.c.CommitVerdict(e.ctx, sub, id, verdictOf(bad, 50)), "SubmitterCannotVerify")
	mustRevert(t, e.c.CommitVerdict(e.ctx, solver, id, verdictOf(bad, 50)), "SolverCannotVerify")
	// A verifier that disagrees opens the dispute.
	must(t, e.c.CommitVerdict(e.ctx, v1, id, verdictOf(bad, 50)))
	tk, _ := e.c.Task(e.ctx, id)
	e.warpTo(tk.Deadline + 1)
	_, err = e.c.RevealResult(e.ctx, solver, id, res, wrongHash)
	must(t, err)
	// A challenge states the challenger's split hash, the game's first
	// move: without one it reverts.
	noSplit := verdictOf(bad, 50)
	noSplit.SplitHash = [32]byte{}
	_, err = e.c.RevealVerdict(e.ctx, v1, id, noSplit)
	mustRevert(t, err, "BadHashCount")
	dispute, err := e.c.RevealVerdict(e.ctx, v1, id, verdictOf(bad, 50))
	must(t, err)
	if dispute == nil {
		t.Fatal("a dissenting verdict opened no dispute")
	}
	g, err := e.c.Game(e.ctx, dispute)
	must(t, err)
	if g.Referee != e.c.addrs.RefereeSet || g.Challenger != v1.Address() {
		t.Fatalf("game %+v", g)
	}
	for g.Phase != PhaseReferee {
		e.moveOnce(dispute, solver, v1, honest, bad)
		g, _ = e.c.Game(e.ctx, dispute)
	}
	v, err := e.c.GameView(e.ctx, dispute)
	must(t, err)
	ruling := honest.ruling(v)
	// The submitter, the solver and the challenger join the referee set
	// but cannot vote on this dispute; the submitter cannot rule alone.
	for _, a := range []*Account{sub, solver, v1} {
		must(t, e.c.JoinReferees(e.ctx, a))
		mustRevert(t, e.c.VoteRuling(e.ctx, a, dispute, bad.claim(v)), "Conflicted")
	}
	mustRevert(t, e.c.Rule(e.ctx, sub, dispute, ruling), "NotReferee")
	must(t, e.c.VoteRuling(e.ctx, e.referees[0], dispute, ruling))
	must(t, e.c.VoteRuling(e.ctx, e.referees[1], dispute, ruling))
	g, _ = e.c.Game(e.ctx, dispute)
	if g.Outcome != OutcomeSolverWon {
		t.Fatalf("outcome %d", g.Outcome)
	}
	e.settleAfter(id)
	// The griefing verifier's stake went to the solver.
	wantBalance(t, e, solver, new(big.Int).Add(milli(500-25-50), eth(2)))
	wantBalance(t, e, v1, new(big.Int))
	wantBalance(t, e, sub, milli(500))
	e.checkConservation()
}

// TestCheatingSolverSlashed: a solver cheats at step 6, op 3; a verifier
// that recomputed the task challenges, a colluding verifier vouches for
// the solver, one referee-set member votes for the solver against the
// ruling. The solver loses the dispute and its stake, the colluder its
// stake, the dissenting member its member stake.
func TestCheatingSolverSlashed(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, honestV, colluder := e.accts[1], e.accts[2], e.accts[3], e.accts[4]
	honest := trace{steps: 8, entries: 4}
	bad := trace{steps: 8, entries: 4, badStep: 6, badEntry: 3}
	id, err := e.c.SubmitTask(e.ctx, sub, taskParams(8, eth(1)))
	must(t, err)
	disputes := e.commitAndReveal(id, solver, resultOf(bad, 100), []*Account{honestV, colluder}, []Verdict{verdictOf(honest, 100), verdictOf(bad, 100)})
	if len(disputes) != 1 {
		t.Fatalf("disputes %v", disputes)
	}
	tk, _ := e.c.Task(e.ctx, id)
	if tk.Status != TaskDisputed || tk.OpenDisputes != 1 {
		t.Fatalf("task %+v", tk)
	}
	vs, err := e.c.Verifiers(e.ctx, id)
	must(t, err)
	if vs[0].Status != VerdictChallenger || vs[1].Status != VerdictAgreed {
		t.Fatalf("verifiers %+v", vs)
	}
	d := disputes[0]
	g, _ := e.c.Game(e.ctx, d)
	for g.Phase != PhaseReferee {
		e.moveOnce(d, solver, honestV, bad, honest)
		g, _ = e.c.Game(e.ctx, d)
	}
	v, err := e.c.GameView(e.ctx, d)
	must(t, err)
	if v.Step != 6 || v.Entry != 3 || v.Length {
		t.Fatalf("pinned step %d entry %d", v.Step, v.Entry)
	}
	// The honest ruling is the challenger's entry: the one that extends
	// the agreed chain hash to the challenger's at the entry.
	ruling, lie := honest.ruling(v), bad.claim(v)
	if game.ChainNext(v.Agreed, ruling) != v.HiChallenger || game.ChainNext(v.Agreed, lie) != v.HiSolver || ruling == lie {
		t.Fatalf("ruling %x, the solver's entry %x, chain hashes %x (solver) and %x (challenger)", ruling, lie, v.HiSolver, v.HiChallenger)
	}
	dissenter := e.referees[0]
	must(t, e.c.VoteRuling(e.ctx, dissenter, d, lie))
	mustRevert(t, e.c.SlashReferee(e.ctx, e.accts[6], d, dissenter.Address()), "NotRuled")
	must(t, e.c.VoteRuling(e.ctx, e.referees[1], d, ruling))
	mustRevert(t, e.c.Settle(e.ctx, e.accts[6], id), "DisputesOpen")
	must(t, e.c.VoteRuling(e.ctx, e.referees[2], d, ruling))
	mustRevert(t, e.c.VoteRuling(e.ctx, dissenter, d, ruling), "AlreadyRuled")
	g, _ = e.c.Game(e.ctx, d)
	if g.Outcome != OutcomeChallengerWon {
		t.Fatalf("outcome %d", g.Outcome)
	}
	// The member that voted against the ruling is slashed to the
	// treasury; those that voted with it are not.
	mustRevert(t, e.c.SlashReferee(e.ctx, e.accts[6], d, e.referees[1].Address()), "NotSlashable")
	treasuryB := e.treasury()
	must(t, e.c.SlashReferee(e.ctx, e.accts[6], d, dissenter.Address()))
	mustRevert(t, e.c.SlashReferee(e.ctx, e.accts[6], d, dissenter.Address()), "NotSlashable")
	m, err := e.c.Referee(e.ctx, dissenter.Address())
	must(t, err)
	if m.Voting || m.Stake.Sign() != 0 {
		t.Fatalf("slashed member %+v", m)
	}
	if got := new(big.Int).Sub(e.treasury(), treasuryB); got.Cmp(eth(1)) != 0 {
		t.Fatalf("treasury gained %s from the slash", got)
	}

	e.settleAfter(id)
	tk, _ = e.c.Task(e.ctx, id)
	if tk.Status != TaskRejected {
		t.Fatalf("status %d", tk.Status)
	}
	wantBalance(t, e, solver, new(big.Int))
	wantBalance(t, e, honestV, eth(2))
	wantBalance(t, e, colluder, new(big.Int))
	wantBalance(t, e, sub, eth(1))
	if got := new(big.Int).Sub(e.treasury(), treasuryB); got.Cmp(eth(2)) != 0 {
		t.Fatalf("treasury gained %s (the slash and the colluder's stake)", got)
	}
	e.checkConservation()
	// A rejected task cannot be a parent.
	child := taskParams(8, eth(1))
	child.ParentTaskId, child.InitialStateHash = id, [32]byte{}
	_, err = e.c.SubmitTask(e.ctx, sub, child)
	mustRevert(t, err, "ParentNotSettled")
}

// TestMissedDeadlines covers a solver that never commits, a solver that
// never reveals, and a verifier that never reveals.
func TestMissedDeadlines(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, v1, v2, other := e.accts[1], e.accts[2], e.accts[3], e.accts[4], e.accts[5]
	honest := trace{steps: 4, entries: 4}

	// An open task is cancelled by its submitter only.
	id, err := e.c.SubmitTask(e.ctx, sub, taskParams(4, eth(1)))
	must(t, err)
	mustRevert(t, e.c.Cancel(e.ctx, other, id), "NotSubmitter")
	must(t, e.c.Cancel(e.ctx, sub, id))
	wantBalance(t, e, sub, eth(1))
	mustRevert(t, e.c.Claim(e.ctx, solver, id), "WrongStatus")

	// A solver that never commits forfeits its stake to the submitter.
	id, err = e.c.SubmitTask(e.ctx, sub, taskParams(4, eth(1)))
	must(t, err)
	must(t, e.c.Claim(e.ctx, solver, id))
	mustRevert(t, e.c.Cancel(e.ctx, other, id), "DeadlineNotReached")
	e.warp(3601 * time.Second)
	mustRevert(t, e.c.CommitResult(e.ctx, solver, id, resultOf(honest, 10), wrongHash), "DeadlinePassed")
	must(t, e.c.Cancel(e.ctx, other, id))
	wantBalance(t, e, sub, eth(3))

	// A solver that commits and never reveals: the task is rejected, the
	// submitter gets its fee and the solver's stake, verifiers their stakes.
	id, err = e.c.SubmitTask(e.ctx, sub, taskParams(4, eth(1)))
	must(t, err)
	must(t, e.c.Claim(e.ctx, solver, id))
	must(t, e.c.CommitResult(e.ctx, solver, id, resultOf(honest, 10), wrongHash))
	must(t, e.c.CommitVerdict(e.ctx, v1, id, verdictOf(honest, 10)))
	tk, _ := e.c.Task(e.ctx, id)
	e.warpTo(tk.Deadline + 1)
	mustRevert(t, e.c.Settle(e.ctx, other, id), "DeadlineNotReached")
	e.warpTo(tk.Deadline + 601)
	_, err = e.c.RevealResult(e.ctx, solver, id, resultOf(honest, 10), wrongHash)
	mustRevert(t, err, "DeadlinePassed")
	must(t, e.c.Settle(e.ctx, other, id))
	tk, _ = e.c.Task(e.ctx, id)
	if tk.Status != TaskRejected {
		t.Fatalf("status %d", tk.Status)
	}
	wantBalance(t, e, sub, eth(5))
	wantBalance(t, e, v1, eth(1))
	wantBalance(t, e, solver, new(big.Int))

	// A verifier that commits and never reveals loses its stake to the
	// treasury; the one that revealed takes the whole verifier share.
	treasuryB := e.treasury()
	id, err = e.c.SubmitTask(e.ctx, sub, taskParams(4, eth(1)))
	must(t, err)
	must(t, e.c.Claim(e.ctx, solver, id))
	must(t, e.c.CommitResult(e.ctx, solver, id, resultOf(honest, 100), wrongHash))
	must(t, e.c.CommitVerdict(e.ctx, v1, id, verdictOf(honest, 100)))
	must(t, e.c.CommitVerdict(e.ctx, v2, id, verdictOf(honest, 100)))
	tk, _ = e.c.Task(e.ctx, id)
	e.warpTo(tk.Deadline + 1)
	_, err = e.c.RevealResult(e.ctx, solver, id, resultOf(honest, 100), wrongHash)
	must(t, err)
	_, err = e.c.RevealVerdict(e.ctx, v1, id, verdictOf(honest, 100))
	must(t, err)
	tk, _ = e.c.Task(e.ctx, id)
	e.warpTo(tk.Deadline + 1)
	_, err = e.c.RevealVerdict(e.ctx, v2, id, verdictOf(honest, 100))
	mustRevert(t, err, "DeadlinePassed")
	must(t, e.c.Settle(e.ctx, other, id))
	wantBalance(t, e, v1, milli(1000+1000+100))
	wantBalance(t, e, v2, new(big.Int))
	wantBalance(t, e, solver, milli(1000-50-100+1000))
	if got := new(big.Int).Sub(e.treasury(), treasuryB); got.Cmp(milli(1000+50)) != 0 {
		t.Fatalf("treasury gained %s", got)
	}
	e.checkConservation()
}

// TestLineage: a task names a settled parent and starts from its final
// state; Lineage walks the chain back.
func TestLineage(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, v1 := e.accts[1], e.accts[2], e.accts[3]
	first := trace{steps: 4, entries: 2}
	parent, err := e.c.SubmitTask(e.ctx, sub, taskParams(4, eth(1)))
	must(t, err)
	child := taskParams(4, eth(1))
	child.ParentTaskId, child.InitialStateHash = parent, [32]byte{}
	_, err = e.c.SubmitTask(e.ctx, sub, child)
	mustRevert(t, err, "ParentNotSettled")
	e.commitAndReveal(parent, solver, resultOf(first, 40), []*Account{v1}, []Verdict{verdictOf(first, 40)})
	e.settleAfter(parent)

	child.InitialStateHash = h32("not-the-parent's")
	_, err = e.c.SubmitTask(e.ctx, sub, child)
	mustRevert(t, err, "BadTaskParams")
	child.InitialStateHash = [32]byte{}
	kid, err := e.c.SubmitTask(e.ctx, sub, child)
	must(t, err)
	child.ParentTaskId = kid
	_, err = e.c.SubmitTask(e.ctx, sub, child)
	mustRevert(t, err, "ParentNotSettled")
	chain, err := e.c.Lineage(e.ctx, kid)
	must(t, err)
	if len(chain) != 2 || chain[1].ParentTaskId.Sign() != 0 || chain[0].ParentTaskId.Cmp(parent) != 0 {
		t.Fatalf("lineage %+v", chain)
	}
	if chain[0].InitialStateHash != first.state(4) || chain[1].CheckpointCid != "bafy-ckpt" {
		t.Fatalf("the child starts from %x, the parent ended at %x (%s)", chain[0].InitialStateHash, first.state(4), chain[1].CheckpointCid)
	}
}

// TestTaskPool reads posted tasks from the chain's events and watches new
// ones.
func TestTaskPool(t *testing.T) {
	e := newTestEnv(t)
	sub, other := e.accts[1], e.accts[5]
	id1, err := e.c.SubmitTask(e.ctx, sub, taskParams(4, eth(1)))
	must(t, err)
	id2, err := e.c.SubmitTask(e.ctx, other, taskParams(6, eth(2)))
	must(t, err)
	all, err := e.c.Tasks(e.ctx, TaskFilter{})
	must(t, err)
	if len(all) != 2 || all[0].ID.Cmp(id1) != 0 || all[1].ID.Cmp(id2) != 0 || all[1].Steps != 6 || all[1].Stake.Cmp(eth(2)) != 0 || all[0].Fee().Cmp(eth(1)) != 0 {
		t.Fatalf("tasks %+v", all)
	}
	mine, err := e.c.Tasks(e.ctx, TaskFilter{Submitter: []common.Address{other.Address()}})
	must(t, err)
	if len(mine) != 1 || mine[0].Submitter != other.Address() {
		t.Fatalf("tasks of %s: %+v", other.Address().Hex(), mine)
	}

	head, err := e.emb.BlockNumber(e.ctx)
	must(t, err)
	ctx, cancel := context.WithCancel(e.ctx)
	out := make(chan TaskEvent)
	done := make(chan error, 1)
	go func() { done <- e.c.WatchTasks(ctx, TaskFilter{FromBlock: head + 1}, out) }()
	id3, err := e.c.SubmitTask(e.ctx, sub, taskParams(4, eth(1)))
	must(t, err)
	select {
	case ev := <-out:
		if ev.ID.Cmp(id3) != 0 || ev.Submitter != sub.Address() {
			t.Fatalf("watched %+v", ev)
		}
	case <-e.ctx.Done():
		t.Fatal("no task watched")
	}
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("watch ended with %v", err)
	}
}

// TestForcedErrorDraw checks the draw against the block hash after the
// commitment and the solver's salt, over tasks with different salts in a
// market with odds 2; the seed is read by a verifier commitment or by
// SeedDraw.
func TestForcedErrorDraw(t *testing.T) {
	mc := testMarket
	mc.ForcedErrorOdds = 2
	e := newTestEnvWith(t, mc)
	sub, solver, v1 := e.accts[1], e.accts[2], e.accts[3]
	honest := trace{steps: 4, entries: 2}
	counts := map[bool]int{}
	for i := 0; i < 8; i++ {
		id, err := e.c.SubmitTask(e.ctx, sub, taskParams(4, milli(100)))
		must(t, err)
		res := resultOf(honest, 10)
		res.Salt = hashOf("salt", i)
		must(t, e.c.Claim(e.ctx, solver, id))
		must(t, e.c.CommitResult(e.ctx, solver, id, res, wrongHash))
		if i%2 == 0 {
			// The first commitment after the draw block reads the seed.
			must(t, e.c.CommitVerdict(e.ctx, v1, id, verdictOf(honest, 10)))
		}
		tk, err := e.c.Task(e.ctx, id)
		must(t, err)
		for !tk.Seeded {
			err := e.c.SeedDraw(e.ctx, e.accts[6], id)
			if IsRevert(err, "DrawNotSeedable") {
				e.emb.Commit() // the draw block's hash is not known yet
			} else {
				must(t, err)
			}
			tk, err = e.c.Task(e.ctx, id)
			must(t, err)
		}
		mustRevert(t, e.c.SeedDraw(e.ctx, e.accts[6], id), "DrawNotSeedable")
		h, err := e.emb.HeaderByNumber(e.ctx, new(big.Int).SetUint64(tk.DrawBlock))
		must(t, err)
		if !tk.Seeded || tk.DrawSeed != h.Hash() {
			t.Fatalf("task %s: seed %x, block %d hash %x", id, tk.DrawSeed, tk.DrawBlock, h.Hash())
		}
		e.warpTo(tk.Deadline + 1)
		forced, err := e.c.RevealResult(e.ctx, solver, id, res, wrongHash)
		must(t, err)
		if want := ForcedError(tk.DrawSeed, res.Salt, 2); forced != want {
			t.Fatalf("task %s: forced %v, the Go draw says %v", id, forced, want)
		}
		counts[forced]++
	}
	t.Logf("forced errors: %v", counts)
}
