package node_test

import (
	"os"
	"runtime/pprof"
	"testing"
	"time"

	"github.com/synod-net/synod/node/nodetest"
)

func TestDebugDiscovery(t *testing.T) {
	start := time.Now()
	net := nodetest.Start(t, 32)
	t.Logf("started in %s", time.Since(start))
	for _, n := range net.Nodes {
		n.JoinSwarm("demo")
	}
	for i := 0; i < 40; i++ {
		time.Sleep(250 * time.Millisecond)
		t0 := time.Now()
		rt := net.MinRoutingTable()
		t1 := time.Now()
		done := make(chan struct{})
		go func() {
			select {
			case <-done:
			case <-time.After(time.Second):
				f, _ := os.Create("/tmp/stall.txt")
				pprof.Lookup("goroutine").WriteTo(f, 2)
				f.Close()
			}
		}()
		kn := net.MinKnown()
		close(done)
		t2 := time.Now()
		minSw := 1000
		for _, n := range net.Nodes {
			if s := len(n.SwarmPeers("demo")); s < minSw {
				minSw = s
			}
		}
		t.Logf("%5s rt=%d known=%d swarm=%d  (rt %s known %s sw %s)", time.Since(start).Round(time.Millisecond), rt, kn, minSw, t1.Sub(t0), t2.Sub(t1), time.Since(t2))
	}
}
