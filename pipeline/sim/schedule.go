package sim

import (
	"errors"
	"fmt"

	"github.com/synod-net/synod/pipeline/netmodel"
)

// ErrBadSchedule marks a schedule that does not fit its topology.
var ErrBadSchedule = errors.New("sim: bad schedule")

// Route is one microbatch: its data holder and the nodes it visits after the
// holder, in forward order. The holder is not repeated at the end; the
// return to it for head and loss is implied.
type Route struct {
	Holder int   `json:"holder"`
	Nodes  []int `json:"nodes"`
	// ReleaseS is the earliest time the holder may start this microbatch.
	ReleaseS float64 `json:"release_s,omitempty"`
}

// Schedule is every microbatch of one iteration.
type Schedule struct {
	Routes []Route `json:"routes"`
}

// Check reports whether every route names existing nodes, starts at a
// stage-0 node, and never leaves its holder for another stage-0 node.
// Path-shape constraints (skip ratio, swaps, memory caps) belong to package
// sched; Check only makes the schedule simulable.
func (s *Schedule) Check(t *netmodel.Topology) error {
	n := len(t.Nodes)
	if len(s.Routes) == 0 {
		return fmt.Errorf("%w: no microbatches", ErrBadSchedule)
	}
	for i, r := range s.Routes {
		if r.Holder < 0 || r.Holder >= n || t.Nodes[r.Holder].Stage != 0 {
			return fmt.Errorf("%w: microbatch %d: holder %d is not a stage-0 node", ErrBadSchedule, i, r.Holder)
		}
		if r.ReleaseS < 0 {
			return fmt.Errorf("%w: microbatch %d: negative release time", ErrBadSchedule, i)
		}
		seen := make(map[int]bool, len(r.Nodes))
		for _, v := range r.Nodes {
			if v < 0 || v >= n {
				return fmt.Errorf("%w: microbatch %d: node %d out of range", ErrBadSchedule, i, v)
			}
			if t.Nodes[v].Stage == 0 {
				return fmt.Errorf("%w: microbatch %d: visits stage-0 node %d away from its holder", ErrBadSchedule, i, v)
			}
			if seen[v] {
				return fmt.Errorf("%w: microbatch %d: visits node %d twice", ErrBadSchedule, i, v)
			}
			seen[v] = true
		}
	}
	return nil
}
