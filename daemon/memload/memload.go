// Package memload measures the memory of a `synod node run` process under
// a 32-node gossip load (synod bench memory).
//
// The measured node is its own process, so its resident set is its own: a
// home made with `synod init --no-passphrase` holding a funded dev key, a
// config.toml with node.memory_limit, the [chain] section of a `synod chain
// dev` process and the swarm.id of a swarm made with `synod swarm create`;
// it plays that swarm. The load runs in this process: members (see
// members) that register in the swarm and play every round with it, and
// flooders (see flood) that are not members and publish at a fixed rate
// signed envelopes the node must verify and reject, oversized and garbage
// payloads on the swarm's topics. Every second the measurement reads the
// node's VmRSS from /proc/<pid>/status and its memory watchdog's state from
// the local API (/api/v1/status); at the end it reads the node's /metrics
// and its swarm history (/api/v1/swarm) and stops everything.
package memload

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	ethcrypto "github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/internal/units"
	"github.com/synod-net/synod/swarm/swarmchain"
	"github.com/synod-net/synod/swarm/tasks"
	"github.com/synod-net/synod/swarm/wire"
)

// Options configure a measurement. Zero values take the defaults.
type Options struct {
	// Binary is the synod executable: it runs the dev chain, init, swarm
	// create and the measured node. Required.
	Binary string
	// Members is the number of load nodes that play the swarm (default 23).
	Members int
	// Flooders is the number of load nodes that flood it (default 8).
	// Members, flooders and the measured node make the load's node count.
	Flooders int
	// FloodRate is the messages per second of all flooders together
	// (default 400).
	FloodRate float64
	// FloodRotate is how often each flooder takes a new key and connects
	// again (default 0: never; negative: never).
	FloodRotate time.Duration
	// Duration is the measured load, from the moment every load node is
	// connected to the measured node (default 3 minutes).
	Duration time.Duration
	// MemoryLimit is the measured node's node.memory_limit (default 512 MiB).
	MemoryLimit int64
	// Round is the swarm's round, four equal stages (answer, critique, vote,
	// training) of whole seconds (default 16 s).
	Round time.Duration
	// StartIn is the time from the swarm's creation to its round 0
	// (default 30 s).
	StartIn time.Duration
	// MinRounds makes the window last, after Duration, until the node has
	// tallied this many rounds in it, for at most MaxExtra more (default 0:
	// Duration alone).
	MinRounds int
	// MaxExtra bounds the window's extension for MinRounds (default 5
	// minutes).
	MaxExtra time.Duration
	// Dir is a directory for the chain's and node's files and logs and the
	// RSS samples (samples.csv), kept after the run. Empty: a temporary
	// directory, removed.
	Dir string
	// Progress receives progress lines (default: none).
	Progress func(format string, args ...any)
}

func (o *Options) defaults() {
	if o.Members == 0 {
		o.Members = 23
	}
	if o.Flooders == 0 {
		o.Flooders = 8
	}
	if o.FloodRate == 0 {
		o.FloodRate = 400
	}
	if o.FloodRotate < 0 {
		o.FloodRotate = 0
	}
	if o.Duration == 0 {
		o.Duration = 3 * time.Minute
	}
	if o.MemoryLimit == 0 {
		o.MemoryLimit = 512 << 20
	}
	if o.Round == 0 {
		o.Round = 16 * time.Second
	}
	if o.StartIn == 0 {
		o.StartIn = 30 * time.Second
	}
	if o.MaxExtra == 0 {
		o.MaxExtra = 5 * time.Minute
	}
	if o.Progress == nil {
		o.Progress = func(string, ...any) {}
	}
}

// Report is one measurement.
type Report struct {
	Date    string  `json:"date"`
	Machine Machine `json:"machine"`
	Load    Load    `json:"load"`
	// LimitBytes is the node's node.memory_limit.
	LimitBytes int64 `json:"limit_bytes"`
	// WindowS is the measured load's length in seconds.
	WindowS  float64     `json:"window_s"`
	RSS      RSS         `json:"rss"`
	Watchdog Watchdog    `json:"watchdog"`
	Swarm    SwarmResult `json:"swarm"`
	Gossip   Gossip      `json:"gossip"`
	// NodeCPUS is the CPU time the node used in the window, in seconds
	// (user and system, /proc/<pid>/stat).
	NodeCPUS float64 `json:"node_cpu_s"`
	// NodeReadBytes is what the node read in the window (rchar of
	// /proc/<pid>/io: its peers' traffic, to within a few disk reads).
	NodeReadBytes int64 `json:"node_read_bytes"`
	// NodeStop is "clean" when the node exited with status 0 on SIGINT at
	// the end, otherwise what happened.
	NodeStop string `json:"node_stop"`
	// Pass: every RSS sample and the kernel's peak (VmHWM) stayed under
	// the limit, the node tallied rounds during the load and stopped
	// cleanly.
	Pass bool `json:"pass"`
}

// Machine describes where the measurement ran.
type Machine struct {
	CPUs     int    `json:"cpus"`
	MemBytes int64  `json:"mem_bytes"`
	Go       string `json:"go"`
	// LoadAvg is the machine's one-minute load average at the start and
	// at the end of the window (/proc/loadavg): the load and everything
	// else the machine ran.
	LoadAvg [2]float64 `json:"load_avg"`
}

// Load describes the load as it ran.
type Load struct {
	Nodes     int     `json:"nodes"` // the measured node, members and flooders
	Members   int     `json:"members"`
	Flooders  int     `json:"flooders"`
	RoundS    float64 `json:"round_s"`
	FloodRate float64 `json:"flood_rate_target"` // messages/s, all flooders
	// FloodRateAchieved is what the flooders published per second over
	// the window.
	FloodRateAchieved float64 `json:"flood_rate"`
	FloodRotateS      float64 `json:"flood_rotate_s"` // 0: never
	Envelopes         int64   `json:"flood_envelopes"`
	Oversized         int64   `json:"flood_oversized"`
	Garbage           int64   `json:"flood_garbage"`
	FloodBytes        int64   `json:"flood_bytes"`
	FlooderKeys       int64   `json:"flooder_keys"` // identities the flooders used
	FloodErrors       int64   `json:"flood_errors"`
	LastFloodError    string  `json:"last_flood_error,omitempty"`
	// MemberTallies is the rounds tallied by the members, all together.
	MemberTallies int64 `json:"member_tallies"`
}

// RSS summarises the measured node's resident set, sampled every second
// from /proc/<pid>/status.
type RSS struct {
	// Samples, Max, Median and Min are over the measured window.
	Samples     int   `json:"samples"`
	MaxBytes    int64 `json:"max_bytes"`
	MedianBytes int64 `json:"median_bytes"`
	MinBytes    int64 `json:"min_bytes"`
	// BeforeLoadBytes is the last sample before the load nodes started.
	BeforeLoadBytes int64 `json:"before_load_bytes"`
	// PeakBytes is the process's peak resident set over its whole life:
	// the kernel's (VmHWM, read at the end of the window, which catches a
	// spike between two samples) or the largest sample, whichever is larger
	// (the kernel updates VmHWM lazily).
	PeakBytes  int64 `json:"peak_bytes"`
	UnderLimit bool  `json:"under_limit"`
}

// Watchdog is what the node's memory watchdog reported.
type Watchdog struct {
	// ShedEvents is the times shedding started (API shed_events, the same
	// as synod_memory_shed_events_total).
	ShedEvents int64 `json:"shed_events"`
	// SheddingSeconds counts the one-second samples in which the API said
	// the node was shedding.
	SheddingSeconds int  `json:"shedding_seconds"`
	SheddingAtEnd   bool `json:"shedding_at_end"`
	// MaxGoBytes and MaxHeapBytes are the largest Go runtime memory and
	// heap the API reported during the window.
	MaxGoBytes   int64 `json:"max_go_bytes"`
	MaxHeapBytes int64 `json:"max_heap_bytes"`
	// LogWarnings counts the node's "memory near node.memory_limit" lines.
	LogWarnings int `json:"log_warnings"`
}

// SwarmResult is what the measured node did in the swarm during the window.
type SwarmResult struct {
	ID            string   `json:"id"`
	Members       int      `json:"members"` // registered on chain at the end
	RoundsTallied int      `json:"rounds_tallied"`
	Rounds        []uint64 `json:"rounds"`
	VotesCounted  int      `json:"votes_counted"`
	Missed        int      `json:"rounds_missed"` // since the node started
}

// Gossip is the measured node's gossip counters at the end (/metrics).
type Gossip struct {
	Peers       int                `json:"peers"`
	Accepted    float64            `json:"accepted"`
	Rejected    map[string]float64 `json:"rejected"` // by reason
	Ignored     map[string]float64 `json:"ignored"`  // by reason
	RPCsDropped float64            `json:"rpcs_dropped"`
}

type sample struct {
	at       time.Time
	load     bool // in the measured window
	rss      int64
	goBytes  int64
	heap     int64
	shedding bool
}

// Run performs one measurement.
func Run(ctx context.Context, o Options) (rep *Report, err error) {
	o.defaults()
	if o.Binary == "" {
		return nil, fmt.Errorf("memload: no synod binary")
	}
	if o.Round%(4*time.Second) != 0 {
		return nil, fmt.Errorf("memload: the round (%s) must be a multiple of 4 s (four stages of whole seconds)", o.Round)
	}
	dir := o.Dir
	if dir == "" {
		if dir, err = os.MkdirTemp("", "synod-memload-"); err != nil {
			return nil, err
		}
		defer os.RemoveAll(dir)
	} else if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	rep = &Report{
		Date:       time.Now().UTC().Format(time.DateOnly),
		Machine:    Machine{CPUs: runtime.NumCPU(), MemBytes: memTotal(), Go: runtime.Version()},
		LimitBytes: o.MemoryLimit,
		Load: Load{Nodes: 1 + o.Members + o.Flooders, Members: o.Members, Flooders: o.Flooders,
			RoundS: o.Round.Seconds(), FloodRate: o.FloodRate, FloodRotateS: o.FloodRotate.Seconds()},
	}

	// The chain: dev account 0 deploys, 1 is the measured node's, 2… the members'.
	o.Progress("starting the dev chain (synod chain dev)")
	chainToml := filepath.Join(dir, "chain.toml")
	ch, err := startProc("chain", filepath.Join(dir, "chain.log"), o.Binary, "chain", "dev", "--port", "0",
		"--accounts", strconv.Itoa(2+o.Members), "--block-period", "1s", "--out", chainToml)
	if err != nil {
		return nil, err
	}
	defer ch.stop(30 * time.Second)
	err = waitFor(ctx, 3*time.Minute, "the dev chain to deploy the contracts", func() (bool, error) {
		if done, _ := ch.exited(); done {
			return false, fmt.Errorf("memload: the dev chain exited: %s", ch.tail(10))
		}
		fi, err := os.Stat(chainToml)
		return err == nil && fi.Size() > 0, nil
	})
	if err != nil {
		return nil, err
	}
	chainSection, err := os.ReadFile(chainToml)
	if err != nil {
		return nil, err
	}

	// The measured node's home, and the swarm.
	home := filepath.Join(dir, "home")
	if err := os.MkdirAll(home, 0o700); err != nil {
		return nil, err
	}
	keyHex := hex.EncodeToString(ethcrypto.FromECDSA(chain.DevKey(1)))
	if err := os.WriteFile(filepath.Join(home, "key.json"), []byte(keyHex+"\n"), 0o600); err != nil {
		return nil, err
	}
	if _, err := runCmd(ctx, o.Binary, "init", "--home", home, "--no-passphrase"); err != nil {
		return nil, err
	}
	cfgPath := filepath.Join(home, "config.toml")
	if err := writeConfig(cfgPath, o.MemoryLimit, chainSection, ""); err != nil {
		return nil, err
	}
	out, err := runCmd(ctx, o.Binary, "swarm", "create", "--home", home, "--round", o.Round.String(),
		"--start-in", o.StartIn.String(), "--json")
	if err != nil {
		return nil, err
	}
	var created struct {
		SwarmID string `json:"swarm_id"`
	}
	if err := json.Unmarshal(out, &created); err != nil || created.SwarmID == "" {
		return nil, fmt.Errorf("memload: synod swarm create printed no swarm ID: %q", out)
	}
	swarmID, ok := new(big.Int).SetString(created.SwarmID, 10)
	if !ok {
		return nil, fmt.Errorf("memload: swarm ID %q", created.SwarmID)
	}
	rep.Swarm.ID = created.SwarmID
	if err := writeConfig(cfgPath, o.MemoryLimit, chainSection, created.SwarmID); err != nil {
		return nil, err
	}
	o.Progress("swarm %s: rounds of %s, round 0 in %s", created.SwarmID, o.Round, o.StartIn)

	// The measured node.
	nd, err := startProc("node", filepath.Join(dir, "node.log"), o.Binary, "node", "run", "--home", home)
	if err != nil {
		return nil, err
	}
	nodeStopped := false
	defer func() {
		if !nodeStopped {
			_ = nd.stop(30 * time.Second)
		}
	}()
	var addr, apiAddr string
	err = waitFor(ctx, 2*time.Minute, "the measured node to start", func() (bool, error) {
		if done, _ := nd.exited(); done {
			return false, fmt.Errorf("memload: %w before it was ready:\n%s", errNodeExited, nd.tail(20))
		}
		logText, _ := os.ReadFile(nd.log)
		if !strings.Contains(string(logText), "\ndashboard: ") {
			return false, nil
		}
		addr = tcpAddr(string(logText))
		b, err := os.ReadFile(filepath.Join(home, "data", "api"))
		apiAddr = strings.TrimSpace(string(b))
		return err == nil && apiAddr != "" && addr != "", nil
	})
	if err != nil {
		return nil, err
	}
	o.Progress("measured node ready: pid %d, %s, API %s, node.memory_limit %s", nd.pid(), addr, apiAddr, config.ByteSize(o.MemoryLimit))
	target, err := peer.AddrInfoFromP2pAddr(ma.StringCast(addr))
	if err != nil {
		return nil, fmt.Errorf("memload: node address %s: %w", addr, err)
	}

	// Sampling, from now until the end of the window.
	var (
		smu     sync.Mutex
		samples []sample
		inLoad  bool
	)
	sampleCtx, stopSampling := context.WithCancel(ctx)
	samplerDone := make(chan struct{})
	go func() {
		defer close(samplerDone)
		t := time.NewTicker(time.Second)
		defer t.Stop()
		for {
			s := sample{at: time.Now()}
			rss, _, err := procMemory(nd.pid())
			if err != nil {
				return // the node exited; the window notices
			}
			s.rss = rss
			var st api.Status
			if getJSON(sampleCtx, apiAddr, "/api/v1/status", &st) == nil {
				s.goBytes, s.heap, s.shedding = st.Memory.GoBytes, st.Memory.HeapBytes, st.Memory.Shedding
			}
			smu.Lock()
			s.load = inLoad
			samples = append(samples, s)
			smu.Unlock()
			select {
			case <-sampleCtx.Done():
				return
			case <-t.C:
			}
		}
	}()
	defer func() { stopSampling(); <-samplerDone }()

	// The load.
	cfg, err := config.Load(cfgPath)
	if err != nil {
		return nil, err
	}
	c, closeChain, err := daemon.DialChain(ctx, cfg)
	if err != nil {
		return nil, err
	}
	defer closeChain()
	rcfg, err := swarmchain.New(c, chain.DevKey(0), swarmID).RoundConfig(ctx, tasks.Procedural{})
	if err != nil {
		return nil, err
	}
	time.Sleep(2 * time.Second) // a few samples of the node alone
	smu.Lock()
	if n := len(samples); n > 0 {
		rep.RSS.BeforeLoadBytes = samples[n-1].rss
	}
	smu.Unlock()
	o.Progress("starting %d members (registering on chain) and %d flooders at %.0f msg/s", o.Members, o.Flooders, o.FloodRate)
	var ms *members
	if o.Members > 0 {
		if ms, err = startMembers(ctx, o.Members, 2, cfg.Node.Network, addr, c, swarmID); err != nil {
			return nil, err
		}
		defer ms.close()
	}
	fl := &flood{target: *target, cfg: rcfg, rotate: o.FloodRotate, topics: map[wire.Kind]string{}}
	for _, k := range wire.Kinds {
		fl.topics[k] = wire.Topic(cfg.Node.Network, rcfg.SwarmID, k)
	}
	floodCtx, stopFlood := context.WithCancel(ctx)
	floodDone := make(chan struct{})
	floodReady := make(chan struct{})
	if o.Flooders > 0 {
		fl.perNode = o.FloodRate / float64(o.Flooders)
		go func() {
			defer close(floodDone)
			fl.run(floodCtx, o.Flooders, func() { close(floodReady) })
		}()
	} else {
		close(floodDone)
		close(floodReady)
	}
	defer func() { stopFlood(); <-floodDone }()
	err = waitFor(ctx, 3*time.Minute, "every load node to connect to the measured node", func() (bool, error) {
		if done, _ := nd.exited(); done {
			return false, fmt.Errorf("memload: %w:\n%s", errNodeExited, nd.tail(20))
		}
		select {
		case <-floodReady:
		default:
			return false, nil
		}
		var st api.Status
		if err := getJSON(ctx, apiAddr, "/api/v1/status", &st); err != nil {
			return false, nil
		}
		return st.Peers >= o.Members+o.Flooders, nil
	})
	if err != nil {
		return nil, err
	}

	// The measured window.
	var before api.Swarm
	if err := getJSON(ctx, apiAddr, "/api/v1/swarm", &before); err != nil {
		return nil, err
	}
	tallied := map[uint64]bool{}
	for _, r := range before.Rounds {
		tallied[r.Round] = true
	}
	floodStart := fl.stats.envelopes.Load() + fl.stats.oversized.Load() + fl.stats.garbage.Load()
	smu.Lock()
	inLoad = true
	smu.Unlock()
	start := time.Now()
	rep.Machine.LoadAvg[0] = loadAvg()
	cpu0, _ := procCPU(nd.pid())
	read0, _ := procReadBytes(nd.pid())
	o.Progress("load running for %s (every load node connected)", o.Duration)
	tick := time.NewTicker(30 * time.Second)
	defer tick.Stop()
	deadline := time.NewTimer(o.Duration)
	defer deadline.Stop()
	var extra <-chan time.Time // polls for MinRounds once Duration has passed
	giveUp := start.Add(o.Duration + o.MaxExtra)
	exited := make(chan struct{})
	go func() {
		select {
		case <-nd.done:
			close(exited)
		case <-sampleCtx.Done():
		}
	}()
window:
	for {
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-exited:
			return nil, fmt.Errorf("memload: %w during the load (%v):\n%s", errNodeExited, nd.err, nd.tail(30))
		case <-deadline.C:
			if o.MinRounds <= 0 {
				break window
			}
			extra = time.Tick(time.Second)
		case <-extra:
			var sw api.Swarm
			if err := getJSON(ctx, apiAddr, "/api/v1/swarm", &sw); err != nil {
				continue
			}
			n := 0
			for _, r := range sw.Rounds {
				if !tallied[r.Round] {
					n++
				}
			}
			if n >= o.MinRounds || time.Now().After(giveUp) {
				break window
			}
		case <-tick.C:
			smu.Lock()
			var last sample
			if n := len(samples); n > 0 {
				last = samples[n-1]
			}
			smu.Unlock()
			o.Progress("%3.0fs: RSS %s, Go %s, shedding %v", time.Since(start).Seconds(), units.Bytes(uint64(last.rss)), units.Bytes(uint64(last.goBytes)), last.shedding)
		}
	}
	rep.WindowS = time.Since(start).Seconds()
	rep.Machine.LoadAvg[1] = loadAvg()
	if cpu, err := procCPU(nd.pid()); err == nil {
		rep.NodeCPUS = (cpu - cpu0).Seconds()
	}
	if rd, err := procReadBytes(nd.pid()); err == nil {
		rep.NodeReadBytes = rd - read0
	}
	smu.Lock()
	inLoad = false
	smu.Unlock()

	// What the node says at the end of the window.
	if _, hwm, err := procMemory(nd.pid()); err == nil {
		rep.RSS.PeakBytes = hwm
	}
	var st api.Status
	if err := getJSON(ctx, apiAddr, "/api/v1/status", &st); err != nil {
		return nil, err
	}
	var after api.Swarm
	if err := getJSON(ctx, apiAddr, "/api/v1/swarm", &after); err != nil {
		return nil, err
	}
	metrics, err := get(ctx, apiAddr, "/metrics")
	if err != nil {
		return nil, err
	}
	rep.Watchdog.ShedEvents, rep.Watchdog.SheddingAtEnd = st.Memory.ShedEvents, st.Memory.Shedding
	rep.Gossip = Gossip{
		Peers:       st.Peers,
		Accepted:    metricSums(metrics, "synod_gossip_messages_accepted_total", "")[""],
		Rejected:    metricSums(metrics, "synod_gossip_messages_rejected_total", "reason"),
		Ignored:     metricSums(metrics, "synod_gossip_messages_ignored_total", "reason"),
		RPCsDropped: metricSums(metrics, "synod_gossip_rpcs_dropped_total", "")[""],
	}
	rep.Swarm.Members = after.Members
	for _, rr := range after.Missed {
		rep.Swarm.Missed += int(rr.To - rr.From + 1)
	}
	for _, r := range after.Rounds {
		if !tallied[r.Round] {
			rep.Swarm.Rounds = append(rep.Swarm.Rounds, r.Round)
			rep.Swarm.VotesCounted += r.Counted
		}
	}
	rep.Swarm.RoundsTallied = len(rep.Swarm.Rounds)
	published := fl.stats.envelopes.Load() + fl.stats.oversized.Load() + fl.stats.garbage.Load()
	rep.Load.FloodRateAchieved = float64(published-floodStart) / rep.WindowS
	rep.Load.Envelopes, rep.Load.Oversized, rep.Load.Garbage = fl.stats.envelopes.Load(), fl.stats.oversized.Load(), fl.stats.garbage.Load()
	rep.Load.FloodBytes, rep.Load.FlooderKeys, rep.Load.FloodErrors = fl.stats.bytes.Load(), fl.stats.identities.Load(), fl.stats.errors.Load()
	if e, ok := fl.stats.lastErr.Load().(string); ok {
		rep.Load.LastFloodError = e
	}
	if ms != nil {
		rep.Load.MemberTallies = ms.tallies.Load()
	}

	// Stop the load, then the node.
	o.Progress("stopping the load and the node")
	stopFlood()
	<-floodDone
	if ms != nil {
		ms.close()
		ms = nil
	}
	stopSampling()
	<-samplerDone
	nodeStopped = true
	if err := nd.stop(time.Minute); err != nil {
		rep.NodeStop = err.Error()
	} else {
		rep.NodeStop = "clean"
	}
	if b, err := os.ReadFile(nd.log); err == nil {
		rep.Watchdog.LogWarnings = strings.Count(string(b), "memory near node.memory_limit")
	}

	var rss []int64
	for _, s := range samples {
		if !s.load {
			continue
		}
		rss = append(rss, s.rss)
		rep.Watchdog.MaxGoBytes = max(rep.Watchdog.MaxGoBytes, s.goBytes)
		rep.Watchdog.MaxHeapBytes = max(rep.Watchdog.MaxHeapBytes, s.heap)
		if s.shedding {
			rep.Watchdog.SheddingSeconds++
		}
	}
	if len(rss) == 0 {
		return nil, fmt.Errorf("memload: no RSS sample in the window")
	}
	slices.Sort(rss)
	rep.RSS.Samples = len(rss)
	rep.RSS.MinBytes, rep.RSS.MaxBytes = rss[0], rss[len(rss)-1]
	rep.RSS.PeakBytes = max(rep.RSS.PeakBytes, rep.RSS.MaxBytes)
	rep.RSS.MedianBytes = rss[len(rss)/2]
	if len(rss)%2 == 0 {
		rep.RSS.MedianBytes = (rss[len(rss)/2-1] + rss[len(rss)/2]) / 2
	}
	rep.RSS.UnderLimit = rep.RSS.MaxBytes < o.MemoryLimit && rep.RSS.PeakBytes < o.MemoryLimit
	rep.Pass = rep.RSS.UnderLimit && rep.Swarm.RoundsTallied > 0 && rep.NodeStop == "clean"
	if err := writeSamples(filepath.Join(dir, "samples.csv"), samples); err != nil {
		return nil, err
	}
	return rep, nil
}

// writeConfig writes the measured node's config.toml: loopback listeners
// on free ports, the local API on a free port, the memory limit, the
// chain's [chain] section and swarm.id (none when empty).
func writeConfig(path string, limit int64, chainSection []byte, swarmID string) error {
	var b strings.Builder
	b.WriteString("[node]\n")
	b.WriteString("network = \"memload\"\n")
	b.WriteString("listen_addrs = [\"/ip4/127.0.0.1/tcp/0\", \"/ip4/127.0.0.1/udp/0/quic-v1\"]\n")
	b.WriteString("metrics_listen_addr = \"127.0.0.1:0\"\n")
	b.WriteString("status_interval = \"30s\"\n")
	fmt.Fprintf(&b, "memory_limit = %q\n\n", config.ByteSize(limit).String())
	b.Write(chainSection)
	if swarmID != "" {
		fmt.Fprintf(&b, "\n[swarm]\nid = %q\n", swarmID)
	}
	return os.WriteFile(path, []byte(b.String()), 0o600)
}

var tcpAddrRE = regexp.MustCompile(`(?m)^\s+(/ip4/127\.0\.0\.1/tcp/\d+/p2p/\S+)$`)

// tcpAddr is the node's first loopback TCP address as `synod node run`
// prints it, or "".
func tcpAddr(log string) string {
	m := tcpAddrRE.FindStringSubmatch(log)
	if m == nil {
		return ""
	}
	return m[1]
}

func writeSamples(path string, samples []sample) error {
	var b strings.Builder
	b.WriteString("unix_ms,in_load,rss_bytes,go_bytes,heap_bytes,shedding\n")
	for _, s := range samples {
		fmt.Fprintf(&b, "%d,%v,%d,%d,%d,%v\n", s.at.UnixMilli(), s.load, s.rss, s.goBytes, s.heap, s.shedding)
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}
