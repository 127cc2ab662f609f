// Package localnet builds a libp2p host and a Kademlia DHT listening on the
// loopback interface, the way the node package configures them (TCP, Noise,
// yamux, a server-mode DHT under the /synod protocol prefix). The storage
// tests, the checkpoint benchmark and the crash-test child use it to run
// real peers without the full node.
package localnet

import (
	"context"
	"fmt"

	"github.com/libp2p/go-libp2p"
	dht "github.com/libp2p/go-libp2p-kad-dht"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/p2p/muxer/yamux"
	noise "github.com/libp2p/go-libp2p/p2p/security/noise"
	tcp "github.com/libp2p/go-libp2p/p2p/transport/tcp"
)

// ProtocolPrefix is the DHT protocol prefix of Synod networks.
const ProtocolPrefix = "/synod"

// Peer is a running loopback host with its DHT.
type Peer struct {
	Host host.Host
	DHT  *dht.IpfsDHT
}

// New starts a host listening on 127.0.0.1 (a random TCP port, or
// listen if not empty) with a server-mode DHT that bootstraps from
// bootstrap.
func New(ctx context.Context, listen string, bootstrap ...peer.AddrInfo) (*Peer, error) {
	if listen == "" {
		listen = "/ip4/127.0.0.1/tcp/0"
	}
	h, err := libp2p.New(
		libp2p.ListenAddrStrings(listen),
		libp2p.Transport(tcp.NewTCPTransport),
		libp2p.Security(noise.ID, noise.New),
		libp2p.Muxer(yamux.ID, yamux.DefaultTransport),
		libp2p.DisableRelay(),
		libp2p.ResourceManager(nil),
	)
	if err != nil {
		return nil, fmt.Errorf("localnet: starting host: %w", err)
	}
	d, err := dht.New(h,
		dht.Mode(dht.ModeServer),
		dht.ProtocolPrefix(ProtocolPrefix),
		dht.BootstrapPeers(bootstrap...),
		dht.DisableAutoRefresh(),
	)
	if err != nil {
		_ = h.Close()
		return nil, fmt.Errorf("localnet: starting DHT: %w", err)
	}
	p := &Peer{Host: h, DHT: d}
	for _, b := range bootstrap {
		if err := h.Connect(ctx, b); err != nil {
			_ = p.Close()
			return nil, fmt.Errorf("localnet: connecting to bootstrap peer %s: %w", b.ID, err)
		}
	}
	if len(bootstrap) > 0 {
		if err := d.Bootstrap(ctx); err != nil {
			_ = p.Close()
			return nil, fmt.Errorf("localnet: DHT bootstrap: %w", err)
		}
	}
	return p, nil
}

// Info returns the peer's ID and listen addresses.
func (p *Peer) Info() peer.AddrInfo {
	return peer.AddrInfo{ID: p.Host.ID(), Addrs: p.Host.Addrs()}
}

// Close stops the DHT and the host.
func (p *Peer) Close() error {
	err := p.DHT.Close()
	if herr := p.Host.Close(); err == nil {
		err = herr
	}
	return err
}
