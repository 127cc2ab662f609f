package repops

import (
	"fmt"
	"math"
)

// PolicyLossOptions configure PolicyLoss.
type PolicyLossOptions struct {
	// EpsLow and EpsHigh bound the probability ratio to
	// [1-EpsLow, 1+EpsHigh] (GRPO/DAPO: 0.2 and 0.28). 0 <= EpsLow < 1,
	// EpsHigh >= 0, both finite.
	EpsLow, EpsHigh float32
	// KLBeta weighs the k3 estimator of the KL divergence to a reference
	// policy, exp(ref-logp) - (ref-logp) - 1 (0: off; RefLogp may then be
	// nil). It must be finite and not negative.
	KLBeta float32
	// Normalizer divides the summed per-token objective (for example the
	// number of learned tokens); it must be positive and finite.
	Normalizer float32
}

// Validate reports options PolicyLoss rejects (it panics on them).
func (o PolicyLossOptions) Validate() error {
	fin := func(x float32) bool { return !math.IsNaN(float64(x)) && !math.IsInf(float64(x), 0) }
	switch {
	case !(o.EpsLow >= 0 && o.EpsLow < 1) || !(o.EpsHigh >= 0) || !fin(o.EpsHigh):
		return fmt.Errorf("repops: policy loss clip range [1-%g, 1+%g] needs 0 <= EpsLow < 1 and a finite EpsHigh >= 0", o.EpsLow, o.EpsHigh)
	case !(o.KLBeta >= 0) || !fin(o.KLBeta):
		return fmt.Errorf("repops: policy loss KL weight %g must be finite and not negative", o.KLBeta)
	case !(o.Normalizer > 0) || !fin(o.Normalizer):
		return fmt.Errorf("repops: policy loss normalizer %g must be positive and finite", o.Normalizer)
	}
	return nil
}

// PolicyLossStats describe one evaluation of the policy loss over the
// learned tokens (target >= 0 and mask != 0).
type PolicyLossStats struct {
	// ClipFraction is the share of learned tokens whose clipped term was
	// the minimum (their policy-gradient part is zero).
	ClipFraction float32
	// MeanRatio is the mean probability ratio over learned tokens
	// (ratios summed in row order, divided by their count).
	MeanRatio float32
	// Tokens is the number of learned tokens.
	Tokens int
}

// policyToken is the per-token work of PolicyLoss: the objective, dL/dlogp,
// whether the clipped term was the minimum, and the ratio. Every operation
// is one IEEE float32 operation in a fixed order, with each product
// rounded explicitly (no fusable a*b+c).
func policyToken(logp, old, ref, adv float32, o PolicyLossOptions) (loss, dlogp float32, clipped bool, ratio float32) {
	ratio = Exp(logp - old)
	unclipped := float32(ratio * adv)
	cr := min(max(ratio, 1-o.EpsLow), 1+o.EpsHigh)
	clippedTerm := float32(cr * adv)
	if clippedTerm < unclipped {
		// The clipped term is the minimum: it does not depend on logp
		// (ratio outside the range on the side the advantage favours).
		loss = -clippedTerm
		clipped = true
	} else {
		loss = -unclipped
		dlogp = -unclipped // d(-ratio*A)/dlogp = -ratio*A
	}
	if o.KLBeta != 0 {
		d := ref - logp
		e := Exp(d)
		kl := (e - d) - 1
		loss = loss + float32(o.KLBeta*kl)
		dlogp = dlogp + float32(o.KLBeta*(1-e))
	}
	return loss, dlogp, clipped, ratio
}

// PolicyLoss records the clipped-ratio policy-gradient objective of GRPO
// (with DAPO's asymmetric clip range) over rows of logits [N, V]. For row
// i with target t_i, logp_i = log_softmax(logits_i)[t_i], ratio_i =
// exp(logp_i - oldLogp_i) and
//
//	L_i = -min(ratio_i*A_i, clip(ratio_i, 1-EpsLow, 1+EpsHigh)*A_i)
//	      + KLBeta*(exp(ref_i - logp_i) - (ref_i - logp_i) - 1)
//
// and the loss is sum_i mask_i*L_i / Normalizer. targets, oldLogp, adv,
// mask and refLogp have length N; refLogp may be nil when KLBeta is 0. Rows whose target is negative or whose mask is 0 are
// skipped: they contribute exactly nothing, whatever their other inputs.
//
// Canonical evaluation per row: the softmax as in CrossEntropy (maximum,
// Exp(x-m) summed left to right, divided by the sum), logp = x_t - (m +
// Log(s)) (the exact negation of CrossEntropy's per-row loss), then
//
//	ratio = Exp(logp - old); u = float32(ratio*A); c = float32(min(max(ratio, 1-EpsLow), 1+EpsHigh)*A)
//	L = -c, dL/dlogp = 0      when c < u (the clipped term is the minimum)
//	L = -u, dL/dlogp = -u     otherwise
//	with KLBeta != 0: d = ref - logp; e = Exp(d);
//	L = L + float32(KLBeta*((e - d) - 1)); dL/dlogp = dL/dlogp + float32(KLBeta*(1 - e))
//
// and total = total + float32(mask_i*L_i) in row order from +0, loss =
// total / Normalizer. Backward with output gradient g, per row with
// dL/dlogp != 0: w = float32(float32(mask_i*g)/Normalizer) * dL/dlogp;
// dlogits_ij = float32(onehot_j - p_ij) * w. Rows are computed in
// parallel, each by one goroutine, so the bits do not depend on
// GOMAXPROCS.
//
// Traced as "policy_loss" with attributes eps_low, eps_high, kl and norm
// (float32 bits as 8 hex digits), the tensor inputs logits, old
// log-probs, advantages and mask (each [N]) and, with a KL term, the
// reference log-probs, then HashInts(targets); ReplayOp recomputes the
// output from these. Like every op, its backward pass records a
// "policy_loss.grad" entry (the loss's final gradient), and the logits'
// gradient is committed by the entry of the op that produced them.
//
// Lengths that do not match, a target >= V, options that Validate rejects
// or a KL term without refLogp panic.
func (tp *Tape) PolicyLoss(logits *Var, targets []int, oldLogp, refLogp, adv, mask []float32, o PolicyLossOptions) *Var {
	out, _ := tp.policyLoss(logits, targets, oldLogp, refLogp, adv, mask, o)
	return out
}

// PolicyLossWithStats is PolicyLoss that also returns its statistics
// (computed in the same pass, from the same ratios).
func (tp *Tape) PolicyLossWithStats(logits *Var, targets []int, oldLogp, refLogp, adv, mask []float32, o PolicyLossOptions) (*Var, PolicyLossStats) {
	return tp.policyLoss(logits, targets, oldLogp, refLogp, adv, mask, o)
}

func (tp *Tape) policyLoss(logits *Var, targets []int, oldLogp, refLogp, adv, mask []float32, o PolicyLossOptions) (*Var, PolicyLossStats) {
	n, v := logits.Value.Rows(), logits.Value.Cols()
	if len(targets) != n || len(oldLogp) != n || len(adv) != n || len(mask) != n || (refLogp != nil && len(refLogp) != n) {
		panic(fmt.Sprintf("repops: policy loss over %d rows got %d targets, %d old log-probs, %d reference log-probs, %d advantages and %d mask values",
			n, len(targets), len(oldLogp), len(refLogp), len(adv), len(mask)))
	}
	if err := o.Validate(); err != nil {
		panic(err.Error())
	}
	if o.KLBeta != 0 && refLogp == nil {
		panic("repops: policy loss with a KL term needs reference log-probs")
	}
	// Check the targets here, not in the row workers: a panic on a worker
	// goroutine could not be recovered (ReplayOp turns panics into errors).
	for r, t := range targets {
		if t >= v {
			panic(fmt.Sprintf("repops: target %d at row %d outside %d classes", t, r, v))
		}
	}
	learn := func(r int) bool { return targets[r] >= 0 && mask[r] != 0 }
	probs := Zeros(n, v)
	losses := make([]float32, n)
	dlogp := make([]float32, n)
	clipped := make([]bool, n)
	ratios := make([]float32, n)
	parallelFor(n, 30*v, func(lo, hi int) {
		for r := lo; r < hi; r++ {
			if !learn(r) {
				continue
			}
			t := targets[r]
			x := logits.Value.Data[r*v : (r+1)*v]
			m, s := softmaxRow(x, probs.Data[r*v:(r+1)*v])
			logp := x[t] - (m + Log(s))
			var ref float32
			if refLogp != nil {
				ref = refLogp[r]
			}
			losses[r], dlogp[r], clipped[r], ratios[r] = policyToken(logp, oldLogp[r], ref, adv[r], o)
		}
	})
	var total, ratioSum float32
	var st PolicyLossStats
	nclipped := 0
	for r := 0; r < n; r++ {
		if !learn(r) {
			continue
		}
		total = total + float32(mask[r]*losses[r])
		st.Tokens++
		ratioSum = ratioSum + ratios[r]
		if clipped[r] {
			nclipped++
		}
	}
	if st.Tokens > 0 {
		st.ClipFraction = float32(nclipped) / float32(st.Tokens)
		st.MeanRatio = ratioSum / float32(st.Tokens)
	}
	out := FromData([]float32{total / o.Normalizer})
	if tp.tracer != nil {
		ins := []*Tensor{logits.Value, FromData(oldLogp, n), FromData(adv, n), FromData(mask, n)}
		if o.KLBeta != 0 {
			ins = append(ins, FromData(refLogp, n))
		}
		tp.tracer.addOp("policy_loss", policyAttrs(o), out, ins, tp.tracer.intsHash(targets))
	}
	return tp.push("policy_loss", out, func(g *Tensor) {
		dx := Zeros(n, v)
		parallelFor(n, 2*v, func(lo, hi int) {
			for r := lo; r < hi; r++ {
				if !learn(r) || dlogp[r] == 0 {
					continue
				}
				t := targets[r]
				// dL/dlogits_j = w * dlogp * (onehot_j - p_j)
				w := float32(float32(mask[r]*g.Data[0])/o.Normalizer) * dlogp[r]
				for j := 0; j < v; j++ {
					p := probs.Data[r*v+j]
					oh := float32(0)
					if j == t {
						oh = 1
					}
					dx.Data[r*v+j] = float32(oh-p) * w
				}
			}
		})
		dx.Shape = append([]int{}, logits.Value.Shape...)
		accum(logits, dx)
	}, logits), st
}

// policyAttrs encodes the options in a trace entry: float32 bit patterns
// as 8 hex digits, in this order.
func policyAttrs(o PolicyLossOptions) string {
	return fmt.Sprintf("eps_low=%08x,eps_high=%08x,kl=%08x,norm=%08x", f32bits(o.EpsLow), f32bits(o.EpsHigh), f32bits(o.KLBeta), f32bits(o.Normalizer))
}

// replayPolicyLoss replays a "policy_loss" entry: tensors logits, old
// log-probs, advantages, mask and (with a KL term, kl != 0) reference
// log-probs; ints the targets.
func replayPolicyLoss(tp *Tape, kv attrMap, tensors []*Tensor, ints [][]int, c func(i int) *Var) (*Var, error) {
	if len(tensors) < 4 || len(tensors) > 5 || len(ints) != 1 {
		return nil, fmt.Errorf("%w: policy_loss takes logits, old log-probs, advantages, mask, optional reference log-probs and one target list", ErrReplay)
	}
	var o PolicyLossOptions
	for _, a := range []struct {
		k   string
		dst *float32
	}{{"eps_low", &o.EpsLow}, {"eps_high", &o.EpsHigh}, {"kl", &o.KLBeta}, {"norm", &o.Normalizer}} {
		x, err := kv.f32(a.k)
		if err != nil {
			return nil, fmt.Errorf("%w: policy_loss: %w", ErrReplay, err)
		}
		*a.dst = x
	}
	if (len(tensors) == 5) != (o.KLBeta != 0) {
		return nil, fmt.Errorf("%w: policy_loss takes reference log-probs exactly when it has a KL term", ErrReplay)
	}
	var ref []float32
	if len(tensors) == 5 {
		ref = tensors[4].Data
	}
	return tp.PolicyLoss(c(0), ints[0], tensors[1].Data, ref, tensors[2].Data, tensors[3].Data, o), nil
}
