package bench

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/node/localnet"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/tasks"
)

// roundWait is the most a test waits for one round's tallies (or for the
// topic meshes): a ceiling for a machine loaded by other work, under the
// race detector, never a budget the test relies on.
const roundWait = 3 * time.Minute

// acceptanceStage is the stage length of the tests that play rounds on n
// real nodes: long enough that every node's messages reach every other in
// their stage on a loaded machine. Each node checks every message's
// signature, so the work of a stage grows with the square of n; the race
// detector makes it several times slower. A test ends as soon as the
// rounds it checks are tallied.
func acceptanceStage(n int) time.Duration {
	stage := 3 * time.Second
	if n > 8 {
		stage = 4 * time.Second
	}
	if raceEnabled {
		stage *= 2
		if n > 8 {
			stage = 15 * time.Second
		}
	}
	return stage
}

// agreeOverRounds starts n loopback nodes with the fixed-cost policy and
// waits until every node sees at least as many peers as the ring neighbours
// it dialled (or all others) on every swarm topic. From the first round that starts after that, it waits for
// rounds rounds' tallies and checks that every node computed the same
// winners and votes root from at least three quarters of the votes.
func agreeOverRounds(t *testing.T, n, rounds int) []RoundStat {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(rounds+2)*roundWait)
	defer cancel()
	stage := acceptanceStage(n)
	cfg := round.Config{SwarmID: "bench", Answer: stage, Critique: stage, Vote: stage,
		Questions: round.DefaultQuestions, K: round.DefaultShown, Winners: round.DefaultWinners, Tasks: tasks.Procedural{}}
	c, err := NewCluster(ctx, n, cfg, stage, func(self peer.ID) swarm.Policy {
		return FixedPolicy{Self: string(self), Cost: time.Millisecond}
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	want := min(n-1, meshNeighbours)
	wctx, wcancel := context.WithTimeout(ctx, roundWait)
	err = localnet.WaitFor(wctx, func() bool { return c.MinTopicPeers() >= want })
	wcancel()
	if err != nil {
		t.Fatalf("some node sees %d peers on a swarm topic after %v, want %d", c.MinTopicPeers(), roundWait, want)
	}
	first, _, _, ok := c.Config.Position(time.Now())
	if ok {
		first++
	}
	t.Logf("every node sees >= %d peers on every swarm topic; checking rounds %d to %d", want, first, first+uint64(rounds)-1)
	var stats []RoundStat
	for r := first; r < first+uint64(rounds); r++ {
		wctx, wcancel := context.WithTimeout(ctx, roundWait)
		err := c.WaitRound(wctx, r, c.IDs)
		wcancel()
		if err != nil {
			t.Fatal(err)
		}
		st := c.Stat(r, c.IDs)
		t.Logf("round %d: closed %.3fs after its start (stages %.0fs), %d votes, winners %v", r, st.CloseSeconds, c.Config.Stages().Seconds(), st.Counted, st.Winners)
		if !st.Agree || st.Nodes != n {
			t.Fatalf("round %d: %d of %d nodes with a tally, %d winner lists, %d votes roots", r, st.Nodes, n, st.WinnerLists, st.Roots)
		}
		if len(st.Winners) == 0 || st.Counted < n*3/4 {
			t.Fatalf("round %d: winners %v from %d votes, want at least %d votes", r, st.Winners, st.Counted, n*3/4)
		}
		stats = append(stats, st)
	}
	return stats
}

// TestEightNodesAgree plays two rounds on eight real libp2p nodes on
// loopback: every node counts the votes and computes the same winners and
// votes root.
func TestEightNodesAgree(t *testing.T) {
	if os.Getenv("SYNOD_SWARM_ACCEPTANCE") == "" {
		t.Skip("set SYNOD_SWARM_ACCEPTANCE=1 to start 8 libp2p nodes (make test-swarm runs it)")
	}
	agreeOverRounds(t, 8, 2)
}
