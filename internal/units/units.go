// Package units writes quantities for people to read, in the forms the
// command line, the doctor and error messages share.
package units

import (
	"fmt"
	"strconv"
)

// Bytes writes a byte count in IEC units with one decimal: "0 B", "512 B",
// "1.5 KiB", "256.0 MiB", "70.0 GiB", up to EiB. A count that would round
// to 1024.0 of one unit is written in the next ("1.0 MiB", not
// "1024.0 KiB").
func Bytes(n uint64) string {
	if n < 1<<10 {
		return strconv.FormatUint(n, 10) + " B"
	}
	const prefixes = "KMGTPE"
	v, i := float64(n)/(1<<10), 0
	for v >= 1024-0.05 && i < len(prefixes)-1 {
		v /= 1 << 10
		i++
	}
	return fmt.Sprintf("%.1f %ciB", v, prefixes[i])
}
