package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/daemon/cluster"
	"github.com/synod-net/synod/internal/config"
)

func TestPipelinePathLength(t *testing.T) {
	for _, c := range []struct {
		topo string
		skip float64
		want int
	}{{"gcp12", 0.33, 4}, {"gcp42", 0.25, 6}, {"gcp12", 0, 6}, {"../../pipeline/netmodel/testdata/small.json", 0, 2}} {
		top, err := loadTopology(c.topo)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := pathLength(top, c.skip); err != nil || got != c.want {
			t.Fatalf("%s skip %g: %d, %v; want %d", c.topo, c.skip, got, err, c.want)
		}
	}
	if _, err := loadTopology("no-such-file.json"); err == nil {
		t.Fatal("a missing topology file loaded")
	}
	if _, err := pathLength(nil, 1); err == nil {
		t.Fatal("skip ratio 1 accepted")
	}
	small, _ := loadTopology("../../pipeline/netmodel/testdata/small.json")
	if _, err := pathLength(small, 0.5); err == nil {
		t.Fatal("a skip ratio that leaves only stage 0 accepted")
	}
}

// TestPipelinePlanCmd plans GCP12 with a small budget and prints every
// holder's paths and the simulated times.
func TestPipelinePlanCmd(t *testing.T) {
	cmd := newPipelineCmd(&globals{})
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetArgs([]string{"plan", "gcp12", "--skip", "0.33", "--budget", "50"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	for _, want := range []string{"paths of 4 stages", "SkipPipe", "full pipeline", "random skip"} {
		if !strings.Contains(s, want) {
			t.Fatalf("output lacks %q:\n%s", want, s)
		}
	}
	if n := strings.Count(s, "\n"); n < 20 {
		t.Fatalf("%d lines:\n%s", n, s)
	}
}

// TestPipelineStatusCmd: two daemons configured through [pipeline] (a
// coordinator with 2 stages and a stage peer) train a session; synod
// pipeline status shows it from the coordinator's API, and --json
// carries the same.
func TestPipelineStatusCmd(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	done := make(chan api.Pipeline, 1)
	cl, err := cluster.Start(ctx, cluster.Spec{N: 2, Network: "pipecli", Dir: t.TempDir(), API: true,
		Configure: func(i int, c *config.Config) {
			p := &c.Pipeline
			p.Enable, p.Run = true, "cli"
			if i == 0 {
				p.Coordinate, p.StageCount, p.Skip, p.Iterations, p.MinPeers = true, 2, 0, 3, 1
			}
		},
		Options: func(i int) []daemon.Option {
			return []daemon.Option{daemon.WithOnPipeline(func(p api.Pipeline) {
				if p.Role == "coordinator" && p.Runs > 0 {
					select {
					case done <- p:
					default:
					}
				}
			})}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	select {
	case p := <-done:
		if p.State != "done" {
			t.Fatalf("session %s: %s", p.State, p.Error)
		}
	case <-ctx.Done():
		t.Fatal(ctx.Err())
	}
	addr := strings.TrimSuffix(strings.TrimPrefix(cl.Daemons[0].APIURL(), "http://"), "/")
	out, err := runSynod(t, "pipeline", "status", "--api", addr)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{"run cli, model tiny: coordinator", ": done, iteration 3/3, 2 stages, paths of 2", "(this node)", "loss per iteration: "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	out, err = runSynod(t, "pipeline", "status", "--api", cl.Daemons[1].APIURL(), "--json")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var p api.Pipeline
	if err := json.Unmarshal([]byte(out), &p); err != nil || p.Role != "stage" || p.Stage != 1 || p.Iteration != 3 {
		t.Fatalf("%v: %+v\n%s", err, p, out)
	}
}
