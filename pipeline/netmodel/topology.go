package netmodel

import (
	"errors"
	"fmt"
	"math"
)

// Cost multipliers relative to one forward pass of a microbatch on a node.
const (
	BackwardFactor = 1.5  // backward pass, as in the anchor's a_star_modified.py and com_sym.py
	HeadLossFactor = 0.25 // head plus loss on the data holder after the forward pass
)

// Limits applied by Validate and Decode.
const (
	MaxNodes  = 1024
	MaxStages = 256
)

// Errors returned by Validate and Decode; they are wrapped with detail.
var (
	ErrInvalid  = errors.New("netmodel: invalid topology")
	ErrTooLarge = errors.New("netmodel: topology too large")
)

// Node is one peer: the stage it serves, its forward compute time for one
// microbatch and its activation memory slots.
type Node struct {
	Name     string  `json:"name,omitempty"`
	Location string  `json:"location,omitempty"`
	Stage    int     `json:"stage"`
	ForwardS float64 `json:"forward_s"` // seconds for one microbatch's forward pass
	Slots    int     `json:"slots"`     // microbatch activations the node can hold
}

// Workload is how much work one iteration holds.
type Workload struct {
	// PathsPerHolder is the number of distinct paths each stage-0 node (data
	// holder) routes; the anchor's agents (3 per holder).
	PathsPerHolder int `json:"paths_per_holder"`
	// MicrobatchesPerPath is how many microbatches reuse each path (2 in the
	// anchor: the second copy follows the first).
	MicrobatchesPerPath int `json:"microbatches_per_path"`
	// InFlight caps the microbatches a data holder has in flight (1F1B-like
	// credits). Zero means the holder's Slots.
	InFlight int `json:"in_flight,omitempty"`
}

// Topology is the whole network and compute model.
type Topology struct {
	Name   string `json:"name,omitempty"`
	Stages int    `json:"stages"`
	Nodes  []Node `json:"nodes"`
	// LatencyMS[i][j] is the one-way latency from node i to node j in ms.
	LatencyMS [][]float64 `json:"latency_ms"`
	// BandwidthGiBps[i][j] is the bandwidth from node i to node j in GiB/s.
	BandwidthGiBps [][]float64 `json:"bandwidth_gibps"`
	// HopOverheadS is added to every hop between distinct nodes (the anchor
	// adds 0.13+0.2+0.02 s for CPU/GPU copies).
	HopOverheadS float64 `json:"hop_overhead_s"`
	// TaskGapS is idle time a node spends after each task before starting the
	// next (the anchor's simulator uses 0.13 s).
	TaskGapS float64 `json:"task_gap_s"`
	// ActivationBytes is the size of one microbatch's activations (and of its
	// gradient on the way back).
	ActivationBytes float64 `json:"activation_bytes"`
	// StageParamBytes is the size of one stage's gradient, all-reduced within
	// the stage at the end of an iteration. Zero disables the all-reduce.
	StageParamBytes float64  `json:"stage_param_bytes"`
	Workload        Workload `json:"workload"`
}

// Validate checks shapes and values. It returns an error wrapping ErrInvalid
// or ErrTooLarge.
func (t *Topology) Validate() error {
	n := len(t.Nodes)
	if n > MaxNodes {
		return fmt.Errorf("%w: %d nodes, limit %d", ErrTooLarge, n, MaxNodes)
	}
	if t.Stages > MaxStages {
		return fmt.Errorf("%w: %d stages, limit %d", ErrTooLarge, t.Stages, MaxStages)
	}
	if t.Stages < 1 {
		return fmt.Errorf("%w: stages = %d, need at least 1", ErrInvalid, t.Stages)
	}
	if n == 0 {
		return fmt.Errorf("%w: no nodes", ErrInvalid)
	}
	count := make([]int, t.Stages)
	for i, nd := range t.Nodes {
		if nd.Stage < 0 || nd.Stage >= t.Stages {
			return fmt.Errorf("%w: node %d: stage %d outside [0,%d)", ErrInvalid, i, nd.Stage, t.Stages)
		}
		if !finiteNonNeg(nd.ForwardS) {
			return fmt.Errorf("%w: node %d: forward_s %v", ErrInvalid, i, nd.ForwardS)
		}
		if nd.Slots < 1 {
			return fmt.Errorf("%w: node %d: slots %d, need at least 1", ErrInvalid, i, nd.Slots)
		}
		count[nd.Stage]++
	}
	for s, c := range count {
		if c == 0 {
			return fmt.Errorf("%w: stage %d has no node", ErrInvalid, s)
		}
	}
	if err := checkMatrix("latency_ms", t.LatencyMS, n, false); err != nil {
		return err
	}
	if err := checkMatrix("bandwidth_gibps", t.BandwidthGiBps, n, true); err != nil {
		return err
	}
	for name, v := range map[string]float64{"hop_overhead_s": t.HopOverheadS, "task_gap_s": t.TaskGapS,
		"activation_bytes": t.ActivationBytes, "stage_param_bytes": t.StageParamBytes} {
		if !finiteNonNeg(v) {
			return fmt.Errorf("%w: %s = %v", ErrInvalid, name, v)
		}
	}
	for i := range n {
		if !finiteNonNeg(BackwardFactor * t.Nodes[i].ForwardS) {
			return fmt.Errorf("%w: node %d: backward time overflows", ErrInvalid, i)
		}
		for j := range n {
			if e := t.EdgeS(i, j); !finiteNonNeg(e) {
				return fmt.Errorf("%w: hop %d->%d costs %v s", ErrInvalid, i, j, e)
			}
		}
	}
	for s := range t.Stages {
		if !finiteNonNeg(t.AllReduceS(t.StageNodes(s))) {
			return fmt.Errorf("%w: stage %d all-reduce time overflows", ErrInvalid, s)
		}
	}
	w := t.Workload
	if w.PathsPerHolder < 1 || w.MicrobatchesPerPath < 1 || w.InFlight < 0 {
		return fmt.Errorf("%w: workload %+v: paths_per_holder and microbatches_per_path must be at least 1", ErrInvalid, w)
	}
	if w.PathsPerHolder*w.MicrobatchesPerPath > 4096 {
		return fmt.Errorf("%w: %d microbatches per holder, limit 4096", ErrTooLarge, w.PathsPerHolder*w.MicrobatchesPerPath)
	}
	return nil
}

func checkMatrix(name string, m [][]float64, n int, positive bool) error {
	if len(m) != n {
		return fmt.Errorf("%w: %s has %d rows, want %d", ErrInvalid, name, len(m), n)
	}
	for i, row := range m {
		if len(row) != n {
			return fmt.Errorf("%w: %s row %d has %d entries, want %d", ErrInvalid, name, i, len(row), n)
		}
		for j, v := range row {
			if i == j {
				continue
			}
			if !finiteNonNeg(v) || (positive && v == 0) {
				return fmt.Errorf("%w: %s[%d][%d] = %v", ErrInvalid, name, i, j, v)
			}
		}
	}
	return nil
}

func finiteNonNeg(v float64) bool { return v >= 0 && !math.IsInf(v, 0) && !math.IsNaN(v) }

// EdgeS is the time to move one microbatch's activations (or gradients) from
// node a to node b: lat/1000 + bytes/(bw*2^30) + HopOverheadS. It is zero when
// a == b.
func (t *Topology) EdgeS(a, b int) float64 {
	if a == b {
		return 0
	}
	return t.LatencyMS[a][b]/1000 + t.ActivationBytes/(t.BandwidthGiBps[a][b]*(1<<30)) + t.HopOverheadS
}

// ForwardS is node n's forward time for one microbatch.
func (t *Topology) ForwardS(n int) float64 { return t.Nodes[n].ForwardS }

// BackwardS is node n's backward time for one microbatch (1.5x forward).
func (t *Topology) BackwardS(n int) float64 { return BackwardFactor * t.Nodes[n].ForwardS }

// HeadLossS is the data holder's head plus loss time (0.25x forward).
func (t *Topology) HeadLossS(n int) float64 { return HeadLossFactor * t.Nodes[n].ForwardS }

// StageNodes lists the nodes of stage s in index order.
func (t *Topology) StageNodes(s int) []int {
	var out []int
	for i, nd := range t.Nodes {
		if nd.Stage == s {
			out = append(out, i)
		}
	}
	return out
}

// Holders lists the stage-0 nodes: the data holders.
func (t *Topology) Holders() []int { return t.StageNodes(0) }

// InFlight is the number of microbatches holder h may have in flight.
func (t *Topology) InFlight(h int) int {
	if t.Workload.InFlight > 0 {
		return t.Workload.InFlight
	}
	return t.Nodes[h].Slots
}

// AllReduceS prices a ring all-reduce of StageParamBytes over nodes, in the
// given ring order: 2(k-1) steps, each moving bytes/k over the slowest ring
// link and paying the largest ring latency. Hop overheads are not added.
func (t *Topology) AllReduceS(nodes []int) float64 {
	k := len(nodes)
	if k < 2 || t.StageParamBytes == 0 {
		return 0
	}
	minBW, maxLat := math.Inf(1), 0.0
	for i, a := range nodes {
		b := nodes[(i+1)%k]
		minBW = math.Min(minBW, t.BandwidthGiBps[a][b])
		maxLat = math.Max(maxLat, t.LatencyMS[a][b])
	}
	chunk := t.StageParamBytes / float64(k)
	return float64(2*(k-1)) * (maxLat/1000 + chunk/(minBW*(1<<30)))
}

// Clone returns a deep copy.
func (t *Topology) Clone() *Topology {
	c := *t
	c.Nodes = append([]Node(nil), t.Nodes...)
	c.LatencyMS = cloneMatrix(t.LatencyMS)
	c.BandwidthGiBps = cloneMatrix(t.BandwidthGiBps)
	return &c
}

func cloneMatrix(m [][]float64) [][]float64 {
	out := make([][]float64, len(m))
	for i, r := range m {
		out[i] = append([]float64(nil), r...)
	}
	return out
}
