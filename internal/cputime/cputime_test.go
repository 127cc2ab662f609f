//go:build unix

package cputime

import (
	"crypto/sha256"
	"testing"
	"time"
)

func TestProcessAdvancesWithWork(t *testing.T) {
	start := Process()
	if start <= 0 {
		t.Fatalf("Process() = %v at start, want > 0", start)
	}
	buf := make([]byte, 1<<20)
	deadline := time.Now().Add(5 * time.Second)
	for Process()-start < 20*time.Millisecond {
		if time.Now().After(deadline) {
			t.Fatalf("Process() advanced only %v during 5 s of hashing", Process()-start)
		}
		sum := sha256.Sum256(buf)
		buf[0] = sum[0]
	}
}
