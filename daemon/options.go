package daemon

import (
	"errors"
	"io"
	"log/slog"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/dispute/market"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/storage/checkpoint"
	"github.com/synod-net/synod/swarm"
)

// Option configures a Daemon.
type Option func(*options) error

type options struct {
	log         *slog.Logger
	logOut      io.Writer
	version     string
	chain       *chain.Chain
	chainMode   string
	policy      func(self string) (swarm.Policy, error)
	nodeOpts    []node.Option
	onRound     []func(swarm.Report)
	onTask      func(api.TaskEvent)
	onPipeline  func(api.Pipeline)
	apiFile     bool
	noStatusLog bool
	ckptOpts    []checkpoint.ServiceOption
	taskOpts    []market.Option
}

func defaultOptions() options {
	return options{version: "dev", apiFile: true}
}

// WithLogger sends the daemon's logs to l as well as to the API's log
// buffer (default: text logs at node.log_level on standard error).
func WithLogger(l *slog.Logger) Option {
	return func(o *options) error {
		if l == nil {
			return errors.New("daemon: nil logger")
		}
		o.log = l
		return nil
	}
}

// WithLogOutput writes text logs at node.log_level to w (instead of
// standard error) when no WithLogger is given.
func WithLogOutput(w io.Writer) Option {
	return func(o *options) error {
		o.logOut = w
		return nil
	}
}

// WithVersion is the version the daemon reports (user agent, API).
func WithVersion(v string) Option {
	return func(o *options) error {
		o.version = v
		return nil
	}
}

// WithChain gives the daemon a chain client it shares with others in the
// same process (the devnet's embedded chain) instead of dialing the one in
// the [chain] section. The daemon does not close it.
func WithChain(c *chain.Chain) Option {
	return func(o *options) error {
		if c == nil {
			return errors.New("daemon: nil chain")
		}
		o.chain, o.chainMode = c, "embedded"
		return nil
	}
}

// WithPolicy builds the swarm member's policy (default: the base
// transformer policy, seed 1). self is the node's peer ID as string(peer.ID).
func WithPolicy(f func(self string) (swarm.Policy, error)) Option {
	return func(o *options) error {
		o.policy = f
		return nil
	}
}

// WithNodeOptions adds options for the libp2p node, after the daemon's own.
func WithNodeOptions(opts ...node.Option) Option {
	return func(o *options) error {
		o.nodeOpts = append(o.nodeOpts, opts...)
		return nil
	}
}

// WithOnRound calls f with every round this node tallies (after the
// daemon recorded it). f must not block.
func WithOnRound(f func(swarm.Report)) Option {
	return func(o *options) error {
		o.onRound = append(o.onRound, f)
		return nil
	}
}

// WithOnTaskEvent calls f with every event of the node's task-market
// roles (after the daemon recorded it). f must not block.
func WithOnTaskEvent(f func(api.TaskEvent)) Option {
	return func(o *options) error {
		o.onTask = f
		return nil
	}
}

// WithOnPipeline calls f with the node's pipeline role after every change
// worth showing at once (a state, an iteration, a dropped peer, a peer's
// progress): what the API's "pipeline" events carry. f must not block.
func WithOnPipeline(f func(api.Pipeline)) Option {
	return func(o *options) error {
		if f == nil {
			return errors.New("daemon: nil pipeline hook")
		}
		o.onPipeline = f
		return nil
	}
}

// WithoutAPIFile does not write <data_dir>/api, the file through which
// the CLI's read commands find a running daemon.
func WithoutAPIFile() Option {
	return func(o *options) error {
		o.apiFile = false
		return nil
	}
}

// WithoutStatusLog turns off the periodic status line.
func WithoutStatusLog() Option {
	return func(o *options) error {
		o.noStatusLog = true
		return nil
	}
}

// WithCheckpointOptions adds options for the checkpoint service, after the
// daemon's own (logger, registry, serve rate).
func WithCheckpointOptions(opts ...checkpoint.ServiceOption) Option {
	return func(o *options) error {
		o.ckptOpts = append(o.ckptOpts, opts...)
		return nil
	}
}

// WithTaskOptions passes options to the task-market roles StartTasks
// makes (market.WithCheat makes a devnet's cheating solver).
func WithTaskOptions(opts ...market.Option) Option {
	return func(o *options) error {
		o.taskOpts = append(o.taskOpts, opts...)
		return nil
	}
}
