package repops

import (
	"fmt"
	"math"
	"strconv"
)

// PolicyLossOptions configure PolicyLoss.
type PolicyLossOptions struct {
	// EpsLow and EpsHigh bound the probability ratio to
	// [1-EpsLow, 1+EpsHigh] (GRPO/DAPO: 0.2 and 0.28).
	EpsLow, EpsHigh float32
	// KLBeta weighs the k3 estimator of the KL divergence to a reference
	// policy (0: off; RefLogp may then be nil).
	KLBeta float32
	// Normalizer divides the summed per-token objective (for example the
	// number of learned tokens); it must be positive.
	Normalizer float32
}

// PolicyLossStats describe one evaluation of the policy loss.
type PolicyLossStats struct {
	// ClipFraction is the share of learned tokens whose clipped term was
	// the minimum (their gradient is zero).
	ClipFraction float32
	// MeanRatio is the mean probability ratio over learned tokens.
	MeanRatio float32
}

// policyToken is the per-token work of PolicyLoss: the log-probability
// of the target, the ratio, the objective and dL/dlogp. Every operation
// is one IEEE float32 operation in a fixed order (no fusable a*b+c).
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
// (with DAPO's asymmetric clip range) over rows of logits [N, V]: for row
// i with target t_i >= 0 (negative targets are skipped), logp_i =
// log_softmax(logits_i)[t_i], ratio_i = exp(logp_i - oldLogp_i) and
//
//	L_i = -min(ratio_i*A_i, clip(ratio_i, 1-EpsLow, 1+EpsHigh)*A_i)
//	      + KLBeta*(exp(ref_i - logp_i) - (ref_i - logp_i) - 1)
//
// and the loss is sum_i mask_i*L_i / Normalizer, summed in row order.
// Canonical evaluation per row: the softmax as in CrossEntropy (maximum,
// Exp(x-m) summed left to right, divided), logp = x_t - (m + Log(s)), then
// policyToken's sequence of float32 operations. Backward: dlogits_i =
// g*mask_i/Normalizer * dL_i/dlogp_i * (onehot(t_i) - softmax_i), zero for
// clipped tokens except for the KL part.
func (tp *Tape) PolicyLoss(logits *Var, targets []int, oldLogp, refLogp, adv, mask []float32, o PolicyLossOptions) *Var {
	out, _ := tp.policyLoss(logits, targets, oldLogp, refLogp, adv, mask, o)
	return out
}

// PolicyLossWithStats is PolicyLoss that also returns its statistics.
func (tp *Tape) PolicyLossWithStats(logits *Var, targets []int, oldLogp, refLogp, adv, mask []float32, o PolicyLossOptions) (*Var, PolicyLossStats) {
	return tp.policyLoss(logits, targets, oldLogp, refLogp, adv, mask, o)
}

func (tp *Tape) policyLoss(logits *Var, targets []int, oldLogp, refLogp, adv, mask []float32, o PolicyLossOptions) (*Var, PolicyLossStats) {
	n, v := logits.Value.Rows(), logits.Value.Cols()
	if len(targets) != n || len(oldLogp) != n || len(adv) != n || len(mask) != n || (refLogp != nil && len(refLogp) != n) {
		panic(fmt.Sprintf("repops: policy loss over %d rows got %d targets, %d old log-probs, %d reference log-probs, %d advantages and %d mask values",
			n, len(targets), len(oldLogp), len(refLogp), len(adv), len(mask)))
	}
	if !(o.Normalizer > 0) || math.IsInf(float64(o.Normalizer), 0) {
		panic(fmt.Sprintf("repops: policy loss normalizer %g must be positive and finite", o.Normalizer))
	}
	if o.KLBeta != 0 && refLogp == nil {
		panic("repops: policy loss with a KL term needs reference log-probs")
	}
	if !(o.EpsLow >= 0 && o.EpsLow < 1 && o.EpsHigh >= 0) {
		panic(fmt.Sprintf("repops: policy loss clip range %g/%g", o.EpsLow, o.EpsHigh))
	}
	probs := Zeros(n, v)
	losses := make([]float32, n)
	dlogp := make([]float32, n)
	clipped := make([]bool, n)
	ratios := make([]float32, n)
	parallelFor(n, 30*v, func(lo, hi int) {
		for r := lo; r < hi; r++ {
			t := targets[r]
			if t < 0 {
				continue
			}
			if t >= v {
				panic(fmt.Sprintf("repops: target %d at row %d outside %d classes", t, r, v))
			}
			x := logits.Value.Data[r*v : (r+1)*v]
			m := x[0]
			for _, e := range x[1:] {
				if e > m {
					m = e
				}
			}
			p := probs.Data[r*v : (r+1)*v]
			var s float32
			for j, e := range x {
				p[j] = Exp(e - m)
				s = s + p[j]
			}
			for j := range p {
				p[j] = p[j] / s
			}
			logp := x[t] - (m + Log(s))
			var ref float32
			if refLogp != nil {
				ref = refLogp[r]
			}
			losses[r], dlogp[r], clipped[r], ratios[r] = policyToken(logp, oldLogp[r], ref, adv[r], o)
		}
	})
	var total, ratioSum float32
	var learned, nclipped int
	for r := 0; r < n; r++ {
		if targets[r] < 0 {
			continue
		}
		total = total + float32(mask[r]*losses[r])
		if mask[r] != 0 {
			learned++
			ratioSum = ratioSum + ratios[r]
			if clipped[r] {
				nclipped++
			}
		}
	}
	var st PolicyLossStats
	if learned > 0 {
		st.ClipFraction = float32(nclipped) / float32(learned)
		st.MeanRatio = ratioSum / float32(learned)
	}
	out := FromData([]float32{total / o.Normalizer})
	if tp.tracer != nil {
		ins := []*Tensor{logits.Value, FromData(oldLogp, n), FromData(adv, n), FromData(mask, n)}
		if refLogp != nil {
			ins = append(ins, FromData(refLogp, n))
		}
		tp.tracer.addOp("policy_loss", policyAttrs(o), out, ins, HashInts(targets))
	}
	return tp.push("policy_loss", out, func(g *Tensor) {
		dx := Zeros(n, v)
		parallelFor(n, 2*v, func(lo, hi int) {
			for r := lo; r < hi; r++ {
				t := targets[r]
				if t < 0 || dlogp[r] == 0 || mask[r] == 0 {
					continue
				}
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

// policyAttrs encodes the options in a trace entry (bit patterns in hex).
func policyAttrs(o PolicyLossOptions) string {
	return fmt.Sprintf("eps_low=%08x,eps_high=%08x,kl=%08x,norm=%08x", f32bits(o.EpsLow), f32bits(o.EpsHigh), f32bits(o.KLBeta), f32bits(o.Normalizer))
}

// replayPolicyLoss replays a "policy_loss" entry: tensors logits, old
// log-probs, advantages, mask and (with a KL term) reference log-probs;
// ints the targets.
func replayPolicyLoss(kv attrMap, tensors []*Tensor, ints [][]int) (*Tensor, error) {
	if len(tensors) < 4 || len(tensors) > 5 || len(ints) != 1 {
		return nil, fmt.Errorf("%w: policy_loss takes logits, old log-probs, advantages, mask, optional reference log-probs and one target list", ErrReplay)
	}
	var o PolicyLossOptions
	for k, dst := range map[string]*float32{"eps_low": &o.EpsLow, "eps_high": &o.EpsHigh, "kl": &o.KLBeta, "norm": &o.Normalizer} {
		s, ok := kv[k]
		if !ok {
			return nil, fmt.Errorf("%w: policy_loss: missing %s", ErrReplay, k)
		}
		bits, err := strconv.ParseUint(s, 16, 32)
		if err != nil {
			return nil, fmt.Errorf("%w: policy_loss: %s %q", ErrReplay, k, s)
		}
		*dst = math.Float32frombits(uint32(bits))
	}
	var ref []float32
	if len(tensors) == 5 {
		ref = tensors[4].Data
	}
	tp := NewTape()
	return tp.PolicyLoss(NewConst(tensors[0]), ints[0], tensors[1].Data, ref, tensors[2].Data, tensors[3].Data, o).Value, nil
}
