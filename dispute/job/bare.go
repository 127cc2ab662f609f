package job

import (
	"context"
	"fmt"
)

// RunBare trains spec exactly as Run does but without anything a receipt
// needs: no tracing, no state hashes, no stored checkpoints or traces. It
// returns the final state hash (computed once). It is the baseline for
// measuring what receipts cost (synod bench verify); st is only read, for
// a base checkpoint or a dataset.
func RunBare(ctx context.Context, spec *Spec, st Store) (Hash, error) {
	if err := spec.Validate(); err != nil {
		return Hash{}, err
	}
	t, err := newTrainer(ctx, spec, st)
	if err != nil {
		return Hash{}, err
	}
	for s := 1; s <= spec.Steps; s++ {
		if err := ctx.Err(); err != nil {
			return Hash{}, err
		}
		if _, err := t.step(s, nil); err != nil {
			return Hash{}, fmt.Errorf("job: step %d: %w", s, err)
		}
	}
	h, err := t.stateHash()
	return Hash(h), err
}
