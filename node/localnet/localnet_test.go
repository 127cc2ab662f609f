package localnet_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/network"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/localnet"
)

// TestOneJoins: a node started by One with a net's node 0 as bootstrap
// peer joins that net's DHT.
func TestOneJoins(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	spec := localnet.Spec{N: 2, NoQUIC: true}
	net, err := localnet.Start(ctx, spec)
	if err != nil {
		t.Fatal(err)
	}
	defer net.Close()
	n, err := localnet.One(ctx, spec, net.Nodes[0].AddrInfo())
	if err != nil {
		t.Fatal(err)
	}
	defer n.Close()
	if n.Network() != net.Nodes[0].Network() {
		t.Fatalf("network %q, want %q", n.Network(), net.Nodes[0].Network())
	}
	if addrs := n.AddrInfo().Addrs; len(addrs) != 1 {
		t.Fatalf("addresses %v, want one TCP address", addrs)
	}
	inTable := func(of *node.Node, p *node.Node) bool { return slices.Contains(of.RoutingTablePeers(), p.ID()) }
	if err := localnet.WaitFor(ctx, func() bool {
		return inTable(n, net.Nodes[0]) && inTable(n, net.Nodes[1]) && inTable(net.Nodes[1], n)
	}); err != nil {
		t.Fatalf("joined node's routing table %v: %v", n.RoutingTablePeers(), err)
	}
}

// TestNoDHTRefresh: c is connected to a, and a to b. A node that refreshes
// its routing table walks through a and connects to b by itself; one
// started with NoDHTRefresh stays connected to a alone.
func TestNoDHTRefresh(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	trio := func(noRefresh bool) (a, b, c *node.Node) {
		t.Helper()
		spec := localnet.Spec{NoQUIC: true, NoDHTRefresh: noRefresh}
		var ns [3]*node.Node
		for i := range ns {
			n, err := localnet.One(ctx, spec)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = n.Close() })
			ns[i] = n
		}
		a, b, c = ns[0], ns[1], ns[2]
		if err := a.Host().Connect(ctx, b.AddrInfo()); err != nil {
			t.Fatal(err)
		}
		if err := c.Host().Connect(ctx, a.AddrInfo()); err != nil {
			t.Fatal(err)
		}
		return a, b, c
	}
	_, bQuiet, cQuiet := trio(true)
	_, b, c := trio(false)
	connected := func(x, y *node.Node) bool { return x.Host().Network().Connectedness(y.ID()) == network.Connected }
	if err := localnet.WaitFor(ctx, func() bool { return connected(c, b) }); err != nil {
		t.Fatalf("a node refreshing its routing table never connected to its peer's peer: %v", err)
	}
	// The quiet trio was started before the refreshing one, so by the time
	// the refreshing node found its peer's peer, the quiet node has had at
	// least as long to do the same: no waiting for time is needed.
	if connected(cQuiet, bQuiet) || slices.Contains(cQuiet.RoutingTablePeers(), bQuiet.ID()) {
		t.Fatal("a node started with NoDHTRefresh connected to a peer nobody told it about")
	}
}
