package swarm_test

import (
	"slices"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
	"google.golang.org/protobuf/proto"

	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/bench"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/wire"
)

func rewardOf(rep swarm.Report, id peer.ID) (round.Reward, bool) {
	for _, rw := range rep.Rewards {
		if rw.Peer == string(id) {
			return rw, true
		}
	}
	return round.Reward{}, false
}

// TestCheatersGainNothing: a node that votes twice, a node that votes for
// itself under another peer ID and sends future-round messages, gain
// nothing, are refused or penalized, and honest nodes still agree.
func TestCheatersGainNothing(t *testing.T) {
	c := newCluster(t, 8, testStage())
	const doubler, forger = 6, 7
	for i := range 8 {
		c.start(i, nil)
	}
	c.at(0, round.StageVote, 200*time.Millisecond)
	c.held(func() { cheat(t, c, doubler, forger) })

	honest := []int{0, 1, 2, 3, 4, 5}
	rep := c.agree(0, honest)
	if !slices.Contains(rep.Equivocators, c.ids[doubler]) {
		t.Fatalf("double voter not caught: equivocators %v", rep.Equivocators)
	}
	if rw, _ := rewardOf(rep, c.ids[doubler]); rw.Total != 0 {
		t.Fatalf("double voter earned %d", rw.Total)
	}
	for _, b := range rep.Ballots {
		if b.Voter == c.ids[doubler] {
			t.Fatalf("a vote of the double voter counted: %+v", b)
		}
		if b.Voter == c.ids[forger] && b.Choice == c.ids[forger] {
			t.Fatal("the forger's self-vote counted")
		}
	}
	for _, e := range rep.Evidence {
		if e.Sender == string(c.ids[doubler]) && e.Stage == round.StageVote {
			a, err1 := wire.Open(e.First)
			b, err2 := wire.Open(e.Second)
			if err1 != nil || err2 != nil || a.From != c.ids[doubler] || b.From != c.ids[doubler] {
				t.Fatal("equivocation evidence does not verify")
			}
		}
	}
	c.bus.mu.Lock()
	pen := c.bus.pen[c.ids[doubler]]
	c.bus.mu.Unlock()
	if pen == 0 {
		t.Fatal("double voter was not penalized")
	}
	st := c.svcs[0].Status()
	for _, reason := range []string{"bad-signature", round.ReasonSelfVote, round.ReasonFutureRound} {
		if st.Rejected[reason] == 0 {
			t.Errorf("no message refused as %s: %v", reason, st.Rejected)
		}
	}
}

// cheat sends, in round 0's vote stage, a second and a third vote signed
// by doubler, a vote for forger under doubler's peer ID signed by forger
// (its signature no longer matches), forger's vote for itself and a vote
// of forger for round 3.
func cheat(t *testing.T, c *cluster, doubler, forger int) {
	t.Helper()
	second, err := wire.Seal(c.keys[doubler], &wire.Body{SwarmId: c.cfg.SwarmID, Round: 0, Stage: wire.Stage_STAGE_VOTE,
		Payload: &wire.Body_Vote{Vote: &wire.Vote{Choice: []byte(c.ids[0])}}})
	if err != nil {
		t.Fatal(err)
	}
	second2, _ := wire.Seal(c.keys[doubler], &wire.Body{SwarmId: c.cfg.SwarmID, Round: 0, Stage: wire.Stage_STAGE_VOTE,
		Payload: &wire.Body_Vote{Vote: &wire.Vote{Choice: []byte(c.ids[1])}}})
	c.publishAs(doubler, second)
	c.publishAs(doubler, second2)
	// The forger votes for itself under the doubler's peer ID (signed with
	// its own key), votes for itself openly, and sends a future-round vote.
	forged := &wire.Body{Version: wire.Version, SwarmId: c.cfg.SwarmID, Round: 0, Stage: wire.Stage_STAGE_VOTE, Sender: []byte(c.ids[doubler]),
		Payload: &wire.Body_Vote{Vote: &wire.Vote{Choice: []byte(c.ids[forger])}}}
	raw, _ := wire.Seal(c.keys[forger], forged) // Seal sets the sender to the signer...
	sg, _ := wire.Open(raw)
	sg.Body.Sender = []byte(c.ids[doubler]) // ...so rewrite it: the signature no longer matches
	if b, err := wireMarshal(sg.Body, raw); err == nil {
		c.publishAs(forger, b)
	}
	self, _ := wire.Seal(c.keys[forger], &wire.Body{SwarmId: c.cfg.SwarmID, Round: 0, Stage: wire.Stage_STAGE_VOTE,
		Payload: &wire.Body_Vote{Vote: &wire.Vote{Choice: []byte(c.ids[forger])}}})
	c.publishAs(forger, self)
	future, _ := wire.Seal(c.keys[forger], &wire.Body{SwarmId: c.cfg.SwarmID, Round: 3, Stage: wire.Stage_STAGE_VOTE,
		Payload: &wire.Body_Vote{Vote: &wire.Vote{Choice: []byte(c.ids[2])}}})
	c.publishAs(forger, future)
}

// TestSilentSlowAndCrashingNodes: with a quarter of the nodes silent, slow
// (answering after the deadline) or crashing mid-round, rounds close and
// the honest nodes agree on winners from counted votes.
func TestSilentSlowAndCrashingNodes(t *testing.T) {
	c := newCluster(t, 8, testStage())
	// node 7 is registered but silent (never starts); node 6 is slow.
	for i := range 6 {
		c.start(i, nil)
	}
	c.start(6, bench.FixedPolicy{Self: string(c.ids[6]), Cost: testStage() * 3 / 2})
	c.at(0, round.StageCritique, 100*time.Millisecond)
	c.svcs[5].Close() // node 5 crashes in the middle of round 0
	honest := []int{0, 1, 2, 3, 4}
	for r := uint64(0); r < 2; r++ {
		rep := c.agree(r, honest)
		t.Logf("round %d: winners %v from %d votes", r, rep.Winners, rep.Counted)
	}
}

// wireMarshal re-encodes a modified body into an envelope that keeps the
// original signature (so it no longer verifies).
func wireMarshal(b *wire.Body, orig []byte) ([]byte, error) {
	var env wire.Envelope
	if err := proto.Unmarshal(orig, &env); err != nil {
		return nil, err
	}
	body, err := proto.Marshal(b)
	if err != nil {
		return nil, err
	}
	env.Body = body
	return proto.Marshal(&env)
}
