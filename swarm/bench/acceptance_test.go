package bench

import (
	"os"
	"testing"
)

// TestThirtyTwoNodesAgreeOverFiveRounds is the acceptance check on
// real libp2p nodes on loopback: 32 nodes play 5 rounds and every node
// counts the votes and computes the same winners and votes root each round.
func TestThirtyTwoNodesAgreeOverFiveRounds(t *testing.T) {
	if os.Getenv("SYNOD_SWARM_ACCEPTANCE") == "" {
		t.Skip("set SYNOD_SWARM_ACCEPTANCE=1 to start 32 libp2p nodes (make test-swarm runs it, after the parallel unit tests)")
	}
	agreeOverRounds(t, 32, 5)
}
