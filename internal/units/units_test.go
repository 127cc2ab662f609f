package units

import (
	"math"
	"testing"
)

func TestBytes(t *testing.T) {
	for _, c := range []struct {
		n    uint64
		want string
	}{
		{0, "0 B"},
		{1, "1 B"},
		{1023, "1023 B"},
		{1 << 10, "1.0 KiB"},
		{1536, "1.5 KiB"},
		{1<<20 - 1, "1.0 MiB"},
		{1<<20 - 52<<10, "972.0 KiB"},
		{1 << 20, "1.0 MiB"},
		{3 << 20, "3.0 MiB"},
		{256 << 20, "256.0 MiB"},
		{512 << 20, "512.0 MiB"},
		{5 << 30, "5.0 GiB"},
		{70 << 30, "70.0 GiB"},
		{3 << 40, "3.0 TiB"},
		{1 << 50, "1.0 PiB"},
		{4 << 60, "4.0 EiB"},
		{math.MaxUint64, "16.0 EiB"},
	} {
		if got := Bytes(c.n); got != c.want {
			t.Errorf("Bytes(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}
