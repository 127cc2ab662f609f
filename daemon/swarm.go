package daemon

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/learn"
	"github.com/synod-net/synod/swarm/member"
	"github.com/synod-net/synod/swarm/policy"
	"github.com/synod-net/synod/swarm/round"
)

// keptRounds is how many tallied rounds the API shows.
const keptRounds = 50

// swarmMetrics are the daemon's per-round figures of the swarm it plays.
type swarmMetrics struct {
	roundSeconds prometheus.Histogram
	reward       prometheus.Counter
	votes        prometheus.Counter
	missed       prometheus.Counter
}

func newSwarmMetrics(reg prometheus.Registerer) *swarmMetrics {
	m := &swarmMetrics{
		roundSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: "synod", Subsystem: "swarm", Name: "round_duration_seconds",
			Help:    "Time from a round's start to this node's tally of it.",
			Buckets: prometheus.ExponentialBuckets(1, 1.6, 14),
		}),
		reward: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "synod", Subsystem: "swarm", Name: "reward_total",
			Help: "This node's cumulative reward over the rounds it tallied.",
		}),
		votes: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "synod", Subsystem: "swarm", Name: "votes_counted_total",
			Help: "Votes counted in the tallies of the rounds this node tallied.",
		}),
		missed: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "synod", Subsystem: "swarm", Name: "rounds_missed_total",
			Help: "Rounds this node did not play (offline, asleep or stalled).",
		}),
	}
	reg.MustRegister(m.roundSeconds, m.reward, m.votes, m.missed)
	return m
}

// swarmState is what the daemon keeps about the swarm it plays, for the
// API. It is guarded by Daemon.mu.
type swarmState struct {
	id     *big.Int
	cfg    round.Config
	rounds []api.RoundRow
	missed []api.RoundRange
	// last is the last round tallied (valid when played).
	last   uint64
	played bool
	total  int64
}

// JoinSwarm registers the node in swarm id on c (once; the contract checks
// the key proof), reads the swarm's schedule and protocol parameters from
// its on-chain record and plays every round from now on. Start calls it
// for the configured swarm.id; a devnet calls it once its chain is up.
// A node that was offline reports the rounds it missed.
func (d *Daemon) JoinSwarm(ctx context.Context, c *chain.Chain, id *big.Int) error {
	d.mu.Lock()
	if d.member != nil {
		d.mu.Unlock()
		return fmt.Errorf("daemon: already playing swarm %s", d.swarm.id)
	}
	d.mu.Unlock()
	st := &swarmState{id: new(big.Int).Set(id)}
	prev, err := d.loadRounds(id.String())
	if err != nil {
		return err
	}
	for _, r := range prev {
		st.addLocked(r)
	}
	opts := member.Options{
		Penalties: d.pen, State: d.db, Logger: d.log, Registry: d.node.Registry(),
		OnResult: d.onRound,
	}
	if d.o.policy != nil {
		pol, err := d.o.policy(string(d.node.ID()))
		if err != nil {
			return fmt.Errorf("daemon: swarm policy: %w", err)
		}
		opts.Policy = pol
	} else {
		base, baseCID, err := d.baseModel(ctx, c, id)
		if err != nil {
			return err
		}
		m := base
		if d.cfg.Swarm.Learn {
			if saved := d.resumeModel(ctx, id.String(), baseCID); saved != nil {
				m = saved
			}
		}
		pol, err := policy.New(m, string(d.node.ID()), policy.Options{})
		if err != nil {
			return err
		}
		opts.Policy = pol
		if d.cfg.Swarm.Learn {
			var sw *chain.Swarm
			if c != nil {
				rec, err := c.Swarm(ctx, id)
				if err != nil {
					return fmt.Errorf("daemon: reading swarm %s: %w", id, err)
				}
				sw = &rec
			}
			lc := d.learnConfig(sw)
			// Weights of the base checkpoint carry its pretraining's
			// optimizer moments; the learner starts its own. Resumed
			// weights carry the learner's, which it keeps.
			lc.ResetOptimizer = m == base
			opts.Learn = &lc
			if lc.KLBeta > 0 {
				// The KL penalty's reference is the base model, kept
				// apart from the weights being trained.
				if opts.Base, err = referenceModel(base, m); err != nil {
					return err
				}
			}
			opts.OnLearn = func(rep learn.Report) { d.onLearn(pol, id.String(), baseCID, rep) }
		}
	}
	d.useChain(c)
	m, err := member.Join(ctx, d.node, c, id, opts)
	if err != nil {
		return fmt.Errorf("joining swarm %s: %w", id, err)
	}
	st.cfg = m.Service.Config()
	d.mu.Lock()
	d.member, d.swarm = m, st
	if d.swarmM == nil {
		d.swarmM = newSwarmMetrics(d.node.Registry())
	}
	if d.closed {
		d.mu.Unlock()
		_ = m.Service.Close()
		return ErrClosed
	}
	d.closers = append(d.closers, closer{"swarm member", m.Service.Close})
	d.mu.Unlock()
	now := time.Now()
	cur, _, _, ok := st.cfg.Position(now)
	if !ok {
		d.log.Info("joined the swarm; round 0 has not started", "swarm", id, "starts", st.cfg.RoundStart(0).Format(time.RFC3339), "round", st.cfg.Period())
		return nil
	}
	d.mu.Lock()
	gap := st.catchUpLocked(cur)
	sm := d.swarmM
	d.mu.Unlock()
	if gap != nil {
		rr := *gap
		sm.missed.Add(float64(rr.To - rr.From + 1))
		d.log.Warn("missed rounds while this node was offline; catching up with the swarm's current round",
			"swarm", id, "missed", rangeText(rr), "count", rr.To-rr.From+1, "now", cur)
	} else {
		d.log.Info("joined the swarm", "swarm", id, "round", cur, "period", st.cfg.Period())
	}
	return nil
}

// onRound records a tallied round and tells the API's clients.
func (d *Daemon) onRound(rep swarm.Report) {
	row := d.rowOf(rep)
	d.mu.Lock()
	st, sm := d.swarm, d.swarmM
	var gap *api.RoundRange
	if st != nil {
		sm.roundSeconds.Observe(time.Since(st.cfg.RoundStart(rep.Round)).Seconds())
		sm.reward.Add(float64(row.RewardMilli) / 1000)
		sm.votes.Add(float64(rep.Counted))
		if st.played && rep.Round > st.last+1 {
			gap = &api.RoundRange{From: st.last + 1, To: rep.Round - 1}
			st.missed = appendRange(st.missed, *gap)
		}
		st.addLocked(row)
	}
	d.mu.Unlock()
	if gap != nil {
		sm.missed.Add(float64(gap.To - gap.From + 1))
		// The machine slept or stalled: the swarm went on without us.
		d.log.Warn("missed rounds (the machine was asleep or too busy); caught up with the swarm", "missed", rangeText(*gap), "now", rep.Round)
	}
	winners := make([]string, 0, len(rep.Winners))
	for _, w := range rep.Winners {
		winners = append(winners, shortPeer(w.String()))
	}
	d.log.Info("round tallied", "round", rep.Round, "votes", rep.Counted, "winners", strings.Join(winners, " "),
		"reward", fmt.Sprintf("%.3f", float64(row.RewardMilli)/1000))
	d.hub.publish("round", row)
	for _, f := range d.o.onRound {
		f(rep)
	}
}

// catchUpLocked records the rounds between the last one tallied and cur,
// the round in progress when the node (re)joined, as missed, and returns
// them (nil when none). They count as accounted for, so the first tally
// after a restart does not report them again.
func (st *swarmState) catchUpLocked(cur uint64) *api.RoundRange {
	if !st.played || cur <= st.last+1 {
		return nil
	}
	gap := api.RoundRange{From: st.last + 1, To: cur - 1}
	st.missed = appendRange(st.missed, gap)
	st.last = cur - 1
	return &gap
}

func appendRange(rs []api.RoundRange, r api.RoundRange) []api.RoundRange {
	if n := len(rs); n > 0 && rs[n-1].To+1 >= r.From {
		rs[n-1].To = max(rs[n-1].To, r.To)
		return rs
	}
	return append(rs, r)
}

func (st *swarmState) addLocked(row api.RoundRow) {
	if st.played && row.Round <= st.last {
		for i := range st.rounds {
			if st.rounds[i].Round == row.Round {
				st.rounds[i] = row
				return
			}
		}
	}
	st.rounds = append(st.rounds, row)
	if len(st.rounds) > keptRounds {
		st.rounds = append(st.rounds[:0:0], st.rounds[len(st.rounds)-keptRounds:]...)
	}
	st.total += row.RewardMilli
	if !st.played || row.Round > st.last {
		st.last, st.played = row.Round, true
	}
}

// rowOf turns a report into this node's row.
func (d *Daemon) rowOf(rep swarm.Report) api.RoundRow {
	self := d.id.PeerID()
	row := api.RoundRow{Round: rep.Round, Counted: rep.Counted, VotesRoot: hex.EncodeToString(rep.Root[:]), Winners: []string{}}
	for _, w := range rep.Winners {
		row.Winners = append(row.Winners, w.String())
		row.Won = row.Won || w == self
	}
	for _, rw := range rep.Rewards {
		if rw.Peer == string(self) || rw.Peer == self.String() {
			setReward(&row, rw)
		}
	}
	for _, b := range rep.Ballots {
		if b.Voter == self {
			row.Voted, row.VoteCounted = b.Choice.String(), true
		}
	}
	d.mu.Lock()
	if d.swarm != nil {
		row.Answers = d.swarm.cfg.Questions
	}
	d.mu.Unlock()
	return row
}

// setReward copies this node's reward in a round into its row.
func setReward(row *api.RoundRow, rw round.Reward) {
	row.RewardMilli, row.Correct = rw.Total, rw.Correct
	row.Critiqued, row.CritiqueMilli = rw.Critiqued, rw.Critique
	row.VoteCounted, row.VoteMilli = row.VoteCounted || rw.Voted, rw.Vote
}

// loadRounds reads the rounds this node tallied in an earlier run.
func (d *Daemon) loadRounds(swarmID string) ([]api.RoundRow, error) {
	tasks, err := d.db.Tasks()
	if err != nil {
		return nil, fmt.Errorf("daemon: reading round records: %w", err)
	}
	prefix := swarm.RoundTaskID(swarmID, 0)
	prefix = prefix[:strings.LastIndex(prefix, "/")+1]
	self := d.id.PeerID().String()
	var out []api.RoundRow
	for _, t := range tasks {
		if t.Role != swarm.RoundTaskRole || !strings.HasPrefix(t.ID, prefix) {
			continue
		}
		var rec swarm.RoundRecord
		if err := json.Unmarshal(t.Spec, &rec); err != nil {
			d.log.Warn("skipping an unreadable round record", "id", t.ID, "err", err)
			continue
		}
		row := api.RoundRow{Round: rec.Round, Winners: rec.Winners, Counted: rec.Counted, VotesRoot: rec.VotesRoot}
		if row.Winners == nil {
			row.Winners = []string{}
		}
		for _, w := range rec.Winners {
			row.Won = row.Won || w == self
		}
		for _, rw := range rec.Rewards {
			if rw.Peer == self {
				setReward(&row, rw)
			}
		}
		out = append(out, row)
	}
	return out, nil
}

// swarmSnapshot is the API's view of the swarm, or nil.
func (d *Daemon) swarmSnapshot() *api.Swarm {
	d.mu.Lock()
	st, m := d.swarm, d.member
	if st == nil || m == nil {
		d.mu.Unlock()
		return nil
	}
	out := &api.Swarm{
		ID: st.id.String(), Genesis: st.cfg.Genesis, RoundMS: st.cfg.Period().Milliseconds(),
		Questions: st.cfg.Questions, Shown: st.cfg.K, Winners: st.cfg.Winners,
		Missed: append([]api.RoundRange{}, st.missed...), Rounds: append([]api.RoundRow{}, st.rounds...),
		RewardTotalMilli: st.total,
		Learning:         append([]api.LearnRow{}, d.learnRows...), PolicyCID: d.lastPolicyCID,
	}
	cfg := st.cfg
	d.mu.Unlock()
	now := time.Now()
	r, stage, end, ok := cfg.Position(now)
	switch {
	case !ok:
		out.Stage, out.StageEnds = "waiting", cfg.RoundStart(0)
	case cfg.Training(now):
		out.Round, out.Stage, out.StageEnds = r, "training", cfg.RoundStart(r+1)
	default:
		out.Round, out.Stage, out.StageEnds = r, stageName(stage), end
	}
	for i := range out.Rounds {
		if c, err := d.db.Commitment(swarm.CommitmentID(out.ID, out.Rounds[i].Round)); err == nil {
			out.Rounds[i].Commitment = c.Status
		}
	}
	s := m.Service.Status()
	out.Members, out.Sent, out.Received = s.Members, s.Sent, s.Received
	for _, n := range s.Rejected {
		out.Rejected += n
	}
	return out
}

func stageName(s round.Stage) string {
	switch s {
	case round.StageAnswer:
		return "answer"
	case round.StageCritique:
		return "critique"
	case round.StageVote:
		return "vote"
	}
	return "done"
}

func rangeText(r api.RoundRange) string {
	if r.From == r.To {
		return fmt.Sprint(r.From)
	}
	return fmt.Sprintf("%d-%d", r.From, r.To)
}

func shortPeer(s string) string {
	if len(s) > 12 {
		return "…" + s[len(s)-8:]
	}
	return s
}

var errNoSwarm = errors.New("this node plays no swarm (set swarm.id in the config)")
