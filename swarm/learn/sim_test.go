package learn

import (
	"context"
	"slices"
	"testing"
)

// TestSimulateIsReproducible: a short SAPO simulation gives the same
// state hashes twice, members differ from each other, and external groups
// are used.
func TestSimulateIsReproducible(t *testing.T) {
	c := SimConfig{Members: 3, Rounds: 2, Local: 2, External: 2, Group: 4, Seed: 1}
	a, err := Simulate(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Simulate(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v", a)
	if !slices.Equal(a.StateHashes, b.StateHashes) {
		t.Fatalf("two runs: %v vs %v", a.StateHashes, b.StateHashes)
	}
	if a.StateHashes[0] == a.StateHashes[1] && a.StateHashes[1] == a.StateHashes[2] {
		t.Fatal("every member ended in the same state")
	}
	used := 0.0
	for _, r := range a.Rounds {
		used += r.External
	}
	if used == 0 {
		t.Fatal("no external group was used")
	}
}

// TestLearningGolden pins the state hashes of a short SAPO run (two
// members exchanging their groups for two rounds): the same on every
// platform (make test-repops runs it as an arm64 binary under qemu).
func TestLearningGolden(t *testing.T) {
	res, err := Simulate(context.Background(), SimConfig{Members: 2, Rounds: 2, Local: 2, External: 1, Group: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"d68e5bc5d30e54cc835f221a69a731332bc3c558b7f79931b0bb4e1a3e64b4c5", "c20e30c69d468619213bc0b1801e08896cf3f7ba372b652274ea3301e513abe3"}
	if !slices.Equal(res.StateHashes, want) {
		t.Fatalf("state hashes %q, want %q", res.StateHashes, want)
	}
}
