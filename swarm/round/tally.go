package round

import (
	"bytes"
	"slices"
)

// VoteRecord is one signed vote as a node holds it.
type VoteRecord struct {
	// Voter is the signer's binary peer ID.
	Voter string
	// Choice is the peer voted for.
	Choice string
	// Raw is the signed envelope.
	Raw []byte
}

// Count is the number of counted votes a peer received.
type Count struct {
	Peer  string
	Votes int
}

// Exclusion is a voter whose vote was not counted, and why.
type Exclusion struct {
	Voter  string
	Reason string
}

// Tally is the deterministic result of a set of signed votes.
type Tally struct {
	Round uint64
	// Counts lists every peer that received a counted vote, most votes
	// first, ties in ascending peer ID order.
	Counts []Count
	// Winners are the first Config.Winners peers of Counts.
	Winners []string
	// Counted are the votes that count, in ascending leaf order.
	Counted []VoteRecord
	// Leaves are the Merkle leaves of Counted, ascending.
	Leaves [][32]byte
	// Root is the Merkle root of Leaves.
	Root [32]byte
	// Excluded lists voters whose votes did not count, by voter.
	Excluded []Exclusion
}

// Exclusion reasons.
const (
	ExcludedEquivocation = "equivocation"
	ExcludedSelfVote     = "self-vote"
)

// ComputeTally is a pure function of the set of votes a node saw (their
// order does not matter): each voter with exactly one distinct vote that is
// not for itself counts once; a voter with two or more different votes has
// equivocated and none of its votes count.
func ComputeTally(round uint64, votes []VoteRecord, winners int) Tally {
	byVoter := map[string][]VoteRecord{}
	for _, v := range votes {
		dup := false
		for _, w := range byVoter[v.Voter] {
			if bytes.Equal(w.Raw, v.Raw) {
				dup = true
				break
			}
		}
		if !dup {
			byVoter[v.Voter] = append(byVoter[v.Voter], v)
		}
	}
	t := Tally{Round: round}
	counts := map[string]int{}
	for _, voter := range sortedKeys(byVoter) {
		vs := byVoter[voter]
		switch {
		case len(vs) > 1:
			t.Excluded = append(t.Excluded, Exclusion{voter, ExcludedEquivocation})
		case vs[0].Choice == voter:
			t.Excluded = append(t.Excluded, Exclusion{voter, ExcludedSelfVote})
		default:
			t.Counted = append(t.Counted, vs[0])
			counts[vs[0].Choice]++
		}
	}
	slices.SortFunc(t.Counted, func(a, b VoteRecord) int {
		la, lb := Leaf(a.Raw), Leaf(b.Raw)
		return bytes.Compare(la[:], lb[:])
	})
	for _, v := range t.Counted {
		t.Leaves = append(t.Leaves, Leaf(v.Raw))
	}
	t.Root = MerkleRoot(t.Leaves)
	for p, n := range counts {
		t.Counts = append(t.Counts, Count{p, n})
	}
	slices.SortFunc(t.Counts, func(a, b Count) int {
		if a.Votes != b.Votes {
			return b.Votes - a.Votes
		}
		return compareStrings(a.Peer, b.Peer)
	})
	for i := 0; i < len(t.Counts) && i < winners; i++ {
		t.Winners = append(t.Winners, t.Counts[i].Peer)
	}
	return t
}

func compareStrings(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}
