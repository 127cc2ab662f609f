package repops

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var updateOpSet = flag.Bool("update-opset", false, "rewrite the golden of the newest op set, repops/testdata/opsetN.golden for N = OpSetVersion (older ones never change)")

// opSetCase is one entry of the op-set golden: an op, its attributes and
// the shapes of its tensor inputs (filled from Philox; those listed in
// nonNeg take absolute values, as second moments must), and its integer
// inputs.
type opSetCase struct {
	op, attrs string
	shapes    [][]int
	nonNeg    []int
	ints      [][]int
}

// opSetCases covers every kind of entry: forward ops, gradient
// contributions (several parts of a fused op among them), accumulation,
// norm, clipping and both optimizers.
func opSetCases() []opSetCase {
	ids := []int{2, 0, 1, 2}
	pos := []int{0, 1, 2, 3}
	tgt := []int{1, 0, -1, 2}
	attn := []int{8}
	w8 := []int{8, 8}
	x48 := []int{4, 8}
	adam := "param=3,step=5,lr=3a83126f,beta1=3f666666,beta2=3f7fbe77,eps=322bcc77,wd=3c23d70a"
	block := "batch=1,seq=4,heads=2,eps=3727c5ac,rotary_base=43fa0000"
	return []opSetCase{
		{op: "matmul", attrs: "transA=false,transB=true", shapes: [][]int{{3, 4}, {5, 4}}},
		{op: "bmm", attrs: "transA=true,transB=false", shapes: [][]int{{2, 4, 3}, {2, 4, 5}}},
		{op: "linear", shapes: [][]int{{3, 4}, {4, 5}, {5}}},
		{op: "add_bias", shapes: [][]int{{3, 4}, {4}}},
		{op: "mul", shapes: [][]int{{3, 4}, {3, 4}}},
		{op: "scale", attrs: "s=3f333333", shapes: [][]int{{3, 4}}},
		{op: "mean", attrs: "axis=0", shapes: [][]int{{3, 4}}},
		{op: "softmax", shapes: [][]int{{3, 4}}},
		{op: "log_softmax", shapes: [][]int{{3, 4}}},
		{op: "gelu", shapes: [][]int{{3, 4}}},
		{op: "silu", shapes: [][]int{{3, 4}}},
		{op: "tanh", shapes: [][]int{{3, 4}}},
		{op: "layer_norm", attrs: "eps=3727c5ac", shapes: [][]int{{3, 4}, {4}, {4}}},
		{op: "rms_norm", attrs: "eps=358637bd", shapes: [][]int{{3, 4}, {4}}},
		{op: "causal_attention", attrs: "batch=2,seq=3,heads=2", shapes: [][]int{{6, 4}, {6, 4}, {6, 4}}},
		{op: "rotary", attrs: "heads=2,base=43fa0000", shapes: [][]int{x48}, ints: [][]int{pos}},
		{op: "embedding", shapes: [][]int{{3, 5}}, ints: [][]int{ids}},
		{op: "attention_block", attrs: block, shapes: [][]int{x48, attn, attn, w8, w8, w8, w8}, ints: [][]int{pos}},
		{op: "mlp_block", attrs: "eps=3727c5ac", shapes: [][]int{{3, 4}, {4}, {4}, {4, 6}, {6}, {6, 4}, {4}}},
		{op: "cross_entropy", shapes: [][]int{{4, 3}, {4}}, nonNeg: []int{1}, ints: [][]int{tgt}},
		{op: "cross_entropy", attrs: "norm=40400000", shapes: [][]int{{4, 3}, {4}}, nonNeg: []int{1}, ints: [][]int{tgt}},
		{op: "policy_loss", attrs: "eps_low=3e4ccccd,eps_high=3e8f5c29,kl=3d4ccccd,norm=40a00000",
			shapes: [][]int{{4, 3}, {4}, {4}, {4}, {4}}, nonNeg: []int{3}, ints: [][]int{{1, 0, 2, 2}}},
		{op: "matmul.grad", attrs: "transA=false,transB=false,grad=11,part=0,wrt=0", shapes: [][]int{{3, 5}, {3, 4}, {4, 5}}},
		{op: "matmul.grad", attrs: "transA=false,transB=false,grad=11,part=1,wrt=1", shapes: [][]int{{3, 5}, {3, 4}, {4, 5}}},
		{op: "gelu.grad", attrs: "grad=1,part=0,wrt=0", shapes: [][]int{{3, 4}, {3, 4}}},
		{op: "layer_norm.grad", attrs: "eps=3727c5ac,grad=111,part=1,wrt=1", shapes: [][]int{{3, 4}, {3, 4}, {4}, {4}}},
		{op: "embedding.grad", attrs: "grad=1,part=0,wrt=0", shapes: [][]int{{4, 5}, {3, 5}}, ints: [][]int{ids}},
		{op: "cross_entropy.grad", attrs: "grad=1,part=0,wrt=0", shapes: [][]int{{}, {4, 3}, {4}}, nonNeg: []int{2}, ints: [][]int{tgt}},
		{op: "attention_block.grad", attrs: block + ",grad=1111111,part=0,wrt=0", shapes: [][]int{x48, x48, attn, attn, w8, w8, w8, w8}, ints: [][]int{pos}},
		{op: "attention_block.grad", attrs: block + ",grad=1111111,part=7,wrt=0", shapes: [][]int{x48, x48, attn, attn, w8, w8, w8, w8}, ints: [][]int{pos}},
		{op: "mlp_block.grad", attrs: "eps=3727c5ac,grad=1111111,part=3,wrt=3", shapes: [][]int{{3, 4}, {3, 4}, {4}, {4}, {4, 6}, {6}, {6, 4}, {4}}},
		{op: "policy_loss.grad", attrs: "eps_low=3e4ccccd,eps_high=3e8f5c29,kl=3d4ccccd,norm=40a00000,grad=1,part=0,wrt=0",
			shapes: [][]int{{}, {4, 3}, {4}, {4}, {4}, {4}}, nonNeg: []int{4}, ints: [][]int{{1, 0, 2, 2}}},
		{op: "grad_accum", shapes: [][]int{{3, 4}, {3, 4}}},
		{op: "grad_norm", shapes: [][]int{{3, 4}, {5}}},
		{op: "grad_clip", attrs: "max=3c23d70a", shapes: [][]int{{3, 4}, {1}}, nonNeg: []int{1}},
		{op: "adamw", attrs: adam, shapes: [][]int{{3, 4}, {3, 4}, {3, 4}, {3, 4}}, nonNeg: []int{3}},
		{op: "sgd", attrs: "param=0,lr=3c23d70a,momentum=3f666666,wd=38d1b717", shapes: [][]int{{3, 4}, {3, 4}, {3, 4}}},
	}
}

// inputs draws the case's tensors from Philox stream (seed 1000+i).
func (c opSetCase) inputs(i int) []*Tensor {
	p := NewPhilox(uint64(1000+i), 0)
	ts := make([]*Tensor, len(c.shapes))
	for j, s := range c.shapes {
		ts[j] = Zeros(s...)
		p.FillNormal(ts[j], 1)
		for _, k := range c.nonNeg {
			if k == j {
				for n, x := range ts[j].Data {
					ts[j].Data[n] = float32(math.Abs(float64(x)))
				}
			}
		}
	}
	return ts
}

// entry is the trace entry the case stands for (inputs hashed).
func (c opSetCase) entry(i int, ts []*Tensor) TraceEntry {
	e := TraceEntry{Index: i, Op: c.op, Attrs: c.attrs}
	for _, t := range ts {
		e.Inputs = append(e.Inputs, t.Hash())
	}
	for _, v := range c.ints {
		e.Inputs = append(e.Inputs, HashInts(v))
	}
	return e
}

// TestOpSetGolden replays a fixed set of entries under op-set version 1
// from inputs drawn from Philox and compares their output hashes with
// repops/testdata/opset1.golden. This guards old receipts: after a new
// op-set version is added, version 1 must still give these hashes.
func TestOpSetGolden(t *testing.T) { checkOpSetGolden(t, 1) }

// TestOpSet2Golden is TestOpSetGolden for op-set version 2 and
// repops/testdata/opset2.golden.
func TestOpSet2Golden(t *testing.T) { checkOpSetGolden(t, 2) }

// opSetLines replays every case under version and returns one golden
// line per case: op, attributes, output hash.
func opSetLines(t *testing.T, version int) []string {
	t.Helper()
	var lines []string
	for i, c := range opSetCases() {
		ts := c.inputs(i)
		outs, err := ReplayEntry(version, c.entry(i, ts), ts, c.ints)
		if err != nil {
			t.Fatalf("case %d %s: %v", i, c.op, err)
		}
		attrs := c.attrs
		if attrs == "" {
			attrs = "-"
		}
		lines = append(lines, fmt.Sprintf("%s %s %s", c.op, attrs, OutputHash(outs)))
	}
	return lines
}

// checkOpSetGolden compares the replayed cases of version with
// repops/testdata/opset<version>.golden; -update-opset rewrites the file
// of the newest version only.
func checkOpSetGolden(t *testing.T, version int) {
	path := fmt.Sprintf("testdata/opset%d.golden", version)
	cases := opSetCases()
	lines := opSetLines(t, version)
	if *updateOpSet && version == OpSetVersion {
		if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (go test ./repops -run TestOpSet -update-opset writes the newest version's on a trusted machine)", err)
	}
	defer f.Close()
	var want []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		want = append(want, sc.Text())
	}
	if len(want) != len(lines) {
		t.Fatalf("golden holds %d entries, the test %d", len(want), len(lines))
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Errorf("entry %d: got %q, want %q", i, lines[i], want[i])
		}
	}
	// Each case verifies as an entry, and an unknown version is refused.
	for i, c := range cases {
		ts := c.inputs(i)
		e := c.entry(i, ts)
		outs, _ := ReplayEntry(version, e, ts, c.ints)
		e.Output = OutputHash(outs)
		if err := VerifyEntry(version, e, ts, c.ints); err != nil {
			t.Fatalf("case %d %s: %v", i, c.op, err)
		}
		for _, v := range []int{0, OpSetVersion + 1, -1} {
			if _, err := ReplayEntry(v, e, ts, c.ints); !errors.Is(err, ErrUnknownOpSet) {
				t.Fatalf("version %d: %v", v, err)
			}
		}
	}
}

// TestOpSetsDifferInMatrixProducts compares the golden cases of op sets
// 1 and 2: exactly the entries of matrix products (matmul, bmm, linear,
// causal_attention, the fused blocks, and their gradients but the
// residual's) differ, and every other entry is the same, so version 2 is
// a real change and nothing else changed with it.
func TestOpSetsDifferInMatrixProducts(t *testing.T) {
	changed := map[string]bool{
		"matmul": true, "bmm": true, "linear": true, "causal_attention": true, "attention_block": true, "mlp_block": true,
	}
	one, two := opSetLines(t, 1), opSetLines(t, 2)
	for i, c := range opSetCases() {
		base, _ := strings.CutSuffix(c.op, ".grad")
		want := changed[base]
		if c.op == "attention_block.grad" && strings.HasSuffix(c.attrs, "part=0,wrt=0") {
			// The residual's contribution to x: the upstream gradient
			// itself, which no product touches.
			want = false
		}
		if differ := one[i] != two[i]; differ != want {
			t.Errorf("case %d %s %s: op sets 1 and 2 differ: %v", i, c.op, c.attrs, differ)
		}
	}
}
