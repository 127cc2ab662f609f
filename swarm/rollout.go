package swarm

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"sort"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm/learn"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/tasks"
	"github.com/synod-net/synod/swarm/wire"
)

// ReasonWrongReward is the verdict reason of a rollout share whose rewards
// are not the task verifier's.
const ReasonWrongReward = "wrong-reward"

// Learner trains the policy in each round's training phase (SAPO): it
// samples this node's groups of the round, which the node shares with its
// peers in its round summary, then trains on them and on groups its peers
// shared. *learn.Learner implements it.
type Learner interface {
	// Rollouts samples this node's training groups of round r.
	Rollouts(ctx context.Context, r uint64) ([]learn.Group, error)
	// Train updates the policy on round r's own groups and the external
	// candidates (tasks redrawn here, rewards not yet scored).
	Train(ctx context.Context, r uint64, own, candidates []learn.Group) (learn.Report, error)
}

// keepQuestionRounds bounds the caches of drawn questions.
const keepQuestionRounds = 4

// questionsOf returns the questions of round r (drawn again from the
// task source, which is deterministic, and cached for a few rounds).
func (s *Service) questionsOf(r uint64) ([]tasks.Task, error) {
	s.qMu.Lock()
	defer s.qMu.Unlock()
	if qs, ok := s.qCache[r]; ok {
		return qs, nil
	}
	qs, err := s.cfg.Tasks.Draw(s.cfg.SwarmID, r, s.cfg.Questions)
	if err != nil {
		return nil, err
	}
	if s.qCache == nil {
		s.qCache = map[uint64][]tasks.Task{}
	}
	evictOldest(s.qCache, r)
	s.qCache[r] = qs
	return qs, nil
}

func evictOldest[V any](m map[uint64]V, r uint64) {
	if len(m) < keepQuestionRounds {
		return
	}
	oldest := r
	for k := range m {
		oldest = min(oldest, k)
	}
	delete(m, oldest)
}

type trainKey struct {
	peer  string
	round uint64
}

// trainingQuestions returns the training questions of a peer's round
// (learn.MaxTrainingQuestions of them, cached).
func (s *Service) trainingQuestions(p string, r uint64) ([]tasks.Task, error) {
	s.qMu.Lock()
	defer s.qMu.Unlock()
	k := trainKey{p, r}
	if qs, ok := s.tCache[k]; ok {
		return qs, nil
	}
	qs, err := learn.TrainingQuestions(s.cfg.Tasks, s.cfg.SwarmID, p, r, learn.MaxTrainingQuestions)
	if err != nil {
		return nil, err
	}
	if s.tCache == nil || len(s.tCache) > 4*wire.MaxShown*keepQuestionRounds {
		s.tCache = map[trainKey][]tasks.Task{}
	}
	s.tCache[k] = qs
	return qs, nil
}

// checkRollout rechecks the rewards of the rollout shares in a summary
// from peer with the task verifier, on the sender's training questions
// (which this node draws itself): rewards are never taken on a peer's
// word, and a peer that claims wrong ones is rejected.
func (s *Service) checkRollout(from peer.ID, b *wire.Body) (round.Verdict, bool) {
	shares := b.GetSummary().GetRollouts()
	if len(shares) == 0 {
		return round.Verdict{}, true
	}
	qs, err := s.trainingQuestions(string(from), b.GetRound())
	if err != nil {
		return round.Verdict{Result: round.Ignore, Reason: "no-questions"}, false
	}
	for _, ro := range shares {
		q := int(ro.GetQuestion())
		if q >= len(qs) {
			return round.Verdict{Result: round.Reject, Reason: round.ReasonMalformed}, false
		}
		for i, c := range ro.GetCompletions() {
			if qs[q].Verify(c).RewardMilli() != ro.GetRewardsMilli()[i] {
				return round.Verdict{Result: round.Reject, Reason: ReasonWrongReward}, false
			}
		}
	}
	return round.Verdict{}, true
}

// storeRollout stores a peer's accepted rollout share and offers it to
// the learner.
func (s *Service) storeRollout(o *round.Rollout) {
	s.metrics.rollouts.Inc()
	rec := state.Rollout{
		Swarm: s.cfg.SwarmID, Round: o.Round, Peer: peer.ID(o.Peer).String(), Question: o.Question,
		Completions: o.Completions, RewardsMilli: o.RewardsMilli, ReceivedAt: s.now(),
	}
	qs, err := s.trainingQuestions(o.Peer, o.Round)
	if err == nil && o.Question < len(qs) {
		rec.Prompt = qs[o.Question].Question
		if s.learner != nil {
			s.pool.add(o.Round, learn.Group{Peer: o.Peer, Question: o.Question, Task: qs[o.Question], Completions: o.Completions})
		}
	}
	s.queueRollouts(rec)
}

// rolloutPool holds peers' shared groups until the learner takes them.
type rolloutPool struct {
	mu     sync.Mutex
	groups map[uint64][]learn.Group // mu guards
}

// maxPoolPerRound bounds the groups kept per round (a summary carries at
// most wire.MaxRolloutShares; every member sends one summary).
const maxPoolPerRound = 4096

func (p *rolloutPool) add(r uint64, g learn.Group) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.groups == nil {
		p.groups = map[uint64][]learn.Group{}
	}
	if len(p.groups[r]) < maxPoolPerRound {
		p.groups[r] = append(p.groups[r], g)
	}
}

// take returns the groups of rounds r-1 and r (sorted by round) and
// forgets every round up to r-1.
func (p *rolloutPool) take(r uint64) []learn.Group {
	p.mu.Lock()
	defer p.mu.Unlock()
	rounds := make([]uint64, 0, len(p.groups))
	for k := range p.groups {
		rounds = append(rounds, k)
	}
	sort.Slice(rounds, func(a, b int) bool { return rounds[a] < rounds[b] })
	var out []learn.Group
	for _, k := range rounds {
		if k+1 >= r && k <= r {
			out = append(out, p.groups[k]...)
		}
		if k+1 <= r {
			delete(p.groups, k)
		}
	}
	return out
}

// learnRound runs the learner for round r in the training phase: sample
// this node's groups, publish them with the summary, then train. It ends
// by the next round's start at the latest.
func (s *Service) learnRound(r uint64, sum *wire.RoundSummary) {
	defer s.wg.Done()
	ctx, cancel := s.withDeadline(s.cfg.RoundStart(r + 1))
	defer cancel()
	start := s.now()
	own, err := s.learner.Rollouts(ctx, r)
	if err != nil {
		if s.ctx.Err() != nil {
			return // the service is closing: nothing to publish or learn
		}
		s.log.Warn("learner: no rollouts this round", "round", r, "err", err)
		s.publishSummary(r, sum)
		return
	}
	recs := make([]state.Rollout, 0, len(own))
	for _, g := range own {
		if len(sum.Rollouts) < wire.MaxRolloutShares && len(g.Completions) <= wire.MaxRolloutCompletions {
			ms := make([]int64, len(g.Completions))
			for i, c := range g.Completions {
				ms[i] = g.Task.Verify(c).RewardMilli()
			}
			sum.Rollouts = append(sum.Rollouts, &wire.RolloutShare{Question: uint32(g.Question), Completions: clipCompletions(g.Completions), RewardsMilli: ms})
			recs = append(recs, state.Rollout{Swarm: s.cfg.SwarmID, Round: r, Peer: s.self.String(), Question: g.Question, Prompt: g.Task.Question,
				Completions: g.Completions, RewardsMilli: ms, ReceivedAt: s.now()})
		}
	}
	s.queueRollouts(recs...)
	s.publishSummary(r, sum)
	rep, err := s.learner.Train(ctx, r, own, s.pool.take(r))
	if err != nil {
		if s.ctx.Err() != nil {
			return // the service is closing: the step was cut short, not failed
		}
		s.log.Warn("learner: training stopped; the policy keeps the steps it finished", "round", r, "steps", rep.Steps, "err", err)
		return
	}
	took := s.now().Sub(start)
	s.metrics.learnSeconds.Observe(took.Seconds())
	s.metrics.learnReward.Set(rep.Reward)
	s.metrics.learnAcc.Set(rep.Accuracy)
	s.metrics.learnGroups.WithLabelValues("local").Add(float64(rep.LocalGroups))
	s.metrics.learnGroups.WithLabelValues("external").Add(float64(rep.ExternalGroups))
	s.metrics.learnGroups.WithLabelValues("dropped").Add(float64(rep.Dropped))
	s.log.Info("learned", "round", r, "local", rep.LocalGroups, "external", rep.ExternalGroups, "dropped", rep.Dropped,
		"reward", rep.Reward, "accuracy", rep.Accuracy, "took", took.Round(time.Millisecond))
	s.mu.Lock()
	s.status.Learn = &rep
	s.mu.Unlock()
	if s.onLearn != nil {
		s.onLearn(rep)
	}
}

// clipCompletions keeps completions inside the wire's limit.
func clipCompletions(cs []string) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		if len(c) > wire.MaxCompletionBytes {
			c = c[:wire.MaxCompletionBytes]
		}
		out[i] = c
	}
	return out
}

// doneSlot is when this node publishes its summary of round r, a moment
// derived from SHA-256(sender || uint64be(r) || "summary") within a window
// that keeps summaries out of the bursts of answers, critiques and votes
// every member sends at each stage's start, and out of the instant at
// which every member tallies, so that a busy node does not validate them
// at the same time:
//
//   - with a training phase longer than the grace, its last three
//     quarters after the tally (the vote deadline plus the grace), so
//     that peers hold the shared rollouts before they train;
//   - otherwise, round r+1 between a quarter of the answer stage and the
//     end of the critique stage.
//
// Receivers accept a round's summaries from their tally until the next
// round ends.
func (s *Service) doneSlot(r uint64) time.Time {
	h := sha256.New()
	h.Write([]byte(s.self))
	h.Write(binary.BigEndian.AppendUint64(nil, r))
	h.Write([]byte("summary"))
	x := binary.BigEndian.Uint64(h.Sum(nil)[:8])
	if window := s.cfg.Train - s.cfg.GraceTime(); window > 0 {
		at := s.cfg.StageEnd(r, round.StageVote).Add(s.cfg.GraceTime() + window/4)
		if spread := window * 3 / 4; spread > 0 {
			at = at.Add(time.Duration(x % uint64(spread)))
		}
		return at
	}
	at := s.cfg.RoundStart(r + 1).Add(s.cfg.Answer / 4)
	if spread := s.cfg.Answer*3/4 + s.cfg.Critique; spread > 0 {
		at = at.Add(time.Duration(x % uint64(spread)))
	}
	return at
}

// publishAt queues raws for publishing at time at (at once if it passed).
func (s *Service) publishAt(at time.Time, kind wire.Kind, raws ...[]byte) {
	if len(raws) == 0 {
		return
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		if !s.sleepUntil(s.ctx, at) {
			return
		}
		for _, raw := range raws {
			s.enqueue(pubItem{kind: kind, data: raw})
		}
	}()
}
