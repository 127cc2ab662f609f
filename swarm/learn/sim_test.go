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
	res, err := Simulate(context.Background(), SimConfig{Members: 2, Rounds: 2, Local: 2, External: 1, Group: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	// The golden must pin learning, not the base: both members train on
	// groups of their own and of the other in every round, and end apart.
	for i, r := range res.Rounds {
		if r.Local == 0 || r.External == 0 {
			t.Fatalf("round %d trained on %.1f local and %.1f external groups: pick a seed where both learn", i+1, r.Local, r.External)
		}
	}
	want := []string{"38820badb608647099f6c9ef73497932f46e1119b534a2de4e527ae6cf15c94f", "f50a9202765245a8181970c5a38195cbc394e53a8c12e5c481a558aa23046aa9"}
	if !slices.Equal(res.StateHashes, want) {
		t.Fatalf("state hashes %q, want %q", res.StateHashes, want)
	}
}

// TestSimulateKL: a KL penalty to the base changes where the members end
// (the penalty reaches the update), and the run is still reproducible.
func TestSimulateKL(t *testing.T) {
	c := SimConfig{Members: 2, Rounds: 2, Local: 2, External: 1, Group: 3, Seed: 5}
	plain, err := Simulate(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	c.KLBeta = 0.5
	a, err := Simulate(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Simulate(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(a.StateHashes, b.StateHashes) {
		t.Fatalf("two runs with a KL penalty: %v vs %v", a.StateHashes, b.StateHashes)
	}
	if slices.Equal(a.StateHashes, plain.StateHashes) {
		t.Fatalf("the KL penalty changed nothing: %v", a.StateHashes)
	}
}
