package models

import (
	"fmt"
)

// JoinStages assembles the whole model from one peer of every stage (in
// stage order): parameters, AdamW moments, step count and RNG counters.
// Its StateHash is what a single machine training the same model with
// the same gradients would have.
func JoinStages(stages []*Stage) (*Transformer, error) {
	if len(stages) == 0 {
		return nil, fmt.Errorf("%w: no stages to join", ErrStage)
	}
	cfg := stages[0].cfg
	m, err := NewTransformer(cfg.Model)
	if err != nil {
		return nil, err
	}
	index := map[string]int{}
	for i, n := range m.st.names {
		index[n] = i
	}
	seen := 0
	for k, s := range stages {
		if s.cfg.Stage != k || s.cfg.Stages != len(stages) || s.cfg.Model != cfg.Model {
			return nil, fmt.Errorf("%w: stage %d of %d given at position %d of %d", ErrStage, s.cfg.Stage, s.cfg.Stages, k, len(stages))
		}
		if s.st.opt.Steps != stages[0].st.opt.Steps {
			return nil, fmt.Errorf("%w: stage %d took %d steps, stage 0 took %d", ErrStage, k, s.st.opt.Steps, stages[0].st.opt.Steps)
		}
		for i, n := range s.st.names {
			j := index[n]
			copy(m.st.params[j].Value.Data, s.st.params[i].Value.Data)
			copy(m.st.opt.M[j].Data, s.st.opt.M[i].Data)
			copy(m.st.opt.V[j].Data, s.st.opt.V[i].Data)
			seen++
		}
	}
	if seen != len(m.st.names) {
		return nil, fmt.Errorf("%w: the stages hold %d parameters, the model %d", ErrStage, seen, len(m.st.names))
	}
	m.st.opt.Steps = stages[0].st.opt.Steps
	key, ctr, lane := stages[0].st.rng.State()
	m.st.rng.Restore(key, ctr, lane)
	return m, nil
}
