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
	missed    *prometheus.CounterVec
	// Learning.
	learnSeconds prometheus.Histogram
	learnReward  prometheus.Gauge
	learnAcc     prometheus.Gauge
	learnGroups  *prometheus.CounterVec
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
		learnSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: "synod", Subsystem: "learn", Name: "round_seconds", Help: "Time of one round's learning (rollouts and policy steps).",
			Buckets: prometheus.ExponentialBuckets(0.05, 2, 12),
		}),
		learnReward: prometheus.NewGauge(prometheus.GaugeOpts{
			Namespace: "synod", Subsystem: "learn", Name: "reward", Help: "Mean verifier reward of this node's last round of rollouts.",
		}),
		learnAcc: prometheus.NewGauge(prometheus.GaugeOpts{
			Namespace: "synod", Subsystem: "learn", Name: "accuracy", Help: "Share of correct completions in this node's last round of rollouts.",
		}),
		missed: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "synod", Subsystem: "swarm", Name: "missed_stages_total",
			Help: "Stages this node sent nothing in because its message was ready or recorded only after the stage deadline, by stage.",
		}, []string{"stage"}),
		learnGroups: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "synod", Subsystem: "learn", Name: "groups_total", Help: "Rollout groups trained on, by origin (local, external) and dropped ones (no signal).",
		}, []string{"kind"}),
	}
	if reg != nil {
		reg.MustRegister(m.verdicts, m.sent, m.sentBytes, m.rounds, m.rollouts, m.evidence, m.commits, m.missed, m.learnSeconds, m.learnReward, m.learnAcc, m.learnGroups)
	}
	return m
}

func (m *metrics) verdict(v round.Verdict) {
	m.verdicts.WithLabelValues(v.Result.String(), v.Reason).Inc()
}
