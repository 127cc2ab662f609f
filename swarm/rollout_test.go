package swarm_test

import (
	"context"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/learn"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/tasks"
	"github.com/synod-net/synod/swarm/wire"
)

// scriptedLearner stands in for learn.Learner in this unit test (the real
// one is tested in swarm/learn and end to end in the devnet): its groups
// are one right and one wrong answer to each of its first two training
// questions, and it records the candidates it is offered.
type scriptedLearner struct {
	swarm, self string
	src         tasks.Source
	mu          sync.Mutex
	offered     map[uint64][]learn.Group
	trained     map[uint64]bool // mu guards offered and trained
}

func (l *scriptedLearner) Rollouts(_ context.Context, r uint64) ([]learn.Group, error) {
	qs, err := learn.TrainingQuestions(l.src, l.swarm, l.self, r, learn.MaxTrainingQuestions)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(r, 7))
	var out []learn.Group
	for i := range 2 {
		out = append(out, learn.Group{Question: i, Task: qs[i], Completions: []string{tasks.Format(qs[i].Answer), tasks.Format(qs[i].Distractor(rng))}})
	}
	return out, nil
}

func (l *scriptedLearner) Train(_ context.Context, r uint64, _, cands []learn.Group) (learn.Report, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.offered[r] = append(l.offered[r], cands...)
	if l.trained == nil {
		l.trained = map[uint64]bool{}
	}
	l.trained[r] = true
	return learn.Report{Round: r, Candidates: len(cands)}, nil
}

// hasTrained reports whether the learner trained round r.
func (l *scriptedLearner) hasTrained(r uint64) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.trained[r]
}

func (l *scriptedLearner) offeredFrom(r uint64, peer string) []learn.Group {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []learn.Group
	for _, g := range l.offered[r] {
		if g.Peer == peer {
			out = append(out, g)
		}
	}
	return out
}

// TestRolloutsSharedCheckedAndStored plays rounds with a training phase on
// four nodes with learners: each node shares its own groups in its round
// summary; every peer redraws the sharer's training questions, checks the
// claimed rewards with the verifier, stores the groups and offers them to
// its learner with the task it drew itself; a summary whose rewards are
// not the verifier's is rejected whole and never reaches a learner; and
// what a node publishes stays far inside 100 KB per round.
func TestRolloutsSharedCheckedAndStored(t *testing.T) {
	const n = 4
	c := newCluster(t, n, testStage())
	c.cfg.Train = testStage()
	dbs := make([]*state.DB, n)
	ls := make([]*scriptedLearner, n)
	for i := range n {
		db, err := state.Open("", state.WithInMemory())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		dbs[i] = db
		ls[i] = &scriptedLearner{swarm: c.cfg.SwarmID, self: string(c.ids[i]), src: c.cfg.Tasks, offered: map[uint64][]learn.Group{}}
		c.start(i, nil, swarm.WithState(db), swarm.WithLearner(ls[i], nil))
	}
	// A liar claims full rewards for answers that earn nothing, in a
	// summary sent before its honest one: the summary is rejected whole.
	c.at(0, round.StageVote, testStage()/2)
	lie, err := wire.Seal(c.keys[3], &wire.Body{SwarmId: c.cfg.SwarmID, Round: 0, Stage: wire.Stage_STAGE_DONE,
		Payload: &wire.Body_Summary{Summary: &wire.RoundSummary{VotesRoot: make([]byte, 32), Rollouts: []*wire.RolloutShare{
			{Question: 0, Completions: []string{"no idea", "?"}, RewardsMilli: []int64{1250, 1250}}}}}})
	if err != nil {
		t.Fatal(err)
	}
	c.held(func() { c.publishKind(3, wire.KindSummary, lie) })
	c.agree(0, []int{0, 1, 2, 3})
	// Round 1's learners are offered round 0's groups (and round 1's that
	// arrived before they trained): wait until every node holds every
	// peer's two groups of round 0.
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
			if own < 2 {
				return false
			}
			for j, id := range c.ids {
				if j != i && peers[id.String()] < 2 {
					return false
				}
			}
		}
		return true
	}, "some node did not store its own groups and its peers' of round 0")
	c.agree(1, []int{0, 1, 2, 3})
	// A round's report comes with its result, and its training starts
	// then: wait for every learner to have trained round 1.
	eventually(t, roundWait, func() bool {
		for _, l := range ls {
			if !l.hasTrained(1) {
				return false
			}
		}
		return true
	}, "some learner did not train round 1")
	for i := range n {
		_, _, rs := stored(i)
		for _, r := range rs {
			pid, err := peer.Decode(r.Peer)
			if err != nil {
				t.Fatal(err)
			}
			qs, err := learn.TrainingQuestions(c.cfg.Tasks, c.cfg.SwarmID, string(pid), 0, learn.MaxTrainingQuestions)
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Completions) != 2 || r.RewardsMilli[0] != 1250 || r.RewardsMilli[1] != 250 || r.Prompt != qs[r.Question].Question {
				t.Fatalf("node %d stored %+v", i, r)
			}
		}
		for j := range n {
			if j == i {
				continue
			}
			got := append(ls[i].offeredFrom(0, string(c.ids[j])), ls[i].offeredFrom(1, string(c.ids[j]))...)
			if len(got) < 2 {
				t.Fatalf("node %d's learner was offered %d groups of node %d's round 0", i, len(got), j)
			}
			for _, g := range got {
				if g.Rewards != nil || !g.Task.Verify(g.Completions[0]).Correct || g.Task.Verify(g.Completions[1]).Correct {
					t.Fatalf("node %d was offered %+v from node %d", i, g, j)
				}
			}
		}
		st := c.svcs[i].Status()
		if i != 3 && st.Rejected[swarm.ReasonWrongReward] == 0 {
			t.Errorf("node %d did not reject the lying rollout: %v", i, st.Rejected)
		}
		if st.Learn == nil {
			t.Errorf("node %d reports no learning", i)
		}
		t.Logf("node %d published %d messages, %d bytes", i, st.Sent, st.SentBytes)
		if st.SentBytes == 0 || st.SentBytes > 200<<10 {
			t.Errorf("node %d published %d bytes in two rounds", i, st.SentBytes)
		}
	}
}
