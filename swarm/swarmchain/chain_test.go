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
	"github.com/synod-net/synod/node/localnet"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/bench"
	"github.com/synod-net/synod/swarm/swarmchain"
	"github.com/synod-net/synod/swarm/tasks"
)

// roundWait is the most the test waits for one event of the rounds (a
// tally, the topic meshes, the round's commitments on chain): a ceiling
// for a loaded machine, never a budget the test relies on.
const roundWait = 3 * time.Minute

// TestOnChainWinnersEqualHonestTallies plays rounds on real loopback nodes
// registered on the embedded chain; every node commits its tally and the
// contract's winners equal the winners every node computed from counted
// votes, committed by every node.
func TestOnChainWinnersEqualHonestTallies(t *testing.T) {
	if os.Getenv("SYNOD_SWARM_ACCEPTANCE") == "" {
		t.Skip("set SYNOD_SWARM_ACCEPTANCE=1 to run 4 nodes against the embedded chain (make test-swarm runs it)")
	}
	const n = 4
	// 16 s rounds of 4 stages: 4 s stages, long enough for every node's
	// messages on a loaded machine; the test ends once the two rounds it
	// checks are committed.
	const roundSeconds = 16
	ctx, cancel := context.WithTimeout(context.Background(), 6*roundWait)
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
	start := uint64(time.Now().Add(4 * time.Second).Unix())
	swarmID, err := c.CreateSwarm(ctx, deployer, chain.SwarmParams{StartTime: start, RoundDuration: roundSeconds, Stages: swarmchain.StagesWithTraining, Questions: 2, Shown: 3, Winners: 2, ModelCID: "test"})
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
	stage := roundSeconds * time.Second / swarmchain.StagesWithTraining
	if cfg.Answer != stage || cfg.Critique != stage || cfg.Vote != stage || cfg.Train != stage {
		t.Fatalf("round config from a %d s round of %d stages: answer %v, critique %v, vote %v, training %v; want %v each",
			roundSeconds, swarmchain.StagesWithTraining, cfg.Answer, cfg.Critique, cfg.Vote, cfg.Train, stage)
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
	// The rounds checked start after every node registered (a member
	// commits only rounds that started after it joined) and sees every
	// other on the swarm's topics.
	wctx, wcancel := context.WithTimeout(ctx, roundWait)
	err = localnet.WaitFor(wctx, func() bool { return cl.MinTopicPeers() >= n-1 })
	wcancel()
	if err != nil {
		t.Fatalf("some node sees %d peers on a swarm topic after %v", cl.MinTopicPeers(), roundWait)
	}
	first, _, _, ok := cfg.Position(time.Now())
	if ok {
		first++
	}
	for r := first; r < first+2; r++ {
		wctx, wcancel := context.WithTimeout(ctx, roundWait)
		err := cl.WaitRound(wctx, r, cl.IDs)
		wcancel()
		if err != nil {
			t.Fatal(err)
		}
		st := cl.Stat(r, cl.IDs)
		if !st.Agree {
			t.Fatalf("round %d: nodes disagree (%d winner lists, %d votes roots)", r, st.WinnerLists, st.Roots)
		}
		if st.Counted == 0 || len(st.Winners) == 0 {
			t.Fatalf("round %d: winners %v from %d votes", r, st.Winners, st.Counted)
		}
		var want []common.Address
		for _, w := range cl.Reports(r)[cl.IDs[0]].Winners {
			a, _ := identity.AddressOf(w)
			want = append(want, a)
		}
		want = chain.SortWinners(want)
		// Commits land during round r+1: wait until every node's is in
		// or the commit window closed.
		var res chain.RoundResult
		wctx, wcancel = context.WithTimeout(ctx, roundWait)
		err = localnet.WaitFor(wctx, func() bool {
			res, err = c.RoundResult(ctx, swarmID, r)
			return err == nil && (res.Committers == n || res.Final)
		})
		wcancel()
		if err != nil || res.Committers != n || res.LeaderCount != n || !res.Agreed {
			t.Fatalf("round %d: %d of %d nodes committed, %d the leading winner list, agreed %v (err %v)", r, res.Committers, n, res.LeaderCount, res.Agreed, err)
		}
		got, _, err := coords[0].Winners(ctx, r)
		if err != nil || !slices.Equal(got, want) {
			t.Fatalf("round %d: on-chain winners %v (err %v), nodes computed %v", r, got, err, want)
		}
		t.Logf("round %d: winners %v from %d votes, committed by all %d nodes", r, got, st.Counted, n)
	}
}
