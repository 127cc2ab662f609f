//go:build linux

package cputime

import (
	"os"
	"strconv"
	"strings"
	"time"
)

// Machine returns the CPU time every core of the machine has spent busy
// since boot (user, nice, system, interrupts, and the hypervisor's steal
// time), from /proc/stat, or 0 where it cannot be read. Machine minus
// Process over a window is what the rest of the machine took meanwhile.
func Machine() time.Duration {
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return 0
	}
	line, _, _ := strings.Cut(string(b), "\n")
	f := strings.Fields(line)
	if len(f) < 9 || f[0] != "cpu" {
		return 0
	}
	var ticks int64
	for _, i := range []int{1, 2, 3, 6, 7, 8} { // user nice system irq softirq steal
		v, err := strconv.ParseInt(f[i], 10, 64)
		if err != nil {
			return 0
		}
		ticks += v
	}
	// /proc/stat counts in USER_HZ, 100 on every Linux ABI.
	return time.Duration(ticks) * 10 * time.Millisecond
}
