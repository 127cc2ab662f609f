// Package localnet starts N Synod nodes in one process on loopback, each
// with its own key, directory and ports, all bootstrapped from the first.
// It backs `synod devnet`, the gossip benchmark, node/nodetest, daemon/cluster
// and the storage tests and checkpoint benchmark (One starts a single node
// that joins given peers).
package localnet

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
)

// Spec describes a local network.
type Spec struct {
	// N is the number of nodes (at least 1).
	N int
	// Network is the network name (default "localnet").
	Network string
	// Dir holds one directory per node (node-00, node-01, …) with its key
	// file; a key found there is reused, so a restarted net keeps its peer
	// IDs. Empty: keys live in memory only.
	Dir string
	// BasePort gives node i TCP and QUIC port BasePort+i; 0 picks free
	// ports.
	BasePort int
	// QUIC adds a QUIC listener next to TCP (default true via Start).
	NoQUIC bool
	// Persist keeps each node's network state (DHT records, known peers)
	// under its directory (node.WithStateDir), so a restarted net finds its
	// peers again without node 0. It needs Dir.
	Persist bool
	// NoDHTRefresh turns off the nodes' background routing-table refreshes
	// (node.WithoutDHTRefresh): a node dials only the peers it is told
	// about, its bootstrap peers and those its own lookups walk.
	NoDHTRefresh bool
	// Parallel is how many nodes start at once after the first (default 8).
	Parallel int
	// Configure may adjust node i's config before it is built.
	Configure func(i int, cfg *config.Node)
	// Options are extra node options for node i.
	Options func(i int) []node.Option
	// Identity, when set, gives node i's key (instead of a new one, or the
	// one kept under Dir).
	Identity func(i int) (*identity.Identity, error)
	// Logger is the parent logger (default: discard).
	Logger *slog.Logger
	// OnStarted is called (from any goroutine) as each node starts.
	OnStarted func(i int, n *node.Node)
}

// Net is a running local network.
type Net struct {
	Nodes []*node.Node
	Dirs  []string
	spec  Spec
}

// NodeConfig is the config localnet gives node i: loopback listeners, no
// metrics server, and its key and data under dir.
func NodeConfig(spec Spec, i int, dir string) config.Node {
	cfg := config.Default().Node
	cfg.Network = spec.Network
	port := 0
	if spec.BasePort > 0 {
		port = spec.BasePort + i
	}
	cfg.ListenAddrs = []string{fmt.Sprintf("/ip4/127.0.0.1/tcp/%d", port)}
	if !spec.NoQUIC {
		cfg.ListenAddrs = append(cfg.ListenAddrs, fmt.Sprintf("/ip4/127.0.0.1/udp/%d/quic-v1", port))
	}
	cfg.MetricsListenAddr = ""
	cfg.AutoNAT, cfg.HolePunching, cfg.RelayClient, cfg.PortMapping = false, false, false, false
	if dir != "" {
		cfg.KeyFile = filepath.Join(dir, "key")
		cfg.DataDir = filepath.Join(dir, "data")
	}
	return cfg
}

// Start starts the network: node 0 first, then the others in parallel,
// each bootstrapped from node 0. On error it closes what it started.
func Start(ctx context.Context, spec Spec) (*Net, error) {
	if spec.N < 1 {
		return nil, errors.New("localnet: need at least one node")
	}
	spec = spec.withDefaults()
	net := &Net{Nodes: make([]*node.Node, spec.N), Dirs: make([]string, spec.N), spec: spec}
	err := StartEach(spec.N, spec.Parallel, func(i int, bootstrap []string) ([]string, error) {
		n, err := net.startNode(ctx, i, bootstrap)
		if err != nil {
			return nil, err
		}
		var addrs []string
		for _, a := range n.Addrs() {
			addrs = append(addrs, a.String())
		}
		return addrs, nil
	})
	if err != nil {
		net.Close()
		return nil, err
	}
	return net, nil
}

// StartEach starts n things the way a loopback network starts: start(0,
// nil) first, then start(i, addrs) for the others, at most parallel at a
// time, where addrs are what start(0) returned (node 0's addresses, every
// other node's bootstrap peers). It returns the errors of every start that
// failed; node 0's failure stops it at once. daemon/cluster starts its
// daemons with it too.
func StartEach(n, parallel int, start func(i int, bootstrap []string) ([]string, error)) error {
	bootstrap, err := start(0, nil)
	if err != nil {
		return err
	}
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		errs []error
		sem  = make(chan struct{}, max(parallel, 1))
	)
	for i := 1; i < n; i++ {
		wg.Add(1)
		sem <- struct{}{}
		go func(i int) {
			defer wg.Done()
			defer func() { <-sem }()
			if _, err := start(i, bootstrap); err != nil {
				mu.Lock()
				errs = append(errs, err)
				mu.Unlock()
			}
		}(i)
	}
	wg.Wait()
	return errors.Join(errs...)
}

// LoadOrCreateKey loads the plain key file at path, or creates one with a
// new key when there is none.
func LoadOrCreateKey(path string) (*identity.Identity, error) {
	return loadOrCreateKey(path, true)
}

// One starts a single node as Start starts node 0 of spec (spec.N is not
// used; with Dir, the node lives under node-00), bootstrapped from the
// given peers, which must run the same network (spec.Network). The caller
// closes the node.
func One(ctx context.Context, spec Spec, bootstrap ...peer.AddrInfo) (*node.Node, error) {
	spec = spec.withDefaults()
	var addrs []string
	for _, ai := range bootstrap {
		mas, err := peer.AddrInfoToP2pAddrs(&ai)
		if err != nil {
			return nil, fmt.Errorf("localnet: bootstrap peer %s: %w", ai.ID, err)
		}
		for _, a := range mas {
			addrs = append(addrs, a.String())
		}
	}
	net := &Net{Nodes: make([]*node.Node, 1), Dirs: make([]string, 1), spec: spec}
	return net.startNode(ctx, 0, addrs)
}

func (spec Spec) withDefaults() Spec {
	if spec.Network == "" {
		spec.Network = "localnet"
	}
	if spec.Parallel <= 0 {
		spec.Parallel = 8
	}
	if spec.Logger == nil {
		spec.Logger = slog.New(slog.DiscardHandler)
	}
	return spec
}

func (net *Net) startNode(ctx context.Context, i int, bootstrap []string) (*node.Node, error) {
	spec := net.spec
	dir := ""
	if spec.Dir != "" {
		dir = filepath.Join(spec.Dir, fmt.Sprintf("node-%02d", i))
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, fmt.Errorf("localnet: node %d: %w", i, err)
		}
	}
	cfg := NodeConfig(spec, i, dir)
	cfg.BootstrapPeers = bootstrap
	if spec.Configure != nil {
		spec.Configure(i, &cfg)
	}
	var id *identity.Identity
	var err error
	if spec.Identity != nil {
		id, err = spec.Identity(i)
	} else {
		id, err = loadOrCreateKey(cfg.KeyFile, dir != "")
	}
	if err != nil {
		return nil, fmt.Errorf("localnet: node %d: %w", i, err)
	}
	opts := []node.Option{node.WithLogger(spec.Logger.With("i", i)), node.WithLibp2pMetrics(false)}
	if spec.Persist && dir != "" {
		opts = append(opts, node.WithStateDir(node.StateDir(cfg)))
	}
	if spec.NoDHTRefresh {
		opts = append(opts, node.WithoutDHTRefresh())
	}
	if spec.Options != nil {
		opts = append(opts, spec.Options(i)...)
	}
	n, err := node.New(cfg, id, opts...)
	if err != nil {
		return nil, fmt.Errorf("localnet: node %d: %w", i, err)
	}
	if err := n.Start(ctx); err != nil {
		return nil, fmt.Errorf("localnet: node %d: %w", i, err)
	}
	net.Nodes[i] = n
	net.Dirs[i] = dir
	if spec.OnStarted != nil {
		spec.OnStarted(i, n)
	}
	return n, nil
}

func loadOrCreateKey(path string, persist bool) (*identity.Identity, error) {
	if !persist {
		return identity.Generate()
	}
	if _, err := os.Stat(path); err == nil {
		return identity.Load(path, "")
	}
	id, err := identity.Generate()
	if err != nil {
		return nil, err
	}
	if err := identity.Save(path, id, identity.SaveOptions{Plain: true}); err != nil {
		return nil, err
	}
	return id, nil
}

// Close closes every node in parallel.
func (net *Net) Close() error {
	var wg sync.WaitGroup
	errs := make([]error, len(net.Nodes))
	for i, n := range net.Nodes {
		if n == nil {
			continue
		}
		wg.Add(1)
		go func(i int, n *node.Node) {
			defer wg.Done()
			errs[i] = n.Close()
		}(i, n)
	}
	wg.Wait()
	return errors.Join(errs...)
}

// Bootstrap is node 0's first address, for other nodes to join through.
func (net *Net) Bootstrap() string {
	addrs := net.Nodes[0].Addrs()
	if len(addrs) == 0 {
		return ""
	}
	return addrs[0].String()
}

// MinRoutingTable is the smallest routing table among the nodes.
func (net *Net) MinRoutingTable() int {
	m := -1
	for _, n := range net.Nodes {
		if s := len(n.RoutingTablePeers()); m < 0 || s < m {
			m = s
		}
	}
	return m
}

// MinKnown is the smallest number of known peers (see node.KnownPeers)
// among the nodes.
func (net *Net) MinKnown() int {
	m := -1
	for _, n := range net.Nodes {
		if s := len(n.KnownPeers()); m < 0 || s < m {
			m = s
		}
	}
	return m
}

// WaitFor polls cond every 50 ms until it holds or ctx ends.
func WaitFor(ctx context.Context, cond func() bool) error {
	t := time.NewTicker(50 * time.Millisecond)
	defer t.Stop()
	for !cond() {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
	return nil
}
