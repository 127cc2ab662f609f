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
func (t *Tensor) WriteTo(w io.Writer) (int64, error) {
	hdr := make([]byte, 0, 4+4*len(t.Shape))
	hdr = binary.LittleEndian.AppendUint32(hdr, uint32(len(t.Shape)))
	for _, d := range t.Shape {
		hdr = binary.LittleEndian.AppendUint32(hdr, uint32(d))
	}
	n, err := w.Write(hdr)
	total := int64(n)
	if err != nil {
		return total, err
	}
	m, err := writeFloatsLE(w, t.Data)
	return total + m, err
}

// Hash returns SHA-256 over the canonical encoding (see WriteTo).
func (t *Tensor) Hash() Hash {
	h := sha256.New()
	t.WriteTo(h) // a hash.Hash never fails
	var out Hash
	copy(out[:], h.Sum(nil))
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
