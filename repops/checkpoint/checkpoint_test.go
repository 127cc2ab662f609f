package checkpoint

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/synod-net/synod/repops"
)

func sample() *Checkpoint {
	return &Checkpoint{
		Config: []byte(`{"vocab": 16, "layers": 2, "name": "tiny"}`),
		Step:   7,
		RNG:    map[string]uint64{"philox.key": 42, "philox.counter": 9},
		Tensors: []Tensor{
			{Name: "w", Shape: []int{2, 3}, Data: []float32{1, -2, 3.5, 0, float32(math.Inf(1)), -0}},
			{Name: "adam.m.w", Shape: []int{2, 3}, Data: []float32{0.1, 0.2, 0.3, 0.4, 0.5, 0.6}},
			{Name: "scalar", Shape: []int{}, Data: []float32{2}},
			{Name: "empty", Shape: []int{0, 4}, Data: nil},
		},
	}
}

func encode(t *testing.T, c *Checkpoint) []byte {
	t.Helper()
	var b bytes.Buffer
	if _, err := Encode(&b, c); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestRoundTrip(t *testing.T) {
	c := sample()
	var b bytes.Buffer
	sum, err := Encode(&b, c)
	if err != nil {
		t.Fatal(err)
	}
	file := b.Bytes()
	if !bytes.Equal(file[len(file)-HashSize:], sum[:]) {
		t.Fatal("trailer is not the returned state hash")
	}
	got, sum2, err := Decode(bytes.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	if sum2 != sum {
		t.Fatal("decode hash differs")
	}
	if string(got.Config) != `{"layers":2,"name":"tiny","vocab":16}` {
		t.Fatalf("config not canonical: %s", got.Config)
	}
	if got.Step != 7 || got.RNG["philox.key"] != 42 || len(got.Tensors) != 4 {
		t.Fatalf("bad decode %+v", got)
	}
	for i, tt := range got.Tensors {
		want := c.Tensors[i]
		if tt.Name != want.Name || len(tt.Data) != len(want.Data) {
			t.Fatalf("tensor %d: %+v", i, tt)
		}
		for j := range tt.Data {
			if math.Float32bits(tt.Data[j]) != math.Float32bits(want.Data[j]) {
				t.Fatalf("tensor %s elem %d differs", tt.Name, j)
			}
		}
	}
	// Re-encoding the decoded checkpoint gives the same bytes.
	if !bytes.Equal(encode(t, got), file) {
		t.Fatal("re-encoding differs")
	}
	h, err := ReadHeader(bytes.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	if h.DataLength() != 4*(6+6+1) || h.Tensors[1].Offset != 24 {
		t.Fatalf("header table %+v", h.Tensors)
	}
	if _, vs, err := Verify(bytes.NewReader(file)); err != nil || vs != sum {
		t.Fatalf("verify: %v", err)
	}
	sh, err := StateHash(c)
	if err != nil || sh != sum {
		t.Fatalf("StateHash %x vs %x (%v)", sh, sum, err)
	}
}

// TestGolden pins the byte format: a change to the encoding changes this
// hash and must come with a format version bump.
func TestGolden(t *testing.T) {
	c := &Checkpoint{
		Config:  []byte(`{"b":1,"a":[1,2]}`),
		Step:    3,
		RNG:     map[string]uint64{"k": 1},
		Tensors: []Tensor{{Name: "x", Shape: []int{2}, Data: []float32{1, 2}}},
	}
	file := encode(t, c)
	hdr := `{"config":{"a":[1,2],"b":1},"step":3,"rng":{"k":1},"tensors":[{"name":"x","shape":[2],"dtype":"f32","offset":0,"length":8,"sha256":"`
	if !bytes.HasPrefix(file[16:], []byte(hdr)) {
		t.Fatalf("header layout changed: %s", file[16:16+binary.LittleEndian.Uint32(file[12:16])])
	}
	if string(file[:8]) != "SYNODCKP" || binary.LittleEndian.Uint32(file[8:12]) != 2 {
		t.Fatal("prefix changed")
	}
	n := binary.LittleEndian.Uint32(file[12:16])
	data := file[16+n : 16+n+8]
	if !bytes.Equal(data, []byte{0, 0, 0x80, 0x3f, 0, 0, 0, 0x40}) {
		t.Fatalf("data not little-endian f32: %x", data)
	}
	sum, _ := StateHash(c)
	const want = "1c0d46dfa299d8bd0347f2b0aa7520f9d6cfa1867816579513e9d04348f448bf"
	if got := hex.EncodeToString(sum[:]); got != want {
		t.Fatalf("state hash %s, want %s", got, want)
	}
}

func TestEncodeRejects(t *testing.T) {
	cases := map[string]*Checkpoint{
		"dup":      {Tensors: []Tensor{{Name: "a", Shape: []int{1}, Data: []float32{1}}, {Name: "a", Shape: []int{1}, Data: []float32{1}}}},
		"mismatch": {Tensors: []Tensor{{Name: "a", Shape: []int{2}, Data: []float32{1}}}},
		"noname":   {Tensors: []Tensor{{Shape: []int{1}, Data: []float32{1}}}},
		"neg":      {Tensors: []Tensor{{Name: "a", Shape: []int{-1}}}},
		"config":   {Config: []byte(`[1]`)},
	}
	for name, c := range cases {
		if _, err := Encode(&bytes.Buffer{}, c); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: got %v, want ErrInvalid", name, err)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	good := encode(t, sample())
	hlen := int(binary.LittleEndian.Uint32(good[12:16]))
	mut := func(f func(b []byte) []byte) []byte {
		return f(append([]byte{}, good...))
	}
	setHeader := func(h string) []byte {
		b := append([]byte{}, good[:12]...)
		b = binary.LittleEndian.AppendUint32(b, uint32(len(h)))
		b = append(b, h...)
		return append(b, good[16+hlen:]...)
	}
	cases := []struct {
		name string
		in   []byte
		want error
		msg  string
	}{
		{"empty", nil, ErrBadMagic, "shorter"},
		{"magic", mut(func(b []byte) []byte { b[0] = 'X'; return b }), ErrBadMagic, "want"},
		{"version", mut(func(b []byte) []byte { b[8] = 1; return b }), ErrUnsupportedVersion, "version 1"},
		{"hugeheader", mut(func(b []byte) []byte { binary.LittleEndian.PutUint32(b[12:], 1<<30); return b }), ErrLimit, "header length"},
		{"shortheader", good[:20], ErrTruncated, "header claims"},
		{"shortdata", good[:16+hlen+10], ErrTruncated, "tensor \"w\""},
		{"notrailer", good[:len(good)-5], ErrTruncated, "trailer"},
		{"trailing", append(append([]byte{}, good...), 0), ErrCorrupt, "follows the trailer"},
		{"flipdata", mut(func(b []byte) []byte { b[16+hlen+1] ^= 1; return b }), ErrChecksum, "tensor \"w\""},
		{"fliptrailer", mut(func(b []byte) []byte { b[len(b)-1] ^= 1; return b }), ErrChecksum, "trailer"},
		{"noncanonical", setHeader(strings.Replace(string(good[16:16+hlen]), `"step":7`, `"step": 7`, 1)), ErrCorrupt, "canonical"},
		{"overflow", setHeader(strings.Replace(string(good[16:16+hlen]), `"shape":[2,3]`, `"shape":[4294967295,4294967295]`, 1)), ErrLimit, "elements"},
		{"badlen", setHeader(strings.Replace(string(good[16:16+hlen]), `"length":24`, `"length":28`, 1)), ErrCorrupt, "needs 24"},
		{"widedim", setHeader(strings.Replace(string(good[16:16+hlen]), `"shape":[2,3]`, `"shape":[4294967296,0]`, 1)), ErrLimit, "32 bits"},
		{"dtype", setHeader(strings.Replace(string(good[16:16+hlen]), `"dtype":"f32"`, `"dtype":"f64"`, 1)), ErrCorrupt, "dtype"},
		{"unknownfield", setHeader(strings.Replace(string(good[16:16+hlen]), `"step":7`, `"step":7,"x":1`, 1)), ErrCorrupt, "JSON"},
	}
	for _, tc := range cases {
		_, _, err := Decode(bytes.NewReader(tc.in))
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, err, tc.want)
			continue
		}
		if !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: error %q does not mention %q", tc.name, err, tc.msg)
		}
		if tc.want == ErrTruncated || tc.want == ErrChecksum || tc.want == ErrLimit {
			if !errors.Is(err, ErrCorrupt) {
				t.Errorf("%s: %v should also match ErrCorrupt", tc.name, err)
			}
		}
		if _, _, verr := Verify(bytes.NewReader(tc.in)); verr == nil {
			t.Errorf("%s: Verify accepted a bad file", tc.name)
		}
	}
}

func FuzzDecode(f *testing.F) {
	var b bytes.Buffer
	if _, err := Encode(&b, sample()); err != nil {
		f.Fatal(err)
	}
	f.Add(b.Bytes())
	f.Add([]byte("SYNODCKP"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, in []byte) {
		c, sum, err := Decode(bytes.NewReader(in))
		if err != nil {
			return
		}
		// Whatever decodes must re-encode to the identical bytes.
		var out bytes.Buffer
		sum2, err := Encode(&out, c)
		if err != nil {
			t.Fatalf("decoded checkpoint does not re-encode: %v", err)
		}
		if sum2 != sum || !bytes.Equal(out.Bytes(), in) {
			t.Fatal("decode/encode not canonical")
		}
	})
}

func TestNaNCanonical(t *testing.T) {
	mk := func(bits uint32) *Checkpoint {
		return &Checkpoint{Tensors: []Tensor{{Name: "x", Shape: []int{3}, Data: []float32{1, math.Float32frombits(bits), 2}}}}
	}
	a, b := encode(t, mk(0xffc00000)), encode(t, mk(0x7fc00001))
	if !bytes.Equal(a, b) {
		t.Fatal("NaN payloads leak into the encoding")
	}
	c, _, err := Decode(bytes.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	if math.Float32bits(c.Tensors[0].Data[1]) != CanonicalNaN {
		t.Fatalf("decoded NaN bits %08x", math.Float32bits(c.Tensors[0].Data[1]))
	}
	// A file holding another NaN pattern (with consistent digests) is refused.
	hdr, err := BuildHeader(mk(0x7fc00000))
	if err != nil {
		t.Fatal(err)
	}
	raw := []byte{0, 0, 0x80, 0x3f, 1, 0, 0xc0, 0x7f, 0, 0, 0, 0x40}
	th := newTensorHasher([]int{3})
	th.Write(raw)
	hdr.Tensors[0].SHA256 = hex.EncodeToString(th.Sum(nil))
	hb, _ := json.Marshal(hdr)
	var f bytes.Buffer
	f.WriteString(Magic)
	binary.Write(&f, binary.LittleEndian, Version)
	binary.Write(&f, binary.LittleEndian, uint32(len(hb)))
	f.Write(hb)
	tr := sha256.Sum256(f.Bytes())
	f.Write(raw)
	f.Write(tr[:])
	for name, dec := range map[string]func() error{
		"Decode": func() error { _, _, err := Decode(bytes.NewReader(f.Bytes())); return err },
		"Verify": func() error { _, _, err := Verify(iotest.OneByteReader(bytes.NewReader(f.Bytes()))); return err },
	} {
		if err := dec(); !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "element 1 is a NaN") {
			t.Fatalf("%s: non-canonical NaN: %v", name, err)
		}
	}
}

// TestSharedTensorHashes checks that the per-tensor hash is the repops
// tensor hash (so a trace's hashes can serve the state hash), that hashes
// handed in through Tensor.Hash give the same state hash, and that the
// trailer is the SHA-256 of prefix and header.
func TestSharedTensorHashes(t *testing.T) {
	c := sample()
	want, err := StateHash(c)
	if err != nil {
		t.Fatal(err)
	}
	hdr, err := BuildHeader(c)
	if err != nil {
		t.Fatal(err)
	}
	for i, tt := range c.Tensors {
		h := repops.HashShaped(tt.Shape, tt.Data)
		if hex.EncodeToString(h[:]) != hdr.Tensors[i].SHA256 {
			t.Fatalf("tensor %q: header hash is not the repops tensor hash", tt.Name)
		}
		if th := TensorHash(tt.Shape, tt.Data); th != h {
			t.Fatalf("tensor %q: TensorHash differs", tt.Name)
		}
		hb := [HashSize]byte(h)
		c.Tensors[i].Hash = &hb
	}
	if got, err := StateHash(c); err != nil || got != want {
		t.Fatalf("state hash with known tensor hashes %x, want %x (%v)", got, want, err)
	}
	file := encode(t, c)
	n := binary.LittleEndian.Uint32(file[12:16])
	if tr := sha256.Sum256(file[:16+n]); !bytes.Equal(tr[:], file[len(file)-HashSize:]) || tr != want {
		t.Fatal("trailer is not SHA-256 over prefix and header")
	}
	// A wrong hash handed in gives a file that fails verification.
	bad := [HashSize]byte{1}
	c.Tensors[0].Hash = &bad
	if _, _, err := Verify(bytes.NewReader(encode(t, c))); !errors.Is(err, ErrChecksum) {
		t.Fatalf("file with a wrong tensor hash: %v", err)
	}
}

// TestKnownHashesAreNotRecomputed checks that StateHash takes hashes
// handed in through Tensor.Hash instead of hashing the data again (every
// tensor hash allocates a SHA-256 state; none may be made for them).
func TestKnownHashesAreNotRecomputed(t *testing.T) {
	const n = 100
	c := &Checkpoint{}
	for i := 0; i < n; i++ {
		c.Tensors = append(c.Tensors, Tensor{Name: "t" + strconv.Itoa(i), Shape: []int{64}, Data: make([]float32, 64)})
	}
	without := testing.AllocsPerRun(5, func() { StateHash(c) })
	for i := range c.Tensors {
		h := TensorHash(c.Tensors[i].Shape, c.Tensors[i].Data)
		c.Tensors[i].Hash = &h
	}
	with := testing.AllocsPerRun(5, func() { StateHash(c) })
	if without-with < n {
		t.Fatalf("StateHash made %.0f allocations with known tensor hashes, %.0f without: the data is hashed again", with, without)
	}
}
