package wire

import (
	"errors"
	"math"
	"reflect"
	"testing"
)

func sample() *Frame {
	return &Frame{Kind: KindActivation, Iter: 3, MB: 1<<40 | 5<<8 | 1, Pos: 2, Route: []uint16{0, 4, 7},
		Shape: []int{2, 3, 4}, Data: func() []float32 {
			d := make([]float32, 24)
			for i := range d {
				d[i] = float32(i) - 11.5
			}
			return d
		}()}
}

func TestRoundTrip(t *testing.T) {
	lim := DefaultLimits()
	for _, f := range []*Frame{
		sample(),
		{Kind: KindGradient, Iter: 1, Pos: 0, Route: []uint16{1}, Shape: []int{1}, Data: []float32{-0.0}},
		{Kind: KindGradSync, MB: 9, Pos: 1},
		{Kind: KindDone, Iter: 7, Route: []uint16{3, 5}},
		{Kind: KindAbort, MB: 77},
		{Kind: KindQueued, Iter: 2, MB: 1<<40 | 3<<8, Pos: 1, Route: []uint16{1, 4, 6}},
	} {
		b, err := Encode(f, lim)
		if err != nil {
			t.Fatal(err)
		}
		if len(b) != f.Size() {
			t.Fatalf("size %d, encoded %d", f.Size(), len(b))
		}
		g, err := Decode(b, lim)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(f, g) {
			t.Fatalf("round trip: %+v != %+v", f, g)
		}
	}
}

// TestLittleEndian pins the byte layout.
func TestLittleEndian(t *testing.T) {
	f := &Frame{Kind: KindGradient, Iter: 0x0102, MB: 0x03, Pos: 0, Route: []uint16{0x0a0b}, Shape: []int{1}, Data: []float32{1}}
	b, err := Encode(f, DefaultLimits())
	if err != nil {
		t.Fatal(err)
	}
	want := []byte{1, 2, 1, 1, 0x02, 0x01, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x0b, 0x0a, 1, 0, 0, 0, 0, 0, 0x80, 0x3f}
	if !reflect.DeepEqual(b, want) {
		t.Fatalf("encoding %x, want %x", b, want)
	}
}

func TestRejects(t *testing.T) {
	lim := DefaultLimits()
	good, err := Encode(sample(), lim)
	if err != nil {
		t.Fatal(err)
	}
	mut := func(f func(b []byte) []byte) []byte { return f(append([]byte(nil), good...)) }
	nan := math.Float32bits(float32(math.NaN()))
	cases := map[string][]byte{
		"short":     good[:10],
		"version":   mut(func(b []byte) []byte { b[0] = 9; return b }),
		"kind":      mut(func(b []byte) []byte { b[1] = 0; return b }),
		"kind 8":    mut(func(b []byte) []byte { b[1] = 8; return b }),
		"dims":      mut(func(b []byte) []byte { b[2] = 9; return b }),
		"truncated": good[:len(good)-1],
		"trailing":  append(append([]byte(nil), good...), 0),
		"nan": mut(func(b []byte) []byte {
			p := len(b) - 4
			b[p], b[p+1], b[p+2], b[p+3] = byte(nan), byte(nan>>8), byte(nan>>16), byte(nan>>24)
			return b
		}),
		"zero dim": mut(func(b []byte) []byte { b[headerSize+6] = 0; return b }),
		"pos":      mut(func(b []byte) []byte { b[20] = 3; return b }),
	}
	for name, b := range cases {
		_, err := Decode(b, lim)
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, ErrMalformed) {
			t.Errorf("%s: got %v, want a *wire.Error", name, err)
		}
	}
	small := Limits{MaxDims: 2, MaxElems: 10, MaxRoute: 2}
	if _, err := Decode(good, small); !errors.Is(err, ErrMalformed) {
		t.Fatalf("limits not enforced: %v", err)
	}
	if _, err := Encode(&Frame{Kind: KindDone, Shape: []int{1}, Data: []float32{1}}, lim); err == nil {
		t.Fatal("control frame with a tensor encoded")
	}
	f := sample()
	if err := ExpectShape(f, []int{-1, -1, 4}); err != nil {
		t.Fatal(err)
	}
	if err := ExpectShape(f, []int{-1, -1, 5}); !errors.Is(err, ErrMalformed) {
		t.Fatal("wrong width accepted")
	}
}

func FuzzDecodeFrame(f *testing.F) {
	lim := Limits{MaxDims: 4, MaxElems: 1 << 12, MaxRoute: 16}
	b, _ := Encode(sample(), lim)
	f.Add(b)
	f.Add([]byte{1, 5, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0})
	f.Add([]byte{1, 7, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		fr, err := Decode(b, lim)
		if err != nil {
			if !errors.Is(err, ErrMalformed) {
				t.Fatalf("error %v does not wrap ErrMalformed", err)
			}
			return
		}
		again, err := Encode(fr, lim)
		if err != nil {
			t.Fatalf("a decoded frame does not encode: %v", err)
		}
		if string(again) != string(b) {
			t.Fatal("decode then encode changed the bytes")
		}
	})
}
