package checkpoint

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"

	"github.com/ipfs/boxo/ipld/merkledag"
	unixfs "github.com/ipfs/boxo/ipld/unixfs"
	pin "github.com/ipfs/boxo/pinning/pinner"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ds "github.com/ipfs/go-datastore"
	dsq "github.com/ipfs/go-datastore/query"
	ipld "github.com/ipfs/go-ipld-format"
)

// decodeNode decodes a block of a checkpoint DAG (dag-pb or raw).
func decodeNode(b blocks.Block) (ipld.Node, error) {
	switch b.Cid().Prefix().Codec {
	case cid.DagProtobuf:
		return merkledag.DecodeProtobufBlock(b)
	case cid.Raw:
		return merkledag.DecodeRawBlock(b)
	default:
		return nil, fmt.Errorf("%w: %s has codec 0x%x", ErrNotUnixFS, b.Cid(), b.Cid().Prefix().Codec)
	}
}

// links returns the children of a block (none for a raw leaf).
func links(b blocks.Block) ([]cid.Cid, error) {
	if b.Cid().Prefix().Codec == cid.Raw {
		return nil, nil
	}
	n, err := decodeNode(b)
	if err != nil {
		return nil, err
	}
	out := make([]cid.Cid, len(n.Links()))
	for i, l := range n.Links() {
		out[i] = l.Cid
	}
	return out, nil
}

// verifyBlock checks that b's bytes hash to its CID.
func verifyBlock(b blocks.Block) error {
	got, err := b.Cid().Prefix().Sum(b.RawData())
	if err != nil {
		return fmt.Errorf("checkpoint: hashing %s: %w", b.Cid(), err)
	}
	if !got.Equals(b.Cid()) {
		return fmt.Errorf("%w: %s: bytes hash to %s", ErrCorruptBlock, b.Cid(), got)
	}
	return nil
}

func fileSize(n ipld.Node) (uint64, error) {
	switch n := n.(type) {
	case *merkledag.RawNode:
		return uint64(len(n.RawData())), nil
	case *merkledag.ProtoNode:
		fs, err := unixfs.FSNodeFromBytes(n.Data())
		if err != nil {
			return 0, fmt.Errorf("%w: %s: %w", ErrNotUnixFS, n.Cid(), err)
		}
		return fs.FileSize(), nil
	default:
		return 0, fmt.Errorf("%w: %s", ErrNotUnixFS, n.Cid())
	}
}

// Has reports whether the block c is stored locally.
func (s *Store) Has(ctx context.Context, c cid.Cid) (bool, error) { return s.bs.Has(ctx, c) }

// Stat describes a checkpoint DAG as present in the local store.
type Stat struct {
	CID         cid.Cid `json:"cid"`
	Size        uint64  `json:"size"`
	Blocks      int     `json:"blocks"`
	LocalBlocks int     `json:"local_blocks"`
	LocalBytes  uint64  `json:"local_bytes"`
	Complete    bool    `json:"complete"`
	Pinned      bool    `json:"pinned"`
	Name        string  `json:"name,omitempty"`
	Fetching    bool    `json:"fetching"`
}

// walkLocal visits the DAG under root as far as it is stored locally.
// visit gets each CID reached and its block (nil when absent); children of
// absent blocks are unknown and not visited.
func (s *Store) walkLocal(ctx context.Context, root cid.Cid, visit func(c cid.Cid, b blocks.Block) error) error {
	queue := []cid.Cid{root}
	for len(queue) > 0 {
		if err := ctx.Err(); err != nil {
			return err
		}
		c := queue[0]
		queue = queue[1:]
		var b blocks.Block
		if c.Prefix().Codec == cid.Raw {
			// Leaves are checked for presence only; reading them is what
			// Verify is for.
			ok, err := s.bs.Has(ctx, c)
			if err != nil {
				return err
			}
			if ok {
				sz, err := s.bs.GetSize(ctx, c)
				if err != nil {
					return err
				}
				b = sizedBlock{c: c, n: sz}
			}
			if err := visit(c, b); err != nil {
				return err
			}
			continue
		}
		got, err := s.bs.Get(ctx, c)
		switch {
		case ipld.IsNotFound(err):
		case err != nil:
			return err
		default:
			b = got
		}
		if err := visit(c, b); err != nil {
			return err
		}
		if b != nil {
			ls, err := links(b)
			if err != nil {
				return err
			}
			queue = append(queue, ls...)
		}
	}
	return nil
}

// sizedBlock stands for a present leaf whose bytes were not read.
type sizedBlock struct {
	c cid.Cid
	n int
}

func (b sizedBlock) RawData() []byte          { return nil }
func (b sizedBlock) Cid() cid.Cid             { return b.c }
func (b sizedBlock) String() string           { return b.c.String() }
func (b sizedBlock) Loggable() map[string]any { return map[string]any{"block": b.c.String()} }

func blockLen(b blocks.Block) int {
	if sb, ok := b.(sizedBlock); ok {
		return sb.n
	}
	return len(b.RawData())
}

// Stat reports how much of the DAG under c is stored locally.
func (s *Store) Stat(ctx context.Context, c cid.Cid) (Stat, error) {
	st := Stat{CID: c, Complete: true}
	err := s.walkLocal(ctx, c, func(k cid.Cid, b blocks.Block) error {
		st.Blocks++
		if b == nil {
			st.Complete = false
			return nil
		}
		st.LocalBlocks++
		st.LocalBytes += uint64(blockLen(b))
		if k.Equals(c) {
			n, err := decodeNode(b)
			if err != nil {
				return err
			}
			if st.Size, err = fileSize(n); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return Stat{}, err
	}
	if st.LocalBlocks == 0 {
		return st, fmt.Errorf("%w: %s (fetch it with `synod checkpoint get %s`)", ErrNotLocal, c, c)
	}
	_, pinned, err := s.pinner.IsPinnedWithType(ctx, c, pin.Recursive)
	if err != nil {
		return Stat{}, err
	}
	st.Pinned = pinned
	if pinned {
		st.Name = pinName(ctx, s.pinner, c)
	}
	st.Fetching, _ = s.ds.Has(ctx, fetchingKey(c))
	return st, nil
}

func pinName(ctx context.Context, p pin.Pinner, c cid.Cid) string {
	ps, err := p.CheckIfPinnedWithType(ctx, pin.Recursive, true, c)
	if err != nil || len(ps) == 0 {
		return ""
	}
	return ps[0].Name
}

// Missing returns the CIDs of the DAG under c known to be absent locally
// (children of absent interior blocks are not known yet).
func (s *Store) Missing(ctx context.Context, c cid.Cid) ([]cid.Cid, error) {
	var out []cid.Cid
	err := s.walkLocal(ctx, c, func(k cid.Cid, b blocks.Block) error {
		if b == nil {
			out = append(out, k)
		}
		return nil
	})
	return out, err
}

// Open returns a reader over the checkpoint's bytes (see Export).
func (s *Store) Open(ctx context.Context, c cid.Cid) io.ReadCloser {
	pr, pw := io.Pipe()
	go func() {
		_, err := s.Export(ctx, c, pw)
		pw.CloseWithError(err)
	}()
	return pr
}

// Export writes the checkpoint's bytes to w in order. Every block read is
// re-hashed; a block whose bytes do not match its CID stops the export with
// ErrCorruptBlock naming it, a missing block with ErrNotLocal.
func (s *Store) Export(ctx context.Context, c cid.Cid, w io.Writer) (int64, error) {
	return s.export(ctx, c, func(p []byte) error {
		_, err := w.Write(p)
		return err
	})
}

// export calls write with the checkpoint's bytes in order, one block's
// data at a time; write may keep the slices (each is a fresh read).
func (s *Store) export(ctx context.Context, c cid.Cid, write func([]byte) error) (int64, error) {
	var n int64
	var walk func(k cid.Cid) error
	walk = func(k cid.Cid) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		b, err := s.bs.Get(ctx, k)
		if ipld.IsNotFound(err) {
			return fmt.Errorf("%w: block %s of %s is missing (run `synod checkpoint get %s` to fetch it)", ErrNotLocal, k, c, c)
		}
		if err != nil {
			return err
		}
		if err := verifyBlock(b); err != nil {
			s.m.corrupt.Inc()
			return err
		}
		switch k.Prefix().Codec {
		case cid.Raw:
			if err := write(b.RawData()); err != nil {
				return err
			}
			n += int64(len(b.RawData()))
			return nil
		case cid.DagProtobuf:
			nd, err := merkledag.DecodeProtobuf(b.RawData())
			if err != nil {
				return fmt.Errorf("%w: %s: %w", ErrNotUnixFS, k, err)
			}
			fs, err := unixfs.FSNodeFromBytes(nd.Data())
			if err != nil {
				return fmt.Errorf("%w: %s: %w", ErrNotUnixFS, k, err)
			}
			if t := fs.Type(); t != unixfs.TFile && t != unixfs.TRaw {
				return fmt.Errorf("%w: %s is a UnixFS %s, not a file", ErrNotUnixFS, k, t)
			}
			if d := fs.Data(); len(d) > 0 {
				if err := write(d); err != nil {
					return err
				}
				n += int64(len(d))
			}
			for _, l := range nd.Links() {
				if err := walk(l.Cid); err != nil {
					return err
				}
			}
			return nil
		default:
			return fmt.Errorf("%w: %s has codec 0x%x", ErrNotUnixFS, k, k.Prefix().Codec)
		}
	}
	err := walk(c)
	return n, err
}

// Verify re-hashes every local block of the DAG under c and deletes those
// whose bytes do not match their CID, so the next fetch gets them again.
// It returns the CIDs removed.
func (s *Store) Verify(ctx context.Context, c cid.Cid) ([]cid.Cid, error) {
	var bad []cid.Cid
	queue := []cid.Cid{c}
	for len(queue) > 0 {
		if err := ctx.Err(); err != nil {
			return bad, err
		}
		k := queue[0]
		queue = queue[1:]
		b, err := s.bs.Get(ctx, k)
		if ipld.IsNotFound(err) {
			continue
		}
		if err != nil {
			return bad, err
		}
		if verr := verifyBlock(b); verr != nil {
			s.log.Warn("removing corrupted block", "cid", k, "err", verr)
			s.m.corrupt.Inc()
			if err := s.bs.DeleteBlock(ctx, k); err != nil {
				return bad, err
			}
			bad = append(bad, k)
			continue
		}
		ls, err := links(b)
		if err != nil {
			return bad, err
		}
		queue = append(queue, ls...)
	}
	return bad, nil
}

// PinInfo is one pinned checkpoint.
type PinInfo struct {
	CID  cid.Cid `json:"cid"`
	Name string  `json:"name,omitempty"`
	Size uint64  `json:"size"`
}

// Pins lists the pinned checkpoints, sorted by name then CID.
func (s *Store) Pins(ctx context.Context) ([]PinInfo, error) {
	var out []PinInfo
	for p := range s.pinner.RecursiveKeys(ctx, true) {
		if p.Err != nil {
			return nil, p.Err
		}
		pi := PinInfo{CID: p.Pin.Key, Name: p.Pin.Name}
		if b, err := s.bs.Get(ctx, p.Pin.Key); err == nil {
			if n, err := decodeNode(b); err == nil {
				pi.Size, _ = fileSize(n)
			}
		}
		out = append(out, pi)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Name != out[j].Name {
			return out[i].Name < out[j].Name
		}
		return out[i].CID.String() < out[j].CID.String()
	})
	return out, nil
}

// Pin pins a checkpoint that is completely stored locally.
func (s *Store) Pin(ctx context.Context, c cid.Cid, name string) error {
	_, err := s.pin(ctx, c, name)
	return err
}

// pin is Pin, returning the Stat taken before pinning (Complete; Pinned
// and Name as they were before).
func (s *Store) pin(ctx context.Context, c cid.Cid, name string) (Stat, error) {
	unlock := s.bs.PinLock(ctx)
	defer unlock.Unlock(ctx)
	st, err := s.Stat(ctx, c)
	if err != nil {
		return Stat{}, err
	}
	if !st.Complete {
		return Stat{}, fmt.Errorf("%w: %s has %d of %d known blocks locally (run `synod checkpoint get %s` first)", ErrNotLocal, c, st.LocalBlocks, st.Blocks, c)
	}
	// The blocks are durable before the pin that needs them can be.
	if err := s.syncBlocks(); err != nil {
		return Stat{}, err
	}
	if err := s.pinner.PinWithMode(ctx, c, pin.Recursive, name); err != nil {
		return Stat{}, diskErr(s.dir, fmt.Errorf("checkpoint: pinning %s: %w", c, err))
	}
	return st, s.flushPins(ctx)
}

// Unpin removes the pin on c; its blocks go at the next GC. Unpinning a
// checkpoint whose fetch never finished abandons that fetch, so GC may
// reclaim its blocks too.
func (s *Store) Unpin(ctx context.Context, c cid.Cid) error {
	fetching, err := s.ds.Has(ctx, fetchingKey(c))
	if err != nil {
		return err
	}
	if fetching {
		if err := s.clearFetching(ctx, c); err != nil {
			return err
		}
	}
	err = s.pinner.Unpin(ctx, c, true)
	if errors.Is(err, pin.ErrNotPinned) {
		if fetching {
			return s.flushPins(ctx)
		}
		return fmt.Errorf("%w: %s", ErrNotPinned, c)
	}
	if err != nil {
		return fmt.Errorf("checkpoint: unpinning %s: %w", c, err)
	}
	return s.flushPins(ctx)
}

// GCResult reports a garbage collection.
type GCResult struct {
	Removed int    `json:"removed_blocks"`
	Freed   uint64 `json:"freed_bytes"`
	Kept    int    `json:"kept_blocks"`
}

// GC deletes every block not reachable from a pinned checkpoint or from a
// fetch in progress, then lets badger reclaim the space.
func (s *Store) GC(ctx context.Context) (GCResult, error) {
	unlock := s.bs.GCLock(ctx)
	defer unlock.Unlock(ctx)

	keep := map[string]struct{}{}
	mark := func(root cid.Cid) error {
		return s.walkLocal(ctx, root, func(k cid.Cid, b blocks.Block) error {
			if b != nil {
				keep[string(k.Hash())] = struct{}{}
			}
			return nil
		})
	}
	var roots []cid.Cid
	for p := range s.pinner.RecursiveKeys(ctx, false) {
		if p.Err != nil {
			return GCResult{}, p.Err
		}
		roots = append(roots, p.Pin.Key)
	}
	for p := range s.pinner.DirectKeys(ctx, false) {
		if p.Err != nil {
			return GCResult{}, p.Err
		}
		keep[string(p.Pin.Key.Hash())] = struct{}{}
	}
	fetching, err := s.fetchingRoots(ctx)
	if err != nil {
		return GCResult{}, err
	}
	roots = append(roots, fetching...)
	for _, r := range roots {
		if err := mark(r); err != nil {
			return GCResult{}, fmt.Errorf("checkpoint: gc: walking %s: %w", r, err)
		}
	}
	keys, err := s.bs.AllKeysChan(ctx)
	if err != nil {
		return GCResult{}, err
	}
	var res GCResult
	var del []cid.Cid
	for k := range keys {
		if _, ok := keep[string(k.Hash())]; ok {
			res.Kept++
			continue
		}
		del = append(del, k)
	}
	for _, k := range del {
		if sz, err := s.bs.GetSize(ctx, k); err == nil {
			res.Freed += uint64(sz)
		}
		if err := s.bs.DeleteBlock(ctx, k); err != nil {
			return res, fmt.Errorf("checkpoint: gc: deleting %s: %w", k, err)
		}
		res.Removed++
	}
	s.m.gcRemoved.Add(float64(res.Removed))
	if res.Removed > 0 {
		// Reclaim value-log space; ErrNoRewrite just means nothing to do.
		_ = s.ds.CollectGarbage(ctx)
	}
	return res, ctx.Err()
}

func fetchingKey(c cid.Cid) ds.Key { return fetchingPrefix.ChildString(c.String()) }

// markFetching durably records that a fetch of c is in progress.
func (s *Store) markFetching(ctx context.Context, c cid.Cid) error {
	if err := s.ds.Put(ctx, fetchingKey(c), nil); err != nil {
		return diskErr(s.dir, err)
	}
	return diskErr(s.dir, s.ds.Sync(ctx, fetchingKey(c)))
}

func (s *Store) clearFetching(ctx context.Context, c cid.Cid) error {
	return s.ds.Delete(ctx, fetchingKey(c))
}

func (s *Store) fetchingRoots(ctx context.Context) ([]cid.Cid, error) {
	res, err := s.ds.Query(ctx, dsq.Query{Prefix: fetchingPrefix.String(), KeysOnly: true})
	if err != nil {
		return nil, err
	}
	defer res.Close()
	var out []cid.Cid
	for r := range res.Next() {
		if r.Error != nil {
			return nil, r.Error
		}
		c, err := cid.Decode(ds.RawKey(r.Key).BaseNamespace())
		if err == nil {
			out = append(out, c)
		}
	}
	return out, nil
}
