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

func hasNaN(data []float32) bool {
	for _, f := range data {
		if f != f {
			return true
		}
	}
	return false
}

// writeFloatsLE writes the IEEE 754 bits of data as little-endian uint32s,
// every NaN as CanonicalNaN. On little-endian hosts, when data holds no
// NaN, it writes the slice's memory directly; otherwise it converts
// explicitly. Both give the same bytes.
func writeFloatsLE(w io.Writer, data []float32) (int64, error) {
	if len(data) == 0 {
		return 0, nil
	}
	if hostLittleEndian() && !hasNaN(data) {
		n, err := w.Write(unsafe.Slice((*byte)(unsafe.Pointer(&data[0])), 4*len(data)))
		return int64(n), err
	}
	return writeFloatsPortable(w, data)
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
