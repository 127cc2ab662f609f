package swarm

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"slices"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/wire"
)

func sha256Sum(b []byte) [32]byte { return sha256.Sum256(b) }

// Contradiction kinds.
const (
	// ContradictionWinners: the summary's votes root is that of the signed
	// votes given, but their tally names other winners.
	ContradictionWinners = "wrong-winners"
	// ContradictionEquivocator: the summary counted a vote of a voter who
	// signed two different votes in the round.
	ContradictionEquivocator = "counted-equivocator"
)

// ErrNoContradiction is returned by VerifyContradiction when the evidence
// does not prove what it claims.
var ErrNoContradiction = errors.New("swarm: evidence does not contradict the summary")

// Contradiction proves that a peer's signed round summary (the tally it
// published and committed) disagrees with signed votes. Anyone can check it
// with VerifyContradiction: it holds only signed messages.
type Contradiction struct {
	Kind    string
	Round   uint64
	Peer    peer.ID
	Summary []byte   // the peer's signed summary envelope
	Votes   [][]byte // signed vote envelopes
}

// VerifyContradiction checks a contradiction from its signed messages alone.
func VerifyContradiction(c Contradiction, winners int) error {
	sum, err := wire.Open(c.Summary)
	if err != nil {
		return fmt.Errorf("summary: %w", err)
	}
	s := sum.Body.GetSummary()
	if s == nil || sum.Body.GetRound() != c.Round {
		return fmt.Errorf("%w: not a summary of round %d", ErrNoContradiction, c.Round)
	}
	var votes []round.VoteRecord
	for _, raw := range c.Votes {
		v, err := wire.Open(raw)
		if err != nil {
			return fmt.Errorf("vote: %w", err)
		}
		if v.Body.GetVote() == nil || v.Body.GetRound() != c.Round || v.Body.GetSwarmId() != sum.Body.GetSwarmId() {
			return fmt.Errorf("%w: a vote is not of round %d of the summary's swarm", ErrNoContradiction, c.Round)
		}
		votes = append(votes, round.VoteRecord{Voter: string(v.From), Choice: string(v.Body.GetVote().GetChoice()), Raw: raw})
	}
	switch c.Kind {
	case ContradictionWinners:
		var leaves [][32]byte
		for _, v := range votes {
			leaves = append(leaves, round.Leaf(v.Raw))
		}
		if root := round.MerkleRoot(leaves); !bytes.Equal(root[:], s.GetVotesRoot()) {
			return fmt.Errorf("%w: the votes are not the summary's counted votes", ErrNoContradiction)
		}
		t := round.ComputeTally(c.Round, votes, winners)
		var claimed []string
		for _, w := range s.GetWinners() {
			claimed = append(claimed, string(w))
		}
		if slices.Equal(t.Winners, claimed) {
			return fmt.Errorf("%w: the votes give the summary's winners", ErrNoContradiction)
		}
		return nil
	case ContradictionEquivocator:
		if len(votes) != 2 || votes[0].Voter != votes[1].Voter || bytes.Equal(votes[0].Raw, votes[1].Raw) {
			return fmt.Errorf("%w: needs two different votes by one voter", ErrNoContradiction)
		}
		for _, v := range votes {
			l := round.Leaf(v.Raw)
			for _, x := range s.GetLeaves() {
				if bytes.Equal(l[:], x) {
					return nil
				}
			}
		}
		return fmt.Errorf("%w: the summary did not count the equivocator's votes", ErrNoContradiction)
	}
	return fmt.Errorf("%w: unknown kind %q", ErrNoContradiction, c.Kind)
}

// checkSummary compares a peer's summary with this node's own tally of the
// round and records a contradiction it can prove.
func (s *Service) checkSummary(ps *round.PeerSummary) {
	res, ok := s.results[ps.Round]
	if !ok {
		return
	}
	var c *Contradiction
	if ps.Root == res.Tally.Root {
		mine := res.Tally.Winners
		if !slices.Equal(mine, ps.Winners) {
			c = &Contradiction{Kind: ContradictionWinners, Round: ps.Round, Peer: peer.ID(ps.Peer), Summary: ps.Raw}
			for _, v := range res.Tally.Counted {
				c.Votes = append(c.Votes, v.Raw)
			}
		}
	} else {
		leaves := map[[32]byte]bool{}
		for _, l := range ps.Leaves {
			leaves[l] = true
		}
		for _, e := range res.Equivocation {
			if e.Stage != round.StageVote {
				continue
			}
			if leaves[round.Leaf(e.First)] || leaves[round.Leaf(e.Second)] {
				c = &Contradiction{Kind: ContradictionEquivocator, Round: ps.Round, Peer: peer.ID(ps.Peer), Summary: ps.Raw, Votes: [][]byte{e.First, e.Second}}
				break
			}
		}
	}
	if c == nil {
		return
	}
	if err := VerifyContradiction(*c, s.cfg.Winners); err != nil {
		s.log.Error("built a contradiction that does not verify", "err", err)
		return
	}
	s.metrics.evidence.Inc()
	s.log.Warn("peer summary contradicts signed votes", "peer", c.Peer, "round", c.Round, "kind", c.Kind)
	s.mu.Lock()
	s.contradictions = append(s.contradictions, *c)
	s.mu.Unlock()
}

// Contradictions returns the contradictions this node proved so far.
func (s *Service) Contradictions() []Contradiction {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.contradictions)
}
