package serve_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/node/loophost"
	"github.com/synod-net/synod/pipeline/run"
	"github.com/synod-net/synod/pipeline/serve"
)

func newHost(t *testing.T) host.Host {
	t.Helper()
	h, err := loophost.New()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	return h
}

// stagePeers starts one server per offer and returns their hosts'
// addresses for the coordinator to dial.
func stagePeers(t *testing.T, run string, offers [][]int) ([]*serve.Server, []peer.AddrInfo) {
	srvs, infos, _ := stageHosts(t, run, offers)
	return srvs, infos
}

func stageHosts(t *testing.T, run string, offers [][]int) ([]*serve.Server, []peer.AddrInfo, []host.Host) {
	t.Helper()
	var srvs []*serve.Server
	var infos []peer.AddrInfo
	var hosts []host.Host
	for _, o := range offers {
		h := newHost(t)
		s, err := serve.NewServer(h, serve.Offer{Run: run, Model: "tiny", Stages: o, Slots: 3})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = s.Close() })
		srvs = append(srvs, s)
		infos = append(infos, peer.AddrInfo{ID: h.ID(), Addrs: h.Addrs()})
		hosts = append(hosts, h)
	}
	return srvs, infos, hosts
}

func coordConfig(run string, peers []peer.AddrInfo) serve.CoordConfig {
	return serve.CoordConfig{Run: run, Model: "tiny", Stages: 4, PathLength: 3, Paths: 3, Iterations: 6, Batch: 4, Seed: 1,
		Slots: 3, Peers: peers, MinPeers: len(peers), Wait: time.Minute}
}

// TestSessionTrains: a coordinator and five stage peers (stages 1, 2
// and 3, two of them offering any stage) on loopback hosts train the
// tiny model with paths of 3 of 4 stages: the loss falls, replicas of a
// stage agree, every peer completes every iteration, and a second
// session on the same peers ends in the same state hashes.
func TestSessionTrains(t *testing.T) {
	srvs, infos := stagePeers(t, "t1", [][]int{{1}, {2}, {3}, nil, nil})
	ch := newHost(t)
	var changes atomic.Int64
	cfg := coordConfig("t1", infos)
	cfg.EvalBatches = 3
	co, err := serve.NewCoordinator(ch, cfg, serve.WithOnChange(func(serve.Status) { changes.Add(1) }))
	if err != nil {
		t.Fatal(err)
	}
	defer co.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	a, err := co.Run(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Members) != 6 || len(a.Iterations) != 6 || len(a.Paths) != 6 {
		t.Fatalf("report: %d members, %d iterations, %d microbatches", len(a.Members), len(a.Iterations), len(a.Paths))
	}
	byStage := map[int][][32]byte{}
	for _, m := range a.Members {
		if m.Iterations != 6 || m.Err != "" || m.Dropped || m.StateHash == ([32]byte{}) {
			t.Fatalf("member %+v", m)
		}
		byStage[m.Stage] = append(byStage[m.Stage], m.StateHash)
	}
	if len(byStage) != 4 || len(byStage[1])+len(byStage[2])+len(byStage[3]) != 5 {
		t.Fatalf("stages: %v", byStage)
	}
	for s, hs := range byStage {
		for _, h := range hs[1:] {
			if h != hs[0] {
				t.Fatalf("the replicas of stage %d differ", s)
			}
		}
	}
	for _, p := range a.Paths {
		if len(p) != 3 || p[0] != 0 {
			t.Fatalf("path %v: want stage 0 and two of stages 1..3", p)
		}
	}
	first, last := a.Iterations[0].Loss, a.Iterations[5].Loss
	t.Logf("loss %.4f -> %.4f", first, last)
	if !(last < first*0.9) {
		t.Fatalf("loss did not fall: %.4f -> %.4f", first, last)
	}
	st := co.Status()
	if st.State != serve.StateDone || st.Iteration != 6 || st.Forwarded != 6*6 || st.Backwarded != 6*6 || changes.Load() == 0 {
		t.Fatalf("coordinator status: %+v (%d changes)", st, changes.Load())
	}
	// Every microbatch is one forward and one backward pass on each of
	// the two stage peers it visits (a peer may see none: the scheduler
	// need not route through every replica).
	var passes int64
	for i, s := range srvs {
		ss := s.Status()
		if ss.State != serve.StateDone || ss.Iteration != 6 || ss.Stage < 1 || ss.Forwarded != ss.Backwarded || ss.StateHash == "" {
			t.Fatalf("server %d status: %+v", i, ss)
		}
		passes += ss.Forwarded
	}
	if passes != 6*6*2 {
		t.Fatalf("%d forward passes on stage peers, want %d", passes, 6*6*2)
	}

	b, err := co.Run(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if a.Session == b.Session {
		t.Fatal("two sessions share a name")
	}
	// The evaluation visits every stage, and two sessions ending in the
	// same state evaluate to the same loss.
	if a.Eval == nil || b.Eval == nil || a.Eval.Batches != 3 || len(a.Eval.Stages) != 4 || len(a.Eval.Skipped) != 0 || a.Eval.Loss != b.Eval.Loss {
		t.Fatalf("evaluations %+v and %+v", a.Eval, b.Eval)
	}
	t.Logf("evaluation loss %.4f over every stage", a.Eval.Loss)
	for i := range a.Members {
		if a.Members[i].ID != b.Members[i].ID || a.Members[i].StateHash != b.Members[i].StateHash {
			t.Fatalf("member %d: %s %x in one session, %s %x in the other", i, a.Members[i].ID, a.Members[i].StateHash[:8], b.Members[i].ID, b.Members[i].StateHash[:8])
		}
	}
	for i := range a.Iterations {
		if a.Iterations[i].Loss != b.Iterations[i].Loss {
			t.Fatalf("iteration %d: loss %v, then %v", i, a.Iterations[i].Loss, b.Iterations[i].Loss)
		}
	}
	if st := co.Status(); st.Runs != 2 {
		t.Fatalf("%d runs counted", st.Runs)
	}
}

// TestSessionLostPeer: one of the two stage-1 peers' host closes after
// the first iteration; the run drops it and routes around it, the
// session completes every iteration on the others and reports the lost
// peer, whose stream failed.
func TestSessionLostPeer(t *testing.T) {
	_, infos, hosts := stageHosts(t, "t3", [][]int{{1}, {1}, {2}, {3}})
	ch := newHost(t)
	var once sync.Once
	var drops atomic.Int64
	co, err := serve.NewCoordinator(ch, coordConfig("t3", infos), serve.WithRunEvents(func(e run.Event) {
		switch {
		case e.Kind == run.EventIteration && e.Iter == 1:
			once.Do(func() { go hosts[0].Close() })
		case e.Kind == run.EventDrop:
			drops.Add(1)
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
	lost := 0
	for _, m := range rep.Members {
		if m.ID == hosts[0].ID() {
			lost++
			if m.Err == "" || m.Iterations == 6 {
				t.Fatalf("the lost peer: %+v", m)
			}
			continue
		}
		if m.Iterations != 6 || m.Err != "" {
			t.Fatalf("member %+v", m)
		}
	}
	if lost != 1 || drops.Load() == 0 {
		t.Fatalf("lost peer in the report %d times, %d drop events", lost, drops.Load())
	}
	if first, last := rep.Iterations[0].Loss, rep.Iterations[5].Loss; !(last < first) {
		t.Fatalf("loss did not fall: %.4f -> %.4f", first, last)
	}
}

// TestSessionRefusals: peers of another run refuse; with the offers
// short of a stage, the gathering ends at its wait with ErrCoverage, and
// the peers that offered go back to waiting for a coordinator.
func TestSessionRefusals(t *testing.T) {
	srvs, infos := stagePeers(t, "t2", [][]int{{1}, {1}})
	_, others := stagePeers(t, "other", [][]int{{2}})
	ch := newHost(t)
	cfg := coordConfig("t2", append(infos, others...))
	cfg.Stages, cfg.PathLength, cfg.MinPeers, cfg.Wait = 3, 2, 0, 2*time.Second
	co, err := serve.NewCoordinator(ch, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer co.Close()
	_, err = co.Run(context.Background())
	if !errors.Is(err, serve.ErrNoPeers) || !errors.Is(err, serve.ErrCoverage) || !strings.Contains(err.Error(), "no peer for stage 2") {
		t.Fatalf("err %v, want ErrCoverage for stage 2", err)
	}
	if st := co.Status(); st.State != serve.StateFailed || !strings.Contains(st.Error, "stage 2") {
		t.Fatalf("status %+v", st)
	}
	for _, s := range srvs {
		if st := s.Status(); st.State != serve.StateIdle || st.Session != "" {
			t.Fatalf("a refused server: %+v", st)
		}
	}
	if _, err := serve.NewCoordinator(ch, serve.CoordConfig{Run: "Bad Name", Model: "tiny"}); err == nil {
		t.Fatal("a bad config was accepted")
	}
	if _, err := serve.NewServer(ch, serve.Offer{Run: "x", Model: "huge", Slots: 1}); !errors.Is(err, serve.ErrModel) {
		t.Fatalf("unknown model: %v", err)
	}
}

func TestPathLength(t *testing.T) {
	for _, c := range []struct {
		stages int
		skip   float64
		want   int
	}{{4, 0.25, 3}, {4, 0, 4}, {6, 0.33, 4}, {2, 0, 2}} {
		if got, err := serve.PathLength(c.stages, c.skip); err != nil || got != c.want {
			t.Errorf("PathLength(%d, %g) = %d, %v; want %d", c.stages, c.skip, got, err, c.want)
		}
	}
	for _, skip := range []float64{-0.1, 1, 0.5} {
		if _, err := serve.PathLength(2, skip); err == nil {
			t.Errorf("PathLength(2, %g) accepted", skip)
		}
	}
}
