package swarmnode

import (
	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/synod-net/synod/node"
)

// MeshParams returns GossipSub parameters with mesh degree d, for
// node.WithEnvelopeSubParams (the envelope router that carries swarm topics) or
// node.WithGossipSubParams (the general router):
// Dlo = d-1, Dhi = 2d, Dlazy = d, and Dscore and Dout scaled to keep
// GossipSub's constraints (Dout < Dlo, Dout <= d/2).
func MeshParams(d int) pubsub.GossipSubParams {
	p := node.GossipSubParams()
	p.D, p.Dlo, p.Dhi, p.Dlazy = d, max(d-1, 1), 2*d, d
	p.Dscore = max(d*2/3, 1)
	p.Dout = max(min(d/3, p.Dlo-1, d/2), 0)
	return p
}
