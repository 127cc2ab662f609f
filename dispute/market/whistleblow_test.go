package market

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/chain"
)

// TestWhistleblowerCatchesCheat: a solver alters its final state and its
// only verifier colludes (commits and reveals the altered hash). Nobody
// challenges during the reveal window until a whistleblower (node 5)
// audits the task: the result is wrong and the colluder is suspect. It
// whistleblows (Verifier.Whistleblow), the solver stays silent in the
// game, and the whistleblower's AdvanceTask claims the timeout, settles
// and withdraws: it wins its stake back and the solver's; the colluder
// loses its stake to the treasury; the submitter gets its fee back.
func TestWhistleblowerCatchesCheat(t *testing.T) {
	e := newEnv(t, testMkt)
	f := newFlow(e)
	var err error
	f.s, err = f.sub.Submit(e.ctx, []byte(tinySpec), SubmitParams{PricePerWork: testPrice, Stake: testStake})
	must(t, err)
	f.id = f.s.TaskID
	colluder := chain.NewAccount(chain.DevKey(3))
	cheat, r, res, wrong := e.cheatCommit(f.id)
	vote := chain.Verdict{FinalStateHash: res.FinalStateHash, WorkUsed: res.WorkUsed, Salt: [32]byte{7}}
	must(t, e.c.CommitVerdict(e.ctx, colluder, f.id, vote))
	e.warpPast(e.task(f.id).Deadline)
	_, err = e.c.RevealResult(e.ctx, cheat, f.id, res, wrong)
	must(t, err)
	d, err := e.c.RevealVerdict(e.ctx, colluder, f.id, vote)
	if err != nil || d != nil {
		t.Fatalf("the colluder's reveal: dispute %v, %v", d, err)
	}
	if st := e.task(f.id).Status; st != chain.TaskRevealed {
		t.Fatalf("status %d, want revealed", st)
	}

	wb := e.verifier(5)
	// Nobody else may act on it: the submitter and the solver (refused by
	// Whistleblow before anything is sent), nor on a report of the right
	// result.
	honestRep := &AuditReport{TaskID: f.id, Result: common.Hash(res.FinalStateHash), Computed: common.Hash(r.Output.StateHash)}
	for _, a := range []*chain.Account{chain.NewAccount(chain.DevKey(1)), cheat, colluder} {
		if _, err := Whistleblow(e.ctx, e.c, a, f.id, honestRep); !errors.Is(err, ErrNotEligible) {
			t.Fatalf("%s whistleblew: %v", a.Address().Hex(), err)
		}
	}
	okRep := *honestRep
	okRep.Computed, okRep.ResultOK = okRep.Result, true
	if _, err := Whistleblow(e.ctx, e.c, chain.NewAccount(chain.DevKey(4)), f.id, &okRep); !errors.Is(err, ErrNotEligible) {
		t.Fatalf("whistleblew with nothing to dispute: %v", err)
	}

	rep, dispute, err := wb.Whistleblow(e.ctx, f.id)
	must(t, err)
	if rep.ResultOK || rep.Computed != common.Hash(r.Output.StateHash) || rep.Result != common.Hash(res.FinalStateHash) ||
		len(rep.Suspect) != 1 || rep.Suspect[0] != colluder.Address() || dispute == nil {
		t.Fatalf("audit %+v, dispute %v", rep, dispute)
	}
	if rec := wb.Records()[f.id.String()]; !rec.Whistleblown || rec.DisputeID != dispute.String() || rec.Phase != PhaseRevealed || rec.FinalStateHash != rep.Computed {
		t.Fatalf("whistleblower record %+v", rec)
	}
	if _, _, err := wb.Whistleblow(e.ctx, f.id); !errors.Is(err, ErrNotEligible) {
		t.Fatalf("a second whistleblow: %v", err)
	}
	vs, err := e.c.Verifiers(e.ctx, f.id)
	must(t, err)
	if len(vs) != 2 || vs[1].Addr != e.addr(5) || vs[1].Status != chain.VerdictWhistleblower || vs[1].DisputeId.Cmp(dispute) != 0 || VerdictName(vs[1].Status) != "whistleblower" {
		t.Fatalf("verifiers %+v", vs)
	}
	// The solver must move first and does not: after its turn the
	// whistleblower claims the timeout.
	e.claimSilence(wb, f.id, dispute)
	// A restarted whistleblower follows the dispute from its state file.
	must(t, wb.Close())
	wb = e.verifier(5)
	act, err := wb.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActWait)
	e.warpPast(e.task(f.id).Deadline)
	// Too late for a whistleblower now.
	if _, err := Whistleblow(e.ctx, e.c, chain.NewAccount(chain.DevKey(4)), f.id, honestRep); !errors.Is(err, ErrNotEligible) {
		t.Fatalf("whistleblew after the deadline: %v", err)
	}
	act, err = wb.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActSettle)
	if st := e.task(f.id).Status; st != chain.TaskRejected {
		t.Fatalf("status %d, want rejected", st)
	}
	e.checkConserved()
	for who, want := range map[common.Address]*big.Int{
		e.addr(1): f.s.Fee, e.addr(2): new(big.Int), e.addr(3): new(big.Int),
		e.addr(5): new(big.Int).Add(testStake, testStake),
	} {
		got, err := e.c.MarketBalance(e.ctx, who)
		must(t, err)
		if got.Cmp(want) != 0 {
			t.Errorf("market balance of %s: %s, want %s", who.Hex(), got, want)
		}
	}
	act, err = wb.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActWithdraw)
	if rec := wb.Records()[f.id.String()]; rec.Phase != PhaseDone {
		t.Fatalf("record %+v after the withdrawal", rec)
	}
	act, err = f.sub.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActWithdraw)
	f.checkBalances(map[common.Address]*big.Int{
		e.addr(1): new(big.Int), e.addr(2): new(big.Int).Neg(testStake), e.addr(3): new(big.Int).Neg(testStake),
		e.addr(5): testStake,
	})
}
