package state

import (
	"fmt"
	"reflect"

	"github.com/dgraph-io/badger/v4"
)

func roundKey(swarm string, n uint64) ([]byte, error) {
	return newKey(kindRound).str("swarm", swarm).u64(n).done()
}

func swarmPrefix(kind, swarm string) ([]byte, error) {
	return newKey(kind).str("swarm", swarm).done()
}

func messageKey(id string) ([]byte, error) { return newKey(kindMessage).str("message id", id).done() }

func voteKey(swarm string, round uint64, stage string) ([]byte, error) {
	return newKey(kindVote).str("swarm", swarm).u64(round).str("stage", stage).done()
}

// roundMsgPrefix is the index prefix of a swarm's messages, or of one
// round's when round is given.
func roundMsgPrefix(swarm string, round ...uint64) ([]byte, error) {
	k := newKey(kindRoundMsg).str("swarm", swarm)
	for _, r := range round {
		k = k.u64(r)
	}
	return k.done()
}

func roundMsgKey(m MessageSeen) ([]byte, error) {
	return newKey(kindRoundMsg).str("swarm", m.Swarm).u64(m.Round).u64(uint64(max(0, m.SeenAt.UnixNano()))).str("message id", m.ID).done()
}

func rolloutPrefix(swarm string, round ...uint64) ([]byte, error) {
	k := newKey(kindRollout).str("swarm", swarm)
	for _, r := range round {
		k = k.u64(r)
	}
	return k.done()
}

func rolloutKey(r Rollout) ([]byte, error) {
	if r.Question < 0 {
		return nil, fmt.Errorf("%w: negative question index", ErrInvalid)
	}
	return newKey(kindRollout).str("swarm", r.Swarm).u64(r.Round).str("peer", r.Peer).u64(uint64(r.Question)).done()
}

func commitmentKey(id string) ([]byte, error) {
	return newKey(kindCommitment).str("commitment id", id).done()
}

func taskKey(id string) ([]byte, error) { return newKey(kindTask).str("task id", id).done() }

func peerKey(id string) ([]byte, error) { return newKey(kindPeer).str("peer id", id).done() }

// PutRound stores (or replaces) a round record.
func (tx *Tx) PutRound(r Round) error {
	k, err := roundKey(r.Swarm, r.Number)
	if err != nil {
		return err
	}
	return putJSON(tx.txn, k, r)
}

// MarkSeen records a gossip message as processed. It reports false when
// the message was already recorded (and leaves the first record alone). A
// record with a Swarm is also indexed for Messages.
func (tx *Tx) MarkSeen(m MessageSeen) (bool, error) {
	k, err := messageKey(m.ID)
	if err != nil {
		return false, err
	}
	var ik []byte
	if m.Swarm != "" {
		if ik, err = roundMsgKey(m); err != nil {
			return false, err
		}
	}
	if ok, err := has(tx.txn, k); err != nil || ok {
		return false, err
	}
	if err := putJSON(tx.txn, k, m); err != nil {
		return false, err
	}
	if ik != nil {
		if err := tx.txn.Set(ik, []byte(m.ID)); err != nil {
			return false, err
		}
	}
	return true, nil
}

// PutRollout stores (or replaces) a rollout.
func (tx *Tx) PutRollout(r Rollout) error {
	k, err := rolloutKey(r)
	if err != nil {
		return err
	}
	return putJSON(tx.txn, k, r)
}

// PutVote records a vote cast. Recording the same vote again is a no-op;
// a different vote for the same swarm, round and stage is refused with
// ErrConflict, so a restarted node can never equivocate.
func (tx *Tx) PutVote(v Vote) error {
	k, err := voteKey(v.Swarm, v.Round, v.Stage)
	if err != nil {
		return err
	}
	old, err := getJSON[Vote](tx.txn, k)
	switch {
	case err == nil:
		if old.Target == v.Target && reflect.DeepEqual(old.Sig, v.Sig) {
			return nil
		}
		return fmt.Errorf("%w: already voted for %q in swarm %q round %d stage %q", ErrConflict, old.Target, v.Swarm, v.Round, v.Stage)
	case err != ErrNotFound:
		return err
	}
	return putJSON(tx.txn, k, v)
}

// PutCommitment stores (or updates) a commitment record.
func (tx *Tx) PutCommitment(c Commitment) error {
	k, err := commitmentKey(c.ID)
	if err != nil {
		return err
	}
	return putJSON(tx.txn, k, c)
}

// PutTask stores (or updates) a task record.
func (tx *Tx) PutTask(t Task) error {
	k, err := taskKey(t.ID)
	if err != nil {
		return err
	}
	return putJSON(tx.txn, k, t)
}

// PutPeer stores (or updates) a peer record.
func (tx *Tx) PutPeer(p Peer) error {
	k, err := peerKey(p.ID)
	if err != nil {
		return err
	}
	return putJSON(tx.txn, k, p)
}

// DeletePeer forgets a peer. Deleting an unknown peer is not an error.
func (tx *Tx) DeletePeer(id string) error {
	k, err := peerKey(id)
	if err != nil {
		return err
	}
	return tx.txn.Delete(k)
}

// PutRound durably stores a round record.
func (d *DB) PutRound(r Round) error { return d.Update(func(tx *Tx) error { return tx.PutRound(r) }) }

// Round returns one round, or ErrNotFound.
func (d *DB) Round(swarm string, n uint64) (Round, error) {
	k, err := roundKey(swarm, n)
	return getOne[Round](d, k, err)
}

// Rounds returns every stored round of swarm in round order.
func (d *DB) Rounds(swarm string) ([]Round, error) {
	p, err := swarmPrefix(kindRound, swarm)
	return listAll[Round](d, p, err)
}

// MarkSeen durably records a message as processed and reports whether it
// was new.
func (d *DB) MarkSeen(m MessageSeen) (bool, error) {
	var fresh bool
	err := d.Update(func(tx *Tx) error {
		var err error
		fresh, err = tx.MarkSeen(m)
		return err
	})
	return fresh, err
}

// Message returns a seen-message record, or ErrNotFound.
func (d *DB) Message(id string) (MessageSeen, error) {
	k, err := messageKey(id)
	return getOne[MessageSeen](d, k, err)
}

// Seen reports whether a message was recorded as processed.
func (d *DB) Seen(id string) (bool, error) {
	_, err := d.Message(id)
	if err == ErrNotFound {
		return false, nil
	}
	return err == nil, err
}

// Messages returns the messages of swarm's round recorded by MarkSeen with
// their Swarm set, in the order they were seen.
func (d *DB) Messages(swarm string, round uint64) ([]MessageSeen, error) {
	p, err := roundMsgPrefix(swarm, round)
	if err != nil {
		return nil, err
	}
	var out []MessageSeen
	err = d.view(func(txn *badger.Txn) error {
		ids, err := listValues(txn, p)
		if err != nil {
			return err
		}
		out = make([]MessageSeen, 0, len(ids))
		for _, id := range ids {
			k, err := messageKey(string(id))
			if err != nil {
				return err
			}
			m, err := getJSON[MessageSeen](txn, k)
			if err != nil {
				return fmt.Errorf("state: message %s listed for round %d of swarm %q: %w", id, round, swarm, err)
			}
			out = append(out, m)
		}
		return nil
	})
	return out, err
}

// PruneMessages deletes the indexed messages of swarm's rounds before
// round (their records and index entries) and returns how many it deleted.
func (d *DB) PruneMessages(swarm string, before uint64) (int, error) {
	p, err := roundMsgPrefix(swarm)
	if err != nil {
		return 0, err
	}
	return d.pruneRounds(p, before, func(txn *badger.Txn, key, val []byte) error {
		k, err := messageKey(string(val))
		if err != nil {
			return err
		}
		if err := txn.Delete(k); err != nil {
			return err
		}
		return txn.Delete(key)
	})
}

// PutRollout durably stores a rollout.
func (d *DB) PutRollout(r Rollout) error {
	return d.Update(func(tx *Tx) error { return tx.PutRollout(r) })
}

// PutRollouts durably stores rollouts in one transaction.
func (d *DB) PutRollouts(rs []Rollout) error {
	return d.Update(func(tx *Tx) error {
		for _, r := range rs {
			if err := tx.PutRollout(r); err != nil {
				return err
			}
		}
		return nil
	})
}

// Rollouts returns the rollouts of swarm's round, ordered by peer and
// question.
func (d *DB) Rollouts(swarm string, round uint64) ([]Rollout, error) {
	p, err := rolloutPrefix(swarm, round)
	return listAll[Rollout](d, p, err)
}

// PruneRollouts deletes the rollouts of swarm's rounds before round and
// returns how many it deleted.
func (d *DB) PruneRollouts(swarm string, before uint64) (int, error) {
	p, err := rolloutPrefix(swarm)
	if err != nil {
		return 0, err
	}
	return d.pruneRounds(p, before, func(txn *badger.Txn, key, _ []byte) error { return txn.Delete(key) })
}

// PutVote durably records a vote cast (see Tx.PutVote).
func (d *DB) PutVote(v Vote) error { return d.Update(func(tx *Tx) error { return tx.PutVote(v) }) }

// Vote returns the vote cast in a swarm round stage, or ErrNotFound.
func (d *DB) Vote(swarm string, round uint64, stage string) (Vote, error) {
	k, err := voteKey(swarm, round, stage)
	return getOne[Vote](d, k, err)
}

// Votes returns every vote cast in swarm, in round order.
func (d *DB) Votes(swarm string) ([]Vote, error) {
	p, err := swarmPrefix(kindVote, swarm)
	return listAll[Vote](d, p, err)
}

// PutCommitment durably stores a commitment.
func (d *DB) PutCommitment(c Commitment) error {
	return d.Update(func(tx *Tx) error { return tx.PutCommitment(c) })
}

// Commitment returns a commitment, or ErrNotFound.
func (d *DB) Commitment(id string) (Commitment, error) {
	k, err := commitmentKey(id)
	return getOne[Commitment](d, k, err)
}

// Commitments returns every commitment in id order.
func (d *DB) Commitments() ([]Commitment, error) {
	return listAll[Commitment](d, kindPrefix(kindCommitment), nil)
}

// PutTask durably stores a task.
func (d *DB) PutTask(t Task) error { return d.Update(func(tx *Tx) error { return tx.PutTask(t) }) }

// Task returns a task, or ErrNotFound.
func (d *DB) Task(id string) (Task, error) {
	k, err := taskKey(id)
	return getOne[Task](d, k, err)
}

// Tasks returns every task in id order.
func (d *DB) Tasks() ([]Task, error) { return listAll[Task](d, kindPrefix(kindTask), nil) }

// PutPeer durably stores a peer record.
func (d *DB) PutPeer(p Peer) error { return d.Update(func(tx *Tx) error { return tx.PutPeer(p) }) }

// Peer returns a peer record, or ErrNotFound.
func (d *DB) Peer(id string) (Peer, error) {
	k, err := peerKey(id)
	return getOne[Peer](d, k, err)
}

// Peers returns every peer record in id order.
func (d *DB) Peers() ([]Peer, error) { return listAll[Peer](d, kindPrefix(kindPeer), nil) }

// DeletePeer durably forgets a peer.
func (d *DB) DeletePeer(id string) error {
	return d.Update(func(tx *Tx) error { return tx.DeletePeer(id) })
}
