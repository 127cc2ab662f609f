package play

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

// ErrEvidence reports evidence that does not match what the game or the
// other evidence establishes; the referee ignores it.
var ErrEvidence = errors.New("play: evidence does not check out")

// Evidence is what a party hands the referee for the entry the game
// pinned. Every field is checked before use.
type Evidence struct {
	Step, Entry int
	// Pre is the state before the step; it must hash to the agreed
	// pre-state hash.
	Pre *checkpoint.Checkpoint
	// For an op entry (Entry < G): the entry as the party traced it and
	// the tensors and integer lists it read, in its input order.
	Op      repops.TraceEntry
	Tensors []*repops.Tensor
	Ints    [][]int
	// For the state entry (Entry == G): the step's trace (which must
	// chain to the agreed hash) and the state after the step.
	Trace []repops.TraceEntry
	Post  *checkpoint.Checkpoint
}

// Ruling is the referee's recomputation of the pinned entry's
// commitment, and how it was reached.
type Ruling struct {
	Hash game.Hash
	// Work: "op" (one entry replayed from its inputs), "state" (the
	// post-state checked against the agreed optimizer outputs and
	// hashed) or "step" (the parties disagreed on what the entry reads,
	// so the referee traced the whole step from the agreed pre-state).
	Work   string
	Detail string
}

// Referee recomputes the entry a game over one training job pins.
type Referee struct {
	Spec  *job.Spec
	OpSet int
	// Store supplies a dataset named by CID when the referee has to
	// trace a whole step; nil when the job's data is procedural.
	Store job.Store
	// Format is the format of the receipts the game is over, whose trace
	// the referee records when it traces a whole step (0:
	// job.ReceiptFormat).
	Format int
}

// Recompute rules on the entry game view v pins (v.Phase must be
// PhaseReferee) from the parties' evidence (either may be nil or wrong).
func (rf *Referee) Recompute(ctx context.Context, v game.View, evs map[game.Party]*Evidence) (*Ruling, error) {
	if v.Phase != game.PhaseReferee {
		return nil, fmt.Errorf("play: the game is not waiting for the referee (phase %s)", v.Phase)
	}
	hi := map[game.Party]game.Hash{game.Solver: v.HiSolver, game.Challenger: v.HiChallenger}
	// Keep only evidence for this entry whose pre-state is the agreed one.
	ok := map[game.Party]*Evidence{}
	var errs []error
	for _, p := range []game.Party{game.Solver, game.Challenger} {
		ev := evs[p]
		if ev == nil {
			continue
		}
		if err := checkPre(v, ev); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", p, err))
			continue
		}
		ok[p] = ev
	}
	if v.Entry == v.Count {
		return rf.stateEntry(v, ok, errs)
	}
	// An op entry: a party's entry must be the one its chain hash at the
	// entry commits to.
	ents := map[game.Party]*Evidence{}
	for p, ev := range ok {
		if game.ChainNext(v.Agreed, game.EntryHash(ev.Op)) != hi[p] {
			errs = append(errs, fmt.Errorf("%s: %w: its entry is not the one its chain hash commits to", p, ErrEvidence))
			continue
		}
		ents[p] = ev
	}
	s, c := ents[game.Solver], ents[game.Challenger]
	if s != nil && c != nil && !sameStructure(s.Op, c.Op) {
		return rf.traceStep(ctx, v, ok, "the parties' entries differ in op, attributes or inputs")
	}
	for _, p := range []game.Party{game.Solver, game.Challenger} {
		ev := ents[p]
		if ev == nil {
			continue
		}
		if other := ents[p.Other()]; other == nil {
			// Only one party's entry: the structure is unconfirmed, so
			// the step decides.
			return rf.traceStep(ctx, v, ok, "only one party's entry checked out")
		}
		out, err := replay(rf.OpSet, ev.Op, ev.Tensors, ev.Ints)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s's inputs: %w", p, err))
			continue
		}
		e := ev.Op
		e.Output = out
		return &Ruling{Hash: game.EntryHash(e), Work: "op",
			Detail: fmt.Sprintf("replayed entry %d (%s) of step %d from the %s's inputs", v.Entry, e.Op, v.Step, p)}, nil
	}
	if len(ok) > 0 {
		return rf.traceStep(ctx, v, ok, "no party's inputs checked out")
	}
	return nil, fmt.Errorf("play: no usable evidence: %w", errors.Join(errs...))
}

func checkPre(v game.View, ev *Evidence) error {
	if ev.Step != v.Step || ev.Entry != v.Entry {
		return fmt.Errorf("%w: for step %d entry %d, the game pinned step %d entry %d", ErrEvidence, ev.Step, ev.Entry, v.Step, v.Entry)
	}
	if ev.Pre == nil {
		return fmt.Errorf("%w: no pre-state", ErrEvidence)
	}
	h, err := job.StateHash(job.ReceiptFormat, ev.Pre)
	if err != nil || game.Hash(h) != v.Pre {
		return fmt.Errorf("%w: the pre-state is not the agreed one", ErrEvidence)
	}
	return nil
}

func sameStructure(a, b repops.TraceEntry) bool {
	if a.Op != b.Op || a.Attrs != b.Attrs || len(a.Inputs) != len(b.Inputs) {
		return false
	}
	for i := range a.Inputs {
		if a.Inputs[i] != b.Inputs[i] {
			return false
		}
	}
	return true
}

// replay checks that tensors and ints hash to e's inputs, in order, and
// recomputes e's output hash under op set v.
func replay(v int, e repops.TraceEntry, tensors []*repops.Tensor, ints [][]int) (repops.Hash, error) {
	ti, ii := 0, 0
	for i, h := range e.Inputs {
		switch {
		case ti < len(tensors) && tensors[ti] != nil && len(tensors[ti].Data) == elems(tensors[ti].Shape) && tensors[ti].Hash() == h:
			ti++
		case ii < len(ints) && repops.HashInts(ints[ii]) == h:
			ii++
		default:
			return repops.Hash{}, fmt.Errorf("%w: input %d does not hash to the entry's", ErrEvidence, i)
		}
	}
	if ti != len(tensors) || ii != len(ints) {
		return repops.Hash{}, fmt.Errorf("%w: more inputs than the entry names", ErrEvidence)
	}
	outs, err := repops.ReplayEntry(v, e, tensors, ints)
	if err != nil {
		return repops.Hash{}, err
	}
	return repops.OutputHash(outs), nil
}

func elems(shape []int) int {
	n := 1
	for _, d := range shape {
		if d < 0 || (d != 0 && n > 1<<31/d) {
			return -1
		}
		n *= d
	}
	return n
}

// traceStep rules by tracing the whole step from the agreed pre-state:
// what the referee falls back to when it cannot tell from the parties'
// entries what the pinned entry reads. It costs one step of the job.
func (rf *Referee) traceStep(ctx context.Context, v game.View, ok map[game.Party]*Evidence, why string) (*Ruling, error) {
	var pre *checkpoint.Checkpoint
	for _, ev := range ok {
		pre = ev.Pre
		break
	}
	if pre == nil {
		return nil, fmt.Errorf("play: %s, and no party supplied the agreed pre-state", why)
	}
	tr, err := job.TraceFrom(ctx, rf.Spec, rf.Store, pre, v.Step, rf.Format)
	if err != nil {
		return nil, fmt.Errorf("play: tracing step %d: %w", v.Step, err)
	}
	es := tr.Entries()
	if v.Entry >= len(es) {
		return nil, fmt.Errorf("play: step %d has %d entries, the game %d", v.Step, len(es), v.Count)
	}
	return &Ruling{Hash: game.EntryHash(es[v.Entry]), Work: "step",
		Detail: fmt.Sprintf("%s: traced step %d from the agreed pre-state; entry %d is %s", why, v.Step, v.Entry, es[v.Entry].Op)}, nil
}

// stateEntry rules on the state entry: the post-state hash of the step.
// A party's trace must chain from the agreed pre-state to the agreed
// hash before the state entry (so it is the agreed trace); its
// post-state must hold, for every parameter, the value and moments whose
// hashes the agreed adamw entry output, the pre-state's config and RNG
// counters (a training step consumes none) and the next step number. The
// post-state hash of the first party whose evidence checks out is the
// ruling.
func (rf *Referee) stateEntry(v game.View, ok map[game.Party]*Evidence, errs []error) (*Ruling, error) {
	for _, p := range []game.Party{game.Solver, game.Challenger} {
		ev := ok[p]
		if ev == nil {
			continue
		}
		h, err := checkPost(v, ev)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", p, err))
			continue
		}
		return &Ruling{Hash: h, Work: "state",
			Detail: fmt.Sprintf("checked the %s's post-state of step %d against the agreed optimizer outputs and hashed it", p, v.Step)}, nil
	}
	return nil, fmt.Errorf("play: no post-state checked out: %w", errors.Join(errs...))
}

func checkPost(v game.View, ev *Evidence) (game.Hash, error) {
	if len(ev.Trace) != v.Count || ev.Post == nil {
		return game.Hash{}, fmt.Errorf("%w: need the step's %d entries and the post-state", ErrEvidence, v.Count)
	}
	outs := make([]game.Hash, len(ev.Trace))
	for i, e := range ev.Trace {
		outs[i] = game.EntryHash(e)
	}
	if ch := game.Chain(v.Pre, outs); ch[len(ch)-1] != v.Agreed {
		return game.Hash{}, fmt.Errorf("%w: the trace does not chain to the agreed hash", ErrEvidence)
	}
	pre, post := ev.Pre, ev.Post
	cfgPre, err1 := checkpoint.CanonicalConfig(pre.Config)
	cfgPost, err2 := checkpoint.CanonicalConfig(post.Config)
	if err1 != nil || err2 != nil || string(cfgPre) != string(cfgPost) {
		return game.Hash{}, fmt.Errorf("%w: the post-state's config is not the pre-state's", ErrEvidence)
	}
	if post.Step != pre.Step+1 || len(post.RNG) != len(pre.RNG) {
		return game.Hash{}, fmt.Errorf("%w: step %d after %d, or other RNG counters", ErrEvidence, post.Step, pre.Step)
	}
	for k, x := range pre.RNG {
		if y, ok := post.RNG[k]; !ok || x != y {
			return game.Hash{}, fmt.Errorf("%w: RNG counter %s changed in a training step", ErrEvidence, k)
		}
	}
	if len(post.Tensors) != len(pre.Tensors) || len(post.Tensors)%3 != 0 {
		return game.Hash{}, fmt.Errorf("%w: %d tensors after the step, %d before", ErrEvidence, len(post.Tensors), len(pre.Tensors))
	}
	p := len(post.Tensors) / 3
	for i := range post.Tensors {
		if post.Tensors[i].Name != pre.Tensors[i].Name || !sameShape(post.Tensors[i].Shape, pre.Tensors[i].Shape) ||
			len(post.Tensors[i].Data) != elems(post.Tensors[i].Shape) {
			return game.Hash{}, fmt.Errorf("%w: tensor %d is not the pre-state's %q", ErrEvidence, i, pre.Tensors[i].Name)
		}
	}
	updated := make([]bool, p)
	for _, e := range ev.Trace {
		if e.Op != "adamw" {
			continue
		}
		k, err := strconv.Atoi(strings.TrimPrefix(strings.Split(e.Attrs, ",")[0], "param="))
		if err != nil || k < 0 || k >= p || updated[k] {
			return game.Hash{}, fmt.Errorf("%w: adamw entry %q", ErrEvidence, e.Attrs)
		}
		h := sha256.New()
		for _, x := range []checkpoint.Tensor{post.Tensors[k], post.Tensors[p+k], post.Tensors[2*p+k]} {
			th := checkpoint.TensorHash(x.Shape, x.Data)
			h.Write(th[:])
		}
		if game.Hash(h.Sum(nil)) != game.Hash(e.Output) {
			return game.Hash{}, fmt.Errorf("%w: parameter %d of the post-state is not the agreed adamw output", ErrEvidence, k)
		}
		updated[k] = true
	}
	for k, u := range updated {
		if u {
			continue
		}
		// Not updated: the parameter and its moments are the pre-state's.
		for _, i := range []int{k, p + k, 2*p + k} {
			if checkpoint.TensorHash(post.Tensors[i].Shape, post.Tensors[i].Data) != checkpoint.TensorHash(pre.Tensors[i].Shape, pre.Tensors[i].Data) {
				return game.Hash{}, fmt.Errorf("%w: tensor %q changed without an update", ErrEvidence, post.Tensors[i].Name)
			}
		}
	}
	c := *post
	c.Tensors = append([]checkpoint.Tensor(nil), post.Tensors...)
	for i := range c.Tensors {
		c.Tensors[i].Hash = nil
	}
	h, err := job.StateHash(job.ReceiptFormat, &c)
	if err != nil {
		return game.Hash{}, fmt.Errorf("%w: %w", ErrEvidence, err)
	}
	return game.Hash(h), nil
}

func sameShape(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
