package repops

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"io"
)

// Tensor is a dense row-major float32 tensor. Data has exactly
// Numel(Shape) elements. Tensors are values: operators never modify their
// inputs.
type Tensor struct {
	Shape []int
	Data  []float32
}

// Hash is a SHA-256 digest.
type Hash [32]byte

// String returns the digest in hex.
func (h Hash) String() string { return hex.EncodeToString(h[:]) }

// Numel returns the number of elements of a shape (1 for a scalar).
func Numel(shape []int) int {
	n := 1
	for _, d := range shape {
		n *= d
	}
	return n
}

// Zeros returns a zero tensor of the given shape.
func Zeros(shape ...int) *Tensor {
	for _, d := range shape {
		if d < 0 {
			panic(fmt.Sprintf("repops: negative dimension in shape %v", shape))
		}
	}
	return &Tensor{Shape: append([]int{}, shape...), Data: make([]float32, Numel(shape))}
}

// FromData wraps data (not copied) as a tensor of the given shape.
func FromData(data []float32, shape ...int) *Tensor {
	if Numel(shape) != len(data) {
		panic(fmt.Sprintf("repops: %d elements do not fill shape %v", len(data), shape))
	}
	return &Tensor{Shape: append([]int{}, shape...), Data: data}
}

// Clone returns a deep copy.
func (t *Tensor) Clone() *Tensor {
	return &Tensor{Shape: append([]int{}, t.Shape...), Data: append([]float32{}, t.Data...)}
}

// Rows returns the product of all dimensions but the last, and Cols the
// last dimension (1 for a scalar).
func (t *Tensor) Rows() int {
	if len(t.Shape) == 0 {
		return 1
	}
	return len(t.Data) / max(t.Shape[len(t.Shape)-1], 1)
}

// Cols returns the last dimension (1 for a scalar).
func (t *Tensor) Cols() int {
	if len(t.Shape) == 0 {
		return 1
	}
	return t.Shape[len(t.Shape)-1]
}

// SameShape reports whether t and u have identical shapes.
func (t *Tensor) SameShape(u *Tensor) bool {
	if len(t.Shape) != len(u.Shape) {
		return false
	}
	for i := range t.Shape {
		if t.Shape[i] != u.Shape[i] {
			return false
		}
	}
	return true
}

// WriteTo writes the canonical encoding of t: uint32 little-endian rank,
// each dimension as uint32 little-endian, then every element's IEEE 754
// bits as uint32 little-endian in row-major order, every NaN written as
// CanonicalNaN.
func (t *Tensor) WriteTo(w io.Writer) (int64, error) { return writeCanonical(w, t.Shape, t.Data) }

// writeCanonical writes the canonical encoding of a tensor of the given
// shape holding data (see Tensor.WriteTo).
func writeCanonical(w io.Writer, shape []int, data []float32) (int64, error) {
	hdr := make([]byte, 0, 4+4*len(shape))
	hdr = binary.LittleEndian.AppendUint32(hdr, uint32(len(shape)))
	for _, d := range shape {
		hdr = binary.LittleEndian.AppendUint32(hdr, uint32(d))
	}
	n, err := w.Write(hdr)
	total := int64(n)
	if err != nil {
		return total, err
	}
	m, err := writeFloatsLE(w, data)
	return total + m, err
}

// Hash returns SHA-256 over the canonical encoding (see WriteTo). This is
// the tensor hash everywhere: trace entries, the per-tensor hashes of a
// checkpoint and so the full-state hash.
func (t *Tensor) Hash() Hash { return HashShaped(t.Shape, t.Data) }

// HashShaped returns the hash of a tensor of the given shape holding data
// (len(data) must be the product of shape): SHA-256 over its canonical
// encoding, as Tensor.Hash.
func HashShaped(shape []int, data []float32) Hash {
	h := sha256.New()
	writeCanonical(h, shape, data) // a hash.Hash never fails
	var out Hash
	h.Sum(out[:0])
	return out
}

// HashInts returns SHA-256 over int32 little-endian values (token ids,
// targets), prefixed by the count, so integer inputs can be traced too.
func HashInts(v []int) Hash {
	buf := make([]byte, 0, 4+4*len(v))
	buf = binary.LittleEndian.AppendUint32(buf, uint32(len(v)))
	for _, x := range v {
		buf = binary.LittleEndian.AppendUint32(buf, uint32(int32(x)))
	}
	return sha256.Sum256(buf)
}
