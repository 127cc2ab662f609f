package node

import (
	"net"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/prometheus/client_golang/prometheus"
)

// Score thresholds (see ScoreParams). A peer's score is the sum of its topic
// scores (capped at TopicScoreCap when positive), the application term and
// the IP-colocation and behaviour penalties.
const (
	// GossipThreshold: below it we stop gossiping (IHAVE/IWANT) with a peer.
	// One invalid message (-10) crosses it.
	GossipThreshold = -10
	// PublishThreshold: below it we stop flood-publishing to a peer.
	PublishThreshold = -50
	// GraylistThreshold: below it we ignore everything a peer sends.
	// Three invalid messages (-90) cross it.
	GraylistThreshold = -80
	// AcceptPXThreshold: only peers this well behaved may tell us about
	// other peers when they prune us (about 10 first deliveries).
	AcceptPXThreshold = 10
	// OpportunisticGraftThreshold: when our mesh's median score falls below
	// it, graft better peers.
	OpportunisticGraftThreshold = 2
)

// ScoreParams are the GossipSub peer-score parameters every node uses, set
// on purpose rather than left at zero:
//
//   - Topic scores are capped at +50 in total, so a peer cannot bank good
//     behaviour to spend on attacks.
//   - P5, the application term, has weight 1 (WithAppScore supplies it).
//   - P6, IP colocation: -10 per extra peer squared beyond 8 on one IP (a
//     mining rig may run a few nodes); loopback is exempt so devnets work.
//   - P7, behaviour (broken promises, re-grafting during backoff): -10 per
//     event squared beyond 6, decaying to zero over 10 minutes.
//   - Counters decay every second; scores of disconnected peers are kept
//     for 30 minutes so reconnecting does not wash out penalties.
//   - Per-message delivery records (who delivered a message first, who sent
//     copies) are kept for ScoreDeliveryRecordTTL instead of GossipSub's
//     default, the 2-minute seen-cache TTL.
//
// Per-topic terms are in TopicScoreParams.
func ScoreParams(app func(peer.ID) float64) (*pubsub.PeerScoreParams, *pubsub.PeerScoreThresholds) {
	if app == nil {
		app = func(peer.ID) float64 { return 0 }
	}
	_, v4loop, _ := net.ParseCIDR("127.0.0.0/8")
	_, v6loop, _ := net.ParseCIDR("::1/128")
	params := &pubsub.PeerScoreParams{
		Topics:                      map[string]*pubsub.TopicScoreParams{},
		TopicScoreCap:               50,
		AppSpecificScore:            app,
		AppSpecificWeight:           1,
		IPColocationFactorWeight:    -10,
		IPColocationFactorThreshold: 8,
		IPColocationFactorWhitelist: []*net.IPNet{v4loop, v6loop},
		BehaviourPenaltyWeight:      -10,
		BehaviourPenaltyThreshold:   6,
		BehaviourPenaltyDecay:       pubsub.ScoreParameterDecay(10 * time.Minute),
		DecayInterval:               pubsub.DefaultDecayInterval,
		DecayToZero:                 pubsub.DefaultDecayToZero,
		RetainScore:                 30 * time.Minute,
		SeenMsgTTL:                  ScoreDeliveryRecordTTL,
	}
	thresholds := &pubsub.PeerScoreThresholds{
		GossipThreshold:             GossipThreshold,
		PublishThreshold:            PublishThreshold,
		GraylistThreshold:           GraylistThreshold,
		AcceptPXThreshold:           AcceptPXThreshold,
		OpportunisticGraftThreshold: OpportunisticGraftThreshold,
	}
	return params, thresholds
}

// TopicScoreParams are the per-topic score terms every joined topic gets
// unless WithTopicScore replaces them:
//
//   - P1, time in mesh: +0.02 per second, up to +6 after 5 minutes.
//   - P2, first deliveries: +1 per message a peer delivered first, up to
//     +20, decaying to zero over 10 minutes.
//   - P3 and P3b, mesh delivery deficits: off. Swarm topics are bursty (a
//     message per node per stage, then silence), so a quiet mesh peer is
//     not misbehaving and would be penalised unfairly.
//   - P4, invalid messages: -10 per rejected message squared (1 → -10,
//     2 → -40, 3 → -90), decaying to zero over an hour. Honest peers
//     validate before forwarding, so they never collect these.
func TopicScoreParams() *pubsub.TopicScoreParams {
	return &pubsub.TopicScoreParams{
		TopicWeight:                    1,
		TimeInMeshWeight:               0.02,
		TimeInMeshQuantum:              time.Second,
		TimeInMeshCap:                  300,
		FirstMessageDeliveriesWeight:   1,
		FirstMessageDeliveriesDecay:    pubsub.ScoreParameterDecay(10 * time.Minute),
		FirstMessageDeliveriesCap:      20,
		InvalidMessageDeliveriesWeight: -10,
		InvalidMessageDeliveriesDecay:  pubsub.ScoreParameterDecay(time.Hour),
	}
}

// GossipSubParams are the mesh parameters: libp2p's defaults (D=6, Dlo=5,
// Dhi=12, Dlazy=6, 1s heartbeat), written out here so a change upstream
// cannot change the network silently.
func GossipSubParams() pubsub.GossipSubParams {
	p := pubsub.DefaultGossipSubParams()
	p.D = 6
	p.Dlo = 5
	p.Dhi = 12
	p.Dscore = 4
	p.Dout = 2
	p.Dlazy = 6
	p.HeartbeatInterval = time.Second
	p.HistoryLength = 5
	p.HistoryGossip = 3
	p.FanoutTTL = time.Minute
	p.PruneBackoff = time.Minute
	return p
}

// ScoreDeliveryRecordTTL is how long peer scoring remembers who delivered
// a message. Copies travel only while the message sits in the peers'
// message caches (HistoryLength heartbeats: 5 s), and a later copy is
// dropped by the seen cache without touching the score, so 30 s leaves a
// wide margin. The records hold a set of forwarding peers per message and
// GossipSub sweeps expired ones on a fixed one-minute ticker, so a node
// holds up to TTL plus a minute of them: 90 s of messages instead of the
// 3 minutes that GossipSub's default TTL (the 2-minute seen-cache TTL)
// would leave. In synod bench gossip, which measures less than a minute
// after its nodes start, none is swept yet: there they are about 17 MB of
// the 32 nodes' live heap at 50 msg/s, whatever the TTL.
const ScoreDeliveryRecordTTL = 30 * time.Second

// GossipSub router settings besides the mesh parameters.
const (
	// SeenMessagesTTL is how long a message ID is remembered, so that a
	// late copy is dropped rather than delivered twice.
	SeenMessagesTTL = 2 * time.Minute
	// ValidateQueueSize and PeerOutboundQueueSize are kept at libp2p's
	// sizes on purpose (measured with synod bench gossip): a message
	// waiting for validation costs a signature check even when it turns out
	// to be a duplicate, so deeper queues make an overloaded node verify
	// more copies of the same messages, and a full queue sheds duplicates
	// (honest peers keep forwarding originals) before any work is spent on
	// them.
	ValidateQueueSize     = 32
	PeerOutboundQueueSize = 32
)

// scoreParams are the peer-score parameters both of the node's routers
// use: ScoreParams with the node's application score, then its tuning.
func (n *Node) scoreParams() (*pubsub.PeerScoreParams, *pubsub.PeerScoreThresholds) {
	params, thresholds := ScoreParams(n.opts.appScore)
	if n.opts.tuneScore != nil {
		n.opts.tuneScore(params, thresholds)
	}
	return params, thresholds
}

func (n *Node) buildPubSub() (*pubsub.PubSub, error) {
	params, thresholds := n.scoreParams()
	gsParams := GossipSubParams()
	if n.opts.gossipParams != nil {
		gsParams = *n.opts.gossipParams
	}
	opts := []pubsub.Option{
		pubsub.WithMessageSignaturePolicy(pubsub.StrictSign),
		pubsub.WithMaxMessageSize(n.cfg.GossipMaxMessageSize),
		pubsub.WithGossipSubParams(gsParams),
		pubsub.WithPeerScore(params, thresholds),
		pubsub.WithPeerScoreInspect(n.inspectScores, n.opts.scoreInspectPeriod),
		pubsub.WithFloodPublish(!n.opts.noFloodPublish),
		pubsub.WithPeerExchange(true),
		pubsub.WithSeenMessagesTTL(SeenMessagesTTL),
		pubsub.WithValidateQueueSize(ValidateQueueSize),
		pubsub.WithPeerOutboundQueueSize(PeerOutboundQueueSize),
		pubsub.WithRawTracer(&tracer{m: n.m}),
		pubsub.WithLogger(n.log.With("subsystem", "gossipsub")),
	}
	if n.opts.copyHold > 0 {
		n.copies = newCopyFilter(n.id.PeerID(), n.opts.copyHold, DeliveredCopyTime, time.Now, n.PeerScore,
			func(k int) { n.m.copiesDropped.Add(float64(k)) })
		opts = append(opts,
			pubsub.WithAppSpecificRpcInspector(n.copies.inspect),
			pubsub.WithRawTracer(copyFilterTracer{n.copies}))
	}
	return pubsub.NewGossipSub(n.ctx, n.host, opts...)
}

// inspectScores is GossipSub's periodic score snapshot.
func (n *Node) inspectScores(scores map[peer.ID]float64) {
	setScoreBands(n.m.scoreBands, scores)
	n.scoresMu.Lock()
	n.scores = scores
	n.scoresMu.Unlock()
}

// setScoreBands sets the per-band peer counts of a score snapshot.
func setScoreBands(g *prometheus.GaugeVec, scores map[peer.ID]float64) {
	var graylisted, negative, zero, positive float64
	for _, s := range scores {
		switch {
		case s < GraylistThreshold:
			graylisted++
		case s < 0:
			negative++
		case s == 0:
			zero++
		default:
			positive++
		}
	}
	g.WithLabelValues("graylisted").Set(graylisted)
	g.WithLabelValues("negative").Set(negative)
	g.WithLabelValues("zero").Set(zero)
	g.WithLabelValues("positive").Set(positive)
}

// PeerScore is a peer's GossipSub score at the last snapshot (taken every
// WithScoreInspectPeriod); ok is false if the peer was not scored.
func (n *Node) PeerScore(p peer.ID) (score float64, ok bool) {
	n.scoresMu.RLock()
	defer n.scoresMu.RUnlock()
	score, ok = n.scores[p]
	return score, ok
}

// tracer counts the rejections GossipSub makes itself (bad signatures,
// self-origin, throttling) and dropped RPCs. Validator rejections are
// counted where they happen, with the validator's reason.
type tracer struct{ m *metrics }

var _ pubsub.RawTracer = (*tracer)(nil)

func (t *tracer) RejectMessage(msg *pubsub.Message, reason string) {
	switch reason {
	case pubsub.RejectValidationFailed, pubsub.RejectValidationIgnored:
		return // counted by the topic's validator chain with its own reason
	}
	t.m.rejected.WithLabelValues(msg.GetTopic(), ReasonLabel(reason)).Inc()
}
func (t *tracer) DropRPC(*pubsub.RPC, peer.ID)         { t.m.dropped.Inc() }
func (t *tracer) ThrottlePeer(peer.ID)                 { t.m.throttled.Inc() }
func (t *tracer) AddPeer(peer.ID, protocol.ID)         {}
func (t *tracer) RemovePeer(peer.ID)                   {}
func (t *tracer) Join(string)                          {}
func (t *tracer) Leave(string)                         {}
func (t *tracer) Graft(peer.ID, string)                {}
func (t *tracer) Prune(peer.ID, string)                {}
func (t *tracer) ValidateMessage(*pubsub.Message)      {}
func (t *tracer) DeliverMessage(*pubsub.Message)       {}
func (t *tracer) DuplicateMessage(*pubsub.Message)     {}
func (t *tracer) RecvRPC(*pubsub.RPC)                  {}
func (t *tracer) SendRPC(*pubsub.RPC, peer.ID)         {}
func (t *tracer) UndeliverableMessage(*pubsub.Message) {}
