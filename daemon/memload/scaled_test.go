//go:build memload

package memload

import (
	"context"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestScaledDownMemory runs the measurement scaled down: 6 members and 2
// flooders (100 msg/s) against a node with node.memory_limit 256 MiB, for
// 20 s and until it tallied a round. It builds synod and takes about a
// minute, so it is built only with the memload tag (make bench-memory-test).
func TestScaledDownMemory(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	dir := t.TempDir()
	bin := filepath.Join(dir, "synod")
	build := exec.CommandContext(ctx, "go", "build", "-o", bin, "github.com/synod-net/synod/cmd/synod")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	const limit = 256 << 20
	rep, err := Run(ctx, Options{
		Binary: bin, Members: 6, Flooders: 2, FloodRate: 100,
		Duration: 20 * time.Second, MinRounds: 1, MaxExtra: 3 * time.Minute,
		MemoryLimit: limit, Round: 12 * time.Second, StartIn: 15 * time.Second,
		Dir:      filepath.Join(dir, "run"),
		Progress: t.Logf,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("RSS before load %d MiB, median %d MiB, max %d MiB, peak %d MiB (limit %d MiB); shed events %d; rounds tallied %v (%d votes); rejected %v; node CPU %.1f s",
		rep.RSS.BeforeLoadBytes>>20, rep.RSS.MedianBytes>>20, rep.RSS.MaxBytes>>20, rep.RSS.PeakBytes>>20, limit>>20,
		rep.Watchdog.ShedEvents, rep.Swarm.Rounds, rep.Swarm.VotesCounted, rep.Gossip.Rejected, rep.NodeCPUS)
	if rep.RSS.MaxBytes >= limit || rep.RSS.PeakBytes >= limit {
		t.Errorf("RSS went over the limit: max sample %d MiB, peak %d MiB", rep.RSS.MaxBytes>>20, rep.RSS.PeakBytes>>20)
	}
	if rep.Swarm.RoundsTallied == 0 {
		t.Errorf("the node tallied no round during the load")
	}
	if rep.NodeStop != "clean" {
		t.Errorf("node stop: %s", rep.NodeStop)
	}
	if rep.Gossip.Rejected["unregistered_sender"] == 0 {
		t.Errorf("the node rejected no flooder envelope as unregistered-sender: %v", rep.Gossip.Rejected)
	}
	if rep.Watchdog.ShedEvents > 0 && rep.Watchdog.LogWarnings == 0 {
		t.Errorf("the node shed %d times but logged no warning", rep.Watchdog.ShedEvents)
	}
}
