package checkpoint

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"io"
	"math/rand/v2"
	"testing"
	"testing/iotest"
)

// multiTensor encodes a checkpoint of several tensors, odd sizes included,
// so tensor data straddles chunk boundaries.
func multiTensor(t testing.TB, scale int) []byte {
	t.Helper()
	c := &Checkpoint{Config: []byte(`{"kind":"test"}`), Step: 7, RNG: map[string]uint64{"k": 1}}
	for i, n := range []int{3, 1000, 1, 4099, 17} {
		n *= scale
		d := make([]float32, n)
		for j := range d {
			d[j] = float32(i*10000+j) * 0.25
		}
		c.Tensors = append(c.Tensors, Tensor{Name: fmt.Sprintf("t%d", i), Shape: []int{n}, Data: d})
	}
	var buf bytes.Buffer
	if _, err := Encode(&buf, c); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// withBadNaN writes a non-canonical NaN into tensor t1 and fixes the
// tensor's digest and the trailer, so only the NaN rule is broken.
func withBadNaN(t *testing.T, good []byte) []byte {
	t.Helper()
	b := bytes.Clone(good)
	hdr, err := ReadHeader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	start := 16 + int64(binary.LittleEndian.Uint32(b[12:16]))
	e := hdr.Tensors[1]
	off := start + e.Offset
	binary.LittleEndian.PutUint32(b[off+4*5:], 0x7f800001)
	th := newTensorHasher(e.Shape)
	th.Write(b[off : off+e.Length])
	b = bytes.Replace(b, []byte(e.SHA256), []byte(hex.EncodeToString(th.Sum(nil))), 1)
	tr := sha256.Sum256(b[:start])
	copy(b[len(b)-32:], tr[:])
	return b
}

func errString(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

// feedChunks runs a StreamVerifier over data cut into chunks of size n.
func feedChunks(data []byte, n int) (*Header, [HashSize]byte, error) {
	v := NewStreamVerifier()
	for len(data) > 0 {
		k := min(n, len(data))
		v.Feed(data[:k])
		data = data[k:]
	}
	return v.Close()
}

func TestStreamVerifierMatchesVerify(t *testing.T) {
	good := multiTensor(t, 1)
	cases := map[string][]byte{"valid": good, "bad NaN": withBadNaN(t, good), "empty": nil}
	for _, n := range []int{1, 5, 8, 12, 16, 40, len(good) / 3, len(good) / 2, len(good) - 40, len(good) - 32, len(good) - 1} {
		cases[fmt.Sprintf("truncated to %d", n)] = good[:n]
	}
	// Byte flips take only the larger chunkings (tiny chunks are slow
	// under the race detector and add nothing a flip needs).
	flipped := map[string]bool{}
	for i := 0; i < len(good); i += 211 {
		b := bytes.Clone(good)
		b[i] ^= 0x10
		name := fmt.Sprintf("byte %d flipped", i)
		cases[name], flipped[name] = b, true
	}
	cases["trailing data"] = append(bytes.Clone(good), 0)
	cases["trailing trailer"] = append(bytes.Clone(good), good[len(good)-32:]...)
	for name, data := range cases {
		wantHdr, wantSum, wantErr := Verify(bytes.NewReader(data))
		check := func(how string, hdr *Header, sum [HashSize]byte, err error) {
			t.Helper()
			if errString(err) != errString(wantErr) || (wantErr == nil && sum != wantSum) || (hdr == nil) != (wantHdr == nil) ||
				(hdr != nil && (hdr.Step != wantHdr.Step || len(hdr.Tensors) != len(wantHdr.Tensors))) {
				t.Errorf("%s, %s: got (%x, %v), Verify says (%x, %v)", name, how, sum, err, wantSum, wantErr)
			}
		}
		hdr, sum, err := VerifyParallel(bytes.NewReader(data))
		check("reader", hdr, sum, err)
		sizes := []int{4096, 1 << 20}
		if !flipped[name] {
			hdr, sum, err = VerifyParallel(iotest.OneByteReader(bytes.NewReader(data)))
			check("one byte reads", hdr, sum, err)
			sizes = append(sizes, 1, 3, 4, 7)
		}
		for _, n := range sizes {
			hdr, sum, err = feedChunks(data, n)
			check(fmt.Sprintf("chunks of %d bytes", n), hdr, sum, err)
		}
	}
	if _, _, err := Verify(bytes.NewReader(withBadNaN(t, good))); err == nil {
		t.Fatal("the bad-NaN case is not rejected by Verify; the test is not testing the NaN rule")
	}
}

func TestVerifyParallelLargeAndRandomChunks(t *testing.T) {
	good := multiTensor(t, 97) // about 2 MiB: several pooled read buffers
	_, want, err := Verify(bytes.NewReader(good))
	if err != nil {
		t.Fatal(err)
	}
	if _, got, err := VerifyParallel(bytes.NewReader(good)); err != nil || got != want {
		t.Fatalf("VerifyParallel = %x, %v; want %x", got, err, want)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	v := NewStreamVerifier()
	for rest := good; len(rest) > 0; {
		k := min(1+rng.IntN(300000), len(rest))
		v.Feed(rest[:k])
		rest = rest[k:]
	}
	if _, got, err := v.Close(); err != nil || got != want {
		t.Fatalf("StreamVerifier = %x, %v; want %x", got, err, want)
	}
	if _, _, err := v.Close(); err == nil {
		t.Fatal("second Close succeeded")
	}
}

func TestVerifyParallelReadError(t *testing.T) {
	good := multiTensor(t, 1)
	r := io.MultiReader(bytes.NewReader(good[:100]), iotest.ErrReader(io.ErrClosedPipe))
	if _, _, err := VerifyParallel(r); err == nil {
		t.Fatal("read error not reported")
	}
}

func TestNaNScanFindsEveryPosition(t *testing.T) {
	for _, bad := range []uint32{0x7f800001, 0xffc00000, 0x7fffffff, 0xff800001} {
		for pos := 0; pos < 70; pos++ {
			buf := make([]byte, 4*70)
			for i := range 70 {
				binary.LittleEndian.PutUint32(buf[4*i:], 0x3f800000) // 1.0
			}
			binary.LittleEndian.PutUint32(buf[4*3:], 0x7f800000) // +Inf is fine
			binary.LittleEndian.PutUint32(buf[4*40:], CanonicalNaN)
			if pos == 3 || pos == 40 {
				continue
			}
			binary.LittleEndian.PutUint32(buf[4*pos:], bad)
			for _, split := range []int{0, 1, 2, 3, 33, 97} {
				var c nanScan
				c.scan(buf[:split])
				c.scan(buf[split:])
				if !c.bad || c.at != pos || c.bits != bad {
					t.Fatalf("NaN %08x at word %d (split %d): got bad=%v at=%d bits=%08x", bad, pos, split, c.bad, c.at, c.bits)
				}
			}
		}
	}
	var c nanScan
	good := make([]byte, 4*64)
	binary.LittleEndian.PutUint32(good[8:], CanonicalNaN)
	binary.LittleEndian.PutUint32(good[100:], 0xff800000) // -Inf
	c.scan(good)
	if c.bad || c.n != 64 {
		t.Fatalf("clean data flagged: bad=%v n=%d", c.bad, c.n)
	}
}

// BenchmarkVerify compares Verify (one goroutine) with VerifyParallel on
// an 8 MiB checkpoint.
func BenchmarkVerify(b *testing.B) {
	data := multiTensor(b, 400)
	for _, v := range []struct {
		name string
		fn   func(io.Reader) (*Header, [HashSize]byte, error)
	}{{"serial", Verify}, {"parallel", VerifyParallel}} {
		b.Run(v.name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if _, _, err := v.fn(bytes.NewReader(data)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
