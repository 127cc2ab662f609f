package market

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/chain"
)

// LineageEntry is one task of a lineage.
type LineageEntry struct {
	TaskID           *big.Int    `json:"task_id"`
	ParentTaskID     *big.Int    `json:"parent_task_id"`
	Status           uint8       `json:"status"`
	SpecCID          string      `json:"spec_cid"`
	CheckpointCID    string      `json:"checkpoint_cid"`
	InitialStateHash common.Hash `json:"initial_state_hash"`
	FinalStateHash   common.Hash `json:"final_state_hash"`
	Solver           string      `json:"solver"`
}

// Lineage walks task id's parents back to the task that started from a
// random initialisation: id first, then its parent, and so on. Every
// link is checked (the parent settled, ending in the child's initial
// state).
func Lineage(ctx context.Context, c *chain.Chain, id *big.Int) ([]LineageEntry, error) {
	ts, err := c.Lineage(ctx, id)
	if err != nil {
		return nil, err
	}
	out := make([]LineageEntry, len(ts))
	cur := new(big.Int).Set(id)
	for i, t := range ts {
		out[i] = LineageEntry{
			TaskID: new(big.Int).Set(cur), ParentTaskID: new(big.Int).Set(t.ParentTaskId), Status: t.Status,
			SpecCID: t.SpecCid, CheckpointCID: t.CheckpointCid,
			InitialStateHash: t.InitialStateHash, FinalStateHash: t.FinalStateHash, Solver: t.Solver.Hex(),
		}
		cur = t.ParentTaskId
	}
	return out, nil
}

// FindByCheckpoint returns the newest task whose revealed result is the
// checkpoint cid (ErrNotFound when none is).
func FindByCheckpoint(ctx context.Context, c *chain.Chain, cid string) (*big.Int, error) {
	evs, err := c.Tasks(ctx, chain.TaskFilter{})
	if err != nil {
		return nil, err
	}
	for i := len(evs) - 1; i >= 0; i-- {
		t, err := c.Task(ctx, evs[i].ID)
		if err != nil {
			return nil, err
		}
		if t.CheckpointCid == cid {
			return evs[i].ID, nil
		}
	}
	return nil, fmt.Errorf("%w: %s", ErrNotFound, cid)
}
