package sim_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/synod-net/synod/pipeline/netmodel"
	"github.com/synod-net/synod/pipeline/sim"
)

// randomTopology builds a small random topology: stages 2..5, 1..3 nodes
// per stage, random compute, slots, latency and bandwidth.
func randomTopology(rng *rand.Rand) *netmodel.Topology {
	stages := 2 + rng.IntN(4)
	t := &netmodel.Topology{Name: "random", Stages: stages, ActivationBytes: float64(rng.IntN(1 << 26)),
		HopOverheadS: rng.Float64() * 0.3, TaskGapS: rng.Float64() * 0.2, StageParamBytes: float64(rng.IntN(1 << 28)),
		Workload: netmodel.Workload{PathsPerHolder: 1 + rng.IntN(3), MicrobatchesPerPath: 1 + rng.IntN(2)}}
	for s := range stages {
		for range 1 + rng.IntN(3) {
			t.Nodes = append(t.Nodes, netmodel.Node{Stage: s, ForwardS: 0.1 + rng.Float64(), Slots: 1 + rng.IntN(3)})
		}
	}
	n := len(t.Nodes)
	t.LatencyMS = make([][]float64, n)
	t.BandwidthGiBps = make([][]float64, n)
	for i := range n {
		t.LatencyMS[i] = make([]float64, n)
		t.BandwidthGiBps[i] = make([]float64, n)
		for j := range n {
			if i != j {
				t.LatencyMS[i][j] = rng.Float64() * 200
				t.BandwidthGiBps[i][j] = 0.01 + rng.Float64()
			}
		}
	}
	return t
}

// randomChainSchedule routes each microbatch through a random subset of
// stages in ascending order (no swaps, so no slot cycles and no deadlock).
func randomChainSchedule(rng *rand.Rand, t *netmodel.Topology) *sim.Schedule {
	s := &sim.Schedule{}
	holders := t.Holders()
	for range 1 + rng.IntN(8) {
		r := sim.Route{Holder: holders[rng.IntN(len(holders))]}
		for st := 1; st < t.Stages; st++ {
			if rng.IntN(2) == 0 {
				nodes := t.StageNodes(st)
				r.Nodes = append(r.Nodes, nodes[rng.IntN(len(nodes))])
			}
		}
		s.Routes = append(s.Routes, r)
	}
	return s
}

// TestSimulateProperties checks invariants on random inputs: tasks on a node
// never overlap (gap included), each microbatch's tasks run in route order
// and start no earlier than their input arrives, slots and credits are never
// oversubscribed, utilisation is at most 1, and the run is deterministic.
func TestSimulateProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for it := range 300 {
		topo := randomTopology(rng)
		if err := topo.Validate(); err != nil {
			t.Fatal(err)
		}
		s := randomChainSchedule(rng, topo)
		res, err := sim.Simulate(topo, s, sim.WithTrace())
		if err != nil {
			t.Fatalf("case %d: %v", it, err)
		}
		again, _ := sim.Simulate(topo, s, sim.WithTrace())
		if !reflect.DeepEqual(res, again) {
			t.Fatalf("case %d: two runs differ", it)
		}
		want := 0
		for _, r := range s.Routes {
			want += 2*len(r.Nodes) + 3
		}
		if len(res.Trace) != want {
			t.Fatalf("case %d: %d tasks, want %d", it, len(res.Trace), want)
		}
		lastEnd := map[int]float64{}
		prevEnd := map[int]float64{}
		held := map[int]int{}
		for _, e := range res.Trace {
			if e.StartS < lastEnd[e.Node]-1e-9 {
				t.Fatalf("case %d: node %d starts at %v before it is free at %v", it, e.Node, e.StartS, lastEnd[e.Node])
			}
			lastEnd[e.Node] = e.EndS + topo.TaskGapS
			if e.StartS < e.ArriveS-1e-12 || e.ArriveS < prevEnd[e.Microbatch]-1e-12 {
				t.Fatalf("case %d: mb %d starts before its input arrives", it, e.Microbatch)
			}
			prevEnd[e.Microbatch] = e.EndS
			switch e.Phase {
			case sim.Forward:
				held[e.Node]++
				limit := topo.Nodes[e.Node].Slots
				if topo.Nodes[e.Node].Stage == 0 {
					limit = topo.InFlight(e.Node)
				}
				if held[e.Node] > limit {
					t.Fatalf("case %d: node %d holds %d microbatches, limit %d", it, e.Node, held[e.Node], limit)
				}
			case sim.Backward:
				held[e.Node]--
			}
		}
		for v, u := range res.Utilization {
			if u < 0 || u > 1+1e-9 || math.IsNaN(u) {
				t.Fatalf("case %d: node %d utilisation %v", it, v, u)
			}
		}
		if res.IterationS < res.PipelineS {
			t.Fatalf("case %d: iteration %v < pipeline %v", it, res.IterationS, res.PipelineS)
		}
	}
}

// TestDeadlock: two one-slot nodes and two microbatches that cross them in
// opposite orders each hold one slot and wait for the other's.
func TestDeadlock(t *testing.T) {
	z := [][]float64{{0, 1, 1, 1}, {1, 0, 1, 1}, {1, 1, 0, 1}, {1, 1, 1, 0}}
	topo := &netmodel.Topology{Stages: 3, LatencyMS: z, BandwidthGiBps: z,
		Nodes: []netmodel.Node{{Stage: 0, ForwardS: 1, Slots: 2}, {Stage: 0, ForwardS: 1, Slots: 2},
			{Stage: 1, ForwardS: 1, Slots: 1}, {Stage: 2, ForwardS: 1, Slots: 1}},
		Workload: netmodel.Workload{PathsPerHolder: 1, MicrobatchesPerPath: 1}}
	// Both holders reach their first node at the same time, so each
	// microbatch takes its node's only slot before either can move on.
	s := &sim.Schedule{Routes: []sim.Route{{Holder: 0, Nodes: []int{2, 3}}, {Holder: 1, Nodes: []int{3, 2}}}}
	_, err := sim.Simulate(topo, s)
	if !errors.Is(err, sim.ErrDeadlock) {
		t.Fatalf("err = %v, want ErrDeadlock", err)
	}
}

func TestCheck(t *testing.T) {
	topo := netmodel.GCP12()
	for _, tc := range []struct {
		name string
		s    sim.Schedule
	}{
		{"empty", sim.Schedule{}},
		{"holder not stage 0", sim.Schedule{Routes: []sim.Route{{Holder: 5}}}},
		{"node out of range", sim.Schedule{Routes: []sim.Route{{Holder: 0, Nodes: []int{99}}}}},
		{"visits stage 0", sim.Schedule{Routes: []sim.Route{{Holder: 0, Nodes: []int{1}}}}},
		{"node twice", sim.Schedule{Routes: []sim.Route{{Holder: 0, Nodes: []int{5, 5}}}}},
		{"negative release", sim.Schedule{Routes: []sim.Route{{Holder: 0, ReleaseS: -1}}}},
	} {
		if _, err := sim.Simulate(topo, &tc.s); !errors.Is(err, sim.ErrBadSchedule) {
			t.Errorf("%s: err = %v, want ErrBadSchedule", tc.name, err)
		}
	}
}
