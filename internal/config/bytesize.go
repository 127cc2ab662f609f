package config

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// ByteSize is a number of bytes written in TOML and env vars with an
// optional unit: "256MiB", "20MB", "1.5GiB", "1048576". Binary units
// (KiB, MiB, GiB, TiB) are powers of 1024, decimal ones (KB, MB, GB, TB)
// powers of 1000.
type ByteSize int64

var byteUnits = []struct {
	suffix string
	mult   float64
}{
	{"TiB", 1 << 40}, {"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10},
	{"TB", 1e12}, {"GB", 1e9}, {"MB", 1e6}, {"KB", 1e3}, {"B", 1},
}

// ParseByteSize reads a size such as "256MiB", "64MB" or "1048576". It
// accepts 0 and rejects negative, overflowing and malformed sizes.
func ParseByteSize(s string) (ByteSize, error) {
	t := strings.TrimSpace(s)
	mult := 1.0
	for _, u := range byteUnits {
		if strings.HasSuffix(t, u.suffix) {
			t, mult = strings.TrimSpace(strings.TrimSuffix(t, u.suffix)), u.mult
			break
		}
	}
	n, err := strconv.ParseFloat(t, 64)
	v := n * mult
	if err != nil || math.IsNaN(v) || v < 0 || v >= math.MaxInt64 {
		return 0, fmt.Errorf("%q is not a size (a number of bytes with an optional unit: KiB, MiB, GiB, TiB, KB, MB, GB, TB)", s)
	}
	return ByteSize(v), nil
}

// String writes b with the unit that divides it into the smallest whole
// number, e.g. "48MiB" or "20MB"; 0 is "0".
func (b ByteSize) String() string {
	best, unit := int64(b), ""
	for _, u := range byteUnits[:8] {
		if m := int64(u.mult); b != 0 && int64(b)%m == 0 && int64(b)/m < best {
			best, unit = int64(b)/m, u.suffix
		}
	}
	return strconv.FormatInt(best, 10) + unit
}

// MarshalText writes b as String does.
func (b ByteSize) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// UnmarshalText reads a size as ParseByteSize does.
func (b *ByteSize) UnmarshalText(s []byte) error {
	v, err := ParseByteSize(string(s))
	if err != nil {
		return err
	}
	*b = v
	return nil
}
