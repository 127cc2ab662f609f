package sim_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/synod-net/synod/pipeline/netmodel"
	"github.com/synod-net/synod/pipeline/sim"
)

var rewrite = flag.Bool("rewrite", false, "rewrite the scenarios' .golden transcripts")

// TestScenarios runs every testdata/scenarios/*.json: a small topology and
// schedule whose times are worked out by hand in its "why". The iteration
// time must match, and the task transcript must match the .golden file
// beside it (go test ./pipeline/sim -run Scenarios -rewrite regenerates them;
// review the diff).
func TestScenarios(t *testing.T) {
	files, err := filepath.Glob("testdata/scenarios/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".json")
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var sc struct {
				Why        string          `json:"why"`
				Topology   json.RawMessage `json:"topology"`
				Schedule   sim.Schedule    `json:"schedule"`
				PipelineS  float64         `json:"want_pipeline_s"`
				IterationS float64         `json:"want_iteration_s"`
			}
			if err := json.Unmarshal(raw, &sc); err != nil {
				t.Fatal(err)
			}
			topo, err := netmodel.Decode(bytes.NewReader(sc.Topology))
			if err != nil {
				t.Fatal(err)
			}
			res, err := sim.Simulate(topo, &sc.Schedule, sim.WithTrace())
			if err != nil {
				t.Fatal(err)
			}
			if math.Abs(res.PipelineS-sc.PipelineS) > 1e-9 || math.Abs(res.IterationS-sc.IterationS) > 1e-9 {
				t.Errorf("pipeline %v s, iteration %v s; want %v, %v (%s)", res.PipelineS, res.IterationS, sc.PipelineS, sc.IterationS, sc.Why)
			}
			got := transcript(topo, res)
			golden := strings.TrimSuffix(file, ".json") + ".golden"
			if *rewrite {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -rewrite to create it)", err)
			}
			if got != string(want) {
				t.Errorf("transcript differs from %s:\n--- got\n%s--- want\n%s", golden, got, want)
			}
		})
	}
}

func transcript(topo *netmodel.Topology, res *sim.Result) string {
	var b strings.Builder
	for _, e := range res.Trace {
		fmt.Fprintf(&b, "mb%d %s on %s: arrive %.4g start %.4g end %.4g\n", e.Microbatch, e.Phase, topo.Nodes[e.Node].Name, e.ArriveS, e.StartS, e.EndS)
	}
	fmt.Fprintf(&b, "pipeline %.4g s, iteration %.4g s\n", res.PipelineS, res.IterationS)
	for v, u := range res.Utilization {
		fmt.Fprintf(&b, "%s busy %.4g s (%.1f%%)\n", topo.Nodes[v].Name, res.BusyS[v], 100*u)
	}
	return b.String()
}
