package swarm

import (
	"context"

	"github.com/libp2p/go-libp2p/core/peer"
)

// Chain is what the service needs from the swarm coordinator contract.
type Chain interface {
	// Members returns the peer IDs registered in the swarm.
	Members(ctx context.Context) ([]peer.ID, error)
	// CommitRound commits this node's tally of a finished round: the Merkle
	// root of the votes it counted and its winners.
	CommitRound(ctx context.Context, round uint64, votesRoot [32]byte, winners []peer.ID) error
}
