package node

import (
	"slices"
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
// connected to more than once in a way closeCrossingConns leaves alone
// (two connections dialed the same way, such as QUIC and then the TCP
// fallback). Only the side with the lower peer ID prunes, so the two never
// close different connections and drop the peer. It keeps the connection with the
// most open streams (new streams go to that one: libp2p opens streams on
// the connection with most, the newest among equals) and closes only others
// that carry no stream and are at least duplicateConnMinAge old. Closing a
// connection that carries streams is left alone on purpose: GossipSub would
// respawn its writer on the other connection, but the RPCs queued for the
// peer are lost and, measured with synod bench gossip, latency went up
// fivefold. It returns how many connections it closed.
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

// crossingConns returns the connections to drop when a peer is connected
// more than once because both sides dialed: of the direct connections, the
// one dialed by the lower peer ID is canonical (outbound at that node,
// inbound at the other), and while one exists every direct connection
// dialed the other way is redundant. Both nodes reach the same answer
// without talking to each other, so they never close different
// connections and drop the peer. Connections both dialed the same way,
// and relayed ones, are left to pruneDuplicateConns.
func crossingConns(self peer.ID, conns []network.Conn) []network.Conn {
	selfDials := self < peerOf(conns)
	canonical := func(c network.Conn) bool {
		return (c.Stat().Direction == network.DirOutbound) == selfDials
	}
	if !slices.ContainsFunc(conns, func(c network.Conn) bool {
		return canonical(c) && !c.Stat().Limited && !c.IsClosed()
	}) {
		return nil
	}
	var out []network.Conn
	for _, c := range conns {
		if !canonical(c) && !c.Stat().Limited && !c.IsClosed() {
			out = append(out, c)
		}
	}
	return out
}

func peerOf(conns []network.Conn) peer.ID {
	if len(conns) == 0 {
		return ""
	}
	return conns[0].RemotePeer()
}

// closeCrossingConns runs as each connection is established: when the
// peer is now connected both ways, the connection dialed by the higher
// peer ID is closed at once, before the two nodes spread their streams
// over both. Left open, a pair's two one-way GossipSub streams often end
// on different connections, so neither can ever be closed, and each keeps
// its own QUIC and TLS state and keep-alive traffic (measured with 32
// nodes starting together: about 120 pairs connected twice). A stream
// already on the closed connection is reopened on the other: GossipSub
// respawns its writer for a peer still connected, the DHT retries.
func (n *Node) closeCrossingConns(nw network.Network, c network.Conn) {
	if c.Stat().Limited {
		return
	}
	conns := nw.ConnsToPeer(c.RemotePeer())
	if len(conns) < 2 {
		return
	}
	for _, x := range crossingConns(n.ID(), conns) {
		n.m.crossingClosed.Inc()
		go func() { _ = x.Close() }()
	}
}
