package daemon_test

import (
	"context"
	"math"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/daemon/cluster"
	"github.com/synod-net/synod/internal/config"
)

// TestPipelineEvalAround: four daemons configured through [pipeline]
// (node 0 coordinates 4 stages with eval_batches = 4 and measure_links,
// nodes 1 to 3 serve stages 1 to 3); the session is scheduled on the
// measured links. The stage-2 daemon shuts down as the
// coordinator ends its last iteration; the coordinator evaluates the
// trained model through stages 0, 1 and 3, skipping the missing stage,
// and its API shows the evaluation.
func TestPipelineEvalAround(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	const iters = 4
	var victim *daemon.Daemon
	started := make(chan struct{})
	var once sync.Once
	changes := make(chan api.Pipeline, 1024)
	cl, err := cluster.Start(ctx, cluster.Spec{
		N: 4, Network: "pipeeval", Dir: t.TempDir(), API: true, Logger: testLogger(t),
		Configure: func(i int, c *config.Config) {
			c.Storage.GCInterval = 0
			p := &c.Pipeline
			p.Enable, p.Run = true, "eval"
			if i == 0 {
				p.Coordinate, p.StageCount, p.Skip, p.Iterations, p.MinPeers, p.EvalBatches = true, 4, 0.25, iters, 3, 4
				p.MeasureLinks = true
			} else {
				p.Stages = []string{[]string{"", "1", "2", "3"}[i]}
			}
		},
		OnStarted: func(i int, d *daemon.Daemon) {
			if i == 2 {
				victim = d
				close(started)
			}
		},
		Options: func(i int) []daemon.Option {
			if i != 0 {
				return nil
			}
			return []daemon.Option{daemon.WithOnPipeline(func(p api.Pipeline) {
				if p.State == "running" && p.Iteration == iters {
					// The coordinator's last step is taken: the stage-2
					// daemon goes away before the evaluation.
					once.Do(func() {
						select {
						case <-started:
							_ = victim.Close()
						case <-ctx.Done():
						}
					})
				}
				select {
				case changes <- p:
				default:
				}
			})}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := cl.Close(); err != nil {
			t.Error(err)
		}
	}()
	p := waitPipeline(t, ctx, changes, func(p api.Pipeline) bool { return p.Runs >= 1 })
	if p.State != "done" {
		t.Fatalf("session: %s: %s", p.State, p.Error)
	}
	var a api.Pipeline
	if err := api.NewClient(cl.Daemons[0].APIURL()).Get(ctx, api.Prefix+"/pipeline", &a); err != nil {
		t.Fatal(err)
	}
	ev := a.Eval
	if ev == nil || ev.Batches != 4 || a.Evaluated != 4 || !slices.Equal(ev.Stages, []int{0, 1, 3}) || !slices.Equal(ev.Skipped, []int{2}) {
		t.Fatalf("evaluation %+v (%d evaluated)", ev, a.Evaluated)
	}
	t.Logf("evaluation loss %.4f through stages %v, skipping %v; training loss %.4f -> %.4f", ev.Loss, ev.Stages, ev.Skipped,
		a.Iters[0].Loss, a.Iters[iters-1].Loss)
	if !(ev.Loss > 0 && ev.Loss < math.Log(16)) {
		t.Fatalf("evaluation loss %v", ev.Loss)
	}
	// The session was scheduled on the links measured between its four
	// members.
	if l := a.Links; l == nil || l.Pairs != 12 || l.Measured != 12 {
		t.Fatalf("links %+v", l)
	}
	// The stage peers that stayed ran the evaluation through their stage.
	for _, i := range []int{1, 3} {
		var s api.Pipeline
		if err := api.NewClient(cl.Daemons[i].APIURL()).Get(ctx, api.Prefix+"/pipeline", &s); err != nil {
			t.Fatal(err)
		}
		if s.Evaluated != 4 {
			t.Fatalf("node %d evaluated %d batches", i, s.Evaluated)
		}
	}
}
