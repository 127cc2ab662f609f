package daemon

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	dto "github.com/prometheus/client_model/go"

	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/daemon/dashboard"
)

// APIFile is the name, under node.data_dir, of the file that holds the
// running daemon's API address (host:port), so that the CLI's read
// commands find it. The daemon removes it when it stops.
const APIFile = "api"

// startAPI serves the local HTTP API on node.metrics_listen_addr.
func (d *Daemon) startAPI() error {
	addr := d.cfg.Node.MetricsListenAddr
	if addr == "" {
		d.log.Info("local HTTP API off (node.metrics_listen_addr is empty): no dashboard, /metrics or API")
		return nil
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("node.metrics_listen_addr %s: %w (another node on this port? give each node its own, or \"127.0.0.1:0\" for any free port)", addr, err)
	}
	d.ln = ln
	d.srv = &http.Server{Handler: d.Handler(), ReadHeaderTimeout: 5 * time.Second}
	d.wg.Add(1)
	go func() {
		defer d.wg.Done()
		if err := d.srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			d.log.Error("local HTTP API stopped", "err", err)
		}
	}()
	d.push("local HTTP API", func() error {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		if err := d.srv.Shutdown(ctx); err != nil {
			return d.srv.Close()
		}
		return nil
	})
	if d.o.apiFile {
		f := filepath.Join(d.cfg.Node.DataDir, APIFile)
		if err := os.WriteFile(f, []byte(ln.Addr().String()+"\n"), 0o600); err != nil {
			return fmt.Errorf("daemon: writing %s: %w", f, err)
		}
		d.push("API address file", func() error { return ignoreNotExist(os.Remove(f)) })
	}
	d.log.Info("dashboard and local API", "url", d.APIURL())
	return nil
}

func ignoreNotExist(err error) error {
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}

// APIURL is the local API's base URL (its dashboard), or "" when off.
func (d *Daemon) APIURL() string {
	if d.ln == nil {
		return ""
	}
	return "http://" + d.ln.Addr().String() + "/"
}

// Handler serves the local API, /metrics and the dashboard.
func (d *Daemon) Handler() http.Handler {
	proc := prometheus.NewRegistry()
	proc.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(prometheus.Gatherers{d.node.Registry(), proc}, promhttp.HandlerOpts{}))
	mux.HandleFunc("GET "+api.Prefix+"/snapshot", func(w http.ResponseWriter, r *http.Request) { writeJSON(w, d.Snapshot(r.Context())) })
	mux.HandleFunc("GET "+api.Prefix+"/status", func(w http.ResponseWriter, _ *http.Request) { writeJSON(w, d.Status()) })
	mux.HandleFunc("GET "+api.Prefix+"/peers", func(w http.ResponseWriter, _ *http.Request) { writeJSON(w, d.Peers()) })
	mux.HandleFunc("GET "+api.Prefix+"/swarm", func(w http.ResponseWriter, _ *http.Request) {
		if s := d.swarmSnapshot(); s != nil {
			writeJSON(w, s)
			return
		}
		writeError(w, http.StatusNotFound, errNoSwarm)
	})
	mux.HandleFunc("GET "+api.Prefix+"/swarm/history", d.serveHistory)
	mux.HandleFunc("GET "+api.Prefix+"/checkpoints", func(w http.ResponseWriter, r *http.Request) { writeJSON(w, d.checkpointsSnapshot(r.Context())) })
	mux.HandleFunc("GET "+api.Prefix+"/chain", func(w http.ResponseWriter, _ *http.Request) {
		if c := d.chainSnapshot(); c != nil {
			writeJSON(w, c)
			return
		}
		writeError(w, http.StatusNotFound, errors.New("no chain configured ([chain] mode = \"rpc\")"))
	})
	mux.HandleFunc("GET "+api.Prefix+"/tasks", func(w http.ResponseWriter, _ *http.Request) {
		if t := d.tasksSnapshot(); t != nil {
			writeJSON(w, t)
			return
		}
		writeError(w, http.StatusNotFound, errors.New("this node plays no task-market role ([tasks] solve, verify)"))
	})
	mux.HandleFunc("GET "+api.Prefix+"/disputes", func(w http.ResponseWriter, _ *http.Request) {
		if g, err := d.Disputes(); err == nil {
			writeJSON(w, g)
			return
		}
		writeError(w, http.StatusNotFound, errNoDisputes)
	})
	mux.HandleFunc("GET "+api.Prefix+"/pipeline", func(w http.ResponseWriter, _ *http.Request) {
		if p := d.pipelineSnapshot(); p != nil {
			writeJSON(w, p)
			return
		}
		writeError(w, http.StatusNotFound, errors.New("this node plays no pipeline role ([pipeline] enable)"))
	})
	mux.HandleFunc("GET "+api.Prefix+"/logs", func(w http.ResponseWriter, r *http.Request) {
		n, _ := strconv.Atoi(r.URL.Query().Get("n"))
		writeJSON(w, d.logs.last(n))
	})
	mux.HandleFunc("GET "+api.Prefix+"/events", d.serveEvents)
	mux.HandleFunc(api.Prefix+"/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, fmt.Errorf("no API endpoint %s %s", r.Method, r.URL.Path))
	})
	mux.Handle("/", dashboard.Handler())
	return mux
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, code int, err error) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(api.Error{Error: err.Error()})
}

// serveEvents streams server-sent events: a snapshot at once and every
// second, log lines and tallied rounds as they happen.
func (d *Daemon) serveEvents(w http.ResponseWriter, r *http.Request) {
	fl, ok := w.(http.Flusher)
	if !ok {
		writeError(w, http.StatusNotImplemented, errors.New("streaming unsupported"))
		return
	}
	ch, cancel := d.hub.subscribe()
	defer cancel()
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	send := func(name string, data []byte) bool {
		_, err := fmt.Fprintf(w, "event: %s\ndata: %s\n\n", name, data)
		fl.Flush()
		return err == nil
	}
	first, _ := json.Marshal(d.Snapshot(r.Context()))
	if !send("snapshot", first) {
		return
	}
	for {
		select {
		case <-r.Context().Done():
			return
		case <-d.ctx.Done():
			return
		case ev := <-ch:
			if !send(ev.name, ev.data) {
				return
			}
		}
	}
}

// Snapshot is everything the dashboard shows.
func (d *Daemon) Snapshot(ctx context.Context) api.Snapshot {
	return api.Snapshot{
		Time: time.Now(), Status: d.Status(), Peers: d.Peers(), Swarm: d.swarmSnapshot(),
		Checkpoints: d.checkpointsSnapshot(ctx), Chain: d.chainSnapshot(), Tasks: d.tasksSnapshot(), Pipeline: d.pipelineSnapshot(), Logs: d.logs.last(100),
	}
}

// Status is the node's identity, reachability, roles and memory.
func (d *Daemon) Status() api.Status {
	st := d.node.Status()
	d.mu.Lock()
	started := d.startedAt
	d.mu.Unlock()
	addrs := st.Addrs
	if addrs == nil {
		addrs = []string{}
	}
	return api.Status{
		Version: d.o.version, PeerID: st.PeerID, Address: st.Address, Network: st.Network,
		Addrs: addrs, Reachability: st.Reachability, DHTMode: st.DHTMode, Peers: st.Peers,
		RoutingTable: st.RoutingTable, StartedAt: started, UptimeMS: time.Since(started).Milliseconds(),
		Roles: d.Roles(), DataDir: d.cfg.Node.DataDir, Memory: d.mem.snapshot(),
	}
}

// Peers are the connected peers with their scores.
func (d *Daemon) Peers() []api.Peer {
	out := []api.Peer{}
	for _, p := range d.node.Peers() {
		out = append(out, api.Peer{ID: p.ID, Address: p.Address, Addrs: p.Addrs, Direction: p.Direction,
			Agent: p.Agent, LatencyMS: p.LatencyMS, Score: p.Score, InDHT: p.InDHT})
	}
	return out
}

func (d *Daemon) checkpointsSnapshot(ctx context.Context) api.Checkpoints {
	out := api.Checkpoints{Pinned: []api.Pin{}, Serving: !d.mem.snapshot().Shedding}
	if d.ckpt == nil {
		return out
	}
	out.ServeRate = d.ckpt.ServeRate()
	pins, err := d.store.Pins(ctx)
	if err == nil {
		for _, p := range pins {
			out.Pinned = append(out.Pinned, api.Pin{CID: p.CID.String(), Name: p.Name, SizeBytes: int64(p.Size)})
			out.StoredBytes += int64(p.Size)
		}
	}
	out.ServedBytes = int64(counterSum(d.node.Registry(), "synod_checkpoint_served_bytes_total"))
	out.FetchedBytes = int64(counterSum(d.node.Registry(), "synod_checkpoint_fetched_bytes_total"))
	return out
}

func (d *Daemon) chainSnapshot() *api.Chain {
	c := d.Chain()
	if c == nil {
		return nil
	}
	mode, url := d.cfg.Chain.Mode, ""
	if d.o.chain != nil {
		mode = d.o.chainMode
	} else {
		url = d.cfg.Chain.RPCURL
	}
	out := &api.Chain{Mode: mode, ChainID: c.ChainID().Uint64(), RPCURL: url,
		Coordinator: c.Addresses().Coordinator.Hex(), Account: d.id.Address().Hex()}
	d.txs.snapshot(out)
	return out
}

// counterSum adds up every series of the counter called name in g.
func counterSum(g prometheus.Gatherer, name string) float64 {
	mfs, err := g.Gather()
	if err != nil {
		return 0
	}
	var sum float64
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
		for _, m := range mf.GetMetric() {
			sum += valueOf(mf.GetType(), m)
		}
	}
	return sum
}

func valueOf(t dto.MetricType, m *dto.Metric) float64 {
	switch t {
	case dto.MetricType_COUNTER:
		return m.GetCounter().GetValue()
	case dto.MetricType_GAUGE:
		return m.GetGauge().GetValue()
	}
	return 0
}

// ReadAPIFile returns the API address a daemon running with dataDir wrote,
// or "" when there is none.
func ReadAPIFile(dataDir string) string {
	b, err := os.ReadFile(filepath.Join(dataDir, APIFile))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// Running returns a client of the daemon that runs with dataDir, when one
// answers on the address in its API file and reports that data directory.
func Running(ctx context.Context, dataDir string) (*api.Client, bool) {
	addr := ReadAPIFile(dataDir)
	if addr == "" {
		return nil, false
	}
	c := api.NewClient(addr)
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	var st api.Status
	if err := c.Get(ctx, api.Prefix+"/status", &st); err != nil {
		return nil, false
	}
	if a, err := filepath.Abs(dataDir); err == nil {
		if b, err := filepath.Abs(st.DataDir); err == nil && a != b {
			return nil, false
		}
	}
	return c, true
}
