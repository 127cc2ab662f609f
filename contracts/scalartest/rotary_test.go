package scalartest

import (
	"bytes"
	"encoding/hex"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/vm/runtime"
	"github.com/synod-net/synod/repops"
)

// arithmetic deploys ScalarArithmetic and returns a caller of its run.
func arithmetic(t testing.TB) func(k repops.ScalarKind, x, y, z uint32, c [3]uint32) (uint32, uint64) {
	t.Helper()
	read := func(name string) []byte {
		b, err := os.ReadFile("../build/" + name)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	code, err := hex.DecodeString(strings.TrimSpace(string(read("ScalarArithmetic.bin"))))
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := abi.JSON(bytes.NewReader(read("ScalarArithmetic.abi")))
	if err != nil {
		t.Fatal(err)
	}
	cfg := &runtime.Config{GasLimit: 1 << 30}
	_, addr, _, err := runtime.Create(code, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return func(k repops.ScalarKind, x, y, z uint32, c [3]uint32) (uint32, uint64) {
		in, err := parsed.Pack("run", uint8(k), x, y, z, c)
		if err != nil {
			t.Fatal(err)
		}
		out, left, err := runtime.Call(common.Address(addr), in, cfg)
		if err != nil {
			t.Fatalf("run %s: %v", k, err)
		}
		v, err := parsed.Unpack("run", out)
		if err != nil {
			t.Fatal(err)
		}
		return v[0].(uint32), cfg.GasLimit - left
	}
}

// TestRotaryStepsMatch runs the rotary angle's scalar kinds (rotangle,
// cos64, sin64) through ScalarArithmetic and through repops on the angles
// of real column pairs and positions (bases from just above 1 to the
// largest float32) and on edge cases (negative, fractional, non-finite
// positions; X past its range, NaN; lanes that hold no chunk): the bits
// agree, and each step costs well under the executing pick's budget.
func TestRotaryStepsMatch(t *testing.T) {
	run := arithmetic(t)
	rng := rand.New(rand.NewPCG(5, 27))
	gas := map[repops.ScalarKind]uint64{}
	check := func(k repops.ScalarKind, x, y, z uint32, c [3]uint32) uint32 {
		t.Helper()
		got, g := agree(t, run, k, x, y, z, c)
		gas[k] = max(gas[k], g)
		return got
	}
	for trial := range 300 {
		half := 1 + rng.IntN(64)
		base := []float32{10000, 500000, 1.0000001, 2, math.MaxFloat32}[rng.IntN(5)]
		lb := math.Float64bits(math.Log(float64(base)))
		i := rng.IntN(half)
		X := math.Float64bits(-float64(float64(2*i) / float64(2*half) * math.Float64frombits(lb)))
		pos := math.Float32bits(float32(rng.IntN(1 << 20)))
		switch trial % 10 {
		case 1:
			pos = math.Float32bits(float32(repops.MaxRotaryPosition - 1))
		case 2:
			pos = value(rng) // NaNs, infinities, fractions, negatives
		case 3:
			X = []uint64{0, 1 << 63, 0x3FF0000000000000, 0xC060000000000001, 0xFFF8000000000000, 0xC05FFFFFFFFFFFFF}[rng.IntN(6)]
		}
		var lanes [3]uint32
		for p := range uint32(4) {
			v := check(repops.ScalarRotAngle, pos, uint32(X>>32), uint32(X), [3]uint32{p, uint32(X >> 32), uint32(X)})
			if p < 3 {
				lanes[p] = v
			}
		}
		switch trial % 7 {
		case 5:
			lanes[rng.IntN(3)] = value(rng)
		case 6:
			lanes[1+rng.IntN(2)] = math.Float32bits(float32(1<<21 + rng.IntN(1<<20)))
		}
		check(repops.ScalarCos64, lanes[0], lanes[1], lanes[2], [3]uint32{})
		check(repops.ScalarSin64, lanes[0], lanes[1], lanes[2], [3]uint32{})
	}
	for _, k := range []repops.ScalarKind{repops.ScalarRotAngle, repops.ScalarCos64, repops.ScalarSin64} {
		if gas[k] > 120_000 {
			t.Errorf("%s costs %d gas", k, gas[k])
		}
	}
	t.Logf("300 angles: ScalarArithmetic agrees with repops; most gas per call: rotangle %d, cos64 %d, sin64 %d",
		gas[repops.ScalarRotAngle], gas[repops.ScalarCos64], gas[repops.ScalarSin64])
}

// FuzzRotaryKinds runs rotangle, cos64 and sin64 on any operands and
// parameters (lanes of an agreed value, an opened position, a program's
// constants) through ScalarArithmetic and repops: the bits agree.
func FuzzRotaryKinds(f *testing.F) {
	run := arithmetic(f)
	f.Add(uint8(0), uint32(0x45000000), uint32(0), uint32(0), uint32(0), uint32(0xC0026C6E), uint32(0x4E8F0D6A))
	f.Add(uint8(1), uint32(0x4A000000), uint32(0x48000000), uint32(0x3F800000), uint32(0), uint32(0), uint32(0))
	f.Add(uint8(2), uint32(0x80000000), uint32(0x7FC00000), uint32(0x00000001), uint32(3), uint32(1<<31), uint32(0))
	f.Fuzz(func(t *testing.T, which uint8, x, y, z, c0, c1, c2 uint32) {
		k := []repops.ScalarKind{repops.ScalarRotAngle, repops.ScalarCos64, repops.ScalarSin64}[int(which)%3]
		agree(t, run, k, x, y, z, [3]uint32{c0, c1, c2})
	})
}

// agree runs step kind k through ScalarArithmetic (run) and repops and
// fails t unless the bits are the same (a NaN canonical); it returns them
// and the call's gas.
func agree(t *testing.T, run func(k repops.ScalarKind, x, y, z uint32, c [3]uint32) (uint32, uint64), k repops.ScalarKind, x, y, z uint32, c [3]uint32) (uint32, uint64) {
	t.Helper()
	got, g := run(k, x, y, z, c)
	want := math.Float32bits(repops.ApplyScalarWith(k, math.Float32frombits(x), math.Float32frombits(y), math.Float32frombits(z), c))
	if want&0x7FFFFFFF > 0x7F800000 {
		want = repops.CanonicalNaN
	}
	if got != want {
		t.Fatalf("%s(%08x, %08x, %08x; %08x): contract %08x, repops %08x", k, x, y, z, c, got, want)
	}
	return got, g
}
