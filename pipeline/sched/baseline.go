package sched

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/synod-net/synod/pipeline/netmodel"
	"github.com/synod-net/synod/pipeline/sim"
)

// FullPipeline is the no-skip baseline (DT-FM's schedule, GPipe/1F1B-like):
// chain j is the j-th node of every stage, for j below the smallest stage
// size; every microbatch of chain j starts at its stage-0 node and visits
// all stages in order. To do the same work as a SkipPipe iteration, the
// Holders*PathsPerHolder*MicrobatchesPerPath microbatches are spread over
// the chains as evenly as possible, injected round-robin.
func FullPipeline(t *netmodel.Topology) (*sim.Schedule, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	chains := len(t.Nodes)
	for s := range t.Stages {
		chains = min(chains, len(t.StageNodes(s)))
	}
	routes := make([][]int, chains)
	for s := 1; s < t.Stages; s++ {
		nodes := t.StageNodes(s)
		for j := range chains {
			routes[j] = append(routes[j], nodes[j])
		}
	}
	holders := t.Holders()
	total := len(holders) * t.Workload.PathsPerHolder * t.Workload.MicrobatchesPerPath
	s := &sim.Schedule{}
	for i := range total {
		j := i % chains
		s.Routes = append(s.Routes, sim.Route{Holder: holders[j], Nodes: slices.Clone(routes[j])})
	}
	return s, nil
}

// RandomSkip is network-oblivious skipping ("DT-FM skip"): each path gets a
// uniformly random feasible stage set, visited in ascending order, and
// random free nodes, keeping TC1. Deterministic for c.Seed.
func RandomSkip(t *netmodel.Topology, c *Config) (*Plan, error) {
	if err := checkShape(t, c); err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(uint64(c.Seed), 0x72616e64)) // "rand"
	holders := t.Holders()
	per := t.Workload.PathsPerHolder
	total := len(holders) * per
	plan := &Plan{Paths: make([]Path, total), MicrobatchesPerPath: t.Workload.MicrobatchesPerPath}
	u := newUsage(t)
	need := c.PathLength - 1
	rooms := make([]int, t.Stages)
	done := 0
	for k := range per {
		for hi, h := range holders {
			left := total - done - 1
			var nodes []int
			found := false
			for attempt := 0; attempt < 1000 && !found; attempt++ {
				for s := 1; s < t.Stages; s++ {
					rooms[s] = stageRoom(t, c, u, s)
				}
				var open []int
				for s := 1; s < t.Stages; s++ {
					if rooms[s] > 0 {
						open = append(open, s)
					}
				}
				if len(open) < need {
					break
				}
				// Stages with more room than the paths left after this one
				// must be taken now to stay feasible; the rest are random.
				rng.Shuffle(len(open), func(i, j int) { open[i], open[j] = open[j], open[i] })
				slices.SortStableFunc(open, func(a, b int) int { return b2i(rooms[b] > left) - b2i(rooms[a] > left) })
				sub := slices.Clone(open[:need])
				slices.Sort(sub)
				for _, s := range sub {
					rooms[s]--
				}
				if !feasible(rooms, left, need) || c.orderOK(sub) != nil {
					continue
				}
				nodes = make([]int, 0, need)
				for _, s := range sub {
					var free []int
					for _, v := range t.StageNodes(s) {
						if u.node[v] < t.Nodes[v].Slots {
							free = append(free, v)
						}
					}
					nodes = append(nodes, free[rng.IntN(len(free))])
				}
				found = true
			}
			if !found {
				return nil, fmt.Errorf("%w: no random stage set for path %d of holder %d", ErrInfeasible, k, h)
			}
			plan.Paths[hi*per+k] = Path{Holder: h, Nodes: nodes}
			u.add(t, nodes, 1)
			done++
		}
	}
	return plan, nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
