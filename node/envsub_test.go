package node_test

import (
	"bytes"
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/nodetest"
)

// TestEnvelopeRouter: envelope topics run on their own router. A message
// published there reaches the peers' envelope topic without a GossipSub
// author, goes through the validator chain (a reject is counted with its
// reason and delivered to nobody), the same payload published twice is one
// message, the general router's topic of the same name never sees it, and
// Close leaves the envelope topics (goleak in TestMain checks the goroutines).
func TestEnvelopeRouter(t *testing.T) {
	net := nodetest.Start(t, 3)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for i, a := range net.Nodes {
		for _, b := range net.Nodes[i+1:] {
			if err := a.Host().Connect(ctx, b.AddrInfo()); err != nil {
				t.Fatal(err)
			}
		}
	}
	reject := func(_ context.Context, m *node.Message) (node.Result, string) {
		if m.From != "" {
			return node.Reject, "has-author"
		}
		if bytes.HasPrefix(m.Data, []byte("bad")) {
			return node.Reject, "bad-payload"
		}
		return node.Accept, ""
	}
	var topics []*node.EnvelopeTopic
	var subs []*node.Subscription
	var general []*node.Subscription
	for _, nd := range net.Nodes {
		tp, err := nd.JoinEnvelopeTopic("s1", "vote", node.WithValidator("test", reject))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := nd.JoinEnvelopeTopic("s1", "vote"); err == nil {
			t.Fatal("joining an envelope topic twice should fail")
		}
		if nd.EnvelopeTopic("s1", "vote") != tp || nd.Topic("s1", "vote") != nil {
			t.Fatal("the envelope topic is not listed apart from the general router's topics")
		}
		sub, err := tp.Subscribe(0)
		if err != nil {
			t.Fatal(err)
		}
		gt, err := nd.Join("s1", "vote")
		if err != nil {
			t.Fatal(err)
		}
		gsub, err := gt.Subscribe(0)
		if err != nil {
			t.Fatal(err)
		}
		topics, subs, general = append(topics, tp), append(subs, sub), append(general, gsub)
	}
	nodetest.Eventually(t, time.Minute, func() bool {
		for _, tp := range topics {
			if len(tp.Peers()) < 2 {
				return false
			}
		}
		return true
	}, func() string { return "envelope topic peers did not appear" })

	bad := []byte("bad message")
	if err := topics[0].Publish(ctx, bad); err == nil {
		t.Fatal("a message the local validator rejects was published")
	}
	// Peers reject a bad payload from a peer whose own validator let it through.
	rogue, err := net.Nodes[2].JoinEnvelopeTopic("s1", "critique")
	if err != nil {
		t.Fatal(err)
	}
	for _, nd := range net.Nodes[:2] {
		ct, err := nd.JoinEnvelopeTopic("s1", "critique", node.WithValidator("test", reject))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ct.Subscribe(0); err != nil { // peers list subscribers only
			t.Fatal(err)
		}
	}
	nodetest.Eventually(t, time.Minute, func() bool { return len(rogue.Peers()) >= 2 },
		func() string { return "critique topic peers did not appear" })
	if err := rogue.Publish(ctx, []byte("bad critique")); err != nil {
		t.Fatal(err)
	}

	good := []byte("good message")
	for range 2 {
		if err := topics[0].Publish(ctx, good); err != nil {
			t.Fatal(err)
		}
	}
	for i, sub := range subs {
		m, err := sub.Next(ctx)
		if err != nil {
			t.Fatalf("node %d: %v", i, err)
		}
		if !bytes.Equal(m.Data, good) || m.From != "" {
			t.Fatalf("node %d got %q from %q, want %q without an author", i, m.Data, m.From, good)
		}
		// The second publish of the same bytes is the same message.
		short, cancelShort := context.WithTimeout(ctx, 500*time.Millisecond)
		if m, err := sub.Next(short); err == nil {
			t.Fatalf("node %d got a second copy %q", i, m.Data)
		}
		cancelShort()
	}
	for i, gsub := range general {
		short, cancelShort := context.WithTimeout(ctx, 100*time.Millisecond)
		if m, err := gsub.Next(short); err == nil {
			t.Fatalf("node %d: the general router delivered %q", i, m.Data)
		}
		cancelShort()
	}
	name := net.Nodes[0].TopicName("s1", "critique")
	nodetest.Eventually(t, time.Minute, func() bool {
		return net.Nodes[0].Rejected(name, "bad-payload") == 1 && net.Nodes[1].Rejected(name, "bad-payload") == 1
	}, func() string {
		return fmt.Sprintf("rejections counted: %v, %v", net.Nodes[0].Rejected(name, "bad-payload"), net.Nodes[1].Rejected(name, "bad-payload"))
	})
	if net.Nodes[0].EnvelopePubSub() == nil || net.Nodes[0].EnvelopePubSub() == net.Nodes[0].PubSub() {
		t.Fatal("the envelope router is not a router of its own")
	}
	for _, nd := range net.Nodes {
		if err := nd.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := subs[0].Next(context.Background()); err == nil {
		t.Fatal("an envelope subscription delivered after Close")
	}
}
