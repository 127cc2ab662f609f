package gossipbench

import (
	"context"
	"testing"
	"time"

	"go.uber.org/goleak"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// TestSmallRun is a small version of `synod bench gossip`: both networks
// deliver every message.
func TestSmallRun(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	rep, err := Run(ctx, Options{Nodes: 6, Rate: 20, Duration: 2 * time.Second, Warmup: time.Second, Drain: 60 * time.Second,
		Progress: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []Result{rep.Synod, rep.Bare} {
		if r.Published != 40 || r.DeliveryRatio != 1 {
			t.Errorf("%s: published %d, delivered %d/%d", r.Name, r.Published, r.Delivered, r.Expected)
		}
		if r.P50MS <= 0 || r.P99MS < r.P50MS {
			t.Errorf("%s: latencies p50 %v p99 %v", r.Name, r.P50MS, r.P99MS)
		}
	}
	if rep.DiscoveryMS <= 0 || rep.P99Ratio <= 0 {
		t.Errorf("report incomplete: %+v", rep)
	}
}
