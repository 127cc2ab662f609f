package play

import (
	"testing"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peerstore"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/node/loophost"
	"github.com/synod-net/synod/repops"
)

// newHost starts a libp2p host on loopback with id's key.
func newHost(t *testing.T, id *identity.Identity) host.Host {
	t.Helper()
	h, err := loophost.New(libp2p.Identity(id.PrivKey()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	return h
}

// netDispute serves the solver's and the challenger's parties from their
// own hosts and referees the game from a third.
func (f *fixture) netDispute(t *testing.T, sr, cr *job.Receipt, sregen, cregen Regenerator, serveSolver bool) *Result {
	t.Helper()
	return f.netDisputeWith(t, sr, cr, sregen, cregen, serveSolver, RemoteConfig{})
}

// netDisputeWith is netDispute with the game configured by cfg.
func (f *fixture) netDisputeWith(t *testing.T, sr, cr *job.Receipt, sregen, cregen Regenerator, serveSolver bool, cfg RemoteConfig) *Result {
	t.Helper()
	hs := [2]host.Host{newHost(t, f.ids[0]), newHost(t, f.ids[1])}
	rid, err := identity.Generate()
	if err != nil {
		t.Fatal(err)
	}
	ref := newHost(t, rid)
	rs := [2]*job.Receipt{sr, cr}
	regens := [2]Regenerator{sregen, cregen}
	roles := [2]game.Party{game.Solver, game.Challenger}
	for i, h := range hs {
		ref.Peerstore().AddAddrs(h.ID(), h.Addrs(), peerstore.PermanentAddrTTL)
		p, err := NewParty(f.ctx, roles[i], rs[i], f.st[i], regens[i])
		if err != nil {
			t.Fatal(err)
		}
		serve := i == 1 || serveSolver
		srv := Serve(h, func(r job.Hash, role game.Party) (*Party, bool) {
			return p, serve && r == rs[i].Hash && role == roles[i]
		})
		t.Cleanup(func() { _ = srv.Close() })
	}
	res, err := Remote(f.ctx, ref, sr, cr, &Referee{Spec: f.spec, OpSet: sr.OpSetVersion}, cfg)
	if err != nil {
		t.Fatal(err)
	}
	ruling := "none"
	if res.Ruling != nil {
		ruling = res.Ruling.Work + ": " + res.Ruling.Detail
	}
	t.Logf("%s; pinned step %d entry %d; %d moves, %d bytes on the wire, %v; referee %s; forfeit %q",
		res.Outcome.Reason, res.Step, res.Entry, res.Moves, res.Bytes, res.Elapsed, ruling, res.Forfeit)
	return res
}

// TestRemoteCatchesCheatingSolver: over libp2p streams on loopback, the
// referee asks each party (the node that signed its receipt) for its
// moves and its evidence; a solver that lied about one op of step 7
// loses, the entry replayed from the inputs it sent.
func TestRemoteCatchesCheatingSolver(t *testing.T) {
	f := newFixture(t)
	lie := lieFrom(f.r[0], 7)
	if err := lie.Sign(f.ids[0]); err != nil {
		t.Fatal(err)
	}
	e := f.entries / 2
	res := f.netDispute(t, lie, f.r[1], tamper(7, e, func(x *repops.TraceEntry) { x.Output[5] ^= 4 }), nil, true)
	if res.Outcome.Winner != game.Challenger || res.Step != 7 || res.Entry != e || res.Ruling.Work != "op" || res.Bytes == 0 {
		t.Fatalf("outcome %+v at step %d entry %d", res.Outcome, res.Step, res.Entry)
	}
	// A lie about the state only: the post-states travel as checkpoints.
	lie = lieFrom(f.r[0], 4)
	if err := lie.Sign(f.ids[0]); err != nil {
		t.Fatal(err)
	}
	res = f.netDispute(t, lie, f.r[1], nil, nil, true)
	if res.Outcome.Winner != game.Challenger || res.Step != 4 || res.Entry != res.Entries || !res.StateProof || res.Ruling != nil {
		t.Fatalf("outcome %+v at step %d entry %d", res.Outcome, res.Step, res.Entry)
	}
}

// TestRemoteSilentPartyLoses: a solver whose node does not answer for
// its receipt loses at its first turn.
func TestRemoteSilentPartyLoses(t *testing.T) {
	f := newFixture(t)
	lie := lieFrom(f.r[1], 2)
	if err := lie.Sign(f.ids[1]); err != nil {
		t.Fatal(err)
	}
	res := f.netDispute(t, f.r[0], lie, nil, nil, false)
	if res.Outcome.Winner != game.Challenger || res.Moves != 0 {
		t.Fatalf("outcome %+v after %d moves", res.Outcome, res.Moves)
	}
}

// TestRemoteKnownLength: over libp2p, a game that knows the job's trace
// length (RemoteConfig.Entries; from traced receipts, step by step) has no
// openings: the pick that pins the step opens phase 2, and the game takes
// one move per halving of the steps and of the step's entries.
func TestRemoteKnownLength(t *testing.T) {
	f := newFixture(t)
	lie := lieFrom(f.r[0], 7)
	if err := lie.Sign(f.ids[0]); err != nil {
		t.Fatal(err)
	}
	e := f.entries / 3
	res := f.netDisputeWith(t, lie, f.r[1], tamper(7, e, func(x *repops.TraceEntry) { x.Output[2] ^= 1 }), nil, true,
		RemoteConfig{Entries: f.entries})
	if res.Outcome.Winner != game.Challenger || res.Step != 7 || res.Entry != e || res.Ruling == nil || res.Ruling.Work != "op" {
		t.Fatalf("outcome %+v at step %d entry %d", res.Outcome, res.Step, res.Entry)
	}
	if want := ceilLog2(f.spec.Steps) + ceilLog2(f.entries+1); res.Opened || res.Moves > want {
		t.Fatalf("%d moves, want at most ceil(log2 T) + ceil(log2 (G+1)) = %d", res.Moves, want)
	}
}
