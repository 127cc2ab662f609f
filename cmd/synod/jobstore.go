package main

import (
	"context"
	"fmt"
	"io"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/storage/checkpoint"
)

// jobStore gives dispute/job the node's checkpoint store: Put imports and
// pins, Open reads local content and, with a fetch service, fetches what
// is missing from the network first (from peers, when given, and
// providers found on the DHT).
type jobStore struct {
	st    *checkpoint.Store
	svc   *checkpoint.Service // nil: local only
	peers []peer.AddrInfo
	// fetched is called after each fetch (progress lines).
	fetched func(c cid.Cid, res checkpoint.FetchResult)
}

var _ job.Store = (*jobStore)(nil)

func (s *jobStore) Put(ctx context.Context, name string, r io.Reader, size int64) (string, error) {
	info, err := s.st.Import(ctx, r, size, name)
	if err != nil {
		return "", err
	}
	return info.CID.String(), nil
}

func (s *jobStore) Open(ctx context.Context, c string) (io.ReadCloser, error) {
	root, err := cid.Decode(c)
	if err != nil {
		return nil, fmt.Errorf("%w: %q is not a CID", job.ErrNotFound, c)
	}
	has, err := s.st.Has(ctx, root)
	if err != nil {
		return nil, err
	}
	missing := !has
	if has {
		ms, err := s.st.Missing(ctx, root)
		if err != nil {
			return nil, err
		}
		missing = len(ms) > 0
	}
	if missing {
		if s.svc == nil {
			return nil, fmt.Errorf("%w: %s is not in the local store (give --peer to fetch it)", job.ErrNotFound, c)
		}
		opts := []checkpoint.FetchOption{checkpoint.WithoutProvide(), checkpoint.WithPinName("verify " + c)}
		if len(s.peers) > 0 {
			opts = append(opts, checkpoint.WithPeers(s.peers...))
		}
		res, err := s.svc.Fetch(ctx, root, opts...)
		if err != nil {
			return nil, fmt.Errorf("%w: fetching %s: %w", job.ErrNotFound, c, err)
		}
		if s.fetched != nil {
			s.fetched(root, res)
		}
	}
	return s.st.Open(ctx, root), nil
}
