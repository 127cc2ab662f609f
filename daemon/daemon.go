package daemon

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/storage/checkpoint"
	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm/member"
	"github.com/synod-net/synod/swarm/swarmnode"
)

// ErrClosed is returned by a daemon that was closed.
var ErrClosed = errors.New("daemon: closed")

// ErrHomeInUse means another process holds the data directory.
var ErrHomeInUse = errors.New("daemon: another synod node runs with this data directory")

// Daemon is one Synod node with every role its configuration enables.
type Daemon struct {
	cfg  *config.Config
	id   *identity.Identity
	o    options
	log  *slog.Logger
	logs *logRing
	hub  *hub

	node  *node.Node
	pen   *swarmnode.Penalties
	db    *state.DB
	store *checkpoint.Store
	ckpt  *checkpoint.Service
	mem   *watchdog
	txs   *txLog
	ln    net.Listener
	srv   *http.Server

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	// mu guards the fields below it.
	mu        sync.Mutex
	started   bool
	closed    bool
	startedAt time.Time
	closers   []closer
	member    *member.Member
	swarm     *swarmState
	swarmM    *swarmMetrics
	// learnRows are the last rounds of learning; lastPolicyCID the last
	// saved weights (mu guards both).
	learnRows     []api.LearnRow
	lastPolicyCID string
	chain         *chain.Chain
	// tasks are the task-market roles (nil: none).
	tasks *taskRoles
	// disputes are the dispute games the task-market roles play (nil:
	// none).
	disputes *disputeBook
	// pipe is the pipeline role (nil: none); pipeM its metrics, created
	// with it.
	pipe         *pipelineRole
	pipeStarting bool
	pipeM        *pipelineMetrics
}

type closer struct {
	name string
	fn   func() error
}

// New checks cfg (resolved paths: config.ResolvePaths) and prepares a
// daemon for id; Start starts it.
func New(cfg *config.Config, id *identity.Identity, opts ...Option) (*Daemon, error) {
	if cfg == nil || id == nil {
		return nil, errors.New("daemon: New needs a configuration and an identity")
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
	d := &Daemon{cfg: cfg, id: id, o: o, pen: swarmnode.NewPenalties()}
	d.hub = newHub()
	d.logs = newLogRing(500, d.hub)
	base := o.log
	if base == nil {
		out := o.logOut
		if out == nil {
			out = os.Stderr
		}
		base = slog.New(slog.NewTextHandler(out, &slog.HandlerOptions{Level: levelOf(cfg.Node.LogLevel)}))
	}
	d.log = slog.New(teeHandler{base.Handler(), d.logs.handler(levelOf(cfg.Node.LogLevel))})
	d.txs = newTxLog(id.Address())
	return d, nil
}

func levelOf(s string) slog.Level {
	var l slog.Level
	if err := l.UnmarshalText([]byte(s)); err != nil {
		return slog.LevelInfo
	}
	return l
}

// StateDir is where a node keeps its state database.
func StateDir(cfg *config.Config) string { return filepath.Join(cfg.Node.DataDir, "state") }

// CheckpointDir is where a node keeps its checkpoint store: a badger
// database of its own beside the node-state database.
func CheckpointDir(cfg *config.Config) string {
	return filepath.Join(cfg.Storage.DatastoreDir, "checkpoints")
}

// Start opens and starts every part of the node. On error, what was
// started is closed again and the error says what failed and why.
func (d *Daemon) Start(ctx context.Context) (err error) {
	d.mu.Lock()
	if d.closed {
		d.mu.Unlock()
		return ErrClosed
	}
	if d.started {
		d.mu.Unlock()
		return errors.New("daemon: already started")
	}
	d.started = true
	d.startedAt = time.Now()
	d.mu.Unlock()
	d.ctx, d.cancel = context.WithCancel(context.Background())
	d.push("background tasks", func() error { d.cancel(); d.wg.Wait(); return nil })
	defer func() {
		if err != nil {
			_ = d.Close()
		}
	}()
	d.mem = newWatchdog(d, int64(d.cfg.Node.MemoryLimit))
	if err := os.MkdirAll(d.cfg.Node.DataDir, 0o700); err != nil {
		return fmt.Errorf("daemon: creating node.data_dir %s: %w", d.cfg.Node.DataDir, err)
	}
	// The state database holds the data directory's lock: open it first,
	// so a second node with the same home fails before binding ports.
	d.db, err = state.Open(StateDir(d.cfg), state.WithLogger(d.log))
	if err != nil {
		if strings.Contains(err.Error(), "Cannot acquire directory lock") {
			return fmt.Errorf("%w (%s is locked): stop the other node, or give this one its own --home", ErrHomeInUse, StateDir(d.cfg))
		}
		return fmt.Errorf("daemon: opening the node state in %s: %w", StateDir(d.cfg), err)
	}
	d.push("state database", d.db.Close)

	nopts := []node.Option{node.WithLogger(d.log), node.WithUserAgent("synod/" + d.o.version), node.WithAppScore(d.pen.Score)}
	if dir := node.StateDir(d.cfg.Node); dir != "" {
		nopts = append(nopts, node.WithStateDir(dir))
	}
	nopts = append(nopts, d.o.nodeOpts...)
	n, err := node.New(d.cfg.Node, d.id, nopts...)
	if err != nil {
		return err
	}
	startCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	err = n.Start(startCtx)
	cancel()
	if err != nil {
		_ = n.Close()
		return err
	}
	d.node = n
	d.push("libp2p node", n.Close)
	d.mem.register(n.Registry())
	d.txs.register(n.Registry())

	if err := d.startCheckpoints(ctx); err != nil {
		return err
	}
	if err := d.startChain(ctx); err != nil {
		return err
	}
	if d.cfg.Swarm.ID != "" {
		id, err := config.ParseSwarmID(d.cfg.Swarm.ID)
		if err != nil {
			return err
		}
		if d.Chain() == nil {
			return fmt.Errorf(`swarm.id = %s, but no chain is configured: swarms live on a chain every member shares; set [chain] mode = "rpc", rpc_url and coordinator_address (from 'synod chain deploy'), or clear swarm.id`, d.cfg.Swarm.ID)
		}
		if err := d.JoinSwarm(ctx, d.Chain(), id); err != nil {
			return err
		}
	}
	if t := d.cfg.Tasks; t.Solve || t.Verify || t.Audit > 0 {
		if d.Chain() == nil {
			return errors.New(`[tasks] solve, verify and audit need a chain every node shares: set [chain] mode = "rpc", rpc_url and coordinator_address (from 'synod chain deploy'), or turn them off`)
		}
		if err := d.StartTasks(ctx, d.Chain(), t.Solve, t.Verify); err != nil {
			return err
		}
	}
	if d.cfg.Tasks.Referee {
		if d.Chain() == nil {
			return errors.New(`[tasks] referee needs a chain every node shares: set [chain] mode = "rpc", rpc_url and coordinator_address (from 'synod chain deploy'), or turn it off`)
		}
		if err := d.JoinRefereeSet(ctx, d.Chain()); err != nil {
			return err
		}
		if err := d.StartReferee(ctx, d.Chain(), nil); err != nil {
			return err
		}
	}
	if pc := d.cfg.Pipeline; pc.Enable {
		if err := d.StartPipeline(ctx, pc); err != nil {
			return err
		}
		if pc.Coordinate {
			d.goLoop(d.firstPipelineSession)
		}
	}
	if err := d.startAPI(); err != nil {
		return err
	}
	d.goLoop(d.mem.run)
	d.goLoop(d.gcLoop)
	d.goLoop(d.hub.tickSnapshots(d))
	if !d.o.noStatusLog {
		d.goLoop(func(ctx context.Context) { n.LogStatus(ctx, d.cfg.Node.StatusInterval.D()) })
	}
	d.log.Info("node started", "peer", n.ID(), "address", d.id.Address().Hex(), "roles", strings.Join(d.Roles(), ","), "api", d.APIURL())
	return nil
}

// push records a part to close, in reverse order, on Close.
func (d *Daemon) push(name string, fn func() error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.closers = append(d.closers, closer{name, fn})
}

// goLoop runs f until the daemon closes.
func (d *Daemon) goLoop(f func(ctx context.Context)) {
	d.wg.Add(1)
	go func() {
		defer d.wg.Done()
		f(d.ctx)
	}()
}

// Close stops every part, in the reverse order of Start. It is idempotent
// and returns the errors of the parts that failed to close.
func (d *Daemon) Close() error {
	d.mu.Lock()
	if d.closed {
		d.mu.Unlock()
		return nil
	}
	d.closed = true
	cs := d.closers
	d.closers = nil
	d.mu.Unlock()
	var errs []error
	for i := len(cs) - 1; i >= 0; i-- {
		if err := cs[i].fn(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			errs = append(errs, fmt.Errorf("closing the %s: %w", cs[i].name, err))
		}
	}
	return errors.Join(errs...)
}

// isClosed reports whether Close has begun.
func (d *Daemon) isClosed() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.closed
}

// Node is the libp2p node (nil before Start).
func (d *Daemon) Node() *node.Node { return d.node }

// Identity is the node's key.
func (d *Daemon) Identity() *identity.Identity { return d.id }

// Config is the daemon's configuration.
func (d *Daemon) Config() *config.Config { return d.cfg }

// Logger is the daemon's logger (its lines also reach the API).
func (d *Daemon) Logger() *slog.Logger { return d.log }

// State is the node's state database.
func (d *Daemon) State() *state.DB { return d.db }

// Checkpoints is the checkpoint service (store: Checkpoints().Store()).
func (d *Daemon) Checkpoints() *checkpoint.Service { return d.ckpt }

// Chain is the chain client, or nil when none is configured.
func (d *Daemon) Chain() *chain.Chain {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.chain
}

// Penalties is the swarm's equivocation table, the node's GossipSub
// application score.
func (d *Daemon) Penalties() *swarmnode.Penalties { return d.pen }

// Member is the swarm member, or nil when the node plays no swarm.
func (d *Daemon) Member() *member.Member {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.member
}

// Roles lists what the node does.
func (d *Daemon) Roles() []string {
	roles := []string{"network", "state", "checkpoints"}
	if d.Chain() != nil {
		roles = append(roles, "chain")
	}
	if d.Member() != nil {
		roles = append(roles, "swarm")
	}
	d.mu.Lock()
	if d.tasks != nil {
		if d.tasks.solver != nil {
			roles = append(roles, "solver")
		}
		if d.tasks.verifier != nil {
			roles = append(roles, "verifier")
		}
	}
	if d.pipe != nil {
		if d.pipe.coord != nil {
			roles = append(roles, "pipeline-coordinator")
		} else {
			roles = append(roles, "pipeline-stage")
		}
	}
	d.mu.Unlock()
	return roles
}

// startCheckpoints opens the checkpoint store and serves it: bitswap
// answers for every stored block, the pinned roots announced on the DHT.
func (d *Daemon) startCheckpoints(ctx context.Context) error {
	dir := CheckpointDir(d.cfg)
	st, err := checkpoint.OpenStore(dir, checkpoint.WithStoreLogger(d.log), checkpoint.WithStoreRegisterer(d.node.Registry()))
	if err != nil {
		if errors.Is(err, checkpoint.ErrStoreBusy) {
			return fmt.Errorf("%w: %w", ErrHomeInUse, err)
		}
		return fmt.Errorf("daemon: opening the checkpoint store: %w", err)
	}
	d.store = st
	d.push("checkpoint store", st.Close)
	copts := append([]checkpoint.ServiceOption{checkpoint.WithLogger(d.log),
		checkpoint.WithRegisterer(d.node.Registry()), checkpoint.WithServeRate(int64(d.cfg.Storage.CheckpointServeRate))}, d.o.ckptOpts...)
	svc, err := checkpoint.NewService(d.node.Host(), d.node.DHT(), st, copts...)
	if err == nil {
		err = svc.Start(ctx)
	}
	if err != nil {
		return fmt.Errorf("daemon: starting the checkpoint service: %w", err)
	}
	d.ckpt = svc
	d.push("checkpoint service", svc.Close)
	pins, err := st.Pins(ctx)
	if err != nil {
		return err
	}
	d.log.Info("serving checkpoints", "pinned", len(pins), "dir", dir, "rate_limit", serveRateText(svc.ServeRate()))
	return nil
}

// startChain uses the injected chain client, or dials the [chain] section's
// JSON-RPC endpoint. An embedded chain exists only inside one process, so
// a lone node in embedded mode has no chain (and plays no swarm).
func (d *Daemon) startChain(ctx context.Context) error {
	c := d.o.chain
	if c == nil && d.cfg.Chain.Mode == "rpc" {
		if d.cfg.Chain.RPCURL == "" || d.cfg.Chain.CoordinatorAddress == "" {
			return errors.New(`[chain] mode = "rpc" needs rpc_url and coordinator_address (from 'synod chain deploy --out chain.toml')`)
		}
		dialed, done, err := DialChain(ctx, d.cfg)
		if err != nil {
			return err
		}
		d.push("chain client", func() error { done(); return nil })
		c = dialed
	}
	if c == nil {
		return nil
	}
	d.useChain(c)
	return nil
}

// useChain makes c the node's chain client, unless it has one, and counts
// the transactions the node sends through it.
func (d *Daemon) useChain(c *chain.Chain) {
	d.mu.Lock()
	if d.chain != nil {
		d.mu.Unlock()
		return
	}
	d.chain = c
	d.mu.Unlock()
	d.txs.observe(c)
	d.push("chain observer", func() error { d.txs.stop(); return nil })
}

// DialChain connects to the chain named by cfg's [chain] section (mode
// "rpc"). done closes the connection.
func DialChain(ctx context.Context, cfg *config.Config) (c *chain.Chain, done func(), err error) {
	if cfg.Chain.Mode != "rpc" || cfg.Chain.RPCURL == "" || cfg.Chain.CoordinatorAddress == "" {
		return nil, nil, errors.New(`swarms live on a chain every member shares: set [chain] mode = "rpc", rpc_url and coordinator_address in the config ` +
			"(for a local one: `synod chain dev`, then `synod chain deploy --rpc http://127.0.0.1:8545 --dev-account 0 --out chain.toml` and copy its [chain] section)")
	}
	addrs, err := chainAddresses(cfg)
	if err != nil {
		return nil, nil, err
	}
	be, err := chain.Dial(ctx, cfg.Chain.RPCURL)
	if err != nil {
		return nil, nil, fmt.Errorf("chain.rpc_url %s: %w (is the chain running? for a local one: synod chain dev)", cfg.Chain.RPCURL, err)
	}
	c, err = chain.New(ctx, be, addrs, chain.WithPollInterval(100*time.Millisecond))
	if err != nil {
		be.Close()
		return nil, nil, err
	}
	return c, func() { be.Close() }, nil
}

// SwarmIDs is the swarm the daemon plays, or nil.
func (d *Daemon) SwarmID() *big.Int {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.swarm == nil {
		return nil
	}
	return new(big.Int).Set(d.swarm.id)
}

// serveRateText describes a serve rate cap for people.
func serveRateText(bytesPerSec int64) string {
	if bytesPerSec <= 0 {
		return "none"
	}
	return fmt.Sprintf("%.0f Mbit/s", float64(bytesPerSec)*8/1e6)
}
