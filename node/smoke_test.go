package node_test

import (
	"context"
	"testing"
	"time"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/nodetest"
)

func TestSmoke(t *testing.T) {
	start := time.Now()
	net := nodetest.Start(t, 16)
	t.Logf("started in %s", time.Since(start))
	nodetest.WaitDiscovered(t, net, 8, 30*time.Second)
	t.Logf("discovered in %s: min rt %d min known %d", time.Since(start), net.MinRoutingTable(), net.MinKnown())
	var topics []*node.Topic
	var subs []*node.Subscription
	for _, n := range net.Nodes {
		tp, err := n.Join("demo", "ping")
		if err != nil {
			t.Fatal(err)
		}
		s, err := tp.Subscribe(0)
		if err != nil {
			t.Fatal(err)
		}
		topics = append(topics, tp)
		subs = append(subs, s)
	}
	nodetest.WaitTopicMesh(t, topics, 4, 30*time.Second)
	t.Logf("mesh in %s", time.Since(start))
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := topics[5].Publish(ctx, []byte("hello")); err != nil {
		t.Fatal(err)
	}
	for i, s := range subs {
		m, err := s.Next(ctx)
		if err != nil {
			t.Fatalf("node %d: %v", i, err)
		}
		if string(m.Data) != "hello" {
			t.Fatal(m)
		}
	}
	t.Logf("delivered in %s; known %d", time.Since(start), net.MinKnown())
}
