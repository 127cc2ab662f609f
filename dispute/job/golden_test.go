package job

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestGoldenReceipt re-verifies receipts that `synod run` wrote for the
// job specs under testdata (their checkpoints, and trace bundles where
// the receipt has them, are in each directory's store, named by CID):
//
//   - golden: op set 1, receipt format 1 (with trace digests), made
//     before op set 2 existed; it must keep verifying with every later
//     build;
//   - golden-opset2: op set 2 (matrix products with FMA), receipt format
//     2 (state hashes only);
//   - golden-format3: the same job and checkpoints, receipt format 3
//     (internal/commit's state hashes, which the dispute game recomputes
//     on chain).
//
// Old receipts must keep verifying, on every platform
// (scripts/receipt-crosscheck.sh runs this test on arm64, 32-bit arm and
// GOAMD64 v1/v3).
func TestGoldenReceipt(t *testing.T) {
	for _, c := range []struct {
		dir           string
		opSet, format int
	}{{"golden", 1, 1}, {"golden-opset2", 2, 2}, {"golden-format3", 2, 3}} {
		t.Run(c.dir, func(t *testing.T) {
			dir := filepath.Join("testdata", c.dir)
			b, err := os.ReadFile(filepath.Join(dir, "receipt.json"))
			if err != nil {
				t.Fatal(err)
			}
			r, err := DecodeReceipt(b)
			if err != nil {
				t.Fatal(err)
			}
			if r.OpSetVersion != c.opSet || r.Format != c.format {
				t.Fatalf("op set %d, format %d; want %d, %d", r.OpSetVersion, r.Format, c.opSet, c.format)
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
				t.Fatalf("the receipt is not for %s/job.toml", dir)
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
			t.Logf("op set %d, made on %s/%s, verified on %s/%s: %s", r.OpSetVersion, r.Device.GOOS, r.Device.GOARCH, runtime.GOOS, runtime.GOARCH, rep)
		})
	}
}
