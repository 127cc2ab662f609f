package node_test

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	mh "github.com/multiformats/go-multihash"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/node/localnet"
	"github.com/synod-net/synod/node/nodetest"
)

// TestRestartWithoutBootstrapReconnects: three nodes keep their network state
// on disk. Node 1 is stopped, then its bootstrap peer (node 0) too; node 1
// restarted with no bootstrap peer configured still has the provider record
// node 2 stored through it and reconnects to node 2, whose address it
// remembered.
func TestRestartWithoutBootstrapReconnects(t *testing.T) {
	dir := t.TempDir()
	net := nodetest.Start(t, 3, nodetest.WithDir(dir), nodetest.WithSpec(func(s *localnet.Spec) { s.Persist = true }))
	nodetest.WaitDiscovered(t, net, 2, 60*time.Second)
	n0, n1, n2 := net.Nodes[0], net.Nodes[1], net.Nodes[2]

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	sum, err := mh.Sum([]byte("persisted provider record"), mh.SHA2_256, -1)
	if err != nil {
		t.Fatal(err)
	}
	key := cid.NewCidV1(cid.Raw, sum)
	if err := n2.DHT().Provide(ctx, key, true); err != nil {
		t.Fatalf("provide: %v", err)
	}
	hasProvider := func(n *node.Node) bool {
		provs, err := n.DHT().ProviderStore().GetProviders(ctx, key.Hash())
		return err == nil && slices.ContainsFunc(provs, func(p peer.AddrInfo) bool { return p.ID == n2.ID() })
	}
	nodetest.Eventually(t, 30*time.Second, func() bool { return hasProvider(n1) },
		func() string { return "node 1 never stored node 2's provider record" })

	if err := n1.Close(); err != nil {
		t.Fatalf("close node 1: %v", err)
	}
	if err := n0.Close(); err != nil {
		t.Fatalf("close node 0: %v", err)
	}

	// Node 1 again, from its directory, with no bootstrap peer.
	spec := localnet.Spec{Network: "test"}
	nodeDir := filepath.Join(dir, "node-01")
	cfg := localnet.NodeConfig(spec, 1, nodeDir)
	cfg.BootstrapPeers = nil
	id, err := identity.Load(cfg.KeyFile, "")
	if err != nil {
		t.Fatal(err)
	}
	again, err := node.New(cfg, id, node.WithStateDir(node.StateDir(cfg)), node.WithLibp2pMetrics(false))
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if err := again.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if !hasProvider(again) {
		t.Fatal("the provider record stored before the restart is gone")
	}
	known, err := again.KnownPeerAddrs(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(known, func(p peer.AddrInfo) bool { return p.ID == n2.ID() }) {
		t.Fatalf("remembered peers %v lack node 2 (%s)", known, n2.ID())
	}
	nodetest.Eventually(t, 30*time.Second, func() bool {
		return again.Host().Network().Connectedness(n2.ID()) == network.Connected &&
			slices.Contains(again.RoutingTablePeers(), n2.ID())
	}, func() string {
		return "the restarted node did not reconnect to node 2 and put it in its routing table"
	})

	if err := again.Close(); err != nil {
		t.Fatal(err)
	}
	if err := again.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
}

// TestStateDirIsExclusive: a second node on the same state directory fails
// to start with ErrStateDirBusy and leaves nothing running.
func TestStateDirIsExclusive(t *testing.T) {
	cfg := loopbackConfig(t)
	stateDir := node.StateDir(cfg)
	if stateDir == "" {
		t.Fatal("the default config keeps no network state")
	}
	id1, _ := identity.Generate()
	id2, _ := identity.Generate()
	a, err := node.New(cfg, id1, node.WithStateDir(stateDir))
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := node.New(cfg, id2, node.WithStateDir(stateDir))
	if err != nil {
		t.Fatal(err)
	}
	err = b.Start(context.Background())
	if err == nil {
		b.Close()
		t.Fatal("a second node started on a state directory in use")
	}
	if !errors.Is(err, node.ErrStateDirBusy) {
		t.Fatalf("got %v, want ErrStateDirBusy", err)
	}
	if err := b.Close(); err != nil {
		t.Fatalf("close after a failed start: %v", err)
	}
}
