package swarm_test

import (
	"errors"
	"testing"

	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/wire"
)

func sealVote(t *testing.T, k crypto.PrivKey, r uint64, choice peer.ID) []byte {
	t.Helper()
	raw, err := wire.Seal(k, &wire.Body{SwarmId: "ev", Round: r, Stage: wire.Stage_STAGE_VOTE, Payload: &wire.Body_Vote{Vote: &wire.Vote{Choice: []byte(choice)}}})
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

func sealSummary(t *testing.T, k crypto.PrivKey, r uint64, root [32]byte, leaves [][32]byte, winners ...peer.ID) []byte {
	t.Helper()
	s := &wire.RoundSummary{VotesRoot: root[:]}
	for _, w := range winners {
		s.Winners = append(s.Winners, []byte(w))
	}
	for _, l := range leaves {
		s.Leaves = append(s.Leaves, append([]byte(nil), l[:]...))
	}
	raw, err := wire.Seal(k, &wire.Body{SwarmId: "ev", Round: r, Stage: wire.Stage_STAGE_DONE, Payload: &wire.Body_Summary{Summary: s}})
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

func TestContradictionsVerifyFromSignedMessagesAlone(t *testing.T) {
	var keys []crypto.PrivKey
	var ids []peer.ID
	for range 4 {
		k, id := newKey(t)
		keys, ids = append(keys, k), append(ids, id)
	}
	// Votes: 0->1, 2->1, 3->2; the tally's winner is 1.
	votes := [][]byte{sealVote(t, keys[0], 5, ids[1]), sealVote(t, keys[2], 5, ids[1]), sealVote(t, keys[3], 5, ids[2])}
	var recs []round.VoteRecord
	for _, raw := range votes {
		s, _ := wire.Open(raw)
		recs = append(recs, round.VoteRecord{Voter: string(s.From), Choice: string(s.Body.GetVote().GetChoice()), Raw: raw})
	}
	tally := round.ComputeTally(5, recs, 1)
	if len(tally.Winners) != 1 || tally.Winners[0] != string(ids[1]) {
		t.Fatalf("tally %v", tally.Winners)
	}

	// A peer commits the right root but claims peer 2 won: provable.
	lying := swarm.Contradiction{Kind: swarm.ContradictionWinners, Round: 5, Peer: ids[3],
		Summary: sealSummary(t, keys[3], 5, tally.Root, tally.Leaves, ids[2]), Votes: votes}
	if err := swarm.VerifyContradiction(lying, 1); err != nil {
		t.Fatalf("a wrong-winners contradiction does not verify: %v", err)
	}
	// The honest summary is not contradicted by the same votes.
	honest := lying
	honest.Summary = sealSummary(t, keys[0], 5, tally.Root, tally.Leaves, ids[1])
	if err := swarm.VerifyContradiction(honest, 1); !errors.Is(err, swarm.ErrNoContradiction) {
		t.Fatalf("honest summary: err = %v", err)
	}
	// Votes that are not the committed set prove nothing.
	partial := lying
	partial.Votes = votes[:2]
	if err := swarm.VerifyContradiction(partial, 1); !errors.Is(err, swarm.ErrNoContradiction) {
		t.Fatalf("partial votes: err = %v", err)
	}

	// Peer 3 also signs a second vote: a summary that counted either of
	// its votes counted an equivocator.
	second := sealVote(t, keys[3], 5, ids[0])
	eq := swarm.Contradiction{Kind: swarm.ContradictionEquivocator, Round: 5, Peer: ids[0],
		Summary: sealSummary(t, keys[0], 5, tally.Root, tally.Leaves, ids[1]), Votes: [][]byte{votes[2], second}}
	if err := swarm.VerifyContradiction(eq, 1); err != nil {
		t.Fatalf("counted-equivocator contradiction does not verify: %v", err)
	}
	// A tampered vote breaks the evidence.
	bad := append([]byte(nil), second...)
	bad[len(bad)-3] ^= 1
	eq.Votes = [][]byte{votes[2], bad}
	if err := swarm.VerifyContradiction(eq, 1); err == nil {
		t.Fatal("a tampered vote was accepted as evidence")
	}
}
