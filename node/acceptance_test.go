package node_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	pb "github.com/libp2p/go-libp2p-pubsub/pb"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/nodetest"
)

// TestSixteenNodesDiscoverAndGossip: 16 nodes on real loopback sockets
// (TCP and QUIC), one bootstrap address: every node finds at least 8 others
// through the DHT, and a message published by any node reaches all 16.
func TestSixteenNodesDiscoverAndGossip(t *testing.T) {
	const n = 16
	t0 := time.Now()
	net := nodetest.Start(t, n)
	t.Logf("%d nodes started in %s", n, time.Since(t0).Round(time.Millisecond))
	nodetest.WaitDiscovered(t, net, 8, 120*time.Second)
	t.Logf("every routing table has >= 8 peers after %s", time.Since(t0).Round(time.Millisecond))
	for i, nd := range net.Nodes {
		if rt := len(nd.RoutingTablePeers()); rt < 8 {
			t.Fatalf("node %d has %d peers in its routing table", i, rt)
		}
	}

	topics := make([]*node.Topic, n)
	subs := make([]*node.Subscription, n)
	for i, nd := range net.Nodes {
		tp, err := nd.Join("acceptance", "hello", node.WithDecoder(decodeHello))
		if err != nil {
			t.Fatal(err)
		}
		topics[i] = tp
		if subs[i], err = tp.Subscribe(4 * n); err != nil {
			t.Fatal(err)
		}
	}
	nodetest.WaitTopicMesh(t, topics, 4, 120*time.Second)
	t.Logf("every node sees >= 4 topic peers after %s", time.Since(t0).Round(time.Millisecond))

	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	got := make([]map[int]bool, n)
	var wg sync.WaitGroup
	for i := range subs {
		got[i] = map[int]bool{}
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			for len(got[i]) < n {
				m, err := subs[i].Next(ctx)
				if err != nil {
					return
				}
				got[i][m.Decoded.(hello).From] = true
			}
		}(i)
	}
	for i, tp := range topics {
		b, _ := json.Marshal(hello{From: i})
		if err := tp.Publish(ctx, b); err != nil {
			t.Fatalf("node %d publish: %v", i, err)
		}
	}
	wg.Wait()
	t.Logf("delivery done after %s", time.Since(t0).Round(time.Millisecond))
	for i := range got {
		if len(got[i]) != n {
			t.Errorf("node %d received messages from %d of %d publishers", i, len(got[i]), n)
		}
	}
}

type hello struct {
	From int `json:"from"`
}

func decodeHello(b []byte) (any, error) {
	var h hello
	if err := json.Unmarshal(b, &h); err != nil {
		return nil, err
	}
	return h, nil
}

// TestInvalidMessagesRejectedCountedAndPenalised: a peer that sends a
// forged signature, an oversized and a malformed message has each rejected
// and counted by reason, none of them is delivered or forwarded, and its
// GossipSub score drops until it is graylisted. An application validator's rejection
// goes through the same hook.
func TestInvalidMessagesRejectedCountedAndPenalised(t *testing.T) {
	net := nodetest.Start(t, 3)
	victim, other := net.Nodes[0], net.Nodes[1]
	nodetest.WaitDiscovered(t, net, 2, 60*time.Second)

	const maxSize = 1024
	var topics []*node.Topic
	var subs []*node.Subscription
	for _, nd := range net.Nodes {
		tp, err := nd.Join("acceptance", "strict", node.WithDecoder(decodeHello), node.WithMaxSize(maxSize),
			node.WithValidator("no_negative_senders", func(_ context.Context, m *node.Message) (node.Result, string) {
				if m.Decoded.(hello).From < 0 {
					return node.Reject, "negative_sender"
				}
				return node.Accept, ""
			}))
		if err != nil {
			t.Fatal(err)
		}
		sub, err := tp.Subscribe(16)
		if err != nil {
			t.Fatal(err)
		}
		topics, subs = append(topics, tp), append(subs, sub)
	}
	nodetest.WaitTopicMesh(t, topics, 2, 60*time.Second)
	name := topics[0].Name()

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	good, _ := json.Marshal(hello{From: 7})
	oversized, _ := json.Marshal(map[string]any{"from": 1, "pad": string(make([]byte, 2*maxSize))})
	negative, _ := json.Marshal(hello{From: -1})
	// One attacker per kind of bad message, so that each score shows the
	// penalty of one rejection.
	bad := []struct {
		reason string
		msg    func(r *nodetest.RawPeer) *pb.Message
	}{
		{node.ReasonInvalidSignature, func(r *nodetest.RawPeer) *pb.Message { return r.Forged(name, good, other.ID()) }},
		{node.ReasonOversized, func(r *nodetest.RawPeer) *pb.Message { return r.Signed(name, oversized) }},
		{node.ReasonMalformed, func(r *nodetest.RawPeer) *pb.Message { return r.Signed(name, []byte("{not json")) }},
		{"negative_sender", func(r *nodetest.RawPeer) *pb.Message { return r.Signed(name, negative) }},
	}
	var attackers []*nodetest.RawPeer
	for _, b := range bad {
		r := nodetest.NewRawPeer(t)
		attackers = append(attackers, r)
		if err := r.Connect(ctx, victim); err != nil {
			t.Fatal(err)
		}
		if err := r.Join(ctx, victim, name); err != nil {
			t.Fatal(err)
		}
		if err := r.Send(ctx, victim.ID(), b.msg(r)); err != nil {
			t.Fatal(err)
		}
		nodetest.Eventually(t, 30*time.Second, func() bool {
			return victim.Rejected(name, b.reason) == 1
		}, func() string {
			return fmt.Sprintf("%s rejection counted %v times, want 1", b.reason, victim.Rejected(name, b.reason))
		})
		nodetest.Eventually(t, 30*time.Second, func() bool {
			s, ok := victim.PeerScore(r.ID())
			// One rejection costs 10 points (P4); time in the mesh gives
			// 0.02 a second back, so a slow machine still sees it below -5.
			return ok && s < -5
		}, func() string {
			s, ok := victim.PeerScore(r.ID())
			return fmt.Sprintf("%s sender's score is %v (scored: %v), want < -5", b.reason, s, ok)
		})
	}

	// Two more invalid messages from the first attacker (three in all) put it
	// below the graylist threshold: what it sends then is not even validated.
	r := attackers[0]
	if err := r.Send(ctx, victim.ID(), r.Signed(name, []byte("{x")), r.Signed(name, []byte("{y"))); err != nil {
		t.Fatal(err)
	}
	nodetest.Eventually(t, 30*time.Second, func() bool {
		s, ok := victim.PeerScore(r.ID())
		return ok && s < node.GraylistThreshold
	}, func() string {
		s, _ := victim.PeerScore(r.ID())
		return fmt.Sprintf("attacker score %v, want below the graylist threshold %d", s, node.GraylistThreshold)
	})
	before := victim.Rejected(name, node.ReasonMalformed)
	if err := r.Send(ctx, victim.ID(), r.Signed(name, []byte("{z"))); err != nil {
		t.Fatal(err)
	}
	time.Sleep(500 * time.Millisecond)
	if c := victim.Rejected(name, node.ReasonMalformed); c != before {
		t.Errorf("a graylisted peer's message was validated (malformed rejections %v -> %v)", before, c)
	}
	if s, ok := victim.PeerScore(other.ID()); ok && s < 0 {
		t.Errorf("honest peer's score dropped to %v", s)
	}

	// None of the bad messages reached a subscriber anywhere: the next
	// message every node sees is an honest one published after them.
	marker, _ := json.Marshal(hello{From: 42})
	if err := topics[2].Publish(ctx, marker); err != nil {
		t.Fatal(err)
	}
	for i, sub := range subs {
		m, err := sub.Next(ctx)
		if err != nil {
			t.Fatalf("node %d: %v", i, err)
		}
		if h := m.Decoded.(hello); h.From != 42 {
			t.Fatalf("node %d received %+v before the honest marker", i, h)
		}
	}
	for i, nd := range net.Nodes[1:] {
		for _, b := range bad {
			if c := nd.Rejected(name, b.reason); c != 0 {
				t.Errorf("node %d saw %v %s messages: the victim forwarded them", i+1, c, b.reason)
			}
		}
	}
}
