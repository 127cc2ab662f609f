package swarm_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/localnet"
	"github.com/synod-net/synod/node/nodetest"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/bench"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/swarmnode"
	"github.com/synod-net/synod/swarm/tasks"
	"github.com/synod-net/synod/swarm/wire"
)

// TestCheaterOnLibp2pIsScoredDown plays a round on real libp2p nodes on
// loopback (the envelope router: GossipSub without its own signatures, the
// envelope signature the only author check, with peer scoring) with one
// member that cheats from a real node: besides its answer it signs two
// different votes, sends a vote for itself under an honest member's peer
// ID, a vote for a future round, and an honest member's vote re-framed into
// new bytes (an unknown envelope field: a new message ID and, if accepted,
// a second "different" vote by its author). The honest nodes agree, count
// none of its votes, give it no reward, keep the impersonated and the
// re-framed members' own votes and blame neither, and the cheater's
// GossipSub score at every honest node drops below zero (and below every
// honest peer's).
func TestCheaterOnLibp2pIsScoredDown(t *testing.T) {
	const n, cheater = 5, 4
	// The cheater acts in the first round that starts once every node is
	// in every topic's mesh, however long that takes; its messages go out
	// a quarter into a stage, which leaves most of the stage for delivery.
	stage := 2 * time.Second
	if raceEnabled {
		stage = 4 * time.Second
	}
	pens := make([]*swarmnode.Penalties, n)
	for i := range pens {
		pens[i] = swarmnode.NewPenalties()
	}
	net := nodetest.Start(t, n, nodetest.WithSpec(func(s *localnet.Spec) {
		prev := s.Options
		s.Options = func(i int) []node.Option {
			return append(prev(i), node.WithAppScore(pens[i].Score))
		}
	}))
	ctx, cancel := context.WithTimeout(context.Background(), 2*roundWait)
	defer cancel()
	// Connect every pair directly: every honest node receives the cheater's
	// messages from the cheater itself.
	ids := make([]peer.ID, n)
	for i, nd := range net.Nodes {
		ids[i] = nd.ID()
		for _, other := range net.Nodes[i+1:] {
			if err := nd.Host().Connect(ctx, other.AddrInfo()); err != nil {
				t.Fatal(err)
			}
		}
	}
	cfg := round.Config{SwarmID: "cheat", Genesis: time.Now().Add(stage), Answer: stage, Critique: stage, Vote: stage,
		Questions: 2, K: 3, Winners: 2, Tasks: tasks.Procedural{}}

	var mu sync.Mutex
	reports := map[uint64]map[peer.ID]swarm.Report{}
	for i := range cheater {
		self := ids[i]
		s, err := swarm.New(cfg, swarmnode.NewNetwork(net.Nodes[i], pens[i]), bench.FixedPolicy{Self: string(self), Cost: 2 * time.Millisecond},
			swarm.WithMembers(ids), swarm.WithOnResult(func(r swarm.Report) {
				mu.Lock()
				defer mu.Unlock()
				if reports[r.Round] == nil {
					reports[r.Round] = map[peer.ID]swarm.Report{}
				}
				reports[r.Round][self] = r
			}))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
	}

	// The cheater runs no swarm service: it joins the topics with a
	// validator that lets it publish anything.
	cn := net.Nodes[cheater]
	key := cn.Identity().PrivKey()
	topics := map[wire.Kind]*node.EnvelopeTopic{}
	var votesMu sync.Mutex
	honestVotes := map[uint64][]byte{} // one honest vote of each round
	for _, k := range wire.Kinds {
		tp, err := cn.JoinEnvelopeTopic(cfg.SwarmID, string(k), node.WithMaxSize(wire.MaxEnvelopeBytes),
			node.WithValidator("anything", func(context.Context, *node.Message) (node.Result, string) { return node.Accept, "" }))
		if err != nil {
			t.Fatal(err)
		}
		sub, err := tp.Subscribe(0)
		if err != nil {
			t.Fatal(err)
		}
		go func() {
			for {
				m, err := sub.Next(ctx)
				if err != nil {
					return
				}
				if k != wire.KindVote {
					continue
				}
				if sg, err := wire.Open(m.Data); err == nil && sg.From != cn.ID() {
					votesMu.Lock()
					if honestVotes[sg.Body.GetRound()] == nil {
						honestVotes[sg.Body.GetRound()] = m.Data
					}
					votesMu.Unlock()
				}
			}
		}()
		topics[k] = tp
	}
	nodetest.Eventually(t, roundWait, func() bool {
		for _, nd := range net.Nodes {
			for _, k := range wire.Kinds {
				if tp := nd.EnvelopeTopic(cfg.SwarmID, string(k)); tp == nil || len(tp.Peers()) < n-1 {
					return false
				}
			}
		}
		return true
	}, func() string {
		s := fmt.Sprintf("some swarm topic has fewer than %d peers:", n-1)
		for i, nd := range net.Nodes {
			for _, k := range wire.Kinds {
				if tp := nd.EnvelopeTopic(cfg.SwarmID, string(k)); tp == nil {
					s += fmt.Sprintf(" node %d not in %s;", i, k)
				} else if c := len(tp.Peers()); c < n-1 {
					s += fmt.Sprintf(" node %d has %d in %s (connected to %d peers);", i, c, k, len(nd.Host().Network().Peers()))
				}
			}
		}
		return s
	})
	// The round the cheater plays: the first that starts after the meshes
	// formed.
	r, _, _, ok := cfg.Position(time.Now())
	if ok {
		r++
	}
	t.Logf("the topic meshes formed; the cheater plays round %d", r)

	publish := func(k wire.Kind, raw []byte) {
		t.Helper()
		if err := topics[k].Publish(ctx, raw); err != nil {
			t.Fatalf("cheater publish %s: %v", k, err)
		}
	}
	seal := func(r uint64, st wire.Stage, payload any) []byte {
		t.Helper()
		b := &wire.Body{SwarmId: cfg.SwarmID, Round: r, Stage: st}
		switch p := payload.(type) {
		case *wire.Answer:
			b.Payload = &wire.Body_Answer{Answer: p}
		case *wire.Vote:
			b.Payload = &wire.Body_Vote{Vote: p}
		}
		raw, err := wire.Seal(key, b)
		if err != nil {
			t.Fatal(err)
		}
		return raw
	}
	at := func(off time.Duration) { time.Sleep(time.Until(cfg.RoundStart(r).Add(off))) }

	// Answer stage: a well-formed answer, so the cheater could be voted for.
	at(stage / 4)
	publish(wire.KindAnswer, seal(r, wire.Stage_STAGE_ANSWER, &wire.Answer{Completions: []string{tasks.Format("1"), tasks.Format("2")}}))
	// Vote stage.
	at(2*stage + stage/4)
	publish(wire.KindVote, seal(r, wire.Stage_STAGE_VOTE, &wire.Vote{Choice: []byte(ids[0])}))
	publish(wire.KindVote, seal(r, wire.Stage_STAGE_VOTE, &wire.Vote{Choice: []byte(ids[1])}))
	impersonated := ids[2]
	forged := seal(r, wire.Stage_STAGE_VOTE, &wire.Vote{Choice: []byte(ids[cheater])})
	sg, err := wire.Open(forged)
	if err != nil {
		t.Fatal(err)
	}
	sg.Body.Sender = []byte(impersonated)
	forged, err = wireMarshal(sg.Body, forged)
	if err != nil {
		t.Fatal(err)
	}
	publish(wire.KindVote, forged)
	publish(wire.KindVote, seal(r+2, wire.Stage_STAGE_VOTE, &wire.Vote{Choice: []byte(ids[3])}))
	// An honest vote of the round, re-framed while the vote stage runs.
	var v []byte
	for v == nil && time.Now().Before(cfg.StageEnd(r, round.StageVote)) {
		votesMu.Lock()
		v = honestVotes[r]
		votesMu.Unlock()
		time.Sleep(10 * time.Millisecond)
	}
	if v == nil {
		t.Fatalf("the cheater received no honest vote of round %d to re-frame", r)
	}
	sg, err = wire.Open(v)
	if err != nil {
		t.Fatal(err)
	}
	reframed := sg.From
	// The same body and signature with an unknown field 15 appended: it
	// decodes to the same vote, but its bytes are new.
	publish(wire.KindVote, append(slices.Clone(v), 0x7a, 0x01, 0x00))

	honest := ids[:cheater]
	nodetest.Eventually(t, roundWait, func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(reports[r]) == len(honest)
	}, func() string {
		mu.Lock()
		defer mu.Unlock()
		return fmt.Sprintf("%d of %d honest nodes tallied round %d", len(reports[r]), len(honest), r)
	})

	mu.Lock()
	defer mu.Unlock()
	first := reports[r][honest[0]]
	if first.Counted == 0 || len(first.Winners) == 0 {
		t.Fatalf("round %d: winners %v from %d votes", r, first.Winners, first.Counted)
	}
	ownChoice := map[peer.ID]peer.ID{} // each honest voter's vote, as it counted it itself
	for _, id := range honest {
		for _, b := range reports[r][id].Ballots {
			if b.Voter == id {
				ownChoice[id] = b.Choice
			}
		}
	}
	for _, id := range honest {
		rep := reports[r][id]
		if !slices.Equal(rep.Winners, first.Winners) {
			t.Fatalf("honest nodes disagree: %v vs %v", rep.Winners, first.Winners)
		}
		if !slices.Contains(rep.Equivocators, ids[cheater]) {
			t.Errorf("node %s did not catch the double vote: equivocators %v", id, rep.Equivocators)
		}
		if rw, ok := rewardOf(rep, ids[cheater]); !ok || rw.Total != 0 {
			t.Errorf("node %s: the cheater's reward is %+v (answered: %v), want an answer that earns 0", id, rw, ok)
		}
		for _, b := range rep.Ballots {
			if b.Voter == ids[cheater] {
				t.Errorf("node %s counted a vote of the cheater: %+v", id, b)
			}
			if want, ok := ownChoice[b.Voter]; ok && b.Choice != want {
				t.Errorf("node %s counted %s's vote for %s, but %s voted for %s", id, b.Voter, b.Choice, b.Voter, want)
			}
		}
		if _, ok := ownChoice[impersonated]; ok && !slices.ContainsFunc(rep.Ballots, func(b swarm.Ballot) bool { return b.Voter == impersonated }) {
			t.Errorf("node %s lost the impersonated member's own vote", id)
		}
		if !slices.ContainsFunc(rep.Ballots, func(b swarm.Ballot) bool { return b.Voter == reframed }) {
			t.Errorf("node %s lost the vote of %s, whose envelope the cheater re-framed", id, reframed)
		}
		if slices.Contains(rep.Equivocators, reframed) {
			t.Errorf("node %s took the re-framed vote of %s for its equivocation", id, reframed)
		}
	}
	// The cheater's GossipSub score drops below zero at every honest node,
	// and below every honest peer's score there.
	nodetest.Eventually(t, roundWait, func() bool {
		for i := range cheater {
			sc, ok := net.Nodes[i].EnvelopePeerScore(ids[cheater])
			if !ok || sc >= 0 {
				return false
			}
			for j := range cheater {
				if h, ok := net.Nodes[i].EnvelopePeerScore(ids[j]); j != i && ok && h <= sc {
					return false
				}
			}
		}
		return true
	}, func() string {
		var s []string
		for i := range cheater {
			sc, ok := net.Nodes[i].EnvelopePeerScore(ids[cheater])
			s = append(s, fmt.Sprintf("node %d: %.1f (scored %v, penalty %.0f)", i, sc, ok, pens[i].Score(ids[cheater])))
		}
		return fmt.Sprintf("the cheater's score is not below zero everywhere: %v", s)
	})
}
