package member_test

import (
	"context"
	"fmt"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/bench"
	"github.com/synod-net/synod/swarm/learn"
	"github.com/synod-net/synod/swarm/member"
	"github.com/synod-net/synod/swarm/policy"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/wire"
)

// roundWait is the most the test waits for one event of the rounds (a
// tally, the topic meshes, a round's commitments, stored rollouts): a
// ceiling for a loaded machine, never a budget the test relies on.
const roundWait = 3 * time.Minute

// TestJoinPlaysRoundsWithTheTransformerPolicy is the devnet path: nodes
// join a swarm created on the embedded chain through member.Join, play
// with the transformer policy, persist to badger and commit; every node
// counts votes, the nodes agree, every node commits and the on-chain
// winners equal the winners every node computed.
func TestJoinPlaysRoundsWithTheTransformerPolicy(t *testing.T) {
	if os.Getenv("SYNOD_SWARM_ACCEPTANCE") == "" {
		t.Skip("set SYNOD_SWARM_ACCEPTANCE=1 to run 3 nodes against the embedded chain (make test-swarm runs it)")
	}
	const n = 3
	// Stages long enough for three transformer policies sharing a loaded
	// machine (the race detector slows them several times); the test ends
	// once the two rounds it checks are committed.
	stage := 3 * time.Second
	if raceEnabled {
		stage = 8 * time.Second
	}
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
	coordinator := chain.NewAccount(chain.DevKey(0))
	c, err := chain.Deploy(ctx, emb, coordinator, chain.WithPollInterval(20*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	start := uint64(time.Now().Add(4 * time.Second).Unix())
	swarmID, err := c.CreateSwarm(ctx, coordinator, chain.SwarmParams{StartTime: start, RoundDuration: uint32(4 * stage / time.Second), Stages: 4,
		Questions: 2, Shown: round.DefaultShown, Winners: round.DefaultWinners, ModelCID: policy.BaseCID})
	if err != nil {
		t.Fatal(err)
	}
	nodes, pens, err := bench.StartNodesWith(ctx, n, "member", func(i int) (*identity.Identity, error) {
		return identity.FromECDSA(chain.DevKey(i + 1))
	})
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		for _, nd := range nodes {
			nd.Close()
		}
	}()
	var mu sync.Mutex
	reports := map[uint64]map[peer.ID]swarm.Report{}
	var members []*member.Member
	var dbs []*state.DB
	for i, nd := range nodes {
		db, err := state.Open(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		dbs = append(dbs, db)
		pol, err := policy.LoadBase(string(nd.ID()), policy.Options{})
		if err != nil {
			t.Fatal(err)
		}
		self := nd.ID()
		m, err := member.Join(ctx, nd, c, swarmID, member.Options{Policy: pol, State: db, Penalties: pens[i],
			Learn: &learn.Config{Local: 1, External: 1},
			OnResult: func(r swarm.Report) {
				mu.Lock()
				defer mu.Unlock()
				if reports[r.Round] == nil {
					reports[r.Round] = map[peer.ID]swarm.Report{}
				}
				reports[r.Round][self] = r
			}})
		if err != nil {
			t.Fatal(err)
		}
		defer m.Service.Close()
		members = append(members, m)
	}
	cfg := members[0].Service.Config()
	// The rounds checked start once every member registered (a member
	// commits only rounds that started after it joined) and every node
	// sees the others on the swarm's topics.
	waitFor(t, func() bool { return minTopicPeers(nodes, cfg.SwarmID) >= n-1 }, func() string {
		return fmt.Sprintf("some node sees %d peers on a swarm topic", minTopicPeers(nodes, cfg.SwarmID))
	})
	first, _, _, ok := cfg.Position(time.Now())
	if ok {
		first++
	}
	for r := first; r < first+2; r++ {
		waitFor(t, func() bool {
			mu.Lock()
			defer mu.Unlock()
			return len(reports[r]) == n
		}, func() string {
			mu.Lock()
			defer mu.Unlock()
			return fmt.Sprintf("round %d: %d of %d nodes have a tally", r, len(reports[r]), n)
		})
		mu.Lock()
		got := reports[r]
		mu.Unlock()
		rep0 := got[nodes[0].ID()]
		if rep0.Counted == 0 || len(rep0.Winners) == 0 {
			t.Fatalf("round %d: winners %v from %d votes", r, rep0.Winners, rep0.Counted)
		}
		for id, rep := range got {
			if !slices.Equal(rep.Winners, rep0.Winners) || rep.Root != rep0.Root {
				t.Fatalf("round %d: %s computed %v from %d votes, node 0 %v from %d", r, id, rep.Winners, rep.Counted, rep0.Winners, rep0.Counted)
			}
		}
		var want []common.Address
		for _, w := range rep0.Winners {
			a, _ := identity.AddressOf(w)
			want = append(want, a)
		}
		want = chain.SortWinners(want)
		// Commits land during round r+1: wait until every member's is in
		// or the commit window closed.
		var res chain.RoundResult
		waitFor(t, func() bool {
			res, err = c.RoundResult(ctx, swarmID, r)
			return err == nil && (res.Committers == n || res.Final)
		}, func() string { return fmt.Sprintf("round %d: result %+v, err %v", r, res, err) })
		if res.Committers != n || res.LeaderCount != n || !res.Agreed {
			t.Fatalf("round %d: %d of %d members committed, %d the leading winner list, agreed %v", r, res.Committers, n, res.LeaderCount, res.Agreed)
		}
		onChain, _, err := members[0].Coordinator.Winners(ctx, r)
		if err != nil || !slices.Equal(onChain, want) {
			t.Fatalf("round %d: on-chain winners %v (%v), nodes computed %v", r, onChain, err, want)
		}
		t.Logf("round %d: winners %v from %d votes, committed on chain by all %d members", r, rep0.Winners, rep0.Counted, n)
	}
	st := members[0].Service.Status()
	if st.Sent == 0 || len(st.Rewards) == 0 {
		t.Fatalf("status %+v", st)
	}
	// The first checked round's rollouts, shared in its training stage:
	// every member stores its own groups (I+J of them) and its peers'.
	stored := func(i int) (own int, peers map[string]bool) {
		rs, err := dbs[i].Rollouts(cfg.SwarmID, first)
		if err != nil {
			t.Fatal(err)
		}
		peers = map[string]bool{}
		for _, r := range rs {
			if r.Peer == nodes[i].ID().String() {
				own++
			} else {
				peers[r.Peer] = true
			}
		}
		return own, peers
	}
	for i := range dbs {
		waitFor(t, func() bool {
			own, peers := stored(i)
			return own == 2 && len(peers) == n-1
		}, func() string {
			own, peers := stored(i)
			return fmt.Sprintf("member %d stored %d own groups (want 2) and shares from %d peers (want %d)", i, own, len(peers), n-1)
		})
	}
}

// waitFor polls cond until it holds; after roundWait it fails the test
// with msg().
func waitFor(t *testing.T, cond func() bool, msg func() string) {
	t.Helper()
	for end := time.Now().Add(roundWait); !cond(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("after %v: %s", roundWait, msg())
		}
	}
}

// minTopicPeers is the fewest peers any node sees on any topic of swarm id.
func minTopicPeers(nodes []*node.Node, id string) int {
	least := -1
	for _, nd := range nodes {
		for _, k := range wire.Kinds {
			t := nd.EnvelopeTopic(id, string(k))
			if t == nil {
				return 0
			}
			if n := len(t.Peers()); least < 0 || n < least {
				least = n
			}
		}
	}
	return least
}
