package daemon

import (
	"context"
	"fmt"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/internal/units"
)

// The memory watchdog. node.memory_limit is applied as Go's soft memory
// limit (the collector works harder near it); on top of that, every second
// the watchdog compares what the process holds (the Go runtime's memory or
// the resident set, whichever is larger) with the limit. Above shedAbove
// of the limit it sheds optional work: checkpoint serving is throttled to
// shedServeRate, connections are trimmed to conn_low_water and freed
// memory is returned to the OS. Below resumeBelow it restores the serve
// rate. Each change is logged, counted in /metrics and shown on the
// dashboard, so a user sees why a node slowed down instead of finding it
// killed by the OOM killer.
const (
	shedAbove     = 0.85
	resumeBelow   = 0.70
	shedServeRate = 64 << 10
)

type watchdog struct {
	d     *Daemon
	limit int64

	shedding  prometheus.Gauge
	shedTotal prometheus.Counter
	rssBytes  prometheus.Gauge

	// mu guards mem.
	mu  sync.Mutex
	mem api.Memory
}

func newWatchdog(d *Daemon, limit int64) *watchdog {
	w := &watchdog{d: d, limit: limit,
		shedding: prometheus.NewGauge(prometheus.GaugeOpts{
			Namespace: "synod", Subsystem: "memory", Name: "shedding",
			Help: "1 while the node sheds optional work because it is near node.memory_limit.",
		}),
		shedTotal: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "synod", Subsystem: "memory", Name: "shed_events_total",
			Help: "Times the node started shedding optional work near node.memory_limit.",
		}),
		rssBytes: prometheus.NewGauge(prometheus.GaugeOpts{
			Namespace: "synod", Subsystem: "memory", Name: "rss_bytes",
			Help: "Resident set size of the process, as the memory watchdog last sampled it.",
		}),
	}
	w.mem.LimitBytes = limit
	if limit > 0 {
		// Process-wide: the last daemon started in a process sets it.
		debug.SetMemoryLimit(limit)
	}
	return w
}

func (w *watchdog) register(reg prometheus.Registerer) {
	reg.MustRegister(w.shedding, w.shedTotal, w.rssBytes)
}

func (w *watchdog) snapshot() api.Memory {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.mem
}

func (w *watchdog) run(ctx context.Context) {
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		w.check(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// memSamples: what the Go runtime holds is its total minus the heap it
// has given back to the OS (the figure Go's own memory limit counts; the
// total alone never goes down), and the live heap.
var memSamples = []metrics.Sample{
	{Name: "/memory/classes/total:bytes"},
	{Name: "/memory/classes/heap/released:bytes"},
	{Name: "/memory/classes/heap/objects:bytes"},
}

func (w *watchdog) check(ctx context.Context) {
	s := make([]metrics.Sample, len(memSamples))
	copy(s, memSamples)
	metrics.Read(s)
	goBytes := int64(s[0].Value.Uint64()) - int64(s[1].Value.Uint64())
	heap := int64(s[2].Value.Uint64())
	rss := readRSS()
	w.rssBytes.Set(float64(rss))
	used := max(goBytes, rss)
	w.mu.Lock()
	w.mem.GoBytes, w.mem.HeapBytes, w.mem.RSSBytes = goBytes, heap, rss
	was := w.mem.Shedding
	start := w.limit > 0 && !was && float64(used) > shedAbove*float64(w.limit)
	stop := was && float64(used) < resumeBelow*float64(w.limit)
	if start {
		w.mem.Shedding = true
		w.mem.ShedEvents++
		w.mem.ShedReason = fmt.Sprintf("using %s of the %s node.memory_limit: checkpoint serving throttled to %s/s, connections trimmed to node.conn_low_water",
			mib(used), mib(w.limit), mib(shedServeRate))
	}
	if stop {
		w.mem.Shedding, w.mem.ShedReason = false, ""
	}
	reason := w.mem.ShedReason
	w.mu.Unlock()
	d := w.d
	switch {
	case start:
		w.shedding.Set(1)
		w.shedTotal.Inc()
		d.log.Warn("memory near node.memory_limit: shedding optional work", "used", mib(used), "limit", mib(w.limit), "shed", reason,
			"fix", "raise node.memory_limit, or lower node.conn_high_water and storage.checkpoint_serve_rate")
		if d.ckpt != nil {
			_ = d.ckpt.SetServeRate(shedServeRate)
		}
		if d.node != nil {
			d.node.Host().ConnManager().TrimOpenConns(ctx)
		}
		debug.FreeOSMemory()
	case stop:
		w.shedding.Set(0)
		d.log.Info("memory back under node.memory_limit: optional work resumed", "used", mib(used), "limit", mib(w.limit))
		if d.ckpt != nil {
			_ = d.ckpt.SetServeRate(int64(d.cfg.Storage.CheckpointServeRate))
		}
	case was:
		debug.FreeOSMemory()
	}
}

// readRSS is the process's resident set in bytes (Linux), or 0.
func readRSS() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, err := strconv.ParseInt(f[1], 10, 64)
	if err != nil {
		return 0
	}
	return pages * int64(os.Getpagesize())
}

func mib(n int64) string { return units.Bytes(uint64(max(n, 0))) }
