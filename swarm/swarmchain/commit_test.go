package swarmchain_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/swarmchain"
)

// TestCommitRoundAgainIsAlreadyCommitted commits a round on the embedded
// chain twice from the same node: the second commitment (a node sending
// its commitment again after a restart) reverts with AlreadyCommitted,
// which comes back as swarm.ErrAlreadyCommitted.
func TestCommitRoundAgainIsAlreadyCommitted(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	emb, err := chain.NewEmbedded(chain.WithBlockPeriod(0), chain.WithDevAccounts(2))
	if err != nil {
		t.Fatal(err)
	}
	defer emb.Close()
	deployer := chain.NewAccount(chain.DevKey(0))
	c, err := chain.Deploy(ctx, emb, deployer, chain.WithPollInterval(5*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	h, err := emb.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	const roundSeconds = 100
	id, err := c.CreateSwarm(ctx, deployer, chain.SwarmParams{StartTime: h.Time + 10, RoundDuration: roundSeconds, Stages: swarmchain.Stages, Questions: 2, Shown: 3, Winners: 2, ModelCID: "test"})
	if err != nil {
		t.Fatal(err)
	}
	coord := swarmchain.New(c, chain.DevKey(1), id)
	if err := coord.Register(ctx); err != nil {
		t.Fatal(err)
	}
	// Round 0's commit window: round 1.
	if err := emb.AdjustTime((10 + roundSeconds + 1) * time.Second); err != nil {
		t.Fatal(err)
	}
	root := common.BytesToHash([]byte("votes root"))
	if err := coord.CommitRound(ctx, 0, root, nil); err != nil {
		t.Fatal(err)
	}
	err = coord.CommitRound(ctx, 0, root, nil)
	if !errors.Is(err, swarm.ErrAlreadyCommitted) || !chain.IsRevert(err, "AlreadyCommitted") {
		t.Fatalf("second commitment of round 0: %v, want swarm.ErrAlreadyCommitted", err)
	}
}
