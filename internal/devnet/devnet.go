// Package devnet runs a local Synod network in one process for `synod
// devnet` and `make run`: N nodes on loopback, each with its own key,
// directory and ports, bootstrapped from the first; then a scenario, a list
// of steps run against the started nodes (discovery, a gossip check, an
// embedded chain with Synod's contracts, RL Swarm rounds committed on it,
// a checkpoint shared by CID, a training task through the task market and
// a SkipPipe pipeline over the daemons), with progress printed all along and a
// summary table at the end.
//
// A step is a name and a function; to add one, append it to the scenario
// (see DefaultScenario) from the package that owns the capability:
//
//	devnet.Step{Name: "checkpoint", Run: func(ctx context.Context, d *devnet.Devnet) (string, error) {
//		d.Progress("sharing a checkpoint between %d nodes", len(d.Nodes()))
//		…
//		return "fetched 3 MiB from 2 providers in 1.2s", nil
//	}}
package devnet

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/daemon/cluster"
	"github.com/synod-net/synod/dispute/market"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/swarmchain"
	"github.com/synod-net/synod/swarm/swarmnode"
)

// Options configure a devnet run.
type Options struct {
	// Nodes is how many nodes to start (at least 2).
	Nodes int
	// Dir holds one directory per node; empty: a temporary directory,
	// removed at the end.
	Dir string
	// BasePort gives node i ports BasePort+i (TCP and QUIC); 0: free ports.
	BasePort int
	// Network is the network name (default "devnet").
	Network string
	// Swarm is the swarm the scenario uses (default "devnet").
	Swarm string
	// Linger keeps the nodes running after the scenario: 0 exits right
	// away, a negative value waits for ctx (Ctrl-C).
	Linger time.Duration
	// StepTimeout bounds each step (default 2 minutes, or more when the
	// swarm step's rounds need it).
	StepTimeout time.Duration
	// Steps is the scenario (default DefaultScenario()).
	Steps []Step
	// Out receives progress and the summary (default os.Stdout).
	Out io.Writer
	// Logger receives the nodes' logs (default: discard).
	Logger *slog.Logger
	// Rounds is how many RL Swarm rounds the swarm step plays (default 3).
	Rounds int
	// RoundDuration is the length of one swarm round, split into four
	// equal stages of whole seconds: answer, critique, vote and training
	// (default 8s).
	RoundDuration time.Duration
	// NodeOptions, when set, adds node options for node i (after the
	// daemon's own, such as the swarm's application score).
	NodeOptions func(i int) []node.Option
	// API serves each node's dashboard and local API on a free loopback
	// port; node 0's address is printed (Devnet.DashboardURL).
	API bool
	// OnStarted, when set, is called once every node is up, before the
	// scenario, e.g. to print or open dashboards.
	OnStarted func(d *Devnet)
}

// Step is one part of the scenario. Run returns a one-line result for the
// summary, or an error that stops the scenario.
type Step struct {
	Name string
	Run  func(ctx context.Context, d *Devnet) (string, error)
}

// StepResult is how a step went.
type StepResult struct {
	Name     string        `json:"name"`
	OK       bool          `json:"ok"`
	Duration time.Duration `json:"duration_ns"`
	Detail   string        `json:"detail"`
}

// Devnet is a running devnet, handed to each step.
type Devnet struct {
	opts  Options
	cl    *cluster.Cluster
	col   *reportCollector
	start time.Time
	mu    sync.Mutex
	out   io.Writer
	// Stats steps may fill for the summary, per node index.
	stats []map[string]string
	cols  []string
	// Results of the steps run so far.
	Results []StepResult
	// chain is the embedded chain once the chain step ran.
	chain       *chain.Chain
	closers     []func()
	lateClosers []func() // run after the nodes closed
	// cheatAfter: node #1's solver cheats on the tasks after this one
	// (DisputeStep sets it; nil: it is honest).
	cheatAfter *big.Int
}

// Penalties is node i's swarm penalty table (the source of its GossipSub
// application score).
func (d *Devnet) Penalties(i int) *swarmnode.Penalties { return d.cl.Daemons[i].Penalties() }

// Chain is the chain the chain step started, or nil before it ran.
func (d *Devnet) Chain() *chain.Chain {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.chain
}

// OnClose registers f to run when the devnet shuts down, before the nodes
// close (latest first).
func (d *Devnet) OnClose(f func()) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.closers = append(d.closers, f)
}

// afterNodes registers f to run when the devnet shuts down, after the
// nodes closed (latest first): for what the nodes use until they close,
// such as the embedded chain.
func (d *Devnet) afterNodes(f func()) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.lateClosers = append(d.lateClosers, f)
}

func (d *Devnet) runClosers() { d.runList(&d.closers) }

func (d *Devnet) runList(l *[]func()) {
	d.mu.Lock()
	fs := *l
	*l = nil
	d.mu.Unlock()
	for i := len(fs) - 1; i >= 0; i-- {
		fs[i]()
	}
}

// Nodes are the running nodes' libp2p nodes; node 0 is the bootstrap node.
func (d *Devnet) Nodes() []*node.Node { return d.cl.Nodes() }

// Daemons are the running nodes, each a daemon as `synod node run` starts.
func (d *Devnet) Daemons() []*daemon.Daemon { return d.cl.Daemons }

// DashboardURL is node 0's dashboard, or "" without Options.API.
func (d *Devnet) DashboardURL() string {
	if d.cl == nil || len(d.cl.Daemons) == 0 {
		return ""
	}
	return d.cl.Daemons[0].APIURL()
}

// Swarm is the swarm ID the scenario uses.
func (d *Devnet) Swarm() string { return d.opts.Swarm }

// Dirs are the nodes' directories.
func (d *Devnet) Dirs() []string { return d.cl.Dirs }

// Progress prints a progress line with the time since the devnet started.
func (d *Devnet) Progress(format string, args ...any) {
	d.mu.Lock()
	defer d.mu.Unlock()
	fmt.Fprintf(d.out, "[%6.1fs] %s\n", time.Since(d.start).Seconds(), fmt.Sprintf(format, args...))
}

// SetStat records a per-node value shown as a column of the summary table.
func (d *Devnet) SetStat(i int, column, value string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.stats[i] == nil {
		d.stats[i] = map[string]string{}
	}
	if _, ok := d.stats[i][column]; !ok {
		found := false
		for _, c := range d.cols {
			found = found || c == column
		}
		if !found {
			d.cols = append(d.cols, column)
		}
	}
	d.stats[i][column] = value
}

// ErrInterrupted is returned when ctx ends before the scenario finished.
var ErrInterrupted = errors.New("devnet: interrupted")

// Run starts the devnet, runs the scenario, prints the summary, lingers if
// asked, and closes every node. It returns ErrInterrupted if ctx ended
// during the scenario, or the first step's error.
func Run(ctx context.Context, opts Options) (*Devnet, error) {
	if opts.Nodes < 2 {
		return nil, fmt.Errorf("devnet: --nodes must be at least 2 (got %d)", opts.Nodes)
	}
	if opts.Network == "" {
		opts.Network = "devnet"
	}
	if opts.Swarm == "" {
		opts.Swarm = "devnet"
	}
	if opts.Steps == nil {
		opts.Steps = DefaultScenario()
	}
	if opts.Out == nil {
		opts.Out = os.Stdout
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Rounds <= 0 {
		opts.Rounds = 3
	}
	if opts.RoundDuration <= 0 {
		opts.RoundDuration = 16 * time.Second
	}
	if opts.RoundDuration <= 0 || opts.RoundDuration%(swarmchain.StagesWithTraining*time.Second) != 0 {
		return nil, fmt.Errorf("devnet: the round duration must be a multiple of %ds: %d stages (answer, critique, vote, training) of whole seconds (got %s)", swarmchain.StagesWithTraining, swarmchain.StagesWithTraining, opts.RoundDuration)
	}
	if opts.StepTimeout <= 0 {
		// Long enough for the swarm step's rounds and the lead-in before them.
		opts.StepTimeout = max(2*time.Minute, time.Duration(opts.Rounds+2)*opts.RoundDuration+time.Minute)
	}
	d := &Devnet{opts: opts, start: time.Now(), out: opts.Out, stats: make([]map[string]string, opts.Nodes),
		col: newReportCollector(opts.Nodes)}
	dir := opts.Dir
	if dir == "" {
		tmp, err := os.MkdirTemp("", "synod-devnet-")
		if err != nil {
			return nil, fmt.Errorf("devnet: %w", err)
		}
		defer os.RemoveAll(tmp)
		dir = tmp
	}
	// Every run starts a new chain, so the nodes' state (swarm rounds,
	// checkpoints) starts fresh too; their keys are kept.
	for i := range opts.Nodes {
		if err := os.RemoveAll(filepath.Join(dir, fmt.Sprintf("node-%02d", i), "data")); err != nil {
			return nil, fmt.Errorf("devnet: %w", err)
		}
	}
	d.Progress("starting %d nodes on 127.0.0.1 (network %q, directories under %s)", opts.Nodes, opts.Network, dir)
	var count int
	cl, err := cluster.Start(ctx, cluster.Spec{
		N:        opts.Nodes,
		Network:  opts.Network,
		Dir:      dir,
		BasePort: opts.BasePort,
		Logger:   opts.Logger,
		API:      opts.API,
		Configure: func(i int, c *config.Config) {
			// Value-log GC and status lines are for long-lived nodes.
			c.Storage.GCInterval = 0
			// The rollout split (2 and 2: many nodes share two cores) is
			// the swarm's, on chain: nodes keep the defaults that use it.
		},
		Options: func(i int) []daemon.Option {
			o := []daemon.Option{
				daemon.WithOnRound(func(r swarm.Report) { d.col.add(i, r) }),
				d.onTaskEvent(i),
				d.onPipeline(i),
			}
			if i == 1 {
				// Node #1 solves; DisputeStep turns it into a cheater.
				o = append(o, daemon.WithTaskOptions(market.WithCheat(d.cheat)))
			}
			if opts.NodeOptions != nil {
				o = append(o, daemon.WithNodeOptions(opts.NodeOptions(i)...))
			}
			return o
		},
		OnStarted: func(i int, dm *daemon.Daemon) {
			n := dm.Node()
			d.mu.Lock()
			count++
			c := count
			d.mu.Unlock()
			addr := ""
			if a := n.Addrs(); len(a) > 0 {
				addr = a[0].String()
			}
			if i == 0 {
				d.Progress("node #%d up (%d/%d): …%s, the bootstrap node, at %s", i, c, opts.Nodes, node.ShortID(n.ID()), addr)
			} else {
				d.Progress("node #%d up (%d/%d): …%s", i, c, opts.Nodes, node.ShortID(n.ID()))
			}
		},
	})
	if err != nil {
		if ctx.Err() != nil {
			return d, ErrInterrupted
		}
		return d, fmt.Errorf("devnet: start: %w", err)
	}
	d.cl = cl
	defer func() {
		d.runClosers()
		d.Progress("closing %d nodes", len(cl.Daemons))
		if err := cl.Close(); err != nil {
			d.Progress("close: %v", err)
		} else {
			d.Progress("all nodes closed")
		}
		d.runList(&d.lateClosers)
	}()

	if u := d.DashboardURL(); u != "" {
		d.Progress("dashboard of node #0: %s (every node serves one at its own address)", u)
	}
	if opts.OnStarted != nil {
		opts.OnStarted(d)
	}
	runErr := d.runSteps(ctx)
	d.printSummary()
	if runErr != nil {
		return d, runErr
	}
	switch {
	case opts.Linger < 0:
		d.Progress("scenario done; nodes keep running until Ctrl-C")
		<-ctx.Done()
	case opts.Linger > 0:
		d.Progress("scenario done; nodes keep running for %s (Ctrl-C to stop early)", opts.Linger)
		select {
		case <-ctx.Done():
		case <-time.After(opts.Linger):
		}
	}
	return d, nil
}

func (d *Devnet) runSteps(ctx context.Context) error {
	for _, s := range d.opts.Steps {
		if ctx.Err() != nil {
			return ErrInterrupted
		}
		d.Progress("step %q", s.Name)
		sctx, cancel := context.WithTimeout(ctx, d.opts.StepTimeout)
		t0 := time.Now()
		detail, err := s.Run(sctx, d)
		cancel()
		r := StepResult{Name: s.Name, OK: err == nil, Duration: time.Since(t0), Detail: detail}
		if err != nil {
			r.Detail = err.Error()
			if ctx.Err() != nil {
				r.Detail = "interrupted"
			}
		}
		d.Results = append(d.Results, r)
		if err != nil {
			if ctx.Err() != nil {
				d.Progress("step %q interrupted", s.Name)
				return ErrInterrupted
			}
			d.Progress("step %q FAILED: %v", s.Name, err)
			return fmt.Errorf("devnet: step %q: %w", s.Name, err)
		}
		d.Progress("step %q ok (%s): %s", s.Name, r.Duration.Round(time.Millisecond), detail)
	}
	return nil
}
