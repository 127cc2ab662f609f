package digest

import (
	"bufio"
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/synod-net/synod/repops"
)

var update = flag.Bool("update", false, "rewrite repops/testdata/digest.golden")

const goldenPath = "../testdata/digest.golden"

// TestDigestGolden runs the suite and compares every item with the golden
// file. It runs under every GOAMD64 level, GOMAXPROCS setting, with
// -tags purego, and as an arm64 binary under qemu (scripts/repops-crosscheck.sh).
func TestDigestGolden(t *testing.T) {
	res, err := Run()
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	res.WriteTo(&buf)
	if *update {
		if err := os.WriteFile(goldenPath, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(filepath.Clean(goldenPath))
	if err != nil {
		t.Fatalf("reading golden digests: %v (run go test ./repops/digest -update on a trusted machine)", err)
	}
	got := buf.Bytes()
	if bytes.Equal(got, want) {
		t.Logf("digest %s (%s/%s, kernel %s, GOMAXPROCS %d)", res.Hex(), runtime.GOOS, runtime.GOARCH, repops.KernelName(), runtime.GOMAXPROCS(0))
		return
	}
	ws := bufio.NewScanner(bytes.NewReader(want))
	gs := bufio.NewScanner(bytes.NewReader(got))
	for line := 1; ; line++ {
		wok, gok := ws.Scan(), gs.Scan()
		if !wok && !gok {
			break
		}
		if ws.Text() != gs.Text() {
			t.Errorf("line %d: got %q, want %q", line, strings.TrimSpace(gs.Text()), strings.TrimSpace(ws.Text()))
		}
	}
	t.Fatalf("digest mismatch on %s/%s (kernel %s, GOMAXPROCS %d)", runtime.GOOS, runtime.GOARCH, repops.KernelName(), runtime.GOMAXPROCS(0))
}

// TestDigestStableAcrossRuns runs the suite twice in one process.
func TestDigestStableAcrossRuns(t *testing.T) {
	if testing.Short() {
		t.Skip("short mode")
	}
	a, err := Run()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Run()
	if a.Digest != b.Digest {
		t.Fatal("two runs of the suite differ")
	}
}
