package models

import (
	"fmt"
	"sort"

	"github.com/synod-net/synod/repops"
)

// SampleOptions control Sample.
type SampleOptions struct {
	// MaxTokens is the number of tokens to generate at most.
	MaxTokens int
	// Temperature divides the logits; 0 or less means greedy (argmax).
	Temperature float32
	// TopK keeps only the K most likely tokens (0: all).
	TopK int
	// Stop ends generation after any of these tokens is produced.
	Stop []int
}

// SampleToken draws a token from one row of logits. Canonical: with
// temperature <= 0 it returns the first index of the maximum. Otherwise
// z_j = logits_j / temperature; candidates are ordered by z descending,
// ties by lower index; only the first topK are kept (all when topK <= 0
// or larger than the vocabulary); p = softmax over the kept z in that
// order (as repops.SoftmaxRows); one uniform u = rng.Float32() is drawn
// and the first candidate whose running sum of p (float32, in order)
// exceeds u is returned (the last candidate if rounding leaves none).
func SampleToken(logits []float32, temperature float32, topK int, rng *repops.Philox) int {
	if len(logits) == 0 {
		return -1
	}
	if temperature <= 0 {
		best := 0
		for j, v := range logits {
			if v > logits[best] {
				best = j
			}
		}
		return best
	}
	idx := make([]int, len(logits))
	z := make([]float32, len(logits))
	for j, v := range logits {
		idx[j] = j
		z[j] = v / temperature
	}
	sort.SliceStable(idx, func(a, b int) bool { return z[idx[a]] > z[idx[b]] })
	if topK > 0 && topK < len(idx) {
		idx = idx[:topK]
	}
	kept := repops.Zeros(len(idx))
	for i, j := range idx {
		kept.Data[i] = z[j]
	}
	p := repops.SoftmaxRows(kept)
	u := rng.Float32()
	var cum float32
	for i, j := range idx {
		cum = cum + p.Data[i]
		if u < cum {
			return j
		}
	}
	return idx[len(idx)-1]
}

// Sample continues prompt autoregressively, feeding the last Context
// tokens at each step, drawing each token with SampleToken from rng (which
// advances; pass m.RNG() to make the draws part of the model state). It
// returns only the generated tokens.
func (m *Transformer) Sample(prompt []int, opts SampleOptions, rng *repops.Philox) ([]int, error) {
	if len(prompt) == 0 {
		return nil, fmt.Errorf("models: empty prompt")
	}
	if rng == nil && opts.Temperature > 0 {
		return nil, fmt.Errorf("models: sampling with temperature %g needs a Philox stream", opts.Temperature)
	}
	if len(prompt)+opts.MaxTokens <= m.cfg.Context {
		return m.sampleCached(prompt, opts, rng)
	}
	return m.sampleFull(prompt, opts, rng)
}

// sampleFull is Sample recomputing the whole window for every token.
func (m *Transformer) sampleFull(prompt []int, opts SampleOptions, rng *repops.Philox) ([]int, error) {
	seq := append([]int{}, prompt...)
	var out []int
	for len(out) < opts.MaxTokens {
		win := seq
		if len(win) > m.cfg.Context {
			win = win[len(win)-m.cfg.Context:]
		}
		lg, err := m.Logits(win)
		if err != nil {
			return nil, err
		}
		v := m.cfg.Vocab
		last := lg.Data[(len(win)-1)*v : len(win)*v]
		tok := SampleToken(last, opts.Temperature, opts.TopK, rng)
		seq = append(seq, tok)
		out = append(out, tok)
		if stops(opts.Stop, tok) {
			return out, nil
		}
	}
	return out, nil
}

// sampleCached is Sample through a Decoder (the whole sequence fits the
// context, so no window slides); it draws exactly the same tokens.
func (m *Transformer) sampleCached(prompt []int, opts SampleOptions, rng *repops.Philox) ([]int, error) {
	d := m.NewDecoder()
	var last []float32
	for _, t := range prompt {
		lg, err := d.Feed(t)
		if err != nil {
			return nil, err
		}
		last = lg
	}
	var out []int
	for len(out) < opts.MaxTokens {
		tok := SampleToken(last, opts.Temperature, opts.TopK, rng)
		out = append(out, tok)
		if stops(opts.Stop, tok) || len(out) == opts.MaxTokens {
			break
		}
		lg, err := d.Feed(tok)
		if err != nil {
			return nil, err
		}
		last = lg
	}
	return out, nil
}

func stops(stop []int, tok int) bool {
	for _, s := range stop {
		if tok == s {
			return true
		}
	}
	return false
}
