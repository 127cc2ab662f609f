package node

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"
)

func TestDialRankerHoldsTCPBehindQUIC(t *testing.T) {
	addrs := []ma.Multiaddr{
		ma.StringCast("/ip4/127.0.0.1/tcp/4001"),
		ma.StringCast("/ip4/127.0.0.1/udp/4001/quic-v1"),
		ma.StringCast("/ip4/1.2.3.4/tcp/4001"),
		ma.StringCast("/ip4/1.2.3.4/udp/4001/quic-v1"),
	}
	delays := map[string]time.Duration{}
	for _, a := range dialRanker(addrs) {
		delays[a.Addr.String()] = a.Delay
	}
	if len(delays) != len(addrs) {
		t.Fatalf("ranked %d addresses, want %d", len(delays), len(addrs))
	}
	quic := min(delays["/ip4/127.0.0.1/udp/4001/quic-v1"], delays["/ip4/1.2.3.4/udp/4001/quic-v1"])
	for _, tcp := range []string{"/ip4/127.0.0.1/tcp/4001", "/ip4/1.2.3.4/tcp/4001"} {
		if delays[tcp] < quic+TCPFallbackDelay {
			t.Errorf("%s dialed after %s, want at least %s (first QUIC %s + %s)", tcp, delays[tcp], quic+TCPFallbackDelay, quic, TCPFallbackDelay)
		}
	}

	// TCP only: nothing to wait for.
	only := dialRanker([]ma.Multiaddr{ma.StringCast("/ip4/127.0.0.1/tcp/4001")})
	if len(only) != 1 || only[0].Delay != 0 {
		t.Errorf("TCP-only peer: got %v, want one address without delay", only)
	}
}

// TestPruneDuplicateConns: hosts that dial each other at the same moment
// end up connected twice; pruning closes spare connections that carry no
// stream (none here: the hosts run no protocol), so every pair has one
// connection left and no pair lost its connection.
func TestPruneDuplicateConns(t *testing.T) {
	const n = 6
	hosts := make([]host.Host, n)
	for i := range hosts {
		h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/udp/0/quic-v1"), libp2p.DisableMetrics())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { h.Close() })
		hosts[i] = h
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	dups := 0
	for attempt := 0; attempt < 5 && dups == 0; attempt++ {
		var wg sync.WaitGroup
		for i := range hosts {
			for j := range hosts {
				if i == j {
					continue
				}
				wg.Add(1)
				go func(a, b host.Host) {
					defer wg.Done()
					_ = a.Connect(ctx, peer.AddrInfo{ID: b.ID(), Addrs: b.Addrs()})
				}(hosts[i], hosts[j])
			}
		}
		wg.Wait()
		dups = 0
		for _, h := range hosts {
			for _, p := range h.Network().Peers() {
				if len(h.Network().ConnsToPeer(p)) > 1 {
					dups++
				}
			}
		}
		if dups == 0 {
			for _, h := range hosts {
				for _, p := range h.Network().Peers() {
					_ = h.Network().ClosePeer(p)
				}
			}
		}
	}
	if dups == 0 {
		t.Skip("no duplicate connections arose from simultaneous dials on this machine")
	}
	// Too young: nothing is closed.
	for _, h := range hosts {
		if c := pruneDuplicateConns(h.ID(), h.Network(), time.Now()); c != 0 {
			t.Fatalf("closed %d connections younger than %s", c, duplicateConnMinAge)
		}
	}
	later := time.Now().Add(duplicateConnMinAge + time.Second)
	closed := 0
	for _, h := range hosts {
		closed += pruneDuplicateConns(h.ID(), h.Network(), later)
	}
	if closed == 0 {
		t.Fatalf("%d peers had duplicate connections, none was closed", dups)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		bad := ""
		for i, h := range hosts {
			for j, o := range hosts {
				if i == j {
					continue
				}
				if c := len(h.Network().ConnsToPeer(o.ID())); c != 1 {
					bad = fmt.Sprintf("host %d has %d connections to host %d", i, c, j)
				}
				if h.Network().Connectedness(o.ID()) != network.Connected {
					bad = fmt.Sprintf("host %d lost its connection to host %d", i, j)
				}
			}
		}
		if bad == "" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after closing %d spare connections: %s", closed, bad)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
