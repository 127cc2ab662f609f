package swarm

import (
	"context"

	"github.com/synod-net/synod/swarm/round"
)

// Policy produces this node's messages. Implementations see the stage
// prompts only (questions as text, peers' answers and critiques), never the
// reference answers.
type Policy interface {
	// Answer returns one completion per question, in order.
	Answer(ctx context.Context, questions []string) ([]string, error)
	// Critique names the best of the shown peers' answers, with a reason.
	Critique(ctx context.Context, questions []string, shown []round.PeerAnswer) (best string, reason string, err error)
	// Vote names the peer to vote for, given the answers named best by some
	// critique and the critiques themselves.
	Vote(ctx context.Context, questions []string, shown []round.PeerAnswer, critiques []round.PeerCritique) (choice string, err error)
}
