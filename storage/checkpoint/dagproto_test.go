package checkpoint

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/ipfs/boxo/ipld/merkledag"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/synod-net/synod/node/localnet"
)

// interiorOf lists the dag-pb blocks stored under root.
func interiorOf(t *testing.T, n *testNode, root cid.Cid) map[cid.Cid][]byte {
	t.Helper()
	out := map[cid.Cid][]byte{}
	err := n.svc.walkInterior(context.Background(), root, func(b blocksBlock) bool {
		out[b.Cid()] = b.RawData()
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestDAGProtocolAnswersInterior: one request returns every interior node
// of a two-level DAG, each checked against its CID, and a fetch takes them
// from there (the leaves come over bitswap).
func TestDAGProtocolAnswersInterior(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	a := newTestNode(t, nil)
	c := newTestNode(t, nil)
	// 12 MiB in 64 KiB leaves: 192 leaves under two interior nodes.
	data, hash := synthetic(t, 12<<20, 3)
	info, err := a.st.Import(ctx, bytes.NewReader(data), 0, "x")
	if err != nil {
		t.Fatal(err)
	}
	want := interiorOf(t, a, info.CID)
	if len(want) != 3 {
		t.Fatalf("test DAG has %d interior nodes, want 3", len(want))
	}
	if err := c.p.Host().Connect(ctx, a.p.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	got, err := c.svc.fetchInterior(ctx, a.p.Host().ID(), info.CID)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("got %d interior nodes, want %d", len(got), len(want))
	}
	for k, b := range got {
		if !bytes.Equal(b.RawData(), want[k]) {
			t.Fatalf("block %s differs", k)
		}
	}

	res, err := c.svc.GetFile(ctx, info.CID, t.TempDir()+"/out", WithPeers(a.p.AddrInfo()), WithoutProvide())
	if err != nil {
		t.Fatal(err)
	}
	if res.StateHash != hash || res.DAGBlocks != 3 || res.Fetched != res.Blocks {
		t.Fatalf("result %+v, want state hash %s and 3 DAG protocol blocks", res, hash)
	}
}

// TestDAGProtocolRejectsBadAnswers: a block whose bytes do not match its
// CID, or one that was not asked for, ends the answer; the first marks the
// peer as having sent a corrupted block.
func TestDAGProtocolRejectsBadAnswers(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c := newTestNode(t, nil)
	liar, err := localnet.One(ctx, peerSpec)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = liar.Close() })
	if err := c.p.Host().Connect(ctx, liar.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	node := func(s string) *merkledag.ProtoNode {
		n := merkledag.NodeWithData([]byte(s))
		n.SetCidBuilder(cid.V1Builder{Codec: cid.DagProtobuf, MhType: 0x12})
		return n
	}
	root, other := node("root"), node("other")
	answer := func(c cid.Cid, data []byte) {
		liar.Host().SetStreamHandler(dagProtocol, func(st network.Stream) {
			defer st.Close()
			_, _ = readCID(bufio.NewReader(st))
			bw := bufio.NewWriter(st)
			writeFrame(bw, c.Bytes(), data)
			_ = bw.Flush()
		})
	}

	answer(other.Cid(), other.RawData()) // a valid block nobody asked for
	got, err := c.svc.fetchInterior(ctx, liar.Host().ID(), root.Cid())
	if !errors.Is(err, errDAGAnswer) || len(got) != 0 {
		t.Fatalf("unasked block: got %d blocks, err %v", len(got), err)
	}

	answer(root.Cid(), []byte("not the root's bytes"))
	got, err = c.svc.fetchInterior(ctx, liar.Host().ID(), root.Cid())
	if !errors.Is(err, ErrCorruptBlock) || len(got) != 0 {
		t.Fatalf("corrupted block: got %d blocks, err %v", len(got), err)
	}
	if c.svc.BadBlocks()[liar.Host().ID()] != 1 || !c.svc.isBanned(liar.Host().ID()) {
		t.Fatalf("corrupted DAG answer not held against the peer: %v", c.svc.BadBlocks())
	}
}

// TestFetchWithoutDAGProtocol: a provider that does not speak the DAG
// protocol is fetched from over bitswap alone.
func TestFetchWithoutDAGProtocol(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	a := newTestNode(t, nil)
	c := newTestNode(t, nil)
	a.p.Host().RemoveStreamHandler(dagProtocol)
	data, hash := synthetic(t, 12<<20, 4)
	info, err := a.st.Import(ctx, bytes.NewReader(data), 0, "x")
	if err != nil {
		t.Fatal(err)
	}
	res, err := c.svc.GetFile(ctx, info.CID, t.TempDir()+"/out", WithPeers(a.p.AddrInfo()), WithoutProvide())
	if err != nil {
		t.Fatal(err)
	}
	if res.StateHash != hash || res.DAGBlocks != 0 || res.Fetched != res.Blocks {
		t.Fatalf("result %+v, want state hash %s, no DAG protocol blocks", res, hash)
	}
}

// TestFetchSpreadsOverProviders: with three providers connected, every one
// of them serves part of the leaves (a fresh bitswap session asked for all
// leaves at once gave them all to the first provider that answered).
func TestFetchSpreadsOverProviders(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	data, hash := synthetic(t, 12<<20, 5)
	var provs []*testNode
	var ais []peer.AddrInfo
	for range 3 {
		p := newTestNode(t, nil)
		if _, err := p.st.Import(ctx, bytes.NewReader(data), 0, "x"); err != nil {
			t.Fatal(err)
		}
		provs = append(provs, p)
		ais = append(ais, p.p.AddrInfo())
	}
	c := newTestNode(t, nil)
	patientSpread(c)
	root := interiorRoot(t, provs[0])
	res, err := c.svc.GetFile(ctx, root, t.TempDir()+"/out", WithPeers(ais...), WithoutProvide())
	if err != nil {
		t.Fatal(err)
	}
	if res.StateHash != hash {
		t.Fatalf("state hash %s, want %s", res.StateHash, hash)
	}
	for i, p := range provs {
		sent := p.svc.bs.LedgerForPeer(c.p.Host().ID()).Sent
		t.Logf("provider %d sent %d bytes", i, sent)
		if sent < 64<<10 {
			t.Errorf("provider %d sent %d bytes: not one leaf", i, sent)
		}
	}
}

func interiorRoot(t *testing.T, n *testNode) cid.Cid {
	t.Helper()
	pins, err := n.st.Pins(context.Background())
	if err != nil || len(pins) != 1 {
		t.Fatalf("pins %v, %v", pins, err)
	}
	return pins[0].CID
}
