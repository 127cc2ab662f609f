package daemon_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/daemon/cluster"
	"github.com/synod-net/synod/internal/config"
)

// TestPipelineDaemons is the end-to-end test of the pipeline role: five
// daemons in one process on loopback, configured as `synod node run`
// reads [pipeline]: node 0 coordinates (4 stages, paths of 3, 6
// iterations) and starts a session when it starts, nodes 1 to 3 serve
// stages 1 to 3 and node 4 any stage. The session completes with a
// falling loss; the API, the metrics and the "pipeline" events show it;
// a second session on the same daemons with the same seed and schedule
// ends in the same state hash on every peer and the same losses.
func TestPipelineDaemons(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	const iters = 6
	changes := make(chan api.Pipeline, 1024)
	offers := []string{"", "1", "2", "3", "any"}
	cl, err := cluster.Start(ctx, cluster.Spec{
		N: len(offers), Network: "pipetest", Dir: t.TempDir(), API: true, Logger: testLogger(t),
		Configure: func(i int, c *config.Config) {
			c.Storage.GCInterval = 0
			p := &c.Pipeline
			p.Enable, p.Run = true, "e2e"
			if i == 0 {
				p.Coordinate, p.StageCount, p.Skip, p.Iterations, p.MinPeers = true, 4, 0.25, iters, len(offers)-1
			} else {
				p.Stages = []string{offers[i]}
			}
		},
		Options: func(i int) []daemon.Option {
			if i != 0 {
				return nil
			}
			return []daemon.Option{daemon.WithOnPipeline(func(p api.Pipeline) {
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
	coord := cl.Daemons[0]
	// The session the coordinator started with the node.
	first := waitPipeline(t, ctx, changes, func(p api.Pipeline) bool { return p.Runs >= 1 })
	if first.State != "done" {
		t.Fatalf("first session: %s: %s", first.State, first.Error)
	}
	c := api.NewClient(coord.APIURL())
	var a api.Pipeline
	if err := c.Get(ctx, api.Prefix+"/pipeline", &a); err != nil {
		t.Fatal(err)
	}
	if a.Role != "coordinator" || a.Iteration != iters || a.Stages != 4 || a.PathLength != 3 || a.Loss == nil || len(a.Iters) != iters {
		t.Fatalf("/api/v1/pipeline: %+v", a)
	}
	if f, l := a.Iters[0].Loss, a.Iters[iters-1].Loss; !(l < f*0.9) {
		t.Fatalf("loss did not fall: %.4f -> %.4f", f, l)
	} else {
		t.Logf("loss %.4f -> %.4f over %d iterations, %d microbatches each, paths %v", f, l, iters, a.Microbatches, a.Paths)
	}
	hashes := peerHashes(t, a, len(offers))
	// Every stage peer's own API shows its part; together they ran two
	// forward and two backward passes per microbatch (paths of 3 stages).
	var passes int64
	for i, d := range cl.Daemons[1:] {
		var p api.Pipeline
		if err := api.NewClient(d.APIURL()).Get(ctx, api.Prefix+"/pipeline", &p); err != nil {
			t.Fatal(err)
		}
		if p.Role != "stage" || p.State != "done" || p.Iteration != iters || p.Stage < 1 || p.StateHash != hashes[d.Node().ID().String()] {
			t.Fatalf("node %d: /api/v1/pipeline %+v", i+1, p)
		}
		m := scrapeMetrics(t, d.APIURL()+"metrics")
		if m["synod_pipeline_microbatches_forwarded_total"] != float64(p.Forwarded) || m["synod_pipeline_iterations_total"] != iters {
			t.Fatalf("node %d: metrics %v, API forwarded %d", i+1, m, p.Forwarded)
		}
		passes += p.Forwarded
	}
	if want := int64(2 * a.Microbatches * iters); passes != want {
		t.Fatalf("stage peers ran %d forward passes, want %d", passes, want)
	}
	m := scrapeMetrics(t, coord.APIURL()+"metrics")
	if m["synod_pipeline_microbatches_backwarded_total"] != float64(a.Microbatches*iters) || m["synod_pipeline_bytes_total"] <= 0 ||
		m["synod_pipeline_loss"] != *a.Loss {
		t.Fatalf("coordinator metrics %v", m)
	}

	// A second session, followed through the API's event stream.
	events, stop := subscribe(t, ctx, coord.APIURL())
	defer stop()
	rep, err := coord.RunPipeline(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var b api.Pipeline
	for b.Session != rep.Session || b.State != "done" {
		select {
		case b = <-events:
		case <-ctx.Done():
			t.Fatalf("no pipeline event of session %s done: %v", rep.Session, ctx.Err())
		}
	}
	if rep.Session == a.Session || b.Runs != 2 {
		t.Fatalf("second session %s (runs %d) after %s", rep.Session, b.Runs, a.Session)
	}
	for _, mr := range rep.Members {
		if got, want := fmt.Sprintf("%x", mr.StateHash), hashes[mr.ID.String()]; got != want || mr.Iterations != iters {
			t.Fatalf("peer %s (stage %d): state %s after %d iterations, %s in the first session", mr.ID, mr.Stage, got, mr.Iterations, want)
		}
	}
	for i := range a.Iters {
		if a.Iters[i].Loss != b.Iters[i].Loss {
			t.Fatalf("iteration %d: loss %v, then %v", i, a.Iters[i].Loss, b.Iters[i].Loss)
		}
	}
	if _, err := cl.Daemons[1].RunPipeline(ctx); !errors.Is(err, daemon.ErrNoPipeline) {
		t.Fatalf("RunPipeline on a stage peer: %v", err)
	}
	var st api.Status
	if err := c.Get(ctx, api.Prefix+"/status", &st); err != nil || !strings.Contains(strings.Join(st.Roles, ","), "pipeline-coordinator") {
		t.Fatalf("roles %v (%v)", st.Roles, err)
	}
}

// waitPipeline returns the first change that satisfies ok.
func waitPipeline(t *testing.T, ctx context.Context, ch <-chan api.Pipeline, ok func(api.Pipeline) bool) api.Pipeline {
	t.Helper()
	for {
		select {
		case p := <-ch:
			if ok(p) {
				return p
			}
		case <-ctx.Done():
			t.Fatalf("waiting for the pipeline: %v", ctx.Err())
		}
	}
}

// peerHashes checks that the coordinator's view lists every peer of
// every stage with a state hash, replicas of a stage agreeing, and
// returns the hashes by peer ID.
func peerHashes(t *testing.T, p api.Pipeline, peers int) map[string]string {
	t.Helper()
	out := map[string]string{}
	if len(p.StagePeers) != p.Stages {
		t.Fatalf("stage peers %+v", p.StagePeers)
	}
	for _, s := range p.StagePeers {
		for _, pp := range s.Peers {
			if pp.StateHash == "" || pp.Iteration != p.Iterations || pp.Dropped || pp.StateHash != s.Peers[0].StateHash {
				t.Fatalf("stage %d peer %+v", s.Stage, pp)
			}
			out[pp.ID] = pp.StateHash
		}
	}
	if len(out) != peers {
		t.Fatalf("%d peers in the coordinator's view, want %d", len(out), peers)
	}
	return out
}

// scrapeMetrics sums each metric's series on a Prometheus text page.
func scrapeMetrics(t *testing.T, url string) map[string]float64 {
	t.Helper()
	m := map[string]float64{}
	for _, line := range strings.Split(get(t, url), "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		name := line[:i]
		if j := strings.IndexByte(name, '{'); j >= 0 {
			name = name[:j]
		}
		v, err := strconv.ParseFloat(line[i+1:], 64)
		if err != nil {
			t.Fatalf("%s: %q: %v", url, line, err)
		}
		m[name] += v
	}
	return m
}

// subscribe follows the API's event stream at base and sends its
// "pipeline" events; it returns once the stream is open.
func subscribe(t *testing.T, ctx context.Context, base string) (<-chan api.Pipeline, func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(ctx)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"api/v1/events", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("events: %s %s", resp.Status, resp.Header.Get("Content-Type"))
	}
	out := make(chan api.Pipeline, 256)
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 1<<20), 16<<20)
		name := ""
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event: "):
				name = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: ") && name == "pipeline":
				var p api.Pipeline
				if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &p); err != nil {
					t.Errorf("pipeline event: %v", err)
					return
				}
				select {
				case out <- p:
				case <-ctx.Done():
					return
				}
			}
		}
	}()
	return out, func() { cancel(); <-done }
}

// testLogger logs warnings and errors to the test's log (shown when it
// fails), until the test ends.
func testLogger(t *testing.T) *slog.Logger {
	w := &tWriter{t: t}
	t.Cleanup(func() {
		w.mu.Lock()
		w.done = true
		w.mu.Unlock()
	})
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: slog.LevelWarn}))
}

type tWriter struct {
	t    *testing.T
	mu   sync.Mutex
	done bool
}

func (w *tWriter) Write(b []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.done {
		w.t.Log(strings.TrimSpace(string(b)))
	}
	return len(b), nil
}
