package gossipbench

import (
	"context"
	"crypto/rand"
	"fmt"
	"sync"

	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node"
)

// bareGossipOptions are the GossipSub settings of a Synod node that do not
// belong to validation or scoring: the same mesh parameters, flood
// publishing, peer exchange, signing policy, message size limit, seen-message
// TTL and queue sizes (see node.buildPubSub), so that the baseline carries
// the same traffic and the comparison isolates what the node adds.
func bareGossipOptions(o Options) []pubsub.Option {
	return []pubsub.Option{
		pubsub.WithMessageSignaturePolicy(pubsub.StrictSign),
		pubsub.WithMaxMessageSize(config.Default().Node.GossipMaxMessageSize),
		pubsub.WithGossipSubParams(node.GossipSubParams()),
		pubsub.WithFloodPublish(!o.NoFloodPublish),
		pubsub.WithPeerExchange(true),
		pubsub.WithSeenMessagesTTL(node.SeenMessagesTTL),
		pubsub.WithValidateQueueSize(node.ValidateQueueSize),
		pubsub.WithPeerOutboundQueueSize(node.PeerOutboundQueueSize),
	}
}

// runBare measures plain go-libp2p hosts (libp2p's defaults, secp256k1 keys
// like Synod's, loopback TCP and QUIC) running GossipSub with the router
// settings Synod nodes use (bareGossipOptions) but without validators, peer
// scoring, a DHT or anything else of the node, connected like topo: one
// connection per pair, over the transport the Synod pair used (QUIC when
// it had any QUIC connection), so both networks keep the same transport
// state.
func runBare(ctx context.Context, o Options, topo topology) (Result, error) {
	o.Progress("bare: starting %d libp2p hosts with the Synod network's %d connections", o.Nodes, len(topo.edges))
	hosts := make([]host.Host, 0, o.Nodes)
	pctx, cancel := context.WithCancel(ctx)
	defer func() {
		cancel()
		for _, h := range hosts {
			h.Close()
		}
	}()
	eps := make([]endpoint, o.Nodes)
	for i := 0; i < o.Nodes; i++ {
		key, _, err := crypto.GenerateSecp256k1Key(rand.Reader)
		if err != nil {
			return Result{}, err
		}
		h, err := libp2p.New(libp2p.Identity(key),
			libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0", "/ip4/127.0.0.1/udp/0/quic-v1"),
			libp2p.DisableMetrics(), libp2p.ForceReachabilityPublic())
		if err != nil {
			return Result{}, err
		}
		hosts = append(hosts, h)
	}
	var wg sync.WaitGroup
	errs := make(chan error, len(topo.edges))
	sem := make(chan struct{}, 16)
	for k, e := range topo.edges {
		wg.Add(1)
		sem <- struct{}{}
		go func(a, b host.Host, quic bool) {
			defer wg.Done()
			defer func() { <-sem }()
			pi := peer.AddrInfo{ID: b.ID()}
			for _, addr := range b.Addrs() {
				if isQUIC(addr) == quic {
					pi.Addrs = append(pi.Addrs, addr)
				}
			}
			if err := a.Connect(ctx, pi); err != nil {
				errs <- err
			}
		}(hosts[e[0]], hosts[e[1]], topo.quic[k])
	}
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		return Result{}, fmt.Errorf("gossipbench: bare: connect: %w", err)
	}
	// GossipSub starts once every pair is connected: started earlier, its
	// peer exchange makes hosts dial peers they are still connecting to,
	// and crossing dials leave pairs connected twice, more connections
	// than the pairs copied from the Synod network.
	for i, h := range hosts {
		ps, err := pubsub.NewGossipSub(pctx, h, bareGossipOptions(o)...)
		if err != nil {
			return Result{}, err
		}
		tp, err := ps.Join("bench/load")
		if err != nil {
			return Result{}, err
		}
		sub, err := tp.Subscribe(pubsub.WithBufferSize(4096))
		if err != nil {
			return Result{}, err
		}
		eps[i] = endpoint{
			publish: func(ctx context.Context, data []byte) error { return tp.Publish(ctx, data) },
			next: func(ctx context.Context) ([]byte, error) {
				m, err := sub.Next(ctx)
				if err != nil {
					return nil, err
				}
				return m.Data, nil
			},
			peers: func() int { return len(tp.ListPeers()) },
			net:   h.Network(),
		}
	}
	return load(ctx, o, "bare", eps)
}
