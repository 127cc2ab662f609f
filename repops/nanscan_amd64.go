//go:build amd64 && !purego

package repops

import "golang.org/x/sys/cpu"

//go:noescape
func anyNaNAVX2(p *float32, n int) bool

var nanScanAVX2 = cpu.X86.HasAVX2

// hasNaNVector reports whether data (a multiple of 32 elements) holds a
// NaN, eight lanes at a time when the CPU has AVX2.
func hasNaNVector(data []float32) bool {
	if len(data) == 0 {
		return false
	}
	if !nanScanAVX2 || len(data)%32 != 0 {
		return hasNaNGo(data)
	}
	return anyNaNAVX2(&data[0], len(data))
}
