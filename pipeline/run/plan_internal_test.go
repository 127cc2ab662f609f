package run

import (
	"errors"
	"slices"
	"testing"

	"github.com/libp2p/go-libp2p/core/peer"
)

func TestReplan(t *testing.T) {
	// Members 0,1: stage 0; 2,3: stage 1; 4: stage 2; 5: stage 3.
	stageOf := []int{0, 0, 1, 1, 2, 3}
	route := []uint16{0, 2, 4, 5}
	got, err := replan(route, stageOf, map[uint16]bool{2: true}, 0, 4, nil)
	if err != nil || !slices.Equal(got, []uint16{0, 3, 4, 5}) {
		t.Fatalf("replacing a stage-1 peer: %v, %v", got, err)
	}
	if _, err := replan(route, stageOf, map[uint16]bool{4: true}, 0, 4, nil); !errors.Is(err, ErrPlan) {
		t.Fatalf("skipping below the minimum: %v", err)
	}
	got, err = replan(route, stageOf, map[uint16]bool{4: true}, 0, 3, nil)
	if err != nil || !slices.Equal(got, []uint16{0, 2, 5}) {
		t.Fatalf("skipping stage 2: %v, %v", got, err)
	}
}

func TestPlanValidate(t *testing.T) {
	a, b, c := peer.ID("a"), peer.ID("b"), peer.ID("c")
	ms := []Member{{a, 0}, {b, 1}, {c, 2}}
	ok := Plan{Stages: 3, Members: ms, Paths: map[peer.ID][]Path{a: FullPaths(ms, 3, 2, 0)}}
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
	for name, p := range map[string]Plan{
		"stage twice":   {Stages: 3, Members: ms, Paths: map[peer.ID][]Path{a: {{b, b}}}},
		"owner stage 1": {Stages: 3, Members: ms, Paths: map[peer.ID][]Path{b: {{c}}}},
		"empty stage":   {Stages: 4, Members: ms, Paths: ok.Paths},
		"no work":       {Stages: 3, Members: ms},
		"stage 0 hop":   {Stages: 3, Members: ms, Paths: map[peer.ID][]Path{a: {{a}}}},
	} {
		if err := p.Validate(); !errors.Is(err, ErrPlan) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestReplanByCost picks the replacement with the cheapest hops in and
// out, whatever the microbatch index.
func TestReplanByCost(t *testing.T) {
	// Members 0: stage 0; 1,2,3: stage 1; 4: stage 2.
	stageOf := []int{0, 1, 1, 1, 2}
	cost := func(a, b uint16) float64 {
		if a == 3 || b == 3 {
			return 1 // member 3 is near everyone
		}
		return 10
	}
	for k := range 3 {
		got, err := replan([]uint16{0, 1, 4}, stageOf, map[uint16]bool{1: true}, k, 3, cost)
		if err != nil || !slices.Equal(got, []uint16{0, 3, 4}) {
			t.Fatalf("k=%d: %v, %v", k, got, err)
		}
	}
}
