package run_test

import (
	"context"
	"math/rand/v2"
	"sync/atomic"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/peerstore"

	"github.com/synod-net/synod/node/loophost"
	"github.com/synod-net/synod/pipeline/emu"
	"github.com/synod-net/synod/pipeline/run"
	"github.com/synod-net/synod/pipeline/wire"
	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/models"
)

func tinyModel() models.TransformerConfig {
	return models.TransformerConfig{Vocab: 16, Context: 8, Dim: 16, Layers: 6, Heads: 2, FFMult: 2, Seed: 11,
		Optim: repops.AdamWConfig{LR: 2e-2, Beta1: 0.9, Beta2: 0.99, Eps: 1e-8}, ClipNorm: 1}
}

// hosts starts n libp2p hosts on loopback that know each other's
// addresses; they are closed when the test ends.
func hosts(t *testing.T, n int) []host.Host {
	t.Helper()
	hs := make([]host.Host, n)
	for i := range hs {
		h, err := loophost.New()
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = h.Close() })
		hs[i] = h
	}
	for _, a := range hs {
		for _, b := range hs {
			if a != b {
				a.Peerstore().AddAddrs(b.ID(), b.Addrs(), peerstore.PermanentAddrTTL)
			}
		}
	}
	return hs
}

// counting returns microbatches of sequences that count up modulo the
// vocabulary from a random start: an easy task whose loss falls fast.
func counting(vocab, owner int) run.DataFunc {
	return func(iter, k int) run.Microbatch {
		rng := rand.New(rand.NewPCG(uint64(owner), uint64(iter<<16|k)))
		var mb run.Microbatch
		for range 4 {
			start := rng.IntN(vocab)
			seq := make([]int, 9)
			for i := range seq {
				seq[i] = (start + i) % vocab
			}
			mb.Tokens = append(mb.Tokens, seq[:8])
			mb.Targets = append(mb.Targets, seq[1:]...)
		}
		return mb
	}
}

type outcome struct {
	results [][]run.Result // by member ordinal
	members []run.Member
}

// train runs a plan of 6 stages over 8 peers (stage sizes 2,2,1,1,1,1)
// for iters iterations. bad, when >= 0, is the ordinal of a peer whose
// activation frames are corrupted from iteration 1 on, or that kill
// makes misbehave when it is not nil.
func train(t *testing.T, iters, bad int, minStages int, paths func([]run.Member) map[peer.ID][]run.Path, opts ...run.Option) outcome {
	return trainWith(t, iters, bad, nil, minStages, paths, opts...)
}

func trainWith(t *testing.T, iters, bad int, kill func(host.Host, *atomic.Pointer[run.Peer]) run.Option, minStages int, paths func([]run.Member) map[peer.ID][]run.Path, opts ...run.Option) outcome {
	t.Helper()
	return trainPer(t, iters, bad, kill, minStages, paths, nil, opts...)
}

// trainPer is trainWith with per(i), when not nil, adding options for
// peer i.
func trainPer(t *testing.T, iters, bad int, kill func(host.Host, *atomic.Pointer[run.Peer]) run.Option, minStages int, paths func([]run.Member) map[peer.ID][]run.Path, per func(i int) []run.Option, opts ...run.Option) outcome {
	t.Helper()
	cfg := tinyModel()
	hs := hosts(t, 8)
	stages := []int{0, 0, 1, 1, 2, 3, 4, 5}
	members := make([]run.Member, len(hs))
	for i, h := range hs {
		members[i] = run.Member{ID: h.ID(), Stage: stages[i]}
	}
	plan := run.Plan{Stages: 6, Members: members, Paths: paths(members), MinStages: minStages}
	peers := make([]*run.Peer, len(hs))
	var badPeer atomic.Pointer[run.Peer]
	for i, h := range hs {
		o := append([]run.Option{}, opts...)
		if per != nil {
			o = append(o, per(i)...)
		}
		if stages[i] == 0 {
			o = append(o, run.WithData(counting(cfg.Vocab, i)))
		}
		if i == bad && kill != nil {
			o = append(o, kill(h, &badPeer))
		} else if i == bad {
			o = append(o, run.WithTamper(func(f *wire.Frame) []byte {
				if f.Kind != wire.KindActivation || f.Iter < 1 {
					return nil
				}
				g := *f
				g.Shape = []int{f.Shape[0], f.Shape[1] * f.Shape[2]} // wrong shape for the receiver
				b, _ := wire.Encode(&g, wire.DefaultLimits())
				return b
			}))
		}
		p, err := run.NewPeer(h, cfg, plan, o...)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = p.Close() })
		peers[i] = p
		if i == bad {
			badPeer.Store(p)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	type res struct {
		i   int
		r   []run.Result
		err error
	}
	ch := make(chan res, len(peers))
	for i, p := range peers {
		if i == bad {
			go func() {
				r, err := p.Run(ctx, iters)
				_, _ = r, err // the dropped peer never finishes; Close ends it
			}()
			continue
		}
		go func() {
			r, err := p.Run(ctx, iters)
			ch <- res{i, r, err}
		}()
	}
	out := outcome{results: make([][]run.Result, len(peers)), members: members}
	for range len(peers) - btoi(bad >= 0) {
		r := <-ch
		if r.err != nil {
			t.Fatalf("peer %d: %v", r.i, r.err)
		}
		out.results[r.i] = r.r
	}
	return out
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func fullPlan(members []run.Member) map[peer.ID][]run.Path {
	return map[peer.ID][]run.Path{
		members[0].ID: run.FullPaths(members, 6, 4, 0),
		members[1].ID: run.FullPaths(members, 6, 4, 1),
	}
}

// meanLoss is the mean of the stage-0 peers' losses in iteration it.
func (o outcome) meanLoss(it int) float32 {
	return (o.results[0][it].Loss + o.results[1][it].Loss) / 2
}

// TestPipelineTrains is the acceptance test: 6 stages over 8 loopback
// peers train a small transformer; the loss falls, the data-parallel
// peers of a stage stay identical, and a second run with the same seed
// and paths ends in the same state hashes.
func TestPipelineTrains(t *testing.T) {
	const iters = 10
	a := train(t, iters, -1, 0, fullPlan)
	first, last := a.meanLoss(0), a.meanLoss(iters-1)
	t.Logf("loss %.4f -> %.4f", first, last)
	for it := range iters {
		t.Logf("iteration %d: loss %.4f", it, a.meanLoss(it))
	}
	if !(last < first*0.7) {
		t.Fatalf("loss did not fall: %.4f -> %.4f", first, last)
	}
	for _, pair := range [][2]int{{0, 1}, {2, 3}} {
		if a.results[pair[0]][iters-1].StateHash != a.results[pair[1]][iters-1].StateHash {
			t.Fatalf("data-parallel peers %v of one stage differ", pair)
		}
	}
	b := train(t, iters, -1, 0, fullPlan)
	for i := range a.results {
		ha, hb := a.results[i][iters-1].StateHash, b.results[i][iters-1].StateHash
		if ha != hb {
			t.Fatalf("peer %d: state hash %x in one run, %x in the other", i, ha, hb)
		}
		t.Logf("peer %d (stage %d): state %x", i, a.members[i].Stage, ha[:8])
	}
}

// TestPipelineDropsMalformedPeer corrupts the activations one of the two
// stage-1 peers sends from iteration 1 on: its receivers drop it, its
// microbatches are re-planned through the other stage-1 peer, and
// training completes with a falling loss.
func TestPipelineDropsMalformedPeer(t *testing.T) {
	const iters = 4
	var replans, drops atomic.Int64
	o := train(t, iters, 3, 0, fullPlan, run.WithEvents(func(e run.Event) {
		switch e.Kind {
		case run.EventReplan:
			replans.Add(1)
		case run.EventDrop:
			drops.Add(1)
		}
	}))
	replanned := 0
	for _, i := range []int{0, 1} {
		for _, r := range o.results[i] {
			replanned += r.Replanned
		}
	}
	if replanned == 0 {
		t.Fatal("no microbatch was re-planned")
	}
	if replans.Load() != int64(replanned) || drops.Load() == 0 {
		t.Fatalf("%d re-plan events for %d re-planned microbatches, %d drop events", replans.Load(), replanned, drops.Load())
	}
	if first, last := o.meanLoss(0), o.meanLoss(iters-1); !(last < first) {
		t.Fatalf("loss did not fall: %.4f -> %.4f", first, last)
	}
	if o.results[0][iters-1].StateHash != o.results[1][iters-1].StateHash {
		t.Fatal("stage-0 peers differ")
	}
}

// TestPipelineSkipsStage drops the only peer of stage 3 and lets the
// re-planned paths skip it (5 of 6 stages), with emulated links on a
// real clock.
func TestPipelineSkipsStage(t *testing.T) {
	const iters = 3
	link := func(from, to peer.ID) emu.Link { return emu.Link{Latency: time.Millisecond, Bandwidth: 50e6} }
	o := train(t, iters, 5, 5, fullPlan, run.WithLinks(link, emu.RealClock()))
	if o.results[0][iters-1].Replanned+o.results[1][iters-1].Replanned != 8 {
		t.Fatalf("last iteration re-planned %d and %d microbatches, want all 8 to skip stage 3",
			o.results[0][iters-1].Replanned, o.results[1][iters-1].Replanned)
	}
	if first, last := o.meanLoss(0), o.meanLoss(iters-1); !(last < first) {
		t.Fatalf("loss did not fall: %.4f -> %.4f", first, last)
	}
}

// skipSwapPlan gives every microbatch a path of 4 of the 6 stages (33%
// skip), half of them with an adjacent swap (stage 3 before stage 2), as
// a SkipPipe schedule would.
func skipSwapPlan(m []run.Member) map[peer.ID][]run.Path {
	swap := run.Path{m[2].ID, m[5].ID, m[4].ID}  // stages 1, 3, 2
	tail := run.Path{m[3].ID, m[6].ID, m[7].ID}  // stages 1, 4, 5
	other := run.Path{m[4].ID, m[5].ID, m[7].ID} // stages 2, 3, 5
	return map[peer.ID][]run.Path{
		m[0].ID: {swap, tail, other, swap},
		m[1].ID: {tail, other, swap, tail},
	}
}

// TestPipelineSkipAndSwapPaths runs paths that skip a third of the
// stages and swap two of them: the loss falls and two runs agree.
func TestPipelineSkipAndSwapPaths(t *testing.T) {
	const iters = 8
	a := train(t, iters, -1, 0, skipSwapPlan)
	full0 := train(t, 1, -1, 0, fullPlan).meanLoss(0)
	if full0 == a.meanLoss(0) {
		t.Fatal("skipping stages did not change the first loss")
	}
	b := train(t, iters, -1, 0, skipSwapPlan)
	if first, last := a.meanLoss(0), a.meanLoss(iters-1); !(last < first*0.9) {
		t.Fatalf("loss did not fall: %.4f -> %.4f", first, last)
	} else {
		t.Logf("loss %.8f -> %.8f (full pipeline: %.8f first)", first, last, full0)
	}
	for i := range a.results {
		if a.results[i][iters-1].StateHash != b.results[i][iters-1].StateHash {
			t.Fatalf("peer %d: the two runs differ", i)
		}
	}
}
