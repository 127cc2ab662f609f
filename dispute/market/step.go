package market

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/chain"
)

// Action is what a role does next about one task.
type Action string

// Actions returned by the step functions.
const (
	ActWait     Action = "wait"     // nothing to do until the chain moves on
	ActClaim    Action = "claim"    // solver: claim the open task
	ActCommit   Action = "commit"   // solver: run and commit the sealed result; verifier: re-execute and commit the sealed verdict
	ActReveal   Action = "reveal"   // reveal the sealed result or verdict
	ActDispute  Action = "dispute"  // a dispute over the task is open: move when the game waits for this role, end it by timeout when the other party is silent
	ActCancel   Action = "cancel"   // submitter: the solver missed its commit deadline
	ActSettle   Action = "settle"   // the task is due for settlement
	ActWithdraw Action = "withdraw" // the task is over: pull the market balance
	ActDrop     Action = "drop"     // nothing left to do or gain: stop following the task
	ActAudit    Action = "audit"    // auditor: re-execute the revealed task and challenge a wrong result as a whistleblower
)

// Phase is how far a role got with a task, as persisted.
type Phase string

// Phases of a solver's or a verifier's record.
const (
	PhaseClaimed   Phase = "claimed"   // solver: claim sent
	PhaseSealed    Phase = "sealed"    // result or verdict computed and persisted, commit not yet confirmed
	PhaseCommitted Phase = "committed" // commit confirmed
	PhaseRevealed  Phase = "revealed"  // reveal confirmed
	PhaseDone      Phase = "done"      // settled and withdrawn
)

func validPhase(p Phase) bool {
	switch p {
	case PhaseClaimed, PhaseSealed, PhaseCommitted, PhaseRevealed, PhaseDone:
		return true
	}
	return false
}

func terminal(status uint8) bool {
	return status == chain.TaskSettled || status == chain.TaskRejected || status == chain.TaskCancelled
}

// StepSolver is the solver's transition function: given its record's
// phase for a task (sealed: it holds a computed result), the task as the
// chain has it, the chain's time and the solver's address, it returns the
// next action. It is pure.
func StepSolver(phase Phase, t chain.Task, now uint64, me common.Address) Action {
	if phase == PhaseDone {
		return ActDrop
	}
	if t.Status == chain.TaskOpen {
		if t.Submitter == me {
			return ActDrop
		}
		return ActClaim
	}
	if t.Solver != me {
		return ActDrop // another solver has it
	}
	switch t.Status {
	case chain.TaskClaimed:
		if now > t.Deadline {
			return ActDrop // missed the commit deadline; anyone may cancel
		}
		return ActCommit
	case chain.TaskCommitted:
		switch {
		case now <= t.Deadline:
			return ActWait // verification window
		case now <= t.Deadline+uint64(t.RevealTimeout):
			return ActReveal
		default:
			return ActSettle // a silent solver's task is rejected
		}
	case chain.TaskRevealed, chain.TaskDisputed:
		if t.OpenDisputes > 0 {
			return ActDispute // every open game is against this solver
		}
		if now > t.Deadline {
			return ActSettle
		}
		return ActWait
	}
	if terminal(t.Status) {
		return ActWithdraw
	}
	return ActWait
}

// StepVerifier is the verifier's transition function: given its record's
// phase for a task (empty: none), the task, its own verifier record on
// chain (nil: it has not committed; a whistleblower's record when it
// whistleblew), the chain's time and its address, it returns the next
// action. It is pure.
func StepVerifier(phase Phase, t chain.Task, v *chain.Verifier, now uint64, me common.Address) Action {
	if phase == PhaseDone {
		return ActDrop
	}
	if t.Submitter == me || (t.Solver != (common.Address{}) && t.Solver == me) {
		return ActDrop // the market refuses both
	}
	switch t.Status {
	case chain.TaskOpen, chain.TaskClaimed:
		return ActWait
	case chain.TaskCommitted:
		if v != nil {
			return ActWait
		}
		if now > t.Deadline {
			return ActDrop // the verification window closed
		}
		return ActCommit
	case chain.TaskRevealed, chain.TaskDisputed:
		if v == nil {
			return ActDrop
		}
		switch {
		case v.Status == chain.VerdictSealed && now <= t.Deadline:
			return ActReveal
		case chain.Challenged(v.Status) && v.Outcome == 0:
			return ActDispute
		case now > t.Deadline && t.OpenDisputes == 0:
			return ActSettle
		}
		return ActWait
	}
	if terminal(t.Status) {
		if v == nil && phase == "" {
			return ActDrop
		}
		return ActWithdraw
	}
	return ActWait
}

// StepAudit is an auditor's transition function for a task its verifier
// role does not verify: given the task, the chain's time, its address,
// whether the task is among those it audits and whether it already
// computed the task's result, it returns the next action: audit (compute
// the result) once the solver committed one, so that the reveal finds it
// computed however long the job runs; audit (compare, and challenge a
// wrong result) once it is revealed, while the verifiers' reveal window is
// open (a whistleblow is accepted until the task's deadline); wait in
// between; else drop the task. It is pure.
func StepAudit(t chain.Task, now uint64, me common.Address, sampled, computed bool) Action {
	if !sampled || t.Submitter == me || (t.Solver != (common.Address{}) && t.Solver == me) {
		return ActDrop
	}
	switch t.Status {
	case chain.TaskOpen, chain.TaskClaimed:
		return ActWait
	case chain.TaskCommitted:
		if computed {
			return ActWait
		}
		return ActAudit
	case chain.TaskRevealed:
		if now <= t.Deadline {
			return ActAudit
		}
	}
	return ActDrop
}

// StepSubmitter is the submitter's transition function for its own task.
// It is pure.
func StepSubmitter(t chain.Task, now uint64) Action {
	switch t.Status {
	case chain.TaskOpen:
		return ActWait
	case chain.TaskClaimed:
		if now > t.Deadline {
			return ActCancel
		}
		return ActWait
	case chain.TaskCommitted:
		if now > t.Deadline+uint64(t.RevealTimeout) {
			return ActSettle
		}
		return ActWait
	case chain.TaskRevealed, chain.TaskDisputed:
		if now > t.Deadline && t.OpenDisputes == 0 {
			return ActSettle
		}
		return ActWait
	}
	if terminal(t.Status) {
		return ActWithdraw
	}
	return ActWait
}
