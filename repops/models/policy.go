package models

import (
	"fmt"

	"github.com/synod-net/synod/repops"
)

// TokenLogProbs returns, for a batch of equal-length sequences, the
// log-probability the model gives each target (0 where the target is
// negative), computed without gradients as one batched Forward followed
// by the canonical log-softmax of each row (repops.LogSoftmaxRows: the
// same bits as LogProbs of each sequence alone). Use it for the old and
// reference log-probs of a PolicyBatch. PolicyLoss evaluates logp as
// x_t - (m + Log(s)) rather than (x_t - m) - Log(s), so on the policy that
// produced them the ratio is 1 to within a few float32 ulps, not always
// exactly 1.
func (m *Transformer) TokenLogProbs(tokens, targets [][]int) ([][]float32, error) {
	if len(targets) != len(tokens) {
		return nil, fmt.Errorf("models: %d sequences, %d target rows", len(tokens), len(targets))
	}
	lg, err := m.Forward(m.st.tape(repops.NoGrad()), tokens)
	if err != nil {
		return nil, err
	}
	ls := repops.LogSoftmaxRows(lg.Value)
	v := m.cfg.Vocab
	T := len(tokens[0])
	out := make([][]float32, len(tokens))
	for b, row := range targets {
		if len(row) != T {
			return nil, fmt.Errorf("models: target row %d has length %d, want %d", b, len(row), T)
		}
		out[b] = make([]float32, T)
		for t, tg := range row {
			if tg >= v {
				return nil, fmt.Errorf("models: target %d outside vocabulary of %d", tg, v)
			}
			if tg >= 0 {
				out[b][t] = ls.Data[(b*T+t)*v+tg]
			}
		}
	}
	return out, nil
}

// PolicyBatch is a policy-gradient batch: equal-length sequences, their
// targets (negative: ignored), and per position the behaviour policy's
// log-probability of the target (OldLogp), the reference policy's (RefLogp,
// only with a KL term), the advantage and the loss mask. Every row has
// the length of the token rows.
type PolicyBatch struct {
	Tokens, Targets [][]int
	// OldLogp and RefLogp are the behaviour and reference policies'
	// log-probabilities of each target (see TokenLogProbs); RefLogp may be
	// nil without a KL term.
	OldLogp, RefLogp [][]float32
	// Adv is each position's advantage (GRPO: the completion's
	// group-normalised reward); Mask weighs positions (0: not learned,
	// such as prompt and padding positions).
	Adv, Mask [][]float32
	// Normalizer divides the summed objective (for example the number of
	// completion tokens); used when the options' Normalizer is 0.
	Normalizer float32
}

func flatF(rows [][]float32, n, T int, name string) ([]float32, error) {
	if rows == nil {
		return nil, nil
	}
	if len(rows) != n {
		return nil, fmt.Errorf("models: %d %s rows for %d sequences", len(rows), name, n)
	}
	out := make([]float32, 0, n*T)
	for i, r := range rows {
		if len(r) != T {
			return nil, fmt.Errorf("models: %s row %d has length %d, want %d", name, i, len(r), T)
		}
		out = append(out, r...)
	}
	return out, nil
}

// PolicyStep runs forward, the clipped-ratio policy loss (repops
// PolicyLoss with o; o.Normalizer defaults to b.Normalizer), backward,
// gradient clipping and one AdamW step, and returns the loss before the
// update with the loss's statistics. It mirrors TrainStep: tr (may be nil)
// records every op, and tracing changes no bit of the state. Invalid
// batches or options are errors, checked before the model changes.
func (m *Transformer) PolicyStep(b PolicyBatch, o repops.PolicyLossOptions, tr *repops.Tracer) (float32, repops.PolicyLossStats, error) {
	var st repops.PolicyLossStats
	n := len(b.Tokens)
	if n == 0 || len(b.Targets) != n {
		return 0, st, fmt.Errorf("models: policy batch of %d sequences and %d target rows", n, len(b.Targets))
	}
	T := len(b.Tokens[0])
	targets := make([]int, 0, n*T)
	for i, r := range b.Targets {
		if len(r) != T {
			return 0, st, fmt.Errorf("models: target row %d has length %d, want %d", i, len(r), T)
		}
		for _, t := range r {
			if t >= m.cfg.Vocab {
				return 0, st, fmt.Errorf("models: target %d outside vocabulary of %d", t, m.cfg.Vocab)
			}
		}
		targets = append(targets, r...)
	}
	old, err := flatF(b.OldLogp, n, T, "old log-prob")
	if err != nil {
		return 0, st, err
	}
	ref, err := flatF(b.RefLogp, n, T, "reference log-prob")
	if err != nil {
		return 0, st, err
	}
	adv, err := flatF(b.Adv, n, T, "advantage")
	if err != nil {
		return 0, st, err
	}
	mask, err := flatF(b.Mask, n, T, "mask")
	if err != nil {
		return 0, st, err
	}
	if old == nil || adv == nil || mask == nil {
		return 0, st, fmt.Errorf("models: a policy batch needs old log-probs, advantages and a mask")
	}
	if o.Normalizer == 0 {
		o.Normalizer = b.Normalizer
	}
	if err := o.Validate(); err != nil {
		return 0, st, err
	}
	if o.KLBeta != 0 && ref == nil {
		return 0, st, fmt.Errorf("models: a KL term needs reference log-probs")
	}
	tp := m.st.tape()
	if tr != nil {
		tp = m.st.tape(repops.WithTracer(tr))
		m.st.opt.PrimeTracer(m.st.params, tr)
	}
	m.st.zeroGrad()
	logits, err := m.Forward(tp, b.Tokens)
	if err != nil {
		return 0, st, err
	}
	loss, st := tp.PolicyLossWithStats(logits, targets, old, ref, adv, mask, o)
	tp.Backward(loss)
	m.st.apply(m.cfg.ClipNorm, tr)
	return loss.Value.Data[0], st, nil
}
