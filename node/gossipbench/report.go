package gossipbench

import (
	"math"
	"slices"
	"time"
)

// Report is a whole run.
type Report struct {
	Nodes    int     `json:"nodes"`
	Rate     float64 `json:"rate_msgs_per_s"`
	Size     int     `json:"size_bytes"`
	Duration string  `json:"duration"`
	// Trials is how many times each network was measured.
	Trials int `json:"trials"`
	// StartMS is how long starting the Synod nodes took (the slowest
	// trial).
	StartMS float64 `json:"synod_start_ms"`
	// DiscoveryMS is the time from the last node's start until every node
	// had found every other (routing table, connections, rendezvous), in
	// the slowest trial.
	DiscoveryMS float64 `json:"discovery_ms"`
	// MinRoutingTable is the smallest DHT routing table at that moment,
	// over all trials.
	MinRoutingTable int `json:"discovery_min_routing_table"`
	// Synod and Bare pool every trial of a network: deliveries and
	// latencies over all of them; CPU, collections, heap and connections
	// are the mean per trial.
	Synod Result `json:"synod"`
	Bare  Result `json:"bare"`
	// P99Ratio is the median over the trials of Synod's p99 latency over
	// the bare baseline's in the same trial; P99RatioPooled compares the
	// pooled p99s instead.
	P99Ratio       float64 `json:"p99_ratio"`
	P99RatioPooled float64 `json:"p99_ratio_pooled"`
	// PerTrial is every counted trial, in the order they ran.
	PerTrial []Trial `json:"per_trial"`
	// Repeated are the trials that were disturbed (other work on the
	// machine took more than Options.MaxOtherCPU during a window) and run
	// again; they count in no figure of the report.
	Repeated []Trial `json:"repeated_trials"`
	// Targets: discovery within 10 s in every trial, every message
	// delivered in every trial, median p99 ratio within 1.5×.
	Targets Targets `json:"targets"`
}

// Trial is one measurement of each network.
type Trial struct {
	// Order is which network ran first: "synod,bare" or "bare,synod".
	Order           string  `json:"order"`
	StartMS         float64 `json:"synod_start_ms"`
	DiscoveryMS     float64 `json:"discovery_ms"`
	MinRoutingTable int     `json:"discovery_min_routing_table"`
	Synod           Result  `json:"synod"`
	Bare            Result  `json:"bare"`
	P99Ratio        float64 `json:"p99_ratio"`
	// Disturbed: other work on the machine took more than
	// Options.MaxOtherCPU during one of the windows.
	Disturbed bool `json:"disturbed"`
}

// Targets says which headline targets the run met.
type Targets struct {
	DiscoveryWithin10s bool `json:"discovery_within_10s"`
	AllDelivered       bool `json:"all_delivered"`
	P99Within1_5x      bool `json:"p99_within_1_5x"`
}

// summarize pools the trials into the report's headline figures.
func (rep *Report) summarize() {
	var synod, bare []Result
	ratios := make([]float64, 0, len(rep.PerTrial))
	rep.MinRoutingTable = -1
	for _, tr := range rep.PerTrial {
		synod = append(synod, tr.Synod)
		bare = append(bare, tr.Bare)
		ratios = append(ratios, tr.P99Ratio)
		rep.StartMS = max(rep.StartMS, tr.StartMS)
		rep.DiscoveryMS = max(rep.DiscoveryMS, tr.DiscoveryMS)
		if rep.MinRoutingTable < 0 || tr.MinRoutingTable < rep.MinRoutingTable {
			rep.MinRoutingTable = tr.MinRoutingTable
		}
	}
	rep.Synod, rep.Bare = pool(synod), pool(bare)
	rep.P99Ratio = median(ratios)
	if rep.Bare.P99MS > 0 {
		rep.P99RatioPooled = math.Round(rep.Synod.P99MS/rep.Bare.P99MS*1000) / 1000
	}
	allDelivered := true
	for _, r := range append(synod, bare...) {
		allDelivered = allDelivered && r.DeliveryRatio == 1
	}
	rep.Targets = Targets{
		DiscoveryWithin10s: rep.DiscoveryMS <= 10_000,
		AllDelivered:       allDelivered,
		P99Within1_5x:      rep.P99Ratio > 0 && rep.P99Ratio <= 1.5,
	}
}

// pool merges one network's trials: deliveries and latencies over all of
// them, the rest as the mean per trial.
func pool(rs []Result) Result {
	if len(rs) == 0 {
		return Result{}
	}
	p := Result{Name: rs[0].Name, Nodes: rs[0].Nodes}
	var lats []time.Duration
	var loadTime time.Duration
	var cpu, heap, gcCPU, alloc, stack, other float64
	var gcs, conns, tcp, streams, goroutines int
	var udpOut, udpIn uint64
	for _, r := range rs {
		p.Published += r.Published
		p.Expected += r.Expected
		lats = append(lats, r.lats...)
		loadTime += r.loadTime
		cpu += r.CPUSeconds
		heap += r.LiveHeapMB
		gcCPU += r.GCCPUSeconds
		other += r.OtherCPUSeconds
		alloc += r.AllocMB
		stack += r.StackMB
		goroutines += r.Goroutines
		gcs += int(r.GCCycles)
		conns += r.Conns
		tcp += r.TCPConns
		streams += r.Streams
		udpOut += r.UDPOut
		udpIn += r.UDPIn
	}
	slices.Sort(lats)
	p.setLatencies(lats, loadTime)
	n := float64(len(rs))
	p.CPUSeconds = math.Round(cpu/n*100) / 100
	p.LiveHeapMB = math.Round(heap/n*10) / 10
	p.GCCycles = uint64(math.Round(float64(gcs) / n))
	p.GCCPUSeconds = math.Round(gcCPU/n*100) / 100
	p.OtherCPUSeconds = math.Round(other/n*100) / 100
	p.AllocMB = math.Round(alloc/n*10) / 10
	p.StackMB = math.Round(stack/n*10) / 10
	p.Goroutines = goroutines / len(rs)
	p.Conns, p.TCPConns, p.Streams = conns/len(rs), tcp/len(rs), streams/len(rs)
	p.UDPOut, p.UDPIn = udpOut/uint64(len(rs)), udpIn/uint64(len(rs))
	return p
}

// setLatencies fills the delivery and latency figures from the sorted
// latencies of every delivery and the time the load ran.
func (r *Result) setLatencies(lats []time.Duration, loadTime time.Duration) {
	r.Delivered = len(lats)
	r.lats, r.loadTime = lats, loadTime
	if r.Expected > 0 {
		r.DeliveryRatio = float64(len(lats)) / float64(r.Expected)
	}
	if len(lats) > 0 {
		r.P50MS = ms(lats[len(lats)/2])
		r.P99MS = ms(lats[min(len(lats)-1, int(math.Ceil(0.99*float64(len(lats))))-1)])
		r.MaxMS = ms(lats[len(lats)-1])
	}
	if loadTime > 0 {
		r.PublishRate = math.Round(float64(r.Published)/loadTime.Seconds()*10) / 10
		r.DeliveryRate = math.Round(float64(len(lats))/loadTime.Seconds()*10) / 10
	}
}

// median of xs (the mean of the two middle values for an even count).
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	m := s[len(s)/2]
	if len(s)%2 == 0 {
		m = (s[len(s)/2-1] + m) / 2
	}
	return math.Round(m*1000) / 1000
}
