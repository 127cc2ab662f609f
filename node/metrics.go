package node

import (
	"strings"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
)

// metrics are the node's own Prometheus collectors, registered in the
// node's registry (never the global one, so many nodes can share a process).
type metrics struct {
	accepted      *prometheus.CounterVec // topic
	rejected      *prometheus.CounterVec // topic, reason
	ignored       *prometheus.CounterVec // topic, reason
	published     *prometheus.CounterVec // topic
	dropped       prometheus.Counter
	throttled     prometheus.Counter
	copiesDropped prometheus.Counter
	peers         prometheus.Gauge
	routingTable  prometheus.Gauge
	dhtSent       *prometheus.CounterVec // type
	topicPeers    *prometheus.GaugeVec   // topic
	scoreBands    *prometheus.GaugeVec   // band
	groupPeers    *prometheus.GaugeVec   // group (metric and label keep their names)
}

func newMetrics(reg prometheus.Registerer) *metrics {
	m := &metrics{
		accepted: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "synod_gossip_messages_accepted_total",
			Help: "Messages from peers that passed every validator of their topic.",
		}, []string{"topic"}),
		rejected: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "synod_gossip_messages_rejected_total",
			Help: "Messages from peers rejected, by topic and reason (the forwarding peer's score drops).",
		}, []string{"topic", "reason"}),
		ignored: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "synod_gossip_messages_ignored_total",
			Help: "Messages from peers ignored by a validator (dropped without a penalty), by topic and reason.",
		}, []string{"topic", "reason"}),
		published: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "synod_gossip_messages_published_total",
			Help: "Messages this node published, by topic.",
		}, []string{"topic"}),
		dropped: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "synod_gossip_rpcs_dropped_total",
			Help: "Outbound GossipSub RPCs dropped because a peer's queue was full.",
		}),
		throttled: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "synod_gossip_peers_throttled_total",
			Help: "Times a peer was throttled by the validation pipeline.",
		}),
		copiesDropped: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "synod_gossip_copies_dropped_total",
			Help: "Copies of signed messages dropped before GossipSub handled them: identical to a copy waiting for its signature check, or of a message already delivered.",
		}),
		peers: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "synod_peers_connected",
			Help: "Peers with at least one open connection.",
		}),
		routingTable: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "synod_dht_routing_table_peers",
			Help: "Peers in the Kademlia routing table.",
		}),
		dhtSent: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "synod_dht_messages_sent_total",
			Help: "DHT messages this node sent to peers, by type (FIND_NODE, GET_PROVIDERS, ADD_PROVIDER, …).",
		}, []string{"type"}),
		topicPeers: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "synod_gossip_topic_peers",
			Help: "Connected peers subscribed to a topic this node joined.",
		}, []string{"topic"}),
		scoreBands: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "synod_gossip_peers_by_score",
			Help: "Peers by GossipSub score band: graylisted (below the graylist threshold), negative, zero, positive.",
		}, []string{"band"}),
		groupPeers: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "synod_swarm_peers_found",
			Help: "Peers found through a discovery group's rendezvous namespace (label swarm: the group).",
		}, []string{"swarm"}),
	}
	reg.MustRegister(m.accepted, m.rejected, m.ignored, m.published, m.dropped, m.throttled, m.copiesDropped,
		m.peers, m.routingTable, m.dhtSent, m.topicPeers, m.scoreBands, m.groupPeers)
	return m
}

// ReasonLabel turns a validator's reason into a metric label: lowercase
// letters, digits and '_', at most 48 characters. Reasons should come from a
// small fixed set ("oversized", "malformed", "stale_round", …) because each
// one becomes a time series.
func ReasonLabel(reason string) string {
	if reason == "" {
		return "unspecified"
	}
	var b strings.Builder
	for _, r := range strings.ToLower(reason) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		default:
			if s := b.String(); len(s) > 0 && s[len(s)-1] != '_' {
				b.WriteByte('_')
			}
		}
		if b.Len() >= 48 {
			break
		}
	}
	return strings.Trim(b.String(), "_")
}

// Rejected is how many messages on topic this node rejected for reason
// (normalised as ReasonLabel does), including GossipSub's own signature
// checks.
func (n *Node) Rejected(topic, reason string) float64 {
	return counterValue(n.m.rejected, topic, ReasonLabel(reason))
}

// Accepted is how many messages from peers on topic passed validation.
func (n *Node) Accepted(topic string) float64 {
	return counterValue(n.m.accepted, topic)
}

// CopiesDropped is how many copies of signed messages this node dropped
// before GossipSub handled them: identical to a copy waiting for its
// signature check, or of a message already delivered (see WithCopyHold).
func (n *Node) CopiesDropped() float64 {
	var m dto.Metric
	if err := n.m.copiesDropped.Write(&m); err != nil {
		return 0
	}
	return m.GetCounter().GetValue()
}

// DHTMessagesSent is how many DHT messages this node has sent, all types.
func (n *Node) DHTMessagesSent() float64 {
	ch := make(chan prometheus.Metric, 16)
	go func() { n.m.dhtSent.Collect(ch); close(ch) }()
	var total float64
	for c := range ch {
		var m dto.Metric
		if c.Write(&m) == nil {
			total += m.GetCounter().GetValue()
		}
	}
	return total
}

func counterValue(v *prometheus.CounterVec, labels ...string) float64 {
	c, err := v.GetMetricWithLabelValues(labels...)
	if err != nil {
		return 0
	}
	var m dto.Metric
	if err := c.Write(&m); err != nil {
		return 0
	}
	return m.GetCounter().GetValue()
}
