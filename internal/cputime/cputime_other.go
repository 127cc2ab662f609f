//go:build !unix

package cputime

import "time"

// Process is not measured on this platform: it always returns 0.
func Process() time.Duration { return 0 }
