package market

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/chain"
)

var (
	testPrice = big.NewInt(1e9)                                                          // wei per work unit
	testStake = new(big.Int).Mul(big.NewInt(1e17), big.NewInt(1))                        // 0.1 ETH
	testMkt   = chain.MarketConfig{TreasuryBps: 500, VerifierBps: 1000, MaxVerifiers: 4} // no forced errors
)

// flow is one task's run through the market with a solver and two
// verifiers, driven step by step.
type flow struct {
	e      *env
	sub    *Submitter
	sol    *Solver
	vers   []*Verifier
	id     *big.Int
	s      *Submission
	before map[common.Address]*big.Int
	params SubmitParams
}

func newFlow(e *env) *flow {
	f := &flow{e: e, sub: e.submitter(1), sol: e.solver(2), vers: []*Verifier{e.verifier(3), e.verifier(4)}, before: map[common.Address]*big.Int{},
		params: SubmitParams{PricePerWork: testPrice, Stake: testStake}}
	for i := 0; i < 6; i++ {
		f.before[e.addr(i)] = e.ethBalance(e.addr(i))
	}
	return f
}

// submitAndCommit posts the task, has the solver claim, run and commit,
// and both verifiers re-execute and commit their verdicts.
func (f *flow) submitAndCommit() {
	e, t := f.e, f.e.t
	var err error
	f.s, err = f.sub.Submit(e.ctx, []byte(tinySpec), f.params)
	must(t, err)
	f.id = f.s.TaskID
	must(t, f.sol.Claim(e.ctx, f.id))
	act, err := f.sol.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActCommit)
	if st := e.task(f.id).Status; st != chain.TaskCommitted {
		t.Fatalf("status %d after the solver's commit", st)
	}
	for _, v := range f.vers {
		act, err := v.AdvanceTask(e.ctx, f.id)
		wantAction(t, act, err, ActCommit)
	}
	// Nothing more is due until the verification window closes.
	act, err = f.sol.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActWait)
}

// reveal closes the verification window, reveals the result and the
// verdicts, and returns the verifiers' records.
func (f *flow) reveal() {
	e, t := f.e, f.e.t
	e.warpPast(e.task(f.id).Deadline)
	act, err := f.sol.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActReveal)
	for _, v := range f.vers {
		act, err := v.AdvanceTask(e.ctx, f.id)
		wantAction(t, act, err, ActReveal)
	}
}

// settle closes the verifiers' reveal window, settles (the solver does)
// and has everyone withdraw.
func (f *flow) settle() {
	e, t := f.e, f.e.t
	e.warpPast(e.task(f.id).Deadline)
	act, err := f.sol.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActSettle)
	e.checkConserved()
}

func (f *flow) withdrawAll() {
	e, t := f.e, f.e.t
	act, err := f.sol.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActWithdraw)
	for _, v := range f.vers {
		act, err := v.AdvanceTask(e.ctx, f.id)
		wantAction(t, act, err, ActWithdraw)
	}
	act, err = f.sub.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActWithdraw)
	e.checkConserved()
}

// checkBalances checks every account's ether to the wei: before - gas
// fees + what the market paid it - what it paid the market.
func (f *flow) checkBalances(net map[common.Address]*big.Int) {
	e, t := f.e, f.e.t
	fees, gas := e.spent()
	for a, n := range net {
		want := new(big.Int).Sub(f.before[a], orZero(fees[a]))
		want.Add(want, n)
		if got := e.ethBalance(a); got.Cmp(want) != 0 {
			t.Errorf("%s: balance %s, want %s (before %s, gas fees %s, net %s)", a.Hex(), got, want, f.before[a], orZero(fees[a]), n)
		}
	}
	for i, role := range []string{"", "submitter", "solver", "verifier 1", "verifier 2"} {
		if role != "" {
			t.Logf("%-10s gas %7d  fees %s wei  net %s wei", role, gas[e.addr(i)], orZero(fees[e.addr(i)]), net[e.addr(i)])
		}
	}
}

func orZero(x *big.Int) *big.Int {
	if x == nil {
		return new(big.Int)
	}
	return x
}

// TestHonestFlow: a submitter, a solver and two verifiers with real
// checkpoint stores run a tiny job through submit, claim, commit,
// verdicts, reveals and settlement; every balance is conserved to the wei
// and the verifiers fetch the spec from the submitter's node and the
// solver's checkpoint from the solver's node by CID over libp2p on
// loopback.
func TestHonestFlow(t *testing.T) {
	e := newNetEnv(t, testMkt)
	f := newFlow(e)
	honestFlow(t, e, f)
}

func honestFlow(t *testing.T, e *env, f *flow) {
	f.submitAndCommit()
	f.reveal()
	tk := e.task(f.id)
	if tk.Status != chain.TaskRevealed || tk.Forced {
		t.Fatalf("status %d forced %v after the reveals", tk.Status, tk.Forced)
	}
	solRec := f.sol.Records()[f.id.String()]
	if tk.CheckpointCid != solRec.CheckpointCID || common.Hash(tk.FinalStateHash) != solRec.FinalStateHash {
		t.Fatalf("revealed %s %x, solver holds %s %s", tk.CheckpointCid, tk.FinalStateHash, solRec.CheckpointCID, solRec.FinalStateHash)
	}
	sr, err := f.sol.Receipt(f.id)
	if err != nil || common.Hash(sr.Output.StateHash) != solRec.FinalStateHash || common.Hash(sr.StateRoot) != solRec.StateRoot || sr.Output.CID != solRec.CheckpointCID {
		t.Fatalf("solver's receipt: %v", err)
	}
	for i, v := range f.vers {
		rec := v.Records()[f.id.String()]
		if rec.FinalStateHash != solRec.FinalStateHash || rec.DisputeID != "" {
			t.Fatalf("verifier %d computed %s (dispute %q), the solver %s", i, rec.FinalStateHash, rec.DisputeID, solRec.FinalStateHash)
		}
		if !rec.CheckpointOK {
			t.Fatalf("verifier %d did not check the revealed checkpoint", i)
		}
		// Each role kept the receipt of its run, to answer from in a
		// dispute: signed by its own key, committing to what it revealed.
		vr, err := v.Receipt(f.id)
		if err != nil || common.Hash(vr.Output.StateHash) != rec.FinalStateHash || vr.CheckSignature() != nil || vr.Signer.Address != e.addr(3+i).Hex() {
			t.Fatalf("verifier %d's receipt: %v", i, err)
		}
		// The first verifier can only have it from the solver; the second
		// may take it from the first, which now serves it too.
		if from := e.stores[3+i].fetchedFrom(tk.CheckpointCid); from != "node2" && (i == 0 || from != "node3") {
			t.Fatalf("verifier %d fetched the checkpoint %s from %q, want the solver's node2", i, tk.CheckpointCid, from)
		}
		if from := e.stores[3+i].fetchedFrom(tk.SpecCid); from == "" {
			t.Fatalf("verifier %d never fetched the spec %s", i, tk.SpecCid)
		}
	}
	vs, err := e.c.Verifiers(e.ctx, f.id)
	must(t, err)
	for _, v := range vs {
		if v.Status != chain.VerdictAgreed {
			t.Fatalf("verifier %s status %d", v.Addr.Hex(), v.Status)
		}
	}
	rep, err := Audit(e.ctx, e.c, f.id, e.stores[5], e.ids[5])
	must(t, err)
	if !rep.ResultOK || len(rep.Suspect) != 0 {
		t.Fatalf("audit of an honest task: %+v", rep)
	}
	treasury0, err := e.c.Treasury(e.ctx)
	must(t, err)
	f.settle()
	tk = e.task(f.id)
	if tk.Status != chain.TaskSettled {
		t.Fatalf("status %d after settle", tk.Status)
	}
	// The contract's split: pay = work × price; 5% treasury, 10% shared
	// by the agreeing verifiers, the rest to the solver; the unused fee
	// back to the submitter; stakes returned.
	pay := new(big.Int).Mul(new(big.Int).SetUint64(tk.WorkUsed), testPrice)
	tax, vfee := bps(pay, testMkt.TreasuryBps), bps(pay, testMkt.VerifierBps)
	each := new(big.Int).Div(vfee, big.NewInt(2))
	solverPaid := new(big.Int).Sub(new(big.Int).Sub(pay, tax), vfee)
	refund := new(big.Int).Sub(f.s.Fee, pay)
	toTreasury := new(big.Int).Add(tax, new(big.Int).Sub(vfee, new(big.Int).Mul(each, big.NewInt(2))))
	for who, want := range map[common.Address]*big.Int{
		e.addr(1): refund, e.addr(2): new(big.Int).Add(solverPaid, testStake),
		e.addr(3): new(big.Int).Add(each, testStake), e.addr(4): new(big.Int).Add(each, testStake),
	} {
		got, err := e.c.MarketBalance(e.ctx, who)
		must(t, err)
		if got.Cmp(want) != 0 {
			t.Errorf("market balance of %s: %s, want %s", who.Hex(), got, want)
		}
	}
	treasury1, err := e.c.Treasury(e.ctx)
	must(t, err)
	if d := new(big.Int).Sub(treasury1, treasury0); d.Cmp(toTreasury) != 0 {
		t.Errorf("treasury grew by %s, want %s", d, toTreasury)
	}
	f.withdrawAll()
	f.checkBalances(map[common.Address]*big.Int{
		e.addr(1): new(big.Int).Neg(pay), e.addr(2): solverPaid, e.addr(3): each, e.addr(4): each,
	})
	_, _, held, err := e.c.MarketTotals(e.ctx)
	must(t, err)
	if held.Cmp(treasury1) != 0 {
		t.Errorf("the market holds %s after every withdrawal, want the treasury %s", held, treasury1)
	}
	t.Logf("task %s: %d work units at %s wei: fee %s, paid %s (solver %s, verifiers %s each, treasury %s), refund %s",
		f.id, tk.WorkUsed, testPrice, f.s.Fee, pay, solverPaid, each, toTreasury, refund)
	// Everyone is done: nothing more to do.
	act, err := f.sol.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActDrop)

	// The lineage of a root task is itself; the checkpoint finds it.
	lin, err := Lineage(e.ctx, e.c, f.id)
	must(t, err)
	if len(lin) != 1 || lin[0].CheckpointCID != tk.CheckpointCid {
		t.Fatalf("lineage %+v", lin)
	}
	found, err := FindByCheckpoint(e.ctx, e.c, tk.CheckpointCid)
	must(t, err)
	if found.Cmp(f.id) != 0 {
		t.Fatalf("checkpoint %s found task %s, want %s", tk.CheckpointCid, found, f.id)
	}
	if _, err := FindByCheckpoint(e.ctx, e.c, "bafy-none"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("unknown checkpoint: %v", err)
	}
}
