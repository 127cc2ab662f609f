// Package api holds the types of the daemon's local HTTP API (version 1),
// shared by the daemon that serves them, the CLI's read commands that ask a
// running daemon, and the embedded dashboard (which reads the same JSON).
//
// Endpoints, all GET, JSON unless noted, served on node.metrics_listen_addr
// (loopback by default):
//
//	/api/v1/snapshot     Snapshot: everything the dashboard shows
//	/api/v1/status       Status
//	/api/v1/peers        []Peer
//	/api/v1/swarm        Swarm (404 with an Error when the node plays no swarm)
//	/api/v1/checkpoints  Checkpoints
//	/api/v1/chain        Chain
//	/api/v1/tasks        Tasks (404 when the node plays no task-market role)
//	/api/v1/disputes     Disputes: the dispute games on chain the node's
//	                     task-market roles play (404 without such a role)
//	/api/v1/pipeline     Pipeline (404 when the node plays no pipeline role)
//	/api/v1/logs         []LogLine, oldest first (?n= limits to the last n)
//	/api/v1/events       text/event-stream (status 200): "snapshot" events
//	                     (a Snapshot, at once on connect and then once a
//	                     second), "log" events (a LogLine), "round" events
//	                     (a RoundRow), "learn" events (a LearnRow), "task"
//	                     events (a TaskEvent), "dispute" events (a
//	                     DisputeEvent, one per event of a game the node
//	                     is a party to) and "pipeline" events (a
//	                     Pipeline, after every change of state, iteration,
//	                     dropped peer or peer's progress) as they happen;
//	                     each event's data is
//	                     one line of JSON. A client that gets any other
//	                     status polls /api/v1/snapshot instead.
//	/metrics             Prometheus text format
//	/                    the dashboard (HTML, JavaScript and CSS embedded in
//	                     the binary)
//
// Times are RFC 3339 strings with nanoseconds; durations are milliseconds
// in fields ending in _ms; byte counts are plain integers in fields ending
// in _bytes; rewards are thousandths (integers, as the protocol computes
// them) in fields ending in _milli.
package api

import "time"

// Version is the API's version, the path element after /api/.
const Version = "v1"

// Prefix starts every API path.
const Prefix = "/api/" + Version

// Error is the body of every non-2xx answer.
type Error struct {
	Error string `json:"error"`
}

// Snapshot is everything the dashboard shows, in one answer.
type Snapshot struct {
	Time        time.Time   `json:"time"`
	Status      Status      `json:"status"`
	Peers       []Peer      `json:"peers"`
	Swarm       *Swarm      `json:"swarm,omitempty"` // nil: no swarm role
	Checkpoints Checkpoints `json:"checkpoints"`
	Chain       *Chain      `json:"chain,omitempty"`    // nil: no chain configured
	Tasks       *Tasks      `json:"tasks,omitempty"`    // nil: no task market role
	Pipeline    *Pipeline   `json:"pipeline,omitempty"` // nil: no pipeline role
	Logs        []LogLine   `json:"logs"`               // the last lines, oldest first
}

// Pipeline is the node's part in a SkipPipe pipeline run: its role, and
// its current or last session.
type Pipeline struct {
	Role  string `json:"role"` // coordinator or stage
	Run   string `json:"run"`
	Model string `json:"model"`
	// Offer lists the stages a stage peer serves (empty: any).
	Offer []int `json:"offer"`
	// Holder is the run's data holder, its coordinator (on a stage peer:
	// configured, or the first coordinator whose plan it took; absent
	// before that).
	Holder string `json:"holder,omitempty"`
	// State: idle, waiting (for stage peers), planned, running, done or
	// failed (Error says why).
	State   string `json:"state"`
	Error   string `json:"error,omitempty"`
	Session string `json:"session,omitempty"`
	// Stages of the run; Stage is this node's (-1: none yet).
	Stages int `json:"stages"`
	Stage  int `json:"stage"`
	// PathLength is the stages each microbatch visits, stage 0 included.
	PathLength int `json:"path_length"`
	// Iteration iterations of Iterations are done.
	Iteration  int `json:"iteration"`
	Iterations int `json:"iterations"`
	// Loss is the coordinator's mean loss in the last iteration (absent
	// on stage peers, which compute none, and before the first).
	Loss *float64 `json:"loss,omitempty"`
	// Microbatches per iteration; InFlight now (the coordinator's own, or
	// those awaiting their backward pass on a stage peer), PeakInFlight
	// the most at once.
	Microbatches int `json:"microbatches"`
	InFlight     int `json:"in_flight"`
	PeakInFlight int `json:"peak_in_flight"`
	// This node's forward and backward passes, microbatches it re-planned
	// (replans) and peers it dropped in the session.
	Forwarded  int64  `json:"forwarded"`
	Backwarded int64  `json:"backwarded"`
	Replans    int64  `json:"replans"`
	Drops      int    `json:"drops"`
	BytesSent  int64  `json:"sent_bytes"`
	BytesRecv  int64  `json:"received_bytes"`
	StateHash  string `json:"state_hash,omitempty"`
	// LeftOut counts the peers a coordinator planned its sessions again
	// without (they did not take a plan); Evaluated the evaluation
	// batches this node ran after training, and Eval the coordinator's
	// evaluation of the session.
	LeftOut   int           `json:"left_out"`
	Evaluated int64         `json:"evaluated"`
	Eval      *PipelineEval `json:"eval,omitempty"`
	// Links are the links a coordinator measured between the session's
	// members and scheduled on (absent: not measured, a uniform
	// topology).
	Links *PipelineLinks `json:"links,omitempty"`
	// StagePeers lists the peers of each stage, stage 0 first.
	StagePeers []PipelineStage `json:"stage_peers"`
	// Paths are the stages each microbatch visits, stage 0 first.
	Paths [][]int `json:"paths"`
	// Iters are the session's iterations, oldest first (the last 200).
	Iters []PipelineIter `json:"iters"`
	// Runs counts the sessions that ended.
	Runs      int       `json:"runs"`
	StartedAt time.Time `json:"started_at,omitempty"`
	EndedAt   time.Time `json:"ended_at,omitempty"`
}

// PipelineEval is a coordinator's evaluation of its trained model, run
// forward through the stages that still had a live peer.
type PipelineEval struct {
	Batches  int     `json:"batches"`
	Loss     float64 `json:"loss"`
	Stages   []int   `json:"stages"`
	Skipped  []int   `json:"skipped"`
	Rerouted int     `json:"rerouted"`
}

// PipelineLinks are measured links between a session's members, the
// coordinator first, then the members in plan order: one-way latency
// (half the round trip) and probe bandwidth; Measured of Pairs ordered
// pairs were measured, the others got the worst measured values.
type PipelineLinks struct {
	LatencyMS      [][]float64 `json:"latency_ms"`
	BandwidthGiBps [][]float64 `json:"bandwidth_gibps"`
	Measured       int         `json:"measured"`
	Pairs          int         `json:"pairs"`
}

// PipelineStage is one stage of a session and the peers serving it.
type PipelineStage struct {
	Stage int            `json:"stage"`
	Peers []PipelinePeer `json:"peers"`
}

// PipelinePeer is one peer of a session as this node knows it: on the
// coordinator from the peer's progress reports, elsewhere only its own.
type PipelinePeer struct {
	ID         string `json:"id"`
	Self       bool   `json:"self,omitempty"`
	Dropped    bool   `json:"dropped,omitempty"`
	Iteration  int    `json:"iteration"`
	StateHash  string `json:"state_hash,omitempty"`
	Forwarded  int64  `json:"forwarded"`
	Backwarded int64  `json:"backwarded"`
	InFlight   int    `json:"in_flight"`
}

// PipelineIter is one iteration of a session.
type PipelineIter struct {
	Iter int `json:"iter"`
	// Loss is the coordinator's mean loss (0 on stage peers).
	Loss         float64 `json:"loss"`
	MS           int64   `json:"ms"` // from the previous step to this one
	Microbatches int     `json:"microbatches"`
	Replanned    int     `json:"replanned"`
	PeakInFlight int     `json:"peak_in_flight"`
	StateHash    string  `json:"state_hash"`
}

// Tasks is the node's part in the task market: the roles it plays, the
// tasks it solves or verifies and what happened to them lately.
type Tasks struct {
	Roles   []string    `json:"roles"`   // "solver", "verifier", "auditor"
	Account string      `json:"account"` // the node key's address, which stakes and is paid
	Tasks   []TaskRow   `json:"tasks"`   // by task ID, newest first
	Events  []TaskEvent `json:"events"`  // the last events, oldest first
}

// TaskRow is one task this node solves, verifies or audited.
type TaskRow struct {
	ID       string `json:"id"`
	Role     string `json:"role"` // "solver", "verifier", or "auditor" for a task it audited (and challenged, with a dispute)
	Phase    string `json:"phase"`
	WorkUsed uint64 `json:"work_used,omitempty"`
	// CheckpointCID is the solver's result (solver rows).
	CheckpointCID string `json:"checkpoint_cid,omitempty"`
	Forced        bool   `json:"forced,omitempty"`
	DisputeID     string `json:"dispute_id,omitempty"`
}

// TaskEvent is one thing a task role did or saw.
type TaskEvent struct {
	Time   time.Time `json:"time"`
	Role   string    `json:"role"`
	TaskID string    `json:"task_id,omitempty"`
	What   string    `json:"what"`
	Detail string    `json:"detail,omitempty"`
}

// Status is the node's identity, reachability, roles and resources.
type Status struct {
	Version      string    `json:"version"`
	PeerID       string    `json:"peer_id"`
	Address      string    `json:"address"` // Ethereum address of the node key
	Network      string    `json:"network"`
	Addrs        []string  `json:"addrs"`        // dialable multiaddrs ending in /p2p/<peer ID>
	Reachability string    `json:"reachability"` // public, private or unknown
	DHTMode      string    `json:"dht_mode"`
	Peers        int       `json:"peers"`
	RoutingTable int       `json:"routing_table"`
	StartedAt    time.Time `json:"started_at"`
	UptimeMS     int64     `json:"uptime_ms"`
	Roles        []string  `json:"roles"` // e.g. "network", "state", "checkpoints", "chain", "swarm"
	DataDir      string    `json:"data_dir"`
	Memory       Memory    `json:"memory"`
}

// Memory is the memory budget (node.memory_limit) and its watchdog.
type Memory struct {
	LimitBytes int64  `json:"limit_bytes"` // 0: no limit
	HeapBytes  int64  `json:"heap_bytes"`  // Go heap in use
	GoBytes    int64  `json:"go_bytes"`    // memory the Go runtime holds, less the heap released to the OS (what the limit applies to)
	RSSBytes   int64  `json:"rss_bytes"`   // resident set of the process (0 where unknown)
	Shedding   bool   `json:"shedding"`    // optional work is shed now
	ShedReason string `json:"shed_reason,omitempty"`
	ShedEvents int64  `json:"shed_events"` // times shedding started since the daemon started
}

// Peer is one connected peer.
type Peer struct {
	ID        string   `json:"id"`
	Address   string   `json:"address,omitempty"` // Ethereum address, for secp256k1 peers
	Addrs     []string `json:"addrs"`
	Direction string   `json:"direction"` // inbound or outbound
	Agent     string   `json:"agent,omitempty"`
	LatencyMS float64  `json:"latency_ms"`
	Score     *float64 `json:"score,omitempty"` // GossipSub score at the last snapshot
	InDHT     bool     `json:"in_dht"`
}

// Swarm is the RL Swarm this node plays.
type Swarm struct {
	ID        string    `json:"id"` // on-chain swarm ID (decimal)
	Genesis   time.Time `json:"genesis"`
	RoundMS   int64     `json:"round_ms"`
	Round     uint64    `json:"round"`      // the round in progress
	Stage     string    `json:"stage"`      // answer, critique, vote, training or done
	StageEnds time.Time `json:"stage_ends"` // when the stage in progress closes
	Members   int       `json:"members"`    // registered on chain
	Questions int       `json:"questions"`  // protocol parameters, from the chain
	Shown     int       `json:"shown"`
	Winners   int       `json:"winners"`
	// Missed lists the rounds this node did not play since it first
	// joined (asleep, offline or stopped), as inclusive ranges.
	Missed []RoundRange `json:"missed"`
	// Rounds are the rounds this node tallied, oldest first (the last 50).
	Rounds []RoundRow `json:"rounds"`
	// RewardTotalMilli is this node's cumulative reward.
	RewardTotalMilli int64 `json:"reward_total_milli"`
	Sent             int64 `json:"messages_sent"`
	Received         int64 `json:"messages_received"`
	Rejected         int64 `json:"messages_rejected"`
	// Learning is this node's learning, round by round (the last 50),
	// oldest first; empty when it does not learn.
	Learning []LearnRow `json:"learning"`
	// PolicyCID is the checkpoint of the last saved weights ("" before
	// the first save).
	PolicyCID string `json:"policy_cid,omitempty"`
}

// LearnRow is one round of this node's learning (GRPO with SAPO rollout
// sharing).
type LearnRow struct {
	Round uint64 `json:"round"`
	// Reward and Accuracy are the mean verifier reward and the share of
	// correct completions of the node's own rollouts before the update.
	Reward   float64 `json:"reward"`
	Accuracy float64 `json:"accuracy"`
	// ExternalReward is the mean reward of the peers' groups used.
	ExternalReward float64 `json:"external_reward"`
	// LocalGroups and ExternalGroups were trained on; Dropped carried no
	// signal; Candidates were offered by peers.
	LocalGroups    int `json:"local_groups"`
	ExternalGroups int `json:"external_groups"`
	Dropped        int `json:"dropped"`
	Candidates     int `json:"candidates"`
	// External is J for the next round.
	External     int     `json:"external"`
	Loss         float32 `json:"loss"`
	ClipFraction float32 `json:"clip_fraction"`
	StateHash    string  `json:"state_hash"`
	// CheckpointCID is set on rounds whose weights were saved.
	CheckpointCID string `json:"checkpoint_cid,omitempty"`
}

// RoundRange is an inclusive range of rounds.
type RoundRange struct {
	From uint64 `json:"from"`
	To   uint64 `json:"to"`
}

// RoundRow is one round as this node tallied it.
type RoundRow struct {
	Round       uint64   `json:"round"`
	Winners     []string `json:"winners"` // peer IDs
	Counted     int      `json:"votes_counted"`
	VotesRoot   string   `json:"votes_root"`           // hex
	RewardMilli int64    `json:"reward_milli"`         // this node's reward in the round
	Answers     int      `json:"answers"`              // this node's answers sent in the round
	Correct     int      `json:"correct"`              // of them, accepted by the task's verifier
	Voted       string   `json:"voted,omitempty"`      // the peer this node's counted vote named
	Won         bool     `json:"won"`                  // this node is among the winners
	Commitment  string   `json:"commitment,omitempty"` // on-chain commitment status
	// This node's critique and vote: whether its tally holds them (a node
	// whose policy abstains or fails sends none) and what each earned (the
	// verifier's judgement of the answer it picked; nothing when none).
	Critiqued     bool  `json:"critiqued"`
	CritiqueMilli int64 `json:"critique_milli"`
	VoteCounted   bool  `json:"vote_counted"`
	VoteMilli     int64 `json:"vote_milli"`
}

// Checkpoints are the checkpoints this node holds and serves.
type Checkpoints struct {
	Pinned       []Pin `json:"pinned"`
	StoredBytes  int64 `json:"stored_bytes"`
	ServedBytes  int64 `json:"served_bytes"`     // sent over bitswap since start
	FetchedBytes int64 `json:"fetched_bytes"`    // received over bitswap since start
	ServeRate    int64 `json:"serve_rate_bytes"` // per second; 0: no limit
	Serving      bool  `json:"serving"`          // false while shed under memory pressure
}

// Pin is one pinned checkpoint.
type Pin struct {
	CID       string    `json:"cid"`
	Name      string    `json:"name,omitempty"`
	SizeBytes int64     `json:"size_bytes"`
	PinnedAt  time.Time `json:"pinned_at,omitempty"`
}

// Chain is the chain client's view and the transactions this node sent.
type Chain struct {
	Mode        string `json:"mode"` // embedded or rpc
	ChainID     uint64 `json:"chain_id"`
	RPCURL      string `json:"rpc_url,omitempty"`
	Coordinator string `json:"coordinator"`
	Account     string `json:"account"`
	Txs         int64  `json:"txs"`      // transactions mined since start
	Failed      int64  `json:"failed"`   // transactions that reverted or could not be sent
	GasUsed     uint64 `json:"gas_used"` // by the mined transactions
	Recent      []Tx   `json:"recent"`   // the last transactions, oldest first
}

// Tx is one transaction this node sent.
type Tx struct {
	Time    time.Time `json:"time"`
	Method  string    `json:"method"`
	Hash    string    `json:"hash,omitempty"`
	GasUsed uint64    `json:"gas_used"`
	OK      bool      `json:"ok"`
	Error   string    `json:"error,omitempty"`
}

// LogLine is one line of the daemon's log.
type LogLine struct {
	// Seq numbers the daemon's log lines from 1, one more per line, so a
	// client can merge a snapshot's lines with "log" events and see what
	// it missed.
	Seq   uint64    `json:"seq"`
	Time  time.Time `json:"time"`
	Level string    `json:"level"` // DEBUG, INFO, WARN or ERROR
	Msg   string    `json:"msg"`
	Attrs string    `json:"attrs,omitempty"` // key=value pairs as the text log writes them
}
