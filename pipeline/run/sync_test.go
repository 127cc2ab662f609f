package run_test

import (
	"sync"
	"testing"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/pipeline/run"
	"github.com/synod-net/synod/pipeline/wire"
)

// unevenPlan gives stage-0 peer 0 one microbatch and peer 1 five, on
// paths that skip and swap stages, so peer 0 is done long before peer 1.
func unevenPlan(m []run.Member) map[peer.ID][]run.Path {
	swap := run.Path{m[2].ID, m[5].ID, m[4].ID}  // stages 1, 3, 2
	tail := run.Path{m[3].ID, m[6].ID, m[7].ID}  // stages 1, 4, 5
	other := run.Path{m[4].ID, m[5].ID, m[7].ID} // stages 2, 3, 5
	return map[peer.ID][]run.Path{
		m[0].ID: {swap},
		m[1].ID: {tail, other, swap, tail, other},
	}
}

// TestOverlappedSyncMatchesAllDone checks that a stage-0 peer sends its
// gradients as soon as its own microbatches are done, before the other
// stage-0 peer is, and that this changes no bit: every peer's loss and
// state hash after every iteration equal those of a run in which stage-0
// peers wait for every stage-0 peer's done before the exchange.
//
// Peer 1 holds its first done frame (to peer 0) until peer 0 has sent a
// gradient of iteration 0: peer 0 can only do so if it sends before it
// hears that peer 1 is done (with the old rule the run would hang).
func TestOverlappedSyncMatchesAllDone(t *testing.T) {
	const iters = 5
	early := make(chan struct{})
	var sentEarly, heldDone sync.Once
	per := func(i int) []run.Option {
		switch i {
		case 0:
			return []run.Option{run.WithTamper(func(f *wire.Frame) []byte {
				if f.Kind == wire.KindGradSync && f.Iter == 0 {
					sentEarly.Do(func() { close(early) })
				}
				return nil
			})}
		case 1:
			return []run.Option{run.WithTamper(func(f *wire.Frame) []byte {
				if f.Kind == wire.KindDone && f.Iter == 0 {
					heldDone.Do(func() {
						select {
						case <-early:
						case <-t.Context().Done():
						}
					})
				}
				return nil
			})}
		}
		return nil
	}
	a := trainPer(t, iters, -1, nil, 0, unevenPlan, per)
	b := train(t, iters, -1, 0, unevenPlan, run.WithSyncAfterAllDone())
	for i := range a.results {
		for it := range iters {
			ra, rb := a.results[i][it], b.results[i][it]
			if ra.StateHash != rb.StateHash || ra.Loss != rb.Loss {
				t.Fatalf("peer %d iteration %d: state %x loss %.8f overlapped, state %x loss %.8f after every done",
					i, it, ra.StateHash[:8], ra.Loss, rb.StateHash[:8], rb.Loss)
			}
		}
	}
	if first, last := a.meanLoss(0), a.meanLoss(iters-1); !(last < first) {
		t.Fatalf("loss did not fall: %.4f -> %.4f", first, last)
	}
	for _, pair := range [][2]int{{0, 1}, {2, 3}} {
		if a.results[pair[0]][iters-1].StateHash != a.results[pair[1]][iters-1].StateHash {
			t.Fatalf("data-parallel peers %v of one stage differ", pair)
		}
	}
}
