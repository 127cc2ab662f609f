package serve

import (
	"context"
	"fmt"
	"slices"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/pipeline/deploy"
	"github.com/synod-net/synod/pipeline/run"
	"github.com/synod-net/synod/repops"
)

// Eval is a session's evaluation: the trained model's loss on batches
// it did not train on, run forward only through the stages that still
// have a live peer (as the anchor's eval.py runs a subset of the
// stages): a stage whose peers are all gone is skipped, and a peer that
// fails during the evaluation is left for another of its stage, or its
// stage skipped from then on.
type Eval struct {
	// Batches evaluated, each of the session's batch size.
	Batches int
	// Loss is the mean cross-entropy over the batches (summed in batch
	// order).
	Loss float64
	// Stages are those the last batch visited, 0 first; Skipped those it
	// did not (no live peer).
	Stages  []int
	Skipped []int
	// Rerouted counts hops sent to another peer of the stage (or past a
	// stage) because the first peer asked failed.
	Rerouted int
}

// evalIter is the data iteration of evaluation batch 0: beyond any
// training iteration (at most MaxIterations), so the model never trained
// on it.
const evalIter = MaxIterations + 1

// evaluate runs the session's evaluation over the peers that reported a
// result without error and were not dropped (live), keyed by stage. It
// needs the coordinator's own stage idle (its run ended). Peers that fail
// are reset and removed from live.
func (c *Coordinator) evaluate(ctx context.Context, own *run.Peer, live map[int][]*candidate) (*Eval, error) {
	mcfg, _ := ModelConfig(c.cfg.Model, c.cfg.Stages)
	data := deploy.Counting(mcfg.Vocab, mcfg.Context, c.cfg.Batch, c.cfg.Seed<<16)
	st := own.Stage()
	ev := &Eval{}
	var sum float64
	for b := range c.cfg.EvalBatches {
		mb := data(evalIter+b, 0)
		key := evalKey(uint64(b))
		x, err := st.Embed(key, mb.Tokens)
		if err != nil {
			return nil, err
		}
		ev.Stages, ev.Skipped = []int{0}, nil
		for s := 1; s < c.cfg.Stages; s++ {
			y, err := c.evalStage(ctx, live, s, b, x, ev)
			if err != nil {
				st.Discard(key)
				return nil, err
			}
			if y == nil {
				ev.Skipped = append(ev.Skipped, s)
				continue
			}
			x = y
			ev.Stages = append(ev.Stages, s)
		}
		loss, _, err := st.Loss(key, x, mb.Targets, 1)
		st.Discard(key)
		if err != nil {
			return nil, err
		}
		sum += float64(loss)
		ev.Batches++
		c.t.evaluated()
	}
	if ev.Batches > 0 {
		ev.Loss = sum / float64(ev.Batches)
	}
	return ev, nil
}

// evalStage runs x through a live peer of stage s (batch b picks which,
// in turn), trying the others of the stage when one fails; nil when the
// stage has no live peer left.
func (c *Coordinator) evalStage(ctx context.Context, live map[int][]*candidate, s, b int, x *repops.Tensor, ev *Eval) (*repops.Tensor, error) {
	for tries := 0; len(live[s]) > 0; tries++ {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		ks := live[s]
		k := ks[b%len(ks)]
		y, err := c.evalOn(ctx, k, x)
		if err == nil {
			return y, nil
		}
		c.s.log.Warn("pipeline: evaluating without a stage peer that failed", "peer", k.id, "stage", s, "err", err)
		k.c.reset()
		k.c = nil
		live[s] = slices.DeleteFunc(ks, func(o *candidate) bool { return o == k })
		ev.Rerouted++
	}
	return nil, nil
}

// evalOn asks peer k to run x through its stage.
func (c *Coordinator) evalOn(ctx context.Context, k *candidate, x *repops.Tensor) (*repops.Tensor, error) {
	if err := k.c.send(&Message{Kind: KindEval, Shape: slices.Clone(x.Shape), Data: x.Data}); err != nil {
		return nil, err
	}
	m, err := k.c.expect(ctx, c.s.timeout, KindEvaled)
	if err != nil {
		return nil, err
	}
	if m.Error != "" {
		return nil, fmt.Errorf("serve: %s: %s", k.id, m.Error)
	}
	if !slices.Equal(m.Shape, x.Shape) {
		return nil, fmt.Errorf("%w: %s answered activations of shape %v for %v", ErrMessage, k.id, m.Shape, x.Shape)
	}
	return repops.FromData(m.Data, m.Shape...), nil
}

// liveByStage returns the members that can still evaluate: they sent a
// result without error and the run did not drop them, by stage.
func liveByStage(members []*candidate, results map[peer.ID]*Message, dropped map[peer.ID]bool) map[int][]*candidate {
	live := map[int][]*candidate{}
	for _, k := range members {
		if m := results[k.id]; m != nil && m.Error == "" && !dropped[k.id] && k.c != nil {
			live[k.stage] = append(live[k.stage], k)
		}
	}
	return live
}
