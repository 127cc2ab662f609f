package swarm_test

import (
	"context"
	"crypto/rand"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/bench"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/tasks"
	"github.com/synod-net/synod/swarm/wire"
)

// memBus is an in-memory stand-in for GossipSub, for unit tests only: a
// published message is validated by every other joined node, each in its
// own goroutine, as GossipSub would.
type memBus struct {
	mu    sync.Mutex
	nodes map[peer.ID]map[wire.Kind]swarm.Validator
	pen   map[peer.ID]int
}

type memNet struct {
	bus *memBus
	key crypto.PrivKey
	id  peer.ID
}

type memTopic struct {
	net  *memNet
	kind wire.Kind
}

func newKey(t testing.TB) (crypto.PrivKey, peer.ID) {
	k, _, err := crypto.GenerateSecp256k1Key(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := peer.IDFromPrivateKey(k)
	return k, id
}

func (n *memNet) Key() crypto.PrivKey        { return n.key }
func (n *memNet) AuthenticatesAuthors() bool { return false }
func (n *memNet) Join(_ string, k wire.Kind, v swarm.Validator) (swarm.Topic, error) {
	n.bus.mu.Lock()
	defer n.bus.mu.Unlock()
	if n.bus.nodes[n.id] == nil {
		n.bus.nodes[n.id] = map[wire.Kind]swarm.Validator{}
	}
	n.bus.nodes[n.id][k] = v
	return &memTopic{n, k}, nil
}
func (n *memNet) Penalize(p peer.ID, _ string) {
	n.bus.mu.Lock()
	n.bus.pen[p]++
	n.bus.mu.Unlock()
}
func (t *memTopic) Publish(ctx context.Context, data []byte) error {
	t.net.bus.mu.Lock()
	var vs []swarm.Validator
	for id, m := range t.net.bus.nodes {
		if id != t.net.id && m[t.kind] != nil {
			vs = append(vs, m[t.kind])
		}
	}
	t.net.bus.mu.Unlock()
	for _, v := range vs {
		go v(context.Background(), t.net.id, data)
	}
	return nil
}
func (t *memTopic) Close() error { return nil }

func testConfig(genesis time.Time, d time.Duration) round.Config {
	return round.Config{SwarmID: "unit", Genesis: genesis, Answer: d, Critique: d, Vote: d,
		Questions: 2, K: 3, Winners: 2, Tasks: tasks.Procedural{}}
}

func TestServiceRoundsAgreeInMemory(t *testing.T) {
	const n = 5
	bus := &memBus{nodes: map[peer.ID]map[wire.Kind]swarm.Validator{}, pen: map[peer.ID]int{}}
	keys := make([]crypto.PrivKey, n)
	ids := make([]peer.ID, n)
	for i := range keys {
		keys[i], ids[i] = newKey(t)
	}
	dbs := make([]*state.DB, n)
	for i := range dbs {
		db, err := state.Open("", state.WithInMemory())
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		dbs[i] = db
	}
	genesis := time.Now().Add(200 * time.Millisecond)
	var mu sync.Mutex
	reports := map[uint64]map[peer.ID]swarm.Report{}
	var svcs []*swarm.Service
	for i := range n {
		db := dbs[i]
		self := ids[i]
		s, err := swarm.New(testConfig(genesis, testStage()), &memNet{bus, keys[i], self},
			bench.FixedPolicy{Self: string(self), Cost: 5 * time.Millisecond},
			swarm.WithMembers(ids), swarm.WithState(db),
			swarm.WithOnResult(func(r swarm.Report) {
				mu.Lock()
				defer mu.Unlock()
				if reports[r.Round] == nil {
					reports[r.Round] = map[peer.ID]swarm.Report{}
				}
				reports[r.Round][self] = r
			}))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		svcs = append(svcs, s)
	}
	time.Sleep(time.Until(genesis.Add(2*3*testStage() + testStage()/2)))
	for _, s := range svcs {
		s.Close()
	}
	mu.Lock()
	defer mu.Unlock()
	for r := uint64(0); r < 2; r++ {
		got := reports[r]
		if len(got) != n {
			t.Fatalf("round %d: %d of %d nodes reported", r, len(got), n)
		}
		first := got[ids[0]]
		if len(first.Winners) == 0 || first.Counted < n/2 {
			t.Fatalf("round %d: winners %v from %d votes, want at least %d votes", r, first.Winners, first.Counted, n/2)
		}
		for id, rep := range got {
			if !slices.Equal(rep.Winners, first.Winners) || rep.Root != first.Root {
				t.Fatalf("round %d: node %s disagrees: %v vs %v", r, id, rep.Winners, first.Winners)
			}
		}
	}
	st := svcs[0].Status()
	if st.Sent == 0 || st.Received == 0 || len(st.Rewards) != n {
		t.Fatalf("status %+v", st)
	}
}
