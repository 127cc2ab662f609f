//go:build linux

package cputime

import (
	"crypto/sha256"
	"testing"
	"time"
)

// TestMachineCoversProcess: the machine's busy time advances at least by
// (about) what this process spends, since the process is part of it.
func TestMachineCoversProcess(t *testing.T) {
	m0, p0 := Machine(), Process()
	if m0 <= 0 {
		t.Fatalf("Machine() = %v, want > 0", m0)
	}
	buf := make([]byte, 1<<20)
	deadline := time.Now().Add(5 * time.Second)
	for Process()-p0 < 200*time.Millisecond {
		if time.Now().After(deadline) {
			t.Fatalf("Process() advanced only %v during 5 s of hashing", Process()-p0)
		}
		sum := sha256.Sum256(buf)
		buf[0] = sum[0]
	}
	dm, dp := Machine()-m0, Process()-p0
	// /proc/stat ticks every 10 ms and lags a tick behind getrusage.
	if dm < dp-50*time.Millisecond {
		t.Fatalf("machine busy %v over a window in which this process used %v", dm, dp)
	}
}
