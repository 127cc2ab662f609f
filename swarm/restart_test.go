package swarm_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/bench"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/tasks"
	"github.com/synod-net/synod/swarm/wire"
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
	t.Cleanup(func() { db.Close() })
	for i := 1; i < 5; i++ {
		c.start(i, nil)
	}
	self := c.ids[0]
	first := c.start(0, bench.FixedPolicy{Self: string(self), Cost: time.Millisecond}, swarm.WithState(db))
	// The clock stands still in the vote stage from before node 0 voted
	// until it runs again on the same state.
	c.at(0, round.StageVote, testStage()/10)
	c.clock.Hold()
	var voted state.Vote
	eventually(t, roundWait, func() bool {
		voted, err = db.Vote(c.cfg.SwarmID, 0, round.StageVote.String())
		return err == nil
	}, "node 0 recorded no vote in round 0")
	first.Close()
	c.start(0, flipPolicy{bench.FixedPolicy{Self: string(self), Cost: time.Millisecond}}, swarm.WithState(db))
	c.clock.Release()
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

// slowVoter answers and critiques at once but votes only once the
// cluster's clock reads at.
type slowVoter struct {
	bench.FixedPolicy
	clock *testClock
	at    time.Time
}

func (p slowVoter) Vote(ctx context.Context, qs []string, shown []round.PeerAnswer, cs []round.PeerCritique) (string, error) {
	for p.clock.Now().Before(p.at) {
		select {
		case <-time.After(10 * time.Millisecond):
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
	return p.FixedPolicy.Vote(ctx, qs, shown, cs)
}

// TestRestartMidRoundKeepsAcceptedMessages restarts a node in the vote
// stage after it accepted the round's answers, critiques and some votes,
// and before the remaining votes arrive. The restarted node runs on a copy
// of the state directory taken while the first one was still running (what
// a kill -9 leaves; a clean Close would also flush what is queued): it
// replays what it had accepted, accepts the late votes (which name answers
// it only knows from before the restart) and computes exactly the tally of
// the nodes that never stopped: same winners, same votes root.
func TestRestartMidRoundKeepsAcceptedMessages(t *testing.T) {
	st := testStage()
	c := newCluster(t, 5, st)
	dir, running := liveState(t)
	for i := 1; i < 5; i++ {
		var p swarm.Policy
		if i >= 3 {
			// They vote after the restart below: the clock stands still
			// until node 0 runs again.
			p = slowVoter{bench.FixedPolicy{Self: string(c.ids[i]), Cost: 2 * time.Millisecond}, c.clock, c.stageStart(0, round.StageVote).Add(st / 2)}
		}
		c.start(i, p)
	}
	first := c.start(0, nil, swarm.WithState(running))
	c.at(0, round.StageVote, st/4)
	c.clock.Hold()
	// Some answers, critiques and the votes of nodes 1 and 2 (which vote at
	// once) may still be on their way.
	eventually(t, roundWait, func() bool { return first.Status().Received >= 4+4+2 }, "node 0 did not accept 4 answers, 4 critiques and 2 votes")
	db := crash(t, dir, first)
	seen, err := db.Messages(c.cfg.SwarmID, 0)
	if err != nil || len(seen) == 0 {
		t.Fatalf("no accepted message of round 0 was stored: %v", err)
	}
	second := c.start(0, nil, swarm.WithState(db))
	if got := second.Status().Resumed; got != len(seen) {
		t.Fatalf("replayed %d of the %d stored messages", got, len(seen))
	}
	c.clock.Release()
	rep := c.sameTallyAsNode0(0)
	if rep.Counted != 5 {
		t.Fatalf("%d votes counted, want all 5", rep.Counted)
	}
	if len(rep.Equivocators) != 0 {
		t.Fatalf("equivocators after a restart: %v", rep.Equivocators)
	}
	// Round 0 closed: its answers, critiques and votes are no longer
	// needed (its summaries, which come during round 1, go at the next
	// close).
	eventually(t, roundWait, func() bool {
		left, err := db.Messages(c.cfg.SwarmID, 0)
		if err != nil {
			return false
		}
		for _, m := range left {
			if m.Stage != "done" {
				return false
			}
		}
		return true
	}, "round 0's messages were not pruned after round 1 started")
}

// eventually polls cond until it holds or timeout passes.
func eventually(t *testing.T, timeout time.Duration, cond func() bool, msg string) {
	t.Helper()
	for end := time.Now().Add(timeout); !cond(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal(msg)
		}
	}
}

// TestAcceptedMessageIsDurableBeforeTheVerdict: with a state database, the
// validator hands an accepted message back to GossipSub (which forwards
// it) only once its record is on disk, so a kill -9 right after cannot
// lose a message this node acknowledged.
func TestAcceptedMessageIsDurableBeforeTheVerdict(t *testing.T) {
	c := newCluster(t, 6, testStage())
	db, err := state.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	c.start(0, nil, swarm.WithState(db))
	c.at(0, round.StageAnswer, testStage()/10)
	// Every answer below comes in the answer stage, however long the
	// checks take.
	c.clock.Hold()
	defer c.clock.Release()
	c.bus.mu.Lock()
	validate := c.bus.nodes[c.ids[0]][wire.KindAnswer]
	c.bus.mu.Unlock()
	for i := 1; i < 6; i++ {
		raw, err := wire.Seal(c.keys[i], &wire.Body{SwarmId: c.cfg.SwarmID, Round: 0, Stage: wire.Stage_STAGE_ANSWER,
			Payload: &wire.Body_Answer{Answer: &wire.Answer{Completions: []string{tasks.Format("1"), tasks.Format("2")}}}})
		if err != nil {
			t.Fatal(err)
		}
		if v := validate(context.Background(), c.ids[i], raw); v.Result != round.Accept {
			t.Fatalf("answer of node %d: %+v", i, v)
		}
		seen, err := db.Messages(c.cfg.SwarmID, 0)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, m := range seen {
			if m.Stage == "answer" && m.From != c.ids[0].String() {
				n++
			}
		}
		if n != i {
			t.Fatalf("after accepting %d answers, %d are on disk", i, n)
		}
	}
}

// TestRestartInVoteGraceKeepsTheRound restarts a node just after round 0's
// vote deadline, while that stage's grace still runs: from what it stored
// it tallies round 0 like everyone else (all 5 votes, the same votes
// root), instead of holding nothing of a round it played.
func TestRestartInVoteGraceKeepsTheRound(t *testing.T) {
	st := testStage()
	c := newCluster(t, 5, st)
	dir, running := liveState(t)
	for i := 1; i < 5; i++ {
		c.start(i, nil)
	}
	first := c.start(0, nil, swarm.WithState(running))
	// The clock stands still inside the grace, after the vote deadline,
	// from the crash until the node runs again.
	c.at(1, round.StageAnswer, c.cfg.GraceTime()/2)
	c.clock.Hold()
	db := crash(t, dir, first)
	c.mu.Lock()
	_, early := c.reports[0][c.ids[0]]
	c.mu.Unlock()
	if early {
		t.Fatal("round 0 was tallied before its grace ended; the restart did not fall in the grace")
	}
	c.start(0, nil, swarm.WithState(db))
	c.clock.Release()
	rep := c.sameTallyAsNode0(0)
	if rep.Counted != 5 {
		t.Fatalf("%d votes counted, want all 5", rep.Counted)
	}
	c.agree(1, []int{0, 1, 2, 3, 4})
}

// liveState opens a state database in a fresh directory for a node that
// will crash.
func liveState(t *testing.T) (string, *state.DB) {
	dir := t.TempDir()
	db, err := state.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return dir, db
}

// crash copies the state directory of a running node (what kill -9 leaves
// on disk), stops the node and opens the copy for its restart.
func crash(t *testing.T, dir string, svc *swarm.Service) *state.DB {
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
	return db
}

// sameTallyAsNode0 waits for round r's tallies of the 5 nodes and checks
// that node 0 (the restarted one) counted the same votes, with the same
// votes root, as every other node.
func (c *cluster) sameTallyAsNode0(r uint64) swarm.Report {
	c.t.Helper()
	rep := c.agree(r, []int{0, 1, 2, 3, 4})
	c.mu.Lock()
	reps := c.reports[r]
	c.mu.Unlock()
	mine := reps[c.ids[0]]
	for i := 1; i < 5; i++ {
		if other := reps[c.ids[i]]; other.Root != mine.Root || other.Counted != mine.Counted {
			c.t.Fatalf("round %d: the restarted node counted %d votes (root %x), node %d counted %d (root %x)", r, mine.Counted, mine.Root[:4], i, other.Counted, other.Root[:4])
		}
	}
	return rep
}
