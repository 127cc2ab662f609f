package bench

import (
	"context"
	"os"
	"testing"
	"time"
)

// TestEightNodesAgree plays two rounds on eight real libp2p nodes on
// loopback: every node computes the same winners and votes root.
func TestEightNodesAgree(t *testing.T) {
	if os.Getenv("SYNOD_SWARM_ACCEPTANCE") == "" {
		t.Skip("set SYNOD_SWARM_ACCEPTANCE=1 to start 8 libp2p nodes (timing-sensitive: needs an otherwise idle machine)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := Run(ctx, Options{Nodes: 8, Rounds: 2, Deadline: time.Second, Cost: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range res.Rounds {
		if !r.Agree || r.Nodes != 8 || len(r.Winners) == 0 {
			t.Fatalf("round %+v", r)
		}
	}
	t.Logf("%+v", res)
}
