package run

import (
	"errors"
	"fmt"

	"github.com/libp2p/go-libp2p/core/peer"
)

// ProtocolID is the pipeline protocol.
const ProtocolID = "/synod/pipeline/1.0.0"

// ErrPlan reports an invalid plan or a microbatch that cannot be
// re-planned.
var ErrPlan = errors.New("run: plan")

// Member is one peer of the run and the stage it serves.
type Member struct {
	ID    peer.ID
	Stage int
}

// Path is the ordered list of peers a microbatch visits after its
// stage-0 peer (which it returns to): at most one peer per stage, none
// of stage 0. This is the plain data a scheduler produces.
type Path []peer.ID

// Plan is what every peer of a run agrees on: the peer table (its order
// gives each peer its ordinal, and each peer's rank among the peers of
// its stage), and for every stage-0 peer the paths of its microbatches in
// each iteration, in order.
type Plan struct {
	Stages  int
	Members []Member
	Paths   map[peer.ID][]Path
	// MinStages is the fewest stages (stage 0 included) a re-planned path
	// may visit; 0 means Stages (no skipping on re-planning).
	MinStages int
}

// Validate checks the plan.
func (p *Plan) Validate() error {
	if p.Stages < 1 || len(p.Members) == 0 || len(p.Members) > 1<<15 {
		return fmt.Errorf("%w: %d stages, %d members", ErrPlan, p.Stages, len(p.Members))
	}
	if p.MinStages < 0 || p.MinStages > p.Stages {
		return fmt.Errorf("%w: min stages %d of %d", ErrPlan, p.MinStages, p.Stages)
	}
	stageOf := map[peer.ID]int{}
	have := make([]bool, p.Stages)
	for _, m := range p.Members {
		if m.Stage < 0 || m.Stage >= p.Stages {
			return fmt.Errorf("%w: %s serves stage %d of %d", ErrPlan, m.ID, m.Stage, p.Stages)
		}
		if _, dup := stageOf[m.ID]; dup {
			return fmt.Errorf("%w: %s listed twice", ErrPlan, m.ID)
		}
		stageOf[m.ID] = m.Stage
		have[m.Stage] = true
	}
	for s, ok := range have {
		if !ok {
			return fmt.Errorf("%w: no peer serves stage %d", ErrPlan, s)
		}
	}
	total := 0
	for owner, paths := range p.Paths {
		if s, ok := stageOf[owner]; !ok || s != 0 {
			return fmt.Errorf("%w: paths for %s, which is not a stage-0 peer", ErrPlan, owner)
		}
		if len(paths) >= 1<<32 {
			return fmt.Errorf("%w: too many microbatches", ErrPlan)
		}
		for k, path := range paths {
			seen := map[int]bool{0: true}
			for _, id := range path {
				s, ok := stageOf[id]
				if !ok || seen[s] {
					return fmt.Errorf("%w: microbatch %d of %s visits %s (unknown, stage 0 or a stage twice)", ErrPlan, k, owner, id)
				}
				seen[s] = true
			}
		}
		total += len(paths)
	}
	if total == 0 {
		return fmt.Errorf("%w: no microbatches", ErrPlan)
	}
	return nil
}

// FullPaths returns n plain full-pipeline paths for a stage-0 peer:
// stages 1..Stages-1 in order, the peer of each stage chosen round-robin
// over microbatches, offset by offset (say, the owner's rank), so that
// data-parallel peers share the load.
func FullPaths(members []Member, stages, n, offset int) []Path {
	byStage := make([][]peer.ID, stages)
	for _, m := range members {
		byStage[m.Stage] = append(byStage[m.Stage], m.ID)
	}
	out := make([]Path, n)
	for k := range out {
		for s := 1; s < stages; s++ {
			ps := byStage[s]
			out[k] = append(out[k], ps[(k+offset)%len(ps)])
		}
	}
	return out
}

// replan replaces the dropped hops of route (ordinals, the owner first)
// by another live peer of the same stage not yet on the route, or removes
// them while the path still visits at least minStages stages. With a
// cost function the replacement is the candidate with the cheapest hops
// in and out (ties, and without cost every choice, rotate by the
// microbatch index k).
func replan(route []uint16, stageOf []int, dropped map[uint16]bool, k, minStages int, cost func(a, b uint16) float64) ([]uint16, error) {
	out := []uint16{route[0]}
	for i, hop := range route[1:] {
		if !dropped[hop] {
			out = append(out, hop)
			continue
		}
		var cands []uint16
		for o, s := range stageOf {
			if s == stageOf[hop] && !dropped[uint16(o)] && !contains(route, uint16(o)) {
				cands = append(cands, uint16(o))
			}
		}
		if len(cands) == 0 {
			continue
		}
		best := cands[k%len(cands)]
		if cost != nil {
			prev, next := out[len(out)-1], route[0]
			for _, n := range route[i+2:] {
				if !dropped[n] {
					next = n
					break
				}
			}
			bestCost := cost(prev, best) + cost(best, next)
			for j := range cands {
				c := cands[(k+j)%len(cands)]
				if v := cost(prev, c) + cost(c, next); v < bestCost {
					best, bestCost = c, v
				}
			}
		}
		out = append(out, best)
	}
	lost := len(route) - len(out)
	if lost > 0 && len(out) < minStages {
		return nil, fmt.Errorf("%w: a path of %d stages lost %d, fewer than %d left", ErrPlan, len(route), lost, minStages)
	}
	return out, nil
}

func contains(r []uint16, x uint16) bool {
	for _, y := range r {
		if y == x {
			return true
		}
	}
	return false
}
