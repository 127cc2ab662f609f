//go:build amd64 && !purego

package repops

import "golang.org/x/sys/cpu"

//go:noescape
func anyAboveAVX2(p *float32, n int, lim uint32) bool

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
	return anyAboveAVX2(&data[0], len(data), 0x7f800000)
}

// allFiniteVector reports whether data (any length) holds no NaN or
// infinity, the whole multiples of 32 elements eight lanes at a time when
// the CPU has AVX2.
func allFiniteVector(data []float32) bool {
	n := len(data) &^ 31
	if !nanScanAVX2 || n == 0 {
		return allFiniteGo(data)
	}
	return !anyAboveAVX2(&data[0], n, 0x7f7fffff) && allFiniteGo(data[n:])
}
