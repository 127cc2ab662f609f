package checkpoint

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"math"
)

// corrupt wraps a defect as ErrCorrupt with context.
func corrupt(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrCorrupt, fmt.Sprintf(format, args...))
}

// readFull reads len(buf) bytes, turning a short read into ErrTruncated
// naming what was being read.
func readFull(r io.Reader, buf []byte, what string) error {
	if _, err := io.ReadFull(r, buf); err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return fmt.Errorf("%w: %w: file ends inside the %s", ErrCorrupt, ErrTruncated, what)
		}
		return fmt.Errorf("checkpoint: reading %s: %w", what, err)
	}
	return nil
}

// readHeader reads prefix and header, feeding every byte to h, and returns
// the validated header.
func readHeader(r io.Reader, h hash.Hash) (*Header, error) {
	var pre [16]byte
	if err := readFull(r, pre[:8], "magic"); err != nil {
		if errors.Is(err, ErrTruncated) {
			return nil, fmt.Errorf("%w: file shorter than the 8-byte magic", ErrBadMagic)
		}
		return nil, err
	}
	if string(pre[:8]) != Magic {
		return nil, fmt.Errorf("%w: got %q, want %q", ErrBadMagic, pre[:8], Magic)
	}
	if err := readFull(r, pre[8:], "version and header length"); err != nil {
		return nil, err
	}
	if v := binary.LittleEndian.Uint32(pre[8:12]); v != Version {
		return nil, fmt.Errorf("%w: file has version %d, this build reads version %d", ErrUnsupportedVersion, v, Version)
	}
	n := binary.LittleEndian.Uint32(pre[12:16])
	if n > MaxHeaderSize {
		return nil, fmt.Errorf("%w: %w: header length %d exceeds %d", ErrCorrupt, ErrLimit, n, MaxHeaderSize)
	}
	// Grow the buffer only as bytes arrive, so a lying length cannot force
	// a large allocation.
	var hb bytes.Buffer
	got, err := io.CopyN(&hb, r, int64(n))
	if err != nil {
		if errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("%w: %w: header claims %d bytes, file holds %d", ErrCorrupt, ErrTruncated, n, got)
		}
		return nil, fmt.Errorf("checkpoint: reading header: %w", err)
	}
	h.Write(pre[:])
	h.Write(hb.Bytes())
	hdr, err := ParseHeader(hb.Bytes())
	if err != nil {
		return nil, err
	}
	return hdr, nil
}

// ParseHeader parses and validates the JSON header bytes: canonical form,
// tensor table limits, shapes, contiguous offsets and digests.
func ParseHeader(b []byte) (*Header, error) {
	var hdr Header
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&hdr); err != nil {
		if errors.Is(err, ErrLimit) {
			return nil, err
		}
		return nil, corrupt("header is not valid JSON: %v", err)
	}
	if dec.More() {
		return nil, corrupt("header has trailing data")
	}
	if hdr.Config == nil || hdr.RNG == nil || hdr.Tensors == nil {
		return nil, corrupt("header lacks config, rng or tensors")
	}
	if len(hdr.Tensors) > MaxTensors {
		return nil, fmt.Errorf("%w: %w: %d tensors exceed %d", ErrCorrupt, ErrLimit, len(hdr.Tensors), MaxTensors)
	}
	seen := make(map[string]bool, len(hdr.Tensors))
	var off int64
	for i, t := range hdr.Tensors {
		if err := checkName(t.Name); err != nil {
			return nil, corrupt("tensor %d: %v", i, err)
		}
		if seen[t.Name] {
			return nil, corrupt("duplicate tensor name %q", t.Name)
		}
		seen[t.Name] = true
		if t.DType != DTypeF32 {
			return nil, corrupt("tensor %q has dtype %q, want %q", t.Name, t.DType, DTypeF32)
		}
		if t.Shape == nil {
			return nil, corrupt("tensor %q has no shape", t.Name)
		}
		n, err := elemCount(t.Shape)
		if err != nil {
			return nil, fmt.Errorf("%w: %w: tensor %q: %v", ErrCorrupt, ErrLimit, t.Name, err)
		}
		if t.Length != 4*n {
			return nil, corrupt("tensor %q has length %d, shape %v needs %d", t.Name, t.Length, t.Shape, 4*n)
		}
		if t.Offset != off {
			return nil, corrupt("tensor %q at offset %d, want %d (tensors are contiguous in table order)", t.Name, t.Offset, off)
		}
		if d, err := hex.DecodeString(t.SHA256); err != nil || len(d) != HashSize || hex.EncodeToString(d) != t.SHA256 {
			return nil, corrupt("tensor %q has malformed sha256 %q", t.Name, t.SHA256)
		}
		off += t.Length
	}
	canon, err := CanonicalConfig(hdr.Config)
	if err != nil {
		return nil, corrupt("config: %v", err)
	}
	hdr.Config = canon
	re, err := json.Marshal(&hdr)
	if err != nil {
		return nil, corrupt("header: %v", err)
	}
	if !bytes.Equal(re, b) {
		return nil, corrupt("header is not in canonical form")
	}
	return &hdr, nil
}

// ReadHeader reads and validates only the prefix and header of a
// checkpoint, leaving r positioned at the start of the tensor data.
func ReadHeader(r io.Reader) (*Header, error) {
	return readHeader(r, sha256.New())
}

// Decode reads a whole checkpoint from r and validates everything: magic,
// version, header, per-tensor digests, the trailer (the SHA-256 of prefix
// and header, which hold the per-tensor digests), and that nothing
// follows the trailer. It returns the checkpoint and its state hash.
func Decode(r io.Reader) (*Checkpoint, [HashSize]byte, error) {
	var sum [HashSize]byte
	br := bufio.NewReaderSize(r, 1<<16)
	h := sha256.New()
	hdr, err := readHeader(br, h)
	if err != nil {
		return nil, sum, err
	}
	c := &Checkpoint{Config: hdr.Config, Step: hdr.Step, RNG: hdr.RNG, Tensors: make([]Tensor, 0, len(hdr.Tensors))}
	var tb bytes.Buffer
	for _, e := range hdr.Tensors {
		tb.Reset()
		got, err := io.CopyN(&tb, br, e.Length)
		if err != nil {
			if errors.Is(err, io.EOF) {
				return nil, sum, fmt.Errorf("%w: %w: tensor %q needs %d bytes, file holds %d", ErrCorrupt, ErrTruncated, e.Name, e.Length, got)
			}
			return nil, sum, fmt.Errorf("checkpoint: reading tensor %q: %w", e.Name, err)
		}
		raw := tb.Bytes()
		th := newTensorHasher(e.Shape)
		th.Write(raw)
		if hex.EncodeToString(th.Sum(nil)) != e.SHA256 {
			return nil, sum, fmt.Errorf("%w: %w: tensor %q data does not match its sha256", ErrCorrupt, ErrChecksum, e.Name)
		}
		data := make([]float32, e.Length/4)
		for i := range data {
			b := binary.LittleEndian.Uint32(raw[4*i:])
			if isNaNBits(b) && b != CanonicalNaN {
				return nil, sum, corrupt("tensor %q element %d is a NaN with bits %08x; NaNs must be %08x", e.Name, i, b, CanonicalNaN)
			}
			data[i] = math.Float32frombits(b)
		}
		c.Tensors = append(c.Tensors, Tensor{Name: e.Name, Shape: e.Shape, Data: data})
	}
	if err := readFull(br, sum[:], "trailer"); err != nil {
		return nil, sum, err
	}
	if !bytes.Equal(h.Sum(nil), sum[:]) {
		return nil, sum, fmt.Errorf("%w: %w: trailer does not match the header (the state hash)", ErrCorrupt, ErrChecksum)
	}
	var one [1]byte
	if n, _ := br.Read(one[:]); n != 0 {
		return nil, sum, corrupt("data follows the trailer")
	}
	return c, sum, nil
}

// Verify reads a whole checkpoint from r, validating it as Decode does
// without keeping the tensors, and returns the header and state hash.
func Verify(r io.Reader) (*Header, [HashSize]byte, error) {
	var sum [HashSize]byte
	br := bufio.NewReaderSize(r, 1<<16)
	h := sha256.New()
	hdr, err := readHeader(br, h)
	if err != nil {
		return nil, sum, err
	}
	for _, e := range hdr.Tensors {
		th := newTensorHasher(e.Shape)
		nc := &nanScan{}
		got, err := io.CopyN(io.MultiWriter(th, nc), br, e.Length)
		if err != nil {
			if errors.Is(err, io.EOF) {
				return nil, sum, fmt.Errorf("%w: %w: tensor %q needs %d bytes, file holds %d", ErrCorrupt, ErrTruncated, e.Name, e.Length, got)
			}
			return nil, sum, fmt.Errorf("checkpoint: reading tensor %q: %w", e.Name, err)
		}
		if hex.EncodeToString(th.Sum(nil)) != e.SHA256 {
			return nil, sum, fmt.Errorf("%w: %w: tensor %q data does not match its sha256", ErrCorrupt, ErrChecksum, e.Name)
		}
		if nc.bad {
			return nil, sum, corrupt("tensor %q element %d is a NaN with bits %08x; NaNs must be %08x", e.Name, nc.at, nc.bits, CanonicalNaN)
		}
	}
	if err := readFull(br, sum[:], "trailer"); err != nil {
		return nil, sum, err
	}
	if !bytes.Equal(h.Sum(nil), sum[:]) {
		return nil, sum, fmt.Errorf("%w: %w: trailer does not match the header (the state hash)", ErrCorrupt, ErrChecksum)
	}
	var one [1]byte
	if n, _ := br.Read(one[:]); n != 0 {
		return nil, sum, corrupt("data follows the trailer")
	}
	return hdr, sum, nil
}
