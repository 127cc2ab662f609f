package repops

import (
	"bytes"
	"math"
	"testing"
)

// TestWriteFloatsChunkedNaN checks the chunked fast path against the
// explicit conversion with NaNs (of several payloads and signs) placed in
// the first, a middle and the last chunk, and across chunk boundaries.
func TestWriteFloatsChunkedNaN(t *testing.T) {
	n := 3*floatChunk + 5
	for _, pos := range [][]int{nil, {0}, {floatChunk - 1, floatChunk}, {2*floatChunk + 3}, {n - 1}} {
		x := Zeros(n)
		NewPhilox(3, 0).FillNormal(x, 1)
		x.Data[7] = float32(math.Inf(1))
		x.Data[8] = float32(math.Inf(-1))
		for k, p := range pos {
			x.Data[p] = math.Float32frombits(0x7fc00001 + uint32(k) | uint32(k%2)<<31)
		}
		if got := hasNaN(x.Data); got != (len(pos) > 0) {
			t.Fatalf("NaN at %v: hasNaN = %v", pos, got)
		}
		var a, b bytes.Buffer
		writeFloatsLE(&a, x.Data)
		writeFloatsPortable(&b, x.Data)
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Fatalf("NaN at %v: fast path bytes differ", pos)
		}
	}
	// Every non-NaN bit pattern next to the NaN range is not a NaN.
	for _, bits := range []uint32{0x7f800000, 0xff800000, 0x7f7fffff, 0, 0x80000000} {
		if hasNaN([]float32{math.Float32frombits(bits)}) {
			t.Fatalf("%#x taken for a NaN", bits)
		}
	}
	for _, bits := range []uint32{0x7f800001, 0xff800001, 0x7fffffff, 0xffffffff} {
		if !hasNaN([]float32{1, 2, 3, 4, math.Float32frombits(bits)}) {
			t.Fatalf("%#x not taken for a NaN", bits)
		}
	}
}

// TestHasNaNEveryLane puts one NaN (quiet, signalling, negative) at each
// position of a 96-element block and checks the vector and Go scans.
func TestHasNaNEveryLane(t *testing.T) {
	x := make([]float32, 96)
	for i := range x {
		x[i] = float32(i) - 40
	}
	x[3] = float32(math.Inf(1))
	x[50] = float32(math.Inf(-1))
	x[70] = math.Float32frombits(0x7f7fffff)
	if hasNaNVector(x[:64]) || hasNaNGo(x) || hasNaN(x) {
		t.Fatal("NaN found in finite and infinite values")
	}
	for i := range x {
		for _, bits := range []uint32{0x7fc00000, 0x7f800001, 0xffc00000, 0xffffffff} {
			old := x[i]
			x[i] = math.Float32frombits(bits)
			if !hasNaN(x) || !hasNaNGo(x) || (i < 64 && !hasNaNVector(x[:64])) {
				t.Fatalf("NaN %#x at %d not found", bits, i)
			}
			x[i] = old
		}
	}
}
