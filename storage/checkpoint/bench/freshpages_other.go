//go:build !linux

package bench

import "time"

// freshPageTouch is not measured outside Linux.
func freshPageTouch() (time.Duration, error) { return 0, nil }
