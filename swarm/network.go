package swarm

import (
	"context"

	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/wire"
)

// Validator judges one message received on a swarm topic. from is the
// message's author as the transport authenticated it (the peer that signed
// the GossipSub message under StrictSign), or empty where the transport
// authenticates no author (see Network.AuthenticatesAuthors): the
// envelope's signer is then the only sender the service trusts.
type Validator func(ctx context.Context, from peer.ID, data []byte) round.Verdict

// Network is what the service needs from the node: its identity and one
// GossipSub topic per swarm and message kind, with a validator that runs
// before a message is delivered or forwarded. NodeNetwork adapts *node.Node.
type Network interface {
	// Key is the node's private key; the service signs every message with it.
	Key() crypto.PrivKey
	// Join subscribes to the topic of kind k in swarm swarmID, with v as its
	// validator.
	Join(swarmID string, k wire.Kind, v Validator) (Topic, error)
	// AuthenticatesAuthors reports whether the transport verifies every
	// message author's signature before the validator runs (GossipSub with
	// StrictSign does). The service then verifies the envelope signature
	// only of the kinds that serve as evidence (votes and summaries) and
	// requires the envelope's sender to equal the author. When false (the
	// node's envelope router: no GossipSub signatures, content-derived message
	// IDs), it verifies the envelope signature of every message and the
	// signer is the sender.
	AuthenticatesAuthors() bool
	// Penalize lowers a peer's score (equivocation is accepted so that every
	// node sees the evidence, and punished here).
	Penalize(p peer.ID, reason string)
}

// Topic publishes on one joined topic.
type Topic interface {
	Publish(ctx context.Context, data []byte) error
	Close() error
}
