package checkpoint

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/synod-net/synod/internal/cputime"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/synod-net/synod/storage/internal/localnet"
)

// BenchConfig configures RunBench.
type BenchConfig struct {
	// Size of the checkpoint in bytes.
	Size int64
	// ChunkSize is the leaf size (default DefaultChunkSize).
	ChunkSize int
	// Dir holds the nodes' stores (default: a temporary directory, removed).
	Dir string
	// Providers for the multi-provider fetch (default 3).
	Providers int
	// Reps is how many times each path runs (default 3); rates are the
	// best run, CPU costs the lowest.
	Reps int
	// Log receives progress lines (default: discard).
	Log *slog.Logger
	// ProviderRate, when above 0, adds a one-provider and an n-provider
	// fetch with every provider serving at most ProviderRate bytes per
	// second (WithServeRate): providers whose uplinks, not the machine's
	// cores, set the pace, as on a real network.
	ProviderRate int64
	// ProfileDir, when set, receives a CPU profile of each path's first
	// run (import, stream, tcp, fetch1, fetchN, stock .cpu.pprof) and an
	// allocation profile taken before and after the first one-provider
	// fetch (fetch1.allocs-before/after.pprof, compare with -base).
	ProfileDir string
}

// BenchResult is the outcome of RunBench. Rates are in MB/s (10^6 bytes).
type BenchResult struct {
	SizeBytes      int64   `json:"size_bytes"`
	ChunkBytes     int     `json:"chunk_bytes"`
	Blocks         int     `json:"blocks"`
	Reps           int     `json:"reps"`
	ImportMBps     float64 `json:"import_mb_s"`
	FetchMBps      float64 `json:"fetch_1_provider_mb_s"`
	FetchMultiMBps float64 `json:"fetch_n_providers_mb_s"`
	Providers      int     `json:"providers"`
	StreamMBps     float64 `json:"libp2p_stream_mb_s"`
	TCPMBps        float64 `json:"tcp_mb_s"`
	// FetchVsStream is the bitswap fetch over the libp2p stream copy
	// between the same two hosts (target at least 0.5).
	FetchVsStream float64 `json:"fetch_vs_stream"`
	// MultiVsSingle is the n-provider fetch rate over the one-provider
	// rate (target above 1).
	MultiVsSingle float64 `json:"multi_vs_single"`
	// MultiVsSingleCPU is the one-provider CPU cost over the n-provider
	// one: above 1 when spreading over providers saves work, below when it
	// adds work (all nodes share the machine's cores).
	MultiVsSingleCPU float64 `json:"multi_vs_single_by_cpu"`
	// GOMAXPROCS the run used (every path runs in this one process).
	GOMAXPROCS int `json:"gomaxprocs"`
	// CPU seconds (user+system, whole process, both nodes) per GB moved:
	// the cost of each path independent of how busy the machine was.
	ImportCPUsPerGB     float64 `json:"import_cpu_s_per_gb"`
	FetchCPUsPerGB      float64 `json:"fetch_cpu_s_per_gb"`
	FetchMultiCPUsPerGB float64 `json:"fetch_n_providers_cpu_s_per_gb"`
	StreamCPUsPerGB     float64 `json:"libp2p_stream_cpu_s_per_gb"`
	TCPCPUsPerGB        float64 `json:"tcp_cpu_s_per_gb"`
	// StockFetchMBps is stock boxo (in-memory stores, 256 KiB chunks,
	// default bitswap, merkledag.FetchGraph) between two fresh hosts, and
	// StockVsStream its ratio to the libp2p stream copy: the reference the
	// badger-backed, tuned fetch above is compared with.
	StockFetchMBps   float64 `json:"stock_boxo_inmemory_fetch_mb_s"`
	StockFetchCPUsGB float64 `json:"stock_boxo_fetch_cpu_s_per_gb"`
	StockVsStream    float64 `json:"stock_fetch_vs_stream"`
	// The same two ratios from CPU time per GB (stream CPU over fetch
	// CPU): what the wall-clock ratios tend to on a machine where both
	// paths are CPU-bound, and much less sensitive to other load.
	FetchVsStreamCPU float64 `json:"fetch_vs_stream_by_cpu"`
	StockVsStreamCPU float64 `json:"stock_fetch_vs_stream_by_cpu"`
	// Average number of processors (of GOMAXPROCS) that had Go work to
	// run during the path, measured in one more run of each after the
	// timed ones (reading the scheduler's counters forces garbage
	// collections, which would disturb the timed runs): below GOMAXPROCS
	// means the path leaves processors idle (waiting on the network, the
	// disk or a serialising step).
	FetchBusyProcs      float64 `json:"fetch_1_provider_busy_procs"`
	FetchMultiBusyProcs float64 `json:"fetch_n_providers_busy_procs"`
	StreamBusyProcs     float64 `json:"libp2p_stream_busy_procs"`
	// FetchMultiSplitMB is how many MB each provider sent in the last
	// timed n-provider fetch (bitswap's ledgers on the providers).
	FetchMultiSplitMB []float64 `json:"fetch_n_providers_split_mb"`
	// FetchMultiReasks and CappedFetchMultiReasks count the endgame's
	// re-asks over every timed n-provider fetch (0 expected: the providers
	// are equally fast).
	FetchMultiReasks       int `json:"fetch_n_providers_reasks"`
	CappedFetchMultiReasks int `json:"capped_fetch_n_providers_reasks"`
	// Fetch1Peers is the most peers any one-provider fetch of the run drew
	// blocks from: 1 when the one-provider figures are what they say.
	Fetch1Peers int `json:"fetch_1_provider_peers"`
	// The fetches from providers capped at ProviderRate each (0 when not
	// run): CappedMultiVsSingle is the n-provider rate over the
	// one-provider rate (at most n, the number of providers).
	ProviderRateMBps        float64   `json:"capped_provider_rate_mb_s"`
	CappedFetchMBps         float64   `json:"capped_fetch_1_provider_mb_s"`
	CappedFetchMultiMBps    float64   `json:"capped_fetch_n_providers_mb_s"`
	CappedMultiVsSingle     float64   `json:"capped_multi_vs_single"`
	CappedFetchMultiSplitMB []float64 `json:"capped_fetch_n_providers_split_mb"`
	// FreshPageTouchNs is the average time, in nanoseconds, to write to a
	// 4 KiB page of memory the process has not used before (64 MiB of fresh
	// anonymous memory, measured once at the start; 0 outside Linux). The
	// fetch writes every leaf into fresh page-cache pages and the stream
	// copy reuses its buffers, so where this is high the fetch / stream
	// ratio is lower (2600-3400 ns on the VM guest of the 2026-11-26 runs
	// in docs/BENCHMARKS.md, whose balloon device hands free pages back to
	// its host).
	FreshPageTouchNs float64 `json:"fresh_page_touch_ns"`
	// StoreFS is the filesystem holding the stores (Linux: ext4, xfs,
	// tmpfs...; "" when unknown).
	StoreFS string `json:"store_fs"`
	// DiskWriteMBps is the rate of writing the checkpoint's bytes to one
	// new file in the stores' directory, a leaf per write(2), and making
	// it durable (fsync, as the store syncs its block files), best of one
	// run per rep, interleaved with the other paths. A fetch stores and syncs at least as much, so it
	// cannot beat this rate: FetchVsDiskWrite near or above 1 means the
	// disk, not the transfer, sets the fetch's pace.
	DiskWriteMBps    float64 `json:"disk_write_mb_s"`
	FetchVsDiskWrite float64 `json:"fetch_vs_disk_write"`
	StateHashOK      bool    `json:"state_hash_ok"`
	CID              string  `json:"cid"`
}

const benchProto = protocol.ID("/synod/bench/copy/1.0.0")

type benchNode struct {
	p   *localnet.Peer
	st  *Store
	svc *Service
}

func (n *benchNode) close() {
	_ = n.svc.Close()
	_ = n.st.Close()
	_ = n.p.Close()
}

func newBenchNode(ctx context.Context, dir string, chunk int, log *slog.Logger) (*benchNode, error) {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	p, err := localnet.New(ctx, "")
	if err != nil {
		return nil, err
	}
	st, err := OpenStore(dir, WithChunkSize(chunk), WithStoreLogger(log))
	if err != nil {
		_ = p.Close()
		return nil, err
	}
	svc, err := NewService(p.Host, p.DHT, st, WithLogger(log), WithReprovideInterval(0))
	if err == nil {
		err = svc.Start(ctx)
	}
	if err != nil {
		_ = st.Close()
		_ = p.Close()
		return nil, err
	}
	return &benchNode{p: p, st: st, svc: svc}, nil
}

func mbps(n int64, d time.Duration) float64 { return float64(n) / 1e6 / d.Seconds() }

// cpuPerGB is the process CPU time since since per GB of n bytes.
func cpuPerGB(since time.Duration, n int64) float64 {
	return (cputime.Process() - since).Seconds() / (float64(n) / 1e9)
}

// RunBench measures, in one run on loopback: importing a checkpoint into
// a badger-backed store; fetching it over bitswap from one provider and
// from several at once; and, as baselines between the same two hosts, a
// raw libp2p stream copy (Noise + yamux) and a plain TCP copy of the same
// bytes.
func RunBench(ctx context.Context, cfg BenchConfig) (BenchResult, error) {
	if cfg.ChunkSize == 0 {
		cfg.ChunkSize = DefaultChunkSize
	}
	if cfg.Providers == 0 {
		cfg.Providers = 3
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.Reps <= 0 {
		cfg.Reps = 3
	}
	if cfg.Dir == "" {
		d, err := os.MkdirTemp("", "synod-bench-checkpoint-")
		if err != nil {
			return BenchResult{}, err
		}
		defer os.RemoveAll(d)
		cfg.Dir = d
	}
	if err := os.MkdirAll(cfg.Dir, 0o700); err != nil {
		return BenchResult{}, err
	}
	need := uint64(cfg.Size) * uint64(cfg.Providers+1+3*cfg.Reps)
	if err := checkFree(cfg.Dir, need); err != nil {
		return BenchResult{}, err
	}
	res := BenchResult{SizeBytes: cfg.Size, ChunkBytes: cfg.ChunkSize, Providers: cfg.Providers, Reps: cfg.Reps, GOMAXPROCS: runtime.GOMAXPROCS(0),
		StoreFS: fsName(cfg.Dir)}
	log := cfg.Log
	if d, err := freshPageTouch(); err == nil {
		res.FreshPageTouchNs = float64(d.Nanoseconds())
	} else {
		log.Warn("measuring fresh memory", "err", err)
	}

	var buf bytes.Buffer
	buf.Grow(int(cfg.Size) + 1<<20)
	wantHash, err := WriteSynthetic(&buf, cfg.Size, 1)
	if err != nil {
		return res, err
	}
	data := buf.Bytes()
	res.SizeBytes = int64(len(data))
	file := filepath.Join(cfg.Dir, "bench.ckpt")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		return res, diskErr(cfg.Dir, err)
	}

	var nodes []*benchNode
	defer func() {
		for _, n := range nodes {
			n.close()
		}
	}()
	mk := func(name string) (*benchNode, error) {
		n, err := newBenchNode(ctx, filepath.Join(cfg.Dir, name), cfg.ChunkSize, log)
		if err == nil {
			nodes = append(nodes, n)
		}
		return n, err
	}
	providers := make([]*benchNode, cfg.Providers)
	for i := range providers {
		if providers[i], err = mk(fmt.Sprintf("provider%d", i)); err != nil {
			return res, err
		}
	}
	fetcher1, err := mk("fetch1")
	if err != nil {
		return res, err
	}
	fetcherN, err := mk("fetchN")
	if err != nil {
		return res, err
	}

	// Every path runs cfg.Reps times, interleaved, so each sees similar
	// conditions on a shared machine; a rate is the best of its runs and a
	// CPU cost the lowest.
	var info Info
	var ais []peer.AddrInfo
	for _, p := range providers {
		ais = append(ais, p.p.Info())
	}
	a, b := providers[0].p.Host, fetcher1.p.Host
	if err := b.Connect(ctx, ais[0]); err != nil {
		return res, err
	}
	for _, ai := range ais {
		if err := fetcherN.p.Host.Connect(ctx, ai); err != nil {
			return res, err
		}
	}
	prof := newBenchProfiler(cfg.ProfileDir)
	keep := func(rate, cpuGB *float64, r, c float64) {
		*rate = max(*rate, r)
		if *cpuGB == 0 || c < *cpuGB {
			*cpuGB = c
		}
	}
	// reset unpins and collects a checkpoint so the next run starts empty.
	reset := func(st *Store) error {
		if err := st.Unpin(ctx, info.CID); err != nil && !errors.Is(err, ErrNotPinned) {
			return err
		}
		_, err := st.GC(ctx)
		return err
	}
	for rep := 0; rep < cfg.Reps; rep++ {
		// Import (from the page cache, validating as `synod checkpoint add`).
		if rep > 0 {
			if err := reset(providers[0].st); err != nil {
				return res, err
			}
		}
		stop := prof.start(rep, "import")
		cpu := cputime.Process()
		start := time.Now()
		info, err = providers[0].st.AddFile(ctx, file)
		stop()
		if err != nil {
			return res, err
		}
		keep(&res.ImportMBps, &res.ImportCPUsPerGB, mbps(res.SizeBytes, time.Since(start)), cpuPerGB(cpu, res.SizeBytes))
		if rep == 0 {
			res.CID = info.CID.String()
			for _, p := range providers[1:] {
				if _, err := p.st.AddFile(ctx, file); err != nil {
					return res, err
				}
			}
			if st, err := providers[0].st.Stat(ctx, info.CID); err == nil {
				res.Blocks = st.Blocks
			}
		}

		// Baselines between provider 0 and fetcher 1.
		stop = prof.start(rep, "stream")
		cpu = cputime.Process()
		r, err := streamCopy(ctx, a, b, data)
		c := cpuPerGB(cpu, res.SizeBytes)
		stop()
		if err != nil {
			return res, fmt.Errorf("libp2p stream copy: %w", err)
		}
		keep(&res.StreamMBps, &res.StreamCPUsPerGB, r, c)
		stop = prof.start(rep, "tcp")
		cpu = cputime.Process()
		r, err = tcpCopy(data)
		stop()
		if err != nil {
			return res, fmt.Errorf("tcp copy: %w", err)
		}
		keep(&res.TCPMBps, &res.TCPCPUsPerGB, r, cpuPerGB(cpu, res.SizeBytes))
		r, err = diskWriteRate(cfg.Dir, data, cfg.ChunkSize)
		if err != nil {
			return res, err
		}
		res.DiskWriteMBps = max(res.DiskWriteMBps, r)

		// Bitswap fetch from one provider. Neither fetcher holds the
		// checkpoint while the other fetches: they are connected to each
		// other (the DHT lookups connect them), and bitswap would take
		// blocks from whichever peer has them.
		if rep > 0 {
			if err := reset(fetcher1.st); err != nil {
				return res, err
			}
			if err := reset(fetcherN.st); err != nil {
				return res, err
			}
		}
		prof.allocs(rep, "fetch1.allocs-before")
		stop = prof.start(rep, "fetch1")
		cpu = cputime.Process()
		start = time.Now()
		isolate(fetcher1, providers)
		r1, err := fetcher1.svc.Fetch(ctx, info.CID, WithPeers(ais[0]), WithoutProvide(), WithoutSearch())
		res.Fetch1Peers = max(res.Fetch1Peers, len(r1.ByPeer))
		d, c := time.Since(start), cpuPerGB(cpu, int64(r1.FetchedBytes))
		stop()
		if err != nil {
			return res, err
		}
		prof.allocs(rep, "fetch1.allocs-after")
		keep(&res.FetchMBps, &res.FetchCPUsPerGB, mbps(int64(r1.FetchedBytes), d), c)

		// From all providers at once.
		if err := reset(fetcher1.st); err != nil {
			return res, err
		}
		sent := make([]uint64, len(providers))
		for i, p := range providers {
			sent[i] = p.svc.bs.LedgerForPeer(fetcherN.p.Host.ID()).Sent
		}
		stop = prof.start(rep, "fetchN")
		cpu = cputime.Process()
		start = time.Now()
		rn, err := fetcherN.svc.Fetch(ctx, info.CID, WithPeers(ais...), WithoutProvide(), WithoutSearch())
		d, c = time.Since(start), cpuPerGB(cpu, int64(rn.FetchedBytes))
		stop()
		if err != nil {
			return res, err
		}
		res.FetchMultiReasks += rn.Reasks
		res.FetchMultiSplitMB = res.FetchMultiSplitMB[:0]
		for i, p := range providers {
			res.FetchMultiSplitMB = append(res.FetchMultiSplitMB, float64(p.svc.bs.LedgerForPeer(fetcherN.p.Host.ID()).Sent-sent[i])/1e6)
		}
		keep(&res.FetchMultiMBps, &res.FetchMultiCPUsPerGB, mbps(int64(rn.FetchedBytes), d), c)

		if cfg.ProviderRate > 0 {
			if err := cappedFetches(ctx, &res, cfg.ProviderRate, providers, fetcher1, fetcherN, info, reset); err != nil {
				return res, err
			}
		}

		stop = prof.start(rep, "stock")
		sr, sc, err := stockFetch(ctx, data)
		stop()
		if err != nil {
			return res, fmt.Errorf("stock boxo fetch: %w", err)
		}
		keep(&res.StockFetchMBps, &res.StockFetchCPUsGB, sr, sc)
		log.Info("bench run", "rep", rep+1, "import_mb_s", res.ImportMBps, "stream_mb_s", res.StreamMBps,
			"fetch_mb_s", res.FetchMBps, "fetch_n_mb_s", res.FetchMultiMBps, "stock_mb_s", res.StockFetchMBps)
	}

	// One more run of the stream and both fetches, metering how many
	// processors had work.
	procs := newProcMeter()
	busy := procs.busy()
	if _, err := streamCopy(ctx, a, b, data); err != nil {
		return res, fmt.Errorf("libp2p stream copy: %w", err)
	}
	res.StreamBusyProcs = busy()
	// Each fetcher's copy is checked, then dropped before the other
	// fetches (see above).
	if err := reset(fetcherN.st); err != nil {
		return res, err
	}
	res.StateHashOK = true
	for _, fc := range []struct {
		n    *benchNode
		ais  []peer.AddrInfo
		busy *float64
	}{{fetcher1, ais[:1], &res.FetchBusyProcs}, {fetcherN, ais, &res.FetchMultiBusyProcs}} {
		busy := procs.busy()
		if len(fc.ais) == 1 {
			isolate(fc.n, providers)
		}
		if _, err := fc.n.svc.Fetch(ctx, info.CID, WithPeers(fc.ais...), WithoutProvide(), WithoutSearch()); err != nil {
			return res, err
		}
		*fc.busy = busy()
		h, _, err := fc.n.st.ExportChecked(ctx, info.CID, io.Discard)
		if err != nil {
			return res, err
		}
		res.StateHashOK = res.StateHashOK && h == wantHash
		if err := reset(fc.n.st); err != nil {
			return res, err
		}
	}
	if !res.StateHashOK {
		return res, errors.New("checkpoint: fetched bytes do not carry the state hash written")
	}
	if res.StreamMBps > 0 {
		res.FetchVsStream = res.FetchMBps / res.StreamMBps
	}
	if res.DiskWriteMBps > 0 {
		res.FetchVsDiskWrite = res.FetchMBps / res.DiskWriteMBps
	}
	if res.StreamMBps > 0 {
		res.StockVsStream = res.StockFetchMBps / res.StreamMBps
	}
	if res.FetchCPUsPerGB > 0 && res.StockFetchCPUsGB > 0 {
		res.FetchVsStreamCPU = res.StreamCPUsPerGB / res.FetchCPUsPerGB
		res.StockVsStreamCPU = res.StreamCPUsPerGB / res.StockFetchCPUsGB
	}
	if res.FetchMBps > 0 {
		res.MultiVsSingle = res.FetchMultiMBps / res.FetchMBps
	}
	if res.FetchMultiCPUsPerGB > 0 {
		res.MultiVsSingleCPU = res.FetchCPUsPerGB / res.FetchMultiCPUsPerGB
	}
	if res.CappedFetchMBps > 0 {
		res.CappedMultiVsSingle = res.CappedFetchMultiMBps / res.CappedFetchMBps
	}
	return res, nil
}

// cappedFetches fetches the checkpoint from provider 0 alone and from
// every provider, each serving at most rate bytes per second, keeping the
// best rates in res. fetcherN holds the checkpoint on entry (the uncapped
// n-provider fetch) and again on return; fetcher1 holds nothing either
// time.
func cappedFetches(ctx context.Context, res *BenchResult, rate int64, providers []*benchNode, fetcher1, fetcherN *benchNode,
	info Info, reset func(*Store) error) (err error) {
	setRate := func(r int64) error {
		for _, p := range providers {
			if err := p.svc.SetServeRate(r); err != nil {
				return err
			}
		}
		return nil
	}
	if err := setRate(rate); err != nil {
		return err
	}
	defer func() {
		if rerr := setRate(0); err == nil {
			err = rerr
		}
	}()
	res.ProviderRateMBps = float64(rate) / 1e6
	if err := reset(fetcherN.st); err != nil {
		return err
	}
	start := time.Now()
	isolate(fetcher1, providers)
	r1, err := fetcher1.svc.Fetch(ctx, info.CID, WithPeers(providers[0].p.Info()), WithoutProvide(), WithoutSearch())
	if err != nil {
		return fmt.Errorf("fetch from one capped provider: %w", err)
	}
	res.Fetch1Peers = max(res.Fetch1Peers, len(r1.ByPeer))
	res.CappedFetchMBps = max(res.CappedFetchMBps, mbps(int64(r1.FetchedBytes), time.Since(start)))
	if err := reset(fetcher1.st); err != nil {
		return err
	}
	var ais []peer.AddrInfo
	sent := make([]uint64, len(providers))
	for i, p := range providers {
		ais = append(ais, p.p.Info())
		sent[i] = p.svc.bs.LedgerForPeer(fetcherN.p.Host.ID()).Sent
	}
	start = time.Now()
	rn, err := fetcherN.svc.Fetch(ctx, info.CID, WithPeers(ais...), WithoutProvide(), WithoutSearch())
	if err != nil {
		return fmt.Errorf("fetch from %d capped providers: %w", len(providers), err)
	}
	res.CappedFetchMultiReasks += rn.Reasks
	if r := mbps(int64(rn.FetchedBytes), time.Since(start)); r > res.CappedFetchMultiMBps {
		res.CappedFetchMultiMBps = r
		res.CappedFetchMultiSplitMB = res.CappedFetchMultiSplitMB[:0]
		for i, p := range providers {
			res.CappedFetchMultiSplitMB = append(res.CappedFetchMultiSplitMB, float64(p.svc.bs.LedgerForPeer(fetcherN.p.Host.ID()).Sent-sent[i])/1e6)
		}
	}
	return nil
}

// isolate disconnects n from every provider but the first, so that a
// one-provider fetch asks no other: bitswap sends its wants to every
// connected peer, and earlier fetches or DHT walks may have connected them.
func isolate(n *benchNode, providers []*benchNode) {
	for _, p := range providers[1:] {
		_ = n.p.Host.Network().ClosePeer(p.p.Host.ID())
	}
}

// streamCopy sends data from a to b over one libp2p stream and waits for
// b to acknowledge the last byte.
func streamCopy(ctx context.Context, a, b interface {
	ID() peer.ID
	SetStreamHandler(protocol.ID, network.StreamHandler)
	RemoveStreamHandler(protocol.ID)
	NewStream(context.Context, peer.ID, ...protocol.ID) (network.Stream, error)
}, data []byte) (float64, error) {
	b.SetStreamHandler(benchProto, func(s network.Stream) {
		defer s.Close()
		n, _ := io.Copy(io.Discard, s)
		_, _ = fmt.Fprintf(s, "%d\n", n)
	})
	defer b.RemoveStreamHandler(benchProto)
	start := time.Now()
	s, err := a.NewStream(ctx, b.ID(), benchProto)
	if err != nil {
		return 0, err
	}
	defer s.Close()
	if _, err := s.Write(data); err != nil {
		return 0, err
	}
	if err := s.CloseWrite(); err != nil {
		return 0, err
	}
	var n int64
	if _, err := fmt.Fscanf(bufio.NewReader(s), "%d\n", &n); err != nil {
		return 0, err
	}
	if n != int64(len(data)) {
		return 0, fmt.Errorf("peer received %d of %d bytes", n, len(data))
	}
	return mbps(n, time.Since(start)), nil
}

// tcpCopy sends data over a plain loopback TCP connection.
func tcpCopy(data []byte) (float64, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	go func() {
		c, err := l.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		n, _ := io.Copy(io.Discard, c)
		_, _ = fmt.Fprintf(c, "%d\n", n)
	}()
	start := time.Now()
	c, err := net.Dial("tcp", l.Addr().String())
	if err != nil {
		return 0, err
	}
	defer c.Close()
	if _, err := c.Write(data); err != nil {
		return 0, err
	}
	if err := c.(*net.TCPConn).CloseWrite(); err != nil {
		return 0, err
	}
	var n int64
	if _, err := fmt.Fscanf(bufio.NewReader(c), "%d\n", &n); err != nil {
		return 0, err
	}
	return mbps(n, time.Since(start)), nil
}
