package repops

import "fmt"

// SoftmaxRows computes softmax along the last dimension. Canonical, per
// row of n: m = max of x in index order; e_j = Exp(x_j - m);
// s = sum of e_j in index order (float32); y_j = e_j / s.
func SoftmaxRows(x *Tensor) *Tensor {
	n := x.Cols()
	out := Zeros(x.Shape...)
	parallelFor(x.Rows(), 30*n, func(lo, hi int) {
		for r := lo; r < hi; r++ {
			softmaxRow(x.Data[r*n:(r+1)*n], out.Data[r*n:(r+1)*n])
		}
	})
	return out
}

// softmaxRow writes the canonical softmax of x into y (the maximum m,
// Exp(x_j - m) summed left to right into s, each divided by s) and
// returns m and s, from which log-probabilities are x_t - (m + Log(s)).
func softmaxRow(x, y []float32) (m, s float32) {
	if len(x) == 0 {
		return 0, 0
	}
	m = x[0]
	for _, v := range x[1:] {
		if v > m {
			m = v
		}
	}
	y = y[:len(x)]
	for j, v := range x {
		y[j] = v - m
	}
	expSlice(y, y)
	for _, e := range y {
		s = s + e
	}
	for j := range y {
		y[j] = y[j] / s
	}
	return m, s
}

// LogSoftmaxRows computes log-softmax along the last dimension: with m
// and s as in SoftmaxRows, y_j = (x_j - m) - Log(s).
func LogSoftmaxRows(x *Tensor) *Tensor {
	n := x.Cols()
	out := Zeros(x.Shape...)
	parallelFor(x.Rows(), 30*n, func(lo, hi int) {
		for r := lo; r < hi; r++ {
			xr, yr := x.Data[r*n:(r+1)*n], out.Data[r*n:(r+1)*n]
			if n == 0 {
				continue
			}
			m := xr[0]
			for _, v := range xr[1:] {
				if v > m {
					m = v
				}
			}
			var s float32
			for _, v := range xr {
				s = s + Exp(v-m)
			}
			ls := Log(s)
			for j, v := range xr {
				yr[j] = (v - m) - ls
			}
		}
	})
	return out
}

// Softmax records softmax along the last dimension. Backward, per row:
// d = sum_j float32(g_j*y_j) in index order; dx_j = float32(y_j*(g_j - d)).
func (tp *Tape) Softmax(x *Var) *Var {
	out := SoftmaxRows(x.Value)
	tp.trace("softmax", nil, out, x.Value)
	return tp.push("softmax", out, func(g *Tensor) {
		n := out.Cols()
		dx := Zeros(out.Shape...)
		parallelFor(out.Rows(), 4*n, func(lo, hi int) {
			for r := lo; r < hi; r++ {
				y, gr, d := out.Data[r*n:(r+1)*n], g.Data[r*n:(r+1)*n], dx.Data[r*n:(r+1)*n]
				var dot float32
				for j := range y {
					dot = dot + float32(gr[j]*y[j])
				}
				for j := range y {
					d[j] = y[j] * (gr[j] - dot)
				}
			}
		})
		accum(x, dx)
	}, x)
}

// LogSoftmax records log-softmax along the last dimension. Backward, per
// row: sg = sum_j g_j in index order; dx_j = g_j - float32(Exp(y_j)*sg).
func (tp *Tape) LogSoftmax(x *Var) *Var {
	out := LogSoftmaxRows(x.Value)
	tp.trace("log_softmax", nil, out, x.Value)
	return tp.push("log_softmax", out, func(g *Tensor) {
		n := out.Cols()
		dx := Zeros(out.Shape...)
		parallelFor(out.Rows(), 30*n, func(lo, hi int) {
			for r := lo; r < hi; r++ {
				y, gr, d := out.Data[r*n:(r+1)*n], g.Data[r*n:(r+1)*n], dx.Data[r*n:(r+1)*n]
				var sg float32
				for _, v := range gr {
					sg = sg + v
				}
				for j := range y {
					d[j] = gr[j] - float32(Exp(y[j])*sg)
				}
			}
		})
		accum(x, dx)
	}, x)
}

// LayerNorm records layer normalization over the last dimension (n) with
// gain gamma and bias beta (each [n]). Canonical, per row: mean = (sum x_j
// in order)/n; d_j = x_j - mean; var = (sum float32(d_j*d_j) in order)/n;
// r = Rsqrt(var + eps); xhat_j = float32(d_j*r);
// y_j = float32(xhat_j*gamma_j) + beta_j.
// Backward, per row with h_j = float32(g_j*gamma_j):
// a = (sum h_j)/n, b = (sum float32(h_j*xhat_j))/n,
// dx_j = float32(r * ((h_j - a) - float32(xhat_j*b)));
// dgamma_j = sum over rows of float32(g_j*xhat_j), dbeta_j = sum over rows
// of g_j, rows in increasing order.
func (tp *Tape) LayerNorm(x, gamma, beta *Var, eps float32) *Var {
	n := x.Value.Cols()
	if len(gamma.Value.Data) != n || len(beta.Value.Data) != n {
		panic(fmt.Sprintf("repops: layer norm parameters %v, %v do not match input %v", gamma.Value.Shape, beta.Value.Shape, x.Value.Shape))
	}
	rows := x.Value.Rows()
	out := scratchTensor(x.Value.Shape...)  // every element written
	xhat := scratchTensor(x.Value.Shape...) // every element written
	rstd := make([]float32, rows)
	fn := float32(n)
	// finish writes row r's statistics and outputs from its mean and
	// its sum of squared deviations.
	finish := func(r int, mean, vs float32) {
		xr := x.Value.Data[r*n : (r+1)*n]
		rs := Rsqrt(vs/fn + eps)
		rstd[r] = rs
		for j, v := range xr {
			h := float32((v - mean) * rs)
			xhat.Data[r*n+j] = h
			out.Data[r*n+j] = float32(h*gamma.Value.Data[j]) + beta.Value.Data[j]
		}
	}
	xd := x.Value.Data
	parallelFor(rows, 6*n, func(lo, hi int) {
		r := lo
		// Four rows at a time: their sums are independent chains, each in
		// its own row's order, that overlap instead of waiting out one
		// addition's latency per term.
		for ; r+4 <= hi; r += 4 {
			x0 := xd[r*n : (r+1)*n]
			x1, x2, x3 := xd[(r+1)*n : (r+2)*n][:len(x0)], xd[(r+2)*n : (r+3)*n][:len(x0)], xd[(r+3)*n : (r+4)*n][:len(x0)]
			var s0, s1, s2, s3 float32
			for j, v := range x0 {
				s0 = s0 + v
				s1 = s1 + x1[j]
				s2 = s2 + x2[j]
				s3 = s3 + x3[j]
			}
			m0, m1, m2, m3 := s0/fn, s1/fn, s2/fn, s3/fn
			var v0, v1, v2, v3 float32
			for j, v := range x0 {
				d0, d1, d2, d3 := v-m0, x1[j]-m1, x2[j]-m2, x3[j]-m3
				v0 = v0 + float32(d0*d0)
				v1 = v1 + float32(d1*d1)
				v2 = v2 + float32(d2*d2)
				v3 = v3 + float32(d3*d3)
			}
			finish(r, m0, v0)
			finish(r+1, m1, v1)
			finish(r+2, m2, v2)
			finish(r+3, m3, v3)
		}
		for ; r < hi; r++ {
			xr := xd[r*n : (r+1)*n]
			var s float32
			for _, v := range xr {
				s = s + v
			}
			mean := s / fn
			var vs float32
			for _, v := range xr {
				d := v - mean
				vs = vs + float32(d*d)
			}
			finish(r, mean, vs)
		}
	})
	tp.trace("layer_norm", func() string { return fmt.Sprintf("eps=%08x", f32bits(eps)) }, out, x.Value, gamma.Value, beta.Value)
	v := tp.push("layer_norm", out, func(g *Tensor) {
		if x.requiresGrad {
			dx := scratchTensor(x.Value.Shape...) // every element written
			gd, gm, xh := g.Data, gamma.Value.Data[:n], xhat.Data
			// finish writes row r's dx from its h and sums.
			finish := func(r int, h []float32, sa, sb float32) {
				a, b := sa/fn, sb/fn
				for j := 0; j < n; j++ {
					dx.Data[r*n+j] = float32(rstd[r] * ((h[j] - a) - float32(xh[r*n+j]*b)))
				}
			}
			parallelFor(rows, 8*n, func(lo, hi int) {
				hb := make([]float32, 4*n)
				h0, h1, h2, h3 := hb[:n], hb[n:2*n], hb[2*n:3*n], hb[3*n:]
				r := lo
				// Four rows at a time, as in the forward pass: eight
				// independent sums, each in its own row's order.
				for ; r+4 <= hi; r += 4 {
					g0, g1, g2, g3 := gd[r*n : (r+1)*n][:n], gd[(r+1)*n : (r+2)*n][:n], gd[(r+2)*n : (r+3)*n][:n], gd[(r+3)*n : (r+4)*n][:n]
					x0, x1, x2, x3 := xh[r*n : (r+1)*n][:n], xh[(r+1)*n : (r+2)*n][:n], xh[(r+2)*n : (r+3)*n][:n], xh[(r+3)*n : (r+4)*n][:n]
					var a0, a1, a2, a3, b0, b1, b2, b3 float32
					for j, c := range gm {
						e0, e1, e2, e3 := float32(g0[j]*c), float32(g1[j]*c), float32(g2[j]*c), float32(g3[j]*c)
						h0[j], h1[j], h2[j], h3[j] = e0, e1, e2, e3
						a0 = a0 + e0
						a1 = a1 + e1
						a2 = a2 + e2
						a3 = a3 + e3
						b0 = b0 + float32(e0*x0[j])
						b1 = b1 + float32(e1*x1[j])
						b2 = b2 + float32(e2*x2[j])
						b3 = b3 + float32(e3*x3[j])
					}
					finish(r, h0, a0, b0)
					finish(r+1, h1, a1, b1)
					finish(r+2, h2, a2, b2)
					finish(r+3, h3, a3, b3)
				}
				for ; r < hi; r++ {
					var sa, sb float32
					for j := 0; j < n; j++ {
						h0[j] = float32(gd[r*n+j] * gm[j])
						sa = sa + h0[j]
						sb = sb + float32(h0[j]*xh[r*n+j])
					}
					finish(r, h0, sa, sb)
				}
			})
			accum(x, dx)
		}
		if gamma.requiresGrad {
			accum(gamma, colSumProd(g, xhat, rows, n))
		}
		if beta.requiresGrad {
			accum(beta, sumRows(g, rows, n))
		}
	}, x, gamma, beta)
	tp.keepScratch(v, xhat.Data)
	return v
}

// colSumProd returns s[j] = sum over rows r (increasing) of
// float32(g[r,j]*h[r,j]).
func colSumProd(g, h *Tensor, rows, n int) *Tensor {
	s := Zeros(n)
	parallelFor(n, 2*rows, func(lo, hi int) {
		acc := s.Data[lo:hi]
		for r := 0; r < rows; r++ {
			gr, hr := g.Data[r*n+lo:r*n+hi], h.Data[r*n+lo:r*n+hi]
			for j, x := range gr {
				acc[j] = acc[j] + float32(x*hr[j])
			}
		}
	})
	return s
}

// RMSNorm records RMS normalization over the last dimension with gain
// gamma [n]. Canonical, per row: ms = (sum float32(x_j*x_j) in order)/n;
// r = Rsqrt(ms + eps); xhat_j = float32(x_j*r); y_j = float32(xhat_j*gamma_j).
// Backward, per row with h_j = float32(g_j*gamma_j):
// b = (sum float32(h_j*xhat_j))/n; dx_j = float32(r * (h_j - float32(xhat_j*b)));
// dgamma_j = sum over rows of float32(g_j*xhat_j).
func (tp *Tape) RMSNorm(x, gamma *Var, eps float32) *Var {
	n := x.Value.Cols()
	if len(gamma.Value.Data) != n {
		panic(fmt.Sprintf("repops: rms norm gain %v does not match input %v", gamma.Value.Shape, x.Value.Shape))
	}
	rows := x.Value.Rows()
	out := Zeros(x.Value.Shape...)
	xhat := Zeros(x.Value.Shape...)
	rstd := make([]float32, rows)
	fn := float32(n)
	parallelFor(rows, 4*n, func(lo, hi int) {
		for r := lo; r < hi; r++ {
			xr := x.Value.Data[r*n : (r+1)*n]
			var s float32
			for _, v := range xr {
				s = s + float32(v*v)
			}
			rs := Rsqrt(s/fn + eps)
			rstd[r] = rs
			for j, v := range xr {
				h := float32(v * rs)
				xhat.Data[r*n+j] = h
				out.Data[r*n+j] = float32(h * gamma.Value.Data[j])
			}
		}
	})
	tp.trace("rms_norm", func() string { return fmt.Sprintf("eps=%08x", f32bits(eps)) }, out, x.Value, gamma.Value)
	return tp.push("rms_norm", out, func(g *Tensor) {
		if x.requiresGrad {
			dx := Zeros(x.Value.Shape...)
			parallelFor(rows, 6*n, func(lo, hi int) {
				h := make([]float32, n)
				for r := lo; r < hi; r++ {
					var sb float32
					for j := 0; j < n; j++ {
						h[j] = float32(g.Data[r*n+j] * gamma.Value.Data[j])
						sb = sb + float32(h[j]*xhat.Data[r*n+j])
					}
					b := sb / fn
					for j := 0; j < n; j++ {
						dx.Data[r*n+j] = float32(rstd[r] * (h[j] - float32(xhat.Data[r*n+j]*b)))
					}
				}
			})
			accum(x, dx)
		}
		if gamma.requiresGrad {
			accum(gamma, colSumProd(g, xhat, rows, n))
		}
	}, x, gamma)
}
