package main

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/synod-net/synod/repops/models"
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

// TestBenchTrainTorchParams: the PyTorch model has the repops model's
// parameter count (only where a python3 with torch exists: make
// bench-train installs it; CI does not need it).
func TestBenchTrainTorchParams(t *testing.T) {
	py, err := torchPython()
	if err != nil {
		t.Skip("no python3 with torch here (make bench-train installs it)")
	}
	script, err := torchScriptFrom("../..")
	if err != nil {
		t.Fatal(err)
	}
	// The policy's architecture, and the same with learned positions.
	learned := benchTrainConfig()
	learned.Rotary, learned.RotaryBase = false, 0
	for _, cfg := range []models.TransformerConfig{benchTrainConfig(), learned} {
		res, err := runTorch(py, script, cfg, 2, 8, 1, 1, true)
		if err != nil {
			t.Fatal(err)
		}
		m, err := newBenchTrainModel(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if p, _ := res["params"].(float64); int(p) != m.NumParams() {
			t.Fatalf("rotary %v: PyTorch %v parameters, repops %d", cfg.Rotary, res["params"], m.NumParams())
		}
	}
}

func TestReferenceBLAS(t *testing.T) {
	for _, c := range []struct {
		libs []string
		want bool
	}{
		{nil, false},
		{[]string{"/usr/lib/x86_64-linux-gnu/blas/libblas.so.3.11.0"}, true},
		{[]string{"/x/openblas-pthread/libopenblasp-r0.3.21.so", "/x/openblas-pthread/libblas.so.3"}, false},
	} {
		if got := referenceBLAS(c.libs); got != c.want {
			t.Errorf("referenceBLAS(%q) = %v", c.libs, got)
		}
	}
}
