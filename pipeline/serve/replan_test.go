package serve_test

import (
	"context"
	"errors"
	"math"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/pipeline/run"
	"github.com/synod-net/synod/pipeline/serve"
)

// planPeer is a peer that speaks the plan protocol by hand: it offers
// stage and then refuses the plan (refuse) or never answers it.
func planPeer(t *testing.T, stage int, refuse bool) peer.AddrInfo {
	t.Helper()
	h := newHost(t)
	h.SetStreamHandler(serve.ProtocolID, func(s network.Stream) {
		fs, err := node.NewFrameStream(s, node.WithMaxFrame(serve.MaxMessageBytes))
		if err != nil {
			_ = s.Reset()
			return
		}
		defer fs.Reset()
		send := func(m *serve.Message) {
			if b, err := serve.EncodeMessage(m); err == nil {
				_ = fs.WriteFrame(b)
			}
		}
		for {
			b, err := fs.ReadFrame()
			if err != nil {
				return
			}
			m, err := serve.DecodeMessage(b)
			if err != nil {
				return
			}
			switch m.Kind {
			case serve.KindHello:
				send(&serve.Message{Kind: serve.KindOffer, Offer: []int{stage}, Slots: 3})
			case serve.KindPlan:
				if refuse {
					send(&serve.Message{Kind: serve.KindError, Error: "not today"})
				}
			}
		}
	})
	return peer.AddrInfo{ID: h.ID(), Addrs: h.Addrs()}
}

// TestSessionPlansAround: of six peers that offer, three do not take
// the plan: one's host is gone by the time the plan goes out (so the
// others, unable to reach it, refuse the plan and name it), one refuses
// the plan, one never answers it. The coordinator leaves those three
// out, withdraws the plan from the others, plans again over one peer
// per stage and trains; the report names the three left out.
func TestSessionPlansAround(t *testing.T) {
	_, infos, hosts := stageHosts(t, "t4", [][]int{{1}, {2}, {3}, {2}})
	refuser, silent := planPeer(t, 3, true), planPeer(t, 1, false)
	infos = append(infos, refuser, silent)
	gone := hosts[3]
	ch := newHost(t)
	var once sync.Once
	cfg := coordConfig("t4", infos)
	cfg.Iterations = 4
	co, err := serve.NewCoordinator(ch, cfg, serve.WithReplyTimeout(5*time.Second), serve.WithOnChange(func(st serve.Status) {
		if st.State == serve.StatePlanned {
			once.Do(func() { _ = gone.Close() })
		}
	}))
	if err != nil {
		t.Fatal(err)
	}
	defer co.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	rep, err := co.Run(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := map[peer.ID]string{gone.ID(): "unreachable", refuser.ID: "not today", silent.ID: "deadline"}
	if len(rep.LeftOut) != 3 {
		t.Fatalf("left out: %+v", rep.LeftOut)
	}
	for _, l := range rep.LeftOut {
		if w, ok := want[l.ID]; !ok || !strings.Contains(l.Err, w) {
			t.Fatalf("left out %s (stage %d): %s; want %q", l.ID, l.Stage, l.Err, w)
		}
		t.Logf("left out stage %d: %s", l.Stage, l.Err)
	}
	if len(rep.Members) != 4 {
		t.Fatalf("%d members", len(rep.Members))
	}
	for i, m := range rep.Members {
		if m.Stage != i || m.Iterations != 4 || m.Err != "" || m.Dropped {
			t.Fatalf("member %d: %+v", i, m)
		}
		if _, out := want[m.ID]; out {
			t.Fatalf("member %s was left out", m.ID)
		}
	}
	if first, last := rep.Iterations[0].Loss, rep.Iterations[3].Loss; !(last < first) {
		t.Fatalf("loss did not fall: %.4f -> %.4f", first, last)
	}
	if st := co.Status(); st.LeftOut != 3 || st.State != serve.StateDone {
		t.Fatalf("status: %d left out, state %s", st.LeftOut, st.State)
	}
}

// TestSessionLeftOutUncovered: the only stage-2 peer refuses the plan;
// without it no plan covers every stage, and the session fails saying
// so.
func TestSessionLeftOutUncovered(t *testing.T) {
	_, infos := stagePeers(t, "t5", [][]int{{1}})
	infos = append(infos, planPeer(t, 2, true))
	cfg := coordConfig("t5", infos)
	cfg.Stages, cfg.PathLength = 3, 2
	co, err := serve.NewCoordinator(newHost(t), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer co.Close()
	_, err = co.Run(context.Background())
	if !errors.Is(err, serve.ErrCoverage) || !strings.Contains(err.Error(), "after leaving out 1 peers") {
		t.Fatalf("err %v, want ErrCoverage after leaving out a peer", err)
	}
}

// TestSessionEvalSkipsMissing: the only stage-2 peer's host closes when
// the coordinator ends its last iteration; the evaluation that follows
// runs the trained model through stages 0, 1 and 3, skipping stage 2,
// and its loss is finite and below the untrained loss.
func TestSessionEvalSkipsMissing(t *testing.T) {
	_, infos, hosts := stageHosts(t, "t6", [][]int{{1}, {2}, {3}})
	cfg := coordConfig("t6", infos)
	cfg.EvalBatches = 4
	var once sync.Once
	co, err := serve.NewCoordinator(newHost(t), cfg, serve.WithRunEvents(func(e run.Event) {
		if e.Kind == run.EventIteration && e.Iter == cfg.Iterations-1 {
			once.Do(func() { _ = hosts[1].Close() })
		}
	}))
	if err != nil {
		t.Fatal(err)
	}
	defer co.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	rep, err := co.Run(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ev := rep.Eval
	if ev == nil || ev.Batches != 4 || !slices.Equal(ev.Stages, []int{0, 1, 3}) || !slices.Equal(ev.Skipped, []int{2}) {
		t.Fatalf("evaluation %+v", ev)
	}
	untrained := math.Log(16)
	t.Logf("evaluation loss %.4f without stage 2 (untrained %.4f, training %.4f -> %.4f)", ev.Loss, untrained,
		rep.Iterations[0].Loss, rep.Iterations[len(rep.Iterations)-1].Loss)
	if math.IsNaN(ev.Loss) || !(ev.Loss > 0 && ev.Loss < untrained) {
		t.Fatalf("evaluation loss %v", ev.Loss)
	}
	if st := co.Status(); st.Evaluated != 4 || st.State != serve.StateDone {
		t.Fatalf("status: %d evaluated, state %s", st.Evaluated, st.State)
	}
}
