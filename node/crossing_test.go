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

// crossingClosed reads synod_conns_crossing_closed_total from n's registry.
func crossingClosed(t *testing.T, n *node.Node) float64 {
	t.Helper()
	mfs, err := n.Registry().Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() == "synod_conns_crossing_closed_total" {
			return mf.GetMetric()[0].GetCounter().GetValue()
		}
	}
	t.Fatal("synod_conns_crossing_closed_total not registered")
	return 0
}

// TestCrossingDialsLeaveOneConnection: real nodes that dial each other at
// the same moment end with one connection per pair (the one the lower peer
// ID dialed, for the pairs whose dials crossed), and gossip still reaches
// every node over them.
func TestCrossingDialsLeaveOneConnection(t *testing.T) {
	const n = 4
	net := nodetest.Start(t, n)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
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
	crossed := func() int {
		mu.Lock()
		defer mu.Unlock()
		return crossings
	}
	for attempt := 0; attempt < 10 && crossed() == 0; attempt++ {
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
	}
	if crossed() == 0 {
		t.Skip("no two nodes dialed each other at the same moment in 10 attempts on this machine")
	}
	var closed float64
	for _, nd := range net.Nodes {
		closed += crossingClosed(t, nd)
	}
	t.Logf("%d connections established next to another, %v closed as crossing", crossed(), closed)
	if closed == 0 {
		t.Fatal("crossing connections arose, none was counted as closed")
	}
	nodetest.Eventually(t, time.Minute, func() bool {
		for _, a := range net.Nodes {
			for _, b := range net.Nodes {
				if a == b {
					continue
				}
				// A pair that crossed keeps the connection the lower ID
				// dialed; one that did not keeps the only one it has.
				if len(a.Host().Network().ConnsToPeer(b.ID())) != 1 {
					return false
				}
			}
		}
		return true
	}, func() string {
		s := ""
		for i, a := range net.Nodes {
			for j, b := range net.Nodes {
				if a == b {
					continue
				}
				for _, c := range a.Host().Network().ConnsToPeer(b.ID()) {
					s += fmt.Sprintf("\n node %d to %d: %s (lower ID %v)", i, j, c.Stat().Direction, a.ID() < b.ID())
				}
			}
		}
		return "pairs connected more than once:" + s
	})

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
	nodetest.WaitTopicMesh(t, topics, n-1, 20*time.Second)
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
