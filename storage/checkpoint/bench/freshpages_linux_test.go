package bench

import (
	"testing"
	"time"
)

// TestFreshPageTouch: the fresh-memory figure of the benchmark is a time
// per page that a machine can have: above zero, below a millisecond.
func TestFreshPageTouch(t *testing.T) {
	d, err := freshPageTouch()
	if err != nil {
		t.Fatal(err)
	}
	if d <= 0 || d > time.Millisecond {
		t.Fatalf("first write to a fresh page took %v", d)
	}
	t.Logf("first write to a fresh page: %v", d)
}
