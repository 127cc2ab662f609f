package run_test

import (
	"context"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/pipeline/run"
	"github.com/synod-net/synod/repops/models"
)

// TestPipelineMatchesOneMachine runs one peer per stage over loopback and
// the same stages in order in one process: with one peer per stage the
// executor's gradient sums (microbatch order) are those of the single
// machine, so every stage's state hash must be equal bit for bit.
func TestPipelineMatchesOneMachine(t *testing.T) {
	const iters, mbs, stages = 3, 4, 6
	cfg := tinyModel()
	hs := hosts(t, stages)
	members := make([]run.Member, stages)
	for i, h := range hs {
		members[i] = run.Member{ID: h.ID(), Stage: i}
	}
	plan := run.Plan{Stages: stages, Members: members, Paths: map[peer.ID][]run.Path{hs[0].ID(): run.FullPaths(members, stages, mbs, 0)}}
	data := counting(cfg.Vocab, 0)
	peers := make([]*run.Peer, stages)
	for i, h := range hs {
		var opts []run.Option
		if i == 0 {
			opts = append(opts, run.WithData(data), run.WithCredits(2))
		}
		p, err := run.NewPeer(h, cfg, plan, append(opts, run.WithSlots(2))...)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = p.Close() })
		peers[i] = p
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	errs := make(chan error, stages)
	results := make([][]run.Result, stages)
	for i, p := range peers {
		go func() {
			r, err := p.Run(ctx, iters)
			results[i] = r
			errs <- err
		}()
	}
	for range stages {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}

	// The same iterations on one machine.
	local := make([]*models.Stage, stages)
	for s := range local {
		var err error
		if local[s], err = models.NewStage(cfg, s, stages); err != nil {
			t.Fatal(err)
		}
	}
	for it := range iters {
		var order []uint64
		var sum float32
		for k := range mbs {
			mb := data(it, k)
			key := uint64(k)
			order = append(order, key)
			x, err := local[0].Embed(key, mb.Tokens)
			if err != nil {
				t.Fatal(err)
			}
			for s := 1; s < stages; s++ {
				if x, err = local[s].Forward(key, x); err != nil {
					t.Fatal(err)
				}
			}
			loss, g, err := local[0].Loss(key, x, mb.Targets, 1.0/mbs)
			if err != nil {
				t.Fatal(err)
			}
			sum = sum + loss
			for s := stages - 1; s >= 0; s-- {
				if g, err = local[s].Backward(key, g); err != nil {
					t.Fatal(err)
				}
			}
		}
		if got, want := results[0][it].Loss, sum/mbs; got != want {
			t.Fatalf("iteration %d: pipeline loss %v, one machine %v", it, got, want)
		}
		for s, st := range local {
			g, err := st.LocalGrads(order)
			if err != nil {
				t.Fatal(err)
			}
			avg, err := models.AverageGrads([]models.RankGrads{{Rank: 0, Grads: g}})
			if err != nil {
				t.Fatal(err)
			}
			if err := st.SetGrads(avg); err != nil {
				t.Fatal(err)
			}
			if _, err := st.Step(); err != nil {
				t.Fatal(err)
			}
			h, err := st.StateHash()
			if err != nil {
				t.Fatal(err)
			}
			if h != results[s][it].StateHash {
				t.Fatalf("iteration %d stage %d: pipeline state %x, one machine %x", it, s, results[s][it].StateHash, h)
			}
		}
	}
}
