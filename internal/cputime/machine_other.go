//go:build !linux

package cputime

import "time"

// Machine is not measured on this platform: it always returns 0.
func Machine() time.Duration { return 0 }
