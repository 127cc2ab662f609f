package checkpoint

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	mh "github.com/multiformats/go-multihash"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/localnet"
)

// peerSpec is how the tests start their loopback nodes: TCP only, and no
// DHT refreshes in the background, so that a node is connected only to the
// peers a test connects it to and those its own lookups walk.
var peerSpec = localnet.Spec{NoQUIC: true, NoDHTRefresh: true}

type testNode struct {
	p         *node.Node
	st        *Store
	svc       *Service
	closeOnce sync.Once
}

// close stops the node before the test ends (the test's cleanup does
// otherwise).
func (n *testNode) close() {
	n.closeOnce.Do(func() {
		_ = n.svc.Close()
		_ = n.st.Close()
		_ = n.p.Close()
	})
}

// patientSpread lets n's multi-provider fetches wait up to 5 s (not
// 300 ms) for every provider to answer the probe: on a loaded CI machine,
// under the race detector, a provider can take longer than 300 ms, and the
// tests using it check that every provider serves part of the checkpoint.
// Once all have answered the fetch goes on at once, as it does by default.
func patientSpread(n *testNode) { n.svc.spreadWait = 5 * time.Second }

// newTestNode starts a node whose store has 64 KiB leaves.
func newTestNode(t testing.TB, opts []ServiceOption, bootstrap ...peer.AddrInfo) *testNode {
	t.Helper()
	return newTestNodeChunk(t, 64<<10, opts, bootstrap...)
}

// newTestNodeChunk starts a node whose store has leaves of chunk bytes.
func newTestNodeChunk(t testing.TB, chunk int, opts []ServiceOption, bootstrap ...peer.AddrInfo) *testNode {
	t.Helper()
	ctx := context.Background()
	p, err := localnet.One(ctx, peerSpec, bootstrap...)
	if err != nil {
		t.Fatal(err)
	}
	st, err := OpenStore(t.TempDir(), WithChunkSize(chunk))
	if err != nil {
		t.Fatal(err)
	}
	opts = append([]ServiceOption{WithReprovideInterval(0), WithProviderTimeout(10 * time.Second)}, opts...)
	svc, err := NewService(p.Host(), p.DHT(), st, opts...)
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	n := &testNode{p: p, st: st, svc: svc}
	t.Cleanup(n.close)
	return n
}

// TestFetchThroughDHT: A adds a checkpoint; C knows only B and finds A as
// a provider through the DHT; the bytes and the repops state hash match.
func TestFetchThroughDHT(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	b := newTestNode(t, nil)
	a := newTestNode(t, nil, b.p.AddrInfo())
	c := newTestNode(t, nil, b.p.AddrInfo())
	data, hash := synthetic(t, 2<<20, 7)
	info, err := a.svc.Add(ctx, writeTemp(t, data))
	if err != nil {
		t.Fatal(err)
	}
	// The DHT bootstrap may have connected C to A; drop that, so C reaches
	// A only as a provider found on the DHT.
	_ = c.p.Host().Network().ClosePeer(a.p.Host().ID())
	out := filepath.Join(t.TempDir(), "got.ckpt")
	var last Progress
	res, err := c.svc.GetFile(ctx, info.CID, out, WithProgress(func(p Progress) { last = p }))
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, data) {
		t.Fatal("fetched bytes differ")
	}
	if res.StateHash != hash || res.Size != uint64(len(data)) || res.Providers < 1 || res.Fetched != res.Blocks || res.BadBlocks != 0 {
		t.Fatalf("result = %+v, want state hash %s", res, hash)
	}
	if last.Done < uint64(len(data)) || last.Total != uint64(len(data)) {
		t.Fatalf("last progress = %+v", last)
	}
	st, err := c.st.Stat(ctx, info.CID)
	if err != nil || !st.Complete || !st.Pinned || st.Fetching {
		t.Fatalf("C's Stat = %+v, %v", st, err)
	}

	// A block corrupted on C's disk is detected on read, removed and
	// fetched again from a provider.
	corruptLeaf(t, c.st, info.CID, 5)
	res, err = c.svc.GetFile(ctx, info.CID, out)
	if err != nil {
		t.Fatal(err)
	}
	got, _ = os.ReadFile(out)
	if !bytes.Equal(got, data) || res.StateHash != hash || res.Fetched != 1 {
		t.Fatalf("after repair: equal=%v result=%+v", bytes.Equal(got, data), res)
	}
}

// TestCorruptPeerNotUsed: one provider serves corrupted bytes for every
// leaf; the fetcher detects it, drops that peer and completes from the
// honest provider.
func TestCorruptPeerNotUsed(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	good := newTestNode(t, nil)
	bad := newTestNode(t, nil)
	c := newTestNode(t, []ServiceOption{WithProviderTimeout(20 * time.Second)})
	// 32 leaves: a fetch from two providers spreads them over both.
	data, hash := synthetic(t, 2<<20, 8)
	ig, err := good.st.Import(ctx, bytes.NewReader(data), 0, "good")
	if err != nil {
		t.Fatal(err)
	}
	ib, err := bad.st.Import(ctx, bytes.NewReader(data), 0, "bad")
	if err != nil || !ib.CID.Equals(ig.CID) {
		t.Fatalf("import on bad peer: %v", err)
	}
	for i := 0; i < 32; i++ {
		corruptLeaf(t, bad.st, ib.CID, i)
	}
	// The leaves go to whichever provider answers first, so under load the
	// bad peer may not be asked for any: fetch again (from an emptied
	// store) until it was.
	var res FetchResult
	for try := 0; try < 20 && res.BadBlocks == 0; try++ {
		if try > 0 {
			if err := c.st.Unpin(ctx, ig.CID); err != nil {
				t.Fatal(err)
			}
			if _, err := c.st.GC(ctx); err != nil {
				t.Fatal(err)
			}
		}
		res, err = c.svc.GetFile(ctx, ig.CID, filepath.Join(t.TempDir(), "out"),
			WithPeers(bad.p.AddrInfo(), good.p.AddrInfo()), WithoutProvide())
		if err != nil {
			t.Fatal(err)
		}
		if res.StateHash != hash {
			t.Fatalf("state hash %s, want %s", res.StateHash, hash)
		}
	}
	if res.StateHash != hash || res.BadBlocks == 0 {
		t.Fatalf("state hash %s (want %s), bad blocks reported %d", res.StateHash, hash, res.BadBlocks)
	}
	badCounts := c.svc.BadBlocks()
	if badCounts[bad.p.Host().ID()] == 0 {
		t.Fatalf("corrupted blocks from the bad peer were not detected: %v", badCounts)
	}
	if badCounts[good.p.Host().ID()] != 0 {
		t.Fatalf("honest peer blamed: %v", badCounts)
	}
	if !c.svc.isBanned(bad.p.Host().ID()) {
		t.Fatal("bad peer not banned")
	}
	t.Logf("bad blocks detected: %d", badCounts[bad.p.Host().ID()])
}

func TestUnknownCIDNoProviders(t *testing.T) {
	ctx := context.Background()
	b := newTestNode(t, nil)
	c := newTestNode(t, []ServiceOption{WithProviderTimeout(time.Second)}, b.p.AddrInfo())
	h, _ := mh.Sum([]byte("nobody has this"), mh.SHA2_256, -1)
	unknown := cid.NewCidV1(cid.DagProtobuf, h)
	start := time.Now()
	_, err := c.svc.Fetch(ctx, unknown)
	if !errors.Is(err, ErrNoProviders) {
		t.Fatalf("Fetch of unknown CID = %v, want ErrNoProviders", err)
	}
	// Only a search that ignores the timeout takes this long, even on a
	// loaded machine.
	if d := time.Since(start); d > time.Minute {
		t.Fatalf("gave up after %v, provider timeout is 1s", d)
	}
	t.Log(err)
}
