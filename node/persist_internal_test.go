package node

import (
	"fmt"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
)

// TestRetainKnownPeers: peers not seen for knownPeerMaxAge are forgotten,
// and of the rest only the maxKnownPeers most recently seen are kept, newest
// first.
func TestRetainKnownPeers(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	recs := map[peer.ID]knownPeer{}
	id := func(i int) peer.ID { return peer.ID(fmt.Sprintf("peer-%04d", i)) }
	// maxKnownPeers+50 recent peers, seen i seconds ago, and 10 stale ones.
	for i := 0; i < maxKnownPeers+50; i++ {
		recs[id(i)] = knownPeer{Seen: now.Add(-time.Duration(i) * time.Second).Unix()}
	}
	for i := 0; i < 10; i++ {
		recs[id(10_000+i)] = knownPeer{Seen: now.Add(-knownPeerMaxAge - time.Hour).Unix()}
	}
	keep, drop := retainKnownPeers(recs, now)
	if len(keep) != maxKnownPeers || len(drop) != 60 {
		t.Fatalf("kept %d, dropped %d; want %d and 60", len(keep), len(drop), maxKnownPeers)
	}
	for i, p := range keep {
		if p != id(i) {
			t.Fatalf("keep[%d] = %s, want %s (most recent first)", i, p, id(i))
		}
	}
	dropped := map[peer.ID]bool{}
	for _, p := range drop {
		dropped[p] = true
	}
	for i := 0; i < 10; i++ {
		if !dropped[id(10_000+i)] {
			t.Fatalf("stale peer %s kept", id(10_000+i))
		}
	}
	for i := maxKnownPeers; i < maxKnownPeers+50; i++ {
		if !dropped[id(i)] {
			t.Fatalf("peer %s beyond the cap kept", id(i))
		}
	}

	// A few recent peers are all kept.
	small := map[peer.ID]knownPeer{id(1): {Seen: now.Unix()}, id(2): {Seen: now.Add(-time.Minute).Unix()}}
	keep, drop = retainKnownPeers(small, now)
	if len(keep) != 2 || len(drop) != 0 || keep[0] != id(1) {
		t.Fatalf("keep %v, drop %v", keep, drop)
	}
}
