// Package gossipbench measures GossipSub delivery between Synod nodes
// (DHT discovery, validators and peer scoring on) against a bare go-libp2p
// GossipSub baseline on the same topology and load, in one run. It backs
// `synod bench gossip`; docs/BENCHMARKS.md records its results.
//
// The run: start N Synod nodes on loopback, bootstrapped from the first, and
// time how long until every node has found every other one; join a topic
// with a decoder, a size limit and an author check; warm up; publish Rate
// messages per second of Size bytes, round-robin over the nodes, for
// Duration; measure each message's latency at every other node. Then close
// them, start N bare libp2p hosts connected exactly as the Synod nodes were,
// and repeat the load with pubsub's defaults.
package gossipbench

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime/metrics"
	"runtime/pprof"
	"slices"
	"sync"
	"syscall"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/localnet"
)

// Options configure a run.
type Options struct {
	Nodes    int           // hosts in each network (default 32)
	Rate     float64       // messages per second over the whole network (default 50)
	Size     int           // payload bytes (default 512, at least 24)
	Duration time.Duration // measured load (default 10s)
	// Warmup is load before measuring (default 15s): the meshes settle, and
	// so does the rendezvous traffic of 32 nodes that all joined at once
	// (a node advertises at join, +2s and +6s and looks the swarm up every
	// few seconds until it stops finding new members), so the measured
	// window shows steady-state gossip; discovery is measured on its own.
	Warmup time.Duration
	Drain  time.Duration // wait for stragglers after the load (default 3s)
	// DiscoveryTimeout bounds the wait for full discovery (default 60s).
	DiscoveryTimeout time.Duration
	// Progress, if set, receives a line per phase.
	Progress func(format string, args ...any)
	// NoFloodPublish turns flood publishing off in both networks (Synod
	// nodes flood-publish by default, see node.WithFloodPublish).
	NoFloodPublish bool
	// ProfileDir, if set, receives a CPU profile of each network's
	// measured window and drain (synod.cpu.pprof, bare.cpu.pprof) and a
	// heap profile taken at its end (synod.heap.pprof, bare.heap.pprof).
	ProfileDir string
}

func (o *Options) defaults() {
	if o.Nodes == 0 {
		o.Nodes = 32
	}
	if o.Rate == 0 {
		o.Rate = 50
	}
	if o.Size == 0 {
		o.Size = 512
	}
	if o.Duration == 0 {
		o.Duration = 10 * time.Second
	}
	if o.Warmup == 0 {
		o.Warmup = 15 * time.Second
	}
	if o.Drain == 0 {
		o.Drain = 3 * time.Second
	}
	if o.DiscoveryTimeout == 0 {
		o.DiscoveryTimeout = 60 * time.Second
	}
	if o.Progress == nil {
		o.Progress = func(string, ...any) {}
	}
}

// Result is one network's measurements.
type Result struct {
	Name          string  `json:"name"`
	Nodes         int     `json:"nodes"`
	Published     int     `json:"published"`
	Expected      int     `json:"expected_deliveries"` // published × (nodes − 1)
	Delivered     int     `json:"delivered"`
	DeliveryRatio float64 `json:"delivery_ratio"`
	P50MS         float64 `json:"p50_ms"`
	P99MS         float64 `json:"p99_ms"`
	MaxMS         float64 `json:"max_ms"`
	PublishRate   float64 `json:"publish_msgs_per_s"`   // messages published per second
	DeliveryRate  float64 `json:"delivered_msgs_per_s"` // deliveries per second, all nodes together
	// CPUSeconds is the process's CPU time (user + system) during the
	// measured load and drain: a figure that other load on the machine
	// does not inflate as much as latencies.
	CPUSeconds float64 `json:"cpu_seconds"`
	// GCCycles is how many garbage collections ran during the measured
	// load and drain, and LiveHeapMB the heap the last of them left live
	// (all nodes of the network share the process's heap).
	GCCycles   uint64  `json:"gc_cycles"`
	LiveHeapMB float64 `json:"live_heap_mb"`
}

// Report is a whole run.
type Report struct {
	Nodes    int     `json:"nodes"`
	Rate     float64 `json:"rate_msgs_per_s"`
	Size     int     `json:"size_bytes"`
	Duration string  `json:"duration"`
	// StartMS is how long starting the Synod nodes took.
	StartMS float64 `json:"synod_start_ms"`
	// DiscoveryMS is the time from the last node's start until every node
	// had found every other (routing table, connections, rendezvous).
	DiscoveryMS float64 `json:"discovery_ms"`
	// MinRoutingTable is the smallest DHT routing table at that moment.
	MinRoutingTable int    `json:"discovery_min_routing_table"`
	Synod           Result `json:"synod"`
	Bare            Result `json:"bare"`
	// P99Ratio is Synod's p99 latency over the bare baseline's.
	P99Ratio float64 `json:"p99_ratio"`
	// Targets: discovery within 10 s, every message delivered, p99 within
	// 1.5× of bare.
	Targets Targets `json:"targets"`
}

// Targets says which headline targets the run met.
type Targets struct {
	DiscoveryWithin10s bool `json:"discovery_within_10s"`
	AllDelivered       bool `json:"all_delivered"`
	P99Within1_5x      bool `json:"p99_within_1_5x"`
}

// The payload starts with a header the receivers (and the Synod decoder)
// read: publisher index, sequence number and send time.
const headerSize = 4 + 8 + 8

type header struct {
	from int
	seq  uint64
	sent int64
}

func encode(buf []byte, h header) {
	binary.BigEndian.PutUint32(buf[0:], uint32(h.from))
	binary.BigEndian.PutUint64(buf[4:], h.seq)
	binary.BigEndian.PutUint64(buf[12:], uint64(h.sent))
}

func decode(b []byte) (header, error) {
	if len(b) < headerSize {
		return header{}, errors.New("short payload")
	}
	return header{
		from: int(binary.BigEndian.Uint32(b[0:])),
		seq:  binary.BigEndian.Uint64(b[4:]),
		sent: int64(binary.BigEndian.Uint64(b[12:])),
	}, nil
}

// Run runs both networks and compares them.
func Run(ctx context.Context, o Options) (*Report, error) {
	o.defaults()
	if o.Nodes < 2 {
		return nil, errors.New("gossipbench: need at least 2 nodes")
	}
	if o.Size < headerSize {
		return nil, fmt.Errorf("gossipbench: size must be at least %d bytes", headerSize)
	}
	rep := &Report{Nodes: o.Nodes, Rate: o.Rate, Size: o.Size, Duration: o.Duration.String()}
	edges, err := runSynod(ctx, o, rep)
	if err != nil {
		return nil, err
	}
	if rep.Bare, err = runBare(ctx, o, edges); err != nil {
		return nil, err
	}
	if rep.Bare.P99MS > 0 {
		rep.P99Ratio = rep.Synod.P99MS / rep.Bare.P99MS
	}
	rep.Targets = Targets{
		DiscoveryWithin10s: rep.DiscoveryMS <= 10_000,
		AllDelivered:       rep.Synod.DeliveryRatio == 1 && rep.Bare.DeliveryRatio == 1,
		P99Within1_5x:      rep.P99Ratio > 0 && rep.P99Ratio <= 1.5,
	}
	return rep, nil
}

// endpoint is what the load generator needs from one host of either network.
type endpoint struct {
	publish func(ctx context.Context, data []byte) error
	next    func(ctx context.Context) ([]byte, error)
	peers   func() int // topic peers
}

// runSynod measures the Synod network and returns its connection graph.
func runSynod(ctx context.Context, o Options, rep *Report) ([][2]int, error) {
	o.Progress("synod: starting %d nodes", o.Nodes)
	t0 := time.Now()
	net, err := localnet.Start(ctx, localnet.Spec{N: o.Nodes, Network: "gossipbench",
		Options: func(int) []node.Option { return []node.Option{node.WithFloodPublish(!o.NoFloodPublish)} }})
	if err != nil {
		return nil, err
	}
	defer net.Close()
	rep.StartMS = ms(time.Since(t0))
	t1 := time.Now()
	for _, n := range net.Nodes {
		if err := n.JoinSwarm("bench"); err != nil {
			return nil, err
		}
	}
	dctx, cancel := context.WithTimeout(ctx, o.DiscoveryTimeout)
	err = localnet.WaitFor(dctx, func() bool { return net.MinKnown() >= o.Nodes-1 })
	cancel()
	if err != nil {
		return nil, fmt.Errorf("gossipbench: discovery incomplete after %s (min known %d of %d)", o.DiscoveryTimeout, net.MinKnown(), o.Nodes-1)
	}
	rep.DiscoveryMS = ms(time.Since(t1))
	rep.MinRoutingTable = net.MinRoutingTable()
	o.Progress("synod: every node found all %d others in %.0f ms (smallest routing table %d)", o.Nodes-1, rep.DiscoveryMS, rep.MinRoutingTable)

	index := map[peer.ID]int{}
	for i, n := range net.Nodes {
		index[n.ID()] = i
	}
	eps := make([]endpoint, o.Nodes)
	for i, n := range net.Nodes {
		// The validators a real application would run: a decoder, the size
		// limit and a check that the claimed publisher is the signer.
		tp, err := n.Join("bench", "load",
			node.WithMaxSize(max(o.Size, 1024)),
			node.WithDecoder(func(b []byte) (any, error) { return decode(b) }),
			node.WithValidator("author", func(_ context.Context, m *node.Message) (node.Result, string) {
				if idx, ok := index[m.From]; !ok || idx != m.Decoded.(header).from {
					return node.Reject, "wrong_author"
				}
				return node.Accept, ""
			}))
		if err != nil {
			return nil, err
		}
		sub, err := tp.Subscribe(4096)
		if err != nil {
			return nil, err
		}
		eps[i] = endpoint{
			publish: tp.Publish,
			next: func(ctx context.Context) ([]byte, error) {
				m, err := sub.Next(ctx)
				if err != nil {
					return nil, err
				}
				return m.Data, nil
			},
			peers: func() int { return len(tp.Peers()) },
		}
	}
	var edges [][2]int
	for i, n := range net.Nodes {
		for _, p := range n.ConnectedPeers() {
			if j, ok := index[p]; ok && j > i {
				edges = append(edges, [2]int{i, j})
			}
		}
	}
	if rep.Synod, err = load(ctx, o, "synod", eps); err != nil {
		return nil, err
	}
	return edges, nil
}

// load warms up, runs the measured load and collects latencies.
func load(ctx context.Context, o Options, name string, eps []endpoint) (Result, error) {
	n := len(eps)
	want := min(n-1, 4)
	mctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	err := localnet.WaitFor(mctx, func() bool {
		for _, e := range eps {
			if e.peers() < want {
				return false
			}
		}
		return true
	})
	cancel()
	if err != nil {
		return Result{}, fmt.Errorf("gossipbench: %s: topic never reached %d peers per node", name, want)
	}

	type sample struct {
		seq uint64
		lat time.Duration
	}
	var (
		mu       sync.Mutex
		samples  = make([][]sample, n)
		firstSeq = uint64(math.MaxUint64) // first measured message
	)
	rctx, stopReaders := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for i, e := range eps {
		wg.Add(1)
		go func(i int, e endpoint) {
			defer wg.Done()
			for {
				data, err := e.next(rctx)
				if err != nil {
					return
				}
				now := time.Now().UnixNano()
				h, err := decode(data)
				if err != nil || h.from == i {
					continue
				}
				mu.Lock()
				samples[i] = append(samples[i], sample{h.seq, time.Duration(now - h.sent)})
				mu.Unlock()
			}
		}(i, e)
	}

	o.Progress("%s: warming up for %s, then %s of %.0f msg/s of %d B", name, o.Warmup, o.Duration, o.Rate, o.Size)
	interval := time.Duration(float64(time.Second) / o.Rate)
	total := int(o.Duration.Seconds() * o.Rate)
	warm := int(o.Warmup.Seconds() * o.Rate)
	tick := time.NewTicker(interval)
	var seq uint64
	var loadStart time.Time
	var cpuStart time.Duration
	var gcStart uint64
	stopProfile := func() {}
	defer func() { stopProfile() }()
	published := 0
	for k := 0; k < warm+total; k++ {
		select {
		case <-ctx.Done():
			stopReaders()
			wg.Wait()
			return Result{}, ctx.Err()
		case <-tick.C:
		}
		if k == warm {
			mu.Lock()
			firstSeq = seq + 1
			mu.Unlock()
			loadStart = time.Now()
			cpuStart = cpuTime()
			gcStart = gcStats().cycles
			stopProfile = startProfile(o, name)
		}
		seq++
		from := k % n
		// A fresh buffer each time: GossipSub keeps the slice it is given.
		payload := make([]byte, o.Size)
		encode(payload, header{from: from, seq: seq, sent: time.Now().UnixNano()})
		if err := eps[from].publish(ctx, payload); err != nil {
			tick.Stop()
			stopReaders()
			wg.Wait()
			return Result{}, fmt.Errorf("gossipbench: %s: publish: %w", name, err)
		}
		if k >= warm {
			published++
		}
	}
	tick.Stop()
	loadTime := time.Since(loadStart)
	expected := published * (n - 1)
	deadline := time.Now().Add(o.Drain)
	count := func() int {
		mu.Lock()
		defer mu.Unlock()
		c := 0
		for _, s := range samples {
			for _, x := range s {
				if x.seq >= firstSeq {
					c++
				}
			}
		}
		return c
	}
	for time.Now().Before(deadline) && count() < expected {
		time.Sleep(50 * time.Millisecond)
	}
	cpu := cpuTime() - cpuStart
	gcEnd := gcStats()
	stopProfile()
	stopProfile = func() {}
	writeHeapProfile(o, name)
	stopReaders()
	wg.Wait()

	var lats []time.Duration
	seen := map[[2]uint64]bool{}
	for i, s := range samples {
		for _, x := range s {
			if x.seq >= firstSeq && !seen[[2]uint64{uint64(i), x.seq}] {
				seen[[2]uint64{uint64(i), x.seq}] = true
				lats = append(lats, x.lat)
			}
		}
	}
	slices.Sort(lats)
	r := Result{Name: name, Nodes: n, Published: published, Expected: expected, Delivered: len(lats), CPUSeconds: math.Round(cpu.Seconds()*100) / 100,
		GCCycles: gcEnd.cycles - gcStart, LiveHeapMB: math.Round(float64(gcEnd.liveHeap)/1e5) / 10}
	if expected > 0 {
		r.DeliveryRatio = float64(len(lats)) / float64(expected)
	}
	if len(lats) > 0 {
		r.P50MS = ms(lats[len(lats)/2])
		r.P99MS = ms(lats[min(len(lats)-1, int(math.Ceil(0.99*float64(len(lats))))-1)])
		r.MaxMS = ms(lats[len(lats)-1])
	}
	if loadTime > 0 {
		r.PublishRate = float64(published) / loadTime.Seconds()
		r.DeliveryRate = float64(len(lats)) / loadTime.Seconds()
	}
	o.Progress("%s: delivered %d/%d (%.2f%%), p50 %.2f ms, p99 %.2f ms, %.1f msg/s published, %.2f CPU s, %d GCs, live heap %.1f MB",
		name, r.Delivered, r.Expected, 100*r.DeliveryRatio, r.P50MS, r.P99MS, r.PublishRate, r.CPUSeconds, r.GCCycles, r.LiveHeapMB)
	return r, nil
}

// startProfile starts a CPU profile into o.ProfileDir/<name>.cpu.pprof if
// o.ProfileDir is set, and returns the function that stops it.
func startProfile(o Options, name string) func() {
	if o.ProfileDir == "" {
		return func() {}
	}
	f, err := os.Create(filepath.Join(o.ProfileDir, name+".cpu.pprof"))
	if err != nil {
		o.Progress("%s: no CPU profile: %v", name, err)
		return func() {}
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		o.Progress("%s: no CPU profile: %v", name, err)
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}
}

// writeHeapProfile writes a heap profile (live objects at the last
// collection, allocations since the process started) into
// o.ProfileDir/<name>.heap.pprof if o.ProfileDir is set. The bare network
// runs after the Synod one in the same process, so compare its allocations
// with `go tool pprof -base synod.heap.pprof bare.heap.pprof`.
func writeHeapProfile(o Options, name string) {
	if o.ProfileDir == "" {
		return
	}
	f, err := os.Create(filepath.Join(o.ProfileDir, name+".heap.pprof"))
	if err != nil {
		o.Progress("%s: no heap profile: %v", name, err)
		return
	}
	defer f.Close()
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		o.Progress("%s: no heap profile: %v", name, err)
	}
}

type gcFigures struct {
	cycles   uint64
	liveHeap uint64
}

// gcStats reads the collector's cycle count and the live heap after the
// last collection without stopping the world.
func gcStats() gcFigures {
	s := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}, {Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	var g gcFigures
	if s[0].Value.Kind() == metrics.KindUint64 {
		g.cycles = s[0].Value.Uint64()
	}
	if s[1].Value.Kind() == metrics.KindUint64 {
		g.liveHeap = s[1].Value.Uint64()
	}
	return g
}

// cpuTime is the process's user plus system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func ms(d time.Duration) float64 { return math.Round(float64(d.Microseconds())/10) / 100 }
