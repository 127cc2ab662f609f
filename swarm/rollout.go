package swarm

import (
	"crypto/sha256"
	"encoding/binary"
	"slices"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/tasks"
	"github.com/synod-net/synod/swarm/wire"
)

// DefaultRolloutShares is how many of its rollouts (one per question) a
// node shares with its peers after each round unless WithRolloutShares
// says otherwise: one message per node per round keeps the gossip load
// low, and with N peers a node still receives N-1 external rollouts per
// round, more than the learner mixes in.
const DefaultRolloutShares = 1

// ReasonWrongReward is the verdict reason of a rollout share whose rewards
// are not the task verifier's.
const ReasonWrongReward = "wrong-reward"

// keepQuestionRounds bounds the cache of drawn questions.
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
	if len(s.qCache) >= keepQuestionRounds {
		oldest := r
		for k := range s.qCache {
			oldest = min(oldest, k)
		}
		delete(s.qCache, oldest)
	}
	s.qCache[r] = qs
	return qs, nil
}

// checkRollout rechecks the rewards of the rollout shares in a summary
// with the task verifier: rewards are never taken on a peer's word.
func (s *Service) checkRollout(b *wire.Body) (round.Verdict, bool) {
	shares := b.GetSummary().GetRollouts()
	if len(shares) == 0 {
		return round.Verdict{}, true
	}
	qs, err := s.questionsOf(b.GetRound())
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

// keepOwnAnswer remembers this node's answer of a round, for its rollouts.
func (s *Service) keepOwnAnswer(r uint64, b *wire.Body) {
	if a := b.GetAnswer(); a != nil {
		s.ownAnswers[r] = a.GetCompletions()
	}
}

// sharedRollouts stores this node's rollouts of a closed round (every
// question) and returns the configured number of them to share in the
// round's summary, the questions picked by a hash of (node, round) so that
// peers share different ones.
func (s *Service) sharedRollouts(r uint64) []*wire.RolloutShare {
	for k := range s.ownAnswers {
		if k < r {
			delete(s.ownAnswers, k)
		}
	}
	answers, ok := s.ownAnswers[r]
	delete(s.ownAnswers, r)
	if !ok {
		return nil
	}
	qs, err := s.questionsOf(r)
	if err != nil || len(qs) != len(answers) {
		return nil
	}
	recs := make([]state.Rollout, len(qs))
	for i, q := range qs {
		recs[i] = state.Rollout{
			Swarm: s.cfg.SwarmID, Round: r, Peer: s.self.String(), Question: i, Prompt: q.Question,
			Completions: []string{answers[i]}, RewardsMilli: []int64{q.Verify(answers[i]).RewardMilli()}, ReceivedAt: s.now(),
		}
	}
	s.queueRollouts(recs...)
	order := make([]int, len(qs))
	keys := make([][32]byte, len(qs))
	for i := range qs {
		order[i] = i
		h := sha256.New()
		h.Write([]byte(s.self))
		h.Write(binary.BigEndian.AppendUint64(nil, r))
		h.Write(binary.BigEndian.AppendUint32(nil, uint32(i)))
		copy(keys[i][:], h.Sum(nil))
	}
	slices.SortFunc(order, func(a, b int) int { return slices.Compare(keys[a][:], keys[b][:]) })
	n := min(s.rolloutShares, len(order), wire.MaxRolloutShares)
	out := make([]*wire.RolloutShare, 0, n)
	for _, i := range order[:n] {
		out = append(out, &wire.RolloutShare{Question: uint32(i), Completions: recs[i].Completions, RewardsMilli: recs[i].RewardsMilli})
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

// storeRollout stores a peer's accepted rollout share.
func (s *Service) storeRollout(o *round.Rollout) {
	s.metrics.rollouts.Inc()
	rec := state.Rollout{
		Swarm: s.cfg.SwarmID, Round: o.Round, Peer: peer.ID(o.Peer).String(), Question: o.Question,
		Completions: o.Completions, RewardsMilli: o.RewardsMilli, ReceivedAt: s.now(),
	}
	if qs, err := s.questionsOf(o.Round); err == nil && o.Question < len(qs) {
		rec.Prompt = qs[o.Question].Question
	}
	s.queueRollouts(rec)
}
