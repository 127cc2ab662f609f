package chain

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/synod-net/synod/contracts/bindings"
)

// marketABI decodes market events outside a Chain (it only reads its ABI).
var marketABI = bindings.NewTaskMarket()

var taskSubmittedTopic = func() common.Hash {
	a := marketABI.GetABI()
	return a.Events["TaskSubmitted"].ID
}()

// TaskEvent is a task as posted (the TaskSubmitted event): what a solver
// browsing the task pool needs to pick one.
type TaskEvent struct {
	ID           *big.Int
	Submitter    common.Address
	ParentTaskID *big.Int // 0: the task starts from a random initialisation
	MaxWork      uint64
	PricePerWork *big.Int
	Stake        *big.Int
	Steps        uint64
	SpecCID      string
	DataCID      string
	Block        uint64
	TxHash       common.Hash
}

// Fee is the task's escrowed fee, MaxWork × PricePerWork.
func (e TaskEvent) Fee() *big.Int {
	return new(big.Int).Mul(new(big.Int).SetUint64(e.MaxWork), e.PricePerWork)
}

// DecodeTaskSubmitted decodes and checks a TaskSubmitted log of the market
// at market. Logs are outside input: a log of another contract or event, a
// removed log, or one with nonsense fields (zero ID, zero submitter, zero
// work, price, stake or steps, a parent that is not an earlier task, an
// empty spec CID, an oversized CID) is an error wrapping ErrBadChainData.
func DecodeTaskSubmitted(market common.Address, l types.Log) (TaskEvent, error) {
	if l.Address != market {
		return TaskEvent{}, fmt.Errorf("%w: TaskSubmitted log from %s, not the market %s", ErrBadChainData, l.Address.Hex(), market.Hex())
	}
	if l.Removed {
		return TaskEvent{}, fmt.Errorf("%w: TaskSubmitted log was removed by a reorg", ErrBadChainData)
	}
	ev, err := marketABI.UnpackTaskSubmittedEvent(&l)
	if err != nil {
		return TaskEvent{}, fmt.Errorf("%w: TaskSubmitted log: %w", ErrBadChainData, err)
	}
	e := TaskEvent{
		ID: ev.TaskId, Submitter: ev.Submitter, ParentTaskID: ev.ParentTaskId, MaxWork: ev.MaxWork,
		PricePerWork: ev.PricePerWork, Stake: ev.Stake, Steps: ev.Steps, SpecCID: ev.SpecCid, DataCID: ev.DataCid,
		Block: l.BlockNumber, TxHash: l.TxHash,
	}
	switch {
	case e.ID == nil || e.ID.Sign() <= 0:
		return TaskEvent{}, fmt.Errorf("%w: TaskSubmitted with task ID %v", ErrBadChainData, e.ID)
	case e.Submitter == (common.Address{}):
		return TaskEvent{}, fmt.Errorf("%w: task %s has no submitter", ErrBadChainData, e.ID)
	case e.ParentTaskID == nil || e.ParentTaskID.Cmp(e.ID) >= 0:
		return TaskEvent{}, fmt.Errorf("%w: task %s names parent %v, not an earlier task", ErrBadChainData, e.ID, e.ParentTaskID)
	case e.MaxWork == 0 || e.Steps == 0:
		return TaskEvent{}, fmt.Errorf("%w: task %s has max work %d and %d steps", ErrBadChainData, e.ID, e.MaxWork, e.Steps)
	case e.PricePerWork == nil || e.PricePerWork.Sign() <= 0 || e.Stake == nil || e.Stake.Sign() <= 0:
		return TaskEvent{}, fmt.Errorf("%w: task %s has price %v and stake %v", ErrBadChainData, e.ID, e.PricePerWork, e.Stake)
	case e.SpecCID == "" || len(e.SpecCID) > maxCIDLen || len(e.DataCID) > maxCIDLen:
		return TaskEvent{}, fmt.Errorf("%w: task %s has a spec CID of %d bytes and a data CID of %d", ErrBadChainData, e.ID, len(e.SpecCID), len(e.DataCID))
	}
	return e, nil
}

// CheckTask checks that a task record read from the chain makes sense; an
// error wraps ErrBadChainData.
func CheckTask(t Task) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrBadChainData}, args...)...)
	}
	if t.PricePerWork == nil || t.Fee == nil || t.Stake == nil || t.Held == nil || t.ParentTaskId == nil {
		return bad("missing amounts")
	}
	switch {
	case t.Status < TaskOpen || t.Status > TaskCancelled:
		return bad("status %d", t.Status)
	case t.Submitter == (common.Address{}):
		return bad("no submitter")
	case t.Steps == 0 || t.MaxWork == 0 || t.PricePerWork.Sign() <= 0 || t.Stake.Sign() <= 0:
		return bad("%d steps, max work %d, price %s, stake %s", t.Steps, t.MaxWork, t.PricePerWork, t.Stake)
	case t.WorkUsed > t.MaxWork:
		return bad("work used %d over the maximum %d", t.WorkUsed, t.MaxWork)
	case t.Fee.Cmp(new(big.Int).Mul(new(big.Int).SetUint64(t.MaxWork), t.PricePerWork)) != 0:
		return bad("fee %s is not max work %d × price %s", t.Fee, t.MaxWork, t.PricePerWork)
	case t.VerifierCount > MaxVerifiersLimit || t.WhistleblowerCount > MaxVerifiersLimit ||
		uint16(t.OpenDisputes) > uint16(t.VerifierCount)+uint16(t.WhistleblowerCount):
		return bad("%d verifiers, %d whistleblowers, %d open disputes", t.VerifierCount, t.WhistleblowerCount, t.OpenDisputes)
	case t.WhistleblowerCount > 0 && t.Status != TaskDisputed && t.Status != TaskSettled && t.Status != TaskRejected:
		return bad("%d whistleblowers in status %d", t.WhistleblowerCount, t.Status)
	case t.Status >= TaskClaimed && t.Status <= TaskRejected && t.Solver == (common.Address{}):
		return bad("status %d without a solver", t.Status)
	case t.Solver != (common.Address{}) && t.Solver == t.Submitter:
		return bad("the submitter %s solves its own task", t.Submitter.Hex())
	case t.Forced && t.WrongFinalHash == t.FinalStateHash:
		return bad("a forced error whose wrong hash is the real one")
	case t.SpecCid == "" || len(t.SpecCid) > maxCIDLen || len(t.DataCid) > maxCIDLen || len(t.CheckpointCid) > maxCIDLen:
		return bad("CIDs of %d, %d and %d bytes", len(t.SpecCid), len(t.DataCid), len(t.CheckpointCid))
	}
	// The most a task can hold: its fee, the solver's stake and every
	// verifier's and whistleblower's.
	most := new(big.Int).Mul(t.Stake, big.NewInt(int64(t.VerifierCount)+int64(t.WhistleblowerCount)+1))
	if t.Held.Sign() < 0 || t.Held.Cmp(most.Add(most, t.Fee)) > 0 {
		return bad("holds %s, more than its fee and stakes", t.Held)
	}
	if (t.Status == TaskSettled || t.Status == TaskRejected || t.Status == TaskCancelled) && t.Held.Sign() != 0 {
		return bad("status %d still holds %s", t.Status, t.Held)
	}
	return nil
}

// CheckVerifiers checks a task's verifier records read from the chain:
// at most MaxVerifiersLimit verifiers, then at most as many whistleblowers
// (status VerdictWhistleblower, no seal); an error wraps ErrBadChainData.
func CheckVerifiers(vs []Verifier) error {
	if len(vs) > 2*MaxVerifiersLimit {
		return fmt.Errorf("%w: %d verifiers and whistleblowers", ErrBadChainData, len(vs))
	}
	seen := map[common.Address]bool{}
	verifiers, whistleblowers := 0, 0
	for i, v := range vs {
		wb := v.Status == VerdictWhistleblower
		switch {
		case v.Addr == (common.Address{}) || seen[v.Addr]:
			return fmt.Errorf("%w: verifier %d has a zero or repeated address %s", ErrBadChainData, i, v.Addr.Hex())
		case v.Status < VerdictSealed || v.Status > VerdictWhistleblower:
			return fmt.Errorf("%w: verifier %d has status %d", ErrBadChainData, i, v.Status)
		case !wb && whistleblowers > 0:
			return fmt.Errorf("%w: verifier %d follows a whistleblower", ErrBadChainData, i)
		case v.Outcome > OutcomeVoid || (v.Outcome != 0 && !Challenged(v.Status)):
			return fmt.Errorf("%w: verifier %d has outcome %d with status %d", ErrBadChainData, i, v.Outcome, v.Status)
		case v.DisputeId == nil || (v.DisputeId.Sign() != 0) != Challenged(v.Status):
			return fmt.Errorf("%w: verifier %d has dispute %v with status %d", ErrBadChainData, i, v.DisputeId, v.Status)
		case (v.Seal == [32]byte{}) != wb:
			return fmt.Errorf("%w: verifier %d has seal %x with status %d (only a whistleblower has none)", ErrBadChainData, i, v.Seal, v.Status)
		}
		if wb {
			whistleblowers++
		} else {
			verifiers++
		}
		if verifiers > MaxVerifiersLimit || whistleblowers > MaxVerifiersLimit {
			return fmt.Errorf("%w: %d verifiers and %d whistleblowers", ErrBadChainData, verifiers, whistleblowers)
		}
		seen[v.Addr] = true
	}
	return nil
}

// TaskFilter narrows Tasks and WatchTasks.
type TaskFilter struct {
	FromBlock uint64           // first block to read (0: genesis)
	ToBlock   *uint64          // last block to read (nil: the latest); ignored by WatchTasks
	Submitter []common.Address // any of these submitters (none: all)
}

// Tasks reads the tasks posted in a block range, oldest first, from the
// market's TaskSubmitted events. Every event is checked
// (DecodeTaskSubmitted); one that makes no sense fails the read.
func (c *Chain) Tasks(ctx context.Context, f TaskFilter) ([]TaskEvent, error) {
	to := f.ToBlock
	if to == nil {
		head, err := c.client.HeaderByNumber(ctx, nil)
		if err != nil {
			return nil, fmt.Errorf("chain: reading the head: %w", err)
		}
		n := head.Number.Uint64()
		to = &n
	}
	return c.tasksIn(ctx, f, f.FromBlock, *to)
}

func (c *Chain) tasksIn(ctx context.Context, f TaskFilter, from, to uint64) ([]TaskEvent, error) {
	if from > to {
		return nil, nil
	}
	// Topics: the signature, then the indexed task ID, submitter and parent.
	topics := [][]common.Hash{{taskSubmittedTopic}, nil, nil}
	for _, s := range f.Submitter {
		topics[2] = append(topics[2], common.BytesToHash(s[:]))
	}
	logs, err := c.client.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{c.addrs.TaskMarket}, Topics: topics,
	})
	if err != nil {
		return nil, fmt.Errorf("chain: reading TaskSubmitted events in blocks %d..%d: %w", from, to, err)
	}
	out := make([]TaskEvent, 0, len(logs))
	for _, l := range logs {
		e, err := DecodeTaskSubmitted(c.addrs.TaskMarket, l)
		if err != nil {
			return nil, fmt.Errorf("chain: log %d of tx %s: %w", l.Index, l.TxHash.Hex(), err)
		}
		out = append(out, e)
	}
	return out, nil
}

// WatchTasks sends every task posted from block f.FromBlock on to out, in
// order, until ctx ends (it then returns ctx's error) or a read fails. It
// polls the chain at the poll interval (WithPollInterval), so it works over
// plain HTTP JSON-RPC; a slow reader of out holds it back.
func (c *Chain) WatchTasks(ctx context.Context, f TaskFilter, out chan<- TaskEvent) error {
	return pollEvents(ctx, c, "tasks", f.FromBlock, func(ctx context.Context, from, to uint64) ([]TaskEvent, error) {
		return c.tasksIn(ctx, f, from, to)
	}, out)
}

// pollEvents is the loop of the Watch methods: at every poll interval it
// reads the events of the blocks mined since the last read (read from
// blocks from..to) and sends them to out in chain order, until ctx ends
// (it then returns ctx's error) or a read fails. what names the events in
// errors.
func pollEvents[E any](ctx context.Context, c *Chain, what string, from uint64, read func(ctx context.Context, from, to uint64) ([]E, error), out chan<- E) error {
	next := from
	t := time.NewTicker(c.cfg.poll)
	defer t.Stop()
	for {
		head, err := c.client.HeaderByNumber(ctx, nil)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return fmt.Errorf("chain: watching %s: reading the head: %w", what, err)
		}
		if n := head.Number.Uint64(); n >= next {
			evs, err := read(ctx, next, n)
			if err != nil {
				if ctx.Err() != nil {
					return ctx.Err()
				}
				return fmt.Errorf("chain: watching %s: %w", what, err)
			}
			for _, e := range evs {
				select {
				case out <- e:
				case <-ctx.Done():
					return ctx.Err()
				}
			}
			next = n + 1
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
}
