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
	out := scratchTensor(batch*seq, d) // every (sequence, head) pair scatters its rows
	// Every (sequence, head) pair writes its T x T block in full (zeros
	// above the diagonal).
	probs := getScratch(batch * heads * T * T)
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
			causalSoftmax(P, sc, T, scale)
			mm.gemmTri(pv, T, hd, T, P, vh, oh)
			scatter(out.Data, oh, b, h)
		}
	})
	tp.trace("causal_attention", func() string { return fmt.Sprintf("batch=%d,seq=%d,heads=%d", batch, seq, heads) }, out, q.Value, k.Value, v.Value)
	av := tp.push("causal_attention", out, func(g *Tensor) {
		// Every (sequence, head) pair scatters its rows: all of dq, dk, dv.
		dq, dk, dv := scratchTensor(batch*seq, d), scratchTensor(batch*seq, d), scratchTensor(batch*seq, d)
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
				causalSoftmaxGrad(ds, P, dp, T, scale)
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
	tp.keepScratch(av, probs)
	return av
}

// transposeLower writes the transpose of the lower triangle (j <= i) of
// the T x T matrix src into dst (dst[j*T+i] = src[i*T+j]), a strip of 8
// rows at a time: the whole 8 x 8 blocks left of the diagonal with
// transposeBlocks, the diagonal block (or a short last strip) value by
// value. The rest of dst is left as it is: zero, as src's upper triangle
// is, in the attention's buffers.
func transposeLower(dst, src []float32, T int) {
	const b = 8
	for i0 := 0; i0 < T; i0 += b {
		i1 := min(i0+b, T)
		j0 := 0
		if i1-i0 == b && i0 > 0 {
			transposeBlocks(dst[i0:], src[i0*T:], T, T, b, i0)
			j0 = i0
		}
		for i := i0; i < i1; i++ {
			row := src[i*T : i*T+i+1]
			for j := j0; j < len(row); j++ {
				dst[j*T+i] = row[j]
			}
		}
	}
}

// expRange is the range of arguments Exp's polynomial covers (see
// expInRange), as float32 bounds for subRange.
var expRange = [2]float32{-104, 88.8}

// causalSoftmax sets row i of p (j <= i) to softmaxRow of
// float32(sc[i*T+j]*scale) for j <= i, and the rest of the row to zero,
// for every row i of the T x T scores sc (sc is left as it is). Rows go four at a time: their running
// sums, each added in its own row's order, are independent chains that
// overlap instead of waiting out one addition's latency per term.
func causalSoftmax(p, sc []float32, T int, scale float32) {
	// prep writes row i's scaled scores minus their maximum into p and
	// exponentiates them (softmaxRow up to its sum).
	prep := func(i int) []float32 {
		x, y := sc[i*T:i*T+i+1], p[i*T:i*T+i+1]
		clear(p[i*T+i+1 : (i+1)*T])
		mulScalar(y, x, scale)
		m := y[0]
		for _, v := range y[1:] {
			if v > m {
				m = v
			}
		}
		// y - m, checked against Exp's polynomial range (see expInRange).
		if subRange(y, y, m, &expRange) {
			expSliceInRange(y, y)
		} else {
			expSlice(y, y)
		}
		return y
	}
	div := func(y []float32, s float32) { divScalar(y, y, s) }
	i := 0
	for ; i+4 <= T; i += 4 {
		y0, y1, y2, y3 := prep(i), prep(i+1), prep(i+2), prep(i+3)
		var s0, s1, s2, s3 float32
		n := len(y0)
		y1, y2, y3 = y1[:n+1], y2[:n+2], y3[:n+3]
		for j := 0; j < n; j++ {
			s0 = s0 + y0[j]
			s1 = s1 + y1[j]
			s2 = s2 + y2[j]
			s3 = s3 + y3[j]
		}
		s1 = s1 + y1[n]
		s2 = s2 + y2[n]
		s3 = s3 + y3[n]
		s2 = s2 + y2[n+1]
		s3 = s3 + y3[n+1]
		s3 = s3 + y3[n+2]
		div(y0, s0)
		div(y1, s1)
		div(y2, s2)
		div(y3, s3)
	}
	for ; i < T; i++ {
		y := prep(i)
		var s float32
		for _, e := range y {
			s = s + e
		}
		div(y, s)
	}
}

// causalSoftmaxGrad sets ds[i*T+j] = float32(float32(p_ij*(dp_ij -
// c_i))*scale) for j <= i, with c_i = sum over j <= i in order of
// float32(p_ij*dp_ij), for every row i of the T x T matrices (the rest
// of ds is left as it is). The row sums go four rows at a time, each in
// its own order (see causalSoftmax).
func causalSoftmaxGrad(ds, p, dp []float32, T int, scale float32) {
	fin := func(i int, cs float32) {
		softmaxGradRun(ds[i*T:i*T+i+1], p[i*T:i*T+i+1], dp[i*T:i*T+i+1], cs, scale)
	}
	i := 0
	for ; i+4 <= T; i += 4 {
		n := i + 1
		p0, p1, p2, p3 := p[i*T:i*T+n], p[(i+1)*T:(i+1)*T+n+1], p[(i+2)*T:(i+2)*T+n+2], p[(i+3)*T:(i+3)*T+n+3]
		d0, d1, d2, d3 := dp[i*T:i*T+n], dp[(i+1)*T:(i+1)*T+n+1], dp[(i+2)*T:(i+2)*T+n+2], dp[(i+3)*T:(i+3)*T+n+3]
		var c0, c1, c2, c3 float32
		for j := 0; j < n; j++ {
			c0 = c0 + float32(p0[j]*d0[j])
			c1 = c1 + float32(p1[j]*d1[j])
			c2 = c2 + float32(p2[j]*d2[j])
			c3 = c3 + float32(p3[j]*d3[j])
		}
		c1 = c1 + float32(p1[n]*d1[n])
		c2 = c2 + float32(p2[n]*d2[n])
		c3 = c3 + float32(p3[n]*d3[n])
		c2 = c2 + float32(p2[n+1]*d2[n+1])
		c3 = c3 + float32(p3[n+1]*d3[n+1])
		c3 = c3 + float32(p3[n+2]*d3[n+2])
		fin(i, c0)
		fin(i+1, c1)
		fin(i+2, c2)
		fin(i+3, c3)
	}
	for ; i < T; i++ {
		pr, dr := p[i*T:i*T+i+1], dp[i*T:i*T+i+1]
		var cs float32
		for j := range pr {
			cs = cs + float32(pr[j]*dr[j])
		}
		fin(i, cs)
	}
}
