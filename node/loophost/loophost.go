// Package loophost builds bare libp2p hosts for clusters that live on one
// machine's loopback interface: a local pipeline deployment, benchmarks and
// tests. Such hosts listen on 127.0.0.1 over TCP and dial from fresh ports.
//
// libp2p's TCP transport dials from its listen port by default (port
// reuse, which NAT traversal needs). Two hosts that do so and dial each
// other at the same moment can meet in a TCP simultaneous open: one
// connection with no server side, on which both run the client half of the
// security handshake and fail ("tls: received unexpected handshake message
// of type *tls.clientHelloMsg when waiting for *tls.serverHelloMsg"). On
// loopback there is no NAT to traverse, so these hosts turn port reuse off
// and the two dials become two connections.
package loophost

import (
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/p2p/transport/tcp"
)

// Options are the libp2p options of a loopback host: a TCP listener on an
// ephemeral 127.0.0.1 port, TCP without port reuse as the only transport,
// no metrics and no relay.
func Options() []libp2p.Option {
	return []libp2p.Option{
		libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"),
		libp2p.Transport(tcp.NewTCPTransport, tcp.DisableReuseport()),
		libp2p.DisableMetrics(),
		libp2p.DisableRelay(),
	}
}

// New starts a loopback host with Options followed by extra (an identity,
// for instance).
func New(extra ...libp2p.Option) (host.Host, error) {
	return libp2p.New(append(Options(), extra...)...)
}
