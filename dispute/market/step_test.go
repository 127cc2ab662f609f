package market

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/chain"
)

func TestStepSolver(t *testing.T) {
	me, other, sub := common.Address{1}, common.Address{2}, common.Address{3}
	task := func(status uint8, solver common.Address, deadline uint64, open uint8) chain.Task {
		return chain.Task{Status: status, Solver: solver, Submitter: sub, Deadline: deadline, RevealTimeout: 10, OpenDisputes: open}
	}
	for _, tc := range []struct {
		name  string
		phase Phase
		t     chain.Task
		now   uint64
		want  Action
	}{
		{"open", PhaseClaimed, task(chain.TaskOpen, common.Address{}, 0, 0), 5, ActClaim},
		{"claimed by another", PhaseClaimed, task(chain.TaskClaimed, other, 100, 0), 5, ActDrop},
		{"claimed", PhaseClaimed, task(chain.TaskClaimed, me, 100, 0), 5, ActCommit},
		{"sealed, commit lost", PhaseSealed, task(chain.TaskClaimed, me, 100, 0), 100, ActCommit},
		{"missed the commit", PhaseClaimed, task(chain.TaskClaimed, me, 100, 0), 101, ActDrop},
		{"verification window", PhaseCommitted, task(chain.TaskCommitted, me, 100, 0), 100, ActWait},
		{"reveal", PhaseCommitted, task(chain.TaskCommitted, me, 100, 0), 101, ActReveal},
		{"reveal at the end", PhaseCommitted, task(chain.TaskCommitted, me, 100, 0), 110, ActReveal},
		{"silent", PhaseCommitted, task(chain.TaskCommitted, me, 100, 0), 111, ActSettle},
		{"verifiers reveal", PhaseRevealed, task(chain.TaskRevealed, me, 100, 0), 100, ActWait},
		{"settle", PhaseRevealed, task(chain.TaskRevealed, me, 100, 0), 101, ActSettle},
		{"disputes open", PhaseRevealed, task(chain.TaskDisputed, me, 100, 1), 101, ActDispute},
		{"disputes open, reveal window", PhaseRevealed, task(chain.TaskDisputed, me, 100, 1), 50, ActDispute},
		{"settled", PhaseRevealed, task(chain.TaskSettled, me, 100, 0), 101, ActWithdraw},
		{"rejected", PhaseRevealed, task(chain.TaskRejected, me, 100, 0), 101, ActWithdraw},
		{"done", PhaseDone, task(chain.TaskSettled, me, 100, 0), 101, ActDrop},
	} {
		if got := StepSolver(tc.phase, tc.t, tc.now, me); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
	own := task(chain.TaskOpen, common.Address{}, 0, 0)
	if got := StepSolver(PhaseClaimed, own, 0, sub); got != ActDrop {
		t.Errorf("own task: %s", got)
	}
}

func TestStepVerifier(t *testing.T) {
	me, solver, sub := common.Address{1}, common.Address{2}, common.Address{3}
	task := func(status uint8, deadline uint64, open uint8) chain.Task {
		return chain.Task{Status: status, Solver: solver, Submitter: sub, Deadline: deadline, OpenDisputes: open}
	}
	v := func(status, outcome uint8) *chain.Verifier {
		return &chain.Verifier{Addr: me, Status: status, Outcome: outcome, DisputeId: new(big.Int)}
	}
	for _, tc := range []struct {
		name  string
		phase Phase
		t     chain.Task
		v     *chain.Verifier
		now   uint64
		want  Action
	}{
		{"open", "", task(chain.TaskOpen, 0, 0), nil, 5, ActWait},
		{"claimed", "", task(chain.TaskClaimed, 100, 0), nil, 5, ActWait},
		{"window", "", task(chain.TaskCommitted, 100, 0), nil, 100, ActCommit},
		{"window closed", "", task(chain.TaskCommitted, 100, 0), nil, 101, ActDrop},
		{"committed", PhaseCommitted, task(chain.TaskCommitted, 100, 0), v(chain.VerdictSealed, 0), 50, ActWait},
		{"reveal", PhaseCommitted, task(chain.TaskRevealed, 100, 0), v(chain.VerdictSealed, 0), 100, ActReveal},
		{"reveal missed", PhaseCommitted, task(chain.TaskRevealed, 100, 0), v(chain.VerdictSealed, 0), 101, ActSettle},
		{"not a verifier", "", task(chain.TaskRevealed, 100, 0), nil, 50, ActDrop},
		{"agreed", PhaseRevealed, task(chain.TaskRevealed, 100, 0), v(chain.VerdictAgreed, 0), 50, ActWait},
		{"challenge open", PhaseRevealed, task(chain.TaskDisputed, 100, 1), v(chain.VerdictChallenger, 0), 500, ActDispute},
		{"challenge over", PhaseRevealed, task(chain.TaskDisputed, 100, 0), v(chain.VerdictChallenger, 2), 500, ActSettle},
		{"whistleblown, open", PhaseRevealed, task(chain.TaskDisputed, 100, 1), v(chain.VerdictWhistleblower, 0), 50, ActDispute},
		{"whistleblown, over", PhaseRevealed, task(chain.TaskDisputed, 100, 0), v(chain.VerdictWhistleblower, 1), 50, ActWait},
		{"whistleblown, due", PhaseRevealed, task(chain.TaskDisputed, 100, 0), v(chain.VerdictWhistleblower, 1), 101, ActSettle},
		{"whistleblown, settled", PhaseRevealed, task(chain.TaskRejected, 100, 0), v(chain.VerdictWhistleblower, 2), 500, ActWithdraw},
		{"settled", PhaseRevealed, task(chain.TaskSettled, 100, 0), v(chain.VerdictAgreed, 0), 500, ActWithdraw},
		{"settled, never took part", "", task(chain.TaskSettled, 100, 0), nil, 500, ActDrop},
		{"done", PhaseDone, task(chain.TaskSettled, 100, 0), v(chain.VerdictAgreed, 0), 500, ActDrop},
	} {
		if got := StepVerifier(tc.phase, tc.t, tc.v, tc.now, me); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
	for _, who := range []common.Address{sub, solver} {
		if got := StepVerifier("", task(chain.TaskCommitted, 100, 0), nil, 5, who); got != ActDrop {
			t.Errorf("%s verifying: %s", who.Hex(), got)
		}
	}
}

func TestStepSubmitter(t *testing.T) {
	for _, tc := range []struct {
		status uint8
		now    uint64
		open   uint8
		want   Action
	}{
		{chain.TaskOpen, 500, 0, ActWait},
		{chain.TaskClaimed, 100, 0, ActWait},
		{chain.TaskClaimed, 101, 0, ActCancel},
		{chain.TaskCommitted, 110, 0, ActWait},
		{chain.TaskCommitted, 111, 0, ActSettle},
		{chain.TaskRevealed, 100, 0, ActWait},
		{chain.TaskRevealed, 101, 0, ActSettle},
		{chain.TaskDisputed, 101, 1, ActWait},
		{chain.TaskCancelled, 0, 0, ActWithdraw},
	} {
		tk := chain.Task{Status: tc.status, Deadline: 100, RevealTimeout: 10, OpenDisputes: tc.open}
		if got := StepSubmitter(tk, tc.now); got != tc.want {
			t.Errorf("status %d at %d: %s, want %s", tc.status, tc.now, got, tc.want)
		}
	}
}
