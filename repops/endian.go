package repops

import (
	"encoding/binary"
	"io"
	"math"
	"unsafe"
)

// hostLittleEndian reports whether the machine stores a uint32 with its
// low byte first, so a float32 slice's memory already is the canonical
// little-endian encoding.
func hostLittleEndian() bool {
	x := uint32(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}

// CanonicalNaN is the bit pattern every NaN is written as. CPUs differ in
// the NaN they produce (amd64 makes 0xffc00000 from 0*Inf, arm64
// 0x7fc00000) and no result of a repops operator depends on a NaN's
// payload, so serialization and hashing map every NaN to this one value.
const CanonicalNaN uint32 = 0x7fc00000

// canonicalBits returns f's bits with any NaN replaced by CanonicalNaN.
func canonicalBits(f float32) uint32 {
	if f != f {
		return CanonicalNaN
	}
	return math.Float32bits(f)
}

// hasNaN reports whether data holds a NaN, with the vector routine of
// nanscan_amd64.s when the CPU has one.
func hasNaN(data []float32) bool {
	n := len(data) &^ 31
	if n > 0 && hasNaNVector(data[:n]) {
		return true
	}
	return hasNaNGo(data[n:])
}

// hasNaNGo is hasNaN in portable Go. Branch-free: with x the bits
// without the sign, x > 0x7f800000 exactly for a NaN, and then
// 0x7f800000 - x wraps around and sets the top bit.
func hasNaNGo(data []float32) bool {
	var a0, a1, a2, a3 uint32
	i := 0
	for ; i+4 <= len(data); i += 4 {
		a0 |= 0x7f800000 - math.Float32bits(data[i])&0x7fffffff
		a1 |= 0x7f800000 - math.Float32bits(data[i+1])&0x7fffffff
		a2 |= 0x7f800000 - math.Float32bits(data[i+2])&0x7fffffff
		a3 |= 0x7f800000 - math.Float32bits(data[i+3])&0x7fffffff
	}
	for ; i < len(data); i++ {
		a0 |= 0x7f800000 - math.Float32bits(data[i])&0x7fffffff
	}
	return (a0|a1|a2|a3)>>31 != 0
}

// floatChunk is how many elements writeFloatsLE checks for NaN before
// writing them, so the bytes are still in cache when the writer (a
// hash) reads them.
const floatChunk = 1 << 13

// writeFloatsLE writes the IEEE 754 bits of data as little-endian uint32s,
// every NaN as CanonicalNaN. On little-endian hosts, when data holds no
// NaN, it writes the slice's memory directly; otherwise it converts
// explicitly. Both give the same bytes.
func writeFloatsLE(w io.Writer, data []float32) (int64, error) {
	if !hostLittleEndian() {
		return writeFloatsPortable(w, data)
	}
	var total int64
	for lo := 0; lo < len(data); lo += floatChunk {
		c := data[lo:min(lo+floatChunk, len(data))]
		var n int64
		var err error
		if hasNaN(c) {
			n, err = writeFloatsPortable(w, c)
		} else {
			var m int
			m, err = w.Write(unsafe.Slice((*byte)(unsafe.Pointer(&c[0])), 4*len(c)))
			n = int64(m)
		}
		total += n
		if err != nil {
			return total, err
		}
	}
	return total, nil
}

// writeFloatsPortable is writeFloatsLE through explicit conversion.
func writeFloatsPortable(w io.Writer, data []float32) (int64, error) {
	var total int64
	buf := make([]byte, 0, 1<<16)
	for i, f := range data {
		buf = binary.LittleEndian.AppendUint32(buf, canonicalBits(f))
		if len(buf) == cap(buf) || i == len(data)-1 {
			n, err := w.Write(buf)
			total += int64(n)
			if err != nil {
				return total, err
			}
			buf = buf[:0]
		}
	}
	return total, nil
}
