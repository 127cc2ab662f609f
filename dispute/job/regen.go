package job

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

// ErrInconsistent reports a receipt whose own checkpoints, re-executed,
// do not give the state hashes it commits to.
var ErrInconsistent = errors.New("job: re-execution does not give the receipt's state")

// StepTrace regenerates step s (1..steps) of r's training job the way a
// party to a dispute answers for its receipt without having stored
// traces: from the receipt's nearest committed checkpoint before s
// (fetched from st and checked against its state hash), it re-executes up
// to step s-1, checks that state against the receipt's state hash of step
// s-1 (ErrInconsistent otherwise), then runs step s with a capturing
// tracer. It returns the tracer (the step's entries and the inputs each
// read), the state before s and the state after s.
func StepTrace(ctx context.Context, r *Receipt, st Store, s int) (tr *repops.Tracer, pre, post *checkpoint.Checkpoint, err error) {
	if r.Kind != KindTrain || r.Spec == nil {
		return nil, nil, nil, fmt.Errorf("%w: not a training receipt", ErrReceipt)
	}
	if s < 1 || s > r.Spec.Steps {
		return nil, nil, nil, fmt.Errorf("job: step %d outside 1..%d", s, r.Spec.Steps)
	}
	t, err := replayTo(ctx, r, st, 0, s-1)
	if err != nil {
		return nil, nil, nil, err
	}
	want := r.InitialStateHash
	if s > 1 {
		want = r.StateHashes[s-2]
	}
	if h, err := t.stateHash(); err != nil {
		return nil, nil, nil, err
	} else if Hash(h) != want {
		return nil, nil, nil, fmt.Errorf("%w: state after step %d is %x, the receipt commits %s", ErrInconsistent, s-1, h[:8], want.String()[:16])
	}
	if pre, err = snapshotOf(t); err != nil {
		return nil, nil, nil, err
	}
	tr = t.tracer(true)
	if _, err := t.step(s, tr); err != nil {
		return nil, nil, nil, fmt.Errorf("job: step %d: %w", s, err)
	}
	if post, err = snapshotOf(t); err != nil {
		return nil, nil, nil, err
	}
	return tr, pre, post, nil
}

// replayTo builds the job's trainer at the state after step `to`: from
// the receipt's nearest committed checkpoint at or after step `from` and
// at or before `to` that st holds (an earlier one, or the initial state,
// when st does not have it: a verifier that kept no checkpoints
// re-executes from the start), then re-executing the steps in between
// untraced.
func replayTo(ctx context.Context, r *Receipt, st Store, from, to int) (*trainer, error) {
	t, err := newTrainer(ctx, r.Spec, st)
	if err != nil {
		return nil, err
	}
	t.format = r.Format
	at := 0
	for i := len(r.Checkpoints) - 1; i >= 1; i-- {
		ref := r.Checkpoints[i]
		if ref.Step < from || ref.Step > to {
			continue
		}
		b, err := readAll(ctx, st, ref.CID, maxCheckpointBytes)
		if errors.Is(err, ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("checkpoint of step %d: %w", ref.Step, err)
		}
		if err := t.load(b); err != nil {
			return nil, err
		}
		if h, err := t.stateHash(); err != nil || Hash(h) != ref.StateHash {
			return nil, fmt.Errorf("%w: the checkpoint of step %d does not hold the committed state", ErrArtifact, ref.Step)
		}
		at = ref.Step
		break
	}
	if at == 0 && from > 0 {
		return nil, fmt.Errorf("%w: no committed checkpoint from step %d on is in the store", ErrNotFound, from)
	}
	for k := at + 1; k <= to; k++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if _, err := t.step(k, nil); err != nil {
			return nil, fmt.Errorf("job: step %d: %w", k, err)
		}
	}
	return t, nil
}

// snapshotOf returns a copy of the trainer's state as a checkpoint.
func snapshotOf(t *trainer) (*checkpoint.Checkpoint, error) {
	c, err := t.checkpoint()
	if err != nil {
		return nil, err
	}
	cp := *c
	cp.Tensors = make([]checkpoint.Tensor, len(c.Tensors))
	for i, x := range c.Tensors {
		x.Data = append([]float32(nil), x.Data...)
		x.Hash = nil
		cp.Tensors[i] = x
	}
	return &cp, nil
}

// TraceFrom runs step s of spec's job from the state pre (the state after
// step s-1, as a checkpoint of the job's model) with a capturing tracer:
// what a referee does when the parties disagree on what an entry of the
// step computes from what. st supplies a dataset named by CID; format is
// the receipt format whose trace to record (0: ReceiptFormat).
func TraceFrom(ctx context.Context, spec *Spec, st Store, pre *checkpoint.Checkpoint, s, format int) (*repops.Tracer, error) {
	if s < 1 || s > spec.Steps {
		return nil, fmt.Errorf("job: step %d outside 1..%d", s, spec.Steps)
	}
	t, err := newTrainer(ctx, spec, st)
	if err != nil {
		return nil, err
	}
	if format != 0 {
		t.format = format
	}
	var buf bytes.Buffer
	if _, err := checkpoint.Encode(&buf, pre); err != nil {
		return nil, fmt.Errorf("%w: pre-state: %w", ErrArtifact, err)
	}
	if err := t.load(buf.Bytes()); err != nil {
		return nil, err
	}
	tr := t.tracer(true)
	if _, err := t.step(s, tr); err != nil {
		return nil, fmt.Errorf("job: step %d: %w", s, err)
	}
	return tr, nil
}
