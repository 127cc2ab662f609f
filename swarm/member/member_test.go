package member_test

import (
	"context"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/bench"
	"github.com/synod-net/synod/swarm/member"
	"github.com/synod-net/synod/swarm/policy"
	"github.com/synod-net/synod/swarm/round"
)

// TestJoinPlaysRoundsWithTheTransformerPolicy is the devnet path: nodes
// join a swarm created on the embedded chain through member.Join, play
// with the transformer policy, persist to badger and commit; the on-chain
// winners equal the winners every node computed.
func TestJoinPlaysRoundsWithTheTransformerPolicy(t *testing.T) {
	if os.Getenv("SYNOD_SWARM_ACCEPTANCE") == "" {
		t.Skip("set SYNOD_SWARM_ACCEPTANCE=1 to run nodes against the embedded chain (timing-sensitive)")
	}
	const n = 3
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
	coordinator := chain.NewAccount(chain.DevKey(0))
	c, err := chain.Deploy(ctx, emb, coordinator, chain.WithPollInterval(20*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	start := uint64(time.Now().Add(8 * time.Second).Unix())
	swarmID, err := c.CreateSwarm(ctx, coordinator, chain.SwarmParams{StartTime: start, RoundDuration: 6, Stages: 3, Questions: round.DefaultQuestions, Shown: round.DefaultShown, Winners: round.DefaultWinners, ModelCID: "base"})
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
		pol, err := policy.NewBase(1, string(nd.ID()), policy.Options{MaxAnswerTokens: 8, MaxReasonTokens: 8})
		if err != nil {
			t.Fatal(err)
		}
		self := nd.ID()
		m, err := member.Join(ctx, nd, c, swarmID, member.Options{Policy: pol, State: db, Penalties: pens[i],
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
	for r := uint64(0); r < 2; r++ {
		time.Sleep(time.Until(cfg.RoundStart(r + 1).Add(cfg.Answer / 2)))
		mu.Lock()
		got := reports[r]
		mu.Unlock()
		if len(got) != n {
			t.Fatalf("round %d: %d of %d nodes have a tally", r, len(got), n)
		}
		first := got[nodes[0].ID()]
		for id, rep := range got {
			if !slices.Equal(rep.Winners, first.Winners) {
				t.Fatalf("round %d: %s computed %v, others %v", r, id, rep.Winners, first.Winners)
			}
		}
		var want []common.Address
		for _, w := range first.Winners {
			a, _ := identity.AddressOf(w)
			want = append(want, a)
		}
		want = chain.SortWinners(want)
		var onChain []common.Address
		for time.Now().Before(cfg.RoundStart(r + 2)) {
			if onChain, _, err = members[0].Coordinator.Winners(ctx, r); err == nil {
				break
			}
			time.Sleep(200 * time.Millisecond)
		}
		if !slices.Equal(onChain, want) {
			t.Fatalf("round %d: on-chain winners %v (%v), nodes computed %v", r, onChain, err, want)
		}
		t.Logf("round %d: winners %v from %d votes, committed on chain", r, first.Winners, first.Counted)
	}
	st := members[0].Service.Status()
	if st.Sent == 0 || len(st.Rewards) == 0 {
		t.Fatalf("status %+v", st)
	}
	// Round 0's rollouts, shared during round 1: every member stored its
	// own (one per question) and its peers' shares.
	for i, db := range dbs {
		rs, err := db.Rollouts(cfg.SwarmID, 0)
		if err != nil {
			t.Fatal(err)
		}
		own, peers := 0, map[string]bool{}
		for _, r := range rs {
			if r.Peer == nodes[i].ID().String() {
				own++
			} else {
				peers[r.Peer] = true
			}
		}
		if own != cfg.Questions || len(peers) != n-1 {
			t.Fatalf("member %d stored %d own rollouts (want %d) and shares from %d peers (want %d)", i, own, cfg.Questions, len(peers), n-1)
		}
	}
}
