package checkpoint

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Magic opens every checkpoint file.
const Magic = "SYNODCKP"

// Version is the format version this package writes and reads. Version 2
// hashes each tensor with its shape (the repops tensor hash) and makes the
// trailer, the state hash, the SHA-256 of everything before the tensor
// data; version 1 hashed raw tensor bytes and put a second SHA-256 over
// the whole file in the trailer.
const Version uint32 = 2

// DTypeF32 is the only tensor element type of format version 2.
const DTypeF32 = "f32"

// Hard limits applied to every decoded file, whatever its claimed sizes.
const (
	// MaxHeaderSize bounds the JSON header in bytes.
	MaxHeaderSize = 16 << 20
	// MaxTensors bounds the number of entries in the tensor table.
	MaxTensors = 1 << 16
	// MaxRank bounds the number of dimensions of one tensor.
	MaxRank = 8
	// MaxTensorElems bounds the element count of one tensor (16 GiB of f32).
	MaxTensorElems = 1 << 32
	// MaxNameLen bounds a tensor name in bytes.
	MaxNameLen = 256
	// HashSize is the size of the SHA-256 trailer and of every digest.
	HashSize = 32
)

// Errors returned by the decoder. Each is wrapped with context naming what
// is wrong; test with errors.Is. ErrTruncated, ErrChecksum and ErrLimit
// failures also match ErrCorrupt.
var (
	ErrBadMagic           = errors.New("checkpoint: bad magic (not a Synod checkpoint)")
	ErrUnsupportedVersion = errors.New("checkpoint: unsupported format version")
	ErrCorrupt            = errors.New("checkpoint: corrupt")
	ErrTruncated          = errors.New("checkpoint: truncated")
	ErrChecksum           = errors.New("checkpoint: checksum mismatch")
	ErrLimit              = errors.New("checkpoint: size limit exceeded")
	ErrInvalid            = errors.New("checkpoint: invalid checkpoint value")
)

// Tensor is one named float32 tensor of a checkpoint, weights or optimizer
// state alike. Data holds the elements in row-major order; its length is
// the product of Shape (1 for a scalar with an empty shape).
type Tensor struct {
	Name  string
	Shape []int
	Data  []float32
	// Hash, when set, is the tensor's hash computed by the caller (the
	// repops tensor hash, see TensorHash), which Encode, BuildHeader and
	// StateHash then take instead of hashing Data again. The caller
	// guarantees it is the hash of Shape and Data as they are now; a
	// wrong one makes the encoded file fail verification.
	Hash *[HashSize]byte
}

// Checkpoint is the full training state: the model configuration, the
// optimizer step, the RNG counters and the named tensors in a fixed order.
type Checkpoint struct {
	// Config is the model configuration as a JSON object. It is stored in
	// canonical form (compact, keys sorted, numbers as written).
	Config json.RawMessage
	// Step is the number of optimizer steps taken.
	Step uint64
	// RNG holds named RNG counters (for example Philox key and counter).
	RNG map[string]uint64
	// Tensors are written in this order; names must be unique.
	Tensors []Tensor
}

// TensorEntry is one row of the header's tensor table.
type TensorEntry struct {
	Name   string `json:"name"`
	Shape  []int  `json:"shape"`
	DType  string `json:"dtype"`
	Offset int64  `json:"offset"`
	Length int64  `json:"length"`
	// SHA256 is the tensor hash in hex: SHA-256 over the uint32
	// little-endian rank, each dimension as uint32 little-endian, then
	// the tensor's data bytes (see TensorHash).
	SHA256 string `json:"sha256"`
}

// UnmarshalJSON decodes a table row strictly (no unknown fields). Its
// dimensions are read as 64-bit integers and checked against the format's
// limits before they become ints, so a 32-bit platform reports a shape
// that does not fit as ErrLimit (wrapped in ErrCorrupt) rather than as
// malformed JSON.
func (e *TensorEntry) UnmarshalJSON(b []byte) error {
	var w struct {
		Name   string  `json:"name"`
		Shape  []int64 `json:"shape"`
		DType  string  `json:"dtype"`
		Offset int64   `json:"offset"`
		Length int64   `json:"length"`
		SHA256 string  `json:"sha256"`
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return err
	}
	var shape []int
	if w.Shape != nil {
		if _, err := elemCount64(w.Shape); err != nil {
			return fmt.Errorf("%w: %w: tensor %q: %v", ErrCorrupt, ErrLimit, w.Name, err)
		}
		shape = make([]int, len(w.Shape))
		for i, d := range w.Shape {
			shape[i] = int(d)
			if int64(shape[i]) != d {
				return fmt.Errorf("%w: %w: tensor %q: dimension %d (%d) does not fit in this platform's int", ErrCorrupt, ErrLimit, w.Name, i, d)
			}
		}
	}
	*e = TensorEntry{Name: w.Name, Shape: shape, DType: w.DType, Offset: w.Offset, Length: w.Length, SHA256: w.SHA256}
	return nil
}

// Header is the JSON header of a checkpoint file, in canonical field order.
type Header struct {
	Config  json.RawMessage   `json:"config"`
	Step    uint64            `json:"step"`
	RNG     map[string]uint64 `json:"rng"`
	Tensors []TensorEntry     `json:"tensors"`
}

// DataLength is the total byte length of the data section the header
// describes.
func (h *Header) DataLength() int64 {
	var n int64
	for _, t := range h.Tensors {
		n += t.Length
	}
	return n
}
