package sim

import (
	"errors"
	"fmt"
	"math"

	"github.com/synod-net/synod/pipeline/netmodel"
)

// ErrDeadlock is returned when tasks remain but none can start: every node
// with work waits for a memory slot held by a microbatch that cannot move.
var ErrDeadlock = errors.New("sim: deadlock: microbatches wait on memory slots forever")

// Phase is the kind of work a task does.
type Phase uint8

// Phases of a microbatch's visit to a node.
const (
	Forward  Phase = iota // forward pass; takes a memory slot
	HeadLoss              // head and loss on the data holder
	Backward              // backward pass; frees the slot its forward took
)

func (p Phase) String() string {
	switch p {
	case Forward:
		return "F"
	case HeadLoss:
		return "H"
	case Backward:
		return "B"
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}

// Event is one task as it ran.
type Event struct {
	Microbatch int
	Node       int
	Phase      Phase
	ArriveS    float64 // when its input reached the node
	StartS     float64
	EndS       float64
}

// Result is the outcome of one simulated iteration.
type Result struct {
	// PipelineS is when the last microbatch's backward ended on its holder.
	PipelineS float64
	// AllReduceS is each stage's gradient all-reduce time.
	AllReduceS []float64
	// IterationS is the iteration time: the latest over stages of (the
	// stage's last task end + its all-reduce).
	IterationS float64
	// BusyS and Utilization are per node: compute seconds and BusyS/IterationS.
	BusyS       []float64
	Utilization []float64
	// FinishS is each microbatch's end time.
	FinishS []float64
	// Trace lists every task in start order when WithTrace is given.
	Trace []Event
}

type config struct {
	trace bool
}

// Option configures Simulate.
type Option func(*config) error

// WithTrace records every task in Result.Trace.
func WithTrace() Option { return func(c *config) error { c.trace = true; return nil } }

type step struct {
	node  int
	phase Phase
	dur   float64
}

type task struct {
	mb, step int
	arrive   float64
}

// Simulate runs one iteration of s on t. It checks s with Schedule.Check and
// returns ErrDeadlock if memory slots block every remaining task.
func Simulate(t *netmodel.Topology, s *Schedule, opts ...Option) (*Result, error) {
	var cfg config
	for _, o := range opts {
		if err := o(&cfg); err != nil {
			return nil, err
		}
	}
	if err := s.Check(t); err != nil {
		return nil, err
	}
	n := len(t.Nodes)
	steps := make([][]step, len(s.Routes))
	for m, r := range s.Routes {
		steps[m] = buildSteps(t, r)
	}
	// Per node: pending tasks, when it is next free, and its slots' free
	// times (+Inf while held).
	pending := make([][]task, n)
	free := make([]float64, n)
	slots := make([][]float64, n)
	for v := range n {
		c := t.Nodes[v].Slots
		if t.Nodes[v].Stage == 0 {
			c = t.InFlight(v)
		}
		slots[v] = make([]float64, c)
	}
	held := make(map[[2]int]int) // (node, mb) -> slot index
	for m, r := range s.Routes {
		pending[r.Holder] = append(pending[r.Holder], task{mb: m, step: 0, arrive: r.ReleaseS})
	}
	res := &Result{BusyS: make([]float64, n), FinishS: make([]float64, len(s.Routes))}
	lastEnd := make([]float64, n)
	remaining := 0
	for _, st := range steps {
		remaining += len(st)
	}
	for remaining > 0 {
		bestNode, bestIdx, bestStart := -1, -1, math.Inf(1)
		var bestTask task
		for v := range n {
			for i, tk := range pending[v] {
				st := steps[tk.mb][tk.step]
				start := math.Max(free[v], tk.arrive)
				if st.phase == Forward {
					start = math.Max(start, minSlot(slots[v]))
				}
				if math.IsInf(start, 1) {
					continue
				}
				if bestNode < 0 || start < bestStart || (start == bestStart && earlier(tk, bestTask)) {
					bestNode, bestIdx, bestStart, bestTask = v, i, start, tk
				}
			}
		}
		if bestNode < 0 {
			return nil, fmt.Errorf("%w (%d tasks left)", ErrDeadlock, remaining)
		}
		v, tk := bestNode, bestTask
		pending[v] = append(pending[v][:bestIdx], pending[v][bestIdx+1:]...)
		st := steps[tk.mb][tk.step]
		end := bestStart + st.dur
		switch st.phase {
		case Forward:
			k := argMinSlot(slots[v])
			slots[v][k] = math.Inf(1)
			held[[2]int{v, tk.mb}] = k
		case Backward:
			k := held[[2]int{v, tk.mb}]
			delete(held, [2]int{v, tk.mb})
			slots[v][k] = end
		}
		free[v] = end + t.TaskGapS
		lastEnd[v] = math.Max(lastEnd[v], end)
		res.BusyS[v] += st.dur
		remaining--
		if cfg.trace {
			res.Trace = append(res.Trace, Event{Microbatch: tk.mb, Node: v, Phase: st.phase, ArriveS: tk.arrive, StartS: bestStart, EndS: end})
		}
		if tk.step+1 < len(steps[tk.mb]) {
			nx := steps[tk.mb][tk.step+1]
			pending[nx.node] = append(pending[nx.node], task{mb: tk.mb, step: tk.step + 1, arrive: end + t.EdgeS(v, nx.node)})
		} else {
			res.FinishS[tk.mb] = end
			res.PipelineS = math.Max(res.PipelineS, end)
		}
	}
	res.AllReduceS = make([]float64, t.Stages)
	for stg := range t.Stages {
		nodes := t.StageNodes(stg)
		done := 0.0
		for _, v := range nodes {
			done = math.Max(done, lastEnd[v])
		}
		res.AllReduceS[stg] = t.AllReduceS(nodes)
		res.IterationS = math.Max(res.IterationS, done+res.AllReduceS[stg])
	}
	res.Utilization = make([]float64, n)
	if res.IterationS > 0 {
		for v := range n {
			res.Utilization[v] = res.BusyS[v] / res.IterationS
		}
	}
	return res, nil
}

// buildSteps lists a microbatch's tasks: forward on the holder and each
// routed node, head and loss on the holder, backward in reverse.
func buildSteps(t *netmodel.Topology, r Route) []step {
	out := make([]step, 0, 2*len(r.Nodes)+3)
	out = append(out, step{r.Holder, Forward, t.ForwardS(r.Holder)})
	for _, v := range r.Nodes {
		out = append(out, step{v, Forward, t.ForwardS(v)})
	}
	out = append(out, step{r.Holder, HeadLoss, t.HeadLossS(r.Holder)})
	for i := len(r.Nodes) - 1; i >= 0; i-- {
		out = append(out, step{r.Nodes[i], Backward, t.BackwardS(r.Nodes[i])})
	}
	return append(out, step{r.Holder, Backward, t.BackwardS(r.Holder)})
}

// earlier orders tasks that could start at the same time: first arrived
// first, then by microbatch, then by step.
func earlier(a, b task) bool {
	if a.arrive != b.arrive {
		return a.arrive < b.arrive
	}
	if a.mb != b.mb {
		return a.mb < b.mb
	}
	return a.step < b.step
}

func minSlot(s []float64) float64 {
	if len(s) == 0 {
		return math.Inf(1)
	}
	return s[argMinSlot(s)]
}

func argMinSlot(s []float64) int {
	k := 0
	for i, v := range s {
		if v < s[k] {
			k = i
		}
	}
	return k
}
