package daemon

import (
	"context"
	"fmt"
	"io"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/storage/checkpoint"
)

// JobStore gives dispute/job a node's checkpoint store: Put imports and
// pins; Open reads local content and, with a fetch service, first fetches
// what is missing from the network (from Peers when given, and from the
// providers the DHT finds).
type JobStore struct {
	Store *checkpoint.Store
	// Fetch, when set, fetches missing content; nil: local only.
	Fetch *checkpoint.Service
	Peers []peer.AddrInfo
	// Fetched, when set, is called after each fetch (progress lines).
	Fetched func(c cid.Cid, res checkpoint.FetchResult)
}

var _ job.Store = (*JobStore)(nil)

// Put imports r under name and returns its CID.
func (s *JobStore) Put(ctx context.Context, name string, r io.Reader, size int64) (string, error) {
	info, err := s.Store.Import(ctx, r, size, name)
	if err != nil {
		return "", err
	}
	return info.CID.String(), nil
}

// Open returns the content named by c, fetching what is missing first.
func (s *JobStore) Open(ctx context.Context, c string) (io.ReadCloser, error) {
	root, err := cid.Decode(c)
	if err != nil {
		return nil, fmt.Errorf("%w: %q is not a CID", job.ErrNotFound, c)
	}
	has, err := s.Store.Has(ctx, root)
	if err != nil {
		return nil, err
	}
	missing := !has
	if has {
		ms, err := s.Store.Missing(ctx, root)
		if err != nil {
			return nil, err
		}
		missing = len(ms) > 0
	}
	if missing {
		if s.Fetch == nil {
			return nil, fmt.Errorf("%w: %s is not in the local store (give a peer to fetch it from)", job.ErrNotFound, c)
		}
		opts := []checkpoint.FetchOption{checkpoint.WithoutProvide(), checkpoint.WithPinName("job " + c)}
		if len(s.Peers) > 0 {
			opts = append(opts, checkpoint.WithPeers(s.Peers...))
		}
		res, err := s.Fetch.Fetch(ctx, root, opts...)
		if err != nil {
			return nil, fmt.Errorf("%w: fetching %s: %w", job.ErrNotFound, c, err)
		}
		if s.Fetched != nil {
			s.Fetched(root, res)
		}
	}
	return s.Store.Open(ctx, root), nil
}

// JobStore returns the node's checkpoint store as a job store that fetches
// missing content from the network (nil before Start).
func (d *Daemon) JobStore() *JobStore {
	if d.store == nil {
		return nil
	}
	return &JobStore{Store: d.store, Fetch: d.ckpt}
}
