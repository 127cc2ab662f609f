package run_test

import (
	"sync"
	"testing"

	"github.com/libp2p/go-libp2p/core/host"

	"github.com/synod-net/synod/pipeline/run"
	"github.com/synod-net/synod/pipeline/wire"
)

// closeHostAt returns an option that closes the peer's host when it first
// sends an activation of iteration iter: the peer disappears midway
// through the run, in the middle of an iteration, with microbatches in
// flight through it.
func closeHostAt(iter uint64) func(host.Host) run.Option {
	return func(h host.Host) run.Option {
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
