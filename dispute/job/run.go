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
	"github.com/synod-net/synod/repops/checkpoint"
)

// Run trains spec step by step on repops and returns the signed receipt.
// After every step it hashes the full state and keeps the step's trace
// digest; every CheckpointInterval steps and after the last it stores the
// checkpoint and the traces of the steps since the previous checkpoint in
// st. The initial state (step 0) is the base checkpoint, or follows from
// the spec and is not stored.
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
	// Checkpoints and traces are snapshotted on the training goroutine
	// and encoded and stored by a writer goroutine while training goes on.
	w := newCheckpointWriter(ctx, st)
	defer w.stop()
	h0, err := t.stateHash()
	if err != nil {
		return nil, err
	}
	r.InitialStateHash = Hash(h0)
	// The initial state is not stored again: it is the base checkpoint,
	// or it follows from the spec.
	w.addRef(CheckpointRef{Step: 0, CID: spec.Model.Base, StateHash: Hash(h0)})
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
			if err := w.add(t, s, Hash(h), pendSteps, pendTraces); err != nil {
				return nil, err
			}
			pendSteps, pendTraces = nil, nil
		}
	}
	if r.Checkpoints, err = w.wait(); err != nil {
		return nil, err
	}
	cfg.progress(Progress{Phase: "checkpoint", Step: spec.Steps, Steps: spec.Steps, Elapsed: time.Since(start)})
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

// checkpointWriter encodes and stores checkpoints and trace bundles on
// a goroutine of its own, in order.
type checkpointWriter struct {
	ctx  context.Context
	st   Store
	jobs chan ckptJob
	done chan struct{}
	refs []CheckpointRef
	err  error
}

type ckptJob struct {
	ref    *CheckpointRef // already stored: only recorded
	c      *checkpoint.Checkpoint
	step   int
	hash   Hash
	steps  []int
	traces [][]repops.TraceEntry
}

func newCheckpointWriter(ctx context.Context, st Store) *checkpointWriter {
	w := &checkpointWriter{ctx: ctx, st: st, jobs: make(chan ckptJob, 4), done: make(chan struct{})}
	go w.loop()
	return w
}

// add snapshots the trainer's state after step (whose state hash is h)
// and queues it with the traces of steps.
func (w *checkpointWriter) add(t *trainer, step int, h Hash, steps []int, traces [][]repops.TraceEntry) error {
	c, err := t.checkpoint()
	if err != nil {
		return err
	}
	snap := *c
	snap.Tensors = make([]checkpoint.Tensor, len(c.Tensors))
	for i, x := range c.Tensors {
		x.Data = append([]float32(nil), x.Data...)
		snap.Tensors[i] = x
	}
	select {
	case w.jobs <- ckptJob{c: &snap, step: step, hash: h, steps: steps, traces: traces}:
		return nil
	case <-w.done:
		return w.err
	}
}

// addRef records a checkpoint that is already stored (or need not be).
func (w *checkpointWriter) addRef(ref CheckpointRef) {
	w.jobs <- ckptJob{ref: &ref}
}

func (w *checkpointWriter) loop() {
	defer close(w.done)
	for j := range w.jobs {
		if j.ref != nil {
			w.refs = append(w.refs, *j.ref)
			continue
		}
		ref, err := storeCheckpoint(w.ctx, w.st, j)
		if err != nil {
			w.err = err
			return
		}
		w.refs = append(w.refs, ref)
	}
}

// wait stores what is queued and returns the references in order.
func (w *checkpointWriter) wait() ([]CheckpointRef, error) {
	close(w.jobs)
	<-w.done
	w.jobs = nil
	return w.refs, w.err
}

// stop ends the writer when Run returns early.
func (w *checkpointWriter) stop() {
	if w.jobs != nil {
		close(w.jobs)
		w.jobs = nil
		<-w.done
	}
}

// storeCheckpoint encodes and stores one checkpoint (and the traces of
// the steps since the previous one).
func storeCheckpoint(ctx context.Context, st Store, j ckptJob) (CheckpointRef, error) {
	var buf bytes.Buffer
	h, err := checkpoint.Encode(&buf, j.c)
	if err != nil {
		return CheckpointRef{}, fmt.Errorf("job: encoding the checkpoint of step %d: %w", j.step, err)
	}
	if Hash(h) != j.hash {
		return CheckpointRef{}, fmt.Errorf("job: step %d: the checkpoint's hash %x is not the state hash %s", j.step, h, j.hash)
	}
	b := buf.Bytes()
	c, err := st.Put(ctx, fmt.Sprintf("job-step-%d.ckpt", j.step), bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return CheckpointRef{}, fmt.Errorf("job: storing the checkpoint of step %d: %w", j.step, err)
	}
	ref := CheckpointRef{Step: j.step, CID: c, StateHash: j.hash}
	if len(j.steps) > 0 {
		tb, err := encodeTraces(j.steps, j.traces)
		if err != nil {
			return CheckpointRef{}, err
		}
		ref.Traces, err = st.Put(ctx, fmt.Sprintf("job-traces-%d-%d", j.steps[0], j.step), bytes.NewReader(tb), int64(len(tb)))
		if err != nil {
			return CheckpointRef{}, fmt.Errorf("job: storing the traces of steps %d..%d: %w", j.steps[0], j.step, err)
		}
	}
	return ref, nil
}
