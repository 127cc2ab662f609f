package node_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/nodetest"
)

// TestCrossingDialsKeepTopicPeers: nodes that are already in a topic and
// then dial each other at the same moment, again and again, still know
// every other node's subscription after each round, and gossip reaches
// every node at the end. Closing the second of two crossing connections as
// it was established lost a topic peer for good within 5 rounds.
func TestCrossingDialsKeepTopicPeers(t *testing.T) {
	const n, rounds = 4, 12
	net := nodetest.Start(t, n)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	// Seen from outside the node: a connection established while the
	// peer already had another.
	var mu sync.Mutex
	crossings := 0
	for _, nd := range net.Nodes {
		nw := nd.Host().Network()
		nb := &network.NotifyBundle{ConnectedF: func(_ network.Network, c network.Conn) {
			if len(nw.ConnsToPeer(c.RemotePeer())) > 1 {
				mu.Lock()
				crossings++
				mu.Unlock()
			}
		}}
		nw.Notify(nb)
		defer nw.StopNotify(nb)
	}
	topics := make([]*node.Topic, n)
	subs := make([]*node.Subscription, n)
	for i, nd := range net.Nodes {
		tp, err := nd.Join("crossing", "t")
		if err != nil {
			t.Fatal(err)
		}
		if subs[i], err = tp.Subscribe(16); err != nil {
			t.Fatal(err)
		}
		topics[i] = tp
	}
	for r := range rounds {
		for _, a := range net.Nodes {
			for _, b := range net.Nodes {
				_ = a.Host().Network().ClosePeer(b.ID())
			}
		}
		var wg sync.WaitGroup
		for _, a := range net.Nodes {
			for _, b := range net.Nodes {
				if a == b {
					continue
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					_ = a.Host().Connect(ctx, peer.AddrInfo{ID: b.ID(), Addrs: b.Host().Addrs()})
				}()
			}
		}
		wg.Wait()
		nodetest.Eventually(t, 30*time.Second, func() bool {
			for _, tp := range topics {
				if len(tp.Peers()) < n-1 {
					return false
				}
			}
			return true
		}, func() string {
			s := fmt.Sprintf("round %d:", r)
			for i, tp := range topics {
				s += fmt.Sprintf(" node %d knows %d;", i, len(tp.Peers()))
			}
			return s
		})
	}
	mu.Lock()
	crossed := crossings
	mu.Unlock()
	t.Logf("%d connections established next to another in %d rounds", crossed, rounds)
	if crossed == 0 {
		t.Fatalf("no two nodes dialed each other at the same moment in %d rounds: the test checked nothing", rounds)
	}
	for i, tp := range topics {
		if err := tp.Publish(ctx, []byte(fmt.Sprint("from ", i))); err != nil {
			t.Fatal(err)
		}
	}
	for i, sub := range subs {
		got := map[string]bool{}
		for len(got) < n {
			m, err := sub.Next(ctx)
			if err != nil {
				t.Fatalf("node %d received %v: %v", i, got, err)
			}
			got[string(m.Data)] = true
		}
	}
}
