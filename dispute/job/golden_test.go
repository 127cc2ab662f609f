package job

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestGoldenReceipt re-verifies a receipt that `synod run` wrote for
// testdata/golden/job.toml (its checkpoints and trace bundles are in
// testdata/golden/store, named by CID): old receipts must keep
// verifying, on every platform (scripts/receipt-crosscheck.sh runs this
// test on arm64, 32-bit arm and GOAMD64 v1/v3).
func TestGoldenReceipt(t *testing.T) {
	dir := filepath.Join("testdata", "golden")
	b, err := os.ReadFile(filepath.Join(dir, "receipt.json"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := DecodeReceipt(b)
	if err != nil {
		t.Fatal(err)
	}
	spec, err := os.ReadFile(filepath.Join(dir, "job.toml"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := DecodeSpec(spec)
	if err != nil {
		t.Fatal(err)
	}
	if s.Hash() != [32]byte(r.SpecHash) {
		t.Fatal("the golden receipt is not for testdata/golden/job.toml")
	}
	st := dirStore(filepath.Join(dir, "store"))
	ctx := context.Background()
	rep, err := Verify(ctx, r, st)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Verified || rep.Steps != s.Steps {
		t.Fatalf("full: %s", rep)
	}
	rep, err = Verify(ctx, r, st, WithSegment(3, 6))
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Verified || rep.Steps != 3 {
		t.Fatalf("segment 3..6: %s", rep)
	}
	t.Logf("made on %s/%s, verified on %s/%s: %s", r.Device.GOOS, r.Device.GOARCH, runtime.GOOS, runtime.GOARCH, rep)
}
