package node

import (
	"testing"
	"time"
)

func TestNextFindInterval(t *testing.T) {
	cases := []struct {
		last  time.Duration
		empty int
		want  time.Duration
	}{
		{time.Second, 1, 4 * time.Second},      // first empty lookup: ×4
		{4 * time.Second, 2, findMaxInterval},  // settled: straight to the maximum
		{4 * time.Second, 5, findMaxInterval},  // stays there
		{30 * time.Second, 1, findMaxInterval}, // ×4 is capped
		{findMaxInterval, findSettledRounds, findMaxInterval},
	}
	for _, c := range cases {
		if got := nextFindInterval(c.last, c.empty); got != c.want {
			t.Errorf("nextFindInterval(%s, %d) = %s, want %s", c.last, c.empty, got, c.want)
		}
	}
}
