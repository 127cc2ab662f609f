package deploy

import (
	"errors"
	"fmt"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/pipeline/netmodel"
	"github.com/synod-net/synod/pipeline/run"
	"github.com/synod-net/synod/pipeline/sim"
)

// ErrDeploy reports a schedule, peer set or scale that does not fit.
var ErrDeploy = errors.New("deploy")

// Plan maps schedule s on topology t onto peers ids (node i is ids[i]):
// every route becomes a run.Path of its holder, in schedule order, so a
// holder injects its microbatches in the order the scheduler expanded
// them. minStages is the plan's MinStages (0: no skipping on re-planning).
func Plan(t *netmodel.Topology, s *sim.Schedule, ids []peer.ID, minStages int) (run.Plan, error) {
	if err := t.Validate(); err != nil {
		return run.Plan{}, err
	}
	if len(ids) != len(t.Nodes) {
		return run.Plan{}, fmt.Errorf("%w: %d peers for %d nodes", ErrDeploy, len(ids), len(t.Nodes))
	}
	if err := s.Check(t); err != nil {
		return run.Plan{}, err
	}
	p := run.Plan{Stages: t.Stages, Paths: map[peer.ID][]run.Path{}, MinStages: minStages}
	for i, n := range t.Nodes {
		p.Members = append(p.Members, run.Member{ID: ids[i], Stage: n.Stage})
	}
	for _, r := range s.Routes {
		path := make(run.Path, 0, len(r.Nodes))
		for _, n := range r.Nodes {
			path = append(path, ids[n])
		}
		h := ids[r.Holder]
		p.Paths[h] = append(p.Paths[h], path)
	}
	if err := p.Validate(); err != nil {
		return run.Plan{}, err
	}
	return p, nil
}
