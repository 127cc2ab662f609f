package sched

import (
	"errors"
	"math/rand/v2"
	"slices"

	"github.com/synod-net/synod/pipeline/netmodel"
	"github.com/synod-net/synod/pipeline/sim"
)

// score orders candidate plans lexicographically: primary is the iteration's
// pipeline time (or, without TC2, the slowest contention-free path), secondary
// the sum of microbatch finish times (or of path times).
type score [2]float64

func (a score) lessEq(b score) bool {
	if a[0] != b[0] {
		return a[0] < b[0]
	}
	return a[1] <= b[1]
}

// evaluate scores p the way the search does. It returns sim.ErrDeadlock for
// a plan whose memory slots block.
func evaluate(t *netmodel.Topology, c *Config, p *Plan) (score, error) {
	if !c.CollisionAware {
		var sc score
		for _, pa := range p.Paths {
			v := pathCostS(t, pa.Holder, pa.Nodes)
			sc[0] = max(sc[0], v)
			sc[1] += v
		}
		return sc, nil
	}
	res, err := sim.Simulate(t, p.Schedule())
	if err != nil {
		return score{}, err
	}
	var sum float64
	for _, f := range res.FinishS {
		sum += f
	}
	return score{res.PipelineS, sum}, nil
}

// Schedule plans SkipPipe paths on t: a greedy network-aware plan improved
// by c.Budget local-search iterations. The result satisfies Check.
func Schedule(t *netmodel.Topology, c *Config) (*Plan, error) {
	if err := checkShape(t, c); err != nil {
		return nil, err
	}
	plan, err := greedy(t, c)
	if err != nil {
		return nil, err
	}
	cur, err := evaluate(t, c, plan)
	if err != nil && !errors.Is(err, sim.ErrDeadlock) {
		return nil, err
	}
	if err != nil {
		cur = score{inf, inf}
	}
	// Independent searches from the greedy plan, each with its own random
	// stream and an equal share of the budget; the best plan wins.
	var best *Plan
	var bestScore score
	for r := range restarts {
		b := c.Budget / restarts
		if r < c.Budget%restarts {
			b++
		}
		p, sc := localSearch(t, c, plan, cur, rand.New(rand.NewPCG(uint64(c.Seed), 0x736b6970+uint64(r))), b)
		if best == nil || !bestScore.lessEq(sc) {
			best, bestScore = p, sc
		}
	}
	return best, nil
}

// restarts is the number of independent local searches Schedule runs.
const restarts = 4

// localSearch improves plan for budget iterations and returns the best plan
// seen with its score.
func localSearch(t *netmodel.Topology, c *Config, plan *Plan, cur score, rng *rand.Rand, budget int) (*Plan, score) {
	var err error
	best, bestScore := plan, cur
	stall := 0
	for range budget {
		if stall >= stallLimit {
			// Iterated local search: restart from the best plan shaken by a
			// few random moves.
			plan = best.Clone()
			for range kickMoves {
				// A move that fails may leave its copy broken; keep only
				// moves that succeed.
				if k := plan.Clone(); mutate(rng, t, c, k) {
					plan = k
				}
			}
			if cur, err = evaluate(t, c, plan); err != nil {
				plan, cur = best, bestScore
			}
			stall = 0
		}
		cand := plan.Clone()
		if !mutate(rng, t, c, cand) {
			stall++
			continue
		}
		sc, err := evaluate(t, c, cand)
		if err != nil || !sc.lessEq(cur) {
			stall++
			continue
		}
		if sc != cur {
			stall = 0
		} else {
			stall++
		}
		plan, cur = cand, sc
		if sc.lessEq(bestScore) {
			best, bestScore = cand, sc
		}
	}
	return best, bestScore
}

// Iterated local search: after stallLimit iterations without a strictly
// better plan, restart from the best plan after kickMoves random moves.
const (
	stallLimit = 400
	kickMoves  = 4
)

const inf = 1e300

// mutate applies one random move that keeps every constraint, and reports
// whether it did. When it reports false, p may be left half-changed and
// must be discarded.
func mutate(rng *rand.Rand, t *netmodel.Topology, c *Config, p *Plan) bool {
	if len(p.Paths) == 0 || c.PathLength < 2 {
		return false
	}
	switch rng.IntN(5) {
	case 0:
		return moveNode(rng, t, p)
	case 1:
		return exchangeStages(rng, t, c, p)
	case 2:
		return reorder(rng, t, c, p)
	case 3:
		return exchangeRoutes(rng, p)
	default:
		return moveStage(rng, t, c, p)
	}
}

func usageOf(t *netmodel.Topology, p *Plan) *usage {
	u := newUsage(t)
	for _, pa := range p.Paths {
		u.add(t, pa.Nodes, 1)
	}
	return u
}

func stagesOf(t *netmodel.Topology, nodes []int) []int {
	out := make([]int, len(nodes))
	for i, v := range nodes {
		out[i] = t.Nodes[v].Stage
	}
	return out
}

// moveNode puts one visit on another node of the same stage: a free one, or
// by trading places with a path that uses that node there.
func moveNode(rng *rand.Rand, t *netmodel.Topology, p *Plan) bool {
	pi := rng.IntN(len(p.Paths))
	pa := &p.Paths[pi]
	i := rng.IntN(len(pa.Nodes))
	old := pa.Nodes[i]
	peers := t.StageNodes(t.Nodes[old].Stage)
	nu := peers[rng.IntN(len(peers))]
	if nu == old {
		return false
	}
	u := usageOf(t, p)
	if u.node[nu] < t.Nodes[nu].Slots {
		pa.Nodes[i] = nu
		return true
	}
	var users []int
	for qi, q := range p.Paths {
		if qi != pi && slices.Contains(q.Nodes, nu) {
			users = append(users, qi)
		}
	}
	if len(users) == 0 {
		return false
	}
	q := &p.Paths[users[rng.IntN(len(users))]]
	q.Nodes[slices.Index(q.Nodes, nu)] = old
	pa.Nodes[i] = nu
	return true
}

// exchangeStages trades a stage between two paths: p gives up stage x and
// takes q's visit to stage y, q the reverse. Stage and node loads stay put.
func exchangeStages(rng *rand.Rand, t *netmodel.Topology, c *Config, p *Plan) bool {
	a, b := rng.IntN(len(p.Paths)), rng.IntN(len(p.Paths))
	if a == b {
		return false
	}
	pa, pb := &p.Paths[a], &p.Paths[b]
	sa, sb := stagesOf(t, pa.Nodes), stagesOf(t, pb.Nodes)
	var ia, ib []int
	for i, s := range sa {
		if !slices.Contains(sb, s) {
			ia = append(ia, i)
		}
	}
	for i, s := range sb {
		if !slices.Contains(sa, s) {
			ib = append(ib, i)
		}
	}
	if len(ia) == 0 || len(ib) == 0 {
		return false
	}
	i, j := ia[rng.IntN(len(ia))], ib[rng.IntN(len(ib))]
	pa.Nodes[i], pb.Nodes[j] = pb.Nodes[j], pa.Nodes[i]
	return fixOrder(t, c, pa.Nodes) && fixOrder(t, c, pb.Nodes)
}

// fixOrder keeps nodes' order if it obeys the swap rules, else sorts it by
// stage; it reports whether the result is valid.
func fixOrder(t *netmodel.Topology, c *Config, nodes []int) bool {
	if c.orderOK(stagesOf(t, nodes)) == nil {
		return true
	}
	slices.SortFunc(nodes, func(x, y int) int { return t.Nodes[x].Stage - t.Nodes[y].Stage })
	return c.orderOK(stagesOf(t, nodes)) == nil
}

// reorder swaps two neighbouring visits of one path if the swap rules allow.
func reorder(rng *rand.Rand, t *netmodel.Topology, c *Config, p *Plan) bool {
	pa := &p.Paths[rng.IntN(len(p.Paths))]
	if len(pa.Nodes) < 2 {
		return false
	}
	i := rng.IntN(len(pa.Nodes) - 1)
	pa.Nodes[i], pa.Nodes[i+1] = pa.Nodes[i+1], pa.Nodes[i]
	return c.orderOK(stagesOf(t, pa.Nodes)) == nil
}

// exchangeRoutes gives two paths of different holders each other's nodes.
func exchangeRoutes(rng *rand.Rand, p *Plan) bool {
	a, b := rng.IntN(len(p.Paths)), rng.IntN(len(p.Paths))
	if p.Paths[a].Holder == p.Paths[b].Holder {
		return false
	}
	p.Paths[a].Nodes, p.Paths[b].Nodes = p.Paths[b].Nodes, p.Paths[a].Nodes
	return true
}

// moveStage replaces one visit with a free node of a stage the path skips,
// when TC1 leaves room there.
func moveStage(rng *rand.Rand, t *netmodel.Topology, c *Config, p *Plan) bool {
	if t.Stages-1 <= c.PathLength-1 {
		return false
	}
	pa := &p.Paths[rng.IntN(len(p.Paths))]
	i := rng.IntN(len(pa.Nodes))
	s := 1 + rng.IntN(t.Stages-1)
	if slices.Contains(stagesOf(t, pa.Nodes), s) {
		return false
	}
	u := usageOf(t, p)
	if u.stage[s] >= c.stageCap(t, s) {
		return false
	}
	var free []int
	for _, v := range t.StageNodes(s) {
		if u.node[v] < t.Nodes[v].Slots {
			free = append(free, v)
		}
	}
	if len(free) == 0 {
		return false
	}
	pa.Nodes[i] = free[rng.IntN(len(free))]
	return fixOrder(t, c, pa.Nodes)
}
