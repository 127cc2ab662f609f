package swarm

import (
	"encoding/hex"
	"errors"
	"fmt"
	"slices"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/wire"
)

// keepRolloutRounds is how many past rounds of rollouts the state database
// keeps for the learner.
const keepRolloutRounds = 64

// ownRecord is the durable record of this node's message of a stage.
func (s *Service) ownRecord(a action, raw []byte) *state.Vote {
	v := &state.Vote{Swarm: s.cfg.SwarmID, Round: a.round, Stage: a.stage.String(), Sig: raw, CastAt: s.now()}
	switch p := a.body.GetPayload().(type) {
	case *wire.Body_Critique:
		v.Target, v.Reason = peer.ID(p.Critique.GetBest()).String(), p.Critique.GetReason()
	case *wire.Body_Vote:
		v.Target = peer.ID(p.Vote.GetChoice()).String()
	}
	return v
}

// stageName names the stage of a body in stored records.
func stageName(b *wire.Body) string {
	if b.GetStage() == wire.Stage_STAGE_DONE {
		return "done"
	}
	return round.Stage(b.GetStage()).String()
}

// seenItem is a queued record of an accepted message; done is closed once
// it is written.
type seenItem struct {
	rec  state.MessageSeen
	done chan struct{}
}

// persistSeen queues the record of an accepted peer message, envelope
// included, for the persister goroutine, which writes everything queued
// meanwhile in one durable transaction (group commit) and then closes
// done: the round loop never waits on the disk, and the validator hands
// the message back to GossipSub, which forwards it, only once it is
// durable.
func (s *Service) persistSeen(msg round.Msg, done chan struct{}) {
	if s.db == nil {
		return
	}
	h := sha256Sum(msg.Raw)
	rec := state.MessageSeen{
		ID: hex.EncodeToString(h[:]), Topic: string(wire.KindOf(msg.Body)),
		From: peer.ID(msg.From).String(), Round: msg.Body.GetRound(), SeenAt: s.now(),
		Swarm: s.cfg.SwarmID, Stage: stageName(msg.Body),
	}
	// Only a round's stage messages are replayed after a restart; summaries
	// (the largest messages) and rollouts (stored as rollouts) are recorded
	// without their bytes.
	if msg.Body.GetStage() != wire.Stage_STAGE_DONE {
		rec.Data = msg.Raw
	}
	s.pubMu.Lock()
	if rec.Round < s.pruneBefore {
		// A summary or rollout of a round already tallied (and pruned):
		// a restart never replays it.
		s.pubMu.Unlock()
		if done != nil {
			close(done)
		}
		return
	}
	s.seenq = append(s.seenq, seenItem{rec, done})
	s.pubMu.Unlock()
	s.wakePersister()
}

// queueRollouts queues rollouts to store.
func (s *Service) queueRollouts(rs ...state.Rollout) {
	if s.db == nil || len(rs) == 0 {
		return
	}
	s.pubMu.Lock()
	s.rolloutq = append(s.rolloutq, rs...)
	s.pubMu.Unlock()
	s.wakePersister()
}

// queuePrune asks the persister to delete the stored messages of rounds
// before r (a restart only replays the current round's).
func (s *Service) queuePrune(r uint64) {
	if s.db == nil {
		return
	}
	s.pubMu.Lock()
	s.pruneBefore = max(s.pruneBefore, r)
	s.pubMu.Unlock()
	s.wakePersister()
}

func (s *Service) wakePersister() {
	select {
	case s.seenSig <- struct{}{}:
	default:
	}
}

// persistLoop writes queued records as they come, in batches.
func (s *Service) persistLoop() {
	defer s.wg.Done()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-s.seenSig:
		}
		s.flushSeen()
	}
}

// flushSeen writes every queued record in one transaction, then prunes
// what is no longer needed. Close calls it once more after the goroutines
// stopped, so nothing accepted is left behind on a clean stop.
func (s *Service) flushSeen() {
	if s.db == nil {
		return
	}
	s.pubMu.Lock()
	recs, rolls, prune := s.seenq, s.rolloutq, s.pruneBefore
	s.seenq, s.rolloutq = nil, nil
	s.pubMu.Unlock()
	if len(recs) > 0 || len(rolls) > 0 {
		err := s.db.Update(func(tx *state.Tx) error {
			for _, r := range recs {
				if _, err := tx.MarkSeen(r.rec); err != nil {
					return err
				}
			}
			for _, r := range rolls {
				if err := tx.PutRollout(r); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			s.log.Warn("cannot record accepted messages; a restart in this round would miss them", "messages", len(recs), "rollouts", len(rolls), "err", err)
		}
		for _, r := range recs {
			if r.done != nil {
				close(r.done)
			}
		}
	}
	if prune > s.pruned {
		if _, err := s.db.PruneMessages(s.cfg.SwarmID, prune); err != nil {
			s.log.Warn("cannot prune old messages", "before_round", prune, "err", err)
		}
		if prune > keepRolloutRounds {
			if _, err := s.db.PruneRollouts(s.cfg.SwarmID, prune-keepRolloutRounds); err != nil {
				s.log.Warn("cannot prune old rollouts", "before_round", prune-keepRolloutRounds, "err", err)
			}
		}
		s.pruned = prune
	}
}

// restore loads what this node had of the current round before a restart
// (and of the previous round while its vote stage is still in its grace):
// its own messages (so the machine does not prompt again for a stage it
// already spoke in; they are published again, receivers drop them as
// duplicates, in case the node stopped between recording and publishing)
// and the peers' messages it had accepted, in the order it accepted them,
// so its tally is the one it would have computed without the restart. A
// restart in a round's training phase that finds the round played but not
// tallied tallies it at once (round.Machine.Restore); one that finds its
// result stored does not tally it again (recommit sends its commitment
// again if it was not mined).
func (s *Service) restore() ([]round.Msg, error) {
	if s.db == nil {
		return nil, nil
	}
	now := s.now()
	r, _, _, ok := s.cfg.Position(now)
	if !ok {
		return nil, nil
	}
	rounds := []uint64{r}
	if r > 0 && now.Before(s.cfg.StageEnd(r-1, round.StageVote).Add(s.cfg.GraceTime())) {
		// The previous round's votes are still being accepted: it is not
		// tallied yet.
		rounds = []uint64{r - 1, r}
	}
	restoring := func(x uint64) bool { return slices.Contains(rounds, x) }
	for _, x := range rounds {
		// A round whose result is stored was tallied before the restart:
		// the machine must not tally it again (recommit sends its stored
		// commitment if it was not mined).
		if _, err := s.db.Task(RoundTaskID(s.cfg.SwarmID, x)); err == nil {
			s.m.MarkTallied(x)
		} else if !errors.Is(err, state.ErrNotFound) {
			return nil, fmt.Errorf("swarm: read the result of round %d: %w", x, err)
		}
	}
	votes, err := s.db.Votes(s.cfg.SwarmID)
	if err != nil {
		return nil, fmt.Errorf("swarm: read own messages: %w", err)
	}
	var out []round.Msg
	for _, v := range votes {
		if !restoring(v.Round) || len(v.Sig) == 0 {
			continue
		}
		sg, err := wire.Open(v.Sig)
		if err != nil || sg.From != s.self {
			continue
		}
		out = append(out, round.Msg{From: string(sg.From), Body: sg.Body, Raw: v.Sig})
		s.own.Store(sha256Sum(v.Sig), struct{}{})
		s.enqueue(pubItem{kind: wire.KindOf(sg.Body), data: v.Sig})
	}
	own := len(out)
	var seen []state.MessageSeen
	for _, x := range rounds {
		ms, err := s.db.Messages(s.cfg.SwarmID, x)
		if err != nil {
			return nil, fmt.Errorf("swarm: read accepted messages of round %d: %w", x, err)
		}
		seen = append(seen, ms...)
	}
	for _, m := range seen {
		from, err := peer.Decode(m.From)
		if err != nil || len(m.Data) == 0 {
			continue
		}
		// The message was verified when it was accepted; the stored bytes
		// are this node's own record of it.
		sg, err := wire.OpenAuthenticated(m.Data, from)
		if err != nil {
			s.log.Warn("skipping an unreadable stored message", "round", m.Round, "id", m.ID, "err", err)
			continue
		}
		if sg.Body.GetRound() != m.Round || !restoring(m.Round) || sg.Body.GetStage() == wire.Stage_STAGE_DONE {
			continue
		}
		out = append(out, round.Msg{From: string(from), Body: sg.Body, Raw: m.Data})
	}
	if len(out) > 0 {
		s.log.Info("resuming the round in progress", "round", r, "from_round", rounds[0], "own_messages", own, "peer_messages", len(out)-own)
	}
	s.mu.Lock()
	s.status.Resumed = len(out) - own
	s.mu.Unlock()
	return out, nil
}
