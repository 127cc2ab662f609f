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

// The envelope router is a second GossipSub router on the node's host for
// topics whose payloads carry their own author signature (signed envelopes,
// such as the RL Swarm's). It speaks its own protocol IDs, so it never mixes
// with the node's general GossipSub (StrictSign), and it runs StrictNoSign: a
// message carries no GossipSub author, sequence number or signature (one
// that does is dropped), and its ID is the SHA-256 of its payload. The
// payload's own signature, checked by the topic's validator, is then the
// only author check, so each message's signature is verified once per node
// instead of twice. Peer scoring, the validator chain, the metrics and the
// node's lifecycle are the same as for the general router.
const (
	// EnvelopeSubProtocolV12 is the envelope router's GossipSub v1.2
	// protocol (mesh, peer exchange, IDONTWANT). The wire ID keeps its
	// historic name, /synod/swarmsub/…, which peers on the network expect.
	EnvelopeSubProtocolV12 = protocol.ID("/synod/swarmsub/1.2.0")
	// EnvelopeSubProtocolV11 is its GossipSub v1.1 protocol (mesh, peer
	// exchange); its wire ID keeps the historic name too.
	EnvelopeSubProtocolV11 = protocol.ID("/synod/swarmsub/1.1.0")
)

// EnvelopeSubProtocols lists the envelope router's protocols, preferred first.
var EnvelopeSubProtocols = []protocol.ID{EnvelopeSubProtocolV12, EnvelopeSubProtocolV11}

// envelopeSubFeatures is the feature test of the envelope router's protocols.
func envelopeSubFeatures(f pubsub.GossipSubFeature, p protocol.ID) bool {
	switch f {
	case pubsub.GossipSubFeatureMesh, pubsub.GossipSubFeaturePX:
		return p == EnvelopeSubProtocolV12 || p == EnvelopeSubProtocolV11
	case pubsub.GossipSubFeatureIdontwant:
		return p == EnvelopeSubProtocolV12
	}
	return false
}

// ContentMessageID is the envelope router's message ID: the SHA-256 of the
// payload. Two copies of one payload are one message whoever forwards them;
// two different payloads are two messages.
func ContentMessageID(m *pb.Message) string {
	h := sha256.Sum256(m.GetData())
	return string(h[:])
}

// EnvelopeValidateQueueSize is the envelope router's validation queue. Unlike
// the general router's (ValidateQueueSize), nothing costly runs before a
// message reaches it: no GossipSub signature check, and a copy of a
// message already validated is dropped by the seen cache first. Every
// member publishes at the same instant at each stage, so the queue takes a
// stage's burst rather than shedding honest first copies.
const EnvelopeValidateQueueSize = 256

// EnvelopePeerOutboundQueueSize is the envelope router's send queue per
// peer (in RPCs). At each stage every member publishes at once: a node flood-
// publishes its own message to every topic peer while forwarding everyone
// else's to its mesh peers, so a peer's queue takes up to one RPC per
// member in a burst. The general router's 32 (PeerOutboundQueueSize) lost
// thousands of RPCs per round at 32 members, and a lost copy then arrives
// only through gossip, heartbeats later, after its stage has closed.
const EnvelopePeerOutboundQueueSize = 512

// EnvelopeSubParams are the envelope router's mesh parameters (unless
// WithEnvelopeSubParams replaces them): the general router's
// (GossipSubParams) with a mesh degree of 4 instead of 6 (Dlo 3, Dhi 8, Dlazy 4, Dscore 2,
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
func EnvelopeSubParams() pubsub.GossipSubParams {
	p := GossipSubParams()
	p.D, p.Dlo, p.Dhi, p.Dlazy = 4, 3, 8, 4
	p.Dscore, p.Dout = 2, 1
	p.GossipFactor = 0
	return p
}

// envelopeRouter is the node's second GossipSub router and its score snapshot.
type envelopeRouter struct {
	ps    *pubsub.PubSub
	bands *prometheus.GaugeVec

	scoresMu sync.RWMutex
	scores   map[peer.ID]float64
}

// envelopeSub returns the envelope router, starting it on first use. The caller
// holds joinMu.
func (n *Node) envelopeSub() (*envelopeRouter, error) {
	n.mu.Lock()
	r := n.envRouter
	n.mu.Unlock()
	if r != nil {
		return r, nil
	}
	r = &envelopeRouter{scores: map[peer.ID]float64{}}
	// The metric and the log subsystem keep their historic names
	// (swarmsub), which dashboards and log queries use.
	r.bands = prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Name: "synod_swarmsub_peers_by_score",
		Help: "Peers by score band on the envelope router (the GossipSub router of self-signed envelopes): graylisted, negative, zero, positive.",
	}, []string{"band"})
	if err := n.reg.Register(r.bands); err != nil {
		return nil, fmt.Errorf("node: envelope router metrics: %w", err)
	}
	params, thresholds := n.scoreParams()
	gsParams := EnvelopeSubParams()
	if n.opts.envelopeSubParams != nil {
		gsParams = *n.opts.envelopeSubParams
	}
	ps, err := pubsub.NewGossipSub(n.ctx, n.host,
		pubsub.WithGossipSubProtocols(EnvelopeSubProtocols, envelopeSubFeatures),
		pubsub.WithMessageSignaturePolicy(pubsub.StrictNoSign),
		pubsub.WithNoAuthor(),
		pubsub.WithMessageIdFn(ContentMessageID),
		pubsub.WithMaxMessageSize(n.cfg.GossipMaxMessageSize),
		pubsub.WithGossipSubParams(gsParams),
		pubsub.WithPeerScore(params, thresholds),
		pubsub.WithPeerScoreInspect(r.inspect, n.opts.scoreInspectPeriod),
		pubsub.WithFloodPublish(n.opts.envelopeSubFlood),
		pubsub.WithPeerExchange(true),
		pubsub.WithSeenMessagesTTL(SeenMessagesTTL),
		pubsub.WithValidateQueueSize(EnvelopeValidateQueueSize),
		pubsub.WithPeerOutboundQueueSize(EnvelopePeerOutboundQueueSize),
		pubsub.WithRawTracer(&tracer{m: n.m}),
		pubsub.WithLogger(n.log.With("subsystem", "swarmsub")),
	)
	if err != nil {
		n.reg.Unregister(r.bands)
		return nil, fmt.Errorf("node: envelope router: %w", err)
	}
	r.ps = ps
	n.mu.Lock()
	n.envRouter = r
	n.mu.Unlock()
	n.log.Debug("envelope router started", "protocols", fmt.Sprint(EnvelopeSubProtocols))
	return r, nil
}

// inspect is the envelope router's periodic score snapshot.
func (r *envelopeRouter) inspect(scores map[peer.ID]float64) {
	setScoreBands(r.bands, scores)
	r.scoresMu.Lock()
	r.scores = scores
	r.scoresMu.Unlock()
}

// EnvelopePeerScore is a peer's score on the envelope router at the last
// snapshot (taken every WithScoreInspectPeriod); ok is false if the peer
// was not scored there or the node has joined no envelope topic. PeerScore is
// the general router's.
func (n *Node) EnvelopePeerScore(p peer.ID) (score float64, ok bool) {
	n.mu.Lock()
	r := n.envRouter
	n.mu.Unlock()
	if r == nil {
		return 0, false
	}
	r.scoresMu.RLock()
	defer r.scoresMu.RUnlock()
	score, ok = r.scores[p]
	return score, ok
}

// EnvelopePubSub is the envelope router (nil until an envelope topic is
// joined). Prefer JoinEnvelopeTopic.
func (n *Node) EnvelopePubSub() *pubsub.PubSub {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.envRouter == nil {
		return nil
	}
	return n.envRouter.ps
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
