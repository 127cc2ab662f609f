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

// deafVoter votes once its context ends at the stage deadline, as a
// policy whose last computation runs past the deadline does.
type deafVoter struct{ bench.FixedPolicy }

func (p deafVoter) Vote(ctx context.Context, qs []string, shown []round.PeerAnswer, cs []round.PeerCritique) (string, error) {
	<-ctx.Done()
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
	for i := range 3 {
		c.start(i, nil)
	}
	c.start(3, deafVoter{bench.FixedPolicy{Self: string(c.ids[3]), Cost: 2 * time.Millisecond}})
	c.waitReports(0, []int{0, 1, 2, 3})
	c.sameTally(0, []int{0, 1, 2, 3}, 3)
}

// TestVoteRecordedAfterTheDeadlineIsNotCounted: a node whose own vote,
// produced in time, is recorded durably only after the vote stage's
// deadline and grace (a slow disk) neither sends it nor counts it. It
// used to count it as soon as the policy produced it, while its peers got
// it after their tally: the tallies differed.
func TestVoteRecordedAfterTheDeadlineIsNotCounted(t *testing.T) {
	c := newCluster(t, 4, testStage())
	c.cfg.Train = testStage()
	for i := range 3 {
		c.start(i, nil)
	}
	db, err := state.Open("", state.WithInMemory())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	// Node 3's disk finishes recording its vote of round 0 only once the
	// others tallied the round (the vote deadline and grace passed).
	c.start(3, nil, swarm.WithState(db), swarm.WithRecordedHook(func(v *state.Vote) {
		if v.Round == 0 && v.Stage == round.StageVote.String() {
			c.awaitReports(0, []int{0, 1, 2})
		}
	}))
	c.waitReports(0, []int{0, 1, 2, 3})
	c.sameTally(0, []int{0, 1, 2, 3}, 3)
}
