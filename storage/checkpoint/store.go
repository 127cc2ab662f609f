package checkpoint

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/dgraph-io/badger/v4"
	"github.com/dgraph-io/badger/v4/options"
	"github.com/ipfs/boxo/blockservice"
	"github.com/ipfs/boxo/blockstore"
	chunker "github.com/ipfs/boxo/chunker"
	"github.com/ipfs/boxo/ipld/merkledag"
	"github.com/ipfs/boxo/ipld/unixfs/importer/balanced"
	"github.com/ipfs/boxo/ipld/unixfs/importer/helpers"
	pin "github.com/ipfs/boxo/pinning/pinner"
	"github.com/ipfs/boxo/pinning/pinner/dspinner"
	"github.com/ipfs/go-cid"
	ds "github.com/ipfs/go-datastore"
	badgerds "github.com/ipfs/go-ds-badger4"
	ipld "github.com/ipfs/go-ipld-format"
	mh "github.com/multiformats/go-multihash"
	"github.com/prometheus/client_golang/prometheus"
)

// DefaultChunkSize is the leaf size of imported checkpoints: 1 MiB, the
// largest size that stays well inside bitswap's 2 MiB block limit, so a
// 256 MiB checkpoint is 256 leaves and two DAG levels.
const DefaultChunkSize = 1 << 20

// fetchingPrefix holds the roots of fetches in progress; they are GC roots.
var fetchingPrefix = ds.NewKey("/synod/fetching")

// StoreOption configures a Store.
type StoreOption func(*Store) error

// WithStoreLogger sets the logger (default slog.Default()).
func WithStoreLogger(l *slog.Logger) StoreOption {
	return func(s *Store) error {
		if l == nil {
			return errors.New("checkpoint: nil logger")
		}
		s.log = l
		return nil
	}
}

// WithChunkSize sets the leaf size of imports (default DefaultChunkSize).
func WithChunkSize(n int) StoreOption {
	return func(s *Store) error {
		if n < 1<<10 || n > 2<<20-1<<10 {
			return fmt.Errorf("checkpoint: chunk size %d outside 1 KiB..2 MiB-1 KiB", n)
		}
		s.chunkSize = n
		return nil
	}
}

// WithStoreRegisterer registers the store's metrics with reg.
func WithStoreRegisterer(reg prometheus.Registerer) StoreOption {
	return func(s *Store) error {
		s.reg = reg
		return nil
	}
}

// WithValidator replaces the check run on every imported and exported
// file (default: repops/checkpoint's StreamVerifier, which checks the
// importer's chunks in place on a goroutine of its own while the import
// goes on). A nil validator imports any bytes.
func WithValidator(v Validator) StoreOption {
	return func(s *Store) error {
		s.validate = v
		s.stream = false
		return nil
	}
}

// Store is a node's local checkpoint store: a blockstore over badger, a
// DAG service on top of it and a pin set. It is safe for concurrent use.
type Store struct {
	dir       string
	log       *slog.Logger
	reg       prometheus.Registerer
	chunkSize int
	validate  Validator
	// stream: validate with repops' StreamVerifier fed in place (the
	// default); otherwise with validate, if set.
	stream bool

	ds *badgerds.Datastore
	// files holds the large blocks (leaves) as files, and the rest in ds.
	files  *fileBlockstore
	bs     blockstore.GCBlockstore
	dag    ipld.DAGService
	pinner pin.Pinner
	m      *storeMetrics

	closeOnce sync.Once
	closeErr  error
}

// OpenStore opens (creating if needed) the checkpoint store in dir.
func OpenStore(dir string, opts ...StoreOption) (*Store, error) {
	s := &Store{dir: dir, log: slog.Default(), chunkSize: DefaultChunkSize, stream: true}
	for _, o := range opts {
		if err := o(s); err != nil {
			return nil, err
		}
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, diskErr(dir, fmt.Errorf("checkpoint: creating store directory: %w", err))
	}
	bo := badgerds.DefaultOptions
	bo.Options = bo.Options.
		WithLogger(nil).
		// Blocks are content addressed and verified when fetched; a torn
		// tail after a crash is discarded by badger and simply fetched
		// again, so block writes need not be synced one by one. Pins and
		// fetch markers are synced explicitly.
		WithSyncWrites(false).
		WithCompression(options.None).
		WithNumVersionsToKeep(1).
		WithValueThreshold(4 << 10).
		WithMemTableSize(32 << 20).
		WithValueLogFileSize(256 << 20).
		WithBlockCacheSize(16 << 20).
		WithIndexCacheSize(8 << 20).
		WithNumCompactors(2).
		WithDetectConflicts(false)
	bo.GcInterval = 0
	d, err := badgerds.NewDatastore(dir, &bo)
	if err != nil {
		if strings.Contains(err.Error(), "Cannot acquire directory lock") {
			return nil, fmt.Errorf("%w: %s is locked (is a synod node running with this --home? stop it or run the command through it)", ErrStoreBusy, dir)
		}
		return nil, diskErr(dir, fmt.Errorf("checkpoint: opening store in %s: %w", dir, err))
	}
	s.ds = d
	s.files, err = newFileBlockstore(filepath.Join(dir, "blocks"), blockstore.NewBlockstore(d, blockstore.WriteThrough(true)))
	if err != nil {
		_ = d.Close()
		return nil, diskErr(dir, err)
	}
	s.bs = blockstore.NewGCBlockstore(s.files, blockstore.NewGCLocker())
	s.dag = merkledag.NewDAGService(blockservice.New(s.bs, nil, blockservice.WriteThrough(true)))
	s.pinner, err = dspinner.New(context.Background(), d, s.dag)
	if err != nil {
		_ = d.Close()
		return nil, fmt.Errorf("checkpoint: loading pins: %w", err)
	}
	s.m = newStoreMetrics(s.reg)
	return s, nil
}

// Dir returns the store's directory.
func (s *Store) Dir() string { return s.dir }

// Blockstore returns the underlying blockstore (bitswap serves from it).
func (s *Store) Blockstore() blockstore.Blockstore { return s.bs }

// CollectValueLog rewrites the value-log files of the store's badger
// database (pins, small blocks, fetch markers) in which at least ratio
// (0 < ratio < 1) of the bytes are garbage, until none qualifies, and
// returns how many it rewrote. Unpinned blocks are removed by GC; this
// gives their space back. A running node calls it every
// storage.gc_interval.
func (s *Store) CollectValueLog(ratio float64) (rewritten int, err error) {
	if ratio <= 0 || ratio >= 1 {
		return 0, fmt.Errorf("checkpoint: value-log discard ratio %v: want 0 < ratio < 1", ratio)
	}
	for {
		err := s.ds.DB.RunValueLogGC(ratio)
		if errors.Is(err, badger.ErrNoRewrite) || errors.Is(err, badger.ErrRejected) {
			return rewritten, nil
		}
		if err != nil {
			return rewritten, diskErr(s.dir, fmt.Errorf("checkpoint: value-log GC: %w", err))
		}
		rewritten++
	}
}

// Close closes the store. It is idempotent.
func (s *Store) Close() error {
	s.closeOnce.Do(func() {
		err := s.pinner.Close()
		if cerr := s.ds.Close(); err == nil {
			err = cerr
		}
		s.closeErr = err
	})
	return s.closeErr
}

// Info describes a checkpoint in the store.
type Info struct {
	CID  cid.Cid `json:"cid"`
	Size uint64  `json:"size"`
	Name string  `json:"name,omitempty"`
	// StateHash is the repops state hash (hex), when the bytes were
	// validated as a Synod checkpoint.
	StateHash string `json:"state_hash,omitempty"`
	// Step is the checkpoint's optimizer step, when validated.
	Step uint64 `json:"step,omitempty"`
}

// Import chunks r into a DAG, stores it, pins the root under name and
// returns it. size, when known (>0), is used to check free space first.
// The bytes are validated with the store's validator while they are
// imported; an invalid file is refused with ErrBadFormat and its blocks
// are left unpinned for the next GC.
func (s *Store) Import(ctx context.Context, r io.Reader, size int64, name string) (Info, error) {
	if size > 0 {
		if err := checkFree(s.dir, uint64(size)); err != nil {
			return Info{}, err
		}
	}
	unlock := s.bs.PinLock(ctx)
	defer unlock.Unlock(ctx)

	var spl chunker.Splitter = chunker.NewSizeSplitter(ctxReader{ctx, r}, int64(s.chunkSize))
	check := s.newCheck()
	if check != nil {
		spl = checkedSplitter{spl, check}
	}
	root, err := s.build(ctx, spl)
	var v validation
	if check != nil {
		v = check.finish() // also ends the validator after an early stop
		if err == nil && v.err != nil {
			return Info{}, fmt.Errorf("%w: %w", ErrBadFormat, v.err)
		}
	}
	if err != nil {
		return Info{}, err
	}
	info, err := s.pinRoot(ctx, root, name)
	info.StateHash, info.Step = v.stateHash, v.step
	return info, err
}

// newCheck returns the validation of one import or export (nil: none).
func (s *Store) newCheck() importCheck {
	switch {
	case s.stream:
		return newStreamCheck()
	case s.validate != nil:
		return newReaderCheck(s.validate)
	}
	return nil
}

func (s *Store) pinRoot(ctx context.Context, root ipld.Node, name string) (Info, error) {
	// The blocks are durable before the pin that needs them can be.
	if err := s.syncBlocks(); err != nil {
		return Info{}, err
	}
	if err := s.pinner.PinWithMode(ctx, root.Cid(), pin.Recursive, name); err != nil {
		return Info{}, diskErr(s.dir, fmt.Errorf("checkpoint: pinning %s: %w", root.Cid(), err))
	}
	if err := s.flushPins(ctx); err != nil {
		return Info{}, err
	}
	size, err := fileSize(root)
	if err != nil {
		return Info{}, err
	}
	s.m.imports.Inc()
	s.m.importBytes.Add(float64(size))
	return Info{CID: root.Cid(), Size: size, Name: name}, nil
}

func (s *Store) flushPins(ctx context.Context) error {
	if err := s.pinner.Flush(ctx); err != nil {
		return diskErr(s.dir, fmt.Errorf("checkpoint: saving pins: %w", err))
	}
	return s.sync(ctx)
}

// syncBlocks makes the block files written so far durable.
func (s *Store) syncBlocks() error { return diskErr(s.dir, s.files.sync()) }

// sync makes everything written so far durable: the block files first,
// then badger (blocks, pins, fetch markers).
func (s *Store) sync(ctx context.Context) error {
	if err := s.syncBlocks(); err != nil {
		return err
	}
	return diskErr(s.dir, s.ds.Sync(ctx, ds.NewKey("/")))
}

// build imports r as a balanced UnixFS DAG with raw leaves.
// Its writes are synced to disk in the background as it goes; the caller
// makes the last ones durable.
func (s *Store) build(ctx context.Context, spl chunker.Splitter) (root ipld.Node, err error) {
	sy := s.newSyncer(ctx)
	defer func() {
		if serr := sy.close(); err == nil && serr != nil {
			root, err = nil, serr
		}
	}()
	buf := ipld.NewBufferedDAG(ctx, syncingDAG{s.dag, sy}, ipld.MaxSizeBatchOption(32<<20), ipld.MaxNodesBatchOption(256))
	params := helpers.DagBuilderParams{
		Dagserv:    buf,
		Maxlinks:   helpers.DefaultLinksPerBlock,
		RawLeaves:  true,
		CidBuilder: cid.V1Builder{Codec: cid.DagProtobuf, MhType: mh.SHA2_256},
	}
	db, err := params.New(spl)
	if err != nil {
		return nil, fmt.Errorf("checkpoint: import: %w", err)
	}
	root, err = balanced.Layout(db)
	if err != nil {
		return nil, diskErr(s.dir, fmt.Errorf("checkpoint: import: %w", err))
	}
	if err := buf.Commit(); err != nil {
		return nil, diskErr(s.dir, fmt.Errorf("checkpoint: import: storing blocks: %w", err))
	}
	return root, nil
}

// AddFile validates and imports the checkpoint file at path and pins it
// under the file's base name.
func (s *Store) AddFile(ctx context.Context, path string) (Info, error) {
	f, err := os.Open(path)
	if err != nil {
		return Info{}, fmt.Errorf("checkpoint: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return Info{}, fmt.Errorf("checkpoint: %w", err)
	}
	if st.IsDir() {
		return Info{}, fmt.Errorf("%w: %s is a directory", ErrBadFormat, path)
	}
	info, err := s.Import(ctx, f, st.Size(), baseName(path))
	if err != nil {
		return Info{}, fmt.Errorf("adding %s: %w", path, err)
	}
	return info, nil
}

func baseName(p string) string {
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		return p[i+1:]
	}
	return p
}

// ctxReader stops reading once ctx is done, so an import can be
// interrupted.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}
