package netmodel

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"os"
	"strings"
	"testing"
)

func TestEdgeCost(t *testing.T) {
	f, err := os.Open("testdata/small.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	topo, err := Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	// 100 ms + 0.4 GiB over 1 GiB/s = 0.5 s; nothing for staying put.
	if got := topo.EdgeS(0, 1); math.Abs(got-0.5) > 1e-12 {
		t.Errorf("EdgeS(0,1) = %v, want 0.5", got)
	}
	if got := topo.EdgeS(1, 1); got != 0 {
		t.Errorf("EdgeS(1,1) = %v, want 0", got)
	}
	if topo.BackwardS(1) != 3 || topo.HeadLossS(0) != 0.25 || topo.ForwardS(1) != 2 {
		t.Errorf("compute costs: backward %v head %v forward %v", topo.BackwardS(1), topo.HeadLossS(0), topo.ForwardS(1))
	}
}

// TestGCP12MatchesAnchorDelays checks that EdgeS on the GCP12 preset gives
// the per-hop delays stored in the anchor's schedule.json, pair by pair.
func TestGCP12MatchesAnchorDelays(t *testing.T) {
	raw, err := os.ReadFile("testdata/anchor_gcp12_delays.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Delays [][]float64 `json:"delays_s"`
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	topo := GCP12()
	if len(file.Delays) != len(topo.Nodes) {
		t.Fatalf("%d rows, %d nodes", len(file.Delays), len(topo.Nodes))
	}
	for i, row := range file.Delays {
		for j, want := range row {
			if got := topo.EdgeS(i, j); math.Abs(got-want) > 1e-9 {
				t.Errorf("EdgeS(%d,%d) %s->%s = %.9f, anchor %.9f", i, j, topo.Nodes[i].Location, topo.Nodes[j].Location, got, want)
			}
		}
	}
}

func TestPresets(t *testing.T) {
	for _, tc := range []struct {
		topo  *Topology
		sizes []int
	}{
		{GCP12(), []int{5, 3, 3, 3, 3, 3}},
		{GCP42(), []int{7, 5, 5, 5, 5, 5, 5, 5}},
	} {
		if err := tc.topo.Validate(); err != nil {
			t.Fatalf("%s: %v", tc.topo.Name, err)
		}
		for s, want := range tc.sizes {
			if got := len(tc.topo.StageNodes(s)); got != want {
				t.Errorf("%s: stage %d has %d nodes, want %d", tc.topo.Name, s, got, want)
			}
		}
	}
	g := GCP42()
	if g.Nodes[12].Location != g.Nodes[0].Location || g.Nodes[0].Location != "Australia" {
		t.Errorf("GCP42 does not cycle over the regions: %s, %s", g.Nodes[0].Location, g.Nodes[12].Location)
	}
	if got := g.EdgeS(0, 12); math.Abs(got-(0.001+16_777_324/(2.0*(1<<30))+0.35)) > 1e-12 {
		t.Errorf("same-region edge = %v", got)
	}
}

func TestAllReduce(t *testing.T) {
	topo := &Topology{
		LatencyMS:       [][]float64{{0, 10, 20}, {10, 0, 30}, {20, 30, 0}},
		BandwidthGiBps:  [][]float64{{0, 1, 2}, {1, 0, 0.5}, {2, 0.5, 0}},
		StageParamBytes: 3 << 30,
	}
	// 3 nodes: 4 steps, each 30 ms + 1 GiB over the slowest ring link (0.5 GiB/s).
	if got, want := topo.AllReduceS([]int{0, 1, 2}), 4*(0.030+2); math.Abs(got-want) > 1e-12 {
		t.Errorf("AllReduceS = %v, want %v", got, want)
	}
	if got := topo.AllReduceS([]int{1}); got != 0 {
		t.Errorf("one node: %v", got)
	}
}

func TestDecodeErrors(t *testing.T) {
	good, err := os.ReadFile("testdata/small.json")
	if err != nil {
		t.Fatal(err)
	}
	edit := func(from, to string) string {
		if !strings.Contains(string(good), from) {
			t.Fatalf("fixture lacks %q", from)
		}
		return strings.Replace(string(good), from, to, 1)
	}
	for _, tc := range []struct {
		name, in string
		want     error
		msg      string
	}{
		{"empty", "", ErrDecode, "EOF"},
		{"not json", "{nodes", ErrDecode, ""},
		{"unknown field", edit(`"stages": 2`, `"stages": 2, "extra": 1`), ErrDecode, "unknown field"},
		{"trailing", string(good) + "{}", ErrDecode, "trailing"},
		{"no nodes", edit(`"stages": 2`, `"stages": 0`), ErrInvalid, "stages = 0"},
		{"stage out of range", edit(`"stage": 1`, `"stage": 2`), ErrInvalid, "stage 2 outside"},
		{"empty stage", edit(`"stage": 1`, `"stage": 0`), ErrInvalid, "stage 1 has no node"},
		{"zero bandwidth", edit(`[[0, 1], [1, 0]]`, `[[0, 0], [1, 0]]`), ErrInvalid, "bandwidth_gibps[0][1]"},
		{"negative latency", edit(`[[0, 100], [100, 0]]`, `[[0, -1], [100, 0]]`), ErrInvalid, "latency_ms[0][1]"},
		{"short row", edit(`[[0, 100], [100, 0]]`, `[[0, 100], [100]]`), ErrInvalid, "row 1 has 1 entries"},
		{"no slots", edit(`"slots": 1`, `"slots": 0`), ErrInvalid, "slots 0"},
		{"no workload", edit(`"paths_per_holder": 1`, `"paths_per_holder": 0`), ErrInvalid, "workload"},
		{"too many stages", edit(`"stages": 2`, `"stages": 100000`), ErrTooLarge, "stages"},
		{"too big", `{"name": "` + strings.Repeat("x", MaxTopologyBytes) + `"}`, ErrTooLarge, "over"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode(strings.NewReader(tc.in))
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("err = %q, want it to mention %q", err, tc.msg)
			}
		})
	}
}

func TestEncodeRoundTrip(t *testing.T) {
	for _, topo := range []*Topology{GCP12(), GCP42()} {
		var buf bytes.Buffer
		if err := Encode(&buf, topo); err != nil {
			t.Fatal(err)
		}
		back, err := Decode(&buf)
		if err != nil {
			t.Fatalf("%s: %v", topo.Name, err)
		}
		for i := range topo.Nodes {
			for j := range topo.Nodes {
				if back.EdgeS(i, j) != topo.EdgeS(i, j) {
					t.Fatalf("%s: EdgeS(%d,%d) changed in the round trip", topo.Name, i, j)
				}
			}
		}
	}
}

func FuzzDecode(f *testing.F) {
	good, err := os.ReadFile("testdata/small.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add([]byte(`{"stages":1,"nodes":[{"stage":0,"forward_s":1,"slots":1}],"latency_ms":[[0]],"bandwidth_gibps":[[0]],"workload":{"paths_per_holder":1,"microbatches_per_path":1}}`))
	f.Add([]byte(`{"stages":-1}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		topo, err := Decode(bytes.NewReader(data))
		if err != nil {
			if !errors.Is(err, ErrDecode) && !errors.Is(err, ErrInvalid) && !errors.Is(err, ErrTooLarge) {
				t.Fatalf("unclassified error: %v", err)
			}
			return
		}
		if err := topo.Validate(); err != nil {
			t.Fatalf("decoded topology fails Validate: %v", err)
		}
		for i := range topo.Nodes {
			for j := range topo.Nodes {
				if e := topo.EdgeS(i, j); math.IsNaN(e) || e < 0 {
					t.Fatalf("EdgeS(%d,%d) = %v", i, j, e)
				}
			}
		}
		var buf bytes.Buffer
		if err := Encode(&buf, topo); err != nil {
			t.Fatal(err)
		}
		if _, err := Decode(&buf); err != nil {
			t.Fatalf("re-decode: %v", err)
		}
	})
}
