package sched

import (
	"errors"
	"fmt"

	"github.com/synod-net/synod/pipeline/netmodel"
	"github.com/synod-net/synod/pipeline/sim"
)

// Errors returned by the scheduler; they are wrapped with detail.
var (
	ErrConstraint = errors.New("sched: path breaks a constraint")
	ErrInfeasible = errors.New("sched: no plan satisfies the constraints")
	ErrOption     = errors.New("sched: bad option")
)

// Path is one planned route: the holder and the nodes after it in forward
// order (the return to the holder is implied).
type Path struct {
	Holder int   `json:"holder"`
	Nodes  []int `json:"nodes"`
}

// Plan is every path of one iteration, holder-major: PathsPerHolder
// consecutive paths per holder in the order of Topology.Holders.
type Plan struct {
	Paths []Path `json:"paths"`
	// MicrobatchesPerPath is how many microbatches follow each path.
	MicrobatchesPerPath int `json:"microbatches_per_path"`
}

// Schedule expands p into microbatches: copy c of path i becomes microbatch
// c*len(Paths)+i, so each holder injects its first copies first.
func (p *Plan) Schedule() *sim.Schedule {
	s := &sim.Schedule{}
	for range p.MicrobatchesPerPath {
		for _, pa := range p.Paths {
			s.Routes = append(s.Routes, sim.Route{Holder: pa.Holder, Nodes: append([]int(nil), pa.Nodes...)})
		}
	}
	return s
}

// Clone returns a deep copy.
func (p *Plan) Clone() *Plan {
	c := &Plan{MicrobatchesPerPath: p.MicrobatchesPerPath, Paths: make([]Path, len(p.Paths))}
	for i, pa := range p.Paths {
		c.Paths[i] = Path{Holder: pa.Holder, Nodes: append([]int(nil), pa.Nodes...)}
	}
	return c
}

// orderOK reports whether visiting stages in this order (after stage 0)
// obeys the swap and jump rules of c.
func (c *Config) orderOK(stages []int) error {
	frontier, swaps, dist := 0, 0, 0
	for _, s := range stages {
		if s > frontier {
			if s-frontier > c.MaxJump {
				return fmt.Errorf("stage %d jumps %d ahead of frontier %d (max %d)", s, s-frontier, frontier, c.MaxJump)
			}
			frontier = s
			continue
		}
		d := frontier - s
		if d > 1 {
			return fmt.Errorf("stage %d is %d below frontier %d: only adjacent swaps", s, d, frontier)
		}
		swaps++
		dist += d
	}
	if swaps > c.MaxSwaps || dist > c.MaxSwaps {
		return fmt.Errorf("%d swaps, max %d", swaps, c.MaxSwaps)
	}
	return nil
}

// Check verifies every constraint of p on t under c: holders and path
// counts, path length, distinct stages, swap and jump rules, and TC1 (node
// slots and stage caps).
func Check(t *netmodel.Topology, p *Plan, c *Config) error {
	holders := t.Holders()
	want := len(holders) * t.Workload.PathsPerHolder
	if len(p.Paths) != want {
		return fmt.Errorf("%w: %d paths, want %d", ErrConstraint, len(p.Paths), want)
	}
	if p.MicrobatchesPerPath != t.Workload.MicrobatchesPerPath {
		return fmt.Errorf("%w: %d microbatches per path, want %d", ErrConstraint, p.MicrobatchesPerPath, t.Workload.MicrobatchesPerPath)
	}
	nodeUse := make([]int, len(t.Nodes))
	stageUse := make([]int, t.Stages)
	for i, pa := range p.Paths {
		if h := holders[i/t.Workload.PathsPerHolder]; pa.Holder != h {
			return fmt.Errorf("%w: path %d: holder %d, want %d", ErrConstraint, i, pa.Holder, h)
		}
		if len(pa.Nodes) != c.PathLength-1 {
			return fmt.Errorf("%w: path %d visits %d stages, want %d", ErrConstraint, i, len(pa.Nodes)+1, c.PathLength)
		}
		stages := make([]int, len(pa.Nodes))
		seen := make(map[int]bool)
		for k, v := range pa.Nodes {
			if v < 0 || v >= len(t.Nodes) {
				return fmt.Errorf("%w: path %d: node %d out of range", ErrConstraint, i, v)
			}
			s := t.Nodes[v].Stage
			if s == 0 {
				return fmt.Errorf("%w: path %d: visits stage 0 away from its holder", ErrConstraint, i)
			}
			if seen[s] {
				return fmt.Errorf("%w: path %d: visits stage %d twice", ErrConstraint, i, s)
			}
			seen[s] = true
			stages[k] = s
			nodeUse[v]++
			stageUse[s]++
		}
		if err := c.orderOK(stages); err != nil {
			return fmt.Errorf("%w: path %d: %s", ErrConstraint, i, err)
		}
	}
	for v, u := range nodeUse {
		if u > t.Nodes[v].Slots {
			return fmt.Errorf("%w: TC1: node %d carries %d paths, %d slots", ErrConstraint, v, u, t.Nodes[v].Slots)
		}
	}
	for s := 1; s < t.Stages; s++ {
		if stageUse[s] > c.stageCap(t, s) {
			return fmt.Errorf("%w: TC1: stage %d carries %d paths, cap %d", ErrConstraint, s, stageUse[s], c.stageCap(t, s))
		}
	}
	return nil
}
