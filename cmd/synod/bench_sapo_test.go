package main

import (
	"context"
	"io"
	"reflect"
	"testing"

	"github.com/synod-net/synod/swarm/learn"
	"github.com/synod-net/synod/swarm/tasks"
)

// TestRunSapoParallel: runs at once give the same results, in the same
// places, as runs one after another.
func TestRunSapoParallel(t *testing.T) {
	cs, err := parseSapoConfigs("2/0,1/1")
	if err != nil {
		t.Fatal(err)
	}
	cfg := func(c sapoConfig, seed uint64) learn.SimConfig {
		// Level-1 word problems, which the base answers right about two
		// times in three: groups carry a learning signal, so the
		// configurations train on different groups.
		words := tasks.Procedural{Families: tasks.Families()[4:5], Level: 1}
		return learn.SimConfig{Members: 2, Rounds: 1, Local: c.Local, External: c.External, Group: 3, Seed: seed, Tasks: words}
	}
	seeds := []uint64{3, 4}
	serial, err := runSapo(context.Background(), io.Discard, cs, seeds, 1, cfg)
	if err != nil {
		t.Fatal(err)
	}
	par, err := runSapo(context.Background(), io.Discard, cs, seeds, 4, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i := range cs {
		for k, seed := range seeds {
			s, p := serial[i][k], par[i][k]
			if s.Seed != seed || p.Seed != seed || s.External != cs[i].External || p.External != cs[i].External {
				t.Fatalf("config %s seed %d: results out of place (%d/%d, %d/%d)", cs[i], seed, s.Seed, s.External, p.Seed, p.External)
			}
			if !reflect.DeepEqual(s.StateHashes, p.StateHashes) || s.CumulativeReward != p.CumulativeReward {
				t.Fatalf("config %s seed %d: serial %v %g, parallel %v %g", cs[i], seed, s.StateHashes, s.CumulativeReward, p.StateHashes, p.CumulativeReward)
			}
		}
	}
	if reflect.DeepEqual(serial[0][0].StateHashes, serial[1][0].StateHashes) {
		t.Fatal("two configurations ended in the same state")
	}
}

// TestSapoTasks: --level and --families name the questions; unknown
// families and levels out of range are errors, repeats count once.
func TestSapoTasks(t *testing.T) {
	p, err := sapoTasks(2, " comparison,word-problem,comparison")
	if err != nil {
		t.Fatal(err)
	}
	if p.Level != 2 || len(p.Families) != 2 || p.Families[0].Name != "comparison" || p.Families[1].Name != "word-problem" {
		t.Fatalf("got level %d, families %v", p.Level, p.Families)
	}
	if p, err = sapoTasks(1, ""); err != nil || len(p.Families) != len(tasks.Families()) {
		t.Fatalf("default: %v, %d families", err, len(p.Families))
	}
	for _, bad := range []struct {
		level int
		fams  string
	}{{4, ""}, {-1, ""}, {1, "comparison,chess"}, {1, ","}} {
		if _, err := sapoTasks(bad.level, bad.fams); err == nil {
			t.Fatalf("level %d families %q: no error", bad.level, bad.fams)
		}
	}
}
