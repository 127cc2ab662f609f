//go:build !unix

package bench

import "time"

// processCPU is not available on this platform.
func processCPU() time.Duration { return 0 }
