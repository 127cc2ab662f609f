package config

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"net"
	"net/url"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"
)

// FieldError is a bad value in one field, reported as one line.
type FieldError struct {
	Field string // dotted key, e.g. "node.listen_addrs[1]"
	Msg   string
}

func (e *FieldError) Error() string { return "config: " + e.Field + ": " + e.Msg }

func bad(field, format string, args ...any) error {
	return &FieldError{Field: field, Msg: fmt.Sprintf(format, args...)}
}

var networkRe = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,31}$`)

// Validate checks every field and returns the first problem as a
// *FieldError, or nil.
func (c *Config) Validate() error {
	if err := c.validText(); err != nil {
		return err
	}
	for _, check := range []func() error{c.Node.Validate, c.Chain.Validate, c.Storage.Validate, c.Swarm.Validate, c.Tasks.Validate, c.Pipeline.Validate} {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}

// validText checks that every text field is valid UTF-8: a config file
// holds only UTF-8 text (TOML), so a value from the environment or a flag
// that is not would be written by Marshal as a different value.
func (c *Config) validText() error {
	for _, f := range c.Fields() {
		var vals []string
		switch v := f.v.Interface().(type) {
		case string:
			vals = []string{v}
		case []string:
			vals = v
		}
		for i, v := range vals {
			if utf8.ValidString(v) {
				continue
			}
			key := f.Key
			if f.v.Kind() == reflect.Slice {
				key = fmt.Sprintf("%s[%d]", f.Key, i)
			}
			return bad(key, "%q is not valid UTF-8 (a config file holds only UTF-8 text)", v)
		}
	}
	return nil
}

// Validate checks the [node] section.
func (n *Node) Validate() error {
	if !networkRe.MatchString(n.Network) {
		return bad("node.network", "%q must be 1-32 lowercase letters, digits or '-'", n.Network)
	}
	if len(n.ListenAddrs) == 0 {
		return bad("node.listen_addrs", "at least one address is needed, e.g. /ip4/0.0.0.0/tcp/4001")
	}
	for i, s := range n.ListenAddrs {
		a, err := ma.NewMultiaddr(s)
		if err != nil {
			return bad(fmt.Sprintf("node.listen_addrs[%d]", i), "%q is not a multiaddr (e.g. /ip4/0.0.0.0/tcp/4001)", s)
		}
		if !IsTCPOrQUIC(a) {
			return bad(fmt.Sprintf("node.listen_addrs[%d]", i), "%q is neither TCP (/tcp/PORT) nor QUIC (/udp/PORT/quic-v1)", s)
		}
	}
	for i, s := range n.AnnounceAddrs {
		if _, err := ma.NewMultiaddr(s); err != nil {
			return bad(fmt.Sprintf("node.announce_addrs[%d]", i), "%q is not a multiaddr", s)
		}
	}
	for i, s := range n.BootstrapPeers {
		if _, err := peer.AddrInfoFromString(s); err != nil {
			return bad(fmt.Sprintf("node.bootstrap_peers[%d]", i), "%q is not a peer multiaddr (e.g. /ip4/1.2.3.4/tcp/4001/p2p/16Uiu2…)", s)
		}
	}
	if strings.TrimSpace(n.KeyFile) == "" {
		return bad("node.key_file", "must not be empty")
	}
	if strings.TrimSpace(n.DataDir) == "" {
		return bad("node.data_dir", "must not be empty")
	}
	switch n.DHTMode {
	case "auto", "server", "client":
	default:
		return bad("node.dht_mode", "%q must be \"auto\", \"server\" or \"client\"", n.DHTMode)
	}
	if n.RelayMaxReservations < 1 || n.RelayMaxReservations > 4096 {
		return bad("node.relay_max_reservations", "%d must be between 1 and 4096", n.RelayMaxReservations)
	}
	if n.ConnLowWater < 1 {
		return bad("node.conn_low_water", "%d must be at least 1", n.ConnLowWater)
	}
	if n.ConnHighWater <= n.ConnLowWater {
		return bad("node.conn_high_water", "%d must be greater than node.conn_low_water (%d)", n.ConnHighWater, n.ConnLowWater)
	}
	if n.ConnGracePeriod < 0 {
		return bad("node.conn_grace_period", "%s must not be negative", n.ConnGracePeriod.D())
	}
	if n.MaxMemoryMB < 64 {
		return bad("node.max_memory_mb", "%d must be at least 64", n.MaxMemoryMB)
	}
	if n.MaxFileDescriptors < 64 {
		return bad("node.max_file_descriptors", "%d must be at least 64", n.MaxFileDescriptors)
	}
	if n.MaxConnections < n.ConnHighWater {
		return bad("node.max_connections", "%d must be at least node.conn_high_water (%d), or the connection manager never trims", n.MaxConnections, n.ConnHighWater)
	}
	if n.MaxStreams < 64 {
		return bad("node.max_streams", "%d must be at least 64", n.MaxStreams)
	}
	if n.GossipMaxMessageSize < 64<<10 || n.GossipMaxMessageSize > 64<<20 {
		return bad("node.gossip_max_message_size", "%d must be between 65536 (64 KiB) and 67108864 (64 MiB)", n.GossipMaxMessageSize)
	}
	if n.MetricsListenAddr != "" {
		if _, port, err := net.SplitHostPort(n.MetricsListenAddr); err != nil || port == "" {
			return bad("node.metrics_listen_addr", "%q must be host:port (e.g. 127.0.0.1:9464) or empty", n.MetricsListenAddr)
		}
	}
	if n.MemoryLimit < 0 || (n.MemoryLimit > 0 && n.MemoryLimit < minMemoryLimit) {
		return bad("node.memory_limit", "%s must be 0 (no limit) or at least %s", n.MemoryLimit, ByteSize(minMemoryLimit))
	}
	switch n.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		return bad("node.log_level", "%q must be debug, info, warn or error", n.LogLevel)
	}
	if n.StatusInterval.D() < time.Second {
		return bad("node.status_interval", "%s must be at least 1s", n.StatusInterval.D())
	}
	return nil
}

// minMemoryLimit is the smallest memory budget accepted: below it a node
// cannot hold its libp2p buffers and stores.
const minMemoryLimit = 128 << 20

// IsTCPOrQUIC reports whether a is a TCP or QUIC-v1 address.
func IsTCPOrQUIC(a ma.Multiaddr) bool {
	if _, err := a.ValueForProtocol(ma.P_TCP); err == nil {
		return true
	}
	if _, err := a.ValueForProtocol(ma.P_QUIC_V1); err == nil {
		return true
	}
	return false
}

// Validate checks the [chain] section.
func (c *Chain) Validate() error {
	switch c.Mode {
	case "embedded":
	case "rpc":
		if c.RPCURL == "" {
			return bad("chain.rpc_url", "must be set when chain.mode is \"rpc\"")
		}
	default:
		return bad("chain.mode", "%q must be \"embedded\" or \"rpc\"", c.Mode)
	}
	if c.RPCURL != "" && !strings.HasSuffix(c.RPCURL, ".ipc") {
		u, err := url.Parse(c.RPCURL)
		if err != nil || u.Host == "" {
			return bad("chain.rpc_url", "%q is not a URL (e.g. http://127.0.0.1:8545) or an .ipc path", c.RPCURL)
		}
		switch u.Scheme {
		case "http", "https", "ws", "wss":
		default:
			return bad("chain.rpc_url", "scheme %q must be http, https, ws or wss", u.Scheme)
		}
	}
	if c.ChainID == 0 {
		return bad("chain.chain_id", "must be greater than 0")
	}
	if c.ChainID > math.MaxInt64 {
		// A TOML integer is 64-bit signed: a larger ID cannot be written
		// into the config file.
		return bad("chain.chain_id", "%d must be at most %d", c.ChainID, int64(math.MaxInt64))
	}
	for _, f := range []struct{ name, v string }{
		{"chain.coordinator_address", c.CoordinatorAddress},
		{"chain.task_market_address", c.TaskMarketAddress},
		{"chain.dispute_game_address", c.DisputeGameAddress},
	} {
		if f.v == "" {
			continue
		}
		if !common.IsHexAddress(f.v) || !strings.HasPrefix(f.v, "0x") {
			return bad(f.name, "%q is not a 0x-prefixed 20-byte hex address", f.v)
		}
	}
	return nil
}

// minServeRate is the lowest serve rate accepted (about 0.5 Mbit/s): a
// lower one is more likely a missing unit than a wish.
const minServeRate = 64 << 10

// Validate checks the [storage] section.
func (s *Storage) Validate() error {
	if strings.TrimSpace(s.DatastoreDir) == "" {
		return bad("storage.datastore_dir", "must not be empty")
	}
	if s.GCInterval < 0 {
		return bad("storage.gc_interval", "%s must not be negative (0 disables GC)", s.GCInterval.D())
	}
	if s.GCInterval > 0 && s.GCInterval.D() < time.Minute {
		return bad("storage.gc_interval", "%s must be 0 (off) or at least 1m", s.GCInterval.D())
	}
	if !(s.GCDiscardRatio > 0 && s.GCDiscardRatio < 1) {
		return bad("storage.gc_discard_ratio", "%v must be between 0 and 1 (exclusive)", s.GCDiscardRatio)
	}
	if s.CheckpointServeRate < 0 || (s.CheckpointServeRate > 0 && s.CheckpointServeRate < minServeRate) {
		return bad("storage.checkpoint_serve_rate", "%s must be 0 (no limit) or at least %s per second", s.CheckpointServeRate, ByteSize(minServeRate))
	}
	return nil
}

// Validate checks the [tasks] section.
func (t *Tasks) Validate() error {
	if !(t.Audit >= 0 && t.Audit <= 1) {
		return bad("tasks.audit", "%g is outside 0..1", t.Audit)
	}
	return nil
}

// Validate checks the [swarm] section.
func (s *Swarm) Validate() error {
	switch {
	case s.LocalRollouts < 0 || s.LocalRollouts > 32:
		return bad("swarm.local_rollouts", "%d is outside 0..32", s.LocalRollouts)
	case s.ExternalRollouts < -1 || s.ExternalRollouts > 32:
		return bad("swarm.external_rollouts", "%d is outside -1..32", s.ExternalRollouts)
	case s.CheckpointEvery < 0:
		return bad("swarm.checkpoint_every", "%d is negative", s.CheckpointEvery)
	case !(s.KLBeta >= 0 && s.KLBeta <= 1):
		return bad("swarm.kl_beta", "%g is outside 0..1", s.KLBeta)
	case !(s.LearningRate >= 0 && s.LearningRate <= 0.1):
		return bad("swarm.learning_rate", "%g is outside 0..0.1", s.LearningRate)
	case s.Negatives != "" && s.Negatives != "own" && s.Negatives != "all" && s.Negatives != "none":
		return bad("swarm.negatives", "%q is not \"own\", \"all\" or \"none\"", s.Negatives)
	}
	if s.ID == "" {
		return nil
	}
	if _, err := ParseSwarmID(s.ID); err != nil {
		return bad("swarm.id", "%v", err)
	}
	return nil
}

// maxSwarmIDDigits bounds a swarm ID's decimal digits (a uint256).
const maxSwarmIDDigits = 78

// ParseSwarmID reads an on-chain swarm ID: a positive decimal integer, as
// 'synod swarm create' prints it.
func ParseSwarmID(s string) (*big.Int, error) {
	if s == "" || len(s) > maxSwarmIDDigits || strings.TrimLeft(s, "0123456789") != "" || s[0] == '0' {
		return nil, fmt.Errorf("%q is not a swarm ID: want the positive decimal on-chain ID that 'synod swarm create' prints (e.g. 1)", s)
	}
	id, ok := new(big.Int).SetString(s, 10)
	if !ok || id.Sign() <= 0 || id.BitLen() > 256 {
		return nil, fmt.Errorf("%q is not a swarm ID: want the positive decimal on-chain ID that 'synod swarm create' prints (e.g. 1)", s)
	}
	return id, nil
}

var pipelineNameRe = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,63}$`)

// pipelineModels are the model names a run may name (pipeline/serve's
// Models).
var pipelineModels = []string{"tiny"}

// Pipeline limits (pipeline/serve's).
const (
	maxPipelineStages = 255
	maxPipelineSlots  = 64
)

// Validate checks the [pipeline] section.
func (p *Pipeline) Validate() error {
	if p.Run != "" && !pipelineNameRe.MatchString(p.Run) {
		return bad("pipeline.run", "%q must be 1-64 lowercase letters, digits, '.', '_' or '-', starting with a letter or digit", p.Run)
	}
	if p.Enable && p.Run == "" {
		return bad("pipeline.run", "must name the run when pipeline.enable is true")
	}
	if !slices.Contains(pipelineModels, p.Model) {
		return bad("pipeline.model", "%q is not a model a run can train (known: %s)", p.Model, strings.Join(pipelineModels, ", "))
	}
	if _, err := ParsePipelineStages(p.Stages); err != nil {
		return bad("pipeline.stages", "%v", err)
	}
	if p.Slots < 1 || p.Slots > maxPipelineSlots {
		return bad("pipeline.slots", "%d is outside 1..%d", p.Slots, maxPipelineSlots)
	}
	if p.Holder != "" {
		if _, err := peer.Decode(p.Holder); err != nil {
			return bad("pipeline.holder", "%q is not a peer ID", p.Holder)
		}
	}
	if p.HopTimeout < 0 {
		return bad("pipeline.hop_timeout", "%s must not be negative (0: off)", p.HopTimeout.D())
	}
	if p.StageCount < 2 || p.StageCount > maxPipelineStages {
		return bad("pipeline.stage_count", "%d is outside 2..%d", p.StageCount, maxPipelineStages)
	}
	if !(p.Skip >= 0 && p.Skip < 1) {
		return bad("pipeline.skip", "%v must be at least 0 and below 1", p.Skip)
	}
	if n := p.PathLength(); n < 2 {
		return bad("pipeline.skip", "%v of %d stages leaves no stage beyond stage 0 on a path", p.Skip, p.StageCount)
	}
	switch {
	case p.Paths < 1 || p.Paths > 2048:
		return bad("pipeline.paths", "%d is outside 1..2048", p.Paths)
	case p.Iterations < 1 || p.Iterations > 1_000_000:
		return bad("pipeline.iterations", "%d is outside 1..1000000", p.Iterations)
	case p.Batch < 1 || p.Batch > 1024:
		return bad("pipeline.batch", "%d is outside 1..1024", p.Batch)
	case p.Seed < 0:
		return bad("pipeline.seed", "%d is negative", p.Seed)
	case p.MinPeers < 0 || p.MinPeers > 1023:
		return bad("pipeline.min_peers", "%d is outside 0..1023", p.MinPeers)
	case p.Wait.D() < time.Second:
		return bad("pipeline.wait", "%s must be at least 1s", p.Wait.D())
	case p.EvalBatches < 0 || p.EvalBatches > 256:
		return bad("pipeline.eval_batches", "%d is outside 0..256", p.EvalBatches)
	}
	for i, s := range p.Peers {
		if _, err := peer.AddrInfoFromString(s); err != nil {
			return bad(fmt.Sprintf("pipeline.peers[%d]", i), "%q is not a peer multiaddr (e.g. /ip4/1.2.3.4/tcp/4001/p2p/16Uiu2…)", s)
		}
	}
	return nil
}

// PathLength is the stages each microbatch visits, stage 0 included:
// stage_count - round(skip * stage_count).
func (p *Pipeline) PathLength() int {
	return p.StageCount - int(math.Round(p.Skip*float64(p.StageCount)))
}

// ParsePipelineStages reads pipeline.stages: ["any"] (nil: any stage) or
// distinct stage numbers from 1, returned sorted.
func ParsePipelineStages(ss []string) ([]int, error) {
	if len(ss) == 1 && ss[0] == "any" {
		return nil, nil
	}
	if len(ss) == 0 {
		return nil, errors.New(`empty: want ["any"] or stage numbers from 1`)
	}
	var out []int
	for _, s := range ss {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n >= maxPipelineStages {
			return nil, fmt.Errorf("%q: want [\"any\"] alone, or stage numbers 1..%d", s, maxPipelineStages-1)
		}
		if slices.Contains(out, n) {
			return nil, fmt.Errorf("stage %d listed twice", n)
		}
		out = append(out, n)
	}
	slices.Sort(out)
	return out, nil
}
