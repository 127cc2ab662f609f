package models

import "github.com/synod-net/synod/repops"

// ReverseTask is a fixed small sequence task: given n symbols, a
// separator and the symbols reversed. Tokens: 0 is the separator, symbols
// are 1..Symbols. A sequence of length 2n+1 is fed as its first 2n tokens;
// the loss covers only the n reversed positions.
type ReverseTask struct {
	N       int
	Symbols int
}

// Vocab returns the vocabulary size the task needs.
func (r ReverseTask) Vocab() int { return r.Symbols + 1 }

// Context returns the sequence length the model sees.
func (r ReverseTask) Context() int { return 2 * r.N }

// Example draws one sequence from rng: input tokens, targets (-1 where no
// loss applies) and the expected answer.
func (r ReverseTask) Example(rng *repops.Philox) (tokens, targets, answer []int) {
	sym := make([]int, r.N)
	for i := range sym {
		sym[i] = 1 + rng.Intn(r.Symbols)
	}
	full := append([]int{}, sym...)
	full = append(full, 0)
	for i := r.N - 1; i >= 0; i-- {
		full = append(full, sym[i])
	}
	tokens = full[:2*r.N]
	targets = make([]int, 2*r.N)
	for t := range targets {
		targets[t] = -1
		if t >= r.N {
			targets[t] = full[t+1]
		}
	}
	return tokens, targets, full[r.N+1:]
}

// Batch draws a training batch of size b.
func (r ReverseTask) Batch(rng *repops.Philox, b int) Batch {
	var out Batch
	for i := 0; i < b; i++ {
		tok, tgt, _ := r.Example(rng)
		out.Tokens = append(out.Tokens, tok)
		out.Targets = append(out.Targets, tgt)
	}
	return out
}

// Accuracy returns the fraction of count held-out examples (drawn from
// rng) whose whole answer the model produces by greedy decoding.
func (r ReverseTask) Accuracy(m *Transformer, rng *repops.Philox, count int) (float64, error) {
	ok := 0
	for i := 0; i < count; i++ {
		tok, _, ans := r.Example(rng)
		got, err := m.Sample(tok[:r.N+1], SampleOptions{MaxTokens: r.N}, nil)
		if err != nil {
			return 0, err
		}
		match := true
		for j := range ans {
			if got[j] != ans[j] {
				match = false
			}
		}
		if match {
			ok++
		}
	}
	return float64(ok) / float64(count), nil
}
