// Package gossipbench measures GossipSub delivery between Synod nodes
// (DHT discovery, validators and peer scoring on) against a bare go-libp2p
// GossipSub baseline on the same topology and load, in one run. It backs
// `synod bench gossip`; docs/BENCHMARKS.md records its results.
//
// The run: start N Synod nodes on loopback, bootstrapped from the first, and
// time how long until every node has found every other one; join a topic
// with a decoder, a size limit and an author check; warm up; publish Rate
// messages per second of Size bytes, round-robin over the nodes, for
// Duration; measure each message's latency at every other node; close them.
// The baseline: N bare libp2p hosts running GossipSub with the Synod
// router's settings but no validators, scoring or DHT, connected along the
// Synod nodes' pairs (once per pair, over the transport the Synod pair used),
// under the same load.
// Each network is measured Trials times, the order alternating (Synod then
// bare, bare then Synod, …), each measurement on fresh hosts after a full
// garbage collection; the headline ratio is the median of the trials'.
package gossipbench

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/synod-net/synod/internal/cputime"
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
	// (a node advertises at join, +2s and +6s and looks the group up every
	// few seconds until it stops finding new members), so the measured
	// window shows steady-state gossip; discovery is measured on its own.
	Warmup time.Duration
	Drain  time.Duration // wait for stragglers after the load (default 3s)
	// DiscoveryTimeout bounds the wait for full discovery (default 60s).
	DiscoveryTimeout time.Duration
	// Trials is how many times each network is measured (default 3).
	// Trials alternate their order (Synod then bare, bare then Synod, …)
	// so that neither network always runs first or on a machine that got
	// busier in the meantime; each trial starts fresh networks after a
	// full garbage collection, so none inherits the previous one's heap.
	Trials int
	// MaxOtherCPU is the CPU time, in seconds, the rest of the machine
	// may take during either network's measured window before the trial
	// counts as disturbed (see Result.OtherCPUSeconds); default 1. A
	// disturbed trial is run again, Trials repeats at most over the run;
	// one still disturbed when none is left is counted and marked.
	// Negative: never repeat.
	MaxOtherCPU float64
	// Progress, if set, receives a line per phase.
	Progress func(format string, args ...any)
	// NoFloodPublish turns flood publishing off in both networks (Synod
	// nodes flood-publish by default, see node.WithFloodPublish).
	NoFloodPublish bool
	// NoCopyFilter makes the Synod nodes verify every copy of a message,
	// as GossipSub does by itself, instead of dropping the copies that
	// arrive while an identical one waits for its signature check
	// (node.WithCopyHold).
	NoCopyFilter bool
	// ProfileDir, if set, receives a CPU profile of each network's
	// measured window and drain (synod.cpu.pprof, bare.cpu.pprof), heap
	// profiles taken as the window starts and at its end
	// (synod.start.heap.pprof, synod.heap.pprof, and the same for bare)
	// and a goroutine profile at its end (synod.goroutine.pprof,
	// bare.goroutine.pprof), and every delivery of the window, one line
	// each (synod.latencies.csv, bare.latencies.csv: receiving node,
	// sequence number, publishing node, publish time, latency). Writing the
	// first heap profile delays the window's first message by a few
	// milliseconds.
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
	if o.Trials == 0 {
		o.Trials = 3
	}
	if o.MaxOtherCPU == 0 {
		o.MaxOtherCPU = 1
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
	// GCCPUSeconds is the CPU time the collector spent during the measured
	// load and drain (its workers, assists and pauses, as the runtime
	// estimates it), AllocMB what the process allocated in that time, and
	// StackMB and Goroutines the goroutine stacks every collection must
	// scan besides the heap, at the end of the window.
	GCCPUSeconds float64 `json:"gc_cpu_seconds"`
	AllocMB      float64 `json:"alloc_mb"`
	StackMB      float64 `json:"stack_mb"`
	Goroutines   int     `json:"goroutines"`
	// OtherCPUSeconds is the CPU time the rest of the machine took while
	// the window ran: every core's busy time from /proc/stat, including
	// the time a hypervisor ran something else on them (steal), less this
	// process's (0 where /proc/stat cannot be read). The benchmark shares
	// the machine, and a trial in which other work took a core is not
	// comparable with one in which it did not.
	OtherCPUSeconds float64 `json:"other_cpu_seconds"`
	// Conns counts the network's connections at the end of the measured
	// window (both ends of a connection count once each, so a pair of
	// hosts connected once adds 2), TCPConns those over TCP, and Streams
	// the streams open on them: the transport state the nodes keep.
	Conns    int `json:"conns"`
	TCPConns int `json:"tcp_conns"`
	Streams  int `json:"streams"`
	// UDPOut and UDPIn are the UDP datagrams the machine's kernel counted
	// as sent and received during the window (/proc/net/snmp, every
	// process; a send that the kernel segments counts once): with both
	// networks on loopback QUIC, the packets each network needed for the
	// same gossip (0 where the counters cannot be read).
	UDPOut uint64 `json:"udp_out_datagrams"`
	UDPIn  uint64 `json:"udp_in_datagrams"`
	// CopiesDropped is how many message copies the Synod nodes dropped
	// on arrival during the window (node.Node.CopiesDropped; 0 for bare).
	CopiesDropped int `json:"copies_dropped"`
	// DHTMessages is how many DHT messages the Synod nodes sent during
	// the window (rendezvous lookups and advertisements, routing-table
	// checks and refreshes; 0 for bare, which runs no DHT).
	DHTMessages int `json:"dht_messages"`

	lats     []time.Duration // every delivery's latency, sorted
	loadTime time.Duration
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

// Run measures both networks Trials times, alternating which runs first,
// and compares them.
func Run(ctx context.Context, o Options) (*Report, error) {
	o.defaults()
	if o.Nodes < 2 {
		return nil, errors.New("gossipbench: need at least 2 nodes")
	}
	if o.Size < headerSize {
		return nil, fmt.Errorf("gossipbench: size must be at least %d bytes", headerSize)
	}
	if o.Trials < 1 {
		return nil, errors.New("gossipbench: need at least one trial")
	}
	rep := &Report{Nodes: o.Nodes, Rate: o.Rate, Size: o.Size, Duration: o.Duration.String(), Trials: o.Trials}
	// The bare network copies the topology of the latest Synod network, so
	// a trial that starts with bare uses the previous trial's. A disturbed
	// trial is run again in the same order, so the counted trials always
	// alternate.
	var topo topology
	repeats := o.Trials
	for k := 0; len(rep.PerTrial) < o.Trials; k++ {
		synodFirst := len(rep.PerTrial)%2 == 0
		tr := Trial{Order: "synod,bare"}
		if !synodFirst {
			tr.Order = "bare,synod"
		}
		o.Progress("trial %d of %d (%s)", len(rep.PerTrial)+1, o.Trials, tr.Order)
		runS := func() error {
			settle()
			sr, err := runSynod(ctx, o)
			if err != nil {
				return err
			}
			tr.StartMS, tr.DiscoveryMS, tr.MinRoutingTable, tr.Synod = sr.startMS, sr.discoveryMS, sr.minRoutingTable, sr.result
			topo = sr.topo
			return nil
		}
		runB := func() error {
			settle()
			r, err := runBare(ctx, o, topo)
			tr.Bare = r
			return err
		}
		steps := []func() error{runS, runB}
		if !synodFirst {
			steps = []func() error{runB, runS}
		}
		for _, step := range steps {
			if err := step(); err != nil {
				return nil, err
			}
		}
		if tr.Bare.P99MS > 0 {
			tr.P99Ratio = math.Round(tr.Synod.P99MS/tr.Bare.P99MS*1000) / 1000
		}
		tr.Disturbed = disturbed(tr, o.MaxOtherCPU)
		if tr.Disturbed && repeats > 0 {
			repeats--
			o.Progress("trial %d: p99 synod/bare %.2fx, disturbed (the rest of the machine took %.2f / %.2f CPU s during the windows): repeating it",
				len(rep.PerTrial)+1, tr.P99Ratio, tr.Synod.OtherCPUSeconds, tr.Bare.OtherCPUSeconds)
			rep.Repeated = append(rep.Repeated, tr)
			continue
		}
		o.Progress("trial %d: p99 synod/bare %.2fx", len(rep.PerTrial)+1, tr.P99Ratio)
		rep.PerTrial = append(rep.PerTrial, tr)
	}
	rep.summarize()
	return rep, nil
}

// disturbed says whether other work on the machine took more than limit
// CPU seconds during either network's window of tr (never, for a negative
// limit).
func disturbed(tr Trial, limit float64) bool {
	return limit >= 0 && max(tr.Synod.OtherCPUSeconds, tr.Bare.OtherCPUSeconds) > limit
}

// settle collects the previous network's garbage and returns the memory,
// so that every network starts from the same, small heap.
func settle() {
	runtime.GC()
	debug.FreeOSMemory()
}

// endpoint is what the load generator needs from one host of either network.
type endpoint struct {
	publish func(ctx context.Context, data []byte) error
	next    func(ctx context.Context) ([]byte, error)
	peers   func() int // topic peers
	net     network.Network
	// copiesDropped and dhtSent, if set, are the node's counts of copies
	// dropped before GossipSub handled them and of DHT messages sent.
	copiesDropped func() float64
	dhtSent       func() float64
}

// synodRun is one measurement of the Synod network.
type synodRun struct {
	startMS, discoveryMS float64
	minRoutingTable      int
	result               Result
	topo                 topology
}

// topology is a network's connection graph: the pairs of hosts connected,
// and for each pair whether its connection runs over QUIC (else TCP).
type topology struct {
	edges [][2]int
	quic  []bool
}

// runSynod measures the Synod network and returns its connection graph.
func runSynod(ctx context.Context, o Options) (synodRun, error) {
	var sr synodRun
	o.Progress("synod: starting %d nodes", o.Nodes)
	t0 := time.Now()
	net, err := localnet.Start(ctx, localnet.Spec{N: o.Nodes, Network: "gossipbench",
		Options: func(int) []node.Option {
			opts := []node.Option{node.WithFloodPublish(!o.NoFloodPublish)}
			if o.NoCopyFilter {
				opts = append(opts, node.WithCopyHold(0))
			}
			return opts
		}})
	if err != nil {
		return sr, err
	}
	defer net.Close()
	sr.startMS = ms(time.Since(t0))
	t1 := time.Now()
	for _, n := range net.Nodes {
		if err := n.JoinGroup("bench"); err != nil {
			return sr, err
		}
	}
	dctx, cancel := context.WithTimeout(ctx, o.DiscoveryTimeout)
	err = localnet.WaitFor(dctx, func() bool { return net.MinKnown() >= o.Nodes-1 })
	cancel()
	if err != nil {
		return sr, fmt.Errorf("gossipbench: discovery incomplete after %s (min known %d of %d)", o.DiscoveryTimeout, net.MinKnown(), o.Nodes-1)
	}
	sr.discoveryMS = ms(time.Since(t1))
	sr.minRoutingTable = net.MinRoutingTable()
	o.Progress("synod: every node found all %d others in %.0f ms (smallest routing table %d)", o.Nodes-1, sr.discoveryMS, sr.minRoutingTable)

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
			return sr, err
		}
		sub, err := tp.Subscribe(4096)
		if err != nil {
			return sr, err
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
			peers:         func() int { return len(tp.Peers()) },
			net:           n.Host().Network(),
			copiesDropped: n.CopiesDropped,
			dhtSent:       n.DHTMessagesSent,
		}
	}
	if sr.result, err = load(ctx, o, "synod", eps); err != nil {
		return sr, err
	}
	// The connection graph as the window leaves it: taken right after
	// discovery, it could miss connections still being dialed (nodes know
	// every peer before they are connected to all they will be), and a
	// bare network with fewer connections than the Synod one had could
	// leave a host short of mesh peers. A pair counts once, whichever side
	// lists the connection.
	seen := map[[2]int]int{} // pair → edge
	for i, n := range net.Nodes {
		for _, c := range n.Host().Network().Conns() {
			j, ok := index[c.RemotePeer()]
			if !ok || j == i {
				continue
			}
			pair := [2]int{min(i, j), max(i, j)}
			quic := isQUIC(c.RemoteMultiaddr())
			if e, dup := seen[pair]; dup {
				sr.topo.quic[e] = sr.topo.quic[e] || quic
				continue
			}
			seen[pair] = len(sr.topo.edges)
			sr.topo.edges = append(sr.topo.edges, pair)
			sr.topo.quic = append(sr.topo.quic, quic)
		}
	}
	return sr, nil
}

func isQUIC(a ma.Multiaddr) bool {
	_, err := a.ValueForProtocol(ma.P_QUIC_V1)
	return err == nil
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
		seq  uint64
		sent int64 // publish time, Unix ns
		lat  time.Duration
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
				samples[i] = append(samples[i], sample{h.seq, h.sent, time.Duration(now - h.sent)})
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
	var cpuStart, machineStart time.Duration
	var udpStart udpCounts
	var gcStart gcFigures
	var droppedStart, dhtStart float64
	sum := func(get func(endpoint) func() float64) float64 {
		var d float64
		for _, e := range eps {
			if f := get(e); f != nil {
				d += f()
			}
		}
		return d
	}
	dropped := func() float64 { return sum(func(e endpoint) func() float64 { return e.copiesDropped }) }
	dhtSent := func() float64 { return sum(func(e endpoint) func() float64 { return e.dhtSent }) }
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
			cpuStart, machineStart = cputime.Process(), cputime.Machine()
			udpStart = udpDatagrams()
			gcStart = gcStats()
			droppedStart, dhtStart = dropped(), dhtSent()
			writeHeapProfile(o, name+".start")
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
	cpu := cputime.Process() - cpuStart
	other := cputime.Machine() - machineStart - cpu
	udp := udpDatagrams().since(udpStart)
	gcEnd := gcStats()
	copiesDropped, dhtMessages := int(dropped()-droppedStart), int(dhtSent()-dhtStart)
	conns, tcpConns, streams := connStats(eps)
	stopProfile()
	stopProfile = func() {}
	writeHeapProfile(o, name)
	writeProfile(o, name+".goroutine", "goroutine")
	stopReaders()
	wg.Wait()

	var lats []time.Duration
	var csv []byte
	if o.ProfileDir != "" {
		csv = append(csv, "receiver,seq,publisher,sent_unix_ns,latency_us\n"...)
	}
	seen := map[[2]uint64]bool{}
	for i, s := range samples {
		for _, x := range s {
			if x.seq >= firstSeq && !seen[[2]uint64{uint64(i), x.seq}] {
				seen[[2]uint64{uint64(i), x.seq}] = true
				lats = append(lats, x.lat)
				if csv != nil {
					csv = fmt.Appendf(csv, "%d,%d,%d,%d,%d\n", i, x.seq, int((x.seq-1)%uint64(n)), x.sent, x.lat.Microseconds())
				}
			}
		}
	}
	if csv != nil {
		if err := os.WriteFile(filepath.Join(o.ProfileDir, name+".latencies.csv"), csv, 0o644); err != nil {
			o.Progress("%s: latencies: %v", name, err)
		}
	}
	slices.Sort(lats)
	r := Result{Name: name, Nodes: n, Published: published, Expected: expected, CPUSeconds: math.Round(cpu.Seconds()*100) / 100,
		GCCycles: gcEnd.cycles - gcStart.cycles, LiveHeapMB: mb(gcEnd.liveHeap),
		GCCPUSeconds: math.Round((gcEnd.gcCPU-gcStart.gcCPU)*100) / 100, AllocMB: mb(gcEnd.allocs - gcStart.allocs),
		StackMB: mb(gcEnd.stack), Goroutines: gcEnd.goroutines, OtherCPUSeconds: math.Round(max(other, 0).Seconds()*100) / 100,
		Conns: conns, TCPConns: tcpConns, Streams: streams, UDPOut: udp.out, UDPIn: udp.in,
		CopiesDropped: copiesDropped, DHTMessages: dhtMessages}
	r.setLatencies(lats, loadTime)
	o.Progress("%s: delivered %d/%d (%.2f%%), p50 %.2f ms, p99 %.2f ms, %.1f msg/s published, %.2f CPU s (GC %.2f: assists %.2f, idle marking %.2f; rest of the machine %.2f), %d GCs, live heap %.1f MB, %.0f MB allocated, stacks %.1f MB (%d goroutines), %d conns (%d TCP), %d streams, %d / %d UDP datagrams out / in, %d copies dropped on arrival, %d DHT messages sent",
		name, r.Delivered, r.Expected, 100*r.DeliveryRatio, r.P50MS, r.P99MS, r.PublishRate, r.CPUSeconds, r.GCCPUSeconds, gcEnd.gcAssist-gcStart.gcAssist, gcEnd.gcIdle-gcStart.gcIdle, r.OtherCPUSeconds, r.GCCycles, r.LiveHeapMB, r.AllocMB, r.StackMB, r.Goroutines, r.Conns, r.TCPConns, r.Streams, r.UDPOut, r.UDPIn, r.CopiesDropped, r.DHTMessages)
	return r, nil
}

// connStats counts the connections, TCP connections and streams of every
// endpoint's host.
func connStats(eps []endpoint) (conns, tcpConns, streams int) {
	for _, e := range eps {
		if e.net == nil {
			continue
		}
		for _, c := range e.net.Conns() {
			conns++
			if !isQUIC(c.RemoteMultiaddr()) {
				tcpConns++
			}
			streams += len(c.GetStreams())
		}
	}
	return conns, tcpConns, streams
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
// o.ProfileDir/<name>.heap.pprof if o.ProfileDir is set. load writes one
// as the measured window starts (<name>.start.heap.pprof) and one at its
// end, so the window's own allocations are
// `go tool pprof -sample_index=alloc_space -diff_base synod.start.heap.pprof synod.heap.pprof`.
func writeHeapProfile(o Options, name string) { writeProfile(o, name+".heap", "heap") }

// writeProfile writes the runtime profile kind (heap, goroutine) into
// o.ProfileDir/<file>.pprof if o.ProfileDir is set.
func writeProfile(o Options, file, kind string) {
	if o.ProfileDir == "" {
		return
	}
	f, err := os.Create(filepath.Join(o.ProfileDir, file+".pprof"))
	if err != nil {
		o.Progress("%s: no %s profile: %v", file, kind, err)
		return
	}
	defer f.Close()
	if err := pprof.Lookup(kind).WriteTo(f, 0); err != nil {
		o.Progress("%s: no %s profile: %v", file, kind, err)
	}
}

type gcFigures struct {
	cycles     uint64
	liveHeap   uint64
	allocs     uint64  // bytes allocated since the process started
	stack      uint64  // goroutine stack bytes a collection scans
	gcCPU      float64 // collector CPU seconds since the process started
	gcAssist   float64 // of which mutator assists
	gcIdle     float64 // of which idle-time mark workers
	goroutines int
}

// gcStats reads the collector's figures without stopping the world.
func gcStats() gcFigures {
	s := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}, {Name: "/gc/heap/live:bytes"},
		{Name: "/gc/heap/allocs:bytes"}, {Name: "/gc/scan/stack:bytes"}, {Name: "/cpu/classes/gc/total:cpu-seconds"},
		{Name: "/cpu/classes/gc/mark/assist:cpu-seconds"}, {Name: "/cpu/classes/gc/mark/idle:cpu-seconds"}}
	metrics.Read(s)
	u := func(i int) uint64 {
		if s[i].Value.Kind() == metrics.KindUint64 {
			return s[i].Value.Uint64()
		}
		return 0
	}
	g := gcFigures{cycles: u(0), liveHeap: u(1), allocs: u(2), stack: u(3), goroutines: runtime.NumGoroutine()}
	f := func(i int) float64 {
		if s[i].Value.Kind() == metrics.KindFloat64 {
			return s[i].Value.Float64()
		}
		return 0
	}
	g.gcCPU, g.gcAssist, g.gcIdle = f(4), f(5), f(6)
	return g
}

// mb is bytes in MB, to a tenth.
func mb(b uint64) float64 { return math.Round(float64(b)/1e5) / 10 }

// udpCounts are the kernel's UDP datagram counters.
type udpCounts struct{ in, out uint64 }

// since is c less an earlier reading (0 where either is missing).
func (c udpCounts) since(start udpCounts) udpCounts {
	if c.out < start.out || c.in < start.in || start == (udpCounts{}) {
		return udpCounts{}
	}
	return udpCounts{in: c.in - start.in, out: c.out - start.out}
}

// udpDatagrams reads the machine's UDP datagram counters from
// /proc/net/snmp (zero where they cannot be read).
func udpDatagrams() udpCounts {
	b, err := os.ReadFile("/proc/net/snmp")
	if err != nil {
		return udpCounts{}
	}
	return parseUDPCounts(string(b))
}

// parseUDPCounts finds InDatagrams and OutDatagrams in the text of
// /proc/net/snmp: a "Udp:" line of names followed by a "Udp:" line of
// values.
func parseUDPCounts(snmp string) udpCounts {
	var names []string
	for _, line := range strings.Split(snmp, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || f[0] != "Udp:" {
			continue
		}
		if names == nil {
			names = f
			continue
		}
		var c udpCounts
		for i := 1; i < len(f) && i < len(names); i++ {
			v, err := strconv.ParseUint(f[i], 10, 64)
			if err != nil {
				return udpCounts{}
			}
			switch names[i] {
			case "InDatagrams":
				c.in = v
			case "OutDatagrams":
				c.out = v
			}
		}
		return c
	}
	return udpCounts{}
}

func ms(d time.Duration) float64 { return math.Round(float64(d.Microseconds())/10) / 100 }
