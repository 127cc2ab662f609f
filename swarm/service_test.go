package swarm_test

import (
	"context"
	"crypto/rand"
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
	// judging counts the validations in progress (under jmu); judged
	// is signalled when it drops to zero.
	jmu     sync.Mutex
	judging int
	judged  *sync.Cond
}

func newMemBus() *memBus {
	b := &memBus{nodes: map[peer.ID]map[wire.Kind]swarm.Validator{}, pen: map[peer.ID]int{}}
	b.judged = sync.NewCond(&b.jmu)
	return b
}

// judge runs v on a message in its own goroutine, as GossipSub would.
func (b *memBus) judge(v swarm.Validator, from peer.ID, data []byte) {
	b.jmu.Lock()
	b.judging++
	b.jmu.Unlock()
	go func() {
		v(context.Background(), from, data)
		b.jmu.Lock()
		defer b.jmu.Unlock()
		if b.judging--; b.judging == 0 {
			b.judged.Broadcast()
		}
	}()
}

// settle waits until every message published so far was judged.
func (b *memBus) settle() {
	b.jmu.Lock()
	defer b.jmu.Unlock()
	for b.judging > 0 {
		b.judged.Wait()
	}
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
		t.net.bus.judge(v, t.net.id, data)
	}
	return nil
}
func (t *memTopic) Close() error { return nil }

func testConfig(genesis time.Time, d time.Duration) round.Config {
	return round.Config{SwarmID: "unit", Genesis: genesis, Answer: d, Critique: d, Vote: d,
		Questions: 2, K: 3, Winners: 2, Tasks: tasks.Procedural{}}
}

// TestServiceRoundsAgreeInMemory plays two rounds on five nodes with state
// databases: every node tallies both rounds from counted votes, with the
// same winners and votes root.
func TestServiceRoundsAgreeInMemory(t *testing.T) {
	const n = 5
	c := newCluster(t, n, testStage())
	for i := range n {
		db, err := state.Open("", state.WithInMemory())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		c.start(i, bench.FixedPolicy{Self: string(c.ids[i]), Cost: 5 * time.Millisecond}, swarm.WithState(db))
	}
	all := []int{0, 1, 2, 3, 4}
	for r := uint64(0); r < 2; r++ {
		first := c.agree(r, all)
		if first.Counted < n/2 {
			t.Fatalf("round %d: winners %v from %d votes, want at least %d votes", r, first.Winners, first.Counted, n/2)
		}
		c.mu.Lock()
		for id, rep := range c.reports[r] {
			if rep.Root != first.Root || rep.Counted != first.Counted {
				t.Errorf("round %d: node %s counted %d votes (root %x), node 0 %d (root %x)", r, id, rep.Counted, rep.Root[:4], first.Counted, first.Root[:4])
			}
		}
		c.mu.Unlock()
	}
	st := c.svcs[0].Status()
	if st.Sent == 0 || st.Received == 0 || len(st.Rewards) != n {
		t.Fatalf("status %+v", st)
	}
}
