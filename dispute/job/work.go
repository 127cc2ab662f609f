package job

import (
	"context"
	"fmt"

	"github.com/synod-net/synod/repops/work"
)

// Quote is a job's price in work units: the op graph of one training step
// and its units under the work schedule of the op set the job runs on
// (repops/work). Every machine computes the same quote from the same
// spec, so a submitter can fix the fee before anything runs.
type Quote struct {
	OpSetVersion int        `json:"op_set_version"`
	Steps        int        `json:"steps"`
	Params       int64      `json:"params"`
	Batch        int        `json:"batch"`
	Seq          int        `json:"seq,omitempty"` // tokens per row (transformer)
	Graph        work.Graph `json:"-"`
	UnitsPerStep uint64     `json:"units_per_step"`
	Units        uint64     `json:"units"`
}

// QuoteJob builds the job's model (reading a base checkpoint or dataset
// from st when the spec names one) and prices it.
func QuoteJob(ctx context.Context, spec *Spec, st Store) (*Quote, error) {
	if err := spec.Validate(); err != nil {
		return nil, err
	}
	sched, err := work.ScheduleFor(spec.OpSetVersion())
	if err != nil {
		return nil, err
	}
	t, err := newTrainer(ctx, spec, st)
	if err != nil {
		return nil, err
	}
	q := &Quote{OpSetVersion: spec.OpSetVersion(), Steps: spec.Steps, Batch: spec.Train.Batch}
	if t.tf != nil {
		b, err := t.data.batch(1)
		if err != nil {
			return nil, err
		}
		q.Seq = len(b.Tokens[0])
		cfg := t.tf.Config()
		q.Params = cfg.NumParams()
		if q.Graph, err = work.TransformerStep(cfg, q.Batch, q.Seq); err != nil {
			return nil, err
		}
	} else {
		cfg, err := spec.mlpConfig()
		if err != nil {
			return nil, err
		}
		for i := 0; i+1 < len(cfg.Sizes); i++ {
			q.Params += int64(cfg.Sizes[i])*int64(cfg.Sizes[i+1]) + int64(cfg.Sizes[i+1])
		}
		if q.Graph, err = work.MLPStep(cfg, q.Batch); err != nil {
			return nil, err
		}
	}
	if q.UnitsPerStep, err = sched.Units(q.Graph, 1); err != nil {
		return nil, err
	}
	if q.Units, err = sched.Units(q.Graph, uint64(spec.Steps)); err != nil {
		return nil, fmt.Errorf("job: %d steps: %w", spec.Steps, err)
	}
	return q, nil
}
