package market

import (
	"errors"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/chain"
)

func TestStepAudit(t *testing.T) {
	me := common.HexToAddress("0x5")
	task := func(status uint8, deadline uint64) chain.Task {
		return chain.Task{Status: status, Deadline: deadline, Submitter: common.HexToAddress("0x1"), Solver: common.HexToAddress("0x2")}
	}
	for _, tc := range []struct {
		name              string
		t                 chain.Task
		now               uint64
		sampled, computed bool
		want              Action
	}{
		{"open", task(chain.TaskOpen, 100), 5, true, false, ActWait},
		{"claimed", task(chain.TaskClaimed, 100), 5, true, false, ActWait},
		{"committed: compute it now", task(chain.TaskCommitted, 100), 5, true, false, ActAudit},
		{"committed, window closed: the solver may still reveal", task(chain.TaskCommitted, 100), 200, true, false, ActAudit},
		{"committed, computed", task(chain.TaskCommitted, 100), 5, true, true, ActWait},
		{"revealed", task(chain.TaskRevealed, 100), 100, true, false, ActAudit},
		{"revealed, computed", task(chain.TaskRevealed, 100), 100, true, true, ActAudit},
		{"revealed, too late to challenge", task(chain.TaskRevealed, 100), 101, true, true, ActDrop},
		{"not drawn", task(chain.TaskRevealed, 100), 5, false, false, ActDrop},
		{"not drawn, committed", task(chain.TaskCommitted, 100), 5, false, false, ActDrop},
		{"disputed", task(chain.TaskDisputed, 100), 5, true, true, ActDrop},
		{"settled", task(chain.TaskSettled, 100), 5, true, false, ActDrop},
		{"rejected", task(chain.TaskRejected, 100), 5, true, true, ActDrop},
		{"cancelled", task(chain.TaskCancelled, 100), 5, true, false, ActDrop},
	} {
		if got := StepAudit(tc.t, tc.now, me, tc.sampled, tc.computed); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
	own := task(chain.TaskRevealed, 100)
	own.Submitter = me
	if got := StepAudit(own, 5, me, true, false); got != ActDrop {
		t.Errorf("its own submission: %s", got)
	}
	own = task(chain.TaskCommitted, 100)
	own.Solver = me
	if got := StepAudit(own, 5, me, true, false); got != ActDrop {
		t.Errorf("its own solve: %s", got)
	}
}

// The share of tasks an auditor draws follows its rate, and two auditors
// draw different tasks.
func TestAuditDraw(t *testing.T) {
	e := newEnv(t, testMkt)
	for _, rate := range []float64{0, 0.25, 0.5, 1} {
		a, b := e.verifier(5, WithAudit(rate)), e.verifier(6, WithAudit(rate))
		n, both := 0, 0
		for i := int64(1); i <= 2000; i++ {
			id := big.NewInt(i)
			if a.audits(id) {
				n++
				if b.audits(id) {
					both++
				}
			}
			if a.audits(id) != a.audits(id) {
				t.Fatal("the draw changed")
			}
		}
		lo, hi := int(rate*2000)-100, int(rate*2000)+100
		if n < lo || n > hi {
			t.Errorf("rate %v: %d of 2000 tasks drawn", rate, n)
		}
		if rate > 0 && rate < 1 && (both < int(rate*rate*2000)-80 || both > int(rate*rate*2000)+80) {
			t.Errorf("rate %v: %d of the %d tasks one auditor draws are the other's too (independent draws: about %v)", rate, both, n, rate*rate*2000)
		}
		must(t, a.Close())
		must(t, b.Close())
	}
	for _, bad := range []float64{-0.1, 1.5} {
		if _, err := NewVerifier(e.c, e.ids[5], e.stores[5], t.TempDir()+"/v.json", WithAudit(bad)); err == nil {
			t.Errorf("audit rate %v accepted", bad)
		}
	}
}

// TestAuditorCatchesCheat: as in TestWhistleblowerCatchesCheat a solver
// alters its final state and its only verifier colludes, but the
// whistleblower is an auditor that runs on its own (WithAudit(1),
// WithoutVerdicts): it watches the task, commits no verdict, re-executes
// the job as soon as the result is committed (sealed), keeps what it
// computed, and once the result is revealed challenges it with no second
// run, claims the game when the solver stays silent, settles and
// withdraws, winning its stake back and the solver's.
func TestAuditorCatchesCheat(t *testing.T) {
	e := newEnv(t, testMkt)
	f := newFlow(e)
	var events []Event
	aud := e.verifier(5, WithAudit(1), WithoutVerdicts(), WithEvents(func(ev Event) { events = append(events, ev) }))
	var err error
	f.s, err = f.sub.Submit(e.ctx, []byte(tinySpec), SubmitParams{PricePerWork: testPrice, Stake: testStake})
	must(t, err)
	f.id = f.s.TaskID
	aud.Watch(f.id)
	act, err := aud.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActWait)
	colluder := chain.NewAccount(chain.DevKey(3))
	cheat, r, res, wrong := e.cheatCommit(f.id)
	// Sealed: an auditor that commits no verdicts computes the result
	// now, and keeps it (and its receipt) for the reveal.
	act, err = aud.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActAudit)
	if rec := aud.Records()[f.id.String()]; rec.Phase != PhaseSealed || !rec.Audited || rec.FinalStateHash != common.Hash(r.Output.StateHash) || rec.Whistleblown {
		t.Fatalf("auditor record before the reveal %+v", rec)
	}
	act, err = aud.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActWait)
	// A restart keeps what it computed.
	must(t, aud.Close())
	aud = e.verifier(5, WithAudit(1), WithoutVerdicts(), WithEvents(func(ev Event) { events = append(events, ev) }))
	vote := chain.Verdict{FinalStateHash: res.FinalStateHash, WorkUsed: res.WorkUsed, Salt: [32]byte{7}}
	must(t, e.c.CommitVerdict(e.ctx, colluder, f.id, vote))
	e.warpPast(e.task(f.id).Deadline)
	act, err = aud.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActWait)
	_, err = e.c.RevealResult(e.ctx, cheat, f.id, res, wrong)
	must(t, err)
	if d, err := e.c.RevealVerdict(e.ctx, colluder, f.id, vote); err != nil || d != nil {
		t.Fatalf("the colluder's reveal: dispute %v, %v", d, err)
	}
	if vs, err := e.c.Verifiers(e.ctx, f.id); err != nil || len(vs) != 1 {
		t.Fatalf("verifiers %+v (%v): the auditor committed a verdict", vs, err)
	}

	act, err = aud.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActAudit)
	rec := aud.Records()[f.id.String()]
	if !rec.Whistleblown || !rec.Audited || rec.DisputeID == "" || rec.FinalStateHash != common.Hash(r.Output.StateHash) {
		t.Fatalf("auditor record %+v", rec)
	}
	vs, err := e.c.Verifiers(e.ctx, f.id)
	must(t, err)
	if len(vs) != 2 || vs[1].Addr != e.addr(5) || vs[1].Status != chain.VerdictWhistleblower {
		t.Fatalf("verifiers %+v", vs)
	}
	whats := map[string]bool{}
	for _, ev := range events {
		whats[ev.What] = true
	}
	for _, w := range []string{"auditing", "computed", "audited", "whistleblown"} {
		if !whats[w] {
			t.Errorf("no %q event: %+v", w, events)
		}
	}
	runs := 0
	for _, ev := range events {
		if ev.What == "auditing" {
			runs++
		}
	}
	if runs != 1 {
		t.Errorf("the job ran %d times, want once (before the reveal)", runs)
	}
	// The solver stays silent: the auditor claims the game at its deadline.
	dispute, _ := new(big.Int).SetString(rec.DisputeID, 10)
	e.claimSilence(aud, f.id, dispute)
	e.warpPast(e.task(f.id).Deadline)
	act, err = aud.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActSettle)
	if st := e.task(f.id).Status; st != chain.TaskRejected {
		t.Fatalf("status %d, want rejected", st)
	}
	act, err = aud.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActWithdraw)
	e.checkConserved()
	f.checkBalances(map[common.Address]*big.Int{e.addr(5): testStake})
}

// TestAuditorPassesRightResult: an auditor beside an honest flow audits
// the revealed result once, finds it right, opens no dispute and stakes
// nothing; the record keeps it from re-executing the task after a
// restart, and an auditor whose draw skips the task never runs it.
func TestAuditorPassesRightResult(t *testing.T) {
	e := newEnv(t, testMkt)
	f := newFlow(e)
	var events []Event
	onEvent := func(ev Event) { events = append(events, ev) }
	aud := e.verifier(5, WithAudit(1), WithEvents(onEvent))
	skip := e.verifier(6, WithAudit(1e-9), WithEvents(onEvent))
	f.submitAndCommit()
	for _, v := range []*Verifier{aud, skip} {
		v.Watch(f.id)
	}
	// The auditor also verifies (it commits verdicts): the verification
	// window is open, so it commits one like any verifier. A verifier
	// that verified a task does not audit it; use a second task for the
	// audit.
	act, err := aud.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActCommit)
	f.reveal()
	act, err = aud.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActReveal)
	if rec := aud.Records()[f.id.String()]; rec.Audited || rec.Whistleblown {
		t.Fatalf("a verified task was audited: %+v", rec)
	}
	if skip.audits(f.id) {
		t.Fatal("an auditor at rate 1e-9 draws the task")
	}
	act, err = skip.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActDrop)

	// An auditor that commits no verdicts audits the revealed task.
	only := e.verifier(7, WithAudit(1), WithoutVerdicts(), WithEvents(onEvent))
	only.Watch(f.id)
	act, err = only.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActAudit)
	rec := only.Records()[f.id.String()]
	if rec.Phase != PhaseDone || !rec.Audited || rec.Whistleblown || rec.DisputeID != "" || rec.FinalStateHash != common.Hash(e.task(f.id).FinalStateHash) {
		t.Fatalf("auditor record %+v", rec)
	}
	if vs, err := e.c.Verifiers(e.ctx, f.id); err != nil || len(vs) != 3 {
		t.Fatalf("verifiers %+v (%v): the auditor staked on a right result", vs, err)
	}
	// Restarted on the same state file, it does not run the task again.
	must(t, only.Close())
	audits := 0
	for _, ev := range events {
		if ev.What == "auditing" {
			audits++
		}
	}
	only = e.verifier(7, WithAudit(1), WithoutVerdicts(), WithEvents(onEvent))
	only.Watch(f.id)
	act, err = only.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActDrop)
	after := 0
	for _, ev := range events {
		if ev.What == "auditing" {
			after++
		}
	}
	if audits != 1 || after != 1 {
		t.Fatalf("%d audits, %d after the restart; want 1", audits, after)
	}
	if _, _, err := only.Whistleblow(e.ctx, f.id); !errors.Is(err, ErrNotEligible) {
		t.Fatalf("a whistleblow on an audited task: %v", err)
	}
	f.settle()
	f.withdrawAll()
}

// An auditor's record without a challenge is sealed (computed before the
// reveal) or done, without a salt or a dispute, in a verifier's state
// file; any other is refused on load.
func TestAuditedRecordValidation(t *testing.T) {
	base := `{"version":1,"role":"%s","account":"0x0000000000000000000000000000000000000001","tasks":{"7":%s}}`
	for _, tc := range []struct {
		role, rec string
		ok        bool
	}{
		{"verifier", `{"phase":"done","final_state_hash":"0x0202020202020202020202020202020202020202020202020202020202020202","audited":true}`, true},
		{"verifier", `{"phase":"sealed","final_state_hash":"0x0202020202020202020202020202020202020202020202020202020202020202","audited":true}`, true},
		{"verifier", `{"phase":"committed","final_state_hash":"0x0202020202020202020202020202020202020202020202020202020202020202","audited":true}`, false},
		{"verifier", `{"phase":"revealed","final_state_hash":"0x0202020202020202020202020202020202020202020202020202020202020202","dispute_id":"6","whistleblown":true,"audited":true}`, true},
		{"verifier", `{"phase":"done","salt":"0x0101010101010101010101010101010101010101010101010101010101010101","audited":true}`, false},
		{"verifier", `{"phase":"revealed","audited":true}`, false},
		{"verifier", `{"phase":"done","dispute_id":"6","audited":true}`, false},
		{"solver", `{"phase":"done","audited":true}`, false},
	} {
		_, err := DecodeState([]byte(fmt.Sprintf(base, tc.role, tc.rec)))
		if (err == nil) != tc.ok {
			t.Errorf("%s %s: %v", tc.role, tc.rec, err)
		}
		if err != nil && !errors.Is(err, ErrState) {
			t.Errorf("%s %s: error does not wrap ErrState: %v", tc.role, tc.rec, err)
		}
	}
}

// A verifier that also audits verifies as before: a task it is not drawn
// to audit is kept while it waits for the solver's result, and verified.
func TestAuditingVerifierStillVerifies(t *testing.T) {
	e := newEnv(t, testMkt)
	f := newFlow(e)
	v := e.verifier(5, WithAudit(1e-9))
	var err error
	f.s, err = f.sub.Submit(e.ctx, []byte(tinySpec), f.params)
	must(t, err)
	f.id = f.s.TaskID
	if v.audits(f.id) {
		t.Fatal("drawn at rate 1e-9")
	}
	v.Watch(f.id)
	act, err := v.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActWait)
	must(t, f.sol.Claim(e.ctx, f.id))
	act, err = v.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActWait)
	act, err = f.sol.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActCommit)
	act, err = v.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActCommit)
	if rec := v.Records()[f.id.String()]; rec.Audited || rec.Phase != PhaseCommitted {
		t.Fatalf("record %+v", rec)
	}
}
