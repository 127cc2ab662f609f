package repops

import "fmt"

// CausalSelfAttention records multi-head causal self-attention over
// q, k, v of shape [B*T, D] (B sequences of T positions, D = heads * hd,
// head h using columns h*hd .. h*hd+hd-1). Canonical, for each sequence,
// head and query position i, with scale = Rsqrt(float32(hd)):
//
//	s_ij = float32(dot(q_i, k_j) * scale) for j = 0..i, dot summed over
//	       the head's columns in order (a canonical matmul Q K^T);
//	p_i  = softmax of s_i0..s_ii as in SoftmaxRows; p_ij = 0 for j > i;
//	o_i  = sum over j = 0..T-1 in order of p_ij * v_j, per column
//	       (the canonical matmul P V; the zero terms for j > i leave the sum
//	       unchanged whenever v is finite).
//
// Backward (g = dO), each product a canonical matmul over the full range
// with the masked entries zero:
//
//	dp_ij = dot(g_i, v_j); c_i = sum over j <= i of float32(p_ij*dp_ij);
//	ds_ij = float32(float32(p_ij*(dp_ij - c_i)) * scale) for j <= i, else 0;
//	dQ = dS K,  dK = dS^T Q,  dV = P^T G.
//
// The canonical matmuls (Q K^T, P V, G V^T, dS K, dS^T Q, P^T G) follow
// the tape's op set: rounded products float32(a*b) in op set 1, FMA32
// steps from op set 2. The row sum c_i is not a matrix product: it keeps
// rounded products in every op set.
//
// Work is split across (sequence, head) pairs, which own disjoint outputs.
func (tp *Tape) CausalSelfAttention(q, k, v *Var, batch, seq, heads int) *Var {
	d := q.Value.Cols()
	if q.Value.Rows() != batch*seq || !q.Value.SameShape(k.Value) || !q.Value.SameShape(v.Value) || heads <= 0 || d%heads != 0 {
		panic(fmt.Sprintf("repops: attention shapes q%v k%v v%v do not fit batch %d, seq %d, heads %d", q.Value.Shape, k.Value.Shape, v.Value.Shape, batch, seq, heads))
	}
	hd := d / heads
	T := seq
	mm := tp.mm()
	scale := Rsqrt(float32(hd))
	out := Zeros(batch*seq, d)
	probs := make([]float32, batch*heads*T*T)
	qd, kd, vd := q.Value.Data, k.Value.Data, v.Value.Data
	// gather copies head h of sequence b into dst as [T, hd]; gatherT as [hd, T].
	gather := func(dst, src []float32, b, h int) {
		for i := 0; i < T; i++ {
			copy(dst[i*hd:(i+1)*hd], src[(b*T+i)*d+h*hd:(b*T+i)*d+h*hd+hd])
		}
	}
	gatherT := func(dst, src []float32, b, h int) {
		for i := 0; i < T; i++ {
			row := src[(b*T+i)*d+h*hd : (b*T+i)*d+h*hd+hd]
			for c, x := range row {
				dst[c*T+i] = x
			}
		}
	}
	scatter := func(dst, src []float32, b, h int) {
		for i := 0; i < T; i++ {
			copy(dst[(b*T+i)*d+h*hd:(b*T+i)*d+h*hd+hd], src[i*hd:(i+1)*hd])
		}
	}
	// P is zero above the diagonal: with V finite, P V leaves those terms
	// out (see gemmTri), which changes no bit.
	pv := triLowerA
	if !allFinite(vd) {
		pv = 0
	}
	parallelFor(batch*heads, 2*T*T*hd, func(lo, hi int) {
		qh, kt, vh, oh := make([]float32, T*hd), make([]float32, hd*T), make([]float32, T*hd), make([]float32, T*hd)
		sc := getScratch(T * T) // only j <= i is written and read
		defer putScratch(sc)
		for bh := lo; bh < hi; bh++ {
			b, h := bh/heads, bh%heads
			P := probs[bh*T*T : (bh+1)*T*T]
			gather(qh, qd, b, h)
			gatherT(kt, kd, b, h)
			gather(vh, vd, b, h)
			mm.gemmTri(triLowerOut, T, T, hd, qh, kt, sc) // only j <= i is read
			for i := 0; i < T; i++ {
				row := sc[i*T : i*T+i+1]
				for j := range row {
					row[j] = float32(row[j] * scale)
				}
				softmaxRow(row, P[i*T:i*T+i+1])
			}
			mm.gemmTri(pv, T, hd, T, P, vh, oh)
			scatter(out.Data, oh, b, h)
		}
	})
	tp.trace("causal_attention", func() string { return fmt.Sprintf("batch=%d,seq=%d,heads=%d", batch, seq, heads) }, out, q.Value, k.Value, v.Value)
	return tp.push("causal_attention", out, func(g *Tensor) {
		dq, dk, dv := Zeros(batch*seq, d), Zeros(batch*seq, d), Zeros(batch*seq, d)
		gd := g.Data
		// dS and P are zero above the diagonal, their transposes below it.
		dsk, dsq, pg := triLowerA, triUpperA, triUpperA
		if !allFinite(kd) {
			dsk = 0
		}
		if !allFinite(qd) {
			dsq = 0
		}
		if !allFinite(gd) {
			pg = 0
		}
		parallelFor(batch*heads, 5*T*T*hd, func(lo, hi int) {
			gh, vt, kh, qh := make([]float32, T*hd), make([]float32, hd*T), make([]float32, T*hd), make([]float32, T*hd)
			dp, ds, dst, pt := getScratch(T*T), getScratch(T*T), getScratch(T*T), getScratch(T*T)
			defer func() { putScratch(dp); putScratch(ds); putScratch(dst); putScratch(pt) }()
			// dp: only j <= i is written and read; ds is cleared for each
			// head; the transposes fill only their upper triangles.
			clear(dst)
			clear(pt)
			res := make([]float32, T*hd)
			for bh := lo; bh < hi; bh++ {
				b, h := bh/heads, bh%heads
				P := probs[bh*T*T : (bh+1)*T*T]
				gather(gh, gd, b, h)
				gatherT(vt, vd, b, h)
				gather(kh, kd, b, h)
				gather(qh, qd, b, h)
				mm.gemmTri(triLowerOut, T, T, hd, gh, vt, dp) // only j <= i is read
				clear(ds)
				for i := 0; i < T; i++ {
					var cs float32
					for j := 0; j <= i; j++ {
						cs = cs + float32(P[i*T+j]*dp[i*T+j])
					}
					for j := 0; j <= i; j++ {
						ds[i*T+j] = float32(float32(P[i*T+j]*(dp[i*T+j]-cs)) * scale)
					}
				}
				mm.gemmTri(dsk, T, hd, T, ds, kh, res)
				scatter(dq.Data, res, b, h)
				transposeLower(dst, ds, T)
				transposeLower(pt, P, T)
				mm.gemmTri(dsq, T, hd, T, dst, qh, res)
				scatter(dk.Data, res, b, h)
				mm.gemmTri(pg, T, hd, T, pt, gh, res)
				scatter(dv.Data, res, b, h)
			}
		})
		accum(q, dq)
		accum(k, dk)
		accum(v, dv)
	}, q, k, v)
}

// transposeLower writes the transpose of the lower triangle (j <= i) of
// the T x T matrix src into dst (dst[j*T+i] = src[i*T+j]) in blocks that
// stay in cache. The rest of dst is left as it is: zero, as src's upper
// triangle is, in the attention's buffers.
func transposeLower(dst, src []float32, T int) {
	const blk = 32
	for i0 := 0; i0 < T; i0 += blk {
		i1 := min(i0+blk, T)
		for j0 := 0; j0 < i1; j0 += blk {
			j1 := min(j0+blk, T)
			for i := i0; i < i1; i++ {
				row := src[i*T : i*T+min(j1, i+1)]
				for j := j0; j < len(row); j++ {
					dst[j*T+i] = row[j]
				}
			}
		}
	}
}
