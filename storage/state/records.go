package state

import (
	"encoding/json"
	"time"
)

// Round is one RL Swarm round as this node saw it.
type Round struct {
	Swarm    string    `json:"swarm"`
	Number   uint64    `json:"number"`
	Stage    string    `json:"stage"`
	Seed     []byte    `json:"seed,omitempty"`
	Started  time.Time `json:"started"`
	Closed   time.Time `json:"closed,omitzero"`
	Winner   string    `json:"winner,omitempty"`
	Messages int       `json:"messages"`
}

// MessageSeen records a gossip message already processed, so it is not
// handled twice after a restart. A record with a Swarm is also listed by
// Messages(Swarm, Round) in the order it was seen, and its Data (the
// message as received, for a swarm message the signed envelope) lets a
// restarted node replay what it had accepted.
type MessageSeen struct {
	ID     string    `json:"id"`
	Topic  string    `json:"topic"`
	From   string    `json:"from"`
	Round  uint64    `json:"round"`
	SeenAt time.Time `json:"seen_at"`
	Swarm  string    `json:"swarm,omitempty"`
	Stage  string    `json:"stage,omitempty"`
	Data   []byte    `json:"data,omitempty"`
}

// Rollout is one shared rollout of an RL Swarm round: a node's completions
// for one question with the rewards the task's verifier gave them, in
// thousandths. Peer is the node that produced them (this node's own
// rollouts are stored too), Question the index of the question in the
// round's draw and Prompt its text.
type Rollout struct {
	Swarm        string    `json:"swarm"`
	Round        uint64    `json:"round"`
	Peer         string    `json:"peer"`
	Question     int       `json:"question"`
	Prompt       string    `json:"prompt,omitempty"`
	Completions  []string  `json:"completions"`
	RewardsMilli []int64   `json:"rewards_milli"`
	ReceivedAt   time.Time `json:"received_at"`
}

// Vote is a vote this node cast. A node casts at most one vote per swarm,
// round and stage; PutVote refuses a different second vote.
type Vote struct {
	Swarm  string    `json:"swarm"`
	Round  uint64    `json:"round"`
	Stage  string    `json:"stage"`
	Target string    `json:"target"`
	Reason string    `json:"reason,omitempty"`
	Sig    []byte    `json:"sig,omitempty"`
	CastAt time.Time `json:"cast_at"`
}

// Commitment is a result this node committed to (on chain or in gossip).
type Commitment struct {
	ID        string    `json:"id"`
	Kind      string    `json:"kind"`
	Round     uint64    `json:"round"`
	Root      []byte    `json:"root,omitempty"`
	CID       string    `json:"cid,omitempty"`
	TxHash    string    `json:"tx_hash,omitempty"`
	Status    string    `json:"status"`
	CreatedAt time.Time `json:"created_at"`
}

// Task is a compute task this node submitted, solves or verifies.
type Task struct {
	ID        string          `json:"id"`
	Role      string          `json:"role"`
	Status    string          `json:"status"`
	Spec      json.RawMessage `json:"spec,omitempty"`
	ResultCID string          `json:"result_cid,omitempty"`
	UpdatedAt time.Time       `json:"updated_at"`
}

// Peer is what this node remembers about another peer.
type Peer struct {
	ID       string    `json:"id"`
	Addrs    []string  `json:"addrs,omitempty"`
	Address  string    `json:"address,omitempty"`
	Score    float64   `json:"score"`
	LastSeen time.Time `json:"last_seen"`
}
