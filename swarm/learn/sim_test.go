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
	want := []string{"cf579e42e1f4dc9bb3bba39854e539eaf2eb823f4d3fb383f7be6f2dc09e137c", "f4a86670dede5f2309ee9582e07dbe558f0f100fc219946814e0d06bac642136"}
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
