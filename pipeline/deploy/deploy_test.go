package deploy_test

import (
	"context"
	"errors"
	"log/slog"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/pipeline/deploy"
	"github.com/synod-net/synod/pipeline/netmodel"
	"github.com/synod-net/synod/pipeline/sched"
	"github.com/synod-net/synod/pipeline/sim"
)

// testLogger logs warnings (drops, re-plans) through t.
func testLogger(t *testing.T) *slog.Logger {
	return slog.New(slog.NewTextHandler(tWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn}))
}

type tWriter struct{ t *testing.T }

func (w tWriter) Write(b []byte) (int, error) {
	w.t.Log(string(b))
	return len(b), nil
}

func fakeIDs(n int) []peer.ID {
	ids := make([]peer.ID, n)
	for i := range ids {
		ids[i] = peer.ID(rune('A' + i))
	}
	return ids
}

// TestPlanFromSchedule maps the GCP12 SkipPipe plan onto 20 peers: every
// route becomes its holder's path in schedule order, node i as peer i.
func TestPlanFromSchedule(t *testing.T) {
	top := netmodel.GCP12()
	c, err := sched.NewConfig(4, sched.WithSeed(1), sched.WithBudget(200))
	if err != nil {
		t.Fatal(err)
	}
	pl, err := sched.Schedule(top, c)
	if err != nil {
		t.Fatal(err)
	}
	s := pl.Schedule()
	ids := fakeIDs(len(top.Nodes))
	p, err := deploy.Plan(top, s, ids, 4)
	if err != nil {
		t.Fatal(err)
	}
	if p.Stages != 6 || len(p.Members) != 20 || p.MinStages != 4 {
		t.Fatalf("plan: %d stages, %d members, min %d", p.Stages, len(p.Members), p.MinStages)
	}
	next := map[int]int{}
	for _, r := range s.Routes {
		k := next[r.Holder]
		next[r.Holder]++
		got := p.Paths[ids[r.Holder]][k]
		if len(got) != len(r.Nodes) || len(got) != 3 {
			t.Fatalf("holder %d microbatch %d: path %v for route %v", r.Holder, k, got, r.Nodes)
		}
		for j, n := range r.Nodes {
			if got[j] != ids[n] || p.Members[n].Stage != top.Nodes[n].Stage {
				t.Fatalf("holder %d microbatch %d hop %d: %s, want node %d", r.Holder, k, j, got[j], n)
			}
		}
	}
	if _, err := deploy.Plan(top, s, ids[:5], 4); !errors.Is(err, deploy.ErrDeploy) {
		t.Fatalf("too few peers: %v", err)
	}
}

// TestLinksScale checks the emulated link of one GCP12 pair against the
// model: latency is Time·(lat + overhead + sender's forward), and a
// frame of Bytes·ActivationBytes takes Time times the modelled transfer.
func TestLinksScale(t *testing.T) {
	top := netmodel.GCP12()
	sc, err := deploy.NewScale(top, 0.05, 2112)
	if err != nil {
		t.Fatal(err)
	}
	a, b := 0, 7
	ids := fakeIDs(20)
	l := deploy.Links(top, ids, sc)(ids[a], ids[b])
	wantLat := 0.05 * (top.LatencyMS[a][b]/1000 + top.HopOverheadS + top.ForwardS(a))
	if d := l.Latency.Seconds() - wantLat; d > 1e-6 || d < -1e-6 {
		t.Fatalf("latency %v, want %.6f s", l.Latency, wantLat)
	}
	modelled := top.ActivationBytes / (top.BandwidthGiBps[a][b] * (1 << 30))
	if got := 2112 / l.Bandwidth; got/(0.05*modelled) < 0.999 || got/(0.05*modelled) > 1.001 {
		t.Fatalf("frame transfer %.6f s, want %.6f s", got, 0.05*modelled)
	}
	if l.Burst != 1 {
		t.Fatalf("burst %d: frames would pass unpaced", l.Burst)
	}
	if _, err := deploy.NewScale(top, 0, 10); !errors.Is(err, deploy.ErrDeploy) {
		t.Fatalf("zero time scale: %v", err)
	}
}

// small is a 4-stage topology of 7 nodes (stage sizes 2,2,2,1) on fast
// links, with a 3-of-4-stage schedule.
func small(t *testing.T) (*netmodel.Topology, *sim.Schedule) {
	t.Helper()
	regions := []string{"Belgium", "Belgium", "Belgium", "Belgium", "Belgium", "Belgium", "Belgium"}
	top, err := netmodel.FromRegions(regions, []int{0, 0, 1, 1, 2, 2, 3}, 4)
	if err != nil {
		t.Fatal(err)
	}
	for i := range top.Nodes {
		top.Nodes[i].ForwardS, top.Nodes[i].Slots = 0.1, 3
	}
	top.ActivationBytes = 1 << 20
	top.Workload.PathsPerHolder, top.Workload.MicrobatchesPerPath = 2, 2
	c, err := sched.NewConfig(3, sched.WithSeed(1), sched.WithBudget(100))
	if err != nil {
		t.Fatal(err)
	}
	pl, err := sched.Schedule(top, c)
	if err != nil {
		t.Fatal(err)
	}
	return top, pl.Schedule()
}

// TestLocalKill runs a scheduled plan on 7 loopback peers and closes a
// stage-1 peer's host in iteration 1 of 4: the run completes every
// microbatch and the loss falls.
func TestLocalKill(t *testing.T) {
	top, s := small(t)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	rep, err := deploy.Local(ctx, deploy.Config{Topology: top, Schedule: s, MinStages: 3, Model: deploy.TinyModel(4),
		Batch: 4, Iters: 4, Seed: 1, TimeScale: 0.01, Kill: &deploy.Kill{Node: 2, Iter: 1}, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	replanned := 0
	for _, it := range rep.Iterations {
		t.Logf("%+v", it)
		if it.Microbatches != len(s.Routes) {
			t.Fatalf("iteration %d ran %d microbatches, want %d", it.Iter, it.Microbatches, len(s.Routes))
		}
		replanned += it.Replanned
	}
	if replanned == 0 {
		t.Fatal("no microbatch was re-planned")
	}
	if first, last := rep.Iterations[0].Loss, rep.Iterations[3].Loss; !(last < first) {
		t.Fatalf("loss did not fall: %.4f -> %.4f", first, last)
	}
	if rep.Killed != 2 || rep.TokensPerIteration != len(s.Routes)*4*8 {
		t.Fatalf("report: killed %d, %d tokens per iteration", rep.Killed, rep.TokensPerIteration)
	}
}

// TestLocalSilent stops a stage-1 peer in iteration 1 of 4 while its host
// stays connected: with a hop timeout the stage-0 peers drop it and every
// microbatch completes.
func TestLocalSilent(t *testing.T) {
	top, s := small(t)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	// The slack per hop is what tells a silent peer from a busy one: on a
	// loaded 2-core machine under -race an honest hop can take over a
	// second. Peers whose slots are held by microbatches stuck behind the
	// silent one send queued frames, so their upstream waits longer
	// instead of dropping them too (without that, a path lost two stages
	// even with 6 s of slack).
	rep, err := deploy.Local(ctx, deploy.Config{Topology: top, Schedule: s, MinStages: 3, Model: deploy.TinyModel(4),
		Batch: 4, Iters: 4, Seed: 1, TimeScale: 0.01, HopTimeout: 2, HopSlack: 2 * time.Second,
		Kill: &deploy.Kill{Node: 2, Iter: 1, Silent: true}, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	replanned := 0
	for _, it := range rep.Iterations {
		t.Logf("%+v", it)
		if it.Microbatches != len(s.Routes) {
			t.Fatalf("iteration %d ran %d microbatches, want %d", it.Iter, it.Microbatches, len(s.Routes))
		}
		replanned += it.Replanned
	}
	if replanned == 0 {
		t.Fatal("no microbatch was re-planned")
	}
}
