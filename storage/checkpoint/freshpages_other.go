//go:build !linux

package checkpoint

import "time"

// freshPageTouch is not measured outside Linux.
func freshPageTouch() (time.Duration, error) { return 0, nil }
