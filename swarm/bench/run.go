package bench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"slices"
	"sync"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/internal/cputime"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/node/localnet"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/swarmnode"
	"github.com/synod-net/synod/swarm/tasks"
	"github.com/synod-net/synod/swarm/wire"
)

// DefaultWarmup is the default time between the nodes being up and round
// 0: the GossipSub meshes form within a few heartbeats, but each node's
// start-up discovery (the DHT bootstrap, rendezvous records stored again 2
// s and 6 s after joining, lookups once a second that back off over the
// first ten or so seconds) keeps 64 nodes busy for longer, and with a
// shorter warm-up it ran into the first two or three rounds. synod bench
// gossip warms up as long, for the same reason.
const DefaultWarmup = 15 * time.Second

// DefaultMaxOtherCPU is the default Options.MaxOtherCPU: on 2 cores a
// round window of about 4 s (a round and the training phase before it)
// holds 8 CPU seconds, of which an undisturbed machine's other work takes
// well under half a second.
const DefaultMaxOtherCPU = 500 * time.Millisecond

// Options configure a benchmark run.
type Options struct {
	// Nodes is the number of real libp2p nodes on loopback (at least 2).
	Nodes int
	// Deadline is every stage's duration.
	Deadline time.Duration
	// Rounds is how many rounds to count (at least 1); rounds disturbed by
	// other work are replaced by more (MaxOtherCPU).
	Rounds int
	// Cost is the fixed cost of every policy call.
	Cost time.Duration
	// Warmup is the time between the nodes being up and round 0 starting
	// (default DefaultWarmup).
	Warmup time.Duration
	// Grace is the round configuration's grace (0: the swarm default, a
	// quarter of a stage up to 500ms; negative: none).
	Grace time.Duration
	// MaxOtherCPU: a round during which the rest of the machine (other
	// processes, the hypervisor's steal time) used more than this much
	// CPU time is marked disturbed and replaced by one more round, at most
	// Rounds times; a disturbed round with no replacement left counts. 0
	// means DefaultMaxOtherCPU; negative, never replace.
	MaxOtherCPU time.Duration
	// Train is the training phase that ends each round (round.Config.Train;
	// 0: rounds back to back). The fixed-cost policy trains nothing, so in
	// it the nodes only exchange their summaries.
	Train time.Duration
	// MeshDegree, when positive, sets the GossipSub mesh degree D of the
	// router that carries the swarm's topics (swarmnode.MeshParams); 0
	// keeps that router's default (4 on the envelope router, 6 on the general
	// one).
	MeshDegree int
	// FloodPublish, when set, says whether a node sends its own messages to
	// every topic peer (true) or to its mesh peers only, on the router that
	// carries the swarm's topics; nil keeps that router's default (off on
	// the envelope router, on on the general one).
	FloodPublish *bool
	// SignedGossip carries the swarm's topics on the nodes' general
	// GossipSub router (StrictSign: GossipSub signs and checks every
	// message besides the envelope) instead of the envelope router
	// (swarmnode.WithSignedGossip), for comparison.
	SignedGossip bool
	// CPUProfile, when set, receives a CPU profile of the rounds (from
	// round 0's start to the last tally; start-up and warm-up excluded).
	CPUProfile io.Writer
	// MemProfileStart and MemProfile, when set, receive the allocation
	// profile ("allocs") when round 0 starts and after the last tally:
	// `go tool pprof -base start end` shows what the rounds allocated.
	MemProfileStart, MemProfile io.Writer
}

// RoundStat is what one round measured.
type RoundStat struct {
	Round uint64 `json:"round"`
	// CloseSeconds is the time from the round's start to the last node
	// having its tally.
	CloseSeconds float64 `json:"close_seconds"`
	// OverheadSeconds is CloseSeconds minus the three stage deadlines.
	OverheadSeconds float64 `json:"overhead_seconds"`
	// Agree is true when every node computed the same winners and root.
	Agree bool `json:"agree"`
	// WinnerLists and Roots count the distinct winner lists and votes
	// roots among the nodes (1 and 1 when they all agree).
	WinnerLists int      `json:"distinct_winner_lists"`
	Roots       int      `json:"distinct_votes_roots"`
	Nodes       int      `json:"nodes_with_tally"`
	Winners     []string `json:"winners"`
	Counted     int      `json:"votes_counted"`
	// OtherCPUSeconds is the CPU time the rest of the machine used from
	// the previous round's close (round 0: its start) to this round's
	// close: every core's busy time less this process's.
	OtherCPUSeconds float64 `json:"other_cpu_seconds"`
	// Replaced marks a round disturbed by other work (OtherCPUSeconds
	// above Options.MaxOtherCPU) and replaced by one more round: it is
	// listed but counts in no figure.
	Replaced bool `json:"replaced,omitempty"`
}

// Result is a benchmark run's outcome.
type Result struct {
	Nodes           int     `json:"nodes"`
	DeadlineSeconds float64 `json:"stage_deadline_seconds"`
	// GraceSeconds is how long a stage kept accepting after its deadline.
	GraceSeconds float64 `json:"grace_seconds"`
	// TrainSeconds is the training phase between a round's vote deadline
	// and the next round's start (0: rounds back to back).
	TrainSeconds float64 `json:"train_seconds"`
	// MeshDegree is the GossipSub mesh degree D the nodes ran with.
	MeshDegree int `json:"mesh_degree"`
	// FloodPublish is whether nodes sent their own messages to every topic peer.
	FloodPublish bool `json:"flood_publish"`
	// Router is the GossipSub router of the swarm's topics: "swarm" (the
	// node's envelope router: no GossipSub signatures, the envelope signature
	// checked on every message) or "signed" (the general router, StrictSign).
	Router string      `json:"router"`
	Rounds []RoundStat `json:"rounds"`
	// BaselineSeconds is the ideal round: three deadlines, no overhead.
	BaselineSeconds float64 `json:"baseline_seconds"`
	// ReplacedRounds is how many rounds were replaced (RoundStat.Replaced).
	ReplacedRounds int `json:"replaced_rounds"`
	// WorstCloseSeconds is the slowest counted round's close time; Ratio
	// is it over the baseline.
	WorstCloseSeconds float64 `json:"worst_close_seconds"`
	Ratio             float64 `json:"ratio_to_baseline"`
	// MessagesPerNodeRound and BytesPerNodeRound are what one node
	// published per round (signed envelopes), averaged over nodes.
	MessagesPerNodeRound float64 `json:"messages_published_per_node_round"`
	BytesPerNodeRound    float64 `json:"bytes_published_per_node_round"`
	// LoopbackBytesPerNodeRound is what the loopback interface carried
	// during the rounds, per node and round: every byte on the wire
	// (GossipSub forwarding, control traffic, DHT, TCP/IP headers), as an
	// upper bound since other processes on the machine count too (0 where
	// /proc/net/dev cannot be read).
	LoopbackBytesPerNodeRound float64 `json:"loopback_bytes_per_node_round"`
	// ReceivedPerNodeRound is the messages a node accepted per round.
	ReceivedPerNodeRound float64 `json:"messages_received_per_node_round"`
	// CPUSecondsPerRound is the process's CPU time (user + system, all
	// nodes) per round, measured from round 0's start to the last tally:
	// what the round costs on this machine independent of other load.
	CPUSecondsPerRound float64 `json:"cpu_seconds_per_round"`
	// MinTopicPeers is the fewest peers any node had on any swarm topic
	// when round 0 started.
	MinTopicPeers int `json:"min_topic_peers_at_start"`
	// Refused counts the messages nodes refused, by reason (all nodes, all rounds).
	Refused map[string]int64 `json:"refused"`
	// QueueFull counts the swarm messages GossipSub dropped before
	// validation because a node's validation queue was full (all nodes, all
	// rounds and the warm-up); a dropped copy counts again only if another
	// peer forwards it.
	QueueFull float64 `json:"gossipsub_validation_queue_full"`
	// RPCsDropped counts the outbound GossipSub RPCs the nodes dropped
	// because a peer's send queue was full (all nodes, both routers, the
	// warm-up included).
	RPCsDropped float64 `json:"gossipsub_rpcs_dropped"`
}

// meshNeighbours is how many ring neighbours each cluster node dials.
const meshNeighbours = 4

// Cluster is N started nodes, each running a swarm service.
type Cluster struct {
	Nodes    []*node.Node
	Services []*swarm.Service
	IDs      []peer.ID
	Config   round.Config
	Pen      []*swarmnode.Penalties
	Nets     []*swarmnode.Network

	mu      sync.Mutex
	reports map[uint64]map[peer.ID]swarm.Report
	at      map[uint64]map[peer.ID]time.Time
}

// StartNodes starts n loopback nodes with fresh identities, the first being
// every other node's bootstrap peer; opts are added to every node.
func StartNodes(ctx context.Context, n int, network string, opts ...node.Option) ([]*node.Node, []*swarmnode.Penalties, error) {
	return StartNodesWith(ctx, n, network, func(int) (*identity.Identity, error) { return identity.Generate() }, opts...)
}

// StartNodesWith is StartNodes with the identity of node i from id(i). The
// nodes are node/localnet's (TCP only), each scored by its own swarm
// penalty table (node.WithAppScore).
func StartNodesWith(ctx context.Context, n int, network string, id func(i int) (*identity.Identity, error), opts ...node.Option) ([]*node.Node, []*swarmnode.Penalties, error) {
	pens := make([]*swarmnode.Penalties, n)
	for i := range pens {
		pens[i] = swarmnode.NewPenalties()
	}
	net, err := localnet.Start(ctx, localnet.Spec{
		N: n, Network: network, NoQUIC: true, Identity: id,
		Options: func(i int) []node.Option {
			return append([]node.Option{node.WithAppScore(pens[i].Score)}, opts...)
		},
	})
	if err != nil {
		return nil, nil, err
	}
	return net.Nodes, pens, nil
}

// NewCluster starts n nodes and a swarm service on each. Round 0 starts
// after warmup, or at cfg.Genesis when warmup is 0. policy builds each
// node's policy; extra, when not nil, adds service options per node.
func NewCluster(ctx context.Context, n int, cfg round.Config, warmup time.Duration, policy func(self peer.ID) swarm.Policy,
	extra func(i int, nd *node.Node) []swarm.Option, opts ...node.Option) (*Cluster, error) {
	nodes, pens, err := StartNodes(ctx, n, "bench", opts...)
	if err != nil {
		return nil, err
	}
	return NewClusterOn(ctx, nodes, pens, cfg, warmup, policy, extra)
}

// NewClusterOn starts a swarm service on each of the given started nodes
// (see NewCluster).
func NewClusterOn(ctx context.Context, nodes []*node.Node, pens []*swarmnode.Penalties, cfg round.Config, warmup time.Duration,
	policy func(self peer.ID) swarm.Policy, extra func(i int, nd *node.Node) []swarm.Option) (*Cluster, error) {
	return NewClusterOnWith(ctx, nodes, pens, cfg, warmup, policy, extra)
}

// NewClusterOnWith is NewClusterOn with netOpts for every node's
// swarmnode.Network.
func NewClusterOnWith(ctx context.Context, nodes []*node.Node, pens []*swarmnode.Penalties, cfg round.Config, warmup time.Duration,
	policy func(self peer.ID) swarm.Policy, extra func(i int, nd *node.Node) []swarm.Option, netOpts ...swarmnode.NetworkOption) (*Cluster, error) {
	// Connect every node to its next few neighbours on a ring, so that the
	// topic meshes form from direct connections within the warm-up instead
	// of waiting for rendezvous discovery: the benchmark measures rounds,
	// not discovery.
	for i, nd := range nodes {
		for k := 1; k <= meshNeighbours && k < len(nodes); k++ {
			if err := connect(ctx, nd, nodes[(i+k)%len(nodes)]); err != nil {
				return nil, fmt.Errorf("connect node %d to node %d: %w", i, (i+k)%len(nodes), err)
			}
		}
	}
	c := &Cluster{Nodes: nodes, Pen: pens, reports: map[uint64]map[peer.ID]swarm.Report{}, at: map[uint64]map[peer.ID]time.Time{}}
	for _, nd := range nodes {
		c.IDs = append(c.IDs, nd.ID())
	}
	if warmup > 0 {
		cfg.Genesis = time.Now().Add(warmup)
	}
	c.Config = cfg
	for i, nd := range nodes {
		self := nd.ID()
		opts := []swarm.Option{swarm.WithMembers(c.IDs), swarm.WithOnResult(func(r swarm.Report) { c.record(self, r) })}
		if extra != nil {
			opts = append(opts, extra(i, nd)...)
		}
		net := swarmnode.NewNetwork(nd, pens[i], netOpts...)
		c.Nets = append(c.Nets, net)
		s, err := swarm.New(cfg, net, policy(self), opts...)
		if err == nil {
			err = s.Start(ctx)
		}
		if err != nil {
			c.Close()
			return nil, err
		}
		c.Services = append(c.Services, s)
	}
	return c, nil
}

// connect dials b from a, retrying a failed dial a few times past libp2p's
// dial backoff (a simultaneous dial from both sides can fail one of them).
func connect(ctx context.Context, a, b *node.Node) error {
	err := a.Host().Connect(ctx, b.AddrInfo())
	for try := 0; err != nil && try < 3 && ctx.Err() == nil; try++ {
		time.Sleep(200 * time.Millisecond)
		err = a.Host().Connect(network.WithForceDirectDial(ctx, "bench ring"), b.AddrInfo())
	}
	return err
}

func (c *Cluster) record(self peer.ID, r swarm.Report) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.reports[r.Round] == nil {
		c.reports[r.Round] = map[peer.ID]swarm.Report{}
		c.at[r.Round] = map[peer.ID]time.Time{}
	}
	c.reports[r.Round][self] = r
	c.at[r.Round][self] = time.Now()
}

// Reports returns every node's report of round r.
func (c *Cluster) Reports(r uint64) map[peer.ID]swarm.Report {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := map[peer.ID]swarm.Report{}
	for k, v := range c.reports[r] {
		out[k] = v
	}
	return out
}

// WaitRound waits until every node in ids reported round r or ctx ends.
func (c *Cluster) WaitRound(ctx context.Context, r uint64, ids []peer.ID) error {
	for {
		got := c.Reports(r)
		done := true
		for _, id := range ids {
			if _, ok := got[id]; !ok {
				done = false
			}
		}
		if done {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("round %d: %d of %d nodes have a tally: %w", r, len(got), len(ids), ctx.Err())
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// Stat summarizes round r over the nodes in ids.
func (c *Cluster) Stat(r uint64, ids []peer.ID) RoundStat {
	c.mu.Lock()
	defer c.mu.Unlock()
	st := RoundStat{Round: r, Agree: true}
	start := c.Config.RoundStart(r)
	var first *swarm.Report
	lists, roots := map[string]bool{}, map[[32]byte]bool{}
	for _, id := range ids {
		rep, ok := c.reports[r][id]
		if !ok {
			st.Agree = false
			continue
		}
		st.Nodes++
		lists[fmt.Sprint(rep.Winners)] = true
		roots[rep.Root] = true
		if d := c.at[r][id].Sub(start).Seconds(); d > st.CloseSeconds {
			st.CloseSeconds = d
		}
		if first == nil {
			first = &rep
			for _, w := range rep.Winners {
				st.Winners = append(st.Winners, w.String())
			}
			st.Counted = rep.Counted
		} else if !slices.Equal(first.Winners, rep.Winners) || first.Root != rep.Root {
			st.Agree = false
		}
	}
	st.WinnerLists, st.Roots = len(lists), len(roots)
	st.OverheadSeconds = st.CloseSeconds - c.Config.Stages().Seconds()
	return st
}

// MinTopicPeers is the fewest subscribed peers any node sees on any of
// the swarm's topics.
func (c *Cluster) MinTopicPeers() int {
	least := -1
	for _, nd := range c.Nodes {
		for _, k := range wire.Kinds {
			var peers []peer.ID
			if t := nd.EnvelopeTopic(c.Config.SwarmID, string(k)); t != nil {
				peers = t.Peers()
			} else if t := nd.Topic(c.Config.SwarmID, string(k)); t != nil {
				peers = t.Peers()
			} else {
				continue
			}
			if n := len(peers); least < 0 || n < least {
				least = n
			}
		}
	}
	return least
}

// Close stops every service, then every node, each group in parallel.
func (c *Cluster) Close() {
	var wg sync.WaitGroup
	for _, s := range c.Services {
		wg.Go(func() { s.Close() })
	}
	wg.Wait()
	for _, n := range c.Nodes {
		wg.Go(func() { n.Close() })
	}
	wg.Wait()
}

// Run plays o.Rounds rounds on o.Nodes loopback nodes with the fixed-cost
// policy and measures them.
func Run(ctx context.Context, o Options) (*Result, error) {
	if o.Nodes < 2 || o.Rounds < 1 || o.Deadline <= 0 {
		return nil, errors.New("bench round: needs at least 2 nodes, 1 round and a positive deadline")
	}
	if o.Warmup == 0 {
		o.Warmup = DefaultWarmup
	}
	cfg := round.Config{SwarmID: "bench", Answer: o.Deadline, Critique: o.Deadline, Vote: o.Deadline, Train: o.Train,
		Questions: round.DefaultQuestions, K: round.DefaultShown, Winners: round.DefaultWinners, Tasks: tasks.Procedural{}, Self: "x", Genesis: time.Unix(1, 0), Grace: o.Grace}
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("bench round: %w", err)
	}
	// The mesh and flood settings go to the router that carries the
	// swarm's topics; the other keeps its defaults.
	var nopts []node.Option
	flood := o.FloodPublish
	if o.SignedGossip {
		if flood == nil {
			flood = new(true) // the general router's default
		}
		nopts = append(nopts, node.WithFloodPublish(*flood))
		if o.MeshDegree > 0 {
			nopts = append(nopts, node.WithGossipSubParams(swarmnode.MeshParams(o.MeshDegree)))
		} else {
			o.MeshDegree = node.GossipSubParams().D
		}
	} else {
		if flood == nil {
			flood = new(false) // the envelope router's default
		}
		nopts = append(nopts, node.WithEnvelopeSubFloodPublish(*flood))
		if o.MeshDegree > 0 {
			nopts = append(nopts, node.WithEnvelopeSubParams(swarmnode.MeshParams(o.MeshDegree)))
		} else {
			o.MeshDegree = node.EnvelopeSubParams().D
		}
	}
	var netOpts []swarmnode.NetworkOption
	router := "swarm"
	if o.SignedGossip {
		netOpts = append(netOpts, swarmnode.WithSignedGossip())
		router = "signed"
	}
	nodes, pens, err := StartNodes(ctx, o.Nodes, "bench", nopts...)
	if err != nil {
		return nil, err
	}
	c, err := NewClusterOnWith(ctx, nodes, pens, cfg, o.Warmup, func(self peer.ID) swarm.Policy {
		return FixedPolicy{Self: string(self), Cost: o.Cost}
	}, nil, netOpts...)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	res := &Result{Nodes: o.Nodes, DeadlineSeconds: o.Deadline.Seconds(), BaselineSeconds: c.Config.Stages().Seconds(),
		TrainSeconds: c.Config.Train.Seconds(), GraceSeconds: c.Config.GraceTime().Seconds(), MeshDegree: o.MeshDegree, FloodPublish: *flood, Router: router}
	time.Sleep(time.Until(c.Config.Genesis))
	res.MinTopicPeers = c.MinTopicPeers()
	if o.MemProfileStart != nil {
		if err := pprof.Lookup("allocs").WriteTo(o.MemProfileStart, 0); err != nil {
			return nil, fmt.Errorf("bench round: allocation profile: %w", err)
		}
	}
	if o.CPUProfile != nil {
		if err := pprof.StartCPUProfile(o.CPUProfile); err != nil {
			return nil, fmt.Errorf("bench round: CPU profile: %w", err)
		}
		defer pprof.StopCPUProfile()
	}
	cpu0, lo0 := cputime.Process(), loopbackBytes()
	played := 0
	// counters fills in the per-node averages over the rounds played.
	counters := func() {
		if o.CPUProfile != nil {
			pprof.StopCPUProfile()
		}
		if o.MemProfile != nil {
			_ = pprof.Lookup("allocs").WriteTo(o.MemProfile, 0)
		}
		if played > 0 {
			res.CPUSecondsPerRound = (cputime.Process() - cpu0).Seconds() / float64(played)
			if lo := loopbackBytes(); lo0 > 0 && lo > lo0 {
				res.LoopbackBytesPerNodeRound = float64(lo-lo0) / float64(played) / float64(o.Nodes)
			}
		}
		var sent, received int64
		var bytes float64
		res.Refused = map[string]int64{}
		for _, nd := range c.Nodes {
			for _, k := range wire.Kinds {
				res.QueueFull += nd.Rejected(nd.TopicName(c.Config.SwarmID, string(k)), pubsub.RejectValidationQueueFull)
			}
			res.RPCsDropped += nd.RPCsDropped()
		}
		for _, s := range c.Services {
			st := s.Status()
			for k, v := range st.Rejected {
				res.Refused[k] += v
			}
			sent += st.Sent
			received += st.Received
			bytes += float64(st.SentBytes)
		}
		rounds := float64(max(played, 1)) * float64(o.Nodes)
		res.MessagesPerNodeRound = float64(sent) / rounds
		res.ReceivedPerNodeRound = float64(received) / rounds
		res.BytesPerNodeRound = bytes / rounds
		res.Ratio = res.WorstCloseSeconds / res.BaselineSeconds
	}
	maxOther := o.MaxOtherCPU
	if maxOther == 0 {
		maxOther = DefaultMaxOtherCPU
	}
	machine0, own0 := cputime.Machine(), cputime.Process()
	for r, counted := uint64(0), 0; counted < o.Rounds; r++ {
		wctx, cancel := context.WithDeadline(ctx, c.Config.RoundStart(r+2))
		err := c.WaitRound(wctx, r, c.IDs)
		cancel()
		machine, own := cputime.Machine(), cputime.Process()
		st := c.Stat(r, c.IDs)
		if machine0 > 0 && machine > machine0 {
			st.OtherCPUSeconds = max(0, ((machine - machine0) - (own - own0)).Seconds())
		}
		machine0, own0 = machine, own
		played++
		if err == nil && maxOther > 0 && st.OtherCPUSeconds > maxOther.Seconds() && res.ReplacedRounds < o.Rounds {
			st.Replaced = true
			res.ReplacedRounds++
		} else {
			counted++
			res.WorstCloseSeconds = max(res.WorstCloseSeconds, st.CloseSeconds)
		}
		res.Rounds = append(res.Rounds, st)
		if err != nil {
			counters()
			if dump := os.Getenv("SYNOD_SWARM_DUMP"); dump != "" {
				f, _ := os.Create(dump)
				pprof.Lookup("goroutine").WriteTo(f, 2)
				f.Close()
			}
			for i, s := range c.Services {
				if _, ok := c.Reports(r)[c.IDs[i]]; !ok {
					st := s.Status()
					err = fmt.Errorf("%w; node %d without a tally is in round %d stage %s, sent %d, received %d, refused %v", err, i, st.Round, st.Stage, st.Sent, st.Received, st.Rejected)
					break
				}
			}
			return res, err
		}
	}
	// Let the last summaries go out before reading the counters (CPU time
	// is read first: it covers the rounds only).
	cpu, lo := (cputime.Process() - cpu0).Seconds(), loopbackBytes()
	time.Sleep(o.Deadline / 2)
	counters()
	res.CPUSecondsPerRound = cpu / float64(played)
	if lo0 > 0 && lo > lo0 {
		res.LoopbackBytesPerNodeRound = float64(lo-lo0) / float64(played) / float64(o.Nodes)
	}
	return res, nil
}
