package swarm

import (
	"context"
	"errors"

	"github.com/libp2p/go-libp2p/core/peer"
)

// ErrAlreadyCommitted is what Chain.CommitRound returns (or wraps) when
// the chain already holds this node's commitment of the round, as it does
// when a commitment sent before a restart was mined. The service records
// such a round as committed.
var ErrAlreadyCommitted = errors.New("swarm: round already committed by this node")

// Chain is what the service needs from the swarm coordinator contract.
type Chain interface {
	// Members returns the peer IDs registered in the swarm.
	Members(ctx context.Context) ([]peer.ID, error)
	// CommitRound commits this node's tally of a finished round: the Merkle
	// root of the votes it counted and its winners. It returns an error
	// matching ErrAlreadyCommitted when this node's commitment of the
	// round is already on chain.
	CommitRound(ctx context.Context, round uint64, votesRoot [32]byte, winners []peer.ID) error
}
