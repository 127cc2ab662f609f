package repops

import "fmt"

// MatMul records C = op(A) op(B) with the canonical evaluation of the
// tape's op set (see MatMulOpSet). Backward, for C = A B:
// dA = dC B^T and dB = A^T dC, each itself a canonical matmul of the same
// op set (the transposed forms swap operands accordingly).
func (tp *Tape) MatMul(a, b *Var, transA, transB bool) *Var {
	r := tp.mm()
	out := r.matMul(a.Value, b.Value, transA, transB)
	tp.trace("matmul", func() string { return fmt.Sprintf("transA=%v,transB=%v", transA, transB) }, out, a.Value, b.Value)
	return tp.push("matmul", out, func(g *Tensor) {
		if a.requiresGrad {
			if transA { // A stored [K,M]: dA = B g^T (or B^T g^T)
				accum(a, r.matMul(b.Value, g, transB, true))
			} else {
				accum(a, r.matMul(g, b.Value, false, !transB))
			}
		}
		if b.requiresGrad {
			if transB { // B stored [N,K]: dB = g^T op(A)
				accum(b, r.matMul(g, a.Value, true, transA))
			} else {
				accum(b, r.matMul(a.Value, g, !transA, false))
			}
		}
	}, a, b)
}

// BatchedMatMul records a batched matmul of [B,M,K] by [B,K,N] (with
// per-batch transposes); each batch is a canonical matmul of the tape's
// op set, and so is each batch of the backward pass.
func (tp *Tape) BatchedMatMul(a, b *Var, transA, transB bool) *Var {
	r := tp.mm()
	out := r.batched(a.Value, b.Value, transA, transB)
	tp.trace("bmm", func() string { return fmt.Sprintf("transA=%v,transB=%v", transA, transB) }, out, a.Value, b.Value)
	return tp.push("bmm", out, func(g *Tensor) {
		if a.requiresGrad {
			if transA {
				accum(a, r.batched(b.Value, g, transB, true))
			} else {
				accum(a, r.batched(g, b.Value, false, !transB))
			}
		}
		if b.requiresGrad {
			if transB {
				accum(b, r.batched(g, a.Value, true, transA))
			} else {
				accum(b, r.batched(a.Value, g, !transA, false))
			}
		}
	}, a, b)
}

func mustSameShape(op string, a, b *Tensor) {
	if !a.SameShape(b) {
		panic(fmt.Sprintf("repops: %s needs equal shapes, got %v and %v", op, a.Shape, b.Shape))
	}
}

// mapBinary computes out[i] = f(a[i], b[i]) in parallel over elements.
func mapBinary(a, b *Tensor, f func(x, y float32) float32) *Tensor {
	out := scratchTensor(a.Shape...) // every element written
	parallelFor(len(out.Data), 2, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			out.Data[i] = f(a.Data[i], b.Data[i])
		}
	})
	return out
}

// mapUnary computes out[i] = f(a[i]) in parallel over elements.
func mapUnary(a *Tensor, cost int, f func(x float32) float32) *Tensor {
	out := Zeros(a.Shape...)
	parallelFor(len(out.Data), cost, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			out.Data[i] = f(a.Data[i])
		}
	})
	return out
}

// Add records elementwise a + b (equal shapes). Backward: both inputs
// receive g.
func (tp *Tape) Add(a, b *Var) *Var {
	mustSameShape("add", a.Value, b.Value)
	out := scratchTensor(a.Value.Shape...) // every element written
	addInto(out, a.Value, b.Value)
	tp.trace("add", nil, out, a.Value, b.Value)
	return tp.push("add", out, func(g *Tensor) {
		accumShared(a, g)
		accumShared(b, g)
	}, a, b)
}

// Mul records elementwise a * b (equal shapes). Backward: da = g*b,
// db = g*a, elementwise.
func (tp *Tape) Mul(a, b *Var) *Var {
	mustSameShape("mul", a.Value, b.Value)
	out := mapBinary(a.Value, b.Value, func(x, y float32) float32 { return x * y })
	tp.trace("mul", nil, out, a.Value, b.Value)
	return tp.push("mul", out, func(g *Tensor) {
		if a.requiresGrad {
			accum(a, mapBinary(g, b.Value, func(x, y float32) float32 { return x * y }))
		}
		if b.requiresGrad {
			accum(b, mapBinary(g, a.Value, func(x, y float32) float32 { return x * y }))
		}
	}, a, b)
}

// Scale records a * s for a float32 constant s. Backward: g*s.
func (tp *Tape) Scale(a *Var, s float32) *Var {
	out := mapUnary(a.Value, 1, func(x float32) float32 { return x * s })
	tp.trace("scale", func() string { return fmt.Sprintf("s=%08x", f32bits(s)) }, out, a.Value)
	return tp.push("scale", out, func(g *Tensor) {
		accum(a, mapUnary(g, 1, func(x float32) float32 { return x * s }))
	}, a)
}

// AddBias records x + b broadcast over the last dimension (b has shape
// [C] where x is [..., C]). Backward: dx = g; db[j] = sum over rows r of
// g[r,j] in increasing r (parallel over j).
func (tp *Tape) AddBias(x, b *Var) *Var {
	c := x.Value.Cols()
	if len(b.Value.Data) != c {
		panic(fmt.Sprintf("repops: bias of shape %v does not match %v", b.Value.Shape, x.Value.Shape))
	}
	rows := x.Value.Rows()
	out := Zeros(x.Value.Shape...)
	parallelFor(rows, c, func(lo, hi int) {
		for r := lo; r < hi; r++ {
			for j := 0; j < c; j++ {
				out.Data[r*c+j] = x.Value.Data[r*c+j] + b.Value.Data[j]
			}
		}
	})
	tp.trace("add_bias", nil, out, x.Value, b.Value)
	return tp.push("add_bias", out, func(g *Tensor) {
		accumShared(x, g)
		if b.requiresGrad {
			accum(b, sumRows(g, rows, c))
		}
	}, x, b)
}

// sumRows returns s[j] = sum_r g[r*c+j] summed in increasing r. Each
// worker owns a range of columns and walks the rows in order, adding a
// row's stretch of its columns at a time (reading memory in order), which
// keeps every column's order of additions.
func sumRows(g *Tensor, rows, c int) *Tensor {
	s := Zeros(c)
	parallelFor(c, rows, func(lo, hi int) {
		acc := s.Data[lo:hi]
		for r := 0; r < rows; r++ {
			row := g.Data[r*c+lo : r*c+hi]
			for j, x := range row {
				acc[j] = acc[j] + x
			}
		}
	})
	return s
}

// Linear records y = x W + b for x [N,in], W [in,out], b [out] (b may be
// nil) as one op. Canonical: y[i,j] = C[i,j] + b[j], where C is the
// canonical matmul of the tape's op set (the bias is added once, after
// the full k-sum, in every op set), so it equals MatMul followed by
// AddBias bit for bit. Backward: dx = g W^T, dW = x^T g (canonical
// matmuls of the op set), db[j] = sum over rows of g[r,j] in increasing
// r.
func (tp *Tape) Linear(x, w, b *Var) *Var {
	if b == nil {
		return tp.MatMul(x, w, false, false)
	}
	mr := tp.mm()
	out := mr.matMul(x.Value, w.Value, false, false)
	c := out.Cols()
	if len(b.Value.Data) != c {
		panic(fmt.Sprintf("repops: bias of shape %v does not match linear output %v", b.Value.Shape, out.Shape))
	}
	rows := out.Rows()
	parallelFor(rows, c, func(lo, hi int) {
		for r := lo; r < hi; r++ {
			row := out.Data[r*c : (r+1)*c]
			for j := range row {
				row[j] = row[j] + b.Value.Data[j]
			}
		}
	})
	tp.trace("linear", nil, out, x.Value, w.Value, b.Value)
	return tp.push("linear", out, func(g *Tensor) {
		if x.requiresGrad {
			accum(x, mr.matMul(g, w.Value, false, true))
		}
		if w.requiresGrad {
			accum(w, mr.matMul(x.Value, g, true, false))
		}
		if b.requiresGrad {
			accum(b, sumRows(g, rows, c))
		}
	}, x, w, b)
}
