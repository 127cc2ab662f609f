package main

import (
	"bytes"
	"encoding/json"
	"testing"
)

// TestBenchTrainRepopsSide runs the repops side of synod bench train for
// one short run and checks the figures it reports.
func TestBenchTrainRepopsSide(t *testing.T) {
	var out bytes.Buffer
	cmd := newRootCmd()
	cmd.SetOut(&out)
	cmd.SetErr(&bytes.Buffer{})
	cmd.SetArgs([]string{"bench", "train", "--no-torch", "--json", "--batch", "2", "--seq", "16", "--steps", "1", "--runs", "1", "--threads", "1"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	var r trainBench
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if r.Params == 0 || r.Repops <= 0 || len(r.RepopsRuns) != 1 || r.PyTorch != 0 {
		t.Fatalf("report %+v", r)
	}
}
