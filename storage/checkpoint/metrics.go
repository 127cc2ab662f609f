package checkpoint

import "github.com/prometheus/client_golang/prometheus"

type storeMetrics struct {
	imports     prometheus.Counter
	importBytes prometheus.Counter
	gcRemoved   prometheus.Counter
	corrupt     prometheus.Counter
}

func newStoreMetrics(reg prometheus.Registerer) *storeMetrics {
	m := &storeMetrics{
		imports:     prometheus.NewCounter(prometheus.CounterOpts{Name: "synod_checkpoint_imports_total", Help: "Checkpoints imported into the local store."}),
		importBytes: prometheus.NewCounter(prometheus.CounterOpts{Name: "synod_checkpoint_import_bytes_total", Help: "Bytes of checkpoints imported."}),
		gcRemoved:   prometheus.NewCounter(prometheus.CounterOpts{Name: "synod_checkpoint_gc_removed_blocks_total", Help: "Unpinned blocks removed by garbage collection."}),
		corrupt:     prometheus.NewCounter(prometheus.CounterOpts{Name: "synod_checkpoint_local_corrupt_blocks_total", Help: "Blocks on disk whose bytes did not match their CID."}),
	}
	if reg != nil {
		reg.MustRegister(m.imports, m.importBytes, m.gcRemoved, m.corrupt)
	}
	return m
}

type serviceMetrics struct {
	fetches      prometheus.Counter
	fetchBlocks  prometheus.Counter
	fetchBytes   prometheus.Counter
	badBlocks    *prometheus.CounterVec
	provides     prometheus.Counter
	fetchSeconds prometheus.Histogram
	servedBytes  prometheus.Counter
	serveWait    prometheus.Counter
	reasks       prometheus.Counter
}

func newServiceMetrics(reg prometheus.Registerer) *serviceMetrics {
	m := &serviceMetrics{
		fetches:      prometheus.NewCounter(prometheus.CounterOpts{Name: "synod_checkpoint_fetches_total", Help: "Checkpoint fetches completed."}),
		fetchBlocks:  prometheus.NewCounter(prometheus.CounterOpts{Name: "synod_checkpoint_fetched_blocks_total", Help: "Blocks received over bitswap for checkpoint fetches."}),
		fetchBytes:   prometheus.NewCounter(prometheus.CounterOpts{Name: "synod_checkpoint_fetched_bytes_total", Help: "Bytes received over bitswap for checkpoint fetches."}),
		badBlocks:    prometheus.NewCounterVec(prometheus.CounterOpts{Name: "synod_checkpoint_bad_blocks_total", Help: "Blocks received that match no CID asked for (corrupted or unsolicited), by peer."}, []string{"peer"}),
		provides:     prometheus.NewCounter(prometheus.CounterOpts{Name: "synod_checkpoint_provides_total", Help: "Checkpoint roots announced on the DHT."}),
		fetchSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "synod_checkpoint_fetch_seconds", Help: "Duration of completed checkpoint fetches.", Buckets: prometheus.ExponentialBuckets(0.05, 2, 14)}),
		servedBytes:  prometheus.NewCounter(prometheus.CounterOpts{Name: "synod_checkpoint_served_bytes_total", Help: "Bytes of checkpoint blocks read to be sent to peers (bitswap and the DAG protocol)."}),
		serveWait:    prometheus.NewCounter(prometheus.CounterOpts{Name: "synod_checkpoint_serve_wait_seconds_total", Help: "Time blocks waited for the serve rate cap (storage.checkpoint_serve_rate), summed over concurrent sends."}),
		reasks:       prometheus.NewCounter(prometheus.CounterOpts{Name: "synod_checkpoint_fetch_reasks_total", Help: "Times a multi-provider fetch asked every provider again for the blocks a slow provider still held (the endgame)."}),
	}
	if reg != nil {
		reg.MustRegister(m.fetches, m.fetchBlocks, m.fetchBytes, m.badBlocks, m.provides, m.fetchSeconds, m.servedBytes, m.serveWait, m.reasks)
	}
	return m
}
