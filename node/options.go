package node

import (
	"errors"
	"log/slog"
	"path/filepath"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/internal/config"
)

// Option changes how New builds a node. Options never change the config's
// meaning; they are for embedding programs and tests.
type Option func(*options) error

type options struct {
	logger             *slog.Logger
	noNAT              bool
	libp2pMetrics      bool
	scoreInspectPeriod time.Duration
	appScore           func(peer.ID) float64
	gossipParams       *pubsub.GossipSubParams
	tuneScore          func(*pubsub.PeerScoreParams, *pubsub.PeerScoreThresholds)
	maintainEvery      time.Duration
	noDHTRefresh       bool
	bootstrapTimeout   time.Duration
	userAgent          string
	noFloodPublish     bool
	stateDir           string
	envelopeSubParams  *pubsub.GossipSubParams
	envelopeSubFlood   bool
	copyHold           time.Duration
}

func defaultOptions() options {
	return options{
		logger:             slog.New(slog.DiscardHandler),
		libp2pMetrics:      true,
		scoreInspectPeriod: 5 * time.Second,
		maintainEvery:      time.Second,
		bootstrapTimeout:   10 * time.Second,
		userAgent:          "synod",
		copyHold:           CopyHoldTime,
	}
}

// WithLogger sets the node's logger (default: discard). The node adds a
// "node" attribute with its short peer ID.
func WithLogger(l *slog.Logger) Option {
	return func(o *options) error {
		if l == nil {
			return errors.New("node: nil logger")
		}
		o.logger = l
		return nil
	}
}

// WithoutNAT turns off AutoNAT, hole punching, the relay client and port
// mapping whatever the config says. Nodes that listen only on loopback get
// this automatically.
func WithoutNAT() Option {
	return func(o *options) error { o.noNAT = true; return nil }
}

// WithLibp2pMetrics registers libp2p's own metrics (swarm, identify,
// resource manager, …) in the node's registry; on by default. libp2p's
// collectors are process-wide, so turn them off when many nodes share a
// process.
func WithLibp2pMetrics(on bool) Option {
	return func(o *options) error { o.libp2pMetrics = on; return nil }
}

// WithScoreInspectPeriod sets how often the node snapshots GossipSub peer
// scores for PeerScore and the score metrics (default 5s).
func WithScoreInspectPeriod(d time.Duration) Option {
	return func(o *options) error {
		if d < 10*time.Millisecond {
			return errors.New("node: score inspect period must be at least 10ms")
		}
		o.scoreInspectPeriod = d
		return nil
	}
}

// WithAppScore adds an application-specific term (P5, weight 1) to every
// peer's GossipSub score, e.g. a bonus for peers registered on chain.
func WithAppScore(f func(peer.ID) float64) Option {
	return func(o *options) error { o.appScore = f; return nil }
}

// WithGossipSubParams replaces the GossipSub mesh parameters (default:
// GossipSubParams()).
func WithGossipSubParams(p pubsub.GossipSubParams) Option {
	return func(o *options) error { o.gossipParams = &p; return nil }
}

// WithScoreTuning lets a caller adjust the peer-score parameters and
// thresholds after the defaults (ScoreParams) are set.
func WithScoreTuning(f func(*pubsub.PeerScoreParams, *pubsub.PeerScoreThresholds)) Option {
	return func(o *options) error { o.tuneScore = f; return nil }
}

// WithMaintenanceInterval sets the first interval of the background loop
// that reconnects bootstrap peers and refreshes the DHT while the routing
// table is small (default 1s; it backs off to one minute).
func WithMaintenanceInterval(d time.Duration) Option {
	return func(o *options) error {
		if d <= 0 {
			return errors.New("node: maintenance interval must be positive")
		}
		o.maintainEvery = d
		return nil
	}
}

// WithoutDHTRefresh turns off the routing-table refreshes the node would
// run by itself: the DHT's own (periodic, and on joining peers or changing
// addresses) and the maintenance loop's forced ones. The DHT still answers
// and walks on demand, and Start still runs one refresh when it reached a
// bootstrap or remembered peer, but no lookup in the background dials peers
// the node was not told about. For benchmarks and tests that decide which
// peers a node is connected to.
func WithoutDHTRefresh() Option {
	return func(o *options) error { o.noDHTRefresh = true; return nil }
}

// WithCopyHold sets how long the node drops copies of a signed message
// whose identical first copy still waits for its signature check (default
// CopyHoldTime). 0 turns the whole copy filter off, the dropping of copies
// of delivered messages included, so that every copy goes through
// GossipSub as it does by itself.
func WithCopyHold(d time.Duration) Option {
	return func(o *options) error {
		if d < 0 {
			return errors.New("node: copy hold time must not be negative")
		}
		o.copyHold = d
		return nil
	}
}

// WithUserAgent sets the libp2p identify user agent (default "synod").
func WithUserAgent(ua string) Option {
	return func(o *options) error { o.userAgent = ua; return nil }
}

// WithFloodPublish sets whether the node sends the messages it publishes to
// every topic peer whose score is above the publish threshold (on, the
// default: a publisher reaches every honest peer it knows in one hop, so an
// eclipsed mesh cannot hide its messages) or only to its mesh peers.
func WithFloodPublish(on bool) Option {
	return func(o *options) error { o.noFloodPublish = !on; return nil }
}

// WithStateDir keeps the node's network state in dir: the DHT's value and
// provider records and the addresses of the peers it has met, so that a
// restarted node reconnects to them even without its bootstrap peers. Only
// one running node may use a directory. Without it the node keeps
// everything in memory. StateDir gives the directory the configuration asks
// for.
func WithStateDir(dir string) Option {
	return func(o *options) error { o.stateDir = dir; return nil }
}

// StateDir is where the configuration asks the node to keep its network
// state (WithStateDir): <data_dir>/p2p, or "" when
// node.persist_network_state is off.
func StateDir(cfg config.Node) string {
	if !cfg.PersistNetworkState || cfg.DataDir == "" {
		return ""
	}
	return filepath.Join(cfg.DataDir, "p2p")
}

// WithEnvelopeSubParams replaces the envelope router's mesh parameters
// (default: EnvelopeSubParams()). The general router's are set by
// WithGossipSubParams.
func WithEnvelopeSubParams(p pubsub.GossipSubParams) Option {
	return func(o *options) error { o.envelopeSubParams = &p; return nil }
}

// WithEnvelopeSubFloodPublish sets whether the envelope router sends the
// messages the node publishes to every topic peer (off by default, unlike
// the general router: every member publishes at once at each stage, and a
// flooded message costs every peer a copy at that instant) or only to its
// mesh peers.
func WithEnvelopeSubFloodPublish(on bool) Option {
	return func(o *options) error { o.envelopeSubFlood = on; return nil }
}
