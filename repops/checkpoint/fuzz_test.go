package checkpoint

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
)

// frameFile puts a checkpoint file together around hdr and data: magic,
// version, header length, header, data and the trailer (the SHA-256 of
// prefix and header), so that the fuzzer works on the header and the data
// rather than on the trailer.
func frameFile(hdr, data []byte) []byte {
	var b bytes.Buffer
	b.WriteString(Magic)
	_ = binary.Write(&b, binary.LittleEndian, Version)
	_ = binary.Write(&b, binary.LittleEndian, uint32(len(hdr)))
	b.Write(hdr)
	tr := sha256.Sum256(b.Bytes())
	b.Write(data)
	b.Write(tr[:])
	return b.Bytes()
}

// fixDigests rewrites the tensor digests of a header that decodes as JSON
// to the hashes of the data at their offsets (where the data holds them),
// so that the fuzzer reaches the data checks. It returns hdr unchanged
// when it does not decode.
func fixDigests(hdr, data []byte) []byte {
	var h Header
	if json.Unmarshal(hdr, &h) != nil {
		return hdr
	}
	for i, e := range h.Tensors {
		if e.Offset < 0 || e.Length < 0 || e.Offset > int64(len(data)) || e.Length > int64(len(data))-e.Offset {
			continue
		}
		th := newTensorHasher(e.Shape)
		th.Write(data[e.Offset : e.Offset+e.Length])
		h.Tensors[i].SHA256 = hex.EncodeToString(th.Sum(nil))
	}
	out, err := json.Marshal(&h)
	if err != nil {
		return hdr
	}
	return out
}

// headerOf splits a file made by Encode into its header and data.
func headerOf(tb testing.TB, file []byte) (hdr, data []byte) {
	tb.Helper()
	n := binary.LittleEndian.Uint32(file[12:16])
	return file[16 : 16+n], file[16+n : len(file)-HashSize]
}

// FuzzParseHeader fuzzes the JSON header of a checkpoint. Properties: a
// header that parses is the canonical encoding of what it parsed to (so
// two different header byte strings never give the same header); its
// tensors are contiguous from offset 0 in table order, each of the length
// its shape needs, within the table and rank limits; and ReadHeader reads
// the same header from a framed file.
func FuzzParseHeader(f *testing.F) {
	for _, file := range [][]byte{encodeF(f, sample()), encodeF(f, smallMulti())} {
		hdr, _ := headerOf(f, file)
		f.Add(hdr)
	}
	f.Add([]byte(`{"config":{},"step":0,"rng":{},"tensors":[]}`))
	f.Add([]byte(`{"config":{"b":1,"a":[1.0,"x"]},"step":1,"rng":{"k":2},"tensors":[{"name":"s","shape":[],"dtype":"f32","offset":0,"length":4,"sha256":"` + hex.EncodeToString(make([]byte, 32)) + `"}]}`))
	f.Add([]byte(`{"config":null}`))
	f.Add([]byte{})

	f.Fuzz(func(t *testing.T, b []byte) {
		h, err := ParseHeader(b)
		if err != nil {
			if !errors.Is(err, ErrCorrupt) {
				t.Fatalf("header error is not ErrCorrupt: %v", err)
			}
			return
		}
		re, err := json.Marshal(h)
		if err != nil || !bytes.Equal(re, b) {
			t.Fatalf("accepted header is not canonical (%v):\n%s\n%s", err, b, re)
		}
		if len(h.Tensors) > MaxTensors {
			t.Fatalf("%d tensors accepted", len(h.Tensors))
		}
		var off int64
		for _, e := range h.Tensors {
			if len(e.Shape) > MaxRank {
				t.Fatalf("tensor %q of rank %d accepted", e.Name, len(e.Shape))
			}
			n := int64(1)
			for _, d := range e.Shape {
				if d < 0 {
					t.Fatalf("tensor %q has negative dimension %d", e.Name, d)
				}
				n *= int64(d)
			}
			if n > MaxTensorElems || e.Length != 4*n || e.Offset != off {
				t.Fatalf("tensor %q: %d elements, length %d at %d (want %d at %d)", e.Name, n, e.Length, e.Offset, 4*n, off)
			}
			off += e.Length
		}
		if h.DataLength() != off {
			t.Fatalf("DataLength %d, tensors end at %d", h.DataLength(), off)
		}
		// An accepted header splits into its layout and tensor hashes:
		// the hashes are its digests, and the layout does not depend on
		// the step or the digests.
		ths, err := h.TensorHashes()
		if err != nil || len(ths) != len(h.Tensors) {
			t.Fatalf("TensorHashes of an accepted header: %d hashes, %v", len(ths), err)
		}
		for i, th := range ths {
			if hex.EncodeToString(th[:]) != h.Tensors[i].SHA256 {
				t.Fatalf("tensor %d: hash %x, header %s", i, th, h.Tensors[i].SHA256)
			}
		}
		layout, err := h.Layout()
		if err != nil {
			t.Fatalf("Layout of an accepted header: %v", err)
		}
		moved := *h
		moved.Step ^= 1
		moved.Tensors = append([]TensorEntry(nil), h.Tensors...)
		for i := range moved.Tensors {
			moved.Tensors[i].SHA256 = strings.Repeat("f", 64)
		}
		if l2, err := moved.Layout(); err != nil || l2 != layout {
			t.Fatalf("the layout changed with the step and the digests (%v)", err)
		}
		file := frameFile(b, nil)
		h2, err := ReadHeader(bytes.NewReader(file))
		if err != nil {
			t.Fatalf("ReadHeader refuses a header ParseHeader accepts: %v", err)
		}
		if re2, _ := json.Marshal(h2); !bytes.Equal(re2, re) {
			t.Fatal("ReadHeader and ParseHeader disagree")
		}
	})
}

// FuzzVerify fuzzes the checking of a whole checkpoint file by every
// reader: Verify, VerifyParallel, a StreamVerifier fed chunks of a size
// from the input, and Decode. The file is either the raw input or put
// together from a header and data (with a correct trailer, and with the
// tensor digests made to match the data when fix is set). Properties: all
// readers agree on the header, the state hash and the error text; every
// error is ErrBadMagic, ErrUnsupportedVersion or ErrCorrupt; what they
// accept re-encodes to the identical bytes with the same state hash,
// which is the trailer; and a truncated accepted file is refused.
func FuzzVerify(f *testing.F) {
	for _, file := range [][]byte{encodeF(f, sample()), encodeF(f, smallMulti())} {
		hdr, data := headerOf(f, file)
		f.Add(file, uint16(0), false, false)
		f.Add(hdr, uint16(7), true, false)
		f.Add(hdr, uint16(64), true, true)
		f.Add(append(bytes.Clone(hdr), data...), uint16(3), true, true)
		f.Add(file[:len(file)-1], uint16(1), false, false)
	}
	f.Add([]byte("SYNODCKP\x01\x00\x00\x00"), uint16(1), false, false)
	f.Add([]byte{}, uint16(0), false, false)

	f.Fuzz(func(t *testing.T, in []byte, chunk uint16, framed, fix bool) {
		file := in
		if framed {
			// The header is the input's first JSON value; the rest is data.
			dec := json.NewDecoder(bytes.NewReader(in))
			var raw json.RawMessage
			n := len(in)
			if dec.Decode(&raw) == nil {
				n = int(dec.InputOffset())
			}
			hdr, data := in[:n], in[n:]
			if fix {
				hdr = fixDigests(hdr, data)
			}
			file = frameFile(hdr, data)
		}
		type result struct {
			hdr []byte
			sum [HashSize]byte
			err string
		}
		res := func(h *Header, sum [HashSize]byte, err error) result {
			if err != nil {
				if !errors.Is(err, ErrCorrupt) && !errors.Is(err, ErrBadMagic) && !errors.Is(err, ErrUnsupportedVersion) {
					t.Fatalf("error of no kind: %v", err)
				}
				return result{err: err.Error()}
			}
			hb, err := json.Marshal(h)
			if err != nil {
				t.Fatal(err)
			}
			return result{hdr: hb, sum: sum}
		}
		size := int(chunk)%4096 + 1
		c, dsum, derr := Decode(bytes.NewReader(file))
		var dh *Header
		if derr == nil {
			var err error
			if dh, err = BuildHeader(c); err != nil {
				t.Fatalf("decoded checkpoint has no header: %v", err)
			}
		}
		runs := map[string]result{
			"VerifyParallel": res(VerifyParallel(bytes.NewReader(file))),
			"StreamVerifier": res(feedChunks(file, size)),
			"Decode":         res(dh, dsum, derr),
		}
		want := res(Verify(bytes.NewReader(file)))
		for name, r := range runs {
			if !bytes.Equal(r.hdr, want.hdr) || r.sum != want.sum || r.err != want.err {
				t.Fatalf("%s gives %s %x %q; Verify %s %x %q", name, r.hdr, r.sum, r.err, want.hdr, want.sum, want.err)
			}
		}
		if derr != nil {
			return
		}
		if !bytes.Equal(dsum[:], file[len(file)-HashSize:]) {
			t.Fatal("state hash is not the trailer")
		}
		var out bytes.Buffer
		sum, err := Encode(&out, c)
		if err != nil || sum != dsum || !bytes.Equal(out.Bytes(), file) {
			t.Fatalf("accepted file does not re-encode to itself (%v)", err)
		}
		if sh, err := StateHash(c); err != nil || sh != dsum {
			t.Fatalf("StateHash %x, trailer %x (%v)", sh, dsum, err)
		}
		if _, _, err := Verify(bytes.NewReader(file[:len(file)-1])); !errors.Is(err, ErrTruncated) {
			t.Fatalf("truncated file: %v", err)
		}
	})
}

func encodeF(tb testing.TB, c *Checkpoint) []byte {
	tb.Helper()
	var b bytes.Buffer
	if _, err := Encode(&b, c); err != nil {
		tb.Fatal(err)
	}
	return b.Bytes()
}

// smallMulti is a checkpoint of several small tensors of odd sizes, a NaN
// and an infinity among their elements.
func smallMulti() *Checkpoint {
	c := &Checkpoint{Config: []byte(`{"kind":"test","n":[1,2.5]}`), Step: 3, RNG: map[string]uint64{"a": 1, "b": 1 << 63}}
	for i, shape := range [][]int{{3}, {2, 5}, {1}, {0}, {3, 1, 2}} {
		n := 1
		for _, d := range shape {
			n *= d
		}
		d := make([]float32, n)
		for j := range d {
			d[j] = float32(i*100+j) * -0.5
		}
		if n > 4 {
			d[1], d[3] = float32(math.NaN()), float32(math.Inf(-1))
		}
		c.Tensors = append(c.Tensors, Tensor{Name: fmt.Sprintf("t.%d", i), Shape: shape, Data: d})
	}
	return c
}
