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

// writeFloatsLE writes the IEEE 754 bits of data as little-endian uint32s.
// On little-endian hosts it writes the slice's memory directly; on
// big-endian hosts it converts explicitly. Both give the same bytes.
func writeFloatsLE(w io.Writer, data []float32) (int64, error) {
	if len(data) == 0 {
		return 0, nil
	}
	if hostLittleEndian() {
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
		buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(f))
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
