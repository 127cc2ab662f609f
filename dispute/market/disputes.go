package market

import (
	"context"
	"math/big"
	"sync"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/play"
)

// DisputeParties answers for the tasks this node's roles ran, in
// disputes over them: the solver's runs as the solver, the verifier's
// (and its audits') re-executions as the challenger. Its Lookup is what
// play.Serve takes. Parties are made on first use from the roles' kept
// receipts and the node's store, and kept.
type DisputeParties struct {
	ctx      context.Context
	st       job.Store
	solver   *Solver   // nil: this node solves nothing
	verifier *Verifier // nil: this node verifies nothing

	mu      sync.Mutex // guards parties
	parties map[job.Hash]*play.Party
}

// NewDisputeParties answers for solver's and verifier's tasks (either may
// be nil) from store st; ctx bounds the re-executions parties make.
func NewDisputeParties(ctx context.Context, st job.Store, solver *Solver, verifier *Verifier) *DisputeParties {
	return &DisputeParties{ctx: ctx, st: st, solver: solver, verifier: verifier, parties: map[job.Hash]*play.Party{}}
}

// Lookup returns the party that answers for the receipt with hash h in
// role, if one of this node's roles kept that receipt.
func (d *DisputeParties) Lookup(h job.Hash, role game.Party) (*play.Party, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if p, ok := d.parties[h]; ok {
		return p, p.Role() == role
	}
	var f *stateFile
	switch {
	case role == game.Solver && d.solver != nil:
		f = d.solver.state
	case role == game.Challenger && d.verifier != nil:
		f = d.verifier.state
	default:
		return nil, false
	}
	for _, id := range f.ids() {
		r, err := f.loadReceipt(id)
		if err != nil || r.Hash != h {
			continue
		}
		p, err := play.NewParty(d.ctx, role, r, d.st, nil)
		if err != nil {
			return nil, false
		}
		d.parties[h] = p
		return p, true
	}
	return nil, false
}

// Receipt returns the receipt this node's role kept of its run of task
// id in role (the solver's as the solver, the verifier's as the
// challenger): what play.WithReceipts hands a referee-set member.
func (d *DisputeParties) Receipt(id *big.Int, role game.Party) (*job.Receipt, bool) {
	var r *job.Receipt
	var err error
	switch {
	case role == game.Solver && d.solver != nil:
		r, err = d.solver.Receipt(id)
	case role == game.Challenger && d.verifier != nil:
		r, err = d.verifier.Receipt(id)
	default:
		return nil, false
	}
	return r, err == nil
}
