package learn

import "fmt"

// Negatives says which completions with a negative advantage (worse than
// their group's mean) a learner learns from, pushing them down.
type Negatives uint8

const (
	// NegativesOwn learns from its own rollouts' negatives (on-policy
	// GRPO) but only from the positives of peers' groups (the default).
	// Another policy sampled a peer's completions: pushing a wrong one
	// down spends the update on tokens this node's policy may seldom
	// produce (by round 30 of a level-2 run, a peer's tokens were four
	// times as often below 5% probability under the learner as its own),
	// while a right one is a demonstration worth learning. On level-2
	// comparisons this doubled what sharing gained (docs/BENCHMARKS.md).
	NegativesOwn Negatives = iota
	// NegativesAll learns from every completion that carries a signal,
	// peers' too (the SAPO paper's setup).
	NegativesAll
	// NegativesNone learns only from completions that beat their group's
	// mean, its own included.
	NegativesNone
)

var negativesNames = [...]string{NegativesOwn: "own", NegativesAll: "all", NegativesNone: "none"}

func (n Negatives) String() string {
	if int(n) < len(negativesNames) {
		return negativesNames[n]
	}
	return fmt.Sprintf("Negatives(%d)", uint8(n))
}

// ParseNegatives reads "own", "all" or "none" ("" is "own").
func ParseNegatives(s string) (Negatives, error) {
	if s == "" {
		return NegativesOwn, nil
	}
	for i, name := range negativesNames {
		if s == name {
			return Negatives(i), nil
		}
	}
	return 0, fmt.Errorf("learn: negatives %q is not own, all or none", s)
}

// keep reports whether a completion with advantage a, of a group shared
// by a peer or not, is learned.
func (n Negatives) keep(a float32, peer bool) bool {
	switch {
	case a > 0:
		return true
	case a == 0:
		return false
	case n == NegativesAll:
		return true
	case n == NegativesOwn:
		return !peer
	}
	return false
}
