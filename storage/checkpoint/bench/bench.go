package bench

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/internal/cputime"
	"github.com/synod-net/synod/storage/checkpoint"
)

// Run measures, in one run on loopback: importing a checkpoint into a
// badger-backed store; fetching it over bitswap from one provider and
// from several at once; and, as baselines between the same two hosts, a
// raw libp2p stream copy (Noise + yamux) and a plain TCP copy of the same
// bytes.
func Run(ctx context.Context, cfg Config) (Result, error) {
	cfg = cfg.withDefaults()
	if cfg.Dir == "" {
		d, err := os.MkdirTemp("", "synod-bench-checkpoint-")
		if err != nil {
			return Result{}, err
		}
		defer os.RemoveAll(d)
		cfg.Dir = d
	}
	r := &run{cfg: cfg, log: cfg.Log, prof: newProfiler(cfg.ProfileDir)}
	defer r.close()
	if err := r.setup(ctx); err != nil {
		return r.res, err
	}
	// Every path runs cfg.Reps times, interleaved, so each sees similar
	// conditions on a shared machine.
	for rep := range cfg.Reps {
		if err := r.rep(ctx, rep); err != nil {
			return r.res, err
		}
	}
	if err := r.meterBusy(ctx); err != nil {
		return r.res, err
	}
	r.res.setRatios()
	return r.res, nil
}

// run is one benchmark run: the checkpoint, the nodes and the figures so
// far.
type run struct {
	cfg  Config
	log  *slog.Logger
	prof profiler
	res  Result

	data     []byte // the checkpoint's bytes,
	file     string // the file holding them
	wantHash string // and their state hash

	nodes              []*node // every node started, to close
	providers          []*node
	ais                []peer.AddrInfo // the providers' addresses, in order
	fetcher1, fetcherN *node           // fetch from provider 0, from all
	info               checkpoint.Info // the checkpoint as provider 0 stores it
}

func (r *run) close() {
	for _, n := range r.nodes {
		n.close()
	}
}

// setup checks that the stores' directory has room, measures the machine,
// writes the checkpoint file and starts the nodes.
func (r *run) setup(ctx context.Context) error {
	cfg := r.cfg
	if err := os.MkdirAll(cfg.Dir, 0o700); err != nil {
		return err
	}
	need := uint64(cfg.Size) * uint64(cfg.Providers+1+3*cfg.Reps)
	if err := checkpoint.CheckFree(cfg.Dir, need); err != nil {
		return err
	}
	r.res = Result{SizeBytes: cfg.Size, ChunkBytes: cfg.ChunkSize, Providers: cfg.Providers, Reps: cfg.Reps,
		GOMAXPROCS: runtime.GOMAXPROCS(0), StoreFS: fsName(cfg.Dir)}
	if d, err := freshPageTouch(); err == nil {
		r.res.FreshPageTouchNs = float64(d.Nanoseconds())
	} else {
		r.log.Warn("measuring fresh memory", "err", err)
	}
	if err := r.writeCheckpoint(); err != nil {
		return err
	}
	return r.startNodes(ctx)
}

// writeCheckpoint writes a synthetic checkpoint of about cfg.Size bytes
// to a file in the stores' directory, keeping its bytes and state hash.
func (r *run) writeCheckpoint() error {
	var buf bytes.Buffer
	buf.Grow(int(r.cfg.Size) + 1<<20)
	h, err := checkpoint.WriteSynthetic(&buf, r.cfg.Size, 1)
	if err != nil {
		return err
	}
	r.data, r.wantHash = buf.Bytes(), h
	r.res.SizeBytes = int64(len(r.data))
	r.file = filepath.Join(r.cfg.Dir, "bench.ckpt")
	if err := os.WriteFile(r.file, r.data, 0o644); err != nil {
		return checkpoint.DiskError(r.cfg.Dir, err)
	}
	return nil
}

// startNodes starts the providers and the two fetchers, each with a store
// under the stores' directory, and connects fetcher 1 to provider 0 and
// fetcher N to every provider.
func (r *run) startNodes(ctx context.Context) error {
	start := func(name string) (*node, error) {
		n, err := newNode(ctx, filepath.Join(r.cfg.Dir, name), r.cfg.ChunkSize, r.log)
		if err == nil {
			r.nodes = append(r.nodes, n)
		}
		return n, err
	}
	for i := range r.cfg.Providers {
		p, err := start(fmt.Sprintf("provider%d", i))
		if err != nil {
			return err
		}
		r.providers, r.ais = append(r.providers, p), append(r.ais, p.p.AddrInfo())
	}
	var err error
	if r.fetcher1, err = start("fetch1"); err != nil {
		return err
	}
	if r.fetcherN, err = start("fetchN"); err != nil {
		return err
	}
	if err := r.fetcher1.p.Host().Connect(ctx, r.ais[0]); err != nil {
		return err
	}
	for _, ai := range r.ais {
		if err := r.fetcherN.p.Host().Connect(ctx, ai); err != nil {
			return err
		}
	}
	return nil
}

// rep runs every path once; a rate is kept when it is the best so far, a
// CPU cost when it is the lowest.
func (r *run) rep(ctx context.Context, rep int) error {
	for _, path := range []func(context.Context, int) error{
		r.importFile, r.baselines, r.fetchOne, r.fetchAll, r.fetchCapped, r.fetchStock,
	} {
		if err := path(ctx, rep); err != nil {
			return err
		}
	}
	r.log.Info("bench run", "rep", rep+1, "import_mb_s", r.res.ImportMBps, "stream_mb_s", r.res.StreamMBps,
		"fetch_mb_s", r.res.FetchMBps, "fetch_n_mb_s", r.res.FetchMultiMBps, "stock_mb_s", r.res.StockFetchMBps)
	return nil
}

// importFile imports the checkpoint file into provider 0's store (from
// the page cache, validating as `synod checkpoint add` does); in the first
// rep also into the other providers' stores, untimed.
func (r *run) importFile(ctx context.Context, rep int) error {
	st := r.providers[0].st
	if rep > 0 {
		if err := r.reset(ctx, st); err != nil {
			return err
		}
	}
	wall, cpu, err := r.timed(rep, "import", func() (err error) {
		r.info, err = st.AddFile(ctx, r.file)
		return err
	})
	if err != nil {
		return err
	}
	n := r.res.SizeBytes
	keepBest(&r.res.ImportMBps, &r.res.ImportCPUsPerGB, mbps(n, wall), perGB(cpu, n))
	if rep > 0 {
		return nil
	}
	r.res.CID = r.info.CID.String()
	for _, p := range r.providers[1:] {
		if _, err := p.st.AddFile(ctx, r.file); err != nil {
			return err
		}
	}
	if s, err := st.Stat(ctx, r.info.CID); err == nil {
		r.res.Blocks = s.Blocks
	}
	return nil
}

// baselines copies the checkpoint's bytes from provider 0 to fetcher 1
// over a libp2p stream and over plain TCP, and writes them durably to the
// stores' disk.
func (r *run) baselines(ctx context.Context, rep int) error {
	n := r.res.SizeBytes
	var rate float64
	_, cpu, err := r.timed(rep, "stream", func() (err error) {
		rate, err = streamCopy(ctx, r.providers[0].p.Host(), r.fetcher1.p.Host(), r.data)
		return err
	})
	if err != nil {
		return fmt.Errorf("libp2p stream copy: %w", err)
	}
	keepBest(&r.res.StreamMBps, &r.res.StreamCPUsPerGB, rate, perGB(cpu, n))
	_, cpu, err = r.timed(rep, "tcp", func() (err error) {
		rate, err = tcpCopy(r.data)
		return err
	})
	if err != nil {
		return fmt.Errorf("tcp copy: %w", err)
	}
	keepBest(&r.res.TCPMBps, &r.res.TCPCPUsPerGB, rate, perGB(cpu, n))
	if rate, err = diskWriteRate(r.cfg.Dir, r.data, r.cfg.ChunkSize); err != nil {
		return err
	}
	r.res.DiskWriteMBps = max(r.res.DiskWriteMBps, rate)
	return nil
}

// fetchOne fetches the checkpoint into fetcher 1 from provider 0 alone.
// Neither fetcher holds the checkpoint while the other fetches: they are
// connected to each other (the DHT lookups connect them), and bitswap
// would take blocks from whichever peer has them.
func (r *run) fetchOne(ctx context.Context, rep int) error {
	if rep > 0 {
		if err := r.reset(ctx, r.fetcher1.st); err != nil {
			return err
		}
		if err := r.reset(ctx, r.fetcherN.st); err != nil {
			return err
		}
	}
	r.prof.allocs(rep, "fetch1.allocs-before")
	var res checkpoint.FetchResult
	wall, cpu, err := r.timed(rep, "fetch1", func() (err error) {
		res, err = r.fetch(ctx, r.fetcher1, r.ais[:1])
		return err
	})
	r.res.Fetch1Peers = max(r.res.Fetch1Peers, len(res.ByPeer))
	if err != nil {
		return err
	}
	r.prof.allocs(rep, "fetch1.allocs-after")
	n := int64(res.FetchedBytes)
	keepBest(&r.res.FetchMBps, &r.res.FetchCPUsPerGB, mbps(n, wall), perGB(cpu, n))
	return nil
}

// fetchAll drops fetcher 1's copy and fetches the checkpoint into fetcher
// N from every provider at once.
func (r *run) fetchAll(ctx context.Context, rep int) error {
	if err := r.reset(ctx, r.fetcher1.st); err != nil {
		return err
	}
	sent := r.sent()
	var res checkpoint.FetchResult
	wall, cpu, err := r.timed(rep, "fetchN", func() (err error) {
		res, err = r.fetch(ctx, r.fetcherN, r.ais)
		return err
	})
	if err != nil {
		return err
	}
	r.res.FetchMultiReasks += res.Reasks
	r.res.FetchMultiSplitMB = r.splitMB(sent)
	n := int64(res.FetchedBytes)
	keepBest(&r.res.FetchMultiMBps, &r.res.FetchMultiCPUsPerGB, mbps(n, wall), perGB(cpu, n))
	return nil
}

// fetchCapped, when cfg.ProviderRate is set, fetches the checkpoint from
// provider 0 alone and from every provider, each serving at most
// ProviderRate bytes per second. Fetcher N holds the checkpoint on entry
// (from fetchAll) and again on return; fetcher 1 holds nothing either
// time.
func (r *run) fetchCapped(ctx context.Context, _ int) (err error) {
	rate := r.cfg.ProviderRate
	if rate <= 0 {
		return nil
	}
	if err := r.setServeRate(rate); err != nil {
		return err
	}
	defer func() {
		if rerr := r.setServeRate(0); err == nil {
			err = rerr
		}
	}()
	r.res.ProviderRateMBps = float64(rate) / 1e6
	if err := r.reset(ctx, r.fetcherN.st); err != nil {
		return err
	}
	start := time.Now()
	r1, err := r.fetch(ctx, r.fetcher1, r.ais[:1])
	if err != nil {
		return fmt.Errorf("fetch from one capped provider: %w", err)
	}
	r.res.Fetch1Peers = max(r.res.Fetch1Peers, len(r1.ByPeer))
	r.res.CappedFetchMBps = max(r.res.CappedFetchMBps, mbps(int64(r1.FetchedBytes), time.Since(start)))
	if err := r.reset(ctx, r.fetcher1.st); err != nil {
		return err
	}
	sent := r.sent()
	start = time.Now()
	rn, err := r.fetch(ctx, r.fetcherN, r.ais)
	if err != nil {
		return fmt.Errorf("fetch from %d capped providers: %w", len(r.providers), err)
	}
	r.res.CappedFetchMultiReasks += rn.Reasks
	if m := mbps(int64(rn.FetchedBytes), time.Since(start)); m > r.res.CappedFetchMultiMBps {
		r.res.CappedFetchMultiMBps = m
		r.res.CappedFetchMultiSplitMB = r.splitMB(sent)
	}
	return nil
}

// fetchStock runs the stock boxo reference (see stockFetch).
func (r *run) fetchStock(ctx context.Context, rep int) error {
	var rate, cpuGB float64
	_, _, err := r.timed(rep, "stock", func() (err error) {
		rate, cpuGB, err = stockFetch(ctx, r.data)
		return err
	})
	if err != nil {
		return fmt.Errorf("stock boxo fetch: %w", err)
	}
	keepBest(&r.res.StockFetchMBps, &r.res.StockFetchCPUsGB, rate, cpuGB)
	return nil
}

// meterBusy runs the stream copy and both fetches once more, after the
// timed runs, metering how many processors had work (reading the
// scheduler's counters forces garbage collections, which would disturb
// timed runs), and checks the state hash of each fetched copy.
func (r *run) meterBusy(ctx context.Context) error {
	procs := newProcMeter()
	busy := procs.busy()
	if _, err := streamCopy(ctx, r.providers[0].p.Host(), r.fetcher1.p.Host(), r.data); err != nil {
		return fmt.Errorf("libp2p stream copy: %w", err)
	}
	r.res.StreamBusyProcs = busy()
	// Each fetcher's copy is checked, then dropped before the other
	// fetches (see fetchOne).
	if err := r.reset(ctx, r.fetcherN.st); err != nil {
		return err
	}
	r.res.StateHashOK = true
	for _, f := range []struct {
		n    *node
		ais  []peer.AddrInfo
		busy *float64
	}{{r.fetcher1, r.ais[:1], &r.res.FetchBusyProcs}, {r.fetcherN, r.ais, &r.res.FetchMultiBusyProcs}} {
		busy := procs.busy()
		if _, err := r.fetch(ctx, f.n, f.ais); err != nil {
			return err
		}
		*f.busy = busy()
		h, _, err := f.n.st.ExportChecked(ctx, r.info.CID, io.Discard)
		if err != nil {
			return err
		}
		r.res.StateHashOK = r.res.StateHashOK && h == r.wantHash
		if err := r.reset(ctx, f.n.st); err != nil {
			return err
		}
	}
	if !r.res.StateHashOK {
		return errors.New("checkpoint: fetched bytes do not carry the state hash written")
	}
	return nil
}

// fetch fetches the checkpoint into n from the providers at ais alone: no
// DHT search (a lookup connects to the peers it walks, and bitswap asks
// every connected peer), no providing. A fetch from provider 0 alone
// (ais of length 1) first disconnects n from the other providers.
func (r *run) fetch(ctx context.Context, n *node, ais []peer.AddrInfo) (checkpoint.FetchResult, error) {
	if len(ais) == 1 {
		isolate(n, r.providers)
	}
	return n.svc.Fetch(ctx, r.info.CID, checkpoint.WithPeers(ais...), checkpoint.WithoutProvide(), checkpoint.WithoutSearch())
}

// reset unpins and collects the checkpoint in st, so that the next run
// starts empty.
func (r *run) reset(ctx context.Context, st *checkpoint.Store) error {
	if err := st.Unpin(ctx, r.info.CID); err != nil && !errors.Is(err, checkpoint.ErrNotPinned) {
		return err
	}
	_, err := st.GC(ctx)
	return err
}

// setServeRate caps every provider's serving at rate bytes per second
// (0: no cap).
func (r *run) setServeRate(rate int64) error {
	for _, p := range r.providers {
		if err := p.svc.SetServeRate(rate); err != nil {
			return err
		}
	}
	return nil
}

// sent returns how many bytes each provider has sent fetcher N so far.
func (r *run) sent() []uint64 {
	out := make([]uint64, len(r.providers))
	for i, p := range r.providers {
		out[i] = p.svc.SentTo(r.fetcherN.p.Host().ID())
	}
	return out
}

// splitMB returns how many MB each provider has sent fetcher N since sent
// returned before.
func (r *run) splitMB(before []uint64) []float64 {
	out := make([]float64, len(r.providers))
	for i, n := range r.sent() {
		out[i] = float64(n-before[i]) / 1e6
	}
	return out
}

// timed runs one path, under a CPU profile in the first rep, and returns
// its wall-clock time and the CPU time the process used meanwhile.
func (r *run) timed(rep int, name string, f func() error) (wall, cpu time.Duration, err error) {
	stop := r.prof.start(rep, name)
	defer stop()
	cpu0, start := cputime.Process(), time.Now()
	err = f()
	return time.Since(start), cputime.Process() - cpu0, err
}

// keepBest keeps rate r in *rate when it is the best so far, and CPU cost
// c in *cpuGB when it is the lowest.
func keepBest(rate, cpuGB *float64, r, c float64) {
	*rate = max(*rate, r)
	if *cpuGB == 0 || c < *cpuGB {
		*cpuGB = c
	}
}

// mbps is the rate of moving n bytes in d, in MB/s.
func mbps(n int64, d time.Duration) float64 { return float64(n) / 1e6 / d.Seconds() }

// perGB is CPU time cpu per GB of n bytes, in seconds.
func perGB(cpu time.Duration, n int64) float64 { return cpu.Seconds() / (float64(n) / 1e9) }
