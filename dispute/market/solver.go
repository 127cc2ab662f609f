package market

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/play"
	"github.com/synod-net/synod/node/identity"
)

// Solver claims tasks, runs them and carries them to settlement. Its
// sealed results live in a state file, written before each commitment.
type Solver struct {
	c     *chain.Chain
	acct  *chain.Account
	id    *identity.Identity
	st    job.Store
	cfg   *config
	state *stateFile

	mu      sync.Mutex             // one Advance or Claim at a time; guards parties
	parties map[string]*play.Party // by dispute ID: this solver's side of its games
	closed  chan struct{}
	once    sync.Once
}

// NewSolver builds a solver acting with the node key id on chain c,
// storing checkpoints and traces in st, keeping its state in stateFile
// (created when missing).
func NewSolver(c *chain.Chain, id *identity.Identity, st job.Store, stateFile string, opts ...Option) (*Solver, error) {
	if c == nil || id == nil || st == nil || stateFile == "" {
		return nil, errors.New("market: NewSolver needs a chain, a node key, a store and a state file")
	}
	cfg, err := newConfig(c, opts)
	if err != nil {
		return nil, err
	}
	acct := chain.NewAccount(id.ECDSA())
	sf, err := openState(stateFile, "solver", acct.Address())
	if err != nil {
		return nil, err
	}
	return &Solver{c: c, acct: acct, id: id, st: st, cfg: cfg, state: sf, parties: map[string]*play.Party{}, closed: make(chan struct{})}, nil
}

// Address is the solver's account.
func (s *Solver) Address() common.Address { return s.acct.Address() }

// Records returns the solver's records by task ID.
func (s *Solver) Records() map[string]Record { return s.state.snapshot() }

// Receipt returns the receipt of this solver's run of task id (kept in
// receipts/ beside its state file): what it answers from in a dispute.
func (s *Solver) Receipt(id *big.Int) (*job.Receipt, error) { return s.state.loadReceipt(id) }

// Close stops Run; it is idempotent.
func (s *Solver) Close() error {
	s.once.Do(func() { close(s.closed) })
	return nil
}

func (s *Solver) emit(id *big.Int, what, format string, args ...any) {
	s.cfg.emit("solver", id, what, format, args...)
}

// Claim checks that the solver can run task id (the spec fetched by CID
// and decoded, its quote within the task's MaxWork) and claims it with
// the task's stake. It returns ErrNotEligible for a task it may not
// claim and ErrUnsupported for one it cannot run.
func (s *Solver) Claim(ctx context.Context, id *big.Int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.isClosed() {
		return ErrClosed
	}
	return s.claim(ctx, id)
}

func (s *Solver) claim(ctx context.Context, id *big.Int) error {
	t, err := s.c.Task(ctx, id)
	if err != nil {
		return err
	}
	if t.Status != chain.TaskOpen {
		return fmt.Errorf("%w: task %s is not open (status %d)", ErrNotEligible, id, t.Status)
	}
	if t.Submitter == s.acct.Address() {
		return fmt.Errorf("%w: task %s is this account's own submission", ErrNotEligible, id)
	}
	if _, _, err := fetchSpec(ctx, s.st, t); err != nil {
		return err
	}
	if err := s.c.Claim(ctx, s.acct, id); err != nil {
		return fmt.Errorf("market: claiming task %s: %w", id, err)
	}
	if err := s.state.put(id, Record{Phase: PhaseClaimed}); err != nil {
		return err
	}
	s.emit(id, "claimed", "stake %s wei", t.Stake)
	return nil
}

// Advance takes the next step of every task the solver follows.
func (s *Solver) Advance(ctx context.Context) error {
	var errs []error
	for _, id := range s.state.ids() {
		if _, err := s.AdvanceTask(ctx, id); err != nil {
			errs = append(errs, fmt.Errorf("task %s: %w", id, err))
		}
	}
	return errors.Join(errs...)
}

// AdvanceTask takes the next step of one followed task and returns the
// action it took (ActWait: none was due).
func (s *Solver) AdvanceTask(ctx context.Context, id *big.Int) (Action, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.isClosed() {
		return ActWait, ErrClosed
	}
	rec, ok := s.state.get(id)
	if !ok {
		return ActWait, fmt.Errorf("%w: %s", ErrUnknownTask, id)
	}
	t, err := s.c.Task(ctx, id)
	if err != nil {
		return ActWait, err
	}
	now, err := s.cfg.clock(ctx)
	if err != nil {
		return ActWait, err
	}
	act := StepSolver(rec.Phase, t, now, s.acct.Address())
	switch act {
	case ActClaim:
		// The claim was recorded but never mined: claim again.
		err = s.claim(ctx, id)
	case ActCommit:
		err = s.commit(ctx, id, t, rec)
	case ActReveal:
		err = s.reveal(ctx, id, rec)
	case ActDispute:
		err = s.disputes(ctx, id, now)
	case ActSettle:
		var did bool
		if did, err = settle(ctx, s.c, s.acct, id); did {
			s.emit(id, "settled", "")
		}
	case ActWithdraw:
		if err = withdraw(ctx, s.c, s.acct, s.cfg, "solver", id); err == nil {
			rec.Phase = PhaseDone
			err = s.state.put(id, rec)
		}
	case ActDrop:
		if rec.Phase != PhaseDone {
			s.emit(id, "dropped", "task status %d, solver %s", t.Status, t.Solver.Hex())
			rec.Phase = PhaseDone
			err = s.state.put(id, rec)
		}
	}
	return act, err
}

// commit runs the job (unless a sealed result is already persisted),
// persists the result, the salt and a wrong final hash, then commits
// both seals.
func (s *Solver) commit(ctx context.Context, id *big.Int, t chain.Task, rec Record) error {
	if !rec.sealed() {
		spec, q, err := fetchSpec(ctx, s.st, t)
		if err != nil {
			return err
		}
		s.emit(id, "running", "%d steps, %d work units", spec.Steps, q.Units)
		if s.cfg.cheat != nil {
			if n := s.cfg.cheat(id); n != 0 && n != spec.OpSetVersion() {
				cheat := *spec
				cheat.OpSet = n
				spec = &cheat
				s.emit(id, "cheating", "computing under op set %d, committing it as the spec's result", n)
			}
		}
		r, err := job.Run(ctx, spec, s.st, s.id, s.cfg.jobOpts...)
		if err != nil {
			return fmt.Errorf("market: running task %s: %w", id, err)
		}
		if t.InitialStateHash != ([32]byte{}) && t.InitialStateHash != [32]byte(r.InitialStateHash) {
			s.emit(id, "warning", "the job starts from state %s, the task names %x", r.InitialStateHash, t.InitialStateHash)
		}
		salt, err := chain.NewSalt()
		if err != nil {
			return err
		}
		wrong, err := chain.NewSalt()
		if err != nil {
			return err
		}
		if err := s.state.saveReceipt(id, r); err != nil {
			return err
		}
		rec = Record{
			Phase: PhaseSealed, FinalStateHash: common.Hash(r.Output.StateHash), StateRoot: common.Hash(r.StateRoot),
			WorkUsed: q.Units, Salt: salt, CheckpointCID: r.Output.CID, WrongFinalHash: wrong,
		}
		// Persisted before the commitment: a restart must be able to reveal.
		if err := s.state.put(id, rec); err != nil {
			return err
		}
		s.emit(id, "ran", "final state %s, checkpoint %s", r.Output.StateHash, r.Output.CID)
	}
	if err := s.c.CommitResult(ctx, s.acct, id, rec.result(), rec.WrongFinalHash); err != nil {
		return fmt.Errorf("market: committing task %s: %w", id, err)
	}
	rec.Phase = PhaseCommitted
	if err := s.state.put(id, rec); err != nil {
		return err
	}
	s.emit(id, "committed", "sealed result and sealed wrong hash")
	return nil
}

// disputes advances every open dispute game over task id, all of them
// against this solver: its move where the game waits for it, the timeout
// where the challenger missed its turn.
func (s *Solver) disputes(ctx context.Context, id *big.Int, now uint64) error {
	vs, err := s.c.Verifiers(ctx, id)
	if err != nil {
		return err
	}
	var errs []error
	for _, v := range vs {
		if !chain.Challenged(v.Status) || v.Outcome != 0 {
			continue
		}
		d := v.DisputeId
		errs = append(errs, advanceGame(ctx, s.c, s.acct, game.Solver, id, d, now, func() (*play.Party, error) {
			return partyFor(ctx, s.parties, s.state, s.st, game.Solver, id, d)
		}, s.emit))
	}
	return errors.Join(errs...)
}

func (r Record) result() chain.Result {
	return chain.Result{FinalStateHash: r.FinalStateHash, StateRoot: r.StateRoot, WorkUsed: r.WorkUsed, Salt: r.Salt, CheckpointCID: r.CheckpointCID}
}

func (s *Solver) reveal(ctx context.Context, id *big.Int, rec Record) error {
	if !rec.sealed() {
		return fmt.Errorf("%w: task %s is committed on chain but its sealed result is not in the state file", ErrState, id)
	}
	forced, err := s.c.RevealResult(ctx, s.acct, id, rec.result(), rec.WrongFinalHash)
	if err != nil {
		return fmt.Errorf("market: revealing task %s: %w", id, err)
	}
	rec.Phase, rec.Forced = PhaseRevealed, forced
	if err := s.state.put(id, rec); err != nil {
		return err
	}
	s.emit(id, "revealed", "forced error: %v", forced)
	return nil
}

// withdraw pulls acct's market balance when it has one.
func withdraw(ctx context.Context, c *chain.Chain, acct *chain.Account, cfg *config, role string, id *big.Int) error {
	bal, err := c.MarketBalance(ctx, acct.Address())
	if err != nil {
		return err
	}
	if bal.Sign() == 0 {
		return nil
	}
	if err := c.Withdraw(ctx, acct); err != nil {
		if chain.IsRevert(err, "NothingToWithdraw") {
			return nil
		}
		return err
	}
	cfg.emit(role, id, "withdrew", "%s wei", bal)
	return nil
}

func (s *Solver) isClosed() bool {
	select {
	case <-s.closed:
		return true
	default:
		return false
	}
}

// Run is the solver's loop: on every tick it advances the tasks it
// follows and, with watch, it tries to claim every task posted from
// block fromBlock on that it can run. It returns when ctx ends or the
// solver is closed (ErrClosed).
func (s *Solver) Run(ctx context.Context, watch bool, fromBlock uint64) error {
	l := loop{c: s.c, cfg: s.cfg, closed: s.closed, advance: s.Advance, from: fromBlock}
	if watch {
		l.take = func(ctx context.Context, e chain.TaskEvent) {
			if _, ok := s.state.get(e.ID); ok {
				return
			}
			if err := s.Claim(ctx, e.ID); err != nil {
				if !expected(err) {
					s.cfg.log.Warn("market: claiming", "task", e.ID, "err", err)
				}
				s.emit(e.ID, "skipped", "%v", err)
			}
		}
	}
	return l.run(ctx)
}
