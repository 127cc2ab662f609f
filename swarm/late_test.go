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

// deafVoter votes only once the cluster's clock reads at, and takes no
// notice of its context's deadline: a policy whose last computation runs
// past the stage deadline.
type deafVoter struct {
	bench.FixedPolicy
	clock *testClock
	at    time.Time
}

func (p deafVoter) Vote(_ context.Context, qs []string, shown []round.PeerAnswer, cs []round.PeerCritique) (string, error) {
	for p.clock.Now().Before(p.at) {
		time.Sleep(5 * time.Millisecond)
	}
	return p.FixedPolicy.Vote(context.Background(), qs, shown, cs)
}

// TestVoteReadyInTheGraceIsNotSent: a node whose policy produces its vote
// after the vote deadline, inside the grace, sends nothing. The grace is
// for the delivery of votes sent in time; a vote sent in it would reach
// some peers before the tally and others after, and the honest nodes'
// tallies would differ. Every node, the late one included, counts the
// three votes sent in time and computes the same votes root.
func TestVoteReadyInTheGraceIsNotSent(t *testing.T) {
	c := newCluster(t, 4, testStage())
	// With a training phase the round machine stays in round 0 after the
	// vote deadline; the vote stage's book is open until the grace ends.
	c.cfg.Train = testStage()
	late := c.cfg.StageEnd(0, round.StageVote).Add(c.cfg.GraceTime() / 2)
	for i := range 3 {
		c.start(i, nil)
	}
	c.start(3, deafVoter{bench.FixedPolicy{Self: string(c.ids[3]), Cost: 2 * time.Millisecond}, c.clock, late})
	c.waitReports(0, []int{0, 1, 2, 3})
	c.mu.Lock()
	defer c.mu.Unlock()
	first := c.reports[0][c.ids[0]]
	if first.Counted != 3 {
		t.Fatalf("node 0 counted %d votes; want the 3 sent before the deadline", first.Counted)
	}
	for i := 1; i < 4; i++ {
		rep := c.reports[0][c.ids[i]]
		if rep.Counted != first.Counted || rep.Root != first.Root {
			t.Errorf("node %d counted %d votes (root %x), node 0 counted %d (root %x)", i, rep.Counted, rep.Root[:4], first.Counted, first.Root[:4])
		}
	}
}

// TestVoteRecordedAfterTheDeadlineIsNotCounted: a node whose own vote,
// produced in time, is recorded durably only after the vote stage's
// deadline and grace (a slow disk) neither sends it nor counts it. It
// used to count it as soon as the policy produced it, while its peers got
// it after their tally: the tallies differed.
func TestVoteRecordedAfterTheDeadlineIsNotCounted(t *testing.T) {
	c := newCluster(t, 4, testStage())
	c.cfg.Train = testStage()
	slow := c.cfg.StageEnd(0, round.StageVote).Add(c.cfg.GraceTime() + 100*time.Millisecond)
	for i := range 3 {
		c.start(i, nil)
	}
	db, err := state.Open("", state.WithInMemory())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	c.start(3, nil, swarm.WithState(db), swarm.WithRecordedHook(func(v *state.Vote) {
		if v.Round == 0 && v.Stage == round.StageVote.String() {
			for c.clock.Now().Before(slow) {
				time.Sleep(5 * time.Millisecond)
			}
		}
	}))
	c.waitReports(0, []int{0, 1, 2, 3})
	c.mu.Lock()
	defer c.mu.Unlock()
	first := c.reports[0][c.ids[0]]
	for i := range 4 {
		rep := c.reports[0][c.ids[i]]
		if rep.Counted != 3 || rep.Root != first.Root {
			t.Errorf("node %d counted %d votes (root %x); want the 3 recorded in time, root %x", i, rep.Counted, rep.Root[:4], first.Root[:4])
		}
	}
}
