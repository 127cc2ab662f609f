package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestOpsDigestLastLine checks that `synod ops digest` ends with the
// golden suite digest.
func TestOpsDigestLastLine(t *testing.T) {
	golden, err := os.ReadFile("../../repops/testdata/digest.golden")
	if err != nil {
		t.Fatal(err)
	}
	gl := strings.Split(strings.TrimSpace(string(golden)), "\n")
	want := gl[len(gl)-1]
	for _, args := range [][]string{{"ops", "digest"}, {"ops", "digest", "--quiet"}} {
		root := newRootCmd()
		var out bytes.Buffer
		root.SetOut(&out)
		root.SetArgs(args)
		if err := root.Execute(); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if got := lines[len(lines)-1]; got != want {
			t.Fatalf("%v: last line %q, want %q", args, got, want)
		}
	}
}

func TestByPeerLines(t *testing.T) {
	got := byPeerLines(map[string]uint64{"12D3KooWAAAAAAAAzz11": 1 << 20, "12D3KooWBBBBBBBByy22": 3 << 20, "short": 0})
	want := []string{"…BBBByy22  3.0 MiB (75%)", "…AAAAzz11  1.0 MiB (25%)", "short  0 B (0%)"}
	if len(got) != len(want) {
		t.Fatalf("got %q", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d = %q, want %q", i, got[i], want[i])
		}
	}
	if byPeerLines(nil) == nil || len(byPeerLines(nil)) != 0 {
		t.Error("no peers: want no lines")
	}
}
