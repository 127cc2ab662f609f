package sched

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/synod-net/synod/pipeline/netmodel"
)

// Allocate reassigns nodes to stages the way DT-FM does, keeping each
// stage's size: it minimises the slowest stage's gradient all-reduce plus
// the full pipeline's cost, where each pair of consecutive stages (and the
// last stage back to stage 0) costs its slowest chain link (a bottleneck
// matching along the chains) times the microbatches per chain. The search
// swaps two nodes' places for budget iterations from seed, keeping swaps
// that do not raise the cost. The returned topology is renumbered: stage by
// stage, chain order within a stage, so FullPipeline's chain j is the j-th
// node of each stage. perm[i] is the input index of output node i.
func Allocate(t *netmodel.Topology, seed int64, budget int) (out *netmodel.Topology, perm []int, err error) {
	if err := t.Validate(); err != nil {
		return nil, nil, err
	}
	if budget < 0 {
		return nil, nil, fmt.Errorf("%w: budget %d", ErrOption, budget)
	}
	pos := make([][]int, t.Stages)
	chains := len(t.Nodes)
	for s := range t.Stages {
		pos[s] = t.StageNodes(s)
		chains = min(chains, len(pos[s]))
	}
	total := len(t.Holders()) * t.Workload.PathsPerHolder * t.Workload.MicrobatchesPerPath
	perChain := math.Ceil(float64(total) / float64(chains))
	cost := func() float64 {
		ar := 0.0
		for s := range t.Stages {
			ar = max(ar, t.AllReduceS(pos[s]))
		}
		pipe := 0.0
		for s := range t.Stages {
			nx := pos[(s+1)%t.Stages]
			worst := 0.0
			for j := range chains {
				worst = max(worst, t.EdgeS(pos[s][j], nx[j]))
			}
			pipe += worst
		}
		return ar + perChain*pipe
	}
	type slot struct{ s, j int }
	var slots []slot
	for s := range t.Stages {
		for j := range pos[s] {
			slots = append(slots, slot{s, j})
		}
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 0x616c6c6f)) // "allo"
	cur := cost()
	for range budget {
		a, b := slots[rng.IntN(len(slots))], slots[rng.IntN(len(slots))]
		if a == b {
			continue
		}
		pos[a.s][a.j], pos[b.s][b.j] = pos[b.s][b.j], pos[a.s][a.j]
		if c := cost(); c <= cur {
			cur = c
			continue
		}
		pos[a.s][a.j], pos[b.s][b.j] = pos[b.s][b.j], pos[a.s][a.j]
	}
	for s := range t.Stages {
		perm = append(perm, pos[s]...)
	}
	out = t.Clone()
	for i, src := range perm {
		out.Nodes[i] = t.Nodes[src]
		for j, dst := range perm {
			out.LatencyMS[i][j] = t.LatencyMS[src][dst]
			out.BandwidthGiBps[i][j] = t.BandwidthGiBps[src][dst]
		}
	}
	i := 0
	for s := range t.Stages {
		for range pos[s] {
			out.Nodes[i].Stage = s
			i++
		}
	}
	return out, perm, nil
}
