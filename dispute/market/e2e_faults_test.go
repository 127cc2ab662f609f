package market

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/chain"
)

// TestForcedError: on a market where every task draws a forced error the
// solver reveals its wrong hash too, the verifiers (who computed the
// right one) are not fooled, and the jackpot is paid to them from the
// treasury.
func TestForcedError(t *testing.T) {
	mc := testMkt
	mc.ForcedErrorOdds = 1
	e := newEnv(t, mc)
	forcedError(t, e, newFlow(e), mc)
}

// forcedError runs f on a market whose every task has a forced error
// (mc.ForcedErrorOdds = 1): the solver reveals its wrong hash too, the
// honest verifiers catch it and share the jackpot; every balance to the
// wei.
func forcedError(t *testing.T, e *env, f *flow, mc chain.MarketConfig) {
	funding := big.NewInt(1e18)
	must(t, e.c.FundTreasury(e.ctx, chain.NewAccount(chain.DevKey(5)), funding))
	f.submitAndCommit()
	f.reveal()
	tk := e.task(f.id)
	if !tk.Forced || tk.WrongFinalHash == tk.FinalStateHash || tk.WrongFinalHash == ([32]byte{}) {
		t.Fatalf("forced %v, wrong hash %x, final %x", tk.Forced, tk.WrongFinalHash, tk.FinalStateHash)
	}
	if rec := f.sol.Records()[f.id.String()]; !rec.Forced || rec.WrongFinalHash != common.Hash(tk.WrongFinalHash) {
		t.Fatalf("solver record %+v", rec)
	}
	for i, v := range f.vers {
		rec := v.Records()[f.id.String()]
		if rec.FinalStateHash == common.Hash(tk.WrongFinalHash) || rec.FinalStateHash != common.Hash(tk.FinalStateHash) {
			t.Fatalf("verifier %d computed %s: final %x wrong %x", i, rec.FinalStateHash, tk.FinalStateHash, tk.WrongFinalHash)
		}
	}
	treasury0, err := e.c.Treasury(e.ctx)
	must(t, err)
	f.settle()
	pay := new(big.Int).Mul(new(big.Int).SetUint64(tk.WorkUsed), testPrice)
	tax, vfee := bps(pay, mc.TreasuryBps), bps(pay, mc.VerifierBps)
	each := new(big.Int).Div(vfee, big.NewInt(2))
	rest := new(big.Int).Sub(vfee, new(big.Int).Mul(each, big.NewInt(2)))
	// The jackpot is tax × odds, capped by the treasury, shared equally.
	jackpot := new(big.Int).Mul(tax, big.NewInt(int64(mc.ForcedErrorOdds)))
	jackpotEach := new(big.Int).Div(jackpot, big.NewInt(2))
	for _, i := range []int{3, 4} {
		got, err := e.c.MarketBalance(e.ctx, e.addr(i))
		must(t, err)
		want := new(big.Int).Add(testStake, each)
		want.Add(want, jackpotEach)
		if got.Cmp(want) != 0 {
			t.Errorf("verifier %d market balance %s, want stake + share + jackpot %s", i, got, want)
		}
	}
	treasury1, err := e.c.Treasury(e.ctx)
	must(t, err)
	wantT := new(big.Int).Add(treasury0, tax)
	wantT.Add(wantT, rest).Sub(wantT, new(big.Int).Mul(jackpotEach, big.NewInt(2)))
	if treasury1.Cmp(wantT) != 0 {
		t.Errorf("treasury %s, want %s", treasury1, wantT)
	}
	f.withdrawAll()
	solverPaid := new(big.Int).Sub(new(big.Int).Sub(pay, tax), vfee)
	gain := new(big.Int).Add(each, jackpotEach)
	f.checkBalances(map[common.Address]*big.Int{
		e.addr(1): new(big.Int).Neg(pay), e.addr(2): solverPaid, e.addr(3): gain, e.addr(4): gain,
		e.addr(5): new(big.Int).Neg(funding),
	})
	t.Logf("forced error caught: jackpot %s wei to each verifier", jackpotEach)
}

// TestCheatingSolver: a solver that alters its final state is challenged
// by both honest verifiers; it stays silent in the dispute games, the
// verifiers end them by timeout, and settlement rejects the result: the
// fee goes back to the submitter and the solver's stake to the
// challengers.
func TestCheatingSolver(t *testing.T) {
	e := newEnv(t, testMkt)
	f := newFlow(e)
	var err error
	f.s, err = f.sub.Submit(e.ctx, []byte(tinySpec), SubmitParams{PricePerWork: testPrice, Stake: testStake})
	must(t, err)
	f.id = f.s.TaskID
	// The cheat: claim, run honestly, then commit an altered final state.
	cheat, _, res, wrong := e.cheatCommit(f.id)
	for _, v := range f.vers {
		act, err := v.AdvanceTask(e.ctx, f.id)
		wantAction(t, act, err, ActCommit)
	}
	e.warpPast(e.task(f.id).Deadline)
	_, err = e.c.RevealResult(e.ctx, cheat, f.id, res, wrong)
	must(t, err)
	for i, v := range f.vers {
		act, err := v.AdvanceTask(e.ctx, f.id)
		wantAction(t, act, err, ActReveal)
		if rec := v.Records()[f.id.String()]; rec.DisputeID == "" || rec.CheckpointOK {
			t.Fatalf("verifier %d: dispute %q, checkpoint ok %v (the checkpoint's state is not the altered hash)", i, rec.DisputeID, rec.CheckpointOK)
		}
	}
	if st := e.task(f.id).Status; st != chain.TaskDisputed {
		t.Fatalf("status %d, want disputed", st)
	}
	// A whistleblower (node 5) re-executes: the result is wrong and both
	// verifiers were right to challenge it.
	rep, err := Audit(e.ctx, e.c, f.id, e.stores[5], e.ids[5])
	must(t, err)
	if rep.ResultOK || len(rep.Suspect) != 0 || len(rep.Unrevealed) != 0 || rep.Computed == common.Hash(e.task(f.id).FinalStateHash) {
		t.Fatalf("audit %+v", rep)
	}
	// The solver must move first and does not: after its turn the
	// verifiers claim the timeout.
	vs, err := e.c.Verifiers(e.ctx, f.id)
	must(t, err)
	g, err := e.c.Game(e.ctx, vs[0].DisputeId)
	must(t, err)
	for _, v := range f.vers {
		act, err := v.AdvanceTask(e.ctx, f.id)
		wantAction(t, act, err, ActDispute) // not yet timed out: nothing sent
	}
	e.warpPast(g.Deadline)
	for _, v := range f.vers {
		act, err := v.AdvanceTask(e.ctx, f.id)
		wantAction(t, act, err, ActDispute)
	}
	vs, err = e.c.Verifiers(e.ctx, f.id)
	must(t, err)
	for _, v := range vs {
		if v.Status != chain.VerdictChallenger || v.Outcome != chain.OutcomeChallengerWon {
			t.Fatalf("verifier %s: status %d outcome %d", v.Addr.Hex(), v.Status, v.Outcome)
		}
	}
	e.warpPast(e.task(f.id).Deadline)
	act, err := f.vers[0].AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActSettle)
	if st := e.task(f.id).Status; st != chain.TaskRejected {
		t.Fatalf("status %d, want rejected", st)
	}
	e.checkConserved()
	share := new(big.Int).Div(testStake, big.NewInt(2))
	for who, want := range map[common.Address]*big.Int{
		e.addr(1): f.s.Fee, e.addr(2): new(big.Int),
		e.addr(3): new(big.Int).Add(testStake, share), e.addr(4): new(big.Int).Add(testStake, share),
	} {
		got, err := e.c.MarketBalance(e.ctx, who)
		must(t, err)
		if got.Cmp(want) != 0 {
			t.Errorf("market balance of %s: %s, want %s", who.Hex(), got, want)
		}
	}
	for _, v := range f.vers {
		act, err := v.AdvanceTask(e.ctx, f.id)
		wantAction(t, act, err, ActWithdraw)
	}
	act, err = f.sub.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActWithdraw)
	f.checkBalances(map[common.Address]*big.Int{
		e.addr(1): new(big.Int), e.addr(2): new(big.Int).Neg(testStake), e.addr(3): share, e.addr(4): share,
	})
}

// TestSubmitterCannotVerify: the submitter's verifier refuses its own
// task before sending anything, and the market refuses the commitment
// too; the solver cannot verify either.
func TestSubmitterCannotVerify(t *testing.T) {
	e := newEnv(t, testMkt)
	submitterCannotVerify(t, e, newFlow(e))
}

// submitterCannotVerify: the submitter of a task can neither verify
// (nor, as the market's referee, rule on: the referee set is a staked
// neutral set) nor solve it.
func submitterCannotVerify(t *testing.T, e *env, f *flow) {
	f.submitAndCommit()
	self := e.verifier(1)
	if err := self.Commit(e.ctx, f.id); !errors.Is(err, ErrNotEligible) {
		t.Fatalf("submitter's commit: %v, want ErrNotEligible", err)
	}
	act, err := self.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActDrop)
	err = e.c.CommitVerdict(e.ctx, chain.NewAccount(chain.DevKey(1)), f.id, chain.Verdict{FinalStateHash: [32]byte{1}, Salt: [32]byte{2}})
	if !chain.IsRevert(err, "SubmitterCannotVerify") {
		t.Fatalf("the market took the submitter's verdict: %v", err)
	}
	if err := e.verifier(2).Commit(e.ctx, f.id); !errors.Is(err, ErrNotEligible) {
		t.Fatalf("solver's commit: %v, want ErrNotEligible", err)
	}
	// Nor can the submitter solve its own task.
	if err := e.solver(1).Claim(e.ctx, f.id); !errors.Is(err, ErrNotEligible) {
		t.Fatalf("submitter's claim: %v", err)
	}
	vs, err := e.c.Verifiers(e.ctx, f.id)
	must(t, err)
	if len(vs) != 2 {
		t.Fatalf("%d verifiers, want the 2 honest ones", len(vs))
	}
}

// TestRestartAndLineage: a solver restarted between its commitment and
// its reveal reveals from its state file; a child task continuing the
// settled one from its checkpoint has a lineage of two.
func TestRestartAndLineage(t *testing.T) {
	e := newEnv(t, testMkt)
	f := newFlow(e)
	f.submitAndCommit()
	must(t, f.sol.Close())
	must(t, f.sol.Close()) // idempotent
	if _, err := f.sol.AdvanceTask(e.ctx, f.id); !errors.Is(err, ErrClosed) {
		t.Fatalf("advance after close: %v", err)
	}
	f.sol = e.solver(2) // a new process: the same state file
	f.reveal()
	f.settle()
	f.withdrawAll()
	parent := e.task(f.id)

	child, err := f.sub.Submit(e.ctx, []byte(tinySpec), SubmitParams{PricePerWork: testPrice, Stake: testStake, Parent: f.id})
	must(t, err)
	ct := e.task(child.TaskID)
	if ct.InitialStateHash != parent.FinalStateHash || ct.ParentTaskId.Cmp(f.id) != 0 {
		t.Fatalf("child starts from %x (parent %s), want %x", ct.InitialStateHash, ct.ParentTaskId, parent.FinalStateHash)
	}
	f.id = child.TaskID
	must(t, f.sol.Claim(e.ctx, f.id))
	act, err := f.sol.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActCommit)
	for _, v := range f.vers {
		act, err := v.AdvanceTask(e.ctx, f.id)
		wantAction(t, act, err, ActCommit)
	}
	f.reveal()
	f.settle()
	lin, err := Lineage(e.ctx, e.c, child.TaskID)
	must(t, err)
	if len(lin) != 2 || lin[0].TaskID.Cmp(child.TaskID) != 0 || lin[1].CheckpointCID != parent.CheckpointCid {
		t.Fatalf("lineage %+v", lin)
	}
	// The solver's records survived the restart in the file.
	b, err := f.sol.state.encode()
	must(t, err)
	if _, err := DecodeState(b); err != nil || !bytes.Contains(b, []byte(f.id.String())) {
		t.Fatalf("state file: %v\n%s", err, b)
	}
}
