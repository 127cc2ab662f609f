package checkpoint

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"io"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/synod-net/synod/repops"
)

// CanonicalConfig returns the canonical form of a JSON object: compact,
// object keys sorted, numbers kept exactly as written. An empty input gives
// "{}".
func CanonicalConfig(raw []byte) (json.RawMessage, error) {
	if len(bytes.TrimSpace(raw)) == 0 {
		return json.RawMessage("{}"), nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("%w: model config is not valid JSON: %w", ErrInvalid, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: model config has trailing data", ErrInvalid)
	}
	if _, ok := v.(map[string]any); !ok {
		return nil, fmt.Errorf("%w: model config must be a JSON object", ErrInvalid)
	}
	out, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("%w: model config: %w", ErrInvalid, err)
	}
	return out, nil
}

// elemCount returns the element count of shape, or an error when a
// dimension is negative, the rank is too high or the product overflows the
// limit.
func elemCount(shape []int) (int64, error) {
	wide := make([]int64, len(shape))
	for i, d := range shape {
		wide[i] = int64(d)
	}
	return elemCount64(wide)
}

// elemCount64 is elemCount over dimensions as a header states them, before
// they are known to fit this platform's int.
func elemCount64(shape []int64) (int64, error) {
	if len(shape) > MaxRank {
		return 0, fmt.Errorf("rank %d exceeds %d", len(shape), MaxRank)
	}
	n := int64(1)
	for i, d := range shape {
		if d < 0 {
			return 0, fmt.Errorf("dimension %d is negative (%d)", i, d)
		}
		if d > math.MaxUint32 {
			return 0, fmt.Errorf("dimension %d (%d) does not fit in 32 bits", i, d)
		}
		if d != 0 && n > MaxTensorElems/d {
			return 0, fmt.Errorf("shape %v has more than %d elements", shape, int64(MaxTensorElems))
		}
		n *= d
	}
	return n, nil
}

func checkName(name string) error {
	if name == "" {
		return fmt.Errorf("empty tensor name")
	}
	if len(name) > MaxNameLen {
		return fmt.Errorf("tensor name of %d bytes exceeds %d", len(name), MaxNameLen)
	}
	if !utf8.ValidString(name) {
		return fmt.Errorf("tensor name %q is not valid UTF-8", name)
	}
	return nil
}

// CanonicalNaN is the only NaN bit pattern a checkpoint holds: the
// encoder writes every NaN as it and the decoder rejects any other.
const CanonicalNaN uint32 = 0x7fc00000

// isNaNBits reports whether bits encode a NaN.
func isNaNBits(b uint32) bool { return b&0x7f800000 == 0x7f800000 && b&0x007fffff != 0 }

// tensorBytes appends the little-endian bytes of data to dst, every NaN as
// CanonicalNaN.
func tensorBytes(dst []byte, data []float32) []byte {
	for _, f := range data {
		b := math.Float32bits(f)
		if isNaNBits(b) {
			b = CanonicalNaN
		}
		dst = binary.LittleEndian.AppendUint32(dst, b)
	}
	return dst
}

// BuildHeader validates c and returns its canonical header.
func BuildHeader(c *Checkpoint) (*Header, error) {
	cfg, err := CanonicalConfig(c.Config)
	if err != nil {
		return nil, err
	}
	if len(c.Tensors) > MaxTensors {
		return nil, fmt.Errorf("%w: %d tensors exceed %d", ErrInvalid, len(c.Tensors), MaxTensors)
	}
	rng := c.RNG
	if rng == nil {
		rng = map[string]uint64{}
	}
	h := &Header{Config: cfg, Step: c.Step, RNG: rng, Tensors: make([]TensorEntry, 0, len(c.Tensors))}
	seen := make(map[string]bool, len(c.Tensors))
	var off int64
	for i, t := range c.Tensors {
		if err := checkName(t.Name); err != nil {
			return nil, fmt.Errorf("%w: tensor %d: %v", ErrInvalid, i, err)
		}
		if seen[t.Name] {
			return nil, fmt.Errorf("%w: duplicate tensor name %q", ErrInvalid, t.Name)
		}
		seen[t.Name] = true
		n, err := elemCount(t.Shape)
		if err != nil {
			return nil, fmt.Errorf("%w: tensor %q: %v", ErrInvalid, t.Name, err)
		}
		if int64(len(t.Data)) != n {
			return nil, fmt.Errorf("%w: tensor %q has %d elements, shape %v needs %d", ErrInvalid, t.Name, len(t.Data), t.Shape, n)
		}
		var sum [HashSize]byte
		if t.Hash != nil {
			sum = *t.Hash
		} else {
			sum = TensorHash(t.Shape, t.Data)
		}
		shape := append([]int{}, t.Shape...)
		h.Tensors = append(h.Tensors, TensorEntry{
			Name: t.Name, Shape: shape, DType: DTypeF32,
			Offset: off, Length: 4 * n, SHA256: hex.EncodeToString(sum[:]),
		})
		off += 4 * n
	}
	return h, nil
}

// TensorHash returns the hash a checkpoint records for a tensor: SHA-256
// over the uint32 little-endian rank, each dimension as uint32
// little-endian, then each element's IEEE 754 bits as uint32
// little-endian, every NaN as CanonicalNaN. It is the repops tensor hash
// (repops.HashShaped), the one op traces record, so a trace and the state
// hash can share it. len(data) must be the product of shape.
func TensorHash(shape []int, data []float32) [HashSize]byte {
	return repops.HashShaped(shape, data)
}

// newTensorHasher returns a SHA-256 that has already read the shape prefix
// of TensorHash; the tensor's data bytes follow.
func newTensorHasher(shape []int) hash.Hash {
	h := sha256.New()
	pre := make([]byte, 0, 4+4*len(shape))
	pre = binary.LittleEndian.AppendUint32(pre, uint32(len(shape)))
	for _, d := range shape {
		pre = binary.LittleEndian.AppendUint32(pre, uint32(d))
	}
	h.Write(pre)
	return h
}

// HeaderBytes returns c's canonical header: the JSON that Encode writes
// after the file's prefix and that the state hash covers.
func HeaderBytes(c *Checkpoint) ([]byte, error) { return encodeHeader(c) }

// encodeHeader builds the canonical header bytes of c.
func encodeHeader(c *Checkpoint) ([]byte, error) {
	h, err := BuildHeader(c)
	if err != nil {
		return nil, err
	}
	hdr, err := json.Marshal(h)
	if err != nil {
		return nil, fmt.Errorf("checkpoint: encoding header: %w", err)
	}
	if len(hdr) > MaxHeaderSize {
		return nil, fmt.Errorf("%w: header of %d bytes exceeds %d", ErrInvalid, len(hdr), MaxHeaderSize)
	}
	return hdr, nil
}

// headerHash is the state hash: SHA-256 over the prefix (magic, version,
// header length) and the header. The header holds every tensor's hash,
// the config, the step and the RNG counters, so it binds the whole state.
func headerHash(hdr []byte) [HashSize]byte {
	h := sha256.New()
	writePrefix(h, hdr) // a hash.Hash never fails
	var sum [HashSize]byte
	h.Sum(sum[:0])
	return sum
}

// Encode writes c to w in the canonical format and returns the state hash
// (the file's SHA-256 trailer).
func Encode(w io.Writer, c *Checkpoint) ([HashSize]byte, error) {
	var sum [HashSize]byte
	hdr, err := encodeHeader(c)
	if err != nil {
		return sum, err
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	if err := writePrefix(bw, hdr); err != nil {
		return sum, err
	}
	var buf []byte
	for _, t := range c.Tensors {
		buf = tensorBytes(buf[:0], t.Data)
		if _, err := bw.Write(buf); err != nil {
			return sum, fmt.Errorf("checkpoint: writing tensor %q: %w", t.Name, err)
		}
	}
	sum = headerHash(hdr)
	if _, err := bw.Write(sum[:]); err != nil {
		return sum, fmt.Errorf("checkpoint: writing trailer: %w", err)
	}
	if err := bw.Flush(); err != nil {
		return sum, fmt.Errorf("checkpoint: writing: %w", err)
	}
	return sum, nil
}

func writePrefix(w io.Writer, hdr []byte) error {
	var pre [16]byte
	copy(pre[:8], Magic)
	binary.LittleEndian.PutUint32(pre[8:12], Version)
	binary.LittleEndian.PutUint32(pre[12:16], uint32(len(hdr)))
	if _, err := w.Write(pre[:]); err != nil {
		return fmt.Errorf("checkpoint: writing prefix: %w", err)
	}
	if _, err := w.Write(hdr); err != nil {
		return fmt.Errorf("checkpoint: writing header: %w", err)
	}
	return nil
}

// StateHash returns the full-state hash of c, equal to the trailer Encode
// writes: SHA-256 over the file's prefix and canonical header, which
// holds the config, step, RNG counters and every tensor's hash. It hashes
// each tensor once (none whose Hash is set) and writes nothing.
func StateHash(c *Checkpoint) ([HashSize]byte, error) {
	hdr, err := encodeHeader(c)
	if err != nil {
		return [HashSize]byte{}, err
	}
	return headerHash(hdr), nil
}

// Layout returns the hash of what a training step leaves unchanged in h:
// SHA-256 over the canonical header with the step written as 0 and every
// tensor hash as 64 zeros. It binds the config, the RNG counters and
// every tensor's name, shape, dtype and offset; with the step and the
// tensor hashes it determines the header.
func (h *Header) Layout() ([HashSize]byte, error) {
	l := *h
	l.Step = 0
	l.Tensors = make([]TensorEntry, len(h.Tensors))
	zero := strings.Repeat("0", 2*HashSize)
	for i, t := range h.Tensors {
		t.SHA256 = zero
		l.Tensors[i] = t
	}
	b, err := json.Marshal(&l)
	if err != nil {
		return [HashSize]byte{}, fmt.Errorf("checkpoint: encoding the layout: %w", err)
	}
	return sha256.Sum256(b), nil
}

// TensorHashes returns the tensor hashes h records, in order.
func (h *Header) TensorHashes() ([][HashSize]byte, error) {
	out := make([][HashSize]byte, len(h.Tensors))
	for i, t := range h.Tensors {
		if len(t.SHA256) != 2*HashSize {
			return nil, fmt.Errorf("%w: tensor %q: hash %q is not %d hex digits", ErrInvalid, t.Name, t.SHA256, 2*HashSize)
		}
		if _, err := hex.Decode(out[i][:], []byte(t.SHA256)); err != nil {
			return nil, fmt.Errorf("%w: tensor %q: hash: %v", ErrInvalid, t.Name, err)
		}
	}
	return out, nil
}
