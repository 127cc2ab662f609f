package devnet

import (
	"testing"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/swarm"
)

func TestMajorityTally(t *testing.T) {
	a, b, c := peer.ID("a"), peer.ID("b"), peer.ID("c")
	good := swarm.Report{Root: [32]byte{1}, Winners: []peer.ID{a, b}}
	otherRoot := swarm.Report{Root: [32]byte{2}, Winners: []peer.ID{a, b}}
	otherWinners := swarm.Report{Root: [32]byte{1}, Winners: []peer.ID{a, c}}
	for _, tc := range []struct {
		name  string
		reps  []swarm.Report
		agree int
	}{
		{"unanimous", []swarm.Report{good, good, good}, 3},
		{"first node differs", []swarm.Report{otherRoot, good, good}, 2},
		{"winners differ", []swarm.Report{good, otherWinners, good, good}, 3},
		{"all differ", []swarm.Report{good, otherRoot, otherWinners}, 1},
	} {
		got, n := majorityTally(tc.reps)
		if n != tc.agree {
			t.Errorf("%s: %d agree, want %d", tc.name, n, tc.agree)
		}
		if tc.agree > 1 && (got.Root != good.Root || len(got.Winners) != 2 || got.Winners[1] != b) {
			t.Errorf("%s: majority tally %+v, want %+v", tc.name, got, good)
		}
	}
}
