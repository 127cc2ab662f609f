package node

import (
	"crypto/sha256"
	"fmt"
	"sync"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	pb "github.com/libp2p/go-libp2p-pubsub/pb"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
)

// The swarm router is a second GossipSub router on the node's host for
// topics whose payloads carry their own author signature (the RL Swarm's
// signed envelopes). It speaks its own protocol IDs, so it never mixes with
// the node's general GossipSub (StrictSign), and it runs StrictNoSign: a
// message carries no GossipSub author, sequence number or signature (one
// that does is dropped), and its ID is the SHA-256 of its payload. The
// payload's own signature, checked by the topic's validator, is then the
// only author check, so each message's signature is verified once per node
// instead of twice. Peer scoring, the validator chain, the metrics and the
// node's lifecycle are the same as for the general router.
const (
	// SwarmSubProtocolV12 is the swarm router's GossipSub v1.2 protocol
	// (mesh, peer exchange, IDONTWANT).
	SwarmSubProtocolV12 = protocol.ID("/synod/swarmsub/1.2.0")
	// SwarmSubProtocolV11 is its GossipSub v1.1 protocol (mesh, peer exchange).
	SwarmSubProtocolV11 = protocol.ID("/synod/swarmsub/1.1.0")
)

// SwarmSubProtocols lists the swarm router's protocols, preferred first.
var SwarmSubProtocols = []protocol.ID{SwarmSubProtocolV12, SwarmSubProtocolV11}

// swarmSubFeatures is the feature test of the swarm router's protocols.
func swarmSubFeatures(f pubsub.GossipSubFeature, p protocol.ID) bool {
	switch f {
	case pubsub.GossipSubFeatureMesh, pubsub.GossipSubFeaturePX:
		return p == SwarmSubProtocolV12 || p == SwarmSubProtocolV11
	case pubsub.GossipSubFeatureIdontwant:
		return p == SwarmSubProtocolV12
	}
	return false
}

// ContentMessageID is the swarm router's message ID: the SHA-256 of the
// payload. Two copies of one payload are one message whoever forwards them;
// two different payloads are two messages.
func ContentMessageID(m *pb.Message) string {
	h := sha256.Sum256(m.GetData())
	return string(h[:])
}

// SwarmValidateQueueSize is the swarm router's validation queue. Unlike
// the general router's (ValidateQueueSize), nothing costly runs before a
// message reaches it: no GossipSub signature check, and a copy of a
// message already validated is dropped by the seen cache first. Every
// member publishes at the same instant at each stage, so the queue takes a
// stage's burst rather than shedding honest first copies.
const SwarmValidateQueueSize = 256

// SwarmPeerOutboundQueueSize is the swarm router's send queue per peer (in
// RPCs). At each stage every member publishes at once: a node flood-
// publishes its own message to every topic peer while forwarding everyone
// else's to its mesh peers, so a peer's queue takes up to one RPC per
// member in a burst. The general router's 32 (PeerOutboundQueueSize) lost
// thousands of RPCs per round at 32 members, and a lost copy then arrives
// only through gossip, heartbeats later, after its stage has closed.
const SwarmPeerOutboundQueueSize = 512

// SwarmSubParams are the swarm router's mesh parameters (unless
// WithSwarmSubParams replaces them): the general router's (GossipSubParams)
// with a mesh degree of 4 instead of 6 (Dlo 3, Dhi 8, Dlazy 4, Dscore 2,
// Dout 1), and gossip (IHAVE) to exactly Dlazy peers per topic and
// heartbeat (GossipFactor 0). Every member publishes at once at each
// stage, so every copy a node forwards is CPU spent in the same instant on
// every node: with D = 4 a message reaches each node about a third fewer
// times than with D = 6 and still has four disjoint paths into every
// mesh. GossipSub's default GossipFactor of 0.25 gossips to a quarter of
// all non-mesh topic peers when that is more than Dlazy: in a 64-member
// swarm about 14 peers per topic and heartbeat, each IHAVE listing every
// message of the last 3 heartbeats, which every receiver then looks up
// in its seen cache. Gossip only repairs a copy the mesh lost, and 4
// peers per heartbeat do that.
func SwarmSubParams() pubsub.GossipSubParams {
	p := GossipSubParams()
	p.D, p.Dlo, p.Dhi, p.Dlazy = 4, 3, 8, 4
	p.Dscore, p.Dout = 2, 1
	p.GossipFactor = 0
	return p
}

// swarmRouter is the node's second GossipSub router and its score snapshot.
type swarmRouter struct {
	ps    *pubsub.PubSub
	bands *prometheus.GaugeVec

	scoresMu sync.RWMutex
	scores   map[peer.ID]float64
}

// swarmSub returns the swarm router, starting it on first use. The caller
// holds joinMu.
func (n *Node) swarmSub() (*swarmRouter, error) {
	n.mu.Lock()
	r := n.swarmRouter
	n.mu.Unlock()
	if r != nil {
		return r, nil
	}
	r = &swarmRouter{scores: map[peer.ID]float64{}}
	r.bands = prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Name: "synod_swarmsub_peers_by_score",
		Help: "Peers by score band on the swarm router (the GossipSub router of signed swarm envelopes): graylisted, negative, zero, positive.",
	}, []string{"band"})
	if err := n.reg.Register(r.bands); err != nil {
		return nil, fmt.Errorf("node: swarm router metrics: %w", err)
	}
	params, thresholds := n.scoreParams()
	gsParams := SwarmSubParams()
	if n.opts.swarmSubParams != nil {
		gsParams = *n.opts.swarmSubParams
	}
	ps, err := pubsub.NewGossipSub(n.ctx, n.host,
		pubsub.WithGossipSubProtocols(SwarmSubProtocols, swarmSubFeatures),
		pubsub.WithMessageSignaturePolicy(pubsub.StrictNoSign),
		pubsub.WithNoAuthor(),
		pubsub.WithMessageIdFn(ContentMessageID),
		pubsub.WithMaxMessageSize(n.cfg.GossipMaxMessageSize),
		pubsub.WithGossipSubParams(gsParams),
		pubsub.WithPeerScore(params, thresholds),
		pubsub.WithPeerScoreInspect(r.inspect, n.opts.scoreInspectPeriod),
		pubsub.WithFloodPublish(n.opts.swarmSubFlood),
		pubsub.WithPeerExchange(true),
		pubsub.WithSeenMessagesTTL(SeenMessagesTTL),
		pubsub.WithValidateQueueSize(SwarmValidateQueueSize),
		pubsub.WithPeerOutboundQueueSize(SwarmPeerOutboundQueueSize),
		pubsub.WithRawTracer(&tracer{m: n.m}),
		pubsub.WithLogger(n.log.With("subsystem", "swarmsub")),
	)
	if err != nil {
		n.reg.Unregister(r.bands)
		return nil, fmt.Errorf("node: swarm router: %w", err)
	}
	r.ps = ps
	n.mu.Lock()
	n.swarmRouter = r
	n.mu.Unlock()
	n.log.Debug("swarm router started", "protocols", fmt.Sprint(SwarmSubProtocols))
	return r, nil
}

// inspect is the swarm router's periodic score snapshot.
func (r *swarmRouter) inspect(scores map[peer.ID]float64) {
	setScoreBands(r.bands, scores)
	r.scoresMu.Lock()
	r.scores = scores
	r.scoresMu.Unlock()
}

// SwarmPeerScore is a peer's score on the swarm router at the last
// snapshot (taken every WithScoreInspectPeriod); ok is false if the peer
// was not scored there or the node has joined no swarm topic. PeerScore is
// the general router's.
func (n *Node) SwarmPeerScore(p peer.ID) (score float64, ok bool) {
	n.mu.Lock()
	r := n.swarmRouter
	n.mu.Unlock()
	if r == nil {
		return 0, false
	}
	r.scoresMu.RLock()
	defer r.scoresMu.RUnlock()
	score, ok = r.scores[p]
	return score, ok
}

// SwarmPubSub is the swarm router (nil until a swarm topic is joined).
// Prefer JoinSwarmTopic.
func (n *Node) SwarmPubSub() *pubsub.PubSub {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.swarmRouter == nil {
		return nil
	}
	return n.swarmRouter.ps
}

// RPCsDropped is how many outbound GossipSub RPCs the node dropped, on
// either router, because a peer's send queue was full.
func (n *Node) RPCsDropped() float64 {
	var m dto.Metric
	if err := n.m.dropped.Write(&m); err != nil {
		return 0
	}
	return m.GetCounter().GetValue()
}
