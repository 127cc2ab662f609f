package market

import (
	"context"
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
	// Computed is the final state hash the audit computed.
	Computed common.Hash
	// ResultOK: the solver's revealed final hash is the computed one.
	ResultOK bool
	// Suspect are the verifiers whose revealed verdict contradicts the
	// computed hash: they agreed with a wrong result, or challenged a
	// right one.
	Suspect []common.Address
	// Unrevealed are the verifiers that never revealed.
	Unrevealed []common.Address
}

// Audit is the whistleblower's check: it re-executes revealed task id and
// compares the solver's result and every verifier's revealed verdict with
// what it computed. The market has no entry point to challenge a
// verifier's verdict, so this only reports; while the task's
// verification window is open, the whistleblower's recourse is to become
// a verifier itself (Verifier.Commit), whose challenge opens a dispute.
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
	rep := &AuditReport{TaskID: new(big.Int).Set(id), Computed: common.Hash(r.Output.StateHash)}
	rep.ResultOK = rep.Computed == common.Hash(t.FinalStateHash)
	for _, v := range vs {
		switch v.Status {
		case chain.VerdictSealed:
			rep.Unrevealed = append(rep.Unrevealed, v.Addr)
		case chain.VerdictAgreed, chain.VerdictWorkDissent:
			if !rep.ResultOK {
				rep.Suspect = append(rep.Suspect, v.Addr)
			}
		case chain.VerdictChallenger:
			if rep.ResultOK {
				rep.Suspect = append(rep.Suspect, v.Addr)
			}
		}
	}
	return rep, nil
}
