package wire

import (
	"fmt"

	"github.com/synod-net/synod/internal/names"
)

// Kind is the kind of a swarm message; each kind has its own topic.
type Kind string

// The message kinds, one topic each.
const (
	KindAnswer   Kind = "answer"
	KindCritique Kind = "critique"
	KindVote     Kind = "vote"
	// KindSummary is a round's summary with the sender's rollout shares
	// (version 1 had a "rollout" topic of its own for the shares).
	KindSummary Kind = "summary"
)

// Kinds lists every kind in a fixed order.
var Kinds = []Kind{KindAnswer, KindCritique, KindVote, KindSummary}

// ValidSwarmID reports whether id may name a swarm: a name by the rule of
// package names (1 to 64 characters of lower-case letters, digits, '.', '_'
// and '-', starting with a letter or digit). The error wraps ErrBadSwarmID.
func ValidSwarmID(id string) error {
	if !names.Valid(id) {
		return fmt.Errorf("%w: %q (use %s)", ErrBadSwarmID, id, names.Rule)
	}
	return nil
}

// Topic returns the GossipSub topic of kind k in swarm swarmID of a Synod
// network, for example "/synod/devnet/swarm/demo/vote" (the node package
// names topics the same way). The protocol version travels in every body.
func Topic(network, swarmID string, k Kind) string {
	return "/synod/" + network + "/swarm/" + swarmID + "/" + string(k)
}

// KindOf returns the kind of a body's payload, or "" when it has none.
func KindOf(b *Body) Kind {
	switch b.GetPayload().(type) {
	case *Body_Answer:
		return KindAnswer
	case *Body_Critique:
		return KindCritique
	case *Body_Vote:
		return KindVote
	case *Body_Summary:
		return KindSummary
	}
	return ""
}

// StageOf returns the stage a payload kind belongs to.
func StageOf(k Kind) Stage {
	switch k {
	case KindAnswer:
		return Stage_STAGE_ANSWER
	case KindCritique:
		return Stage_STAGE_CRITIQUE
	case KindVote:
		return Stage_STAGE_VOTE
	case KindSummary:
		return Stage_STAGE_DONE
	}
	return Stage_STAGE_UNSPECIFIED
}
