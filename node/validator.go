package node

import (
	"context"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
)

// Result is a validator's verdict on a message.
type Result int

const (
	// Accept delivers the message and forwards it.
	Accept Result = iota
	// Reject drops the message, counts it by reason and lowers the score of
	// the peer that forwarded it. Use it for messages no honest peer sends.
	Reject
	// Ignore drops the message without a penalty: for messages that may be
	// honest but are of no use (too late, already seen in another form).
	Ignore
)

func (r Result) String() string {
	switch r {
	case Accept:
		return "accept"
	case Reject:
		return "reject"
	case Ignore:
		return "ignore"
	}
	return "unknown"
}

// Standard rejection reasons of the built-in checks.
const (
	ReasonOversized = "oversized" // payload above the topic's size limit
	ReasonMalformed = "malformed" // the topic's decoder failed
	// GossipSub's own rejections, counted under these labels:
	ReasonInvalidSignature = "invalid_signature"
	ReasonMissingSignature = "missing_signature"
)

// Validator judges one message. It returns a Result and, for Reject and
// Ignore, a short reason from a small fixed set (it becomes a metric label,
// see ReasonLabel). Validators run concurrently for different messages and
// must be safe for that. ctx is cancelled when the node closes; GossipSub
// sets no time limit per message, so a validator that waits on something
// must bound the wait itself.
type Validator func(ctx context.Context, msg *Message) (Result, string)

// Message is a validated (or being-validated) gossip message.
type Message struct {
	// Topic is the full topic name.
	Topic string
	// From is the author: the peer that signed the message.
	From peer.ID
	// ReceivedFrom is the peer that forwarded it to us (the author or a
	// relay); rejections lower this peer's score.
	ReceivedFrom peer.ID
	// Data is the payload.
	Data []byte
	// Decoded is what the topic's decoder made of Data (nil without one).
	// Validators may replace it; subscribers receive it.
	Decoded any
	// Local is true for messages this node published itself.
	Local bool

	raw *pubsub.Message
}

// ID is GossipSub's message ID (author and sequence number).
func (m *Message) ID() string {
	if m.raw == nil {
		return ""
	}
	return m.raw.ID
}

// Seqno is the author's sequence number for the message.
func (m *Message) Seqno() []byte {
	if m.raw == nil {
		return nil
	}
	return m.raw.GetSeqno()
}

type namedValidator struct {
	name string
	fn   Validator
}

// validate is the one GossipSub validator of a topic: the size limit, the
// decoder, then the application's validators in the order they were added.
func (t *Topic) validate(ctx context.Context, from peer.ID, pm *pubsub.Message) pubsub.ValidationResult {
	msg := &Message{
		Topic:        t.name,
		From:         pm.GetFrom(),
		ReceivedFrom: from,
		Data:         pm.GetData(),
		Local:        from == t.n.ID(),
		raw:          pm,
	}
	res, reason := t.runChain(ctx, msg)
	if msg.Local {
		if res != Accept {
			t.lastLocalReject.Store(reason)
		}
	} else {
		t.count(res, reason, msg)
	}
	switch res {
	case Accept:
		pm.ValidatorData = msg.Decoded
		return pubsub.ValidationAccept
	case Ignore:
		return pubsub.ValidationIgnore
	default:
		return pubsub.ValidationReject
	}
}

func (t *Topic) runChain(ctx context.Context, msg *Message) (Result, string) {
	if len(msg.Data) > t.maxSize {
		return Reject, ReasonOversized
	}
	if t.decode != nil {
		v, err := t.decode(msg.Data)
		if err != nil {
			return Reject, ReasonMalformed
		}
		msg.Decoded = v
	}
	t.valMu.RLock()
	chain := t.validators
	t.valMu.RUnlock()
	for _, v := range chain {
		if res, reason := v.fn(ctx, msg); res != Accept {
			if reason == "" {
				reason = v.name
			}
			return res, reason
		}
	}
	return Accept, ""
}

func (t *Topic) count(res Result, reason string, msg *Message) {
	m := t.n.m
	switch res {
	case Accept:
		t.accepted.Inc()
	case Reject:
		m.rejected.WithLabelValues(t.name, ReasonLabel(reason)).Inc()
		t.n.log.Debug("gossip message rejected", "topic", t.name, "reason", reason,
			"author", msg.From.String(), "via", msg.ReceivedFrom.String(), "size", len(msg.Data))
	case Ignore:
		m.ignored.WithLabelValues(t.name, ReasonLabel(reason)).Inc()
	}
}

// AddValidator appends v to the topic's validator chain; it applies to every
// message validated from now on. name is used as the reason when v returns
// none.
func (t *Topic) AddValidator(name string, v Validator) {
	t.valMu.Lock()
	defer t.valMu.Unlock()
	// Copy on write: runChain reads the slice without holding the lock.
	chain := make([]namedValidator, len(t.validators), len(t.validators)+1)
	copy(chain, t.validators)
	t.validators = append(chain, namedValidator{name, v})
}
