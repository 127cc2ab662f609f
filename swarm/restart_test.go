package swarm_test

import (
	"context"
	"testing"
	"time"

	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/bench"
	"github.com/synod-net/synod/swarm/round"
)

// flipPolicy votes for a different peer than the fixed policy would, so a
// restarted node that forgot its vote would equivocate.
type flipPolicy struct{ bench.FixedPolicy }

func (p flipPolicy) Vote(ctx context.Context, qs []string, shown []round.PeerAnswer, cs []round.PeerCritique) (string, error) {
	for i := len(shown) - 1; i >= 0; i-- {
		if shown[i].Peer != p.Self {
			return shown[i].Peer, nil
		}
	}
	return "", nil
}

// TestRestartMidRoundDoesNotVoteTwice stops a node in the vote stage after
// it voted and starts it again on the same state database with a policy
// that would vote differently: it does not vote again, nobody sees it
// equivocate, and the round closes normally.
func TestRestartMidRoundDoesNotVoteTwice(t *testing.T) {
	c := newCluster(t, 5, testStage())
	db, err := state.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for i := 1; i < 5; i++ {
		c.start(i, nil)
	}
	self := c.ids[0]
	first, err := swarm.New(c.cfg, &memNet{c.bus, c.keys[0], self}, bench.FixedPolicy{Self: string(self), Cost: time.Millisecond},
		swarm.WithMembers(c.ids), swarm.WithState(db))
	if err != nil {
		t.Fatal(err)
	}
	if err := first.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	c.at(0, round.StageVote, testStage()/2)
	first.Close()
	voted, err := db.Vote(c.cfg.SwarmID, 0, round.StageVote.String())
	if err != nil {
		t.Fatalf("the vote was not recorded before the restart: %v", err)
	}
	second, err := swarm.New(c.cfg, &memNet{c.bus, c.keys[0], self}, flipPolicy{bench.FixedPolicy{Self: string(self), Cost: time.Millisecond}},
		swarm.WithMembers(c.ids), swarm.WithState(db))
	if err != nil {
		t.Fatal(err)
	}
	if err := second.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer second.Close()
	rep := c.agree(0, []int{1, 2, 3, 4})
	for _, e := range rep.Equivocators {
		if e == self {
			t.Fatal("the restarted node equivocated")
		}
	}
	after, err := db.Vote(c.cfg.SwarmID, 0, round.StageVote.String())
	if err != nil || after.Target != voted.Target || string(after.Sig) != string(voted.Sig) {
		t.Fatalf("the recorded vote changed across the restart: %+v -> %+v (%v)", voted, after, err)
	}
	counted := false
	for _, rw := range rep.Rewards {
		if rw.Peer == string(self) && rw.Total > 0 {
			counted = true
		}
	}
	if !counted {
		t.Fatal("the restarted node earned nothing for the round")
	}
}
