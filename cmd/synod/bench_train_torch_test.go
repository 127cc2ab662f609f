//go:build torch

package main

import (
	"testing"

	"github.com/synod-net/synod/repops/models"
)

// TestBenchTrainTorchParams: the PyTorch model has the repops model's
// parameter count. It needs a python3 with torch, so it builds only with
// the torch tag: make bench-train installs torch and runs it (and the
// bench itself refuses to compare models whose counts differ).
func TestBenchTrainTorchParams(t *testing.T) {
	py, err := torchPython()
	if err != nil {
		t.Fatalf("%v (make bench-train installs Debian's python3-torch)", err)
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
