package swarm_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/round"
)

// TestRestartInTrainingPhaseTalliesTheRound crashes a node in round 0's
// vote stage, after it voted and accepted every peer's vote, and starts it
// again in the round's training phase, after the vote book closed
// (deadline plus grace) everywhere else. From what it stored it tallies
// round 0 at once, with the same winners and votes root as the nodes that
// never stopped, instead of leaving a round it played without a tally. A
// second crash and restart in the same phase, after that tally was stored,
// does not tally the round again; the node then plays round 1.
func TestRestartInTrainingPhaseTalliesTheRound(t *testing.T) {
	st := testStage()
	c := newCluster(t, 5, st)
	c.cfg.Train = st
	dir, running := liveState(t)
	for i := 1; i < 5; i++ {
		c.start(i, nil)
	}
	first := c.start(0, nil, swarm.WithState(running))

	// Mid vote stage every node has voted; the clock stands still until
	// node 0 has its own vote and the 4 peers' votes on disk.
	c.at(0, round.StageVote, st/2)
	c.clock.Hold()
	eventually(t, roundWait, func() bool {
		if _, err := running.Vote(c.cfg.SwarmID, 0, round.StageVote.String()); err != nil {
			return false
		}
		ms, err := running.Messages(c.cfg.SwarmID, 0)
		if err != nil {
			return false
		}
		n := 0
		for _, m := range ms {
			if m.Stage == round.StageVote.String() {
				n++
			}
		}
		return n == 4
	}, "node 0 did not store its vote and the 4 peers' votes of round 0")
	dir2, db2 := crashCopy(t, dir, first)

	// Node 0 is down past the vote deadline and its grace: the others tally.
	c.at(0, round.StageVote, st+c.cfg.GraceTime()+st/4)
	c.waitReports(0, []int{1, 2, 3, 4})
	c.clock.Hold()
	if !c.cfg.Training(c.clock.Now()) {
		t.Fatal("the restart does not fall in round 0's training phase")
	}
	second := c.start(0, nil, swarm.WithState(db2))
	rep := c.sameTallyAsNode0(0)
	if rep.Counted != 5 {
		t.Fatalf("%d votes counted, want all 5", rep.Counted)
	}
	c.clock.Hold()
	if _, err := db2.Task(swarm.RoundTaskID(c.cfg.SwarmID, 0)); err != nil {
		t.Fatalf("round 0's result is not stored after the restart: %v", err)
	}

	// A second crash in the same phase: round 0's result is stored, so it
	// is not tallied again.
	_, db3 := crashCopy(t, dir2, second)
	tallied := map[uint64]int{}
	c.start(0, nil, swarm.WithState(db3), swarm.WithOnResult(func(r swarm.Report) {
		c.mu.Lock()
		defer c.mu.Unlock()
		tallied[r.Round]++
		if c.reports[r.Round] == nil {
			c.reports[r.Round] = map[peer.ID]swarm.Report{}
		}
		c.reports[r.Round][c.ids[0]] = r
	}))
	c.agree(1, []int{0, 1, 2, 3, 4})
	c.mu.Lock()
	defer c.mu.Unlock()
	if tallied[0] != 0 {
		t.Fatalf("round 0 was tallied again after the second restart (%d times)", tallied[0])
	}
}

// crashCopy copies the state directory of a running node (what kill -9
// leaves on disk), stops the node and opens the copy for its restart.
func crashCopy(t *testing.T, dir string, svc *swarm.Service) (string, *state.DB) {
	crashed := filepath.Join(t.TempDir(), "state")
	if err := os.CopyFS(crashed, os.DirFS(dir)); err != nil {
		t.Fatal(err)
	}
	if err := svc.Close(); err != nil {
		t.Fatal(err)
	}
	db, err := state.Open(crashed)
	if err != nil {
		t.Fatalf("open the state left by the crash: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	return crashed, db
}
