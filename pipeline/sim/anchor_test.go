package sim_test

import (
	"encoding/json"
	"math"
	"os"
	"testing"

	"github.com/synod-net/synod/pipeline/netmodel"
	"github.com/synod-net/synod/pipeline/sim"
)

// TestAnchorSchedules simulates the four schedules the anchor ships in
// schedule.json (full pipeline, SkipPipe, SkipPipe without TC2, random skip)
// on the same topology and compares with the times the anchor's own
// simulator gives for them. The two simulators differ in detail (the
// anchor polls blocked microbatches every 0.1 s on a 1 s grid and leaves a
// 0.09 s gap after injections), so the check is a 3% band, and the order of the
// four methods must agree.
func TestAnchorSchedules(t *testing.T) {
	raw, err := os.ReadFile("testdata/anchor_gcp12.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Cases []struct {
			Name    string      `json:"name"`
			AnchorS float64     `json:"anchor_s"`
			Routes  []sim.Route `json:"routes"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	topo := netmodel.GCP12()
	got := map[string]float64{}
	for _, c := range file.Cases {
		res, err := sim.Simulate(topo, &sim.Schedule{Routes: c.Routes})
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		got[c.Name] = res.PipelineS
		t.Logf("%-14s ours %6.2f s  anchor %6.2f s  (%+.1f%%)", c.Name, res.PipelineS, c.AnchorS, 100*(res.PipelineS/c.AnchorS-1))
		if math.Abs(res.PipelineS/c.AnchorS-1) > 0.03 {
			t.Errorf("%s: %.2f s is more than 3%% from the anchor's %.2f s", c.Name, res.PipelineS, c.AnchorS)
		}
	}
	if !(got["ca"] < got["non-ca"] && got["non-ca"] < got["random"] && got["random"] < got["full-pipeline"]) {
		t.Errorf("order differs from the anchor's (ca < non-ca < random < full): %v", got)
	}
}
