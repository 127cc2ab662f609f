package chain

import (
	"bytes"
	"errors"
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

const testRound = 1000 // seconds per round in tests

// newSwarm creates a swarm that starts 100 s from now, coordinated by
// account 0, and registers accounts 1..n.
func (e *testEnv) newSwarm(n int) (*big.Int, uint64) {
	e.t.Helper()
	start := e.now() + 100
	id, err := e.c.CreateSwarm(e.ctx, e.accts[0], SwarmParams{StartTime: start, RoundDuration: testRound, Stages: 3, Questions: 4, Shown: 4, Winners: 3, TaskFamily: h32("arith"), ModelCID: "bafy-model"})
	must(e.t, err)
	for i := 1; i <= n; i++ {
		must(e.t, e.c.RegisterNode(e.ctx, e.accts[i], id))
	}
	return id, start
}

func TestCreateSwarmAndCoordinatorAccess(t *testing.T) {
	e := newTestEnv(t)
	_, err := e.c.CreateSwarm(e.ctx, e.accts[0], SwarmParams{RoundDuration: 0, Stages: 3})
	mustRevert(t, err, "BadSwarmParams")
	_, err = e.c.CreateSwarm(e.ctx, e.accts[0], SwarmParams{RoundDuration: 2, Stages: 3})
	mustRevert(t, err, "BadSwarmParams")
	_, err = e.c.CreateSwarm(e.ctx, e.accts[0], SwarmParams{RoundDuration: 30, Stages: 3, Questions: 4, Shown: 4})
	mustRevert(t, err, "BadSwarmParams") // no winners
	_, err = e.c.CreateSwarm(e.ctx, e.accts[0], SwarmParams{RoundDuration: 30, Stages: 3, Questions: 4, Shown: 4, Winners: 65})
	mustRevert(t, err, "BadSwarmParams") // more than MAX_WINNERS
	_, err = e.c.CreateSwarm(e.ctx, e.accts[0], SwarmParams{RoundDuration: 30, Stages: 3, Questions: 4, Shown: 4, Winners: 3, LocalRollouts: 33})
	mustRevert(t, err, "BadSwarmParams") // more than MAX_ROLLOUTS
	_, err = e.c.CreateSwarm(e.ctx, e.accts[0], SwarmParams{RoundDuration: 30, Stages: 3, Questions: 4, Shown: 4, Winners: 3, LocalRollouts: 2, ExternalRollouts: 33})
	mustRevert(t, err, "BadSwarmParams")
	split, err := e.c.CreateSwarm(e.ctx, e.accts[0], SwarmParams{RoundDuration: 30, Stages: 3, Questions: 4, Shown: 4, Winners: 3, LocalRollouts: 6, ExternalRollouts: 0})
	must(t, err)
	if s, err := e.c.Swarm(e.ctx, split); err != nil || s.LocalRollouts != 6 || s.ExternalRollouts != 0 {
		t.Fatalf("swarm with a 6/0 split: %+v, %v", s, err)
	}

	id, start := e.newSwarm(0)
	s, err := e.c.Swarm(e.ctx, id)
	must(t, err)
	if s.Coordinator != e.accts[0].Address() || s.StartTime != start || s.RoundDuration != testRound || s.Stages != 3 || s.Questions != 4 || s.Shown != 4 || s.Winners != 3 || s.ModelCid != "bafy-model" || s.TaskFamily != h32("arith") ||
		s.LocalRollouts != DefaultLocalRollouts || s.ExternalRollouts != DefaultExternalRollouts {
		t.Fatalf("swarm record %+v", s)
	}
	_, err = e.c.Swarm(e.ctx, big.NewInt(99))
	mustRevert(t, err, "UnknownSwarm")

	// Only the coordinator configures the swarm.
	mustRevert(t, e.c.SetBootstrap(e.ctx, e.accts[1], id, []string{"/ip4/127.0.0.1/tcp/1"}), "NotCoordinator")
	mustRevert(t, e.c.SetModel(e.ctx, e.accts[1], id, "x"), "NotCoordinator")
	mustRevert(t, e.c.SetCoordinator(e.ctx, e.accts[1], id, e.accts[1].Address()), "NotCoordinator")
	mustRevert(t, e.c.SetCoordinator(e.ctx, e.accts[0], id, common.Address{}), "BadSwarmParams")

	boot := []string{"/ip4/127.0.0.1/tcp/4001/p2p/16Uiu2a", "/ip4/127.0.0.1/udp/4001/quic-v1/p2p/16Uiu2b"}
	must(t, e.c.SetBootstrap(e.ctx, e.accts[0], id, boot))
	got, err := e.c.BootstrapPeers(e.ctx, id)
	must(t, err)
	if !slices.Equal(got, boot) {
		t.Fatalf("bootstrap %v", got)
	}
	must(t, e.c.SetBootstrap(e.ctx, e.accts[0], id, boot[:1]))
	got, _ = e.c.BootstrapPeers(e.ctx, id)
	if !slices.Equal(got, boot[:1]) {
		t.Fatalf("bootstrap after replace %v", got)
	}
	tooMany := make([]string, 33)
	mustRevert(t, e.c.SetBootstrap(e.ctx, e.accts[0], id, tooMany), "TooManyBootstrapPeers")

	must(t, e.c.SetModel(e.ctx, e.accts[0], id, "bafy-model-2"))
	must(t, e.c.SetCoordinator(e.ctx, e.accts[0], id, e.accts[1].Address()))
	mustRevert(t, e.c.SetModel(e.ctx, e.accts[0], id, "x"), "NotCoordinator")
	s, _ = e.c.Swarm(e.ctx, id)
	if s.Coordinator != e.accts[1].Address() || s.ModelCid != "bafy-model-2" {
		t.Fatalf("swarm after changes %+v", s)
	}

	// Round and stage follow the clock.
	started, _, _, err := e.c.CurrentRound(e.ctx, id)
	must(t, err)
	if started {
		t.Fatal("swarm started before its start time")
	}
	e.warpTo(start + 2*testRound + testRound/2)
	started, round, stage, err := e.c.CurrentRound(e.ctx, id)
	must(t, err)
	if !started || round != 2 || stage != 1 {
		t.Fatalf("round %d stage %d started %v", round, stage, started)
	}
}

func TestRegister(t *testing.T) {
	e := newTestEnv(t)
	id, _ := e.newSwarm(1)
	a := e.accts[1]
	ok, err := e.c.IsMember(e.ctx, id, a.Address())
	must(t, err)
	if !ok {
		t.Fatal("registered node is not a member")
	}
	pid, err := e.c.PeerIDOf(e.ctx, id, a.Address())
	must(t, err)
	if !bytes.Equal(pid, PeerIDBytes(a.PublicKey())) {
		t.Fatalf("peer ID on chain %x", pid)
	}
	if pid, _ := e.c.PeerIDOf(e.ctx, id, e.accts[2].Address()); pid != nil {
		t.Fatalf("unregistered node has peer ID %x", pid)
	}

	// Double registration.
	mustRevert(t, e.c.RegisterNode(e.ctx, a, id), "AlreadyRegistered")
	// Unknown swarm.
	mustRevert(t, e.c.RegisterNode(e.ctx, e.accts[2], big.NewInt(42)), "UnknownSwarm")

	// Wrong key: account 2 presents account 3's key and peer ID.
	b, victim := e.accts[2], e.accts[3]
	vpub, vpid := RegistrationProof(victim.PublicKey())
	_, err = e.c.send(e.ctx, b, "register", e.c.addrs.Coordinator, e.c.coord.PackRegister(id, vpub, vpid), nil)
	mustRevert(t, err, "PublicKeyNotSender")
	// Own key, someone else's peer ID.
	bpub, _ := RegistrationProof(b.PublicKey())
	_, err = e.c.send(e.ctx, b, "register", e.c.addrs.Coordinator, e.c.coord.PackRegister(id, bpub, vpid), nil)
	mustRevert(t, err, "PeerIdMismatch")
	// Own key, peer ID with the wrong parity byte.
	bad := PeerIDBytes(b.PublicKey())
	bad[6] ^= 0x01
	_, err = e.c.send(e.ctx, b, "register", e.c.addrs.Coordinator, e.c.coord.PackRegister(id, bpub, bad), nil)
	mustRevert(t, err, "PeerIdMismatch")
	// Truncated peer ID and malformed key.
	_, err = e.c.send(e.ctx, b, "register", e.c.addrs.Coordinator, e.c.coord.PackRegister(id, bpub, bad[:38]), nil)
	mustRevert(t, err, "PeerIdMismatch")
	_, err = e.c.send(e.ctx, b, "register", e.c.addrs.Coordinator, e.c.coord.PackRegister(id, bpub[:63], PeerIDBytes(b.PublicKey())), nil)
	mustRevert(t, err, "BadPublicKey")
	if ok, _ := e.c.IsMember(e.ctx, id, victim.Address()); ok {
		t.Fatal("victim became a member")
	}
	must(t, e.c.RegisterNode(e.ctx, b, id))
	s, _ := e.c.Swarm(e.ctx, id)
	if s.Participants != 2 {
		t.Fatalf("participants %d", s.Participants)
	}
}

func TestCommitRoundWindowsAndWinners(t *testing.T) {
	e := newTestEnv(t)
	id, start := e.newSwarm(5)
	w1 := []common.Address{e.accts[3].Address(), e.accts[1].Address()}
	w2 := []common.Address{e.accts[2].Address()}

	// Round 0 is still running: too early.
	e.warpTo(start + 10)
	mustRevert(t, e.c.CommitRound(e.ctx, e.accts[1], id, 0, h32("v"), w1), "CommitWindowNotOpen")
	// A node that joined after round 0 started cannot commit round 0.
	must(t, e.c.RegisterNode(e.ctx, e.accts[6], id))

	e.warpTo(start + testRound + 1)
	mustRevert(t, e.c.CommitRound(e.ctx, e.accts[7], id, 0, h32("v"), w1), "NotRegistered")
	mustRevert(t, e.c.CommitRound(e.ctx, e.accts[6], id, 0, h32("v"), w1), "JoinedAfterRoundStart")
	// Unsorted winners are rejected (the wrapper sorts, so call raw).
	unsorted := []common.Address{common.HexToAddress("0x02"), common.HexToAddress("0x01")}
	_, err := e.c.send(e.ctx, e.accts[1], "commitRound", e.c.addrs.Coordinator, e.c.coord.PackCommitRound(id, 0, h32("v"), unsorted), nil)
	mustRevert(t, err, "WinnersNotSorted")
	dup := []common.Address{common.HexToAddress("0x01"), common.HexToAddress("0x01")}
	_, err = e.c.send(e.ctx, e.accts[1], "commitRound", e.c.addrs.Coordinator, e.c.coord.PackCommitRound(id, 0, h32("v"), dup), nil)
	mustRevert(t, err, "WinnersNotSorted")
	many := make([]common.Address, 65)
	for i := range many {
		many[i] = common.BigToAddress(big.NewInt(int64(i + 1)))
	}
	mustRevert(t, e.c.CommitRound(e.ctx, e.accts[1], id, 0, h32("v"), many), "TooManyWinners")

	// 3 of 4 committers agree on w1 (different vote roots are fine).
	must(t, e.c.CommitRound(e.ctx, e.accts[1], id, 0, h32("v1"), w1))
	must(t, e.c.CommitRound(e.ctx, e.accts[2], id, 0, h32("v2"), w2))
	res, err := e.c.RoundResult(e.ctx, id, 0)
	must(t, err)
	if res.Agreed || res.Committers != 2 || res.LeaderCount != 1 {
		t.Fatalf("1-1 tie: %+v", res)
	}
	if _, _, err := e.c.Winners(e.ctx, id, 0); !errors.Is(err, ErrNoWinners) {
		t.Fatalf("tie gave winners: %v", err)
	}
	must(t, e.c.CommitRound(e.ctx, e.accts[3], id, 0, h32("v3"), w1))
	must(t, e.c.CommitRound(e.ctx, e.accts[4], id, 0, h32("v1"), slices.Clone(w1)))
	// Replayed commitment.
	mustRevert(t, e.c.CommitRound(e.ctx, e.accts[1], id, 0, h32("v1"), w1), "AlreadyCommitted")

	res, _ = e.c.RoundResult(e.ctx, id, 0)
	if !res.Agreed || res.Final || res.Committers != 4 || res.LeaderCount != 3 {
		t.Fatalf("result %+v", res)
	}
	winners, final, err := e.c.Winners(e.ctx, id, 0)
	must(t, err)
	if final || !slices.Equal(winners, SortWinners(w1)) {
		t.Fatalf("winners %v final %v", winners, final)
	}

	// The window closes when round 2 starts.
	e.warpTo(start + 2*testRound)
	mustRevert(t, e.c.CommitRound(e.ctx, e.accts[5], id, 0, h32("v"), w1), "CommitWindowClosed")
	winners, final, err = e.c.Winners(e.ctx, id, 0)
	must(t, err)
	if !final || len(winners) != 2 {
		t.Fatalf("final winners %v %v", winners, final)
	}
	// Round 1 opens now; a node cannot go back to an earlier round once
	// it committed a later one.
	must(t, e.c.CommitRound(e.ctx, e.accts[5], id, 1, h32("v"), w2))
	e.warpTo(start + 3*testRound)
	must(t, e.c.CommitRound(e.ctx, e.accts[5], id, 2, h32("v"), w2))
	winners, _, err = e.c.Winners(e.ctx, id, 2)
	must(t, err)
	if !slices.Equal(winners, w2) {
		t.Fatalf("round 2 winners %v", winners)
	}
	// Empty winner lists are a valid result.
	must(t, e.c.CommitRound(e.ctx, e.accts[1], id, 2, h32("v"), nil))
	res, _ = e.c.RoundResult(e.ctx, id, 2)
	if res.Agreed || res.Committers != 2 {
		t.Fatalf("round 2 result %+v", res)
	}
	// A round without a vote: the agreed list is empty, not missing.
	e.warpTo(start + 4*testRound)
	must(t, e.c.CommitRound(e.ctx, e.accts[1], id, 3, h32("empty"), nil))
	must(t, e.c.CommitRound(e.ctx, e.accts[5], id, 3, h32("empty"), []common.Address{}))
	winners, _, err = e.c.Winners(e.ctx, id, 3)
	if err != nil || len(winners) != 0 {
		t.Fatalf("round 3 (no votes) winners %v, %v; want an empty list", winners, err)
	}
}

// TestLeaderOvertaken checks the tally when one list overtakes another:
// the counts of both stay exact and the winners follow the majority.
func TestLeaderOvertaken(t *testing.T) {
	e := newTestEnv(t)
	id, start := e.newSwarm(7)
	e.warpTo(start + testRound + 1)
	a := []common.Address{e.accts[1].Address()}
	b := []common.Address{e.accts[2].Address(), e.accts[3].Address()}
	count := func(w []common.Address) uint64 {
		n, err := call(e.ctx, e.c.coordC, "commitCount", e.c.coord.PackCommitCount(id, 0, WinnersHash(w)), e.c.coord.UnpackCommitCount)
		must(t, err)
		return n.Uint64()
	}
	order := [][]common.Address{a, b, b, a, a, b, b}
	wantA, wantB := []uint64{1, 1, 1, 2, 3, 3, 3}, []uint64{0, 1, 2, 2, 2, 3, 4}
	for i, w := range order {
		must(t, e.c.CommitRound(e.ctx, e.accts[i+1], id, 0, h32("v"), w))
		if count(a) != wantA[i] || count(b) != wantB[i] {
			t.Fatalf("after %d commits: a=%d b=%d, want %d %d", i+1, count(a), count(b), wantA[i], wantB[i])
		}
	}
	res, _ := e.c.RoundResult(e.ctx, id, 0)
	if !res.Agreed || res.LeaderCount != 4 || res.Committers != 7 {
		t.Fatalf("result %+v", res)
	}
	winners, _, err := e.c.Winners(e.ctx, id, 0)
	must(t, err)
	if !slices.Equal(winners, SortWinners(b)) {
		t.Fatalf("winners %v", winners)
	}
}
