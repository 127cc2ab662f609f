package repops

import "fmt"

// Embedding records a lookup: out[t,:] = W[ids[t],:] for W [V,D]. Ids out
// of range panic. Backward: dW[ids[t],:] += g[t,:] for t in increasing
// order (parallel over the D columns, so each element's additions keep
// that order).
func (tp *Tape) Embedding(w *Var, ids []int) *Var {
	v, d := w.Value.Shape[0], w.Value.Cols()
	out := Zeros(len(ids), d)
	for t, id := range ids {
		if id < 0 || id >= v {
			panic(fmt.Sprintf("repops: token id %d at position %d outside vocabulary of %d", id, t, v))
		}
		copy(out.Data[t*d:(t+1)*d], w.Value.Data[id*d:(id+1)*d])
	}
	if tp.tracer != nil {
		tp.tracer.addOp("embedding", "", out, []*Tensor{w.Value}, tp.tracer.intsHash(ids))
	}
	return tp.push("embedding", out, func(g *Tensor) {
		dw := Zeros(w.Value.Shape...)
		parallelFor(d, len(ids), func(lo, hi int) {
			for t, id := range ids {
				for j := lo; j < hi; j++ {
					dw.Data[id*d+j] = dw.Data[id*d+j] + g.Data[t*d+j]
				}
			}
		})
		accum(w, dw)
	}, w)
}

// CrossEntropy records the masked mean cross-entropy of logits [N,V]
// against targets (len N). mask (len N, or nil for all ones) weights each
// row; rows whose target is negative are skipped. Canonical: per row,
// m = max, s = sum Exp(x_j - m) in order, loss_n = (m + Log(s)) - x_t;
// total = sum over rows in order of float32(mask_n*loss_n);
// den = sum of mask_n in order; result = total / den (0 when den is 0).
// Backward: dx[n,j] = float32((p_j - [j==t]) * w_n) with p_j = e_j / s and
// w_n = float32(mask_n*g) / den.
func (tp *Tape) CrossEntropy(logits *Var, targets []int, mask []float32) *Var {
	return tp.crossEntropy(logits, targets, mask, 0)
}

// WeightedNLL records sum over rows of float32(w_n*loss_n) (rows in
// order) divided by the fixed normalizer norm (> 0), with loss_n the
// per-row cross-entropy as in CrossEntropy. Weights may be negative (for
// example policy-gradient advantages). Backward as in CrossEntropy with
// den = norm.
func (tp *Tape) WeightedNLL(logits *Var, targets []int, weights []float32, norm float32) *Var {
	if norm <= 0 {
		panic(fmt.Sprintf("repops: WeightedNLL normalizer must be positive, got %g", norm))
	}
	return tp.crossEntropy(logits, targets, weights, norm)
}

func (tp *Tape) crossEntropy(logits *Var, targets []int, mask []float32, fixedDen float32) *Var {
	n, v := logits.Value.Rows(), logits.Value.Cols()
	if len(targets) != n || (mask != nil && len(mask) != n) {
		panic(fmt.Sprintf("repops: cross entropy over %d rows got %d targets and %d mask values", n, len(targets), len(mask)))
	}
	// Check the targets here, not in the row workers: a panic on a worker
	// goroutine could not be recovered (replay turns panics into errors).
	for r, t := range targets {
		if t >= v {
			panic(fmt.Sprintf("repops: target %d at row %d outside %d classes", t, r, v))
		}
	}
	probs := Zeros(n, v)
	losses := make([]float32, n)
	parallelFor(n, 30*v, func(lo, hi int) {
		for r := lo; r < hi; r++ {
			t := targets[r]
			if t < 0 {
				continue
			}
			x := logits.Value.Data[r*v : (r+1)*v]
			m, s := softmaxRow(x, probs.Data[r*v:(r+1)*v])
			losses[r] = (m + Log(s)) - x[t]
		}
	})
	var total, den float32
	for r := 0; r < n; r++ {
		if targets[r] < 0 {
			continue
		}
		mk := float32(1)
		if mask != nil {
			mk = mask[r]
		}
		total = total + float32(mk*losses[r])
		den = den + mk
	}
	if fixedDen > 0 {
		den = fixedDen
	}
	var loss float32
	if den != 0 {
		loss = total / den
	}
	out := FromData([]float32{loss})
	if tp.tracer != nil {
		extra := []Hash{tp.tracer.intsHash(targets)}
		if mask != nil {
			extra = append(extra, tp.tracer.vecHash(mask))
		}
		attrs := ""
		if fixedDen > 0 {
			attrs = fmt.Sprintf("norm=%08x", f32bits(fixedDen))
		}
		tp.tracer.addOp("cross_entropy", attrs, out, []*Tensor{logits.Value}, extra...)
	}
	return tp.push("cross_entropy", out, func(g *Tensor) {
		dx := Zeros(n, v)
		if den != 0 {
			parallelFor(n, 2*v, func(lo, hi int) {
				for r := lo; r < hi; r++ {
					t := targets[r]
					if t < 0 {
						continue
					}
					mk := float32(1)
					if mask != nil {
						mk = mask[r]
					}
					w := float32(mk*g.Data[0]) / den
					for j := 0; j < v; j++ {
						p := probs.Data[r*v+j]
						if j == t {
							p = p - 1
						}
						dx.Data[r*v+j] = p * w
					}
				}
			})
		}
		dx.Shape = append([]int{}, logits.Value.Shape...)
		accum(logits, dx)
	}, logits)
}
