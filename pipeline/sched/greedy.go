package sched

import (
	"fmt"
	"math"
	"slices"

	"github.com/synod-net/synod/pipeline/netmodel"
)

// maxSubsets bounds the stage subsets the greedy pass enumerates per path;
// beyond it the pass picks stages by remaining capacity.
const maxSubsets = 4096

// usage tracks TC1 counters while a plan is built or changed.
type usage struct {
	node  []int
	stage []int
}

func newUsage(t *netmodel.Topology) *usage {
	return &usage{node: make([]int, len(t.Nodes)), stage: make([]int, t.Stages)}
}

func (u *usage) add(t *netmodel.Topology, nodes []int, d int) {
	for _, v := range nodes {
		u.node[v] += d
		u.stage[t.Nodes[v].Stage] += d
	}
}

// stageRoom is how many more paths stage s can take: the lesser of its cap
// and its nodes' free slots.
func stageRoom(t *netmodel.Topology, c *Config, u *usage, s int) int {
	free := 0
	for _, v := range t.StageNodes(s) {
		free += t.Nodes[v].Slots - u.node[v]
	}
	return min(c.stageCap(t, s)-u.stage[s], free)
}

// feasible reports whether m more paths can each find need distinct stages
// among rooms: sum over stages of min(room, m) >= m*need.
func feasible(rooms []int, m, need int) bool {
	sum := 0
	for _, r := range rooms[1:] {
		sum += min(max(r, 0), m)
	}
	return sum >= m*need
}

func checkShape(t *netmodel.Topology, c *Config) error {
	if err := t.Validate(); err != nil {
		return err
	}
	if c.PathLength > t.Stages {
		return fmt.Errorf("%w: path length %d exceeds %d stages", ErrOption, c.PathLength, t.Stages)
	}
	return nil
}

// pathCostS estimates a path's contention-free round trip: forward edges and
// compute, head and loss, backward edges and compute.
func pathCostS(t *netmodel.Topology, holder int, nodes []int) float64 {
	cost := t.ForwardS(holder) + t.HeadLossS(holder) + t.BackwardS(holder)
	prev := holder
	for _, v := range nodes {
		cost += 2*t.EdgeS(prev, v) + t.ForwardS(v) + t.BackwardS(v)
		prev = v
	}
	return cost + 2*t.EdgeS(prev, holder)
}

// cheapestNodes picks one node with a free slot per stage (in the given
// order) minimising pathCostS, by dynamic programming over the stages.
func cheapestNodes(t *netmodel.Topology, u *usage, holder int, stages []int) ([]int, float64, bool) {
	type cell struct {
		cost float64
		prev int // index into the previous layer's candidates
	}
	layers := make([][]int, len(stages))
	cells := make([][]cell, len(stages))
	for k, s := range stages {
		for _, v := range t.StageNodes(s) {
			if u.node[v] < t.Nodes[v].Slots {
				layers[k] = append(layers[k], v)
			}
		}
		if len(layers[k]) == 0 {
			return nil, 0, false
		}
		cells[k] = make([]cell, len(layers[k]))
		for i, v := range layers[k] {
			node := t.ForwardS(v) + t.BackwardS(v)
			if k == 0 {
				cells[k][i] = cell{2*t.EdgeS(holder, v) + node, -1}
				continue
			}
			best := cell{math.Inf(1), -1}
			for j, w := range layers[k-1] {
				if c := cells[k-1][j].cost + 2*t.EdgeS(w, v) + node; c < best.cost {
					best = cell{c, j}
				}
			}
			cells[k][i] = best
		}
	}
	base := t.ForwardS(holder) + t.HeadLossS(holder) + t.BackwardS(holder)
	if len(stages) == 0 {
		return nil, base, true
	}
	last := len(stages) - 1
	bi, bc := -1, math.Inf(1)
	for i, v := range layers[last] {
		if c := cells[last][i].cost + 2*t.EdgeS(v, holder); c < bc {
			bi, bc = i, c
		}
	}
	out := make([]int, len(stages))
	for k := last; k >= 0; k-- {
		out[k] = layers[k][bi]
		bi = cells[k][bi].prev
	}
	return out, bc + base, true
}

// combinations calls f with each k-subset of items in lexicographic order
// until f returns false or limit subsets were produced; it reports whether
// it stopped early because of limit.
func combinations(items []int, k, limit int, f func([]int) bool) bool {
	idx := make([]int, k)
	for i := range idx {
		idx[i] = i
	}
	sub := make([]int, k)
	for n := 0; ; n++ {
		if n == limit {
			return true
		}
		for i, j := range idx {
			sub[i] = items[j]
		}
		if !f(sub) {
			return false
		}
		i := k - 1
		for i >= 0 && idx[i] == len(items)-k+i {
			i--
		}
		if i < 0 {
			return false
		}
		idx[i]++
		for j := i + 1; j < k; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}

// greedy builds a plan path by path (round-robin over holders), giving each
// path the cheapest stage set that keeps the rest feasible and the cheapest
// free nodes on it, visited in ascending stage order.
func greedy(t *netmodel.Topology, c *Config) (*Plan, error) {
	holders := t.Holders()
	per := t.Workload.PathsPerHolder
	total := len(holders) * per
	plan := &Plan{Paths: make([]Path, total), MicrobatchesPerPath: t.Workload.MicrobatchesPerPath}
	u := newUsage(t)
	upper := make([]int, 0, t.Stages-1)
	for s := 1; s < t.Stages; s++ {
		upper = append(upper, s)
	}
	need := c.PathLength - 1
	rooms := make([]int, t.Stages)
	done := 0
	for k := range per {
		for hi, h := range holders {
			left := total - done - 1
			for s := 1; s < t.Stages; s++ {
				rooms[s] = stageRoom(t, c, u, s)
			}
			var best []int
			found := false
			bestCost := math.Inf(1)
			try := func(sub []int) bool {
				for _, s := range sub {
					rooms[s]--
				}
				ok := c.orderOK(sub) == nil
				for _, s := range sub {
					ok = ok && rooms[s] >= 0
				}
				ok = ok && feasible(rooms, left, need)
				for _, s := range sub {
					rooms[s]++
				}
				if !ok {
					return true
				}
				nodes, cost, ok := cheapestNodes(t, u, h, sub)
				if ok && cost < bestCost {
					best, bestCost, found = nodes, cost, true
				}
				return true
			}
			if combinations(upper, need, maxSubsets, try) && !found {
				// Too many subsets to enumerate: take the stages with the most room.
				sub := slices.Clone(upper)
				slices.SortStableFunc(sub, func(a, b int) int { return rooms[b] - rooms[a] })
				sub = sub[:need]
				slices.Sort(sub)
				try(sub)
			}
			if !found {
				return nil, fmt.Errorf("%w: no stage set left for path %d of holder %d", ErrInfeasible, k, h)
			}
			plan.Paths[hi*per+k] = Path{Holder: h, Nodes: best}
			u.add(t, best, 1)
			done++
		}
	}
	return plan, nil
}
