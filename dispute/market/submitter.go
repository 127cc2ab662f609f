package market

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/node/identity"
)

// SubmitParams are a task's terms beyond its spec.
type SubmitParams struct {
	// PricePerWork is the price of one work unit in wei; the fee escrowed
	// is the quote's units × PricePerWork.
	PricePerWork *big.Int
	// Stake is what the solver and each verifier lock (default: the fee).
	Stake *big.Int
	// Parent is the settled task this one continues (nil or 0: none). The
	// spec's model base must then be the parent's checkpoint CID (when
	// empty, it is filled in and the spec's architecture dropped: the
	// base checkpoint carries it).
	Parent *big.Int
	// Timeouts (defaults: solve 1h, verify 10m, reveal 10m, move 5m).
	SolveTimeout, VerifyWindow, RevealTimeout, MoveTimeout time.Duration
	// RefereeOnly leaves the task's op set unnamed (TaskParams.OpSet 0),
	// so that every dispute over it is ruled by the referee set's vote.
	// By default the task names its spec's op set and the market opens
	// its disputes with phase 3 on: an op entry the parties open alike
	// and that reduces to scalar steps is settled by the dispute game
	// executing one IEEE-754 float32 scalar step itself; a state lie, an
	// op that does not reduce or an entry the parties open differently
	// still goes to the referee set.
	RefereeOnly bool
}

// Submission is a submitted task.
type Submission struct {
	TaskID  *big.Int
	SpecCID string
	Quote   *job.Quote
	Fee     *big.Int
	Params  chain.TaskParams
}

// Submitter posts tasks and follows its own tasks to settlement.
type Submitter struct {
	c   *chain.Chain
	id  *identity.Identity
	st  job.Store
	cfg *config
}

// NewSubmitter builds a submitter acting with the node key id on chain
// c, storing specs in st (its node serves them to solvers).
func NewSubmitter(c *chain.Chain, id *identity.Identity, st job.Store, opts ...Option) (*Submitter, error) {
	if c == nil || id == nil || st == nil {
		return nil, errors.New("market: NewSubmitter needs a chain, a node key and a store")
	}
	cfg, err := newConfig(c, opts)
	if err != nil {
		return nil, err
	}
	return &Submitter{c: c, id: id, st: st, cfg: cfg}, nil
}

func (s *Submitter) account() *chain.Account { return chain.NewAccount(s.id.ECDSA()) }

func seconds(d, def time.Duration) uint32 {
	if d <= 0 {
		d = def
	}
	return uint32(d / time.Second)
}

// Submit decodes specData (strictly), quotes it, stores it in the store
// (its CID names it on chain; a spec naming a dataset by CID needs that
// dataset in the store or reachable through it) and posts the task.
func (s *Submitter) Submit(ctx context.Context, specData []byte, p SubmitParams) (*Submission, error) {
	if p.PricePerWork == nil || p.PricePerWork.Sign() <= 0 {
		return nil, errors.New("market: the price per work unit must be positive")
	}
	spec, err := job.DecodeSpec(specData)
	if err != nil {
		return nil, err
	}
	parent := new(big.Int)
	if p.Parent != nil && p.Parent.Sign() > 0 {
		parent.Set(p.Parent)
		pt, err := s.c.Task(ctx, parent)
		if err != nil {
			return nil, err
		}
		if pt.Status != chain.TaskSettled {
			return nil, fmt.Errorf("market: parent task %s is not settled (status %d)", parent, pt.Status)
		}
		switch spec.Model.Base {
		case "":
			spec.Model.Base, spec.Model.Transformer = pt.CheckpointCid, nil
			if err := spec.Validate(); err != nil {
				return nil, fmt.Errorf("market: continuing from parent %s's checkpoint %s: %w", parent, pt.CheckpointCid, err)
			}
			if specData, err = encodeSpec(spec); err != nil {
				return nil, err
			}
		case pt.CheckpointCid:
		default:
			return nil, fmt.Errorf("market: the spec's model base %s is not parent %s's checkpoint %s", spec.Model.Base, parent, pt.CheckpointCid)
		}
	}
	if spec.Data.CID != "" {
		rc, err := s.st.Open(ctx, spec.Data.CID)
		if err != nil {
			return nil, fmt.Errorf("market: the spec's dataset %s: %w", spec.Data.CID, err)
		}
		rc.Close()
	}
	q, err := job.QuoteJob(ctx, spec, s.st)
	if err != nil {
		return nil, err
	}
	var initial [32]byte
	if parent.Sign() == 0 {
		if initial, err = initialStateHash(ctx, spec, s.st, s.id); err != nil {
			return nil, fmt.Errorf("market: computing the initial state: %w", err)
		}
	}
	file, err := EncodeSpecFile(specData)
	if err != nil {
		return nil, err
	}
	specCID, err := s.st.Put(ctx, "task-spec", bytes.NewReader(file), int64(len(file)))
	if err != nil {
		return nil, fmt.Errorf("market: storing the spec: %w", err)
	}
	params := chain.TaskParams{
		SpecCid: specCID, DataCid: spec.Data.CID, ParentTaskId: parent, InitialStateHash: initial,
		Steps: uint64(spec.Steps), MaxWork: q.Units, PricePerWork: new(big.Int).Set(p.PricePerWork),
		SolveTimeout:  seconds(p.SolveTimeout, time.Hour),
		VerifyWindow:  seconds(p.VerifyWindow, 10*time.Minute),
		RevealTimeout: seconds(p.RevealTimeout, 10*time.Minute),
		MoveTimeout:   seconds(p.MoveTimeout, 5*time.Minute),
	}
	if !p.RefereeOnly {
		params.OpSet = uint8(spec.OpSetVersion())
	}
	fee, err := chain.TaskFee(params)
	if err != nil {
		return nil, err
	}
	params.Stake = fee
	if p.Stake != nil && p.Stake.Sign() > 0 {
		params.Stake = new(big.Int).Set(p.Stake)
	}
	id, err := s.c.SubmitTask(ctx, s.account(), params)
	if err != nil {
		return nil, fmt.Errorf("market: submitting: %w", err)
	}
	s.cfg.emit("submitter", id, "submitted", "spec %s, %d work units, fee %s wei", specCID, q.Units, fee)
	return &Submission{TaskID: id, SpecCID: specCID, Quote: q, Fee: fee, Params: params}, nil
}

// AdvanceTask takes the submitter's next step on its task id: cancel a
// task whose solver missed its deadline, settle a task that is due,
// withdraw once it is over (then it returns ActDrop on later calls only
// if nothing is left to withdraw).
func (s *Submitter) AdvanceTask(ctx context.Context, id *big.Int) (Action, error) {
	t, err := s.c.Task(ctx, id)
	if err != nil {
		return ActWait, err
	}
	now, err := s.cfg.clock(ctx)
	if err != nil {
		return ActWait, err
	}
	act := StepSubmitter(t, now)
	acct := s.account()
	switch act {
	case ActCancel:
		if err = s.c.Cancel(ctx, acct, id); err == nil {
			s.cfg.emit("submitter", id, "cancelled", "the solver missed its commit deadline")
		}
	case ActSettle:
		var did bool
		if did, err = settle(ctx, s.c, acct, id); did {
			s.cfg.emit("submitter", id, "settled", "")
		}
	case ActWithdraw:
		err = withdraw(ctx, s.c, acct, s.cfg, "submitter", id)
	}
	return act, err
}

// Follow advances task id on every tick of the configured ticker (or
// every second) until it is over and withdrawn, ctx ends or Close.
func (s *Submitter) Follow(ctx context.Context, id *big.Int) error {
	ticks := s.cfg.ticks
	if ticks == nil {
		t := time.NewTicker(time.Second)
		defer t.Stop()
		ticks = t.C
	}
	for {
		act, err := s.AdvanceTask(ctx, id)
		if err != nil {
			return err
		}
		if act == ActWithdraw {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-ticks:
		}
	}
}
