package swarm_test

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/swarm"
)

// registry is a swarm.Chain whose members register over time.
type registry struct {
	mu      sync.Mutex
	members []peer.ID
}

func (r *registry) register(ids ...peer.ID) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.members = append(r.members, ids...)
}

func (r *registry) Members(context.Context) ([]peer.ID, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.members), nil
}

func (r *registry) CommitRound(context.Context, uint64, [32]byte, []peer.ID) error { return nil }

// TestLateRegistrantsAreHeardAtOnce: nodes 0 and 1 start while only they
// are registered; nodes 2 and 3 register just before round 0 and play it.
// The first two read the member set only once an hour here, so they know
// the newcomers only because a message from an unknown sender makes a
// validator read the set again: every node counts all four votes of round
// 0 and the tallies agree. Before, the first two refused the newcomers'
// messages (and GossipSub scored their peers down for them) until their
// next read: in the devnet, two pairs of nodes each counted only their own
// pair's votes.
func TestLateRegistrantsAreHeardAtOnce(t *testing.T) {
	c := newCluster(t, 4, testStage())
	c.chainMembers = true
	reg := &registry{}
	reg.register(c.ids[0], c.ids[1])
	for i := range 2 {
		c.start(i, nil, swarm.WithChain(reg), swarm.WithMemberRefresh(time.Hour))
	}
	reg.register(c.ids[2], c.ids[3])
	for i := 2; i < 4; i++ {
		c.start(i, nil, swarm.WithChain(reg), swarm.WithMemberRefresh(time.Hour))
	}
	c.waitReports(0, []int{0, 1, 2, 3})
	c.sameTally(0, []int{0, 1, 2, 3}, 4)
	if n := c.svcs[0].Status().Members; n != 4 {
		t.Errorf("node 0 knows %d members, want 4", n)
	}
}
