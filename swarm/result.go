package swarm

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/wire"
)

// keepResults is how many past round results a service keeps in memory to
// check peers' summaries against.
const keepResults = 4

// finish handles a closed round: report, persist, publish the summary and
// commit to the chain.
func (s *Service) finish(res *round.RoundResult) {
	t := res.Tally
	rep := Report{Round: res.Round, Root: t.Root, Counted: len(t.Counted), Rewards: res.Rewards, Evidence: res.Equivocation}
	for _, w := range t.Winners {
		rep.Winners = append(rep.Winners, peer.ID(w))
	}
	for _, v := range t.Counted {
		rep.Ballots = append(rep.Ballots, Ballot{Voter: peer.ID(v.Voter), Choice: peer.ID(v.Choice)})
	}
	seen := map[string]bool{}
	for _, e := range res.Equivocation {
		if !seen[e.Sender] {
			seen[e.Sender] = true
			rep.Equivocators = append(rep.Equivocators, peer.ID(e.Sender))
		}
	}
	s.results[res.Round] = res
	for r := range s.results {
		if r+keepResults <= res.Round {
			delete(s.results, r)
		}
	}
	s.mu.Lock()
	s.status.Last = &rep
	for _, rw := range res.Rewards {
		s.status.Rewards[peer.ID(rw.Peer)] += rw.Total
	}
	s.mu.Unlock()
	s.metrics.rounds.Inc()
	s.persistResult(rep)
	s.queuePrune(res.Round + 1)

	// Publish the summary, so peers can check our tally against the votes
	// they hold, with the rollouts this node shares from the round.
	if s.m.Registered(string(s.self)) {
		sum := &wire.RoundSummary{VotesRoot: t.Root[:]}
		for _, w := range t.Winners {
			sum.Winners = append(sum.Winners, []byte(w))
		}
		for i, l := range t.Leaves {
			if i == wire.MaxLeaves {
				break
			}
			sum.Leaves = append(sum.Leaves, append([]byte(nil), l[:]...))
		}
		if s.learner != nil && s.cfg.Train > 0 {
			// The learner samples this node's groups, which go out with
			// the summary, then trains.
			s.wg.Add(1)
			go s.learnRound(res.Round, sum)
		} else {
			s.publishSummary(res.Round, sum)
		}
		if s.chain != nil {
			s.commit(rep.Round, rep.Root, rep.Winners)
		}
	}
	if s.onResult != nil {
		s.onResult(rep)
	}
}

// Statuses of a round's state.Commitment: tallied (stored, not yet
// committed), committed (mined, or already on chain) and failed (the
// chain refused it or its window closed first).
const (
	commitTallied   = "tallied"
	commitCommitted = "committed"
	commitFailed    = "failed"
)

// commit sends a round's tally to the coordinator contract within the
// round's commit window (the next round), off the service goroutine, and
// records the outcome. A commitment the chain already holds (sent before a
// restart) counts as committed. One the service stops before it is mined
// keeps its stored status, so a restart within the window sends it again
// (recommit).
func (s *Service) commit(r uint64, root [32]byte, winners []peer.ID) {
	deadline := s.cfg.RoundStart(r + 2)
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		ctx, cancel := s.withDeadline(deadline)
		defer cancel()
		err := s.chain.CommitRound(ctx, r, root, winners)
		status := commitCommitted
		switch {
		case err == nil:
		case errors.Is(err, ErrAlreadyCommitted):
			s.log.Info("round commitment already on chain", "round", r)
		case s.ctx.Err() != nil:
			return
		default:
			status = commitFailed
			s.log.Warn("round commitment failed", "round", r, "err", err)
		}
		s.metrics.commits.WithLabelValues(status).Inc()
		if s.db != nil {
			_ = s.db.PutCommitment(state.Commitment{
				ID: CommitmentID(s.cfg.SwarmID, r), Kind: "swarm-round", Round: r,
				Root: root[:], Status: status, CreatedAt: s.now(),
			})
		}
	}()
}

// recommit sends again, when the service starts, the commitments of the
// rounds this node tallied before it stopped whose commitment is neither
// mined nor refused and whose commit window is still open on the service's
// clock: a node killed between storing its tally and the mining of its
// commitment would otherwise never commit a round it played. It sends the
// stored votes root and winners. Only the round in progress and the one
// before it can be in their window.
func (s *Service) recommit() error {
	if s.db == nil || s.chain == nil || !s.m.Registered(string(s.self)) {
		return nil
	}
	now := s.now()
	cur, _, _, ok := s.cfg.Position(now)
	if !ok {
		return nil
	}
	for r := cur - min(cur, 1); r <= cur; r++ {
		if !now.Before(s.cfg.RoundStart(r + 2)) {
			continue // the window closed
		}
		c, err := s.db.Commitment(CommitmentID(s.cfg.SwarmID, r))
		switch {
		case err == nil && (c.Status == commitCommitted || c.Status == commitFailed):
			continue
		case err != nil && !errors.Is(err, state.ErrNotFound):
			return fmt.Errorf("swarm: read the commitment of round %d: %w", r, err)
		}
		t, err := s.db.Task(RoundTaskID(s.cfg.SwarmID, r))
		if errors.Is(err, state.ErrNotFound) {
			continue // not tallied here
		}
		if err != nil {
			return fmt.Errorf("swarm: read the result of round %d: %w", r, err)
		}
		root, winners, err := storedCommitment(t.Spec, s.cfg.SwarmID, r)
		if err != nil {
			s.log.Warn("cannot commit the stored result of a round again", "round", r, "err", err)
			continue
		}
		s.log.Info("sending the stored commitment of a round again", "round", r)
		s.commit(r, root, winners)
	}
	return nil
}

// storedCommitment reads the votes root and winners of round r of swarm
// from the Spec of its stored RoundRecord.
func storedCommitment(spec []byte, swarm string, r uint64) (root [32]byte, winners []peer.ID, err error) {
	var rec RoundRecord
	if err := json.Unmarshal(spec, &rec); err != nil {
		return root, nil, err
	}
	if rec.Swarm != swarm || rec.Round != r {
		return root, nil, fmt.Errorf("record of swarm %s round %d", rec.Swarm, rec.Round)
	}
	b, err := hex.DecodeString(rec.VotesRoot)
	if err != nil || len(b) != len(root) {
		return root, nil, fmt.Errorf("votes root %q", rec.VotesRoot)
	}
	copy(root[:], b)
	for _, w := range rec.Winners {
		id, err := peer.Decode(w)
		if err != nil {
			return root, nil, fmt.Errorf("winner %q: %w", w, err)
		}
		winners = append(winners, id)
	}
	return root, winners, nil
}

// CommitmentID is the state.Commitment ID of a round's on-chain commitment.
func CommitmentID(swarm string, r uint64) string { return fmt.Sprintf("swarm/%s/%d", swarm, r) }

// RoundRecord is how a round's result is stored (as the Spec of a
// state.Task with role "swarm-round") and shown by `synod swarm status`.
type RoundRecord struct {
	Swarm        string         `json:"swarm"`
	Round        uint64         `json:"round"`
	Winners      []string       `json:"winners"`
	VotesRoot    string         `json:"votes_root"`
	Counted      int            `json:"votes_counted"`
	Rewards      []round.Reward `json:"rewards"`
	Equivocators []string       `json:"equivocators,omitempty"`
}

// RoundTaskID is the state.Task ID of a round's record.
func RoundTaskID(swarmID string, r uint64) string {
	return fmt.Sprintf("swarm/%s/round/%020d", swarmID, r)
}

// RoundTaskRole is the state.Task role of round records.
const RoundTaskRole = "swarm-round"

// NewRoundRecord converts a report for storage and display.
func NewRoundRecord(swarmID string, rep Report) RoundRecord {
	rec := RoundRecord{Swarm: swarmID, Round: rep.Round, VotesRoot: hex.EncodeToString(rep.Root[:]), Counted: rep.Counted, Rewards: rep.Rewards}
	for _, w := range rep.Winners {
		rec.Winners = append(rec.Winners, w.String())
	}
	for _, e := range rep.Equivocators {
		rec.Equivocators = append(rec.Equivocators, e.String())
	}
	for i := range rec.Rewards {
		rec.Rewards[i].Peer = peer.ID(rec.Rewards[i].Peer).String()
	}
	return rec
}

func (s *Service) persistResult(rep Report) {
	if s.db == nil {
		return
	}
	spec, err := json.Marshal(NewRoundRecord(s.cfg.SwarmID, Report{
		Round: rep.Round, Winners: rep.Winners, Root: rep.Root, Counted: rep.Counted,
		Rewards: slices.Clone(rep.Rewards), Equivocators: rep.Equivocators,
	}))
	if err != nil {
		s.log.Error("cannot encode round result", "err", err)
		return
	}
	winner := ""
	if len(rep.Winners) > 0 {
		winner = rep.Winners[0].String()
	}
	start := s.cfg.RoundStart(rep.Round)
	err = s.db.Update(func(tx *state.Tx) error {
		if err := tx.PutTask(state.Task{ID: RoundTaskID(s.cfg.SwarmID, rep.Round), Role: RoundTaskRole, Status: "tallied", Spec: spec, UpdatedAt: s.now()}); err != nil {
			return err
		}
		if err := tx.PutRound(state.Round{
			Swarm: s.cfg.SwarmID, Number: rep.Round, Stage: "closed", Started: start,
			Closed: s.cfg.StageEnd(rep.Round, round.StageVote), Winner: winner, Messages: rep.Counted,
		}); err != nil {
			return err
		}
		return tx.PutCommitment(state.Commitment{
			ID: CommitmentID(s.cfg.SwarmID, rep.Round), Kind: "swarm-round", Round: rep.Round,
			Root: rep.Root[:], Status: commitTallied, CreatedAt: s.now(),
		})
	})
	if err != nil {
		s.log.Error("cannot persist round result", "round", rep.Round, "err", err)
	}
}

// publishSummary seals this node's summary of round r and publishes it at
// its slot (at once when the slot passed).
func (s *Service) publishSummary(r uint64, sum *wire.RoundSummary) {
	body := &wire.Body{SwarmId: s.cfg.SwarmID, Round: r, Stage: wire.Stage_STAGE_DONE, Payload: &wire.Body_Summary{Summary: sum}}
	raw, err := wire.Seal(s.net.Key(), body)
	if err != nil {
		s.log.Error("cannot seal the round summary", "round", r, "err", err)
		return
	}
	s.own.Store(sha256Sum(raw), struct{}{})
	s.publishAt(s.doneSlot(r), wire.KindSummary, raw)
}
