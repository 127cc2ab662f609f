package node

import (
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/p2p/net/swarm"
	ma "github.com/multiformats/go-multiaddr"
)

// TCPFallbackDelay is how long a dial to a peer that offers both QUIC and
// TCP gives QUIC before it starts TCP as well (libp2p's own ranking waits
// 30 ms on a LAN and 250 ms on the internet). Every dial that completes is
// kept, so a QUIC handshake slower than the wait ends in two connections
// to the same peer. Under load (a busy node, or many nodes started at once)
// that was the common case: 32 loopback nodes on 2 cores ended with two
// connections for more than half of their peers, a third of them over TCP,
// each extra connection holding its own QUIC or yamux state and keep-alive
// traffic. A peer whose QUIC is blocked still gets TCP, this much later.
const TCPFallbackDelay = 500 * time.Millisecond

// dialRanker is libp2p's default ranking (QUIC first, one address per
// transport before the others) with TCP held back TCPFallbackDelay after
// the first QUIC attempt. Relayed addresses keep their place.
func dialRanker(addrs []ma.Multiaddr) []network.AddrDelay {
	ranked := swarm.DefaultDialRanker(addrs)
	firstQUIC, hasQUIC := time.Duration(0), false
	for _, a := range ranked {
		if isDirect(a.Addr) && hasProtocol(a.Addr, ma.P_QUIC_V1) && (!hasQUIC || a.Delay < firstQUIC) {
			firstQUIC, hasQUIC = a.Delay, true
		}
	}
	if !hasQUIC {
		return ranked
	}
	for i, a := range ranked {
		if isDirect(a.Addr) && hasProtocol(a.Addr, ma.P_TCP) && a.Delay < firstQUIC+TCPFallbackDelay {
			ranked[i].Delay = firstQUIC + TCPFallbackDelay
		}
	}
	return ranked
}

func isDirect(a ma.Multiaddr) bool { return !hasProtocol(a, ma.P_CIRCUIT) }

func hasProtocol(a ma.Multiaddr, code int) bool {
	_, err := a.ValueForProtocol(code)
	return err == nil
}

// duplicateConnMinAge is how old a spare connection must be before
// pruneDuplicateConns closes it, so that handshakes, identify and the first
// requests on a new connection are never cut.
const duplicateConnMinAge = 10 * time.Second

// pruneDuplicateConns closes spare direct connections to peers this node is
// connected to more than once (QUIC and then the TCP fallback, or two
// nodes that dialed each other at the same moment). Only the side with the lower peer ID prunes, so the two never
// close different connections and drop the peer. It keeps the connection with the
// most open streams (new streams go to that one: libp2p opens streams on
// the connection with most, the newest among equals) and closes only others
// that carry no stream and are at least duplicateConnMinAge old.
//
// A connection that carries streams, or may soon, is never closed while
// another one to the peer stays open. When one side's GossipSub stream was
// on the closed connection and the other side's was not, the first side
// forgets the peer's subscriptions and opens a new stream, but the peer
// never learns that it should announce them again: the first side never
// sees the peer in its topics until they disconnect (the node once closed
// the second of two crossing dials as soon as it was established, and 4
// nodes dialing each other at once lost a topic peer within 5 rounds,
// TestCrossingDialsKeepTopicPeers). A stream being opened on a connection
// as it closes leaves GossipSub with no writer to the peer at all. The
// RPCs queued for the peer are lost either way; measured with synod bench
// gossip, latency went up fivefold. It returns how many connections it
// closed.
func pruneDuplicateConns(self peer.ID, nw network.Network, now time.Time) int {
	closed := 0
	for _, p := range nw.Peers() {
		if p <= self {
			continue
		}
		conns := nw.ConnsToPeer(p)
		if len(conns) < 2 {
			continue
		}
		var keep network.Conn
		for _, c := range conns {
			if c.Stat().Limited || c.IsClosed() {
				continue
			}
			if keep == nil || len(c.GetStreams()) >= len(keep.GetStreams()) {
				keep = c
			}
		}
		if keep == nil {
			continue
		}
		for _, c := range conns {
			if c == keep || c.Stat().Limited || c.IsClosed() || len(c.GetStreams()) > 0 || now.Sub(c.Stat().Opened) < duplicateConnMinAge {
				continue
			}
			if c.Close() == nil {
				closed++
			}
		}
	}
	return closed
}
