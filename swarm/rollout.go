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

// checkRollout rechecks a rollout share's rewards with the task verifier:
// rewards are never taken on a peer's word.
func (s *Service) checkRollout(b *wire.Body) (round.Verdict, bool) {
	ro := b.GetRollout()
	if ro == nil {
		return round.Verdict{}, true
	}
	qs, err := s.questionsOf(b.GetRound())
	if err != nil {
		return round.Verdict{Result: round.Ignore, Reason: "no-questions"}, false
	}
	q := int(ro.GetQuestion())
	if q >= len(qs) {
		return round.Verdict{Result: round.Reject, Reason: round.ReasonMalformed}, false
	}
	for i, c := range ro.GetCompletions() {
		if qs[q].Verify(c).RewardMilli() != ro.GetRewardsMilli()[i] {
			return round.Verdict{Result: round.Reject, Reason: ReasonWrongReward}, false
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

// shareRollouts stores this node's rollouts of a closed round (every
// question) and publishes the configured number of them, the questions
// picked by a hash of (node, round) so that peers share different ones.
// They go out in the middle half of the next round's answer stage, at an
// offset that also depends on (node, round): spread over half a stage,
// not in the burst of summaries and answers at the round's start, where
// they would compete with the answers for peers' validation queues.
func (s *Service) shareRollouts(r uint64) {
	for k := range s.ownAnswers {
		if k < r {
			delete(s.ownAnswers, k)
		}
	}
	answers, ok := s.ownAnswers[r]
	delete(s.ownAnswers, r)
	if !ok {
		return
	}
	qs, err := s.questionsOf(r)
	if err != nil || len(qs) != len(answers) {
		return
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
	var out [][]byte
	for _, i := range order[:min(s.rolloutShares, len(order))] {
		body := &wire.Body{SwarmId: s.cfg.SwarmID, Round: r, Stage: wire.Stage_STAGE_DONE, Payload: &wire.Body_Rollout{Rollout: &wire.RolloutShare{
			Question: uint32(i), Completions: recs[i].Completions, RewardsMilli: recs[i].RewardsMilli,
		}}}
		raw, err := wire.Seal(s.net.Key(), body)
		if err != nil {
			s.log.Warn("cannot seal a rollout share", "round", r, "question", i, "err", err)
			continue
		}
		s.own.Store(sha256Sum(raw), struct{}{})
		out = append(out, raw)
	}
	if len(out) == 0 {
		return
	}
	s.publishAt(s.doneSlot(r, "rollout"), wire.KindRollout, out...)
}

// doneSlot is when this node publishes its DONE-stage message of kind
// ("summary" or "rollout") for round r: a moment in round r+1 between a
// quarter of the answer stage and the end of the critique stage, derived
// from SHA-256(sender || uint64be(r) || kind). Receivers accept these
// messages during all of round r+1; spreading them over its first two
// stages keeps them out of the bursts of answers, critiques and votes that
// every member sends at each stage's start, so that a busy node does not
// validate them in the same instant.
func (s *Service) doneSlot(r uint64, kind string) time.Time {
	h := sha256.New()
	h.Write([]byte(s.self))
	h.Write(binary.BigEndian.AppendUint64(nil, r))
	h.Write([]byte(kind))
	at := s.cfg.RoundStart(r + 1).Add(s.cfg.Answer / 4)
	if spread := s.cfg.Answer*3/4 + s.cfg.Critique; spread > 0 {
		at = at.Add(time.Duration(binary.BigEndian.Uint64(h.Sum(nil)[:8]) % uint64(spread)))
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
		t := time.NewTimer(at.Sub(s.now()))
		defer t.Stop()
		select {
		case <-t.C:
		case <-s.ctx.Done():
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
