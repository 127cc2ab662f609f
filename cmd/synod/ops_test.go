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
