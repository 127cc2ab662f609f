package job

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

// Verify checks r: first its hash and signature, then its structure, then by
// re-execution. A training receipt is re-executed in full from the
// spec's initial state, or with WithSegment from a committed checkpoint
// fetched from st; every step's state hash (and, when the receipt carries
// them, its trace digest) must match, and the output checkpoint (fetched
// by CID) must hold the last state. For a receipt without traces, the
// trace of a differing step is regenerated from the nearest committed
// checkpoint to name the op through the solver's checkpoint.
// An inference receipt's generations are recomputed from its checkpoint.
//
// A receipt that re-executes differently gives a Report with Verified
// false naming the first differing step and, where the solver's traces
// or checkpoint allow, the first differing op; err is for receipts that
// cannot be checked (bad signature, missing artifacts, cancellation).
func Verify(ctx context.Context, r *Receipt, st Store, opts ...Option) (*Report, error) {
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	if err := r.CheckSignature(); err != nil {
		return nil, err
	}
	if err := r.Validate(); err != nil {
		return nil, err
	}
	start := time.Now()
	var rep *Report
	if r.Kind == KindInfer {
		rep, err = verifyInfer(ctx, r, st, cfg)
	} else {
		rep, err = verifyTrain(ctx, r, st, cfg)
	}
	if rep != nil {
		rep.Duration = time.Since(start)
	}
	return rep, err
}

func verifyInfer(ctx context.Context, r *Receipt, st Store, cfg *config) (*Report, error) {
	rep := &Report{Kind: KindInfer}
	in := r.Inference
	m, sh, err := loadInferModel(ctx, st, in.Checkpoint, in.OpSet, r.Format)
	if err != nil {
		return nil, err
	}
	if sh != r.Output.StateHash || sh != r.InitialStateHash {
		rep.Mismatch = &Mismatch{What: "checkpoint", Claimed: r.Output.StateHash, Computed: sh, Detail: "the checkpoint's state hash is not the one the receipt names"}
		return rep, nil
	}
	c, _ := m.Checkpoint()
	if mh := Hash(sha256.Sum256(canonicalConfig(c.Config))); mh != r.ModelConfigHash {
		rep.Mismatch = &Mismatch{What: "model config", Claimed: r.ModelConfigHash, Computed: mh}
		return rep, nil
	}
	gens, err := generate(m, in, cfg.progress)
	if err != nil {
		return nil, err
	}
	if len(in.Outputs) != len(gens) {
		return nil, fmt.Errorf("%w: %d outputs for %d prompts", ErrReceipt, len(in.Outputs), len(gens))
	}
	for i, g := range gens {
		if g.TokenHash != in.Outputs[i].TokenHash {
			pos := 0
			for pos < len(g.Tokens) && pos < len(in.Outputs[i].Tokens) && g.Tokens[pos] == in.Outputs[i].Tokens[pos] {
				pos++
			}
			rep.Mismatch = &Mismatch{Step: i, What: "tokens", Claimed: in.Outputs[i].TokenHash, Computed: g.TokenHash,
				Detail: fmt.Sprintf("first differing generated token at position %d", pos)}
			return rep, nil
		}
		rep.Steps++
	}
	rep.Verified = true
	return rep, nil
}

func verifyTrain(ctx context.Context, r *Receipt, st Store, cfg *config) (*Report, error) {
	n := r.Spec.Steps
	from, to := 0, n
	if cfg.segment {
		from, to = cfg.segFrom, min(cfg.segTo, n)
		if from >= n {
			return nil, fmt.Errorf("job: segment starts at step %d, the job has %d steps", from, n)
		}
	}
	rep := &Report{Kind: KindTrain, From: from, To: to}
	start := time.Now()
	t, err := newTrainer(ctx, r.Spec, st)
	if err != nil {
		return nil, err
	}
	t.format = r.Format
	if h := Hash(t.data.hash); h != r.DataHash {
		rep.Mismatch = &Mismatch{What: "data hash", Claimed: r.DataHash, Computed: h}
		return rep, nil
	}
	if h := Hash(sha256.Sum256(t.configJSON())); h != r.ModelConfigHash {
		rep.Mismatch = &Mismatch{What: "model config hash", Claimed: r.ModelConfigHash, Computed: h}
		return rep, nil
	}
	if from == 0 {
		h, err := t.stateHash()
		if err != nil {
			return nil, err
		}
		if Hash(h) != r.InitialStateHash {
			rep.Mismatch = &Mismatch{What: "initial state hash", Claimed: r.InitialStateHash, Computed: Hash(h)}
			return rep, nil
		}
	} else {
		ref, ok := r.checkpointAt(from)
		if !ok {
			return nil, fmt.Errorf("job: no committed checkpoint at step %d to start the segment from", from)
		}
		b, err := readAll(ctx, st, ref.CID, maxCheckpointBytes)
		if err != nil {
			return nil, fmt.Errorf("job: checkpoint of step %d: %w", from, err)
		}
		cfg.progress(Progress{Phase: "fetch", Step: from, Steps: n, Elapsed: time.Since(start)})
		if err := t.load(b); err != nil {
			return nil, err
		}
		h, err := t.stateHash()
		if err != nil {
			return nil, err
		}
		if Hash(h) != ref.StateHash {
			return nil, fmt.Errorf("%w: the checkpoint %s of step %d has state hash %x, the receipt commits %s", ErrArtifact, ref.CID, from, h, ref.StateHash)
		}
	}
	traced := len(r.TraceDigests) > 0
	rep.Traced = traced
	var last *repops.Tracer // our trace of the last step re-executed (traced receipts)
	for s := from + 1; s <= to; s++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		var tr *repops.Tracer
		if traced {
			tr = t.tracer(false)
		}
		last = tr
		loss, err := t.step(s, tr)
		if err != nil {
			return nil, fmt.Errorf("job: re-executing step %d: %w", s, err)
		}
		var digest Hash
		if traced {
			digest = Hash(tr.Digest())
		}
		h, err := t.stateHash()
		if err != nil {
			return nil, err
		}
		cfg.progress(Progress{Phase: "verify", Step: s, Steps: to, Loss: loss, Elapsed: time.Since(start)})
		if Hash(h) != r.StateHashes[s-1] || (traced && digest != r.TraceDigests[s-1]) {
			what, claimed, computed := "state hash", r.StateHashes[s-1], Hash(h)
			if Hash(h) == r.StateHashes[s-1] {
				what, claimed, computed = "trace digest", r.TraceDigests[s-1], digest
			}
			m := &Mismatch{Step: s, What: what, Claimed: claimed, Computed: computed}
			if tr == nil {
				if t, tr, err = regenerate(ctx, r, st, from, s); err != nil {
					m.Detail = "op not located: regenerating the step's trace: " + err.Error()
					rep.Mismatch = m
					return rep, nil
				}
			}
			locate(ctx, r, st, t, s, tr, m)
			rep.Mismatch = m
			return rep, nil
		}
		if traced && len(r.TraceLengths) == n {
			if got := len(tr.Entries()); got != r.TraceLengths[s-1] {
				// The digest matches but the stated length does not: the
				// receipt misstates what a dispute over it would assume.
				rep.Mismatch = &Mismatch{Step: s, What: "trace length", Claimed: r.TraceDigests[s-1], Computed: digest,
					Detail: fmt.Sprintf("the receipt states %d trace entries for step %d, its trace has %d", r.TraceLengths[s-1], s, got)}
				return rep, nil
			}
		}
		rep.Steps++
	}
	if to == n {
		// The output checkpoint must hold the last committed state.
		b, err := readAll(ctx, st, r.Output.CID, maxCheckpointBytes)
		if err != nil {
			return nil, fmt.Errorf("job: output checkpoint: %w", err)
		}
		c, _, err := checkpoint.Decode(bytes.NewReader(b))
		var h Hash
		if err == nil {
			h, err = StateHash(r.Format, c)
		}
		if err != nil || h != r.Output.StateHash {
			m := &Mismatch{Step: n, What: "checkpoint", Claimed: r.Output.StateHash, Computed: Hash(h),
				Detail: fmt.Sprintf("the output checkpoint %s does not hold the last committed state", r.Output.CID)}
			if err == nil {
				if last == nil {
					var rerr error
					if t, last, rerr = regenerate(ctx, r, st, from, n); rerr != nil {
						m.Detail += "; op not located: regenerating the step's trace: " + rerr.Error()
					}
				}
				if last != nil {
					ours, _ := t.checkpoint()
					m.Op, m.Detail = opFromCheckpoint(last, c, ours, m.Detail)
				}
			}
			rep.Mismatch = m
			return rep, nil
		}
	}
	rep.Verified = true
	return rep, nil
}

func (r *Receipt) checkpointAt(step int) (CheckpointRef, bool) {
	for _, c := range r.Checkpoints {
		if c.Step == step {
			return c, true
		}
	}
	return CheckpointRef{}, false
}

// solverTrace fetches the solver's stored trace of step s and checks it
// against the committed digest.
func solverTrace(ctx context.Context, r *Receipt, st Store, s int) (*repops.Tracer, error) {
	var ref CheckpointRef
	for _, c := range r.Checkpoints[1:] {
		if c.Step >= s {
			ref = c
			break
		}
	}
	if ref.Traces == "" {
		return nil, errors.New("the solver stored no traces for this step")
	}
	b, err := readAll(ctx, st, ref.Traces, checkpoint.MaxHeaderSize+1<<20)
	if err != nil {
		return nil, err
	}
	trs, err := decodeTraces(b)
	if err != nil {
		return nil, fmt.Errorf("trace bundle %s: %w", ref.Traces, err)
	}
	tr, ok := trs[s]
	if !ok {
		return nil, fmt.Errorf("trace bundle %s has no trace of step %d", ref.Traces, s)
	}
	if d := Hash(tr.Digest()); d != r.TraceDigests[s-1] {
		return nil, fmt.Errorf("the solver's stored trace of step %d (digest %s) is not the one it committed (%s)", s, d.String()[:16], r.TraceDigests[s-1].String()[:16])
	}
	return tr, nil
}

// locate fills m.Op: the first op of step s where the solver's stored
// trace and ours (tr) differ (receipts with trace digests); when there is
// none or it agrees, the optimizer op whose outputs the solver's
// checkpoint of step s does not hold.
func locate(ctx context.Context, r *Receipt, st Store, t *trainer, s int, tr *repops.Tracer, m *Mismatch) {
	note := ""
	if len(r.TraceDigests) > 0 {
		sol, err := solverTrace(ctx, r, st, s)
		if err == nil {
			if i := repops.FirstDifference(tr, sol); i >= 0 {
				ours, theirs := tr.Entries(), sol.Entries()
				op := &OpDiff{Index: i}
				if i < len(theirs) {
					op.Op, op.Attrs, op.Solver = theirs[i].Op, theirs[i].Attrs, theirs[i].String()
				} else {
					op.Solver = "(trace ends)"
				}
				if i < len(ours) {
					op.Op, op.Attrs, op.Verifier = ours[i].Op, ours[i].Attrs, ours[i].String()
				} else {
					op.Verifier = "(trace ends)"
				}
				m.Op, m.Detail = op, "located by comparing the solver's stored trace of the step with the re-executed one"
				return
			}
			note = "the solver's trace of the step matches the re-executed one; "
		} else {
			note = "the solver's trace: " + err.Error() + "; "
		}
	}
	ref, ok := r.checkpointAt(s)
	if !ok {
		if len(r.TraceDigests) == 0 {
			m.Detail = "op not located: the receipt commits no op traces and no checkpoint at this step (the solver's trace of the step is what a dispute asks for)"
		} else {
			m.Detail = "op not located: " + note + "there is no committed checkpoint at this step"
		}
		return
	}
	b, err := readAll(ctx, st, ref.CID, maxCheckpointBytes)
	if err != nil {
		m.Detail = "op not located: " + note + "checkpoint of the step: " + err.Error()
		return
	}
	c, _, err := checkpoint.Decode(bytes.NewReader(b))
	if err != nil {
		m.Detail = "op not located: " + note + "checkpoint of the step: " + err.Error()
		return
	}
	ours, _ := t.checkpoint()
	m.Op, m.Detail = opFromCheckpoint(tr, c, ours, note+"the solver's checkpoint of the step is not the re-executed state")
}

// regenerate re-executes the job from the nearest committed checkpoint
// at or after step from and before step s (whose state the verification
// has already matched against the receipt), then step s with tracing:
// it returns the trainer at our state after s and our trace of s.
func regenerate(ctx context.Context, r *Receipt, st Store, from, s int) (*trainer, *repops.Tracer, error) {
	t, err := replayTo(ctx, r, st, from, s-1)
	if err != nil {
		return nil, nil, err
	}
	tr := t.tracer(false)
	if _, err := t.step(s, tr); err != nil {
		return nil, nil, err
	}
	return t, tr, nil
}

// opFromCheckpoint finds the optimizer op of trace tr (the step that
// produced c) whose output, SHA-256 over the hashes of the updated
// parameter and its two AdamW moments, c does not hold.
func opFromCheckpoint(tr *repops.Tracer, c, ours *checkpoint.Checkpoint, detail string) (*OpDiff, string) {
	if tr == nil {
		return nil, detail + "; no trace of the step to name the op"
	}
	p := len(c.Tensors) / 3
	for i, e := range tr.Entries() {
		if e.Op != "adamw" {
			continue
		}
		attrs := strings.Split(e.Attrs, ",")
		k, err := strconv.Atoi(strings.TrimPrefix(attrs[0], "param="))
		if err != nil || k < 0 || k >= p || len(c.Tensors) != 3*p {
			continue
		}
		ts := []checkpoint.Tensor{c.Tensors[k], c.Tensors[p+k], c.Tensors[2*p+k]}
		h := sha256.New()
		for _, x := range ts {
			th := checkpoint.TensorHash(x.Shape, x.Data)
			h.Write(th[:])
		}
		if Hash(h.Sum(nil)) != Hash(e.Output) {
			name := ts[0].Name + " (or its moments)"
			if ours != nil && len(ours.Tensors) == len(c.Tensors) {
				for j, x := range ts {
					y := ours.Tensors[[]int{k, p + k, 2*p + k}[j]]
					if checkpoint.TensorHash(x.Shape, x.Data) != checkpoint.TensorHash(y.Shape, y.Data) {
						name = x.Name
						break
					}
				}
			}
			return &OpDiff{Index: i, Op: e.Op, Attrs: e.Attrs, Tensor: name, Verifier: e.String()},
				detail + "; the solver's checkpoint does not hold this op's output"
		}
	}
	return nil, detail + "; every optimizer output matches: the difference is in the step counter or RNG state"
}
