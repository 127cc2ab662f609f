package main

import (
	"bytes"
	"strings"
	"testing"
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
	cmd := newPipelineCmd()
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
