package state

import (
	"fmt"
	"reflect"
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
// the message was already recorded (and leaves the first record alone).
func (tx *Tx) MarkSeen(m MessageSeen) (bool, error) {
	k, err := messageKey(m.ID)
	if err != nil {
		return false, err
	}
	if ok, err := has(tx.txn, k); err != nil || ok {
		return false, err
	}
	return true, putJSON(tx.txn, k, m)
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
