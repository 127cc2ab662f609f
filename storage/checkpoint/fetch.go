package checkpoint

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/internal/units"
)

// Progress is reported while a fetch runs.
type Progress struct {
	// Bytes of blocks stored so far (including those already local when
	// the fetch started) and the checkpoint size once the root is known
	// (0 before).
	Done, Total uint64
	// Fetched counts bytes received over the network by this fetch.
	Fetched uint64
	// Providers is the number of providers connected so far.
	Providers int
}

// FetchOption configures one fetch.
type FetchOption func(*fetchConfig)

type fetchConfig struct {
	progress  func(Progress)
	name      string
	noPin     bool
	noProvide bool
	noSearch  bool
	peers     []peer.AddrInfo
}

// WithProgress calls fn after every batch of blocks stored.
func WithProgress(fn func(Progress)) FetchOption { return func(c *fetchConfig) { c.progress = fn } }

// WithPinName pins the fetched checkpoint under name.
func WithPinName(name string) FetchOption { return func(c *fetchConfig) { c.name = name } }

// WithoutPin leaves the fetched checkpoint unpinned.
func WithoutPin() FetchOption { return func(c *fetchConfig) { c.noPin = true } }

// WithoutProvide does not announce the fetched checkpoint on the DHT.
func WithoutProvide() FetchOption { return func(c *fetchConfig) { c.noProvide = true } }

// WithoutSearch does not look for providers on the DHT: the fetch draws on
// the peers given with WithPeers and those already connected. (A DHT
// lookup connects to the peers it walks, and bitswap asks every connected
// peer.)
func WithoutSearch() FetchOption { return func(c *fetchConfig) { c.noSearch = true } }

// WithPeers adds known providers to connect to besides those found on the
// DHT.
func WithPeers(ps ...peer.AddrInfo) FetchOption {
	return func(c *fetchConfig) { c.peers = append(c.peers, ps...) }
}

// FetchResult reports a completed fetch.
type FetchResult struct {
	Info
	Blocks       int    `json:"blocks"`
	Fetched      int    `json:"fetched_blocks"`
	FetchedBytes uint64 `json:"fetched_bytes"`
	AlreadyLocal int    `json:"already_local_blocks"`
	Providers    int    `json:"providers"`
	// DAGBlocks counts the interior nodes received over the DAG protocol
	// (the rest came over bitswap).
	DAGBlocks int `json:"dag_protocol_blocks"`
	// ByPeer gives the bytes of blocks received from each peer while the
	// fetch ran (bitswap and the DAG protocol; a fetch running at the same
	// time on the same node counts too), by peer ID.
	ByPeer map[string]uint64 `json:"bytes_by_peer,omitempty"`
	// Reasks counts the times the fetch asked every provider again for
	// the blocks a slow provider still held (see endgame).
	Reasks    int           `json:"reasks"`
	BadBlocks int           `json:"bad_blocks"`
	Duration  time.Duration `json:"duration_ns"`
}

// Fetch gets the whole DAG under root into the local store from any
// provider, pins it and announces it. Blocks already stored are not asked
// for again, so a fetch that was interrupted (even by a crash) resumes.
// It fails with ErrNoProviders when no block arrives within the provider
// timeout and no provider was found.
func (s *Service) Fetch(ctx context.Context, root cid.Cid, opts ...FetchOption) (FetchResult, error) {
	if err := s.running(); err != nil {
		return FetchResult{}, err
	}
	var cfg fetchConfig
	for _, o := range opts {
		o(&cfg)
	}
	f := &fetch{s: s, root: root, cfg: cfg, start: time.Now(), badAtStart: s.badTotal(),
		connected: make(chan peer.ID, len(cfg.peers)+s.maxProviders), peersSettled: make(chan struct{})}
	res, err := f.run(ctx)
	if err != nil {
		return res, fmt.Errorf("fetching %s: %w", root, err)
	}
	return res, nil
}

type fetch struct {
	s     *Service
	root  cid.Cid
	cfg   fetchConfig
	start time.Time
	// badAtStart is the service's bad-block count when the fetch began.
	badAtStart int

	total     atomic.Uint64
	done      atomic.Uint64
	fetched   atomic.Uint64
	providers atomic.Int32
	lastBlock atomic.Int64 // unix nanos of the last block received
	// connected receives each provider connected to (never blocking).
	connected chan peer.ID
	// peersSettled is closed once every peer given with WithPeers is
	// connected to or failed.
	peersSettled chan struct{}

	progMu   sync.Mutex
	mu       sync.Mutex
	expected []cid.Cid
	res      FetchResult
}

func (f *fetch) expect(cs ...cid.Cid) {
	f.s.expect(cs...)
	f.mu.Lock()
	f.expected = append(f.expected, cs...)
	f.mu.Unlock()
}

func (f *fetch) run(ctx context.Context) (FetchResult, error) {
	s := f.s
	if err := s.st.markFetching(ctx, f.root); err != nil {
		return FetchResult{}, err
	}
	defer func() {
		f.mu.Lock()
		cs := f.expected
		f.mu.Unlock()
		// Duplicates from other providers may still be on the wire; keep
		// them expected for a while so they are not taken for corruption.
		time.AfterFunc(expectGrace, func() { s.unexpect(cs) })
	}()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// Closing the service ends its fetches.
	defer context.AfterFunc(s.ctx, cancel)()
	f.lastBlock.Store(time.Now().UnixNano())

	// Find and connect to providers in the background while the walk
	// starts with whatever peers are already connected.
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		f.findProviders(ctx)
	}()

	recv0 := s.received()
	pre := f.prefetchInterior(ctx)
	sess := s.bs.NewSession(ctx)
	w := newBlockWriter(ctx, s, f)
	walkErr := f.walk(ctx, sess.GetBlocks, w, pre)
	writeErr := w.close()
	if walkErr == nil {
		walkErr = writeErr
	}
	f.res.Providers = int(f.providers.Load())
	f.res.FetchedBytes = f.fetched.Load()
	for p, n := range s.received() {
		if d := n - recv0[p]; d > 0 {
			if f.res.ByPeer == nil {
				f.res.ByPeer = map[string]uint64{}
			}
			f.res.ByPeer[p.String()] += d
		}
	}
	if walkErr != nil {
		return f.res, walkErr
	}
	// Pin before dropping the in-progress marker, so the blocks are
	// protected from GC at every instant. Pinning checks first that every
	// block of the DAG is stored.
	var st Stat
	var err error
	name := f.cfg.name
	if f.cfg.noPin {
		st, err = s.st.Stat(ctx, f.root)
		name = st.Name
	} else {
		st, err = s.st.pin(ctx, f.root, f.cfg.name)
	}
	if err != nil {
		return f.res, err
	}
	if !st.Complete {
		return f.res, fmt.Errorf("%w: walk ended with %d of %d blocks", ErrNotLocal, st.LocalBlocks, st.Blocks)
	}
	if err := s.st.clearFetching(ctx, f.root); err != nil {
		return f.res, err
	}
	f.res.Info = Info{CID: f.root, Size: st.Size, Name: name}
	f.res.Duration = time.Since(f.start)
	f.res.BadBlocks = s.badTotal() - f.badAtStart
	s.m.fetches.Inc()
	s.m.fetchSeconds.Observe(f.res.Duration.Seconds())
	if !f.cfg.noProvide {
		pctx, pcancel := context.WithTimeout(ctx, time.Minute)
		if err := s.Provide(pctx, f.root); err != nil {
			s.log.Warn("fetched checkpoint not announced yet", "cid", f.root, "err", err)
		}
		pcancel()
	}
	return f.res, nil
}

// findProviders connects to the given peers and to providers of the root
// found on the DHT, skipping banned peers.
func (f *fetch) findProviders(ctx context.Context) {
	s := f.s
	connect := func(ai peer.AddrInfo) {
		if ai.ID == s.h.ID() || s.isBanned(ai.ID) {
			return
		}
		cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		if err := s.h.Connect(cctx, ai); err != nil {
			s.log.Debug("connecting to provider", "peer", ai.ID, "err", err)
			return
		}
		f.providers.Add(1)
		select {
		case f.connected <- ai.ID:
		default:
		}
	}
	var pw sync.WaitGroup
	for _, ai := range f.cfg.peers {
		pw.Add(1)
		go func() {
			defer pw.Done()
			connect(ai)
		}()
	}
	pw.Wait()
	close(f.peersSettled)
	if f.cfg.noSearch {
		return
	}
	fctx, cancel := context.WithTimeout(ctx, s.providerTimeout)
	defer cancel()
	var wg sync.WaitGroup
	for ai := range s.router.FindProvidersAsync(fctx, f.root, s.maxProviders) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			connect(ai)
		}()
	}
	wg.Wait()
}

// prefetchInterior gets the DAG's interior nodes from the first provider
// that connects (waiting at most dagProviderWait for one) over the DAG
// protocol, so the walk can ask bitswap for every leaf at once. It returns
// nil when the root is already local (a resumed fetch walks its stored
// nodes) or no provider answered; the walk then asks bitswap level by
// level.
func (f *fetch) prefetchInterior(ctx context.Context) map[cid.Cid]blocks.Block {
	if ok, err := f.s.st.bs.Has(ctx, f.root); err != nil || ok {
		return nil
	}
	t := time.NewTimer(dagProviderWait)
	defer t.Stop()
	for {
		select {
		case p := <-f.connected:
			got, err := f.s.fetchInterior(ctx, p, f.root)
			n := 0
			for _, b := range got {
				n += len(b.RawData())
			}
			f.s.noteReceived(p, n)
			if err != nil {
				f.s.log.Debug("DAG protocol", "peer", p, "root", f.root, "err", err)
			}
			if len(got) > 0 {
				return got
			}
		case <-t.C:
			return nil
		case <-ctx.Done():
			return nil
		}
	}
}

// getBlocks is a bitswap session's GetBlocks.
type getBlocks func(ctx context.Context, ks []cid.Cid) (<-chan blocks.Block, error)

// walk visits the DAG level by level: present blocks are read locally
// (interior nodes) or skipped (leaves); missing ones are requested in
// windows of up to s.window CIDs, so every block of a level is in flight at
// once across all providers.
func (f *fetch) walk(ctx context.Context, get getBlocks, w *blockWriter, pre map[cid.Cid]blocks.Block) error {
	s := f.s
	level := []cid.Cid{f.root}
	for len(level) > 0 {
		var next, missing []cid.Cid
		for _, c := range level {
			f.res.Blocks++
			if b, ok := pre[c]; ok {
				// Received over the DAG protocol and checked against its CID.
				f.res.DAGBlocks++
				ls, err := f.received(b, w)
				if err != nil {
					return err
				}
				next = append(next, ls...)
				continue
			}
			if c.Prefix().Codec == cid.Raw {
				ok, err := s.st.bs.Has(ctx, c)
				if err != nil {
					return err
				}
				if ok {
					f.res.AlreadyLocal++
					if sz, err := s.st.bs.GetSize(ctx, c); err == nil {
						f.done.Add(uint64(sz))
					}
					continue
				}
				missing = append(missing, c)
				continue
			}
			b, err := s.st.bs.Get(ctx, c)
			if err != nil {
				missing = append(missing, c)
				continue
			}
			if verifyBlock(b) != nil {
				// Corrupted on disk: drop it and fetch it again.
				_ = s.st.bs.DeleteBlock(ctx, c)
				missing = append(missing, c)
				continue
			}
			f.res.AlreadyLocal++
			f.done.Add(uint64(len(b.RawData())))
			if err := f.noteRoot(b); err != nil {
				return err
			}
			ls, err := links(b)
			if err != nil {
				return err
			}
			next = append(next, ls...)
		}
		f.report()
		if err := f.checkRoom(len(missing)); err != nil {
			return err
		}
		for len(missing) > 0 {
			n := min(len(missing), s.window)
			batch := missing[:n]
			missing = missing[n:]
			kids, err := f.fetchBatch(ctx, get, w, batch)
			if err != nil {
				return err
			}
			next = append(next, kids...)
		}
		level = next
	}
	return nil
}

// checkRoom fails with ErrDiskFull before missing more blocks are asked
// for when the store's disk cannot hold what the fetch still has to write
// (the checkpoint's size less what is stored already, once the root is
// known), rather than filling the disk and failing part way. The blocks
// stored so far are kept, so the fetch resumes once space is freed.
func (f *fetch) checkRoom(missing int) error {
	total, done := f.total.Load(), f.done.Load()
	if missing == 0 || total == 0 || done >= total {
		return nil
	}
	if err := checkFree(f.s.st.dir, total-done); err != nil {
		return fmt.Errorf("checkpoint is %s, %s of it still to fetch: %w", units.Bytes(total), units.Bytes(total-done), err)
	}
	return nil
}

// noteRoot records the total size once the root block is at hand.
func (f *fetch) noteRoot(b blocks.Block) error {
	if !b.Cid().Equals(f.root) {
		return nil
	}
	n, err := decodeNode(b)
	if err != nil {
		return err
	}
	sz, err := fileSize(n)
	if err != nil {
		return err
	}
	f.total.Store(sz)
	return nil
}

// Spreading a fetch over several providers. A bitswap session sends the
// want-block for a block to one of its peers, chosen at random among those
// that may have it with odds weighted by how many blocks each delivered
// first, and a peer joins the session only when it answers one of the
// session's wants. Asked for all the leaves at once, a fresh session
// therefore gave every leaf to whichever provider answered its first
// want-haves (256 MiB from one provider, nothing from the other two). With
// more than one provider connected (the peers named with WithPeers are
// given spreadWait to connect), the fetch now asks first for
// spreadProbe leaves only (a sixteenth of a batch of fewer than 128, at
// least one; broadcast to every connected peer as want-haves), waits until every
// provider has answered (at most spreadWait; then joinSettle more, so the
// session has taken the last answer in), and only then asks for the
// rest, which the session then draws evenly over all of them. On a busy
// machine a provider can take over 100 ms to answer; one that had not
// answered by then, or by the time the probe's blocks were in, got no
// leaf at all. The probe's blocks all go to the provider that answers
// first: a probe of a quarter of a small batch (8 of 32 leaves) gave it
// 16-19 MB of a 32 MiB checkpoint against 4-6 MB for another provider,
// and the fetch ended when it was done.
const (
	spreadProbe       = 8
	defaultSpreadWait = 300 * time.Millisecond
	joinSettle        = 10 * time.Millisecond
)

// fetchBatch requests ks and hands every block received to the writer,
// returning the children of the interior nodes among them.
func (f *fetch) fetchBatch(ctx context.Context, get getBlocks, w *blockWriter, ks []cid.Cid) ([]cid.Cid, error) {
	f.expect(ks...)
	bctx, cancel := context.WithCancel(ctx)
	defer cancel()
	first, rest := ks, []cid.Cid(nil)
	var joined <-chan struct{}
	var spread <-chan time.Time
	// The probe is at most a sixteenth of the batch (one block for a batch
	// of 4 to 31), so even a checkpoint of a few leaves is spread, and the
	// provider that answers first is not given much more than its share.
	probe := 0
	if len(ks) >= 4 {
		probe = min(spreadProbe, max(1, len(ks)/16))
	}
	if probe > 0 && len(f.cfg.peers) > 1 {
		// Give the connections to the peers named for this fetch a moment
		// to come up, so they all take part.
		t := time.NewTimer(f.s.spreadWait)
		select {
		case <-f.peersSettled:
		case <-t.C:
		case <-ctx.Done():
		}
		t.Stop()
	}
	if n := int(f.providers.Load()); n > 1 && probe > 0 {
		first, rest = ks[:probe], ks[probe:]
		var stop func()
		joined, stop = f.s.watchAnswers(first, n)
		defer stop()
		t := time.NewTimer(f.s.spreadWait)
		defer t.Stop()
		spread = t.C
	}
	// The batch's wants in the fetch's session live in actx; the endgame
	// cancels them and asks again in a fresh session, in a fresh actx.
	actx, acancel := context.WithCancel(bctx)
	defer func() { acancel() }()
	ch, err := get(actx, first)
	if err != nil {
		return nil, err
	}
	var ch2 <-chan blocks.Block
	askRest := func() error {
		joined, spread = nil, nil
		if len(rest) == 0 {
			return nil
		}
		var err error
		ch2, err = get(actx, rest)
		rest = nil
		return err
	}
	want := make(map[cid.Cid]struct{}, len(ks))
	for _, k := range ks {
		want[k] = struct{}{}
	}
	// Blocks asked for again in fresh sessions (see endgame) arrive on
	// extra; the forwarders end with bctx.
	extra := make(chan blocks.Block)
	var fwd sync.WaitGroup
	defer func() {
		cancel()
		fwd.Wait()
	}()
	reasked := false
	var settle <-chan time.Time
	// cancelBatch withdraws the batch's wants and returns the channel that
	// says when to ask again: endgameSettle later, once the cancels are
	// out (bitswap sends no want-have for a block to a peer it has one
	// outstanding with, and the fresh session's want-haves must reach
	// every provider).
	cancelBatch := func() <-chan time.Time {
		acancel()
		ch, ch2, reasked = nil, nil, true
		return time.After(endgameSettle)
	}
	askAgain := func() error {
		actx, acancel = context.WithCancel(bctx)
		out := make([]cid.Cid, 0, len(want))
		for c := range want {
			out = append(out, c)
		}
		rch, err := f.s.bs.NewSession(actx).GetBlocks(actx, out)
		if err != nil {
			return err
		}
		f.s.log.Debug("asking every provider again for the blocks still missing", "root", f.root, "blocks", len(out))
		f.s.m.reasks.Inc()
		f.res.Reasks++
		fwd.Add(1)
		go func() {
			defer fwd.Done()
			for b := range rch {
				select {
				case extra <- b:
				case <-bctx.Done():
					return
				}
			}
		}()
		return nil
	}
	var eg endgame
	var got, gotBytes int
	var kids []cid.Cid
	tick := time.NewTicker(endgameTick)
	defer tick.Stop()
	for len(want) > 0 {
		var b blocks.Block
		var ok bool
		select {
		case b, ok = <-ch:
			if !ok {
				ch = nil
			}
		case b, ok = <-ch2:
			if !ok {
				ch2 = nil
			}
		case b = <-extra:
			ok = true
		case <-joined:
			// The watch sees an answer before bitswap's session adds its
			// sender to the session's peers; asked at once, the rest could
			// be handed out before the last provider is one of them.
			joined, spread = nil, time.After(joinSettle)
			continue
		case <-spread:
			if err := askRest(); err != nil {
				return nil, err
			}
			continue
		case <-tick.C:
			if err := f.stalled(); err != nil {
				return nil, err
			}
			if rest != nil || f.providers.Load() < 2 {
				continue
			}
			avg := 0
			if got > 0 {
				avg = gotBytes / got
			}
			if eg.tick(len(want)*avg) && settle == nil {
				settle = cancelBatch()
			}
			continue
		case <-settle:
			settle = nil
			if err := askAgain(); err != nil {
				return nil, err
			}
			continue
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		if !ok {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if len(rest) > 0 {
				// The probe is in before every provider answered: the
				// rest waits for them (or for spreadWait) all the same,
				// or a provider slow to answer gets nothing.
				continue
			}
			if ch == nil && ch2 == nil && !reasked {
				return nil, fmt.Errorf("bitswap session ended with %d blocks outstanding", len(want))
			}
			continue
		}
		if _, ok := want[b.Cid()]; !ok {
			continue
		}
		delete(want, b.Cid())
		got++
		gotBytes += len(b.RawData())
		eg.arrived(len(b.RawData()))
		ls, err := f.received(b, w)
		if err != nil {
			return nil, err
		}
		kids = append(kids, ls...)
	}
	return kids, nil
}

// received counts a block that arrived for this fetch, hands it to the
// writer and returns its children.
func (f *fetch) received(b blocks.Block, w *blockWriter) ([]cid.Cid, error) {
	s := f.s
	f.lastBlock.Store(time.Now().UnixNano())
	f.res.Fetched++
	f.fetched.Add(uint64(len(b.RawData())))
	s.m.fetchBlocks.Inc()
	s.m.fetchBytes.Add(float64(len(b.RawData())))
	var kids []cid.Cid
	if b.Cid().Prefix().Codec != cid.Raw {
		if err := f.noteRoot(b); err != nil {
			return nil, err
		}
		ls, err := links(b)
		if err != nil {
			return nil, err
		}
		kids = ls
	}
	return kids, w.put(b)
}

// stalled reports an error when nothing arrived for the provider timeout.
func (f *fetch) stalled() error {
	idle := time.Since(time.Unix(0, f.lastBlock.Load()))
	if idle < f.s.providerTimeout {
		return nil
	}
	if f.providers.Load() == 0 && f.res.Fetched == 0 {
		return fmt.Errorf("%w within %s (check the CID, that a node holding it is online, and --bootstrap)", ErrNoProviders, f.s.providerTimeout)
	}
	return fmt.Errorf("checkpoint: no block received for %s from %d provider(s); %d blocks stored so far, run the command again to resume: %w",
		f.s.providerTimeout.Round(time.Second), f.providers.Load(), f.res.Fetched+f.res.AlreadyLocal, context.DeadlineExceeded)
}

// report calls the progress callback; calls are serialized.
func (f *fetch) report() {
	if f.cfg.progress != nil {
		f.progMu.Lock()
		defer f.progMu.Unlock()
		f.cfg.progress(Progress{Done: f.done.Load(), Total: f.total.Load(), Fetched: f.fetched.Load(), Providers: int(f.providers.Load())})
	}
}

// blockWriter stores received blocks in batches on its own goroutine, so
// badger writes overlap with the network, and has what it wrote synced to
// disk in the background as the fetch goes (see storeSyncer).
type blockWriter struct {
	s    *Service
	f    *fetch
	ch   chan blocks.Block
	done chan struct{}
	sync *storeSyncer
	err  error
	once sync.Once
}

func newBlockWriter(ctx context.Context, s *Service, f *fetch) *blockWriter {
	w := &blockWriter{s: s, f: f, ch: make(chan blocks.Block, 64), done: make(chan struct{}), sync: s.st.newSyncer(ctx)}
	go w.loop(ctx)
	return w
}

func (w *blockWriter) put(b blocks.Block) error {
	select {
	case w.ch <- b:
		return nil
	case <-w.done:
		if w.err != nil {
			return w.err
		}
		return errors.New("checkpoint: block writer stopped")
	}
}

// close waits for every queued block to be written and for the background
// syncs to end. It does not make the last blocks durable: the fetch does
// that when it pins.
func (w *blockWriter) close() error {
	w.once.Do(func() { close(w.ch) })
	<-w.done
	if err := w.sync.close(); w.err == nil {
		w.err = err
	}
	return w.err
}

// Write batching: badger encodes each write request's values into one
// fresh buffer, so writing blocks one or two at a time (what arrives while
// the previous write runs) allocates and faults in about as many bytes
// again as it stores. The writer gathers up to writeBatchBytes, waiting at
// most writeBatchWait after the first block of a batch.
const (
	writeBatchBytes = 8 << 20
	writeBatchWait  = 10 * time.Millisecond
)

func (w *blockWriter) loop(ctx context.Context) {
	defer close(w.done)
	var batch []blocks.Block
	flush := func() bool {
		if len(batch) == 0 {
			return true
		}
		if err := w.s.st.bs.PutMany(ctx, batch); err != nil {
			w.err = diskErr(w.s.st.dir, fmt.Errorf("checkpoint: storing blocks: %w", err))
			return false
		}
		_ = w.s.bs.NotifyNewBlocks(ctx, batch...)
		n := 0
		for _, b := range batch {
			n += len(b.RawData())
		}
		w.f.done.Add(uint64(n))
		w.sync.wrote(n)
		w.f.report()
		batch = batch[:0]
		return true
	}
	timer := time.NewTimer(writeBatchWait)
	defer timer.Stop()
	for b := range w.ch {
		batch = append(batch, b)
		size := len(b.RawData())
		timer.Reset(writeBatchWait)
	gather:
		for size < writeBatchBytes {
			select {
			case nb, ok := <-w.ch:
				if !ok {
					break gather
				}
				batch = append(batch, nb)
				size += len(nb.RawData())
			case <-timer.C:
				break gather
			}
		}
		if !flush() {
			for range w.ch {
			}
			return
		}
	}
	flush()
}
