package bench

// Result is the outcome of Run. Rates are in MB/s (10^6 bytes).
type Result struct {
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

// setRatios derives the ratios from the rates and CPU costs (0 where the
// figure to divide by is missing).
func (r *Result) setRatios() {
	r.FetchVsStream = ratio(r.FetchMBps, r.StreamMBps)
	r.FetchVsDiskWrite = ratio(r.FetchMBps, r.DiskWriteMBps)
	r.StockVsStream = ratio(r.StockFetchMBps, r.StreamMBps)
	r.MultiVsSingle = ratio(r.FetchMultiMBps, r.FetchMBps)
	r.CappedMultiVsSingle = ratio(r.CappedFetchMultiMBps, r.CappedFetchMBps)
	// CPU costs are per GB: their ratios are turned over to read like
	// the rate ratios above.
	r.FetchVsStreamCPU = ratio(r.StreamCPUsPerGB, r.FetchCPUsPerGB)
	r.StockVsStreamCPU = ratio(r.StreamCPUsPerGB, r.StockFetchCPUsGB)
	r.MultiVsSingleCPU = ratio(r.FetchCPUsPerGB, r.FetchMultiCPUsPerGB)
}

// ratio is a/b, or 0 when b is not above 0.
func ratio(a, b float64) float64 {
	if b > 0 {
		return a / b
	}
	return 0
}
