package node

import (
	"context"
	"fmt"

	"github.com/libp2p/go-libp2p/core/peer"
)

// EnvelopeTopic is a topic joined on the envelope router (see
// EnvelopeSubProtocols).
// Its validator chain, size limit, decoder, score parameters and metrics
// work as a Topic's, with one difference: a message has no GossipSub
// author, so Message.From is empty in validators and subscriptions, and
// the payload must carry and prove its own author. Message.ID is the
// SHA-256 of the payload.
type EnvelopeTopic struct {
	t *Topic // the validator chain, publishing and subscriptions
}

// JoinEnvelopeTopic joins the topic of kind in discovery group group on the
// envelope router (started on first use), installs its validator chain and
// score parameters, and starts rendezvous discovery for the group (see
// JoinGroup). Use it only
// for payloads that carry their author's signature and a validator that
// checks it: the router checks no author. Topic names are the same as
// Join's; the two routers never exchange messages.
func (n *Node) JoinEnvelopeTopic(group, kind string, opts ...TopicOption) (*EnvelopeTopic, error) {
	t, score, err := n.newTopic(group, kind, opts)
	if err != nil {
		return nil, err
	}
	name := t.name

	n.joinMu.Lock()
	defer n.joinMu.Unlock()
	n.mu.Lock()
	_, dup := n.envTopics[name]
	n.mu.Unlock()
	if dup {
		return nil, fmt.Errorf("node: envelope topic %s already joined", name)
	}
	r, err := n.envelopeSub()
	if err != nil {
		return nil, err
	}
	st := &EnvelopeTopic{t: t}
	if err := t.join(r.ps, score); err != nil {
		return nil, fmt.Errorf("node: join envelope topic %s: %w", name, err)
	}
	n.mu.Lock()
	if n.state != stateRunning {
		n.mu.Unlock()
		st.leave()
		return nil, ErrClosed
	}
	if n.envTopics == nil {
		n.envTopics = map[string]*EnvelopeTopic{}
	}
	n.envTopics[name] = st
	n.mu.Unlock()
	n.log.Debug("joined envelope topic", "topic", name)
	return st, nil
}

// EnvelopeTopic returns the joined envelope-router topic of kind in group,
// or nil.
func (n *Node) EnvelopeTopic(group, kind string) *EnvelopeTopic {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.envTopics[n.TopicName(group, kind)]
}

// Name is the full topic name.
func (st *EnvelopeTopic) Name() string { return st.t.name }

// MaxSize is the topic's payload limit in bytes.
func (st *EnvelopeTopic) MaxSize() int { return st.t.maxSize }

// Peers are the connected peers subscribed to the topic on the envelope
// router.
func (st *EnvelopeTopic) Peers() []peer.ID { return st.t.Peers() }

// Publish sends data on the topic, unsigned by GossipSub (data must carry
// its own signature). It runs the topic's validator chain first, like every
// receiver will, and returns its reason if the message would be rejected.
// Publishing the same bytes twice sends one message: the ID is the
// payload's hash.
func (st *EnvelopeTopic) Publish(ctx context.Context, data []byte) error {
	return st.t.Publish(ctx, data)
}

// Subscribe starts delivering the topic's validated messages (buffer as
// for Topic.Subscribe). Delivered messages have no From.
func (st *EnvelopeTopic) Subscribe(buffer int) (*Subscription, error) {
	return st.t.Subscribe(buffer)
}

// Leave cancels the topic's subscriptions, removes its validator and leaves
// it. The node leaves every envelope topic on Close.
func (st *EnvelopeTopic) Leave() error {
	st.leave()
	st.t.n.mu.Lock()
	delete(st.t.n.envTopics, st.t.name)
	st.t.n.mu.Unlock()
	return nil
}

func (st *EnvelopeTopic) leave() { st.t.leave() }

// leaveEnvelopeTopics leaves every envelope-router topic (Close does this while
// the routers still run).
func (n *Node) leaveEnvelopeTopics() {
	n.mu.Lock()
	topics := make([]*EnvelopeTopic, 0, len(n.envTopics))
	for _, t := range n.envTopics {
		topics = append(topics, t)
	}
	n.mu.Unlock()
	for _, t := range topics {
		t.leave()
	}
}
