package repops

import "fmt"

// CausalSelfAttention records multi-head causal self-attention over
// q, k, v of shape [B*T, D] (B sequences of T positions, D = heads * hd,
// head h using columns h*hd .. h*hd+hd-1). Canonical, for each sequence,
// head and query position i, with scale = Rsqrt(float32(hd)):
//
//	s_j  = float32(dot(q_i, k_j) * scale) for j = 0..i, dot summed over the
//	       head's columns in order with float32 products;
//	p    = softmax of s_0..s_i as in SoftmaxRows;
//	o_i  = sum over j = 0..i in order of float32(p_j * v_j), per column.
//
// Backward (same notation, g = dO):
//
//	dp_j  = dot(g_i, v_j); c = sum_j float32(p_j*dp_j) in order;
//	ds_j  = float32(float32(p_j*(dp_j - c)) * scale);
//	dq_i  = sum over j = 0..i of float32(ds_ij * k_j);
//	dk_j  = sum over i = j..T-1 in order of float32(ds_ij * q_i);
//	dv_j  = sum over i = j..T-1 in order of float32(p_ij * g_i).
//
// Work is split across (sequence, head) pairs, which own disjoint outputs.
func (tp *Tape) CausalSelfAttention(q, k, v *Var, batch, seq, heads int) *Var {
	d := q.Value.Cols()
	if q.Value.Rows() != batch*seq || !q.Value.SameShape(k.Value) || !q.Value.SameShape(v.Value) || heads <= 0 || d%heads != 0 {
		panic(fmt.Sprintf("repops: attention shapes q%v k%v v%v do not fit batch %d, seq %d, heads %d", q.Value.Shape, k.Value.Shape, v.Value.Shape, batch, seq, heads))
	}
	hd := d / heads
	scale := Rsqrt(float32(hd))
	out := Zeros(batch*seq, d)
	probs := make([]float32, batch*heads*seq*seq)
	qd, kd, vd := q.Value.Data, k.Value.Data, v.Value.Data
	parallelFor(batch*heads, seq*seq*hd, func(lo, hi int) {
		s := make([]float32, seq)
		for bh := lo; bh < hi; bh++ {
			b, h := bh/heads, bh%heads
			base, col := b*seq, h*hd
			P := probs[bh*seq*seq : (bh+1)*seq*seq]
			for i := 0; i < seq; i++ {
				qi := qd[(base+i)*d+col : (base+i)*d+col+hd]
				for j := 0; j <= i; j++ {
					kj := kd[(base+j)*d+col : (base+j)*d+col+hd]
					var acc float32
					for c := range qi {
						acc = acc + float32(qi[c]*kj[c])
					}
					s[j] = float32(acc * scale)
				}
				softmaxRow(s[:i+1], P[i*seq:i*seq+i+1])
				o := out.Data[(base+i)*d+col : (base+i)*d+col+hd]
				for j := 0; j <= i; j++ {
					pj := P[i*seq+j]
					vj := vd[(base+j)*d+col : (base+j)*d+col+hd]
					for c := range o {
						o[c] = o[c] + float32(pj*vj[c])
					}
				}
			}
		}
	})
	tp.trace("causal_attention", func() string { return fmt.Sprintf("batch=%d,seq=%d,heads=%d", batch, seq, heads) }, out, q.Value, k.Value, v.Value)
	return tp.push("causal_attention", out, func(g *Tensor) {
		dq, dk, dv := Zeros(batch*seq, d), Zeros(batch*seq, d), Zeros(batch*seq, d)
		gd := g.Data
		parallelFor(batch*heads, 3*seq*seq*hd, func(lo, hi int) {
			ds := make([]float32, seq*seq)
			dp := make([]float32, seq)
			for bh := lo; bh < hi; bh++ {
				b, h := bh/heads, bh%heads
				base, col := b*seq, h*hd
				P := probs[bh*seq*seq : (bh+1)*seq*seq]
				for i := 0; i < seq; i++ {
					gi := gd[(base+i)*d+col : (base+i)*d+col+hd]
					for j := 0; j <= i; j++ {
						vj := vd[(base+j)*d+col : (base+j)*d+col+hd]
						var acc float32
						for c := range gi {
							acc = acc + float32(gi[c]*vj[c])
						}
						dp[j] = acc
					}
					var cs float32
					for j := 0; j <= i; j++ {
						cs = cs + float32(P[i*seq+j]*dp[j])
					}
					for j := 0; j <= i; j++ {
						ds[i*seq+j] = float32(float32(P[i*seq+j]*(dp[j]-cs)) * scale)
					}
					dqi := dq.Data[(base+i)*d+col : (base+i)*d+col+hd]
					for j := 0; j <= i; j++ {
						kj := kd[(base+j)*d+col : (base+j)*d+col+hd]
						w := ds[i*seq+j]
						for c := range dqi {
							dqi[c] = dqi[c] + float32(w*kj[c])
						}
					}
				}
				for j := 0; j < seq; j++ {
					dkj := dk.Data[(base+j)*d+col : (base+j)*d+col+hd]
					dvj := dv.Data[(base+j)*d+col : (base+j)*d+col+hd]
					for i := j; i < seq; i++ {
						qi := qd[(base+i)*d+col : (base+i)*d+col+hd]
						gi := gd[(base+i)*d+col : (base+i)*d+col+hd]
						w, p := ds[i*seq+j], P[i*seq+j]
						for c := range dkj {
							dkj[c] = dkj[c] + float32(w*qi[c])
							dvj[c] = dvj[c] + float32(p*gi[c])
						}
					}
				}
			}
		})
		accum(q, dq)
		accum(k, dk)
		accum(v, dv)
	}, q, k, v)
}
