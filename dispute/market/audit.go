package market

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/node/identity"
)

// AuditReport is a whistleblower's check of a revealed task.
type AuditReport struct {
	TaskID *big.Int
	// Result is the solver's revealed final state hash.
	Result common.Hash
	// Computed is the final state hash the audit computed.
	Computed common.Hash
	// ResultOK: the solver's revealed final hash is the computed one.
	ResultOK bool
	// Suspect are the verifiers whose revealed verdict contradicts the
	// computed hash: they agreed with a wrong result, or challenged a
	// right one (whistleblowers that challenged a right one included).
	Suspect []common.Address
	// Unrevealed are the verifiers that never revealed.
	Unrevealed []common.Address
	// Deadline is the verifiers' reveal deadline (chain time) when the
	// task was read: until it, a wrong result can be whistleblown.
	Deadline uint64
	// Receipt is the audit's own run of the job (signed with its key):
	// what it answers from in a dispute it opens.
	Receipt *job.Receipt `json:"-"`
}

// Audit is the whistleblower's check: it re-executes revealed task id and
// compares the solver's result and every verifier's revealed verdict with
// what it computed. It only reports; Whistleblow acts on a report whose
// computed hash is not the result (Verifier.Whistleblow does both and
// follows the dispute it opens).
func Audit(ctx context.Context, c *chain.Chain, id *big.Int, st job.Store, key *identity.Identity, opts ...job.Option) (*AuditReport, error) {
	t, err := c.Task(ctx, id)
	if err != nil {
		return nil, err
	}
	if t.Status < chain.TaskRevealed || t.Status == chain.TaskCancelled || t.CheckpointCid == "" {
		return nil, fmt.Errorf("%w: task %s has no revealed result (status %d)", ErrNotEligible, id, t.Status)
	}
	spec, _, err := fetchSpec(ctx, st, t)
	if err != nil {
		return nil, err
	}
	r, err := reexecute(ctx, spec, st, key, opts)
	if err != nil {
		return nil, err
	}
	vs, err := c.Verifiers(ctx, id)
	if err != nil {
		return nil, err
	}
	rep := &AuditReport{TaskID: new(big.Int).Set(id), Result: common.Hash(t.FinalStateHash), Computed: common.Hash(r.Output.StateHash), Deadline: t.Deadline, Receipt: r}
	rep.ResultOK = rep.Computed == rep.Result
	for _, v := range vs {
		switch v.Status {
		case chain.VerdictSealed:
			rep.Unrevealed = append(rep.Unrevealed, v.Addr)
		case chain.VerdictAgreed, chain.VerdictWorkDissent:
			if !rep.ResultOK {
				rep.Suspect = append(rep.Suspect, v.Addr)
			}
		case chain.VerdictChallenger, chain.VerdictWhistleblower:
			if rep.ResultOK {
				rep.Suspect = append(rep.Suspect, v.Addr)
			}
		}
	}
	return rep, nil
}

// Whistleblow acts on an audit of task id: when the report's computed
// final hash is not the solver's revealed one, acct challenges the result
// on chain with the task's stake (chain.Whistleblow), which opens a
// dispute game between the solver and acct; it returns the dispute's ID.
// acct then plays the game as a challenger (a dispute player, or at least
// Verifier.AdvanceTask, which claims the solver's timeouts) and is paid at
// settlement as one: its stake back and a share of the solver's when it
// wins, its stake to the solver when it loses. It refuses, with
// ErrNotEligible and before sending anything, a report that agrees with
// the result (nothing to dispute) or is about another task or result, a
// task past its verifiers' reveal deadline or not in its reveal phase,
// and an acct that is the task's submitter, solver, verifier or
// whistleblower already.
func Whistleblow(ctx context.Context, c *chain.Chain, acct *chain.Account, id *big.Int, rep *AuditReport) (*big.Int, error) {
	if c == nil || acct == nil || id == nil || rep == nil {
		return nil, errors.New("market: Whistleblow needs a chain, an account, a task ID and an audit report")
	}
	now, err := HeadClock(c)(ctx)
	if err != nil {
		return nil, err
	}
	return whistleblow(ctx, c, acct, id, rep, now)
}

func whistleblow(ctx context.Context, c *chain.Chain, acct *chain.Account, id *big.Int, rep *AuditReport, now uint64) (*big.Int, error) {
	if rep.TaskID == nil || rep.TaskID.Cmp(id) != 0 {
		return nil, fmt.Errorf("%w: the audit is of task %v, not %s", ErrNotEligible, rep.TaskID, id)
	}
	if rep.ResultOK || rep.Computed == rep.Result {
		return nil, fmt.Errorf("%w: task %s: the audit computed the solver's result %s: nothing to dispute", ErrNotEligible, id, rep.Result)
	}
	t, err := c.Task(ctx, id)
	if err != nil {
		return nil, err
	}
	me := acct.Address()
	switch {
	case common.Hash(t.FinalStateHash) != rep.Result:
		return nil, fmt.Errorf("%w: task %s: the audit read result %s, the chain has %x", ErrNotEligible, id, rep.Result, t.FinalStateHash)
	case t.Status != chain.TaskRevealed && t.Status != chain.TaskDisputed:
		return nil, fmt.Errorf("%w: task %s is %s, not in its verifiers' reveal window", ErrNotEligible, id, StatusName(t.Status))
	case now > t.Deadline:
		return nil, fmt.Errorf("%w: task %s: the reveal window closed at %d (chain time %d)", ErrNotEligible, id, t.Deadline, now)
	case t.Submitter == me:
		return nil, fmt.Errorf("%w: task %s is this account's own submission", ErrNotEligible, id)
	case t.Solver == me:
		return nil, fmt.Errorf("%w: task %s is solved by this account", ErrNotEligible, id)
	}
	vs, err := c.Verifiers(ctx, id)
	if err != nil {
		return nil, err
	}
	for _, v := range vs {
		if v.Addr == me {
			return nil, fmt.Errorf("%w: this account is already on task %s's verifier list (%s)", ErrNotEligible, id, VerdictName(v.Status))
		}
	}
	if rep.Receipt == nil {
		return nil, fmt.Errorf("%w: task %s: the audit report carries no receipt, whose state hashes a challenge states", ErrNotEligible, id)
	}
	d, err := c.Whistleblow(ctx, acct, id, rep.Computed, chain.SplitHash(rep.Receipt.StateHashes))
	if err != nil {
		return nil, fmt.Errorf("market: whistleblowing task %s: %w", id, err)
	}
	return d, nil
}
