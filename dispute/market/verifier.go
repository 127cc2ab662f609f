package market

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/play"
	"github.com/synod-net/synod/node/identity"
)

// Verifier re-executes committed tasks, commits sealed verdicts, reveals
// them after the solver and carries its tasks to settlement. Its sealed
// verdicts live in a state file, written before each commitment.
type Verifier struct {
	c     *chain.Chain
	acct  *chain.Account
	id    *identity.Identity
	st    job.Store
	cfg   *config
	state *stateFile

	mu      sync.Mutex // one Advance or Commit at a time; guards watched and parties
	watched map[string]*big.Int
	parties map[string]*play.Party // by dispute ID: this verifier's side of its games
	closed  chan struct{}
	once    sync.Once
}

// NewVerifier builds a verifier acting with the node key id on chain c,
// reading specs, datasets and the solvers' checkpoints through st (which
// fetches them by CID), keeping its state in stateFile.
func NewVerifier(c *chain.Chain, id *identity.Identity, st job.Store, stateFile string, opts ...Option) (*Verifier, error) {
	if c == nil || id == nil || st == nil || stateFile == "" {
		return nil, errors.New("market: NewVerifier needs a chain, a node key, a store and a state file")
	}
	cfg, err := newConfig(c, opts)
	if err != nil {
		return nil, err
	}
	acct := chain.NewAccount(id.ECDSA())
	sf, err := openState(stateFile, "verifier", acct.Address())
	if err != nil {
		return nil, err
	}
	return &Verifier{c: c, acct: acct, id: id, st: st, cfg: cfg, state: sf, watched: map[string]*big.Int{}, parties: map[string]*play.Party{}, closed: make(chan struct{})}, nil
}

// Address is the verifier's account.
func (v *Verifier) Address() common.Address { return v.acct.Address() }

// Records returns the verifier's records by task ID.
func (v *Verifier) Records() map[string]Record { return v.state.snapshot() }

// Receipt returns the receipt of this verifier's re-execution of task id
// (kept in receipts/ beside its state file): what it answers from in a
// dispute it opens.
func (v *Verifier) Receipt(id *big.Int) (*job.Receipt, error) { return v.state.loadReceipt(id) }

// Close stops Run; it is idempotent.
func (v *Verifier) Close() error {
	v.once.Do(func() { close(v.closed) })
	return nil
}

func (v *Verifier) isClosed() bool {
	select {
	case <-v.closed:
		return true
	default:
		return false
	}
}

func (v *Verifier) emit(id *big.Int, what, format string, args ...any) {
	v.cfg.emit("verifier", id, what, format, args...)
}

// Commit verifies task id: it checks that this account may verify it
// (not the submitter or the solver, a sealed result in its verification
// window), re-executes the job from its spec and commits the sealed
// verdict with the task's stake. ErrNotEligible and ErrUnsupported say
// why a task was not taken.
func (v *Verifier) Commit(ctx context.Context, id *big.Int) error {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.isClosed() {
		return ErrClosed
	}
	t, err := v.c.Task(ctx, id)
	if err != nil {
		return err
	}
	rec, _ := v.state.get(id)
	return v.commit(ctx, id, t, rec)
}

// rerun re-executes task t's job from its spec, after an event named what
// ("re-executing N steps" and detail), and keeps the run's receipt, what
// this verifier answers from in a dispute; it returns the receipt and the
// spec's work units.
func (v *Verifier) rerun(ctx context.Context, id *big.Int, t chain.Task, what, detail string) (*job.Receipt, uint64, error) {
	spec, q, err := fetchSpec(ctx, v.st, t)
	if err != nil {
		return nil, 0, err
	}
	v.emit(id, what, "re-executing %d steps%s", spec.Steps, detail)
	r, err := reexecute(ctx, spec, v.st, v.id, v.cfg.jobOpts)
	if err != nil {
		return nil, 0, fmt.Errorf("market: re-executing task %s: %w", id, err)
	}
	if err := v.state.saveReceipt(id, r); err != nil {
		return nil, 0, err
	}
	return r, q.Units, nil
}

func (v *Verifier) commit(ctx context.Context, id *big.Int, t chain.Task, rec Record) error {
	me := v.acct.Address()
	switch {
	case t.Submitter == me:
		return fmt.Errorf("%w: task %s is this account's own submission", ErrNotEligible, id)
	case t.Solver == me:
		return fmt.Errorf("%w: task %s is solved by this account", ErrNotEligible, id)
	case t.Status != chain.TaskCommitted:
		return fmt.Errorf("%w: task %s has no sealed result in its verification window (status %d)", ErrNotEligible, id, t.Status)
	}
	if !rec.sealed() {
		r, units, err := v.rerun(ctx, id, t, "running", "")
		if err != nil {
			return err
		}
		salt, err := chain.NewSalt()
		if err != nil {
			return err
		}
		rec = Record{Phase: PhaseSealed, FinalStateHash: common.Hash(r.Output.StateHash), StateRoot: common.Hash(r.StateRoot), WorkUsed: units, Salt: salt}
		if err := v.state.put(id, rec); err != nil {
			return err
		}
		v.emit(id, "ran", "final state %s", r.Output.StateHash)
	}
	if err := v.c.CommitVerdict(ctx, v.acct, id, rec.verdict()); err != nil {
		return fmt.Errorf("market: committing the verdict on task %s: %w", id, err)
	}
	rec.Phase = PhaseCommitted
	if err := v.state.put(id, rec); err != nil {
		return err
	}
	v.emit(id, "committed", "sealed verdict, stake %s wei", t.Stake)
	return nil
}

func (r Record) verdict() chain.Verdict {
	return chain.Verdict{FinalStateHash: r.FinalStateHash, WorkUsed: r.WorkUsed, Salt: r.Salt}
}

// Whistleblow audits revealed task id (Audit: it re-executes the job from
// its spec) and, when the solver's result is not what it computed and the
// verifiers' reveal window is still open, challenges the result on chain
// as a whistleblower (market.Whistleblow), with the task's stake. The
// whistleblower's record (Whistleblown, the computed hash, the dispute) is
// then kept like a challenging verifier's, so AdvanceTask and Run carry it
// on: they claim the dispute by timeout when the solver misses its turn,
// settle and withdraw. It returns the audit and the dispute opened (nil
// when the result is right: nothing to dispute). A task this verifier
// already follows (it verified or whistleblew it) is ErrNotEligible, as
// is a wrong result found too late (the report is returned with it).
func (v *Verifier) Whistleblow(ctx context.Context, id *big.Int) (*AuditReport, *big.Int, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.isClosed() {
		return nil, nil, ErrClosed
	}
	return v.whistleblowLocked(ctx, id)
}

// whistleblowLocked is Whistleblow; v.mu must be held.
func (v *Verifier) whistleblowLocked(ctx context.Context, id *big.Int) (*AuditReport, *big.Int, error) {
	if rec, ok := v.state.get(id); ok {
		return nil, nil, fmt.Errorf("%w: task %s is already followed by this verifier (phase %s)", ErrNotEligible, id, rec.Phase)
	}
	t, err := v.c.Task(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	me := v.acct.Address()
	if t.Submitter == me || t.Solver == me {
		return nil, nil, fmt.Errorf("%w: task %s is this account's own submission or solve", ErrNotEligible, id)
	}
	v.emit(id, "auditing", "re-executing %d steps", t.Steps)
	rep, err := Audit(ctx, v.c, id, v.st, v.id, v.cfg.jobOpts...)
	if err != nil {
		return nil, nil, err
	}
	if rep.ResultOK {
		v.emit(id, "audited", "the result %s is what we computed", rep.Result)
		return rep, nil, nil
	}
	d, err := v.challengeLocked(ctx, id, t, rep)
	return rep, d, err
}

// challengeLocked whistleblows task t (id) on report rep, whose computed
// hash is not the result, and records the dispute so that a restart
// follows it; v.mu must be held.
func (v *Verifier) challengeLocked(ctx context.Context, id *big.Int, t chain.Task, rep *AuditReport) (*big.Int, error) {
	v.emit(id, "audited", "the result %s is wrong: we computed %s", rep.Result, rep.Computed)
	now, err := v.cfg.clock(ctx)
	if err != nil {
		return nil, err
	}
	d, err := whistleblow(ctx, v.c, v.acct, id, rep, now)
	if err != nil {
		return nil, err
	}
	if rep.Receipt != nil {
		if err := v.state.saveReceipt(id, rep.Receipt); err != nil {
			return d, err
		}
	}
	rec := Record{Phase: PhaseRevealed, FinalStateHash: rep.Computed, Whistleblown: true, Audited: true, DisputeID: d.String()}
	if err := v.state.put(id, rec); err != nil {
		return d, err
	}
	v.emit(id, "whistleblown", "challenged the result %s with %s: dispute %s, stake %s wei", rep.Result, rep.Computed, d, t.Stake)
	return d, nil
}

// Watch makes Advance consider task id (a task seen in the pool that may
// later need a verdict).
func (v *Verifier) Watch(id *big.Int) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.watched[id.String()] = new(big.Int).Set(id)
}

// Advance takes the next step of every task the verifier follows or
// watches.
func (v *Verifier) Advance(ctx context.Context) error {
	seen := map[string]bool{}
	var ids []*big.Int
	for _, id := range v.state.ids() {
		seen[id.String()] = true
		ids = append(ids, id)
	}
	v.mu.Lock()
	for k, id := range v.watched {
		if !seen[k] {
			ids = append(ids, id)
		}
	}
	v.mu.Unlock()
	var errs []error
	for _, id := range ids {
		if _, err := v.AdvanceTask(ctx, id); err != nil && !expected(err) {
			errs = append(errs, fmt.Errorf("task %s: %w", id, err))
		}
	}
	return errors.Join(errs...)
}

// AdvanceTask takes the next step of one task and returns the action it
// took.
func (v *Verifier) AdvanceTask(ctx context.Context, id *big.Int) (Action, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.isClosed() {
		return ActWait, ErrClosed
	}
	rec, _ := v.state.get(id)
	t, err := v.c.Task(ctx, id)
	if err != nil {
		return ActWait, err
	}
	vs, err := v.c.Verifiers(ctx, id)
	if err != nil {
		return ActWait, err
	}
	var mine *chain.Verifier
	for i := range vs {
		if vs[i].Addr == v.acct.Address() {
			mine = &vs[i]
		}
	}
	now, err := v.cfg.clock(ctx)
	if err != nil {
		return ActWait, err
	}
	act := StepVerifier(rec.Phase, t, mine, now, v.acct.Address())
	switch computed := rec.Audited && rec.Phase == PhaseSealed; {
	case computed:
		// An audit that computed the result before its reveal.
		act = StepAudit(t, now, v.acct.Address(), true, true)
	case rec.Phase != "" || mine != nil:
	case v.cfg.noVerdicts && v.cfg.audit > 0, act == ActDrop && v.cfg.audit > 0:
		// A task this verifier does not verify (it commits no verdicts,
		// or it can no longer commit one): an auditor takes it when
		// drawn.
		act = StepAudit(t, now, v.acct.Address(), v.audits(id), false)
	case v.cfg.noVerdicts:
		act = ActDrop
	}
	switch act {
	case ActCommit:
		if err = v.commit(ctx, id, t, rec); expected(err) {
			delete(v.watched, id.String())
			v.emit(id, "skipped", "%v", err)
		}
	case ActReveal:
		err = v.reveal(ctx, id, t, rec)
	case ActAudit:
		err = v.audit(ctx, id, t, rec)
	case ActDispute:
		err = v.dispute(ctx, id, mine, now)
	case ActSettle:
		var did bool
		if did, err = settle(ctx, v.c, v.acct, id); did {
			v.emit(id, "settled", "")
		}
	case ActWithdraw:
		if err = withdraw(ctx, v.c, v.acct, v.cfg, "verifier", id); err == nil {
			rec.Phase = PhaseDone
			err = v.state.put(id, rec)
			delete(v.watched, id.String())
		}
	case ActDrop:
		delete(v.watched, id.String())
		if rec.Phase != "" && rec.Phase != PhaseDone {
			rec.Phase = PhaseDone
			err = v.state.put(id, rec)
		}
	}
	return act, err
}

// audits reports whether this verifier audits task id (WithAudit): a draw
// from the task ID and its account, the same on every run.
func (v *Verifier) audits(id *big.Int) bool {
	if v.cfg.audit >= 1 {
		return true
	}
	h := crypto.Keccak256(v.acct.Address().Bytes(), common.LeftPadBytes(id.Bytes(), 32))
	return float64(binary.BigEndian.Uint64(h[:8]))/(1<<64) < v.cfg.audit
}

// audit takes the next step of an audit of task t (id), which this
// verifier does not verify: with the result committed and not yet
// revealed it re-executes the job and keeps what it computed (phase
// sealed, its receipt saved); with the result revealed it compares it with
// what it computed (re-executing now when it has not) and challenges a
// wrong one as a whistleblower (challengeLocked, which records the
// challenge). A right result, or a wrong one found after the window
// closed, is recorded as audited and done, so that it is not re-executed
// again.
func (v *Verifier) audit(ctx context.Context, id *big.Int, t chain.Task, rec Record) error {
	computed := rec.Audited && rec.Phase == PhaseSealed
	if t.Status == chain.TaskCommitted && !computed {
		r, _, err := v.rerun(ctx, id, t, "auditing", " before the result is revealed")
		if err != nil {
			return err
		}
		v.emit(id, "computed", "final state %x; the result is checked when revealed", r.Output.StateHash)
		return v.state.put(id, Record{Phase: PhaseSealed, FinalStateHash: common.Hash(r.Output.StateHash), Audited: true})
	}
	var (
		rep *AuditReport
		d   *big.Int
		err error
	)
	if computed {
		r, lerr := v.state.loadReceipt(id)
		if lerr != nil {
			return fmt.Errorf("market: auditing task %s needs the receipt of the run computed before its reveal: %w", id, lerr)
		}
		rep = &AuditReport{TaskID: new(big.Int).Set(id), Result: common.Hash(t.FinalStateHash), Computed: rec.FinalStateHash, Deadline: t.Deadline, Receipt: r}
		if rep.ResultOK = rep.Computed == rep.Result; rep.ResultOK {
			v.emit(id, "audited", "the result %s is what we computed", rep.Result)
		} else {
			d, err = v.challengeLocked(ctx, id, t, rep)
		}
	} else {
		rep, d, err = v.whistleblowLocked(ctx, id)
	}
	switch {
	case err == nil && d != nil:
		return nil
	case err == nil:
		// Right: reported above.
	case errors.Is(err, ErrNotEligible):
		v.emit(id, "skipped", "%v", err)
	default:
		return err
	}
	done := Record{Phase: PhaseDone, Audited: true}
	if rep != nil {
		done.FinalStateHash = rep.Computed
	}
	delete(v.watched, id.String())
	return v.state.put(id, done)
}

// reveal reveals the verdict (a challenge when it differs from the
// revealed result), then fetches the revealed checkpoint by CID and
// checks that its state hash is the revealed final hash.
func (v *Verifier) reveal(ctx context.Context, id *big.Int, t chain.Task, rec Record) error {
	if !rec.sealed() {
		return fmt.Errorf("%w: a verdict on task %s is committed on chain but not in the state file", ErrState, id)
	}
	vd := rec.verdict()
	if common.Hash(t.FinalStateHash) != rec.FinalStateHash {
		// A challenge: the game opens with this verifier's state hash at
		// its first split point, from the receipt of its run.
		r, err := v.state.loadReceipt(id)
		if err != nil {
			return fmt.Errorf("market: challenging task %s needs this verifier's receipt: %w", id, err)
		}
		vd.SplitHash = chain.SplitHash(r.StateHashes)
	}
	dispute, err := v.c.RevealVerdict(ctx, v.acct, id, vd)
	if err != nil {
		return fmt.Errorf("market: revealing the verdict on task %s: %w", id, err)
	}
	rec.Phase = PhaseRevealed
	switch {
	case dispute != nil:
		rec.DisputeID = dispute.String()
		v.emit(id, "challenged", "result %x differs from ours %x: dispute %s", t.FinalStateHash, rec.FinalStateHash, dispute)
	case t.Forced:
		v.emit(id, "caught", "forced error: the solver's wrong hash %x is not ours", t.WrongFinalHash)
	default:
		v.emit(id, "agreed", "final state %x", t.FinalStateHash)
	}
	if h, err := checkpointHash(ctx, v.st, t.CheckpointCid); err != nil {
		v.emit(id, "checkpoint", "fetching %s: %v", t.CheckpointCid, err)
	} else {
		rec.CheckpointOK = h == t.FinalStateHash
		v.emit(id, "checkpoint", "%s has state %x (matches the result: %v)", t.CheckpointCid, h, rec.CheckpointOK)
	}
	return v.state.put(id, rec)
}

// dispute ends the verifier's open dispute by timeout when the other
// side let its turn pass. Playing the bisection itself is the dispute
// player's job, not this package's.
func (v *Verifier) dispute(ctx context.Context, id *big.Int, mine *chain.Verifier, now uint64) error {
	d := mine.DisputeId
	return advanceGame(ctx, v.c, v.acct, game.Challenger, id, d, now, func() (*play.Party, error) {
		return partyFor(ctx, v.parties, v.state, v.st, game.Challenger, id, d)
	}, v.emit)
}

// Run is the verifier's loop: on every tick it advances the tasks it
// follows and, with watch, watches every task posted from block
// fromBlock on and verifies it once it has a sealed result. It returns
// when ctx ends or the verifier is closed (ErrClosed).
func (v *Verifier) Run(ctx context.Context, watch bool, fromBlock uint64) error {
	l := loop{c: v.c, cfg: v.cfg, closed: v.closed, advance: v.Advance, from: fromBlock}
	if watch {
		l.take = func(_ context.Context, e chain.TaskEvent) {
			if e.Submitter != v.acct.Address() {
				v.Watch(e.ID)
				v.emit(e.ID, "watching", "posted in block %d", e.Block)
			}
		}
	}
	return l.run(ctx)
}
