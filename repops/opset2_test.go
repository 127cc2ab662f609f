package repops

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// sameBitsOrNaN is sameBits with every NaN equal to every other: the
// hardware and FMA32 may make NaNs of different payloads, which no
// result depends on (hashing writes them all as CanonicalNaN).
func sameBitsOrNaN(t *testing.T, what string, got, want *Tensor) {
	t.Helper()
	if !got.SameShape(want) {
		t.Fatalf("%s: shape %v, want %v", what, got.Shape, want.Shape)
	}
	for i := range want.Data {
		if canonicalBits(got.Data[i]) != canonicalBits(want.Data[i]) {
			t.Fatalf("%s: element %d = %x, want %x", what, i, math.Float32bits(got.Data[i]), math.Float32bits(want.Data[i]))
		}
	}
}

// TestMatMulOpSet2BitsMatchReference checks every path of op set 2's
// matmul (the fused assembly kernels this CPU has, the portable Go path,
// Go tile kernels of odd sizes through the tiled driver, the serial
// path) against the plain triple loop with FMA32, bit for bit, on the
// shapes of the op set 1 test plus inputs with subnormals, overflow,
// infinities and NaN.
func TestMatMulOpSet2BitsMatchReference(t *testing.T) {
	p := NewPhilox(21, 0)
	shapes := [][3]int{{1, 1, 1}, {3, 5, 7}, {4, 64, 64}, {5, 65, 17}, {33, 100, 129}, {70, 3, 200}, {2, 0, 3}, {64, 64, 64}, {9, 300, 70}}
	kerns := append(mmFused.kernels(), mmFused.goTile(4, 8), mmFused.goTile(3, 5))
	if KernelNameOpSet(2) != "go" && len(mmFused.kernels()) == 0 {
		t.Fatal("a fused kernel is named but none is listed")
	}
	for _, s := range shapes {
		m, k, n := s[0], s[1], s[2]
		for _, tr := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
			ash := []int{m, k}
			if tr[0] {
				ash = []int{k, m}
			}
			bsh := []int{k, n}
			if tr[1] {
				bsh = []int{n, k}
			}
			a, b := randTensor(p, ash...), randTensor(p, bsh...)
			if len(a.Data) > 3 {
				a.Data[1] = 1e-40 // subnormal
				a.Data[2] = 3e38  // overflow to Inf in some sums
			}
			if len(b.Data) > 40 {
				b.Data[37] = 1e-39
				b.Data[38] = float32(math.Inf(-1))
				b.Data[39] = float32(math.NaN())
			}
			ref := MatMulRefOpSet(2, a, b, tr[0], tr[1])
			sameBitsOrNaN(t, "MatMulOpSet(2)", MatMulOpSet(2, a, b, tr[0], tr[1]), ref)
			ad, bd := a.Data, b.Data
			if tr[0] {
				ad = transpose2(a.Data, k, m)
			}
			if tr[1] {
				bd = transpose2(b.Data, n, k)
			}
			for _, kern := range kerns {
				c := Zeros(m, n)
				if m > 0 && n > 0 {
					gemmTiled(kern, m, n, k, ad, bd, c.Data)
				}
				sameBitsOrNaN(t, "tiled "+kern.name, c, ref)
			}
			c := Zeros(m, n)
			mmFused.gemmGo(m, n, k, ad, bd, c.Data)
			sameBitsOrNaN(t, "gemmGo", c, ref)
			c = Zeros(m, n)
			mmFused.gemmSerial(m, n, k, ad, bd, c.Data)
			sameBitsOrNaN(t, "gemmSerial", c, ref)
		}
	}
}

// TestMatMulOpSetsDiffer checks that op set 2 really is another
// evaluation: on random inputs most elements of a 64x64x64 product
// differ from op set 1's, and op set 1 through the versioned functions is
// the unversioned one.
func TestMatMulOpSetsDiffer(t *testing.T) {
	p := NewPhilox(22, 0)
	a, b := randTensor(p, 64, 64), randTensor(p, 64, 64)
	one, two := MatMul(a, b, false, false), MatMulOpSet(2, a, b, false, false)
	sameBits(t, "MatMulOpSet(1)", MatMulOpSet(1, a, b, false, false), one)
	sameBits(t, "MatMulRefOpSet(1)", MatMulRefOpSet(1, a, b, false, false), MatMulRef(a, b, false, false))
	diff := 0
	var err1, err2 float64
	for i := range one.Data {
		if one.Data[i] != two.Data[i] {
			diff++
		}
		// The error of each against a float64 dot product, for the log.
		r, c := i/64, i%64
		var s float64
		for q := 0; q < 64; q++ {
			s = s + float64(float64(a.Data[r*64+q])*float64(b.Data[q*64+c]))
		}
		err1 += math.Abs(float64(one.Data[i]) - s)
		err2 += math.Abs(float64(two.Data[i]) - s)
	}
	t.Logf("%d of %d elements differ; mean error against float64: op set 1 %.3g, op set 2 %.3g", diff, len(one.Data), err1/4096, err2/4096)
	if diff < len(one.Data)/4 {
		t.Fatalf("only %d of %d elements differ between op sets 1 and 2", diff, len(one.Data))
	}
	// Batched: [2,64,32] by [2,32,64], each batch the reference.
	bb := BatchedMatMulOpSet(2, FromData(a.Data, 2, 64, 32), FromData(b.Data, 2, 32, 64), false, false)
	for i := 0; i < 2; i++ {
		ai, bi := FromData(a.Data[i*2048:(i+1)*2048], 64, 32), FromData(b.Data[i*2048:(i+1)*2048], 32, 64)
		sameBits(t, "batched", FromData(bb.Data[i*4096:(i+1)*4096], 64, 64), MatMulRefOpSet(2, ai, bi, false, false))
	}
}

// TestOpSetChecks checks the version checks of the versioned API.
func TestOpSetChecks(t *testing.T) {
	for v := 1; v <= OpSetVersion; v++ {
		if !KnownOpSet(v) || CheckOpSet(v) != nil || NewTape(WithOpSet(v)).OpSet() != v {
			t.Fatalf("op set %d not known", v)
		}
	}
	if NewTape().OpSet() != DefaultOpSet || DefaultOpSet != 1 || (&Tape{}).OpSet() != 1 {
		t.Fatal("a tape without WithOpSet does not compute op set 1")
	}
	for _, v := range []int{0, -1, OpSetVersion + 1} {
		if KnownOpSet(v) || !errors.Is(CheckOpSet(v), ErrUnknownOpSet) {
			t.Fatalf("op set %d known", v)
		}
		for name, f := range map[string]func(){
			"WithOpSet":          func() { NewTape(WithOpSet(v)) },
			"MatMulOpSet":        func() { MatMulOpSet(v, Zeros(1, 1), Zeros(1, 1), false, false) },
			"MatMulRefOpSet":     func() { MatMulRefOpSet(v, Zeros(1, 1), Zeros(1, 1), false, false) },
			"BatchedMatMulOpSet": func() { BatchedMatMulOpSet(v, Zeros(1, 1, 1), Zeros(1, 1, 1), false, false) },
			"KernelNameOpSet":    func() { KernelNameOpSet(v) },
		} {
			func() {
				defer func() {
					if r, _ := recover().(error); !errors.Is(r, ErrUnknownOpSet) {
						t.Fatalf("%s(%d) did not panic with ErrUnknownOpSet: %v", name, v, r)
					}
				}()
				f()
			}()
		}
	}
}

// refMatMulGrads returns op set v's gradients of C = op(A) op(B) from
// the reference matmul: the backward rule of Tape.MatMul.
func refMatMulGrads(v int, a, b, g *Tensor, ta, tb bool) (da, db *Tensor) {
	if ta {
		da = MatMulRefOpSet(v, b, g, tb, true)
	} else {
		da = MatMulRefOpSet(v, g, b, false, !tb)
	}
	if tb {
		db = MatMulRefOpSet(v, g, a, true, ta)
	} else {
		db = MatMulRefOpSet(v, a, g, !ta, false)
	}
	return da, db
}

// TestTapeOpSet checks that a tape's op set reaches the forward and the
// backward pass of MatMul, BatchedMatMul and Linear, and that a tape
// without WithOpSet computes op set 1.
func TestTapeOpSet(t *testing.T) {
	p := NewPhilox(23, 0)
	for _, v := range []int{1, 2} {
		for _, tr := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
			ash, bsh := []int{20, 30}, []int{30, 25}
			if tr[0] {
				ash = []int{30, 20}
			}
			if tr[1] {
				bsh = []int{25, 30}
			}
			a, b := randTensor(p, ash...), randTensor(p, bsh...)
			g := randTensor(p, 20, 25)
			opts := []TapeOption{WithOpSet(v)}
			if v == 1 {
				opts = nil
			}
			tp := NewTape(opts...)
			va, vb := NewParam(a), NewParam(b)
			y := tp.MatMul(va, vb, tr[0], tr[1])
			tp.BackwardWith(y, g)
			sameBits(t, "forward", y.Value, MatMulRefOpSet(v, a, b, tr[0], tr[1]))
			da, db := refMatMulGrads(v, a, b, g, tr[0], tr[1])
			sameBits(t, "dA", va.Grad, da)
			sameBits(t, "dB", vb.Grad, db)
		}
		// Batched: each batch as a plain matmul.
		a, b, g := randTensor(p, 2, 6, 7), randTensor(p, 2, 7, 5), randTensor(p, 2, 6, 5)
		tp := NewTape(WithOpSet(v))
		va, vb := NewParam(a), NewParam(b)
		y := tp.BatchedMatMul(va, vb, false, false)
		tp.BackwardWith(y, g)
		for i := 0; i < 2; i++ {
			ai, bi, gi := FromData(a.Data[i*42:(i+1)*42], 6, 7), FromData(b.Data[i*35:(i+1)*35], 7, 5), FromData(g.Data[i*30:(i+1)*30], 6, 5)
			sameBits(t, "bmm", FromData(y.Value.Data[i*30:(i+1)*30], 6, 5), MatMulRefOpSet(v, ai, bi, false, false))
			da, db := refMatMulGrads(v, ai, bi, gi, false, false)
			sameBits(t, "bmm dA", FromData(va.Grad.Data[i*42:(i+1)*42], 6, 7), da)
			sameBits(t, "bmm dB", FromData(vb.Grad.Data[i*35:(i+1)*35], 7, 5), db)
		}
		// Linear: the product of the op set, then the bias.
		x, w, bias, gl := randTensor(p, 9, 70), randTensor(p, 70, 11), randTensor(p, 11), randTensor(p, 9, 11)
		tp = NewTape(WithOpSet(v))
		vx, vw, vbias := NewParam(x), NewParam(w), NewParam(bias)
		yl := tp.Linear(vx, vw, vbias)
		tp.BackwardWith(yl, gl)
		want := MatMulRefOpSet(v, x, w, false, false)
		for i := range want.Data {
			want.Data[i] = want.Data[i] + bias.Data[i%11]
		}
		sameBits(t, "linear", yl.Value, want)
		dx, dw := refMatMulGrads(v, x, w, gl, false, false)
		sameBits(t, "linear dx", vx.Grad, dx)
		sameBits(t, "linear dW", vw.Grad, dw)
		sameBits(t, "linear db", vbias.Grad, sumRows(gl, 9, 11))
	}
}

// refAttention is CausalSelfAttention of op set v from the reference
// matmul, one sequence and head at a time, following the doc comment:
// the forward output and the gradients of q, k and v for upstream g.
func refAttention(v int, q, k, vv, g *Tensor, batch, seq, heads int) (out, dq, dk, dv *Tensor) {
	d := q.Cols()
	hd, T := d/heads, seq
	scale := Rsqrt(float32(hd))
	out, dq, dk, dv = Zeros(batch*seq, d), Zeros(batch*seq, d), Zeros(batch*seq, d), Zeros(batch*seq, d)
	head := func(x *Tensor, b, h int) *Tensor {
		t := Zeros(T, hd)
		for i := 0; i < T; i++ {
			copy(t.Data[i*hd:(i+1)*hd], x.Data[(b*T+i)*d+h*hd:(b*T+i)*d+h*hd+hd])
		}
		return t
	}
	put := func(dst, src *Tensor, b, h int) {
		for i := 0; i < T; i++ {
			copy(dst.Data[(b*T+i)*d+h*hd:(b*T+i)*d+h*hd+hd], src.Data[i*hd:(i+1)*hd])
		}
	}
	for b := 0; b < batch; b++ {
		for h := 0; h < heads; h++ {
			qh, kh, vh, gh := head(q, b, h), head(k, b, h), head(vv, b, h), head(g, b, h)
			s := MatMulRefOpSet(v, qh, kh, false, true)
			P := Zeros(T, T)
			for i := 0; i < T; i++ {
				row := s.Data[i*T : i*T+i+1]
				for j := range row {
					row[j] = float32(row[j] * scale)
				}
				softmaxRow(row, P.Data[i*T:i*T+i+1])
			}
			put(out, MatMulRefOpSet(v, P, vh, false, false), b, h)
			dp := MatMulRefOpSet(v, gh, vh, false, true)
			ds := Zeros(T, T)
			for i := 0; i < T; i++ {
				var cs float32
				for j := 0; j <= i; j++ {
					cs = cs + float32(P.Data[i*T+j]*dp.Data[i*T+j])
				}
				for j := 0; j <= i; j++ {
					ds.Data[i*T+j] = float32(float32(P.Data[i*T+j]*(dp.Data[i*T+j]-cs)) * scale)
				}
			}
			put(dq, MatMulRefOpSet(v, ds, kh, false, false), b, h)
			put(dk, MatMulRefOpSet(v, ds, qh, true, false), b, h)
			put(dv, MatMulRefOpSet(v, P, gh, true, false), b, h)
		}
	}
	return out, dq, dk, dv
}

// TestAttentionOpSet checks CausalSelfAttention of both op sets against
// its documented evaluation built from the reference matmul, at sizes
// that take the portable path and the kernels (T*T*hd >= 4096), and that
// the two op sets differ.
func TestAttentionOpSet(t *testing.T) {
	p := NewPhilox(24, 0)
	for _, sz := range [][3]int{{2, 5, 2}, {1, 40, 2}} { // batch, seq, heads; head width 16 and 64
		batch, seq, heads := sz[0], sz[1], sz[2]
		d := 32
		if seq > 10 {
			d = 128
		}
		q, k, vv, g := randTensor(p, batch*seq, d), randTensor(p, batch*seq, d), randTensor(p, batch*seq, d), randTensor(p, batch*seq, d)
		var outs [3]*Tensor
		for _, v := range []int{1, 2} {
			tp := NewTape(WithOpSet(v))
			vq, vk, vv2 := NewParam(q), NewParam(k), NewParam(vv)
			y := tp.CausalSelfAttention(vq, vk, vv2, batch, seq, heads)
			tp.BackwardWith(y, g)
			out, dq, dk, dv := refAttention(v, q, k, vv, g, batch, seq, heads)
			sameBits(t, "attention", y.Value, out)
			sameBits(t, "attention dq", vq.Grad, dq)
			sameBits(t, "attention dk", vk.Grad, dk)
			sameBits(t, "attention dv", vv2.Grad, dv)
			outs[v] = y.Value
		}
		if equalBits(outs[1], outs[2]) {
			t.Fatalf("seq %d: attention is the same in op sets 1 and 2", seq)
		}
	}
	// An infinity in q, k, v or g: the products then take every term,
	// masked zeros included (0 times an infinity is NaN), as the
	// canonical evaluation does.
	for which := 0; which < 4; which++ {
		batch, seq, heads, d := 1, 40, 2, 128
		x := [4]*Tensor{randTensor(p, batch*seq, d), randTensor(p, batch*seq, d), randTensor(p, batch*seq, d), randTensor(p, batch*seq, d)}
		x[which].Data[30*d+3] = float32(math.Inf(1))
		for _, v := range []int{1, 2} {
			tp := NewTape(WithOpSet(v))
			vq, vk, vv2 := NewParam(x[0]), NewParam(x[1]), NewParam(x[2])
			y := tp.CausalSelfAttention(vq, vk, vv2, batch, seq, heads)
			tp.BackwardWith(y, x[3])
			out, dq, dk, dv := refAttention(v, x[0], x[1], x[2], x[3], batch, seq, heads)
			sameBits(t, "attention with an infinity", y.Value, out)
			sameBits(t, "attention dq with an infinity", vq.Grad, dq)
			sameBits(t, "attention dk with an infinity", vk.Grad, dk)
			sameBits(t, "attention dv with an infinity", vv2.Grad, dv)
		}
	}
}

// TestBlocksOpSet2 checks that the fused sublayers run their operators
// under the tape's op set: on an op set 2 tape each gives the same output
// and gradients as its operators one by one on an op set 2 tape, and a
// different output from op set 1.
func TestBlocksOpSet2(t *testing.T) {
	for _, bc := range blockCases(NewPhilox(25, 0)) {
		run := func(v int, f func(tp *Tape, in []*Var) *Var) (*Tensor, []*Var) {
			vars := make([]*Var, len(bc.inputs))
			for i, x := range bc.inputs {
				vars[i] = NewParam(x)
			}
			tp := NewTape(WithOpSet(v))
			y := f(tp, vars)
			g := Zeros(y.Value.Shape...)
			NewPhilox(3, 0).FillNormal(g, 1)
			tp.BackwardWith(y, g)
			return y.Value, vars
		}
		yf, vf := run(2, bc.fused)
		ys, vs := run(2, bc.seq)
		if !equalBits(yf, ys) {
			t.Fatalf("%s: fused output differs from the sequence in op set 2", bc.name)
		}
		for i := range vf {
			if !equalBits(vf[i].Grad, vs[i].Grad) {
				t.Fatalf("%s: gradient of input %d differs from the sequence in op set 2", bc.name, i)
			}
		}
		if y1, _ := run(1, bc.fused); equalBits(y1, yf) {
			t.Fatalf("%s: same output in op sets 1 and 2", bc.name)
		}
	}
}

// TestReplayOpSet2 traces a step of every op on an op set 2 tape with a
// capturing tracer and verifies every entry under version 2. Under
// version 1 the forward entries of matrix products fail to verify and so
// does at least one of their gradient entries (some, such as a bias
// gradient or a residual's, take no product), while every entry of the
// other ops verifies: only the matrix products changed.
func TestReplayOpSet2(t *testing.T) {
	p := NewPhilox(26, 0)
	changed := map[string]bool{
		"matmul": true, "bmm": true, "linear": true, "causal_attention": true, "attention_block": true, "mlp_block": true,
	}
	for _, tc := range replayCases(p) {
		tr := NewTracer(WithCapture())
		tp := NewTape(WithTracer(tr), WithOpSet(2))
		vars := make([]*Var, len(tc.tensors))
		for i, x := range tc.tensors {
			vars[i] = NewParam(x)
		}
		y := tc.f(tp, vars)
		tp.BackwardWith(y, randTensor(p, y.Value.Shape...))
		gradMismatch := 0
		for _, e := range tr.Entries() {
			ts, is, err := tr.Inputs(e)
			if err != nil {
				t.Fatal(err)
			}
			if err := VerifyEntry(2, e, ts, is); err != nil {
				t.Fatalf("%s: entry %v: %v", tc.name, e, err)
			}
			base, isGrad := strings.CutSuffix(e.Op, ".grad")
			err = VerifyEntry(1, e, ts, is)
			switch {
			case !changed[base] && err != nil:
				t.Fatalf("%s: entry %s does not verify under op set 1: %v", tc.name, e.Op, err)
			case changed[base] && !isGrad && !errors.Is(err, ErrMismatch):
				t.Fatalf("%s: entry %s verifies under op set 1 too (%v)", tc.name, e.Op, err)
			case changed[base] && isGrad && errors.Is(err, ErrMismatch):
				gradMismatch++
			}
		}
		if changed[tc.name] && gradMismatch == 0 {
			t.Fatalf("%s: every gradient entry verifies under op set 1 too", tc.name)
		}
		e0 := tr.Entries()[0]
		if out, err := ReplayOp(2, e0.Op, e0.Attrs, tc.tensors, tc.ints); err != nil || out.Hash() != e0.Output {
			t.Fatalf("%s: ReplayOp(2) does not give the traced output (%v)", tc.name, err)
		}
	}
}
