package market

import (
	"testing"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peerstore"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/play"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/node/loophost"
)

func loopbackHost(t *testing.T, id *identity.Identity) host.Host {
	t.Helper()
	h, err := loophost.New(libp2p.Identity(id.PrivKey()))
	must(t, err)
	t.Cleanup(func() { h.Close() })
	return h
}

// TestDisputePartiesServeKeptReceipts: a solver's node answers, over the
// dispute protocol, for the receipt it kept of its run of a task, and
// wins a game refereed over libp2p against a challenger whose receipt
// lies from step 2 on; it answers for nothing else.
func TestDisputePartiesServeKeptReceipts(t *testing.T) {
	e := newEnv(t, testMkt)
	f := newFlow(e)
	f.submitAndCommit()
	sr, err := f.sol.Receipt(f.id)
	must(t, err)
	vr, err := f.vers[0].Receipt(f.id)
	must(t, err)
	dp := NewDisputeParties(e.ctx, e.stores[2], f.sol, nil)
	if _, ok := dp.Lookup(sr.Hash, game.Challenger); ok {
		t.Fatal("the solver's receipt answered as a challenger")
	}
	if _, ok := dp.Lookup(vr.Hash, game.Solver); ok {
		t.Fatal("a receipt the node did not keep answered")
	}
	if p, ok := dp.Lookup(sr.Hash, game.Solver); !ok || p.Role() != game.Solver {
		t.Fatal("the solver's kept receipt did not answer")
	}
	// A challenger (node 5) whose receipt lies from step 2 on.
	lie := *vr
	lies := append([]job.Hash(nil), vr.StateHashes...)
	for i := 1; i < len(lies); i++ {
		lies[i][0] ^= 1
	}
	must(t, lie.SetStateHashes(lies))
	must(t, lie.Sign(e.ids[5]))
	liar, err := play.NewParty(e.ctx, game.Challenger, &lie, e.stores[3], nil)
	must(t, err)
	hs, hc, ref := loopbackHost(t, e.ids[2]), loopbackHost(t, e.ids[5]), loopbackHost(t, e.ids[0])
	for _, h := range []host.Host{hs, hc} {
		ref.Peerstore().AddAddrs(h.ID(), h.Addrs(), peerstore.PermanentAddrTTL)
	}
	srv := play.Serve(hs, dp.Lookup)
	defer srv.Close()
	lsrv := play.Serve(hc, func(h job.Hash, role game.Party) (*play.Party, bool) {
		return liar, h == lie.Hash && role == game.Challenger
	})
	defer lsrv.Close()
	res, err := play.Remote(e.ctx, ref, sr, &lie, &play.Referee{Spec: sr.Spec, OpSet: sr.OpSetVersion}, play.RemoteConfig{})
	must(t, err)
	if res.Outcome.Winner != game.Solver || res.Step != 2 {
		t.Fatalf("outcome %+v at step %d entry %d (forfeit %q)", res.Outcome, res.Step, res.Entry, res.Forfeit)
	}
	t.Logf("%s at step %d entry %d of %d, %d moves, %d bytes", res.Outcome.Reason, res.Step, res.Entry, res.Entries, res.Moves, res.Bytes)
}
