package node

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// HTTPHandler serves the node's read-only local API:
//
//	/metrics  Prometheus metrics (the node's registry plus extra gatherers)
//	/status   the node's Status as JSON
//	/peers    the connected peers (PeerInfo) as JSON
//
// It exposes nothing secret but does reveal the node's peers: bind it to
// loopback unless a firewall protects it.
func (n *Node) HTTPHandler(extra ...prometheus.Gatherer) http.Handler {
	gatherers := prometheus.Gatherers{n.reg}
	gatherers = append(gatherers, extra...)
	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.HandlerFor(gatherers, promhttp.HandlerOpts{}))
	mux.HandleFunc("/status", func(w http.ResponseWriter, _ *http.Request) { serveJSON(w, n.Status()) })
	mux.HandleFunc("/peers", func(w http.ResponseWriter, _ *http.Request) {
		peers := n.Peers()
		if peers == nil {
			peers = []PeerInfo{}
		}
		serveJSON(w, peers)
	})
	return mux
}

func serveJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
}

// LogStatus logs a status line (peers, routing table, topics, group peers,
// reachability) every interval, and sooner when the peer count changes, but
// never more than once per minGap; it returns when ctx ends.
func (n *Node) LogStatus(ctx context.Context, interval time.Duration) {
	minGap := min(5*time.Second, interval)
	tick := time.NewTicker(min(time.Second, interval))
	defer tick.Stop()
	var last time.Time
	lastPeers := -1
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		st := n.Status()
		due := time.Since(last) >= interval
		changed := st.Peers != lastPeers && time.Since(last) >= minGap
		if !due && !changed {
			continue
		}
		groupPeers := 0
		for _, s := range st.Groups {
			groupPeers += s.Found
		}
		// The key swarm_peers keeps its name: docs and scripts read it.
		n.log.Info("status", "peers", st.Peers, "dht", st.RoutingTable, "topics", len(st.Topics),
			"swarm_peers", groupPeers, "reachability", st.Reachability, "uptime", st.Uptime)
		last, lastPeers = time.Now(), st.Peers
	}
}
