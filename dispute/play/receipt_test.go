package play

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"testing"

	"github.com/libp2p/go-libp2p/core/peerstore"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/node/identity"
)

// TestAskReceipt: a referee that knows only a party's node asks it for
// the receipt it kept of a task in a role, over the dispute protocol, and
// gets it back with its signature checked; a task or role the node has
// no receipt for, or a node that serves no receipts, is an error.
func TestAskReceipt(t *testing.T) {
	f := newFixture(t)
	party, ref, bare := newHost(t, f.ids[0]), newHost(t, f.ids[1]), newHost(t, f.ids[1])
	ref.Peerstore().AddAddrs(party.ID(), party.Addrs(), peerstore.PermanentAddrTTL)
	srv := Serve(party, func(job.Hash, game.Party) (*Party, bool) { return nil, false },
		WithReceipts(func(task *big.Int, role game.Party) (*job.Receipt, bool) {
			return f.r[0], task.Int64() == 4 && role == game.Solver
		}))
	t.Cleanup(func() { _ = srv.Close() })
	r, err := AskReceipt(f.ctx, ref, party.ID(), big.NewInt(4), game.Solver, 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Hash != f.r[0].Hash || r.Signer.PeerID != party.ID().String() {
		t.Fatalf("got receipt %s signed by %s, want %s", r.Hash, r.Signer.PeerID, f.r[0].Hash)
	}
	for _, c := range []struct {
		task int64
		role game.Party
	}{{5, game.Solver}, {4, game.Challenger}} {
		if _, err := AskReceipt(f.ctx, ref, party.ID(), big.NewInt(c.task), c.role, 0); err == nil {
			t.Errorf("task %d as %s: got a receipt", c.task, c.role)
		}
	}
	bare.Peerstore().AddAddrs(ref.ID(), ref.Addrs(), peerstore.PermanentAddrTTL)
	srv2 := Serve(ref, func(job.Hash, game.Party) (*Party, bool) { return nil, false })
	t.Cleanup(func() { _ = srv2.Close() })
	if _, err := AskReceipt(f.ctx, bare, ref.ID(), big.NewInt(4), game.Solver, 0); err == nil {
		t.Error("a node serving no receipts handed one out")
	}
}

// FuzzDecodeReceiptResponse: the referee never panics on a party's answer
// to a receipt request; what it accepts is a valid receipt with a good
// signature.
func FuzzDecodeReceiptResponse(f *testing.F) {
	spec, err := job.DecodeSpec([]byte(testSpec))
	if err != nil {
		f.Fatal(err)
	}
	id, err := identity.Generate()
	if err != nil {
		f.Fatal(err)
	}
	r, err := job.Run(context.Background(), spec, job.NewMemStore(), id)
	if err != nil {
		f.Fatal(err)
	}
	b, err := r.Encode()
	if err != nil {
		f.Fatal(err)
	}
	ok, _ := json.Marshal(&response{Receipt: b})
	bad := append([]byte(nil), b...)
	bad[len(bad)/2] ^= 1
	tampered, _ := json.Marshal(&response{Receipt: bad})
	_, resps := seedFrames(f)
	for _, s := range append(resps, ok, tampered, []byte(`{"receipt":""}`)) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := decodeReceiptResponse(b, game.Solver)
		if err != nil {
			if !errors.Is(err, ErrWire) && r != nil {
				t.Fatal("a receipt with an error")
			}
			return
		}
		if err := r.CheckSignature(); err != nil {
			t.Fatalf("accepted a receipt whose signature fails: %v", err)
		}
	})
}
