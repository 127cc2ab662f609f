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
	got, err := replan(route, stageOf, map[uint16]bool{2: true}, 0, 4)
	if err != nil || !slices.Equal(got, []uint16{0, 3, 4, 5}) {
		t.Fatalf("replacing a stage-1 peer: %v, %v", got, err)
	}
	if _, err := replan(route, stageOf, map[uint16]bool{4: true}, 0, 4); !errors.Is(err, ErrPlan) {
		t.Fatalf("skipping below the minimum: %v", err)
	}
	got, err = replan(route, stageOf, map[uint16]bool{4: true}, 0, 3)
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
