package member

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/swarm/tasks"
)

// TestSwarmTasks: a member draws its questions from the source the swarm's
// on-chain task family names; a family naming no built-in source plays the
// mixed procedural set.
func TestSwarmTasks(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	emb, err := chain.NewEmbedded(chain.WithDevAccounts(1))
	if err != nil {
		t.Fatal(err)
	}
	defer emb.Close()
	if err := emb.Start(ctx); err != nil {
		t.Fatal(err)
	}
	acct := chain.NewAccount(chain.DevKey(0))
	c, err := chain.Deploy(ctx, emb, acct, chain.WithPollInterval(10*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	for family, want := range map[string]tasks.Source{
		tasks.NameProcedural:        tasks.Procedural{},
		tasks.NameLevelPrefix + "1": tasks.Procedural{Level: 1},
		tasks.NameLevelPrefix + "3": tasks.Procedural{Level: 3},
		"a family no node knows":    tasks.Procedural{},
	} {
		id, err := c.CreateSwarm(ctx, acct, chain.SwarmParams{RoundDuration: 40, Stages: 4, Questions: 1, Shown: 1, Winners: 1,
			TaskFamily: crypto.Keccak256Hash([]byte(family)), ModelCID: "bafy-model"})
		if err != nil {
			t.Fatal(err)
		}
		got, err := swarmTasks(ctx, c, id, nil)
		if err != nil {
			t.Fatal(err)
		}
		if p, ok := got.(tasks.Procedural); !ok || p.Level != want.(tasks.Procedural).Level || len(p.Families) != 0 {
			t.Fatalf("family %q: source %#v, want %#v", family, got, want)
		}
	}
}
