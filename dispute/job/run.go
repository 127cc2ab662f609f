package job

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"time"

	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/repops"
)

// Run trains spec step by step on repops and returns the signed receipt.
// After every step it hashes the full state and keeps the step's trace
// digest; every CheckpointInterval steps and after the last it stores the
// checkpoint and the traces of the steps since the previous checkpoint in
// st. The initial state is stored too (step 0).
func Run(ctx context.Context, spec *Spec, st Store, id *identity.Identity, opts ...Option) (*Receipt, error) {
	if err := spec.Validate(); err != nil {
		return nil, err
	}
	if st == nil || id == nil {
		return nil, fmt.Errorf("job: Run needs a store and a node key")
	}
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	t, err := newTrainer(ctx, spec, st)
	if err != nil {
		return nil, err
	}
	r := &Receipt{
		Format: ReceiptFormat, Kind: KindTrain, OpSetVersion: OpSetVersion,
		Software: thisSoftware(cfg.version), Device: ThisDevice(),
		Spec: spec, SpecHash: spec.Hash(), DataHash: t.data.hash,
		ModelConfigHash: sha256.Sum256(t.configJSON()),
	}
	cp, err := storeCheckpoint(ctx, st, t, 0, nil, nil)
	if err != nil {
		return nil, err
	}
	r.InitialStateHash = cp.StateHash
	r.Checkpoints = append(r.Checkpoints, cp)
	var (
		pendSteps  []int
		pendTraces [][]repops.TraceEntry
	)
	for s := 1; s <= spec.Steps; s++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		tr := &repops.Tracer{}
		loss, err := t.step(s, tr)
		if err != nil {
			return nil, fmt.Errorf("job: step %d: %w", s, err)
		}
		r.TraceDigests = append(r.TraceDigests, Hash(tr.Digest()))
		if !cfg.noTraces {
			pendSteps = append(pendSteps, s)
			pendTraces = append(pendTraces, tr.Entries())
		}
		h, err := t.stateHash()
		if err != nil {
			return nil, err
		}
		r.StateHashes = append(r.StateHashes, Hash(h))
		cfg.progress(Progress{Phase: "train", Step: s, Steps: spec.Steps, Loss: loss, Elapsed: time.Since(start)})
		if s%spec.CheckpointInterval == 0 || s == spec.Steps {
			cp, err := storeCheckpoint(ctx, st, t, s, pendSteps, pendTraces)
			if err != nil {
				return nil, err
			}
			if cp.StateHash != Hash(h) {
				return nil, fmt.Errorf("job: step %d: the stored checkpoint's hash %s is not the state hash %x", s, cp.StateHash, h)
			}
			r.Checkpoints = append(r.Checkpoints, cp)
			pendSteps, pendTraces = nil, nil
			cfg.progress(Progress{Phase: "checkpoint", Step: s, Steps: spec.Steps, Elapsed: time.Since(start)})
		}
	}
	leaves := make([]commit.Hash, len(r.StateHashes))
	for i, h := range r.StateHashes {
		leaves[i] = commit.Hash(h)
	}
	root, err := commit.Root(leaves)
	if err != nil {
		return nil, err
	}
	r.StateRoot = Hash(root)
	last := r.Checkpoints[len(r.Checkpoints)-1]
	r.Output = Output{CID: last.CID, Step: uint64(spec.Steps), StateHash: last.StateHash}
	if err := r.Sign(id); err != nil {
		return nil, err
	}
	return r, nil
}

// storeCheckpoint stores the trainer's state after step (and the traces
// of steps, when given).
func storeCheckpoint(ctx context.Context, st Store, t *trainer, step int, steps []int, traces [][]repops.TraceEntry) (CheckpointRef, error) {
	b, h, err := t.encode()
	if err != nil {
		return CheckpointRef{}, fmt.Errorf("job: encoding the checkpoint of step %d: %w", step, err)
	}
	c, err := st.Put(ctx, fmt.Sprintf("job-step-%d.ckpt", step), bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return CheckpointRef{}, fmt.Errorf("job: storing the checkpoint of step %d: %w", step, err)
	}
	ref := CheckpointRef{Step: step, CID: c, StateHash: Hash(h)}
	if len(steps) > 0 {
		tb, err := encodeTraces(steps, traces)
		if err != nil {
			return CheckpointRef{}, err
		}
		ref.Traces, err = st.Put(ctx, fmt.Sprintf("job-traces-%d-%d", steps[0], step), bytes.NewReader(tb), int64(len(tb)))
		if err != nil {
			return CheckpointRef{}, fmt.Errorf("job: storing the traces of steps %d..%d: %w", steps[0], step, err)
		}
	}
	return ref, nil
}
