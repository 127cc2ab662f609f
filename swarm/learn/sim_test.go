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
