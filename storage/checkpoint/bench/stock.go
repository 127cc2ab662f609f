package bench

import (
	"bytes"
	"context"
	"time"

	"github.com/ipfs/boxo/bitswap"
	bsnet "github.com/ipfs/boxo/bitswap/network/bsnet"
	"github.com/ipfs/boxo/blockservice"
	"github.com/ipfs/boxo/blockstore"
	chunker "github.com/ipfs/boxo/chunker"
	"github.com/ipfs/boxo/ipld/merkledag"
	"github.com/ipfs/boxo/ipld/unixfs/importer"
	ds "github.com/ipfs/go-datastore"
	dssync "github.com/ipfs/go-datastore/sync"

	"github.com/synod-net/synod/internal/cputime"
	"github.com/synod-net/synod/node/localnet"
)

// stockChunkSize is boxo's default chunk size.
const stockChunkSize = 256 << 10

// stockFetch is the reference point the tuning is measured against: stock
// boxo as most programs use it. In-memory blockstores, the default
// importer (256 KiB dag-pb leaves, CIDv0), bitswap with default options and
// merkledag.FetchGraph over a blockservice session, between two fresh
// loopback nodes. It returns the fetch rate and CPU seconds per GB.
func stockFetch(ctx context.Context, data []byte) (mbS, cpuPerGB float64, err error) {
	pa, err := localnet.One(ctx, peerSpec)
	if err != nil {
		return 0, 0, err
	}
	defer pa.Close()
	pb, err := localnet.One(ctx, peerSpec)
	if err != nil {
		return 0, 0, err
	}
	defer pb.Close()
	bctx, cancel := context.WithCancel(ctx)
	defer cancel()
	bsA := blockstore.NewBlockstore(dssync.MutexWrap(ds.NewMapDatastore()))
	bsB := blockstore.NewBlockstore(dssync.MutexWrap(ds.NewMapDatastore()))
	exA := bitswap.New(bctx, bsnet.NewFromIpfsHost(pa.Host()), pa.DHT(), bsA)
	defer exA.Close()
	exB := bitswap.New(bctx, bsnet.NewFromIpfsHost(pb.Host()), pb.DHT(), bsB)
	defer exB.Close()
	dagA := merkledag.NewDAGService(blockservice.New(bsA, exA))
	root, err := importer.BuildDagFromReader(dagA, chunker.NewSizeSplitter(bytes.NewReader(data), stockChunkSize))
	if err != nil {
		return 0, 0, err
	}
	if err := pb.Host().Connect(ctx, pa.AddrInfo()); err != nil {
		return 0, 0, err
	}
	dagB := merkledag.NewDAGService(blockservice.New(bsB, exB))
	cpu := cputime.Process()
	start := time.Now()
	if err := merkledag.FetchGraph(ctx, root.Cid(), dagB); err != nil {
		return 0, 0, err
	}
	d, n := time.Since(start), int64(len(data))
	return mbps(n, d), perGB(cputime.Process()-cpu, n), nil
}
