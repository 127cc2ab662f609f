package node

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	ds "github.com/ipfs/go-datastore"
	dht "github.com/libp2p/go-libp2p-kad-dht"
	dhtpb "github.com/libp2p/go-libp2p-kad-dht/pb"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
)

// DHTProtocolPrefix is the Kademlia protocol prefix of a network:
// /synod/<network>, so the DHT speaks /synod/<network>/kad/1.0.0 and never
// mixes with the public IPFS DHT or another Synod network.
func DHTProtocolPrefix(network string) protocol.ID {
	return protocol.ID("/synod/" + network)
}

// routingTableTarget is the routing-table size below which the maintenance
// loop keeps refreshing the DHT on its own (one full k-bucket). Above it the
// DHT's own periodic refresh (every 10 minutes) is enough.
const routingTableTarget = 20

func (n *Node) dhtMode() dht.ModeOpt {
	if n.loopback {
		return dht.ModeServer
	}
	switch n.cfg.DHTMode {
	case "server":
		return dht.ModeServer
	case "client":
		return dht.ModeClient
	}
	return dht.ModeAuto
}

func (n *Node) dhtModeName() string {
	switch n.dhtMode() {
	case dht.ModeServer:
		return "server"
	case dht.ModeClient:
		return "client"
	}
	return "auto"
}

// buildDHT creates the DHT; store, if not nil, keeps its value and provider
// records across restarts.
func (n *Node) buildDHT(store ds.Batching) (*dht.IpfsDHT, error) {
	// The DHT falls back to these when its routing table empties: the
	// configured bootstrap peers, then the peers remembered from last run.
	fallback := append(append([]peer.AddrInfo{}, n.bootstrap...), n.known...)
	opts := []dht.Option{
		dht.Mode(n.dhtMode()),
		dht.ProtocolPrefix(DHTProtocolPrefix(n.cfg.Network)),
		dht.BootstrapPeers(fallback...),
		dht.RoutingTableRefreshPeriod(10 * time.Minute),
		dht.WithCustomMessageSender(func(h host.Host, protos []protocol.ID) dhtpb.MessageSenderWithDisconnect {
			n.dhtSender = newDHTSender(h, protos, DHTStreamIdleTimeout)
			n.dhtSender.sent = n.m.dhtSent
			return n.dhtSender
		}),
	}
	if store != nil {
		opts = append(opts, dht.Datastore(store))
	}
	if n.opts.noDHTRefresh {
		opts = append(opts, dht.DisableAutoRefresh())
	}
	return dht.New(n.host, opts...)
}

// connectBootstrap dials every bootstrap peer and every peer remembered from
// the last run (at most maxParallelDials at a time) and returns how many
// answered.
func (n *Node) connectBootstrap(ctx context.Context) int {
	ctx, cancel := context.WithTimeout(ctx, n.opts.bootstrapTimeout)
	defer cancel()
	var ok atomic.Int32
	var wg sync.WaitGroup
	sem := make(chan struct{}, maxParallelDials)
	dial := func(pi peer.AddrInfo, bootstrap bool) {
		defer wg.Done()
		defer func() { <-sem }()
		if err := n.host.Connect(ctx, pi); err != nil {
			n.log.Debug("peer unreachable", "peer", pi.ID.String(), "bootstrap", bootstrap, "err", err)
			return
		}
		if bootstrap {
			n.host.ConnManager().TagPeer(pi.ID, "synod-bootstrap", 50)
		}
		ok.Add(1)
	}
	seen := map[peer.ID]bool{n.ID(): true}
	for i, list := range [][]peer.AddrInfo{n.bootstrap, n.known} {
		for _, pi := range list {
			if seen[pi.ID] {
				continue
			}
			seen[pi.ID] = true
			wg.Add(1)
			sem <- struct{}{}
			go dial(pi, i == 0)
		}
	}
	wg.Wait()
	return int(ok.Load())
}

// maintain is the node's background loop: it keeps the gauges current,
// reconnects the bootstrap peers when the node has no peer at all, and,
// while the routing table is below routingTableTarget (and WithoutDHTRefresh
// was not given), forces DHT refreshes
// at growing intervals (opts.maintainEvery, doubling up to one minute, or
// quadrupling when the last refresh found nobody new): a
// new node's first lookups only reach the peers its bootstrap peer knew, and
// later ones find the peers that joined since. Refreshing on every change
// instead would flood a network that starts all at once.
func (n *Node) maintain() {
	tick := n.opts.maintainEvery
	refreshEvery := n.opts.maintainEvery
	var lastRefresh time.Time
	// The first snapshot comes firstPeerSnapshot after start, once the
	// node has met its first peers, so that even a node killed early
	// remembers them; later ones every peerSnapshotInterval.
	lastSnapshot := time.Now().Add(firstPeerSnapshot - peerSnapshotInterval)
	rtAtRefresh := -1
	timer := time.NewTimer(tick)
	defer timer.Stop()
	for {
		select {
		case <-n.ctx.Done():
			return
		case <-timer.C:
		}
		if c := pruneDuplicateConns(n.ID(), n.host.Network(), time.Now()); c > 0 {
			n.log.Debug("closed spare connections to peers connected twice", "closed", c)
		}
		peers := len(n.host.Network().Peers())
		rt := n.dht.RoutingTable().Size()
		n.updateGauges(peers, rt)
		if peers == 0 && len(n.bootstrap)+len(n.known) > 0 {
			if c := n.connectBootstrap(n.ctx); c > 0 {
				n.log.Info("reconnected to bootstrap or remembered peers", "connected", c)
			}
		}
		if n.peersDS != nil && time.Since(lastSnapshot) >= peerSnapshotInterval {
			if err := n.saveKnownPeers(n.ctx); err != nil && n.ctx.Err() == nil {
				n.log.Warn("saving known peers", "err", err)
			}
			lastSnapshot = time.Now()
		}
		if !n.opts.noDHTRefresh && rt > 0 && rt < routingTableTarget && time.Since(lastRefresh) >= refreshEvery {
			// A refresh that did not grow the table suggests the network is
			// small rather than undiscovered: back off faster.
			growth := time.Duration(2)
			if rt <= rtAtRefresh {
				growth = 4
			}
			n.dht.ForceRefresh()
			lastRefresh, rtAtRefresh = time.Now(), rt
			refreshEvery = min(refreshEvery*growth, time.Minute)
		}
		if rt >= routingTableTarget {
			tick = min(tick*2, 10*time.Second)
		}
		timer.Reset(tick)
	}
}

func (n *Node) updateGauges(peers, rt int) {
	n.m.peers.Set(float64(peers))
	n.m.routingTable.Set(float64(rt))
	n.mu.Lock()
	topics := make([]*Topic, 0, len(n.topics))
	for _, t := range n.topics {
		topics = append(topics, t)
	}
	n.mu.Unlock()
	for _, t := range topics {
		n.m.topicPeers.WithLabelValues(t.name).Set(float64(len(t.t.ListPeers())))
	}
}

// RoutingTablePeers are the peers in the DHT routing table.
func (n *Node) RoutingTablePeers() []peer.ID {
	if n.dht == nil {
		return nil
	}
	return n.dht.RoutingTable().ListPeers()
}

// ConnectedPeers are the peers with an open connection.
func (n *Node) ConnectedPeers() []peer.ID {
	if n.host == nil {
		return nil
	}
	return n.host.Network().Peers()
}

// KnownPeers are the peers this node has discovered and can reach: those in
// its routing table, those it is connected to and those found in a group's
// rendezvous namespace.
func (n *Node) KnownPeers() []peer.ID {
	seen := map[peer.ID]struct{}{}
	var out []peer.ID
	add := func(ps []peer.ID) {
		for _, p := range ps {
			if _, ok := seen[p]; !ok && p != n.ID() {
				seen[p] = struct{}{}
				out = append(out, p)
			}
		}
	}
	add(n.RoutingTablePeers())
	if n.host != nil {
		for _, p := range n.host.Network().Peers() {
			if n.host.Network().Connectedness(p) == network.Connected {
				add([]peer.ID{p})
			}
		}
	}
	n.mu.Lock()
	for _, s := range n.groups {
		add(s.found())
	}
	n.mu.Unlock()
	return out
}
