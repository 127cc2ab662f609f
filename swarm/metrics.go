package swarm

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/synod-net/synod/swarm/round"
)

type metrics struct {
	verdicts  *prometheus.CounterVec
	sent      prometheus.Counter
	sentBytes prometheus.Counter
	rounds    prometheus.Counter
	rollouts  prometheus.Counter
	evidence  prometheus.Counter
	commits   *prometheus.CounterVec
}

// newMetrics builds the service's metrics and registers them in reg when
// it is not nil (one registry per node; nothing global).
func newMetrics(reg prometheus.Registerer) *metrics {
	m := &metrics{
		verdicts: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "synod", Subsystem: "swarm", Name: "messages_total",
			Help: "Swarm messages received, by verdict and reason.",
		}, []string{"verdict", "reason"}),
		sent: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "synod", Subsystem: "swarm", Name: "sent_messages_total", Help: "Swarm messages this node published.",
		}),
		sentBytes: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "synod", Subsystem: "swarm", Name: "sent_bytes_total", Help: "Bytes of swarm messages this node published.",
		}),
		rounds: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "synod", Subsystem: "swarm", Name: "rounds_total", Help: "Rounds this node tallied.",
		}),
		rollouts: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "synod", Subsystem: "swarm", Name: "rollouts_received_total", Help: "Peers' rollout shares received.",
		}),
		evidence: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "synod", Subsystem: "swarm", Name: "contradictions_total", Help: "Peer summaries contradicted by signed votes this node holds.",
		}),
		commits: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "synod", Subsystem: "swarm", Name: "commits_total", Help: "Round commitments sent to the coordinator contract, by outcome.",
		}, []string{"outcome"}),
	}
	if reg != nil {
		reg.MustRegister(m.verdicts, m.sent, m.sentBytes, m.rounds, m.rollouts, m.evidence, m.commits)
	}
	return m
}

func (m *metrics) verdict(v round.Verdict) {
	m.verdicts.WithLabelValues(v.Result.String(), v.Reason).Inc()
}
