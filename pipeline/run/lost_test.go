package run_test

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/pipeline/emu"
	"github.com/synod-net/synod/pipeline/run"
	"github.com/synod-net/synod/pipeline/wire"
)

// closeHostAt returns an option that closes the peer's host when it first
// sends an activation of iteration iter: the peer disappears midway
// through the run, in the middle of an iteration, with microbatches in
// flight through it.
func closeHostAt(iter uint64) func(host.Host, *atomic.Pointer[run.Peer]) run.Option {
	return func(h host.Host, _ *atomic.Pointer[run.Peer]) run.Option {
		var once sync.Once
		return run.WithTamper(func(f *wire.Frame) []byte {
			if f.Kind == wire.KindActivation && f.Iter >= iter {
				once.Do(func() { go func() { _ = h.Close() }() })
			}
			return nil
		})
	}
}

// TestPipelineRoutesAroundLostPeer closes the host of one of the two
// stage-1 peers during iteration 2 of 5: the other peers see its
// connections close, drop it, re-plan its in-flight microbatches through
// the other stage-1 peer, and the run completes with a falling loss.
func TestPipelineRoutesAroundLostPeer(t *testing.T) {
	const iters = 5
	o := trainWith(t, iters, 3, closeHostAt(2), 0, fullPlan)
	replanned := 0
	for _, i := range []int{0, 1} {
		for _, r := range o.results[i] {
			replanned += r.Replanned
		}
		if got := o.results[i][iters-1].Microbatches; got != 4 {
			t.Fatalf("stage-0 peer %d ran %d microbatches in the last iteration, want 4", i, got)
		}
	}
	if replanned == 0 {
		t.Fatal("no microbatch was re-planned")
	}
	first, last := o.meanLoss(0), o.meanLoss(iters-1)
	t.Logf("loss %.4f -> %.4f, %d microbatches re-planned", first, last, replanned)
	if !(last < first) {
		t.Fatalf("loss did not fall: %.4f -> %.4f", first, last)
	}
	if o.results[0][iters-1].StateHash != o.results[1][iters-1].StateHash {
		t.Fatal("stage-0 peers differ")
	}
}

// TestPipelineSkipsLostStage closes the host of the only stage-3 peer
// during iteration 1 of 3; with MinStages 5 the re-planned paths skip
// stage 3 and training continues.
func TestPipelineSkipsLostStage(t *testing.T) {
	const iters = 3
	o := trainWith(t, iters, 5, closeHostAt(1), 5, fullPlan)
	if n := o.results[0][iters-1].Replanned + o.results[1][iters-1].Replanned; n != 8 {
		t.Fatalf("last iteration re-planned %d microbatches, want all 8 to skip stage 3", n)
	}
	if first, last := o.meanLoss(0), o.meanLoss(iters-1); !(last < first) {
		t.Fatalf("loss did not fall: %.4f -> %.4f", first, last)
	}
}

// silenceAt returns an option that stops the peer (run.Peer.Close: its
// handler goes, its streams are reset, its loop ends) when it first sends
// an activation of iteration iter, while its host stays up and connected:
// a silent peer, which only a hop timeout can detect.
func silenceAt(iter uint64) func(host.Host, *atomic.Pointer[run.Peer]) run.Option {
	return func(_ host.Host, self *atomic.Pointer[run.Peer]) run.Option {
		var once sync.Once
		return run.WithTamper(func(f *wire.Frame) []byte {
			if f.Kind == wire.KindActivation && f.Iter >= iter {
				once.Do(func() { go func() { _ = self.Load().Close() }() })
			}
			return nil
		})
	}
}

// TestPipelineDropsSilentPeer stops one of the two stage-1 peers during
// iteration 2 of 4 while its host stays connected: no connection closes,
// so its upstream peers (the stage-0 peers) drop it when its gradients
// are overdue (expected 1 ms per hop, factor 2, plus 700 ms per hop of
// the rest of the route, on the real clock), and training completes through the other stage-1 peer.
func TestPipelineDropsSilentPeer(t *testing.T) {
	const iters = 4
	expected := func(from, to peer.ID) time.Duration { return time.Millisecond }
	o := trainWith(t, iters, 3, silenceAt(2), 0, fullPlan, run.WithHopTimeout(expected, 2, 1500*time.Millisecond, emu.RealClock()))
	replanned := 0
	for _, i := range []int{0, 1} {
		for _, r := range o.results[i] {
			replanned += r.Replanned
		}
		if got := o.results[i][iters-1].Microbatches; got != 4 {
			t.Fatalf("stage-0 peer %d ran %d microbatches in the last iteration, want 4", i, got)
		}
	}
	if replanned == 0 {
		t.Fatal("no microbatch was re-planned")
	}
	if first, last := o.meanLoss(0), o.meanLoss(iters-1); !(last < first) {
		t.Fatalf("loss did not fall: %.4f -> %.4f", first, last)
	}
}
