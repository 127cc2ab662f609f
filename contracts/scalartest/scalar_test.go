package scalartest

import (
	"bytes"
	"encoding/hex"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/vm/runtime"
	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
)

// Operand sources of ScalarStepHarness.execute (repops.ScalarSrc).
const (
	srcAcc   uint8 = 1
	srcElem  uint8 = 2
	srcConst uint8 = 3
)

// element is the ABI form of ScalarStep.Element.
type element struct {
	Index    uint64
	N        uint64
	Bits     uint32
	Siblings [][32]byte
}

type harness struct {
	abi  abi.ABI
	addr common.Address
	cfg  *runtime.Config
}

func newHarness(t testing.TB) *harness {
	t.Helper()
	bin, err := os.ReadFile("../build/ScalarStepHarness.bin")
	if err != nil {
		t.Fatal(err)
	}
	code, err := hex.DecodeString(strings.TrimSpace(string(bin)))
	if err != nil {
		t.Fatal(err)
	}
	abiJSON, err := os.ReadFile("../build/ScalarStepHarness.abi")
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := abi.JSON(bytes.NewReader(abiJSON))
	if err != nil {
		t.Fatal(err)
	}
	cfg := &runtime.Config{GasLimit: 1 << 32}
	var deps []common.Address
	for _, name := range []string{"ScalarArithmetic", "ScalarPrograms", "RowPrograms"} {
		hexCode, err := os.ReadFile("../build/" + name + ".bin")
		if err != nil {
			t.Fatal(err)
		}
		code, err := hex.DecodeString(strings.TrimSpace(string(hexCode)))
		if err != nil {
			t.Fatal(err)
		}
		_, addr, _, err := runtime.Create(code, cfg)
		if err != nil {
			t.Fatalf("deploying %s: %v", name, err)
		}
		deps = append(deps, addr)
	}
	ctor, err := parsed.Pack("", deps[0], deps[1], deps[2])
	if err != nil {
		t.Fatal(err)
	}
	_, addr, _, err := runtime.Create(append(code, ctor...), cfg)
	if err != nil {
		t.Fatalf("deploying ScalarStepHarness: %v", err)
	}
	return &harness{abi: parsed, addr: addr, cfg: cfg}
}

// step is one scalar step as dispute/game executes it.
type step struct {
	kind   repops.ScalarKind
	acc    uint32
	srcs   [3]uint8
	consts [3]uint32
	roots  [][32]byte
	proofs []element
}

type result struct {
	bits     uint32
	ok       bool
	gas      uint64 // execution, as the harness measured it
	calldata int    // bytes of the call's input
	txGas    uint64 // base cost + calldata + execution
}

func (h *harness) execute(t testing.TB, s step) result {
	t.Helper()
	in, err := h.abi.Pack("execute", uint8(s.kind), s.acc, s.srcs, s.consts, s.roots, s.proofs)
	if err != nil {
		t.Fatal(err)
	}
	out, _, err := runtime.Call(h.addr, in, h.cfg)
	if err != nil {
		t.Fatalf("execute: %v", err)
	}
	v, err := h.abi.Unpack("execute", out)
	if err != nil {
		t.Fatal(err)
	}
	r := result{bits: v[0].(uint32), ok: v[1].(bool), gas: v[2].(*big.Int).Uint64(), calldata: len(in)}
	// A transaction's intrinsic gas (EIP-2028 calldata pricing) plus the
	// step; the call's own overhead (dispatch, ABI decoding) is inside gas
	// only in part, so this is a lower bound within a few thousand.
	r.txGas = 21000 + r.gas
	for _, b := range in {
		if b == 0 {
			r.txGas += 4
		} else {
			r.txGas += 16
		}
	}
	return r
}

// value returns a float32 bit pattern, often an edge case.
func value(rng *rand.Rand) uint32 {
	switch rng.IntN(12) {
	case 0:
		return 0x7FC00000 | rng.Uint32()&0x803FFFFF // NaNs
	case 1:
		return 0x7F800000 | uint32(rng.IntN(2))<<31 // infinities
	case 2:
		return rng.Uint32() & 0x807FFFFF // subnormals and zeros
	case 3:
		return uint32(rng.IntN(2)) << 31 // signed zeros
	case 4:
		return math.Float32bits(1 + float32(rng.IntN(8))*0x1p-23) // products at ties
	case 5:
		return rng.Uint32()
	}
	return math.Float32bits(float32(rng.NormFloat64() * math.Pow(2, float64(rng.IntN(40)-20))))
}

type tensor struct {
	data []float32
	tree *commit.Tree
}

func newTensor(rng *rand.Rand, n int) tensor {
	d := make([]float32, n)
	for i := range d {
		d[i] = math.Float32frombits(value(rng))
	}
	tr, err := commit.ElementTree(d)
	if err != nil {
		panic(err)
	}
	return tensor{data: d, tree: tr}
}

func (tn tensor) prove(i int) element {
	p, err := commit.ProveElement(tn.tree, tn.data, i)
	if err != nil {
		panic(err)
	}
	e := element{Index: p.Proof.Index, N: p.Proof.Leaves, Bits: p.Bits}
	for _, s := range p.Proof.Siblings {
		e.Siblings = append(e.Siblings, s)
	}
	return e
}

// layouts are the operand layouts of repops' scalar evaluations.
var layouts = map[repops.ScalarKind][][3]uint8{
	repops.ScalarMulAdd: {{srcElem, srcElem, srcAcc}},
	repops.ScalarFMA:    {{srcElem, srcElem, srcAcc}},
	repops.ScalarAdd:    {{srcAcc, srcElem}, {srcElem, srcElem}, {srcElem, srcAcc}, {srcConst, srcAcc}},
	repops.ScalarMul:    {{srcElem, srcElem}, {srcElem, srcConst}, {srcAcc, srcConst}, {srcAcc, srcAcc}, {srcElem, srcAcc}, {srcConst, srcAcc}},
	repops.ScalarDiv:    {{srcAcc, srcConst}, {srcElem, srcConst}},
	repops.ScalarReLU:   {{srcElem}},
	// relu's gradient: the upstream gradient where the input is positive.
	repops.ScalarReLUGrad: {{srcElem, srcElem}},
	// grad_clip: the gradient element, the norm and the bound.
	repops.ScalarClip: {{srcElem, srcElem, srcConst}},
	// grad_norm's last step.
	repops.ScalarSqrt: {{srcAcc}},
	// AdamW's quotient (its constants the parameters) and value update.
	repops.ScalarAdamQ: {{srcElem, srcElem, srcAcc}},
	repops.ScalarAdamP: {{srcElem, srcConst, srcAcc}},
	// The activations and their gradients (tanh, silu, gelu).
	repops.ScalarSub:      {{srcConst, srcAcc}},
	repops.ScalarMulProd:  {{srcAcc, srcConst, srcElem}},
	repops.ScalarTanh:     {{srcElem}, {srcAcc}},
	repops.ScalarSigmoid:  {{srcElem}},
	repops.ScalarGELUGrad: {{srcElem, srcAcc}},
	repops.ScalarSiLUGrad: {{srcElem, srcAcc}},
	// The row ops' running maximum, exponentials, logarithm and 1/sqrt.
	repops.ScalarMax:   {{srcAcc, srcElem}},
	repops.ScalarExp:   {{srcAcc}},
	repops.ScalarLog:   {{srcAcc}},
	repops.ScalarRsqrt: {{srcAcc}},
	// The conditional steps of embedding and cross_entropy: operand 2 an
	// element of an integer list, compared with the step's parameter.
	repops.ScalarSelEq:    {{srcAcc, srcElem, srcElem}},
	repops.ScalarAddIfEq:  {{srcAcc, srcElem, srcElem}, {srcAcc, srcConst, srcElem}},
	repops.ScalarAddIfGE:  {{srcAcc, srcElem, srcElem}, {srcAcc, srcAcc, srcElem}, {srcAcc, srcConst, srcElem}},
	repops.ScalarMulIfGE:  {{srcAcc, srcAcc, srcElem}},
	repops.ScalarKeepIfNZ: {{srcAcc, srcAcc}, {srcAcc, srcConst}},
}

// conditional reports whether k compares operand 2 with its parameter.
func conditional(k repops.ScalarKind) bool {
	switch k {
	case repops.ScalarSelEq, repops.ScalarAddIfEq, repops.ScalarAddIfGE, repops.ScalarMulIfGE:
		return true
	}
	return false
}

// goExecute is what dispute/game's execute computes for s: the proofs
// checked against their roots (internal/commit), then the step
// (repops.ApplyScalar), canonical.
func goExecute(s step) (uint32, bool) {
	var x [3]float32
	j := 0
	for i, src := range s.srcs {
		switch src {
		case srcAcc:
			x[i] = math.Float32frombits(s.acc)
		case srcConst:
			x[i] = math.Float32frombits(s.consts[i])
		case srcElem:
			if j >= len(s.proofs) {
				return 0, false
			}
			e := s.proofs[j]
			p := commit.ElementProof{Bits: e.Bits, Proof: commit.Proof{Index: e.Index, Leaves: e.N}}
			for _, sb := range e.Siblings {
				p.Proof.Siblings = append(p.Proof.Siblings, sb)
			}
			if p.Verify(s.roots[j], e.N, e.Index) != nil {
				return 0, false
			}
			x[i] = math.Float32frombits(e.Bits)
			j++
		}
	}
	if j != len(s.proofs) || len(s.roots) != len(s.proofs) {
		return 0, false
	}
	return commit.ElementBits(repops.ApplyScalarWith(s.kind, x[0], x[1], x[2], s.consts)), true
}

// TestScalarStepMatchesGame runs random scalar steps of every kind in the
// operand layouts repops' evaluations use, with edge-case values and
// element proofs into tensors of 1 to 300 elements, a fifth of them with
// a forged proof (another value, index, element count or sibling, a
// missing or extra proof), through ScalarStepHarness and through the
// checks and arithmetic dispute/game runs: they agree on accepting the
// step and on the result's bits, and the step costs well under the
// 300,000 gas target.
func TestScalarStepMatchesGame(t *testing.T) {
	h := newHarness(t)
	rng := rand.New(rand.NewPCG(7, 11))
	trials := 2000
	kinds := []repops.ScalarKind{repops.ScalarAdd, repops.ScalarMul, repops.ScalarDiv, repops.ScalarMulAdd, repops.ScalarFMA, repops.ScalarReLU, repops.ScalarReLUGrad, repops.ScalarClip, repops.ScalarSqrt, repops.ScalarAdamQ, repops.ScalarAdamP,
		repops.ScalarSub, repops.ScalarMulProd, repops.ScalarTanh, repops.ScalarSigmoid, repops.ScalarGELUGrad, repops.ScalarSiLUGrad,
		repops.ScalarMax, repops.ScalarExp, repops.ScalarLog, repops.ScalarRsqrt,
		repops.ScalarSelEq, repops.ScalarAddIfEq, repops.ScalarAddIfGE, repops.ScalarMulIfGE, repops.ScalarKeepIfNZ}
	maxGas := map[repops.ScalarKind]uint64{}
	forged, accepted := 0, 0
	for trial := range trials {
		k := kinds[rng.IntN(len(kinds))]
		ls := layouts[k]
		s := step{kind: k, acc: commit.ElementBits(math.Float32frombits(value(rng)))}
		copy(s.srcs[:], ls[rng.IntN(len(ls))][:])
		for i, src := range s.srcs {
			if src == srcConst || k == repops.ScalarAdamQ { // a constant, or one of adamq's parameters
				s.consts[i] = value(rng)
			}
			if conditional(k) && i == 2 {
				// A class index or -1, and a list of them that holds it
				// now and then (or an edge case).
				s.consts[2] = math.Float32bits(float32(rng.IntN(4) - 1))
				v := make([]int, 1+rng.IntN(300))
				for j := range v {
					v[j] = rng.IntN(4) - 1
				}
				tn := intTensor(v)
				if rng.IntN(4) == 0 {
					tn = newTensor(rng, len(v))
				}
				s.roots = append(s.roots, tn.tree.Root())
				s.proofs = append(s.proofs, tn.prove(rng.IntN(len(tn.data))))
				continue
			}
			switch src {
			case srcElem:
				tn := newTensor(rng, 1+rng.IntN(300))
				s.roots = append(s.roots, tn.tree.Root())
				s.proofs = append(s.proofs, tn.prove(rng.IntN(len(tn.data))))
			}
		}
		if rng.IntN(5) == 0 && len(s.proofs) > 0 {
			forged++
			e := &s.proofs[rng.IntN(len(s.proofs))]
			switch rng.IntN(6) {
			case 0:
				e.Bits ^= 1 << rng.IntN(32)
			case 1:
				e.Index ^= 1
			case 2:
				e.N++
			case 3:
				if len(e.Siblings) > 0 {
					e.Siblings[rng.IntN(len(e.Siblings))][rng.IntN(32)] ^= 1
				} else {
					e.Siblings = append(e.Siblings, [32]byte{1})
				}
			case 4:
				s.proofs = s.proofs[1:]
				s.roots = s.roots[1:]
			default:
				s.proofs = append(s.proofs, s.proofs[0])
				s.roots = append(s.roots, s.roots[0])
			}
		}
		want, wantOK := goExecute(s)
		got := h.execute(t, s)
		if got.ok != wantOK || (wantOK && got.bits != want) {
			t.Fatalf("trial %d: %s acc=%08x srcs=%v consts=%08x: contract %08x ok=%v, game %08x ok=%v",
				trial, k, s.acc, s.srcs, s.consts, got.bits, got.ok, want, wantOK)
		}
		if got.ok {
			accepted++
			maxGas[k] = max(maxGas[k], got.gas)
		}
	}
	if accepted < trials/2 || forged < trials/10 {
		t.Fatalf("%d accepted, %d forged of %d", accepted, forged, trials)
	}
	t.Logf("%d steps (%d with a forged proof) agree with dispute/game; execution gas per kind (trees of up to 300 elements): %v", trials, forged, maxGas)

	// The gas of the costliest step (muladd: two proofs) with operands in
	// tensors of 2^16 elements: 16 siblings per proof.
	big := newTensor(rng, 1<<16)
	s := step{kind: repops.ScalarMulAdd, acc: math.Float32bits(0.5), srcs: [3]uint8{srcElem, srcElem, srcAcc},
		roots: [][32]byte{big.tree.Root(), big.tree.Root()}, proofs: []element{big.prove(12345), big.prove(54321)}}
	r := h.execute(t, s)
	if want, _ := goExecute(s); !r.ok || r.bits != want {
		t.Fatalf("large-tree step: contract %08x ok=%v, game %08x", r.bits, r.ok, want)
	}
	if r.txGas >= 300_000 {
		t.Fatalf("the step costs %d gas, the target is under 300,000", r.txGas)
	}
	t.Logf("muladd with two proofs into 2^16-element tensors: %d gas executing, %d bytes of calldata, about %d gas as a transaction", r.gas, r.calldata, r.txGas)
}
