// Package config is Synod's configuration: a TOML file (config.toml in the
// home directory) with the sections [node], [chain], [storage], [swarm],
// [tasks] and [pipeline], overridden by SYNOD_<SECTION>_<FIELD> environment variables and
// then by command-line flags.
//
// Every field carries its documentation in its `comment` tag: it is written
// into the file that `synod init` creates and listed in docs/config.md.
// Validate checks every field and reports the first bad one as a single line
// naming it, for example:
//
//	config: node.conn_high_water: 50 must be greater than node.conn_low_water (100)
package config

import (
	"fmt"
	"path/filepath"
	"time"
)

// FileName is the config file's name inside the home directory.
const FileName = "config.toml"

// Config is the whole configuration.
type Config struct {
	Node     Node     `toml:"node" comment:"The peer-to-peer node: identity, transports, discovery, limits, metrics."`
	Chain    Chain    `toml:"chain" comment:"The EVM chain that holds registrations, commitments and disputes."`
	Storage  Storage  `toml:"storage" comment:"Local state and content-addressed checkpoints."`
	Swarm    Swarm    `toml:"swarm" comment:"The RL swarm this node plays in."`
	Tasks    Tasks    `toml:"tasks" comment:"The task market: solving and verifying other people's training jobs for pay."`
	Pipeline Pipeline `toml:"pipeline" comment:"SkipPipe: serving a stage of a pipeline-parallel training run, or coordinating one."`

	// Notices are remarks about the file it was loaded from (keys that
	// are no longer used), for the caller to log.
	Notices []string `toml:"-"`
}

// Node is the [node] section.
type Node struct {
	Network             string   `toml:"network" comment:"Network name. Nodes talk only to nodes of the same network: it prefixes the DHT protocol\n(/synod/<network>/kad/1.0.0), the rendezvous namespaces and the gossip topics. Lowercase letters, digits, '-'."`
	ListenAddrs         []string `toml:"listen_addrs" multiline:"true" comment:"Multiaddrs to listen on, TCP and/or QUIC (/udp/<port>/quic-v1). Port 0 picks a free port."`
	AnnounceAddrs       []string `toml:"announce_addrs" comment:"Multiaddrs to announce instead of the listen addresses, e.g. a public IP with a forwarded port.\nEmpty: announce the listen addresses and what peers observe."`
	BootstrapPeers      []string `toml:"bootstrap_peers" multiline:"true" comment:"Peers to join the network through: full multiaddrs ending in /p2p/<peer ID>."`
	KeyFile             string   `toml:"key_file" comment:"The node's secp256k1 key file (peer ID and Ethereum address). Relative paths are under the home directory."`
	DataDir             string   `toml:"data_dir" comment:"Directory for the node's state. Relative paths are under the home directory."`
	PersistNetworkState bool     `toml:"persist_network_state" comment:"Keep the DHT's records and the addresses of the peers this node has met in <data_dir>/p2p, so that\na restarted node reconnects to them even when its bootstrap peers are gone."`
	DHTMode             string   `toml:"dht_mode" comment:"Kademlia DHT mode: \"auto\" (server once AutoNAT finds the node reachable), \"server\" or \"client\".\nNodes that listen only on loopback always run as servers."`

	AutoNAT      bool `toml:"autonat" comment:"Run AutoNAT: learn from peers whether this node is reachable, and answer their probes."`
	HolePunching bool `toml:"hole_punching" comment:"Try direct connections through NATs (DCUtR hole punching)."`
	RelayClient  bool `toml:"relay_client" comment:"When not reachable, reserve slots on relays among connected peers so others can reach this node."`
	PortMapping  bool `toml:"port_mapping" comment:"Ask the home router for a port mapping (UPnP / NAT-PMP). Sends discovery packets to the local network."`

	RelayService         bool `toml:"relay_service" comment:"Offer a circuit relay (v2) to peers that are not reachable, while AutoNAT finds this node publicly\nreachable. Off by default: relayed traffic uses this node's bandwidth. Limits: relay_max_reservations."`
	RelayMaxReservations int  `toml:"relay_max_reservations" comment:"Relay service: peers that may hold a reservation at once. Fixed limits besides: 8 reservations per\nIP address, 4 open circuits per peer, and a circuit lasts at most 2 minutes and 128 KiB each way\n(enough to coordinate a hole punch, too little to carry a swarm's traffic)."`

	ConnLowWater    int      `toml:"conn_low_water" comment:"Connection manager: trim connections down to this many..."`
	ConnHighWater   int      `toml:"conn_high_water" comment:"...once there are more than this many."`
	ConnGracePeriod Duration `toml:"conn_grace_period" comment:"New connections are not trimmed during this period."`

	MaxMemoryMB        int `toml:"max_memory_mb" comment:"Resource manager: memory that libp2p (buffers, streams) may reserve, in MiB."`
	MaxFileDescriptors int `toml:"max_file_descriptors" comment:"Resource manager: file descriptors libp2p may use."`
	MaxConnections     int `toml:"max_connections" comment:"Resource manager: open connections, inbound and outbound together. At least conn_high_water."`
	MaxStreams         int `toml:"max_streams" comment:"Resource manager: open streams over all connections."`

	GossipMaxMessageSize int `toml:"gossip_max_message_size" comment:"Largest GossipSub RPC accepted from a peer, in bytes (a topic's own payload limit is lower)."`

	MetricsListenAddr string   `toml:"metrics_listen_addr" comment:"host:port of the node's local HTTP API: the dashboard (/), /api/v1/... (what 'synod peers', 'synod swarm status'\nand 'synod checkpoint ls' ask a running node), Prometheus /metrics. Empty disables it. Keep it on loopback:\nit has no login."`
	MemoryLimit       ByteSize `toml:"memory_limit" comment:"Memory budget of the process, e.g. \"2GiB\" (Go's soft memory limit). Near it the node sheds optional work (serving\ncheckpoints, extra connections, caches) and says so in its log and dashboard instead of being killed. 0: no limit."`
	LogLevel          string   `toml:"log_level" comment:"Log level: debug, info, warn or error."`
	StatusInterval    Duration `toml:"status_interval" comment:"How often 'synod node run' logs its status line (peers, topics, reachability)."`
}

// Chain is the [chain] section.
type Chain struct {
	Mode               string `toml:"mode" comment:"\"embedded\": an in-process simulated chain (devnets, tests); \"rpc\": an external JSON-RPC endpoint."`
	RPCURL             string `toml:"rpc_url" comment:"JSON-RPC endpoint (http, https, ws, wss or an IPC path) when mode = \"rpc\"."`
	ChainID            uint64 `toml:"chain_id" comment:"EIP-155 chain ID that transactions are signed for."`
	CoordinatorAddress string `toml:"coordinator_address" comment:"Address of the swarm coordinator contract (0x…). Empty: deploy one (embedded mode only)."`
	TaskMarketAddress  string `toml:"task_market_address" comment:"Address of the task market contract (0x…). Empty: deploy one (embedded mode only)."`
	DisputeGameAddress string `toml:"dispute_game_address" comment:"Address of the dispute game contract (0x…). Empty: deploy one (embedded mode only)."`
}

// Storage is the [storage] section.
type Storage struct {
	DatastoreDir        string   `toml:"datastore_dir" comment:"Badger datastore for node state and checkpoint blocks. Relative paths are under the home directory."`
	GCInterval          Duration `toml:"gc_interval" comment:"How often a running node garbage-collects the value logs of its badger stores (node state and checkpoints). 0 disables it."`
	GCDiscardRatio      float64  `toml:"gc_discard_ratio" comment:"Rewrite a value-log file when at least this fraction of it is garbage (0 < ratio < 1)."`
	CheckpointServeRate ByteSize `toml:"checkpoint_serve_rate" comment:"Most bytes per second this node sends checkpoint blocks at, to all peers together (e.g. \"20MB\", about 160 Mbit/s),\nso serving does not fill a home uplink. 0: no limit."`
}

// Swarm is the [swarm] section.
type Swarm struct {
	ID               string  `toml:"id" comment:"On-chain ID of the swarm to play in (decimal, as 'synod swarm create' prints it); its round schedule and\nprotocol parameters come from the swarm's record on the coordinator contract. Empty: play in no swarm."`
	Learn            bool    `toml:"learn" comment:"Train the policy in each round's training phase (GRPO on this node's rollouts and its peers' shared ones, SAPO)."`
	LocalRollouts    int     `toml:"local_rollouts" comment:"Questions of its own (I) the node samples and trains on per round. 0: the swarm's on-chain value (4 without a chain)."`
	ExternalRollouts int     `toml:"external_rollouts" comment:"Peers' shared question groups (J) the node trains on per round. -1: the swarm's on-chain value (4 without a chain); 0: none (plain GRPO)."`
	AdaptExternal    bool    `toml:"adapt_external" comment:"Move the external share J by one each round, up while peers' groups carry a learning signal more often than\nthe node's own, down otherwise (I+J stays fixed)."`
	Negatives        string  `toml:"negatives" comment:"Which completions that did worse than their group's mean the node learns from (pushing them down):\n\"own\" (its own rollouts', not peers': another policy sampled those), \"all\" (the SAPO paper's), or \"none\"."`
	KLBeta           float64 `toml:"kl_beta" comment:"Weight of a KL penalty that keeps the trained policy near the swarm's base model (k3 estimator per token).\n0: off, as in the SAPO paper's setup."`
	LearningRate     float64 `toml:"learning_rate" comment:"Learning rate of the policy's GRPO steps (AdamW). 0: the learner's default."`
	CheckpointEvery  int     `toml:"checkpoint_every" comment:"Save the trained weights to the checkpoint store every this many rounds (the node resumes from the last one). 0: never."`
}

// Tasks is the [tasks] section.
type Tasks struct {
	Solve   bool    `toml:"solve" comment:"Claim tasks from the chain's task pool that this node can run, stake, train them on repops and carry\nthem to settlement (the fee is paid for the work used). Needs a chain."`
	Verify  bool    `toml:"verify" comment:"Re-execute other nodes' tasks, stake, commit a sealed verdict and reveal it after the solver: agreeing\nverifiers share a fee, catching a forced error pays a jackpot, a wrong result opens a dispute. Needs a chain."`
	Referee bool    `toml:"referee" comment:"Rule on the market's dispute games as a member of its referee set: join the set (locking its member stake) unless\nthis node's account is a member, then, for every game that waits for the referee, ask both parties' nodes for their\nreceipts and evidence, recompute the pinned entry and vote. Needs a chain."`
	Audit   float64 `toml:"audit" comment:"Audit this share (0 to 1) of the tasks this node does not verify: re-execute each one once its result is committed\nand, if the revealed result is wrong while the verifiers' reveal window is open, challenge it as a whistleblower with the task's\nstake (winning it back and the solver's), which catches a solver whose verifiers collude. Which tasks are drawn from\nthe task ID and this node's account. 0: no audits. Needs a chain."`
}

// Pipeline is the [pipeline] section.
type Pipeline struct {
	Enable       bool     `toml:"enable" comment:"Take part in a SkipPipe pipeline run: serve a stage for the run's coordinator (or, with coordinate = true, be it).\nThe node joins the run's rendezvous namespace, so that the coordinator finds it."`
	Run          string   `toml:"run" comment:"The run's name (1-64 lowercase letters, digits, '.', '_' or '-'): a node serves only coordinators of this run."`
	Model        string   `toml:"model" comment:"The model the run trains, built by every peer from its name and the stage count: \"tiny\" (one transformer block per\nstage, width 16, vocabulary 16, context 8, the model of 'synod pipeline run')."`
	Stages       []string `toml:"stages" comment:"The stages this node serves, numbers from 1, or [\"any\"] (whichever the coordinator needs most). Stage 0 is the coordinator's."`
	Slots        int      `toml:"slots" comment:"Microbatches that may wait here between their forward and backward pass; on the coordinator, its microbatches in flight."`
	Holder       string   `toml:"holder" comment:"The run's data holder: the peer ID of its coordinator (stage 0, the one peer whose data the run trains on).\nA stage peer refuses every other coordinator. Empty: the first coordinator whose plan this node takes becomes\nthe run's data holder until the node restarts. On the coordinator, empty or its own peer ID."`
	HopTimeout   Duration `toml:"hop_timeout" comment:"Drop a peer that owes this node a microbatch's gradient for longer than this per hop of the rest of its route\n(a silent peer; its microbatches are re-planned). 0: off, and only closed connections and malformed frames drop a peer."`
	Coordinate   bool     `toml:"coordinate" comment:"Be the run's coordinator: stage 0 and the data holder. When the node starts it gathers stage peers (looking again every\n'wait' until enough answer), plans the paths with the SkipPipe scheduler, trains 'iterations' iterations with them\nand shows the run in the dashboard.\nThe keys below are the coordinator's."`
	StageCount   int      `toml:"stage_count" comment:"Coordinator: pipeline stages (the model has one block per stage)."`
	Skip         float64  `toml:"skip" comment:"Coordinator: the fraction of the stages each microbatch skips (0: the full pipeline). Paths visit\nstage_count - round(skip * stage_count) stages, stage 0 included, in the order the scheduler picks."`
	Paths        int      `toml:"paths" comment:"Coordinator: paths per iteration, each carrying two microbatches of 'batch' sequences."`
	Iterations   int      `toml:"iterations" comment:"Coordinator: training iterations (each ends with one optimizer step on every stage)."`
	Batch        int      `toml:"batch" comment:"Coordinator: sequences per microbatch."`
	Seed         int      `toml:"seed" comment:"Coordinator: seeds the scheduler and the data (two runs on the same peers with the same seed end in the same state)."`
	Peers        []string `toml:"peers" multiline:"true" comment:"Coordinator: stage peers to dial, full multiaddrs ending in /p2p/<peer ID>. Peers found in the run's rendezvous\nnamespace (or otherwise connected) are asked too."`
	MinPeers     int      `toml:"min_peers" comment:"Coordinator: stage peers to gather before planning. 0: plan as soon as every stage has one."`
	Wait         Duration `toml:"wait" comment:"Coordinator: how long one search for stage peers lasts; a node that found too few logs it and searches again."`
	MeasureLinks bool     `toml:"measure_links" comment:"Coordinator: before each plan, measure the links between the members (round trip by libp2p ping, bandwidth by\na 1 MiB probe) and schedule on the measured latency and bandwidth instead of a uniform network. Off by default:\nthe paths then follow the measurements, so two sessions with the same seed may plan differently."`
	EvalBatches  int      `toml:"eval_batches" comment:"Coordinator: batches to evaluate the trained model on after the last iteration, forward only through the\nstages that still have a live peer (a stage whose peers are gone is skipped). 0: no evaluation."`
}

// Default is the configuration used for every field a file, the environment
// or a flag does not set.
func Default() *Config {
	return &Config{
		Node: Node{
			Network: "synod",
			ListenAddrs: []string{
				"/ip4/0.0.0.0/tcp/4001",
				"/ip4/0.0.0.0/udp/4001/quic-v1",
				"/ip6/::/tcp/4001",
				"/ip6/::/udp/4001/quic-v1",
			},
			AnnounceAddrs:        []string{},
			BootstrapPeers:       []string{},
			KeyFile:              "key.json",
			DataDir:              "data",
			DHTMode:              "auto",
			AutoNAT:              true,
			HolePunching:         true,
			RelayClient:          true,
			PortMapping:          false,
			PersistNetworkState:  true,
			RelayService:         false,
			RelayMaxReservations: 128,
			ConnLowWater:         100,
			ConnHighWater:        400,
			ConnGracePeriod:      Duration(30 * time.Second),
			MaxMemoryMB:          1024,
			MaxFileDescriptors:   1024,
			MaxConnections:       512,
			MaxStreams:           4096,
			GossipMaxMessageSize: 1 << 20,
			MetricsListenAddr:    "127.0.0.1:9464",
			MemoryLimit:          0,
			LogLevel:             "info",
			StatusInterval:       Duration(30 * time.Second),
		},
		Chain: Chain{
			Mode:    "embedded",
			ChainID: 1337,
		},
		Storage: Storage{
			DatastoreDir:   "data/datastore",
			GCInterval:     Duration(time.Hour),
			GCDiscardRatio: 0.5,
		},
		Swarm: Swarm{Learn: true, ExternalRollouts: -1, Negatives: "own", KLBeta: 0.04, CheckpointEvery: 10},
		Pipeline: Pipeline{Model: "tiny", Stages: []string{"any"}, Slots: 3, StageCount: 4, Skip: 0.25, Paths: 3,
			Iterations: 10, Batch: 4, Seed: 1, Peers: []string{}, Wait: Duration(2 * time.Minute), EvalBatches: 4},
	}
}

// ResolvePaths makes the relative paths in c absolute under home.
func (c *Config) ResolvePaths(home string) {
	abs := func(p *string) {
		if *p != "" && !filepath.IsAbs(*p) {
			*p = filepath.Join(home, *p)
		}
	}
	abs(&c.Node.KeyFile)
	abs(&c.Node.DataDir)
	abs(&c.Storage.DatastoreDir)
}

// Duration is a time.Duration written in TOML and env vars as a Go duration
// string ("30s", "1m30s").
type Duration time.Duration

// D returns d as a time.Duration.
func (d Duration) D() time.Duration { return time.Duration(d) }

// MarshalText writes d as "30s".
func (d Duration) MarshalText() ([]byte, error) { return []byte(time.Duration(d).String()), nil }

// UnmarshalText reads a Go duration string.
func (d *Duration) UnmarshalText(b []byte) error {
	v, err := time.ParseDuration(string(b))
	if err != nil {
		return fmt.Errorf("%q is not a duration (e.g. 30s, 5m, 1h)", string(b))
	}
	*d = Duration(v)
	return nil
}
