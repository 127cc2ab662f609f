package checkpoint

import (
	"context"
	"fmt"
	"io"

	"github.com/ipfs/boxo/blockservice"
	"github.com/ipfs/boxo/blockstore"
	chunker "github.com/ipfs/boxo/chunker"
	"github.com/ipfs/boxo/ipld/merkledag"
	"github.com/ipfs/boxo/ipld/unixfs/importer/balanced"
	"github.com/ipfs/boxo/ipld/unixfs/importer/helpers"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ds "github.com/ipfs/go-datastore"
	dssync "github.com/ipfs/go-datastore/sync"
	mh "github.com/multiformats/go-multihash"
)

// CIDOf returns the CID that a store with the default chunk size gives
// the bytes of r, without storing them: the same balanced UnixFS DAG with
// raw leaves, built in memory one leaf at a time. The whole file passes
// through memory once; only the interior nodes are kept.
func CIDOf(ctx context.Context, r io.Reader) (cid.Cid, error) {
	bs := blockstore.NewBlockstore(dssync.MutexWrap(ds.NewMapDatastore()))
	dag := merkledag.NewDAGService(blockservice.New(discardLeaves{bs}, nil))
	params := helpers.DagBuilderParams{
		Dagserv:    dag,
		Maxlinks:   helpers.DefaultLinksPerBlock,
		RawLeaves:  true,
		CidBuilder: cid.V1Builder{Codec: cid.DagProtobuf, MhType: mh.SHA2_256},
	}
	db, err := params.New(chunker.NewSizeSplitter(ctxReader{ctx, r}, DefaultChunkSize))
	if err != nil {
		return cid.Undef, fmt.Errorf("checkpoint: CID: %w", err)
	}
	root, err := balanced.Layout(db)
	if err != nil {
		return cid.Undef, fmt.Errorf("checkpoint: CID: %w", err)
	}
	return root.Cid(), nil
}

// discardLeaves is a blockstore that drops raw leaves (the layout never
// reads them back) and keeps the rest.
type discardLeaves struct{ blockstore.Blockstore }

func (d discardLeaves) Put(ctx context.Context, b blocks.Block) error {
	if b.Cid().Prefix().Codec == cid.Raw {
		return nil
	}
	return d.Blockstore.Put(ctx, b)
}

func (d discardLeaves) PutMany(ctx context.Context, bs []blocks.Block) error {
	keep := bs[:0:0]
	for _, b := range bs {
		if b.Cid().Prefix().Codec != cid.Raw {
			keep = append(keep, b)
		}
	}
	return d.Blockstore.PutMany(ctx, keep)
}
