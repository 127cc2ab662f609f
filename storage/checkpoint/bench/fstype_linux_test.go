package bench

import "testing"

// TestFSType: the benchmark names the filesystem of its stores; /proc is
// always procfs, which has no name here, so it comes back as its magic.
func TestFSType(t *testing.T) {
	if got := fsType("/proc"); got != "0x9fa0" {
		t.Errorf("fsType(/proc) = %q, want 0x9fa0", got)
	}
	if got := fsName(t.TempDir()); got == "" {
		t.Error("no filesystem named for a temporary directory")
	}
	if got := fsType("/does/not/exist"); got != "" {
		t.Errorf("fsType of a missing path = %q", got)
	}
}
