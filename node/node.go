package node

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	ds "github.com/ipfs/go-datastore"
	dht "github.com/libp2p/go-libp2p-kad-dht"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/event"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	drouting "github.com/libp2p/go-libp2p/p2p/discovery/routing"
	ma "github.com/multiformats/go-multiaddr"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node/identity"
)

// Lifecycle errors.
var (
	ErrStarted    = errors.New("node: already started")
	ErrClosed     = errors.New("node: closed")
	ErrNotStarted = errors.New("node: not started")
)

type state int

const (
	stateNew state = iota
	stateStarting
	stateRunning
	stateClosed
)

// Node is one Synod peer. Create it with New, then Start it; Close it when
// done. Its accessors are safe for concurrent use.
type Node struct {
	cfg  config.Node
	id   *identity.Identity
	opts options
	log  *slog.Logger
	reg  *prometheus.Registry
	m    *metrics

	listen    []ma.Multiaddr
	announce  []ma.Multiaddr
	bootstrap []peer.AddrInfo
	loopback  bool

	// startMu is held for the whole of Start, so that Close waits for a
	// start in progress instead of racing it.
	startMu sync.Mutex
	// joinMu serialises Join.
	joinMu sync.Mutex
	// mu guards state, topics, groups and closers.
	mu      sync.Mutex
	state   state
	topics  map[string]*Topic
	groups  map[string]*groupDiscovery
	closers []closer
	// The envelope router (envsub.go), started by the first JoinEnvelopeTopic,
	// and its joined topics.
	envRouter *envelopeRouter
	envTopics map[string]*EnvelopeTopic

	// Set once by Start before it returns; read-only afterwards.
	hostv     atomic.Value // host.Host, for callbacks that may run during Start
	host      host.Host
	dht       *dht.IpfsDHT
	dhtSender *dhtSender // the DHT's message sender, set while the DHT is built
	ps        *pubsub.PubSub
	disc      *drouting.RoutingDiscovery
	ctx       context.Context
	cancel    context.CancelFunc
	startedAt time.Time

	wg sync.WaitGroup // every goroutine the node starts

	reach atomic.Int32 // network.Reachability

	copies *copyFilter // nil when WithCopyHold(0)

	scoresMu sync.RWMutex
	scores   map[peer.ID]float64

	// State directory (WithStateDir): the /peers namespace and the peers
	// remembered from the last run, dialled next to the bootstrap peers.
	peersDS ds.Batching
	known   []peer.AddrInfo
}

type closer struct {
	name string
	fn   func() error
}

// New checks cfg and prepares a node for id; it opens nothing. cfg is the
// [node] section of the configuration, with paths already resolved.
func New(cfg config.Node, id *identity.Identity, opts ...Option) (*Node, error) {
	if id == nil {
		return nil, errors.New("node: nil identity")
	}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	o := defaultOptions()
	for _, opt := range opts {
		if err := opt(&o); err != nil {
			return nil, err
		}
	}
	n := &Node{
		cfg:    cfg,
		id:     id,
		opts:   o,
		log:    o.logger.With("node", ShortID(id.PeerID())),
		reg:    prometheus.NewRegistry(),
		topics: map[string]*Topic{},
		groups: map[string]*groupDiscovery{},
		scores: map[peer.ID]float64{},
	}
	n.m = newMetrics(n.reg)
	for _, s := range cfg.ListenAddrs {
		a, err := ma.NewMultiaddr(s)
		if err != nil {
			return nil, fmt.Errorf("node: listen address %q: %w", s, err)
		}
		n.listen = append(n.listen, a)
	}
	for _, s := range cfg.AnnounceAddrs {
		a, err := ma.NewMultiaddr(s)
		if err != nil {
			return nil, fmt.Errorf("node: announce address %q: %w", s, err)
		}
		n.announce = append(n.announce, a)
	}
	var err error
	if n.bootstrap, err = ParseBootstrap(cfg.BootstrapPeers); err != nil {
		return nil, err
	}
	n.loopback = allLoopback(n.listen)
	return n, nil
}

// ParseBootstrap turns bootstrap multiaddrs into peer infos, merging several
// addresses of one peer.
func ParseBootstrap(addrs []string) ([]peer.AddrInfo, error) {
	var mas []ma.Multiaddr
	for _, s := range addrs {
		a, err := ma.NewMultiaddr(s)
		if err != nil {
			return nil, fmt.Errorf("node: bootstrap peer %q: %w", s, err)
		}
		mas = append(mas, a)
	}
	infos, err := peer.AddrInfosFromP2pAddrs(mas...)
	if err != nil {
		return nil, fmt.Errorf("node: bootstrap peers: %w", err)
	}
	return infos, nil
}

// Start opens the sockets, starts the DHT and GossipSub, and connects to the
// bootstrap peers (ctx bounds only this start; the node runs until Close).
// Bootstrap peers that cannot be reached are retried in the background. If
// Start fails it closes everything it began and the node is closed.
func (n *Node) Start(ctx context.Context) (err error) {
	n.startMu.Lock()
	defer n.startMu.Unlock()
	n.mu.Lock()
	switch n.state {
	case stateNew:
	case stateClosed:
		n.mu.Unlock()
		return ErrClosed
	default:
		n.mu.Unlock()
		return ErrStarted
	}
	n.state = stateStarting
	n.mu.Unlock()

	defer func() {
		if err != nil {
			n.shutdown()
			err = fmt.Errorf("node: start: %w", err)
		}
	}()

	n.ctx, n.cancel = context.WithCancel(context.Background())
	n.push("context", func() error { n.cancel(); return nil })

	// Opened before the host so that it is closed after it: in-flight DHT
	// requests may still read records until the host is closed.
	dhtDS, err := n.openState()
	if err != nil {
		return fmt.Errorf("state directory: %w", err)
	}

	h, err := n.buildHost(n.listen, n.announce, n.loopback)
	if err != nil {
		return fmt.Errorf("libp2p host: %w", err)
	}
	n.host = h
	n.hostv.Store(h)
	n.push("host", h.Close)
	if n.loopback {
		n.reach.Store(int32(network.ReachabilityPublic))
	}

	if known, err := n.loadKnownPeers(ctx); err != nil {
		n.log.Warn("remembered peers unreadable; starting from the bootstrap peers only", "err", err)
	} else {
		n.known = known[:min(len(known), maxRedialPeers)]
		n.rememberAddrs(n.known)
	}

	n.push("dht streams", func() error {
		if n.dhtSender != nil {
			n.dhtSender.close()
		}
		return nil
	})
	if n.dht, err = n.buildDHT(dhtDS); err != nil {
		return fmt.Errorf("dht: %w", err)
	}
	n.push("dht", n.dht.Close)
	if n.peersDS != nil {
		// Runs before the DHT and the host close (closers run in reverse).
		n.push("known peers", func() error {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			return n.saveKnownPeers(ctx)
		})
	}
	n.disc = drouting.NewRoutingDiscovery(n.dht)

	if n.ps, err = n.buildPubSub(); err != nil {
		return fmt.Errorf("gossipsub: %w", err)
	}

	sub, err := h.EventBus().Subscribe(new(event.EvtLocalReachabilityChanged))
	if err != nil {
		return fmt.Errorf("event bus: %w", err)
	}
	n.push("reachability subscription", sub.Close)
	n.goFunc(func() { n.watchReachability(sub) })

	if err := ctx.Err(); err != nil {
		return err
	}
	connected := n.connectBootstrap(ctx)
	if len(n.bootstrap)+len(n.known) > 0 && connected == 0 {
		n.log.Warn("no bootstrap or remembered peer reachable yet; retrying in the background",
			"bootstrap_peers", len(n.bootstrap), "remembered_peers", len(n.known))
	}
	// Without background refreshes (WithoutDHTRefresh) a node that reached
	// nobody has nothing to refresh from, and a refresh still queued when
	// its first peer connects would walk the DHT in the background after all.
	if connected > 0 || !n.opts.noDHTRefresh {
		if err := n.dht.Bootstrap(n.ctx); err != nil {
			return fmt.Errorf("dht bootstrap: %w", err)
		}
	}
	n.goFunc(n.maintain)

	n.mu.Lock()
	n.state = stateRunning
	n.startedAt = time.Now()
	n.mu.Unlock()
	n.log.Info("node started", "peer_id", n.ID().String(), "address", n.id.Address().Hex(),
		"listen", fmt.Sprint(h.Addrs()), "connected", connected, "remembered_peers", len(n.known),
		"dht_mode", n.dhtModeName())
	return nil
}

// push records something Start began, for Close to undo in reverse order.
func (n *Node) push(name string, fn func() error) {
	n.mu.Lock()
	n.closers = append(n.closers, closer{name, fn})
	n.mu.Unlock()
}

// goFunc runs f in a goroutine that Close waits for.
func (n *Node) goFunc(f func()) {
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		f()
	}()
}

// Close stops the node: it leaves every topic and discovery group, stops the
// background loops, closes the DHT and the host, and waits for every
// goroutine the node started. It is safe to call more than once and before
// Start.
func (n *Node) Close() error {
	n.startMu.Lock()
	defer n.startMu.Unlock()
	return n.shutdown()
}

func (n *Node) shutdown() error {
	n.mu.Lock()
	if n.state == stateClosed {
		n.mu.Unlock()
		return nil
	}
	n.state = stateClosed
	topics := make([]*Topic, 0, len(n.topics))
	for _, t := range n.topics {
		topics = append(topics, t)
	}
	closers := n.closers
	n.closers = nil
	n.mu.Unlock()

	// Leave topics while GossipSub still runs, so that subscribers blocked
	// in Next wake up and peers hear that we left.
	for _, t := range topics {
		t.leave()
	}
	n.leaveEnvelopeTopics()
	if n.cancel != nil {
		n.cancel()
	}
	n.wg.Wait()
	var errs []error
	for i := len(closers) - 1; i >= 0; i-- {
		if err := closers[i].fn(); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", closers[i].name, err))
		}
	}
	n.log.Debug("node closed")
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("node: close: %w", err)
	}
	return nil
}

func (n *Node) running() error {
	n.mu.Lock()
	defer n.mu.Unlock()
	switch n.state {
	case stateRunning:
		return nil
	case stateClosed:
		return ErrClosed
	default:
		return ErrNotStarted
	}
}

// ID is the node's peer ID.
func (n *Node) ID() peer.ID { return n.id.PeerID() }

// Identity is the node's key.
func (n *Node) Identity() *identity.Identity { return n.id }

// Config is the [node] section the node was built with.
func (n *Node) Config() config.Node { return n.cfg }

// Network is the network name (node.network).
func (n *Node) Network() string { return n.cfg.Network }

// Host is the libp2p host (nil before Start).
func (n *Node) Host() host.Host { return n.host }

// DHT is the Kademlia DHT (nil before Start).
func (n *Node) DHT() *dht.IpfsDHT { return n.dht }

// PubSub is the GossipSub router (nil before Start). Prefer Join, which
// names topics and installs the validator chain.
func (n *Node) PubSub() *pubsub.PubSub { return n.ps }

// Registry is the node's own Prometheus registry.
func (n *Node) Registry() *prometheus.Registry { return n.reg }

// Logger is the node's logger.
func (n *Node) Logger() *slog.Logger { return n.log }

// Addrs are the node's dialable addresses, each ending in /p2p/<peer ID>
// (nil before Start).
func (n *Node) Addrs() []ma.Multiaddr {
	if n.host == nil {
		return nil
	}
	addrs, err := peer.AddrInfoToP2pAddrs(&peer.AddrInfo{ID: n.ID(), Addrs: n.host.Addrs()})
	if err != nil {
		return nil
	}
	return addrs
}

// AddrInfo is the node's peer ID with its addresses (no /p2p/ suffix).
func (n *Node) AddrInfo() peer.AddrInfo {
	if n.host == nil {
		return peer.AddrInfo{ID: n.ID()}
	}
	return peer.AddrInfo{ID: n.ID(), Addrs: n.host.Addrs()}
}

// Reachability is what AutoNAT last concluded (public for loopback nodes).
func (n *Node) Reachability() network.Reachability {
	return network.Reachability(n.reach.Load())
}

func (n *Node) watchReachability(sub event.Subscription) {
	for {
		select {
		case <-n.ctx.Done():
			return
		case e, ok := <-sub.Out():
			if !ok {
				return
			}
			r := e.(event.EvtLocalReachabilityChanged).Reachability
			if network.Reachability(n.reach.Swap(int32(r))) != r {
				n.log.Info("reachability changed", "reachability", r.String())
			}
		}
	}
}

// ShortID is the last 8 characters of a peer ID, for logs and tables.
func ShortID(p peer.ID) string {
	s := p.String()
	if len(s) > 8 {
		return s[len(s)-8:]
	}
	return s
}
