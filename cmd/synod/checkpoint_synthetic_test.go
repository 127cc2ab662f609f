package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestCheckpointSyntheticAdds: the synthetic file is a checkpoint that add
// accepts with the state hash synthetic printed, the same size and seed
// give the same bytes, another seed other bytes, and a bad path or size is
// an error that leaves no file behind.
func TestCheckpointSyntheticAdds(t *testing.T) {
	dir := t.TempDir()
	type synth struct {
		File      string `json:"file"`
		Size      int64  `json:"size"`
		StateHash string `json:"state_hash"`
	}
	write := func(name string, seed string) synth {
		t.Helper()
		out, err := runSynod(t, "checkpoint", "synthetic", filepath.Join(dir, name), "--size", "2MiB", "--seed", seed, "--json")
		if err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		var s synth
		if err := json.Unmarshal([]byte(out), &s); err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		return s
	}
	a, b, c := write("a.ckpt", "7"), write("b.ckpt", "7"), write("c.ckpt", "8")
	if a.Size < 2<<20-8<<10 || a.Size > 2<<20 || len(a.StateHash) != 64 {
		t.Fatalf("synthetic result %+v", a)
	}
	if a.StateHash != b.StateHash || a.StateHash == c.StateHash {
		t.Fatalf("state hashes: seed 7 %s and %s, seed 8 %s", a.StateHash, b.StateHash, c.StateHash)
	}
	out, err := runSynod(t, "--home", filepath.Join(dir, "home"), "checkpoint", "add", a.File, "--json")
	if err != nil {
		t.Fatalf("add: %v: %s", err, out)
	}
	var info struct {
		StateHash string `json:"state_hash"`
		Size      int64  `json:"size"`
	}
	if err := json.Unmarshal([]byte(out), &info); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if info.StateHash != a.StateHash || info.Size != a.Size {
		t.Fatalf("add read %+v, synthetic wrote %+v", info, a)
	}

	if _, err := runSynod(t, "checkpoint", "synthetic", filepath.Join(dir, "none", "x.ckpt")); err == nil {
		t.Fatal("synthetic into a missing directory succeeded")
	}
	if _, err := runSynod(t, "checkpoint", "synthetic", filepath.Join(dir, "small.ckpt"), "--size", "100"); err == nil {
		t.Fatal("synthetic of 100 bytes succeeded")
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		switch e.Name() {
		case "a.ckpt", "b.ckpt", "c.ckpt", "home":
		default:
			t.Errorf("left behind: %s", e.Name())
		}
	}
}
