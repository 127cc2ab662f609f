package loophost_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/node/loophost"
)

// TestSimultaneousDialsConnect: pairs of loopback hosts that dial each
// other at the same moment, many times over, always end up connected; no
// dial fails its handshake. With port reuse on, a run of 40 pairs failed
// with the simultaneous open's handshake error.
func TestSimultaneousDialsConnect(t *testing.T) {
	const pairs = 40
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for i := range pairs {
		var hs [2]host.Host
		for j := range hs {
			h, err := loophost.New()
			if err != nil {
				t.Fatal(err)
			}
			defer h.Close()
			hs[j] = h
		}
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for j := range hs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				o := hs[1-j]
				errs[j] = hs[j].Connect(ctx, peer.AddrInfo{ID: o.ID(), Addrs: o.Addrs()})
			}()
		}
		wg.Wait()
		for j, err := range errs {
			if err != nil {
				t.Fatalf("pair %d: host %d's dial: %v", i, j, err)
			}
		}
		if hs[0].Network().Connectedness(hs[1].ID()) != network.Connected {
			t.Fatalf("pair %d: not connected", i)
		}
	}
}

func TestListensOnLoopbackTCP(t *testing.T) {
	h, err := loophost.New()
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	addrs := h.Addrs()
	if len(addrs) != 1 || !strings.HasPrefix(addrs[0].String(), "/ip4/127.0.0.1/tcp/") {
		t.Fatalf("addresses %v, want one 127.0.0.1 TCP address", addrs)
	}
}
