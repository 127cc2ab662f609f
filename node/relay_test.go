package node_test

import (
	"context"
	"io"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/p2p/protocol/circuitv2/client"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
)

const echoProto = "/synod-test/echo/1.0.0"

func relayClientHost(t *testing.T) host.Host {
	t.Helper()
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"), libp2p.EnableRelay(), libp2p.DisableMetrics())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func startRelayNode(t *testing.T, service bool) *node.Node {
	t.Helper()
	cfg := loopbackConfig(t)
	cfg.RelayService = service
	id, _ := identity.Generate()
	n, err := node.New(cfg, id, node.WithLibp2pMetrics(false))
	if err != nil {
		t.Fatal(err)
	}
	if err := n.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { n.Close() })
	return n
}

// TestRelayService: three loopback hosts. A Synod node with
// node.relay_service on gives peer A a reservation with the configured
// limits, and peer B reaches A through it over a limited (relayed)
// connection. A node with the service off refuses reservations.
func TestRelayService(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	off := startRelayNode(t, false)
	a := relayClientHost(t)
	if err := a.Connect(ctx, off.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	if _, err := client.Reserve(ctx, a, off.AddrInfo()); err == nil {
		t.Fatal("a node without node.relay_service granted a relay reservation")
	}

	relay := startRelayNode(t, true)
	if err := a.Connect(ctx, relay.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	// The service starts once the node knows it is publicly reachable
	// (at once on loopback), so the first attempts may be refused.
	var rsvp *client.Reservation
	var err error
	for rsvp == nil {
		if rsvp, err = client.Reserve(ctx, a, relay.AddrInfo()); err != nil {
			select {
			case <-ctx.Done():
				t.Fatalf("no reservation from the relay: %v", err)
			case <-time.After(100 * time.Millisecond):
			}
		}
	}
	if rsvp.LimitDuration != node.RelayCircuitDuration || rsvp.LimitData != node.RelayCircuitData {
		t.Fatalf("reservation limits %s / %d B, want %s / %d B", rsvp.LimitDuration, rsvp.LimitData, node.RelayCircuitDuration, node.RelayCircuitData)
	}

	a.SetStreamHandler(echoProto, func(s network.Stream) {
		defer s.Close()
		_, _ = io.Copy(s, s)
	})
	b := relayClientHost(t)
	var circuit []ma.Multiaddr
	for _, ra := range relay.Addrs() {
		circuit = append(circuit, ra.Encapsulate(ma.StringCast("/p2p-circuit")))
	}
	if err := b.Connect(ctx, peer.AddrInfo{ID: a.ID(), Addrs: circuit}); err != nil {
		t.Fatalf("connect through the relay: %v", err)
	}
	conns := b.Network().ConnsToPeer(a.ID())
	if len(conns) == 0 || !conns[0].Stat().Limited {
		t.Fatalf("B's connection to A is not a relayed (limited) one: %v", conns)
	}
	s, err := b.NewStream(network.WithAllowLimitedConn(ctx, "test"), a.ID(), echoProto)
	if err != nil {
		t.Fatalf("stream through the relay: %v", err)
	}
	msg := []byte("through the relay")
	if _, err := s.Write(msg); err != nil {
		t.Fatal(err)
	}
	if err := s.CloseWrite(); err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(s)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(msg) {
		t.Fatalf("echo %q, want %q", got, msg)
	}
	s.Close()
}
