package swarm_test

import (
	"testing"
	"time"

	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/bench"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/tasks"
	"github.com/synod-net/synod/swarm/wire"
)

// TestRolloutsSharedCheckedAndStored plays a round on four nodes with state
// databases: after it closes every node stores its own rollouts (every
// question, with the verifier's rewards) and one shared by each peer; a
// summary with a rollout share whose rewards are not the verifier's is
// rejected and its shares are not stored; and what a node published in the round stays far inside the
// 100 KB per node per round budget. Node 1 shares every question, node 2
// none.
func TestRolloutsSharedCheckedAndStored(t *testing.T) {
	const n = 4
	c := newCluster(t, n, testStage())
	shares := []int{swarm.DefaultRolloutShares, c.cfg.Questions, 0, swarm.DefaultRolloutShares}
	dbs := make([]*state.DB, n)
	for i := range n {
		db, err := state.Open("", state.WithInMemory())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		dbs[i] = db
		c.start(i, nil, swarm.WithState(db), swarm.WithRolloutShares(shares[i]))
	}
	qs, err := tasks.Procedural{}.Draw(c.cfg.SwarmID, 0, c.cfg.Questions)
	if err != nil {
		t.Fatal(err)
	}
	// A liar claims full rewards for answers that earn nothing, in a
	// summary sent before its honest one: the summary is rejected whole.
	c.at(1, round.StageAnswer, testStage()/8)
	lie, err := wire.Seal(c.keys[3], &wire.Body{SwarmId: c.cfg.SwarmID, Round: 0, Stage: wire.Stage_STAGE_DONE,
		Payload: &wire.Body_Summary{Summary: &wire.RoundSummary{VotesRoot: make([]byte, 32), Rollouts: []*wire.RolloutShare{
			{Question: 0, Completions: []string{"no idea", "?"}, RewardsMilli: []int64{1250, 1250}}}}}})
	if err != nil {
		t.Fatal(err)
	}
	c.held(func() { c.publishKind(3, wire.KindSummary, lie) })
	c.agree(0, []int{0, 1, 2, 3})
	// Shares go out between a quarter of the answer stage and the end of
	// the critique stage of round 1: wait until every node stored its own
	// rollouts and every peer's shares.
	stored := func(i int) (own int, peers map[string]int, _ []state.Rollout) {
		rs, err := dbs[i].Rollouts(c.cfg.SwarmID, 0)
		if err != nil {
			t.Fatal(err)
		}
		peers = map[string]int{}
		for _, r := range rs {
			if r.Peer == c.ids[i].String() {
				own++
			} else {
				peers[r.Peer]++
			}
		}
		return own, peers, rs
	}
	eventually(t, roundWait, func() bool {
		for i := range n {
			own, peers, _ := stored(i)
			if own < len(qs) {
				return false
			}
			for j, id := range c.ids {
				if j != i && peers[id.String()] < shares[j] {
					return false
				}
			}
		}
		return true
	}, "some node did not store its own rollouts and its peers' shares of round 0")

	for i := range n {
		own, peers, rs := stored(i)
		for _, r := range rs {
			if len(r.Completions) != 1 || len(r.RewardsMilli) != 1 || r.Question >= len(qs) {
				t.Fatalf("node %d stored %+v", i, r)
			}
			if want := qs[r.Question].Verify(r.Completions[0]).RewardMilli(); r.RewardsMilli[0] != want {
				t.Fatalf("node %d stored a rollout of %s rewarded %d, the verifier gives %d", i, r.Peer, r.RewardsMilli[0], want)
			}
			if r.Prompt != qs[r.Question].Question {
				t.Fatalf("node %d stored prompt %q for question %d, want %q", i, r.Prompt, r.Question, qs[r.Question].Question)
			}
		}
		if own != len(qs) {
			t.Errorf("node %d stored %d own rollouts, want one per question (%d)", i, own, len(qs))
		}
		for j, id := range c.ids {
			if j != i && peers[id.String()] != shares[j] {
				t.Errorf("node %d stored %d rollouts of node %d, want %d", i, peers[id.String()], j, shares[j])
			}
		}
		st := c.svcs[i].Status()
		if i != 3 && st.Rejected[swarm.ReasonWrongReward] == 0 {
			t.Errorf("node %d did not reject the lying rollout: %v", i, st.Rejected)
		}
		// Round 0's messages, its summary with its rollout shares and round
		// 1's answer, critique and vote.
		t.Logf("node %d published %d messages, %d bytes", i, st.Sent, st.SentBytes)
		if st.SentBytes == 0 || st.SentBytes > 100<<10 {
			t.Errorf("node %d published %d bytes", i, st.SentBytes)
		}
	}
}

func TestRolloutSharesOption(t *testing.T) {
	c := newCluster(t, 1, time.Second)
	pol := bench.FixedPolicy{Self: string(c.ids[0])}
	for n, ok := range map[int]bool{-1: false, 0: true, wire.MaxQuestions: true, wire.MaxQuestions + 1: false} {
		_, err := swarm.New(c.cfg, &memNet{c.bus, c.keys[0], c.ids[0]}, pol, swarm.WithRolloutShares(n))
		if (err == nil) != ok {
			t.Errorf("WithRolloutShares(%d): %v", n, err)
		}
	}
}
