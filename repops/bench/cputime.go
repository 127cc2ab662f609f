package bench

import (
	"time"

	"github.com/synod-net/synod/internal/cputime"
)

// processCPU returns the CPU time (user + system) this process has used so
// far, or 0 where it cannot be read.
func processCPU() time.Duration { return cputime.Process() }
