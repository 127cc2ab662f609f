// Package cluster starts N Synod daemons in one process on loopback, each
// with its own key, home directory and ports, all bootstrapped from the
// first: the devnet, the benchmarks and the multi-node tests start their
// nodes through it, so they run the same composition as `synod node run`.
package cluster

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/localnet"
)

// Spec describes a cluster.
type Spec struct {
	// N is the number of nodes (at least 1).
	N int
	// Network is the network name (default "localnet").
	Network string
	// Dir holds one home per node (node-00, node-01, …) with its key and
	// data; a key found there is reused. Required.
	Dir string
	// BasePort gives node i TCP and QUIC port BasePort+i; 0 picks free
	// ports.
	BasePort int
	// API serves each node's dashboard and local API on a free loopback
	// port (daemon.APIURL).
	API bool
	// Parallel is how many nodes start at once after the first (default 8).
	Parallel int
	// Configure may adjust node i's configuration.
	Configure func(i int, cfg *config.Config)
	// Options are extra daemon options for node i.
	Options func(i int) []daemon.Option
	// Logger is the parent logger (default: discard); node i logs with i=<i>.
	Logger *slog.Logger
	// OnStarted is called (from any goroutine) as each node starts.
	OnStarted func(i int, d *daemon.Daemon)
}

// Cluster is a running set of daemons.
type Cluster struct {
	Daemons []*daemon.Daemon
	Dirs    []string
	spec    Spec
}

// Config is the configuration the cluster gives node i with home dir:
// loopback listeners, no NAT services, its key and data under dir.
func Config(spec Spec, i int, dir string) *config.Config {
	cfg := config.Default()
	cfg.Node = localnet.NodeConfig(localnet.Spec{Network: spec.Network, BasePort: spec.BasePort}, i, dir)
	cfg.Node.PersistNetworkState = false
	cfg.Node.LogLevel = "info"
	cfg.Storage.DatastoreDir = filepath.Join(dir, "data", "datastore")
	if spec.API {
		cfg.Node.MetricsListenAddr = "127.0.0.1:0"
	}
	return cfg
}

// Start starts the cluster: node 0 first, then the others in parallel,
// each bootstrapped from node 0. On error it closes what it started.
func Start(ctx context.Context, spec Spec) (*Cluster, error) {
	if spec.N < 1 {
		return nil, errors.New("cluster: need at least one node")
	}
	if spec.Dir == "" {
		return nil, errors.New("cluster: Spec.Dir is required")
	}
	if spec.Network == "" {
		spec.Network = "localnet"
	}
	if spec.Parallel <= 0 {
		spec.Parallel = 8
	}
	if spec.Logger == nil {
		spec.Logger = slog.New(slog.DiscardHandler)
	}
	c := &Cluster{Daemons: make([]*daemon.Daemon, spec.N), Dirs: make([]string, spec.N), spec: spec}
	err := localnet.StartEach(spec.N, spec.Parallel, func(i int, bootstrap []string) ([]string, error) {
		d, err := c.start(ctx, i, bootstrap)
		if err != nil {
			return nil, err
		}
		var addrs []string
		for _, a := range d.Node().Addrs() {
			addrs = append(addrs, a.String())
		}
		return addrs, nil
	})
	if err != nil {
		_ = c.Close()
		return nil, err
	}
	return c, nil
}

func (c *Cluster) start(ctx context.Context, i int, bootstrap []string) (*daemon.Daemon, error) {
	spec := c.spec
	dir := filepath.Join(spec.Dir, fmt.Sprintf("node-%02d", i))
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("cluster: node %d: %w", i, err)
	}
	cfg := Config(spec, i, dir)
	cfg.Node.BootstrapPeers = bootstrap
	if spec.Configure != nil {
		spec.Configure(i, cfg)
	}
	id, err := localnet.LoadOrCreateKey(cfg.Node.KeyFile)
	if err != nil {
		return nil, fmt.Errorf("cluster: node %d: %w", i, err)
	}
	opts := []daemon.Option{
		daemon.WithLogger(spec.Logger.With("i", i)), daemon.WithoutStatusLog(),
		daemon.WithNodeOptions(node.WithLibp2pMetrics(false)),
	}
	if spec.Options != nil {
		opts = append(opts, spec.Options(i)...)
	}
	d, err := daemon.New(cfg, id, opts...)
	if err != nil {
		return nil, fmt.Errorf("cluster: node %d: %w", i, err)
	}
	if err := d.Start(ctx); err != nil {
		return nil, fmt.Errorf("cluster: node %d: %w", i, err)
	}
	c.Daemons[i] = d
	c.Dirs[i] = dir
	if spec.OnStarted != nil {
		spec.OnStarted(i, d)
	}
	return d, nil
}

// Nodes are the daemons' libp2p nodes.
func (c *Cluster) Nodes() []*node.Node {
	out := make([]*node.Node, len(c.Daemons))
	for i, d := range c.Daemons {
		if d != nil {
			out[i] = d.Node()
		}
	}
	return out
}

// Close closes every daemon in parallel.
func (c *Cluster) Close() error {
	var wg sync.WaitGroup
	errs := make([]error, len(c.Daemons))
	for i, d := range c.Daemons {
		if d == nil {
			continue
		}
		wg.Add(1)
		go func(i int, d *daemon.Daemon) {
			defer wg.Done()
			errs[i] = d.Close()
		}(i, d)
	}
	wg.Wait()
	return errors.Join(errs...)
}
