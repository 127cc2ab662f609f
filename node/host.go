package node

import (
	"context"
	"fmt"
	"time"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/p2p/host/autorelay"
	rcmgr "github.com/libp2p/go-libp2p/p2p/host/resource-manager"
	"github.com/libp2p/go-libp2p/p2p/muxer/yamux"
	"github.com/libp2p/go-libp2p/p2p/net/connmgr"
	"github.com/libp2p/go-libp2p/p2p/net/swarm"
	relayv2 "github.com/libp2p/go-libp2p/p2p/protocol/circuitv2/relay"
	"github.com/libp2p/go-libp2p/p2p/security/noise"
	quic "github.com/libp2p/go-libp2p/p2p/transport/quic"
	"github.com/libp2p/go-libp2p/p2p/transport/tcp"
	ma "github.com/multiformats/go-multiaddr"
	manet "github.com/multiformats/go-multiaddr/net"
)

// resourceLimits builds the resource manager's limits from the config: the
// libp2p defaults scaled to the configured memory and file descriptors, with
// the system-wide connection and stream counts set to the configured values
// and per-peer streams capped so that one peer cannot take them all.
func (n *Node) resourceLimits() rcmgr.ConcreteLimitConfig {
	scaling := rcmgr.DefaultLimits
	concrete := scaling.Scale(int64(n.cfg.MaxMemoryMB)<<20, n.cfg.MaxFileDescriptors)
	part := concrete.ToPartialLimitConfig()
	conns := rcmgr.LimitVal(n.cfg.MaxConnections)
	streams := rcmgr.LimitVal(n.cfg.MaxStreams)
	part.System.Conns = conns
	part.System.ConnsInbound = rcmgr.LimitVal(n.cfg.MaxConnections * 3 / 4)
	part.System.ConnsOutbound = conns
	part.System.Streams = streams
	part.System.StreamsInbound = rcmgr.LimitVal(n.cfg.MaxStreams * 3 / 4)
	part.System.StreamsOutbound = streams
	// Transient (not yet upgraded) resources: a quarter of the system's.
	part.Transient.Conns = rcmgr.LimitVal(max(n.cfg.MaxConnections/4, 16))
	part.Transient.ConnsInbound = rcmgr.LimitVal(max(n.cfg.MaxConnections/8, 8))
	part.Transient.ConnsOutbound = rcmgr.LimitVal(max(n.cfg.MaxConnections/4, 16))
	part.Transient.Streams = rcmgr.LimitVal(max(n.cfg.MaxStreams/4, 64))
	part.Transient.StreamsInbound = rcmgr.LimitVal(max(n.cfg.MaxStreams/8, 32))
	part.Transient.StreamsOutbound = rcmgr.LimitVal(max(n.cfg.MaxStreams/4, 64))
	// One peer gets at most 1/8 of the streams (and never fewer than 64):
	// GossipSub and the DHT need a handful, bitswap and pipeline transfers more.
	perPeer := rcmgr.LimitVal(max(n.cfg.MaxStreams/8, 64))
	part.PeerDefault.Streams = perPeer
	part.PeerDefault.StreamsInbound = perPeer
	part.PeerDefault.StreamsOutbound = perPeer
	return part.Build(concrete)
}

// buildHost creates the libp2p host. loopback says every listen address is a
// loopback one (a devnet or a test): the node then forces public
// reachability and turns NAT traversal off, since there is nothing to
// traverse.
func (n *Node) buildHost(listen, announce []ma.Multiaddr, loopback bool) (host.Host, error) {
	rm, err := rcmgr.NewResourceManager(rcmgr.NewFixedLimiter(n.resourceLimits()))
	if err != nil {
		return nil, fmt.Errorf("resource manager: %w", err)
	}
	cm, err := connmgr.NewConnManager(n.cfg.ConnLowWater, n.cfg.ConnHighWater,
		connmgr.WithGracePeriod(n.cfg.ConnGracePeriod.D()))
	if err != nil {
		rm.Close()
		return nil, fmt.Errorf("connection manager: %w", err)
	}
	// Port reuse (dialing from the listen port) is what NAT traversal
	// needs. On loopback there is nothing to traverse, and with it two
	// nodes dialing each other at once can meet in a TCP simultaneous open
	// whose security handshake fails on both sides (see node/loophost).
	var tcpOpts []interface{}
	if loopback {
		tcpOpts = append(tcpOpts, tcp.DisableReuseport())
	}
	opts := []libp2p.Option{
		libp2p.Identity(n.id.PrivKey()),
		// Listen after construction: a listen failure inside libp2p.New
		// leaks the host's background goroutines, a failure afterwards is
		// undone by h.Close.
		libp2p.NoListenAddrs,
		libp2p.Transport(tcp.NewTCPTransport, tcpOpts...),
		libp2p.Transport(quic.NewTransport),
		libp2p.Security(noise.ID, noise.New),
		libp2p.Muxer(yamux.ID, yamux.DefaultTransport),
		libp2p.ResourceManager(rm),
		libp2p.ConnectionManager(cm),
		libp2p.UserAgent(n.opts.userAgent),
		libp2p.Ping(true),
		libp2p.SwarmOpts(swarm.WithDialRanker(dialRanker)),
	}
	if len(announce) > 0 {
		opts = append(opts, libp2p.AddrsFactory(func([]ma.Multiaddr) []ma.Multiaddr { return announce }))
	}
	if n.opts.libp2pMetrics {
		opts = append(opts, libp2p.PrometheusRegisterer(n.reg))
	} else {
		opts = append(opts, libp2p.DisableMetrics())
	}
	nat := !loopback && !n.opts.noNAT
	if loopback {
		opts = append(opts, libp2p.ForceReachabilityPublic())
	}
	if nat && n.cfg.AutoNAT {
		opts = append(opts, libp2p.EnableNATService(), libp2p.EnableAutoNATv2())
	}
	if nat && n.cfg.HolePunching {
		opts = append(opts, libp2p.EnableHolePunching())
	}
	if nat && n.cfg.RelayClient {
		opts = append(opts,
			libp2p.EnableRelay(),
			libp2p.EnableAutoRelayWithPeerSource(n.relayCandidates, autorelay.WithMinCandidates(2)))
	} else {
		opts = append(opts, libp2p.DisableRelay())
	}
	if n.cfg.RelayService {
		// libp2p runs the service only while the node is publicly reachable.
		opts = append(opts, libp2p.EnableRelayService(relayv2.WithResources(RelayResources(n.cfg.RelayMaxReservations))))
	}
	if nat && n.cfg.PortMapping {
		opts = append(opts, libp2p.NATPortMap())
	}
	h, err := libp2p.New(opts...)
	if err != nil {
		// Both Close methods are idempotent, so this is safe even where
		// libp2p already closed them.
		cm.Close()
		rm.Close()
		return nil, err
	}
	if err := h.Network().Listen(listen...); err != nil {
		h.Close()
		return nil, fmt.Errorf("listen on %v: %w", listen, err)
	}
	return h, nil
}

// Relay service limits besides the number of reservations
// (node.relay_max_reservations).
const (
	RelayReservationTTL       = time.Hour
	RelayMaxReservationsPerIP = 8
	RelayMaxCircuitsPerPeer   = 4
	RelayCircuitDuration      = 2 * time.Minute
	RelayCircuitData          = 128 << 10
)

// RelayResources are the circuit relay v2 limits of a node that runs the
// relay service: relayed connections are for reaching peers behind NATs long
// enough to identify them and coordinate a hole punch, not for carrying
// their traffic, so each circuit is short and small; reservations are
// bounded in total, per IP address and per ASN so that one host or network
// cannot take them all.
func RelayResources(maxReservations int) relayv2.Resources {
	return relayv2.Resources{
		Limit:                  &relayv2.RelayLimit{Duration: RelayCircuitDuration, Data: RelayCircuitData},
		ReservationTTL:         RelayReservationTTL,
		MaxReservations:        maxReservations,
		MaxCircuits:            RelayMaxCircuitsPerPeer,
		BufferSize:             4 << 10,
		MaxReservationsPerPeer: 1,
		MaxReservationsPerIP:   RelayMaxReservationsPerIP,
		MaxReservationsPerASN:  4 * RelayMaxReservationsPerIP,
	}
}

// relayCandidates feeds AutoRelay with the peers this node is connected to;
// AutoRelay keeps those that run a relay service.
func (n *Node) relayCandidates(ctx context.Context, num int) <-chan peer.AddrInfo {
	out := make(chan peer.AddrInfo, num)
	go func() {
		defer close(out)
		h, _ := n.hostv.Load().(host.Host)
		if h == nil {
			return
		}
		for _, p := range h.Network().Peers() {
			if num == 0 {
				return
			}
			select {
			case out <- h.Peerstore().PeerInfo(p):
				num--
			case <-ctx.Done():
				return
			}
		}
	}()
	return out
}

// allLoopback reports whether every address is a loopback address.
func allLoopback(addrs []ma.Multiaddr) bool {
	if len(addrs) == 0 {
		return false
	}
	for _, a := range addrs {
		ip, err := manet.ToIP(a)
		if err != nil || !ip.IsLoopback() {
			return false
		}
	}
	return true
}
