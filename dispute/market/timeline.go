package market

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/bindings"
	"github.com/synod-net/synod/contracts/chain"
)

// StatusName names a task status.
func StatusName(s uint8) string {
	names := map[uint8]string{
		chain.TaskOpen: "open", chain.TaskClaimed: "claimed", chain.TaskCommitted: "committed",
		chain.TaskRevealed: "revealed", chain.TaskDisputed: "disputed", chain.TaskSettled: "settled",
		chain.TaskRejected: "rejected", chain.TaskCancelled: "cancelled",
	}
	if n, ok := names[s]; ok {
		return n
	}
	return fmt.Sprintf("status-%d", s)
}

// VerdictName names a verifier status.
func VerdictName(s uint8) string {
	names := map[uint8]string{
		chain.VerdictSealed: "sealed", chain.VerdictAgreed: "agreed",
		chain.VerdictWorkDissent: "work-dissent", chain.VerdictChallenger: "challenger",
		chain.VerdictWhistleblower: "whistleblower",
	}
	if n, ok := names[s]; ok {
		return n
	}
	return fmt.Sprintf("verdict-%d", s)
}

// TimelineEntry is one market event of a task.
type TimelineEntry struct {
	Block  uint64      `json:"block"`
	Event  string      `json:"event"`
	TxHash common.Hash `json:"tx"`
}

// Timeline reads a task's market events (submitted, claimed, committed,
// verdicts, reveals, challenges, settlement), oldest first. Every market
// event indexes the task ID first.
func Timeline(ctx context.Context, c *chain.Chain, id *big.Int) ([]TimelineEntry, error) {
	abi := bindings.NewTaskMarket().GetABI()
	names := map[common.Hash]string{}
	for name, ev := range abi.Events {
		names[ev.ID] = name
	}
	logs, err := c.Client().FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{c.Addresses().TaskMarket},
		Topics:    [][]common.Hash{nil, {common.BigToHash(id)}},
	})
	if err != nil {
		return nil, fmt.Errorf("market: reading the events of task %s: %w", id, err)
	}
	var out []TimelineEntry
	for _, l := range logs {
		name, ok := names[l.Topics[0]]
		if !ok || l.Removed || name == "TreasuryFunded" || name == "Withdrawn" {
			continue
		}
		out = append(out, TimelineEntry{Block: l.BlockNumber, Event: name, TxHash: l.TxHash})
	}
	return out, nil
}
