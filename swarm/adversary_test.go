package swarm_test

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	"google.golang.org/protobuf/proto"

	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/bench"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/wire"
)

// cluster runs services on the in-memory bus and collects their reports.
type cluster struct {
	t       *testing.T
	bus     *memBus
	keys    []crypto.PrivKey
	ids     []peer.ID
	cfg     round.Config
	svcs    map[int]*swarm.Service
	mu      sync.Mutex
	reports map[uint64]map[peer.ID]swarm.Report
}

// testStage is the stage duration of the in-memory cluster tests: long
// enough that delivery on a loaded 2-core machine stays well inside it.
func testStage() time.Duration {
	if raceEnabled {
		return 3 * time.Second
	}
	return time.Second
}

func newCluster(t *testing.T, n int, stage time.Duration) *cluster {
	c := &cluster{t: t, bus: &memBus{nodes: map[peer.ID]map[wire.Kind]swarm.Validator{}, pen: map[peer.ID]int{}},
		svcs: map[int]*swarm.Service{}, reports: map[uint64]map[peer.ID]swarm.Report{}}
	for range n {
		k, id := newKey(t)
		c.keys, c.ids = append(c.keys, k), append(c.ids, id)
	}
	c.cfg = testConfig(time.Now().Add(300*time.Millisecond), stage)
	return c
}

func (c *cluster) start(i int, policy swarm.Policy, opts ...swarm.Option) *swarm.Service {
	self := c.ids[i]
	if policy == nil {
		policy = bench.FixedPolicy{Self: string(self), Cost: 2 * time.Millisecond}
	}
	opts = append([]swarm.Option{swarm.WithMembers(c.ids),
		swarm.WithOnResult(func(r swarm.Report) {
			c.mu.Lock()
			defer c.mu.Unlock()
			if c.reports[r.Round] == nil {
				c.reports[r.Round] = map[peer.ID]swarm.Report{}
			}
			c.reports[r.Round][self] = r
		})}, opts...)
	s, err := swarm.New(c.cfg, &memNet{c.bus, c.keys[i], self}, policy, opts...)
	if err != nil {
		c.t.Fatal(err)
	}
	if err := s.Start(context.Background()); err != nil {
		c.t.Fatal(err)
	}
	c.svcs[i] = s
	c.t.Cleanup(func() { s.Close() })
	return s
}

// publishAs sends a crafted envelope from node i to every other node.
func (c *cluster) publishAs(i int, raw []byte) {
	(&memTopic{&memNet{c.bus, c.keys[i], c.ids[i]}, wire.KindVote}).Publish(context.Background(), raw)
}

func (c *cluster) at(r uint64, st round.Stage, after time.Duration) {
	off := map[round.Stage]time.Duration{round.StageAnswer: 0, round.StageCritique: c.cfg.Answer, round.StageVote: c.cfg.Answer + c.cfg.Critique}[st]
	time.Sleep(time.Until(c.cfg.RoundStart(r).Add(off + after)))
}

// agree checks that the honest nodes all reported round r identically and
// returns one report.
func (c *cluster) agree(r uint64, honest []int) swarm.Report {
	c.t.Helper()
	// Wait for the tallies: each is due when round r's vote stage closes;
	// allow one more round for a loaded machine.
	for deadline := c.cfg.RoundStart(r + 2); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		c.mu.Lock()
		n := 0
		for _, i := range honest {
			if _, ok := c.reports[r][c.ids[i]]; ok {
				n++
			}
		}
		c.mu.Unlock()
		if n == len(honest) {
			break
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	var first *swarm.Report
	for _, i := range honest {
		rep, ok := c.reports[r][c.ids[i]]
		if !ok {
			st := c.svcs[i].Status()
			c.t.Fatalf("round %d: honest node %d has no tally (status round %d %s)", r, i, st.Round, st.Stage)
		}
		if first == nil {
			first = &rep
			continue
		}
		// Winners must agree. The votes root may differ when a cheater's
		// extra message reaches some nodes only after the deadline.
		if !slices.Equal(rep.Winners, first.Winners) {
			c.t.Fatalf("round %d: node %d computed %v, node %d computed %v", r, i, rep.Winners, honest[0], first.Winners)
		}
	}
	return *first
}

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
	// The double voter signs a second, different vote.
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
	c.at(1, round.StageAnswer, 300*time.Millisecond)

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

// TestSilentSlowAndCrashingNodes: with a quarter of the nodes silent, slow
// (answering after the deadline) or crashing mid-round, rounds close on
// time and the honest nodes agree.
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
		if len(rep.Winners) == 0 {
			t.Fatalf("round %d: no winners", r)
		}
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
