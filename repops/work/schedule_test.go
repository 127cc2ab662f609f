package work

import (
	"errors"
	"maps"
	"testing"

	"github.com/synod-net/synod/repops"
)

// TestScheduleFor checks that every op set this binary computes has a
// schedule of its own version, that op set 2 keeps op set 1's weights, and
// that other versions have none.
func TestScheduleFor(t *testing.T) {
	for v := 1; v <= repops.OpSetVersion; v++ {
		s, err := ScheduleFor(v)
		if err != nil || s.Version != uint32(v) {
			t.Fatalf("op set %d: schedule v%d, %v", v, s.Version, err)
		}
	}
	v1, _ := ScheduleFor(1)
	v2, _ := ScheduleFor(2)
	if !maps.Equal(v1.Per, v2.Per) || v1.PerCall != v2.PerCall {
		t.Fatal("schedule v2 does not keep v1's weights")
	}
	g, err := TransformerStep(tinyTransformer(true), 2, 8)
	if err != nil {
		t.Fatal(err)
	}
	u1, err1 := v1.Units(g, 3)
	u2, err2 := v2.Units(g, 3)
	if err1 != nil || err2 != nil || u1 != u2 {
		t.Fatalf("units %d (%v) under v1, %d (%v) under v2", u1, err1, u2, err2)
	}
	for _, v := range []int{0, -1, repops.OpSetVersion + 1} {
		if _, err := ScheduleFor(v); !errors.Is(err, ErrUnknownSchedule) {
			t.Fatalf("op set %d: %v", v, err)
		}
	}
}
