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
//
// After every step it commits to the full state (weights, AdamW moments,
// step and RNG counters) by its state hash; every CheckpointInterval steps
// and after the last it stores the checkpoint in st. The initial state
// (step 0) is the base checkpoint, or follows from the spec and is not
// stored. The training goroutine only copies the state after each step;
// hashing, encoding and storing run on a goroutine of their own while
// training goes on.
//
// By default no op trace is kept: every step is a pure function of the
// state before it, so a step's trace is regenerated from the nearest
// committed checkpoint when someone needs it (a verifier locating an op, a
// dispute). WithTraces also traces every op, keeps each step's trace
// digest in the receipt and stores the traces with the checkpoints.
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
		Format: ReceiptFormat, Kind: KindTrain, OpSetVersion: spec.OpSetVersion(),
		Software: thisSoftware(cfg.version), Device: ThisDevice(),
		Spec: spec, SpecHash: spec.Hash(), DataHash: t.data.hash,
		ModelConfigHash: sha256.Sum256(t.configJSON()),
	}
	w := newCommitter(ctx, st)
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
		var tr *repops.Tracer
		if cfg.traces {
			tr = t.tracer(false)
		}
		loss, err := t.step(s, tr)
		if err != nil {
			return nil, fmt.Errorf("job: step %d: %w", s, err)
		}
		j := commitJob{step: s, store: s%spec.CheckpointInterval == 0 || s == spec.Steps}
		if tr != nil {
			// Traced: the optimizer step has hashed the new state for
			// its trace entries, so the state hash costs nothing more.
			r.TraceDigests = append(r.TraceDigests, Hash(tr.Digest()))
			r.TraceLengths = append(r.TraceLengths, len(tr.Entries()))
			pendSteps = append(pendSteps, s)
			pendTraces = append(pendTraces, tr.Entries())
			h, err := t.stateHash()
			if err != nil {
				return nil, err
			}
			hh := Hash(h)
			j.hash = &hh
			if j.store {
				j.steps, j.traces = pendSteps, pendTraces
				pendSteps, pendTraces = nil, nil
			}
		}
		if tr == nil || j.store {
			if j.c, err = w.snapshot(t); err != nil {
				return nil, err
			}
		}
		if err := w.add(j); err != nil {
			return nil, err
		}
		cfg.progress(Progress{Phase: "train", Step: s, Steps: spec.Steps, Loss: loss, Elapsed: time.Since(start)})
	}
	if r.StateHashes, r.Checkpoints, err = w.wait(); err != nil {
		return nil, err
	}
	cfg.progress(Progress{Phase: "checkpoint", Step: spec.Steps, Steps: spec.Steps, Elapsed: time.Since(start)})
	root, err := stateRoot(r.StateHashes)
	if err != nil {
		return nil, err
	}
	r.StateRoot = root
	last := r.Checkpoints[len(r.Checkpoints)-1]
	r.Output = Output{CID: last.CID, Step: uint64(spec.Steps), StateHash: last.StateHash}
	if err := r.Sign(id); err != nil {
		return nil, err
	}
	return r, nil
}

// stateRoot is the internal/commit Merkle root over per-step state hashes.
func stateRoot(hs []Hash) (Hash, error) {
	leaves := make([]commit.Hash, len(hs))
	for i, h := range hs {
		leaves[i] = commit.Hash(h)
	}
	root, err := commit.Root(leaves)
	return Hash(root), err
}

// committer hashes the state after every step and encodes and stores
// checkpoints and trace bundles, on a goroutine of its own, in step order.
// The training goroutine hands it copies of the state (snapshot), so
// training goes on while it works; a few copies are recycled.
type committer struct {
	ctx  context.Context
	st   Store
	jobs chan commitJob
	free chan *checkpoint.Checkpoint // snapshots to reuse
	done chan struct{}

	// Written by the committer goroutine only, read after done closes.
	hashes []Hash
	refs   []CheckpointRef
	err    error
}

// commitJob is the state after one step.
type commitJob struct {
	ref    *CheckpointRef         // already stored: only recorded
	step   int                    // the step that produced the state
	c      *checkpoint.Checkpoint // snapshot the committer owns, or nil when hash is known and nothing is stored
	hash   *Hash                  // the state hash when already known
	store  bool                   // store c as a committed checkpoint
	steps  []int                  // with store: steps whose traces go with it
	traces [][]repops.TraceEntry
}

// committerDepth is how many steps training may run ahead of hashing.
const committerDepth = 2

func newCommitter(ctx context.Context, st Store) *committer {
	w := &committer{ctx: ctx, st: st, jobs: make(chan commitJob, committerDepth),
		free: make(chan *checkpoint.Checkpoint, committerDepth+2), done: make(chan struct{})}
	go w.loop()
	return w
}

// snapshot copies the trainer's state into a recycled snapshot.
func (w *committer) snapshot(t *trainer) (*checkpoint.Checkpoint, error) {
	c, err := t.checkpoint()
	if err != nil {
		return nil, err
	}
	var snap *checkpoint.Checkpoint
	select {
	case snap = <-w.free:
	default:
		snap = &checkpoint.Checkpoint{}
	}
	old := snap.Tensors
	*snap = *c
	snap.Tensors = old[:0]
	for i, x := range c.Tensors {
		var buf []float32
		if i < len(old) && cap(old[i].Data) >= len(x.Data) {
			buf = old[i].Data[:len(x.Data)]
		} else {
			buf = make([]float32, len(x.Data))
		}
		copy(buf, x.Data)
		x.Data = buf
		snap.Tensors = append(snap.Tensors, x)
	}
	return snap, nil
}

// add queues the state after one step.
func (w *committer) add(j commitJob) error {
	select {
	case w.jobs <- j:
		return nil
	case <-w.done:
		return w.err
	}
}

// addRef records a checkpoint that is already stored (or need not be).
func (w *committer) addRef(ref CheckpointRef) {
	w.jobs <- commitJob{ref: &ref}
}

func (w *committer) loop() {
	defer close(w.done)
	for j := range w.jobs {
		if j.ref != nil {
			w.refs = append(w.refs, *j.ref)
			continue
		}
		if err := w.commit(j); err != nil {
			w.err = err // add sees done closed and returns it
			return
		}
	}
}

func (w *committer) commit(j commitJob) error {
	if j.hash == nil {
		for i := range j.c.Tensors {
			x := &j.c.Tensors[i]
			h := checkpoint.TensorHash(x.Shape, x.Data)
			x.Hash = &h
		}
		h, err := StateHash(ReceiptFormat, j.c)
		if err != nil {
			return fmt.Errorf("job: state hash of step %d: %w", j.step, err)
		}
		j.hash = &h
	}
	w.hashes = append(w.hashes, *j.hash)
	if j.store {
		ref, err := storeCheckpoint(w.ctx, w.st, j)
		if err != nil {
			return err
		}
		w.refs = append(w.refs, ref)
	}
	if j.c != nil {
		for i := range j.c.Tensors {
			j.c.Tensors[i].Hash = nil
		}
		select {
		case w.free <- j.c:
		default:
		}
	}
	return nil
}

// wait commits what is queued and returns the state hash of every step
// and the committed checkpoints, in order.
func (w *committer) wait() ([]Hash, []CheckpointRef, error) {
	close(w.jobs)
	<-w.done
	w.jobs = nil
	return w.hashes, w.refs, w.err
}

// stop ends the committer when Run returns early.
func (w *committer) stop() {
	if w.jobs != nil {
		close(w.jobs)
		w.jobs = nil
		<-w.done
	}
}

// storeCheckpoint encodes and stores one checkpoint (and the traces of
// the steps since the previous one).
func storeCheckpoint(ctx context.Context, st Store, j commitJob) (CheckpointRef, error) {
	var buf bytes.Buffer
	if _, err := checkpoint.Encode(&buf, j.c); err != nil {
		return CheckpointRef{}, fmt.Errorf("job: encoding the checkpoint of step %d: %w", j.step, err)
	}
	b := buf.Bytes()
	// The header written is the one the state hash was taken over (the
	// tensor data is not hashed again: Encode took the same tensor hashes).
	hdr, err := checkpoint.ReadHeader(bytes.NewReader(b))
	if err != nil {
		return CheckpointRef{}, fmt.Errorf("job: step %d: reading back the checkpoint's header: %w", j.step, err)
	}
	if h, err := commit.HeaderStateHash(hdr); err != nil || Hash(h) != *j.hash {
		return CheckpointRef{}, fmt.Errorf("job: step %d: the checkpoint's state hash %x is not the committed %s (%v)", j.step, h, *j.hash, err)
	}
	c, err := st.Put(ctx, fmt.Sprintf("job-step-%d.ckpt", j.step), bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return CheckpointRef{}, fmt.Errorf("job: storing the checkpoint of step %d: %w", j.step, err)
	}
	ref := CheckpointRef{Step: j.step, CID: c, StateHash: *j.hash}
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
