package play

import (
	"context"
	"fmt"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

// Party is one side of a dispute over a training job: its receipt and the
// store that holds its checkpoints. It keeps the regenerated trace of one
// step at a time. A Party is not safe for concurrent use.
type Party struct {
	ctx     context.Context
	role    game.Party
	r       *job.Receipt
	st      job.Store
	regen   Regenerator
	step    int
	data    *StepData
	entries []repops.TraceEntry
	err     error
	player  *game.Player
	open    *game.Opening // the opening of entry openAt of step openStep
	openAt  [2]int
	// Regenerated counts the steps this party re-executed to answer
	// (trace regenerations), for reports.
	Regenerated int
}

// StepData is a party's answer for one step: its trace, the inputs each
// entry read, the output tensor of each entry (Output: for an entry of
// several outputs, repops.JoinOutputs of them; nil when the party holds
// none: it then does not open the entry in phase 3), and the states
// before and after.
type StepData struct {
	Entries   []repops.TraceEntry
	Inputs    func(repops.TraceEntry) ([]*repops.Tensor, [][]int, error)
	Output    func(repops.TraceEntry) *repops.Tensor
	Pre, Post *checkpoint.Checkpoint
}

// Regenerator produces a party's StepData for step s of its receipt's
// job. Regenerate (job.StepTrace) is the honest one.
type Regenerator func(ctx context.Context, r *job.Receipt, st job.Store, s int) (*StepData, error)

// Regenerate re-executes step s from the receipt's nearest committed
// checkpoint with a capturing tracer (job.StepTrace).
func Regenerate(ctx context.Context, r *job.Receipt, st job.Store, s int) (*StepData, error) {
	tr, pre, post, err := job.StepTrace(ctx, r, st, s)
	if err != nil {
		return nil, err
	}
	output := func(e repops.TraceEntry) *repops.Tensor {
		if t, ok := tr.Tensor(e.Output); ok {
			return t
		}
		// An entry of several outputs (an optimizer update) is committed
		// by the hash over theirs: its outputs, joined, are the replay
		// of its captured inputs when that gives the committed hash.
		ins, ints, err := tr.Inputs(e)
		if err != nil {
			return nil
		}
		outs, err := repops.ReplayEntry(r.OpSetVersion, e, ins, ints)
		if err != nil || len(outs) < 2 || repops.OutputHash(outs) != e.Output {
			return nil
		}
		return repops.JoinOutputs(outs)
	}
	return &StepData{Entries: tr.Entries(), Inputs: tr.Inputs, Output: output, Pre: pre, Post: post}, nil
}

// NewParty returns the party role (game.Solver or game.Challenger)
// answering from receipt r and store st. regen is nil for Regenerate.
func NewParty(ctx context.Context, role game.Party, r *job.Receipt, st job.Store, regen Regenerator) (*Party, error) {
	if role != game.Solver && role != game.Challenger {
		return nil, fmt.Errorf("play: role %s", role)
	}
	if r.Kind != job.KindTrain || r.Spec == nil {
		return nil, fmt.Errorf("play: %w: a dispute is over a training receipt", job.ErrReceipt)
	}
	if regen == nil {
		regen = Regenerate
	}
	return &Party{ctx: ctx, role: role, r: r, st: st, regen: regen}, nil
}

// Role returns the side this party plays.
func (p *Party) Role() game.Party { return p.role }

// Err returns the first error regenerating a step, if any: the party then
// has no answer and loses the game on its deadline.
func (p *Party) Err() error { return p.err }

// State returns the party's committed state hash after step k (k = 0: the
// initial state).
func (p *Party) State(k int) game.Hash {
	if k == 0 {
		return game.Hash(p.r.InitialStateHash)
	}
	if k < 1 || k > len(p.r.StateHashes) {
		return game.Hash{}
	}
	return game.Hash(p.r.StateHashes[k-1])
}

// load regenerates step s unless it is the one held.
func (p *Party) load(s int) bool {
	if p.step == s && p.data != nil {
		return true
	}
	if p.err != nil {
		return false
	}
	d, err := p.regen(p.ctx, p.r, p.st, s)
	if err != nil {
		p.err = fmt.Errorf("play: %s regenerating step %d: %w", p.role, s, err)
		return false
	}
	p.step, p.data, p.entries = s, d, d.Entries
	p.Regenerated++
	return true
}

// Trace returns the party's trace of step s, regenerated (nil on error).
func (p *Party) Trace(s int) []repops.TraceEntry {
	if !p.load(s) {
		return nil
	}
	return p.entries
}

// Tensors returns the inputs and the output of entry e of step s as this
// party's regenerated trace holds them, for opening the entry in phase 3:
// the inputs in the entry's order, an integer list (token ids, targets)
// as the tensor of its values (repops.EntryInputs); nil when the entry has
// several outputs or the party holds no output for it (it then does not
// open the entry and the referee set rules on it).
func (p *Party) Tensors(s, e int) ([]*repops.Tensor, *repops.Tensor) {
	if !p.load(s) || e < 0 || e >= len(p.entries) || p.data.Inputs == nil || p.data.Output == nil {
		return nil, nil
	}
	ts, is, err := p.data.Inputs(p.entries[e])
	if err != nil {
		return nil, nil
	}
	ins, err := repops.EntryInputs(p.entries[e], ts, is)
	if err != nil {
		return nil, nil
	}
	out := p.data.Output(p.entries[e])
	if out == nil {
		return nil, nil
	}
	return ins, out
}

// opening returns the party's opening of entry e of step s (game.Opening:
// the entry as traced, its input shapes and element roots, then its
// output's), nil when it does not open the entry (Tensors).
func (p *Party) opening(s, e int) *game.Opening {
	if p.open != nil && p.openAt == [2]int{s, e} {
		return p.open
	}
	ins, out := p.Tensors(s, e)
	if out == nil {
		return nil
	}
	o := &game.Opening{Entry: p.entries[e]}
	for _, t := range append(ins, out) {
		r, err := commit.ElementRoot(t.Data)
		if err != nil {
			return nil
		}
		o.Roots = append(o.Roots, r)
	}
	for _, t := range ins {
		o.Shapes = append(o.Shapes, append([]int(nil), t.Shape...))
	}
	p.open, p.openAt = o, [2]int{s, e}
	return o
}

// Player returns the game.Player that plays this party honestly from its
// own data. The player is kept between calls (it caches the chain hashes
// of the step and the element trees of the entry it opened); a game
// played on a view with Scalar set opens the pinned entry from Tensors.
func (p *Party) Player() *game.Player {
	if p.player == nil {
		p.player = &game.Player{Role: p.role, States: p.State, Trace: p.Trace, Tensors: p.Tensors,
			StateProof: func(s int) *game.StateProof {
				pr, err := p.StateProof(s)
				if err != nil {
					return nil
				}
				return pr
			}}
	}
	return p.player
}

// Evidence returns what the referee needs to recompute entry e of step s:
// the state before the step and either the entry as this party traced it
// with the tensors and integer lists it read (e < G) or, for the state
// entry (e == G), the step's trace and the state after it.
func (p *Party) Evidence(s, e int) (*Evidence, error) {
	if !p.load(s) {
		return nil, p.err
	}
	ev := &Evidence{Step: s, Entry: e, Pre: p.data.Pre}
	switch {
	case e >= 0 && e < len(p.entries):
		ev.Op = p.entries[e]
		ts, is, err := p.data.Inputs(ev.Op)
		if err != nil {
			return nil, err
		}
		ev.Tensors, ev.Ints = ts, is
	case e == len(p.entries):
		ev.Trace, ev.Post = p.entries, p.data.Post
	default:
		return nil, fmt.Errorf("play: entry %d outside 0..%d", e, len(p.entries))
	}
	return ev, nil
}
