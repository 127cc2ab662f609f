package swarmchain_test

import (
	"context"
	"log/slog"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/bench"
	"github.com/synod-net/synod/swarm/swarmchain"
	"github.com/synod-net/synod/swarm/tasks"
)

// TestOnChainWinnersEqualHonestTallies plays rounds on real loopback nodes
// registered on the embedded chain; every node commits its tally and the
// contract's winners equal the winners every node computed.
func TestOnChainWinnersEqualHonestTallies(t *testing.T) {
	if os.Getenv("SYNOD_SWARM_ACCEPTANCE") == "" {
		t.Skip("set SYNOD_SWARM_ACCEPTANCE=1 to run nodes against the embedded chain (timing-sensitive: needs an otherwise idle machine)")
	}
	const n = 4
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	emb, err := chain.NewEmbedded(chain.WithBlockPeriod(time.Second), chain.WithDevAccounts(n+1))
	if err != nil {
		t.Fatal(err)
	}
	defer emb.Close()
	if err := emb.Start(ctx); err != nil {
		t.Fatal(err)
	}
	deployer := chain.NewAccount(chain.DevKey(0))
	c, err := chain.Deploy(ctx, emb, deployer, chain.WithPollInterval(20*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	start := uint64(time.Now().Add(6 * time.Second).Unix())
	swarmID, err := c.CreateSwarm(ctx, deployer, chain.SwarmParams{StartTime: start, RoundDuration: 4, Stages: swarmchain.StagesWithTraining, Questions: 2, Shown: 3, Winners: 2, ModelCID: "test"})
	if err != nil {
		t.Fatal(err)
	}
	nodes, pens, err := bench.StartNodesWith(ctx, n, "chain", func(i int) (*identity.Identity, error) {
		return identity.FromECDSA(chain.DevKey(i + 1))
	})
	if err != nil {
		t.Fatal(err)
	}
	coords := make([]*swarmchain.Coordinator, n)
	for i, nd := range nodes {
		coords[i] = swarmchain.New(c, nd.Identity().ECDSA(), swarmID)
		if err := coords[i].Register(ctx); err != nil {
			t.Fatal(err)
		}
	}
	cfg, err := coords[0].RoundConfig(ctx, tasks.Procedural{})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Answer != time.Second || cfg.Vote != time.Second || cfg.Train != time.Second {
		t.Fatalf("round config from a 4 s round of %d stages: answer %v, vote %v, training %v; want 1s each", swarmchain.StagesWithTraining, cfg.Answer, cfg.Vote, cfg.Train)
	}
	cl, err := bench.NewClusterOn(ctx, nodes, pens, cfg, 0, func(self peer.ID) swarm.Policy {
		return bench.FixedPolicy{Self: string(self), Cost: time.Millisecond}
	}, func(i int, _ *node.Node) []swarm.Option {
		return []swarm.Option{swarm.WithChain(coords[i]), swarm.WithLogger(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	for r := uint64(0); r < 2; r++ {
		wctx, wcancel := context.WithDeadline(ctx, cfg.RoundStart(r+2))
		err := cl.WaitRound(wctx, r, cl.IDs)
		wcancel()
		if err != nil {
			t.Fatal(err)
		}
		st := cl.Stat(r, cl.IDs)
		if !st.Agree {
			t.Fatalf("round %d: nodes disagree", r)
		}
		var want []common.Address
		for _, w := range cl.Reports(r)[cl.IDs[0]].Winners {
			a, _ := identity.AddressOf(w)
			want = append(want, a)
		}
		want = chain.SortWinners(want)
		// Commits land during round r+1; read them before it ends.
		var got []common.Address
		for {
			got, _, err = coords[0].Winners(ctx, r)
			if err == nil && len(got) > 0 || time.Now().After(cfg.RoundStart(r+2)) {
				break
			}
			time.Sleep(200 * time.Millisecond)
		}
		if err != nil || !slices.Equal(got, want) {
			t.Fatalf("round %d: on-chain winners %v (err %v), nodes computed %v", r, got, err, want)
		}
	}
}
