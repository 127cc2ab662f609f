package node_test

import (
	"context"
	"github.com/libp2p/go-libp2p/core/routing"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/localnet"
	"os"
	"testing"
	"time"

	"github.com/synod-net/synod/node/nodetest"
)

func TestDebugDiscovery2(t *testing.T) {
	start := time.Now()
	net := nodetest.Start(t, 32, nodetest.WithSpec(func(s *localnet.Spec) { s.NoQUIC = os.Getenv("NOQUIC") != "" }))
	t.Logf("started in %s", time.Since(start))
	for i := 0; i < 12; i++ {
		time.Sleep(250 * time.Millisecond)
		worst, wi := 1000, 0
		for j, n := range net.Nodes {
			if s := len(n.RoutingTablePeers()); s < worst {
				worst, wi = s, j
			}
		}
		n := net.Nodes[wi]
		t.Logf("%5s worst node %d rt=%d conns=%d", time.Since(start).Round(time.Millisecond), wi, worst, len(n.ConnectedPeers()))
		if i == 4 {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			ctx, evs := routing.RegisterForQueryEvents(ctx)
			t0 := time.Now()
			go func() {
				for e := range evs {
					t.Logf("  +%s %v %s %s", time.Since(t0).Round(time.Millisecond), e.Type, node.ShortID(e.ID), e.Extra)
				}
			}()
			ps, err := n.DHT().GetClosestPeers(ctx, string(n.ID()))
			cancel()
			t.Logf("GetClosestPeers from worst: %d peers err=%v in %s; rt now %d", len(ps), err, time.Since(t0), len(n.RoutingTablePeers()))
		}
	}
}
