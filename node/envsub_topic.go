package node

import (
	"context"
	"fmt"

	"github.com/libp2p/go-libp2p/core/peer"
)

// SwarmTopic is a topic joined on the swarm router (see SwarmSubProtocols).
// Its validator chain, size limit, decoder, score parameters and metrics
// work as a Topic's, with one difference: a message has no GossipSub
// author, so Message.From is empty in validators and subscriptions, and
// the payload must carry and prove its own author. Message.ID is the
// SHA-256 of the payload.
type SwarmTopic struct {
	t *Topic // the validator chain, publishing and subscriptions
}

// JoinSwarmTopic joins the topic of kind in swarm swarmID on the swarm
// router (started on first use), installs its validator chain and score
// parameters, and starts rendezvous discovery for the swarm. Use it only
// for payloads that carry their author's signature and a validator that
// checks it: the router checks no author. Topic names are the same as
// Join's; the two routers never exchange messages.
func (n *Node) JoinSwarmTopic(swarmID, kind string, opts ...TopicOption) (*SwarmTopic, error) {
	t, score, err := n.newTopic(swarmID, kind, opts)
	if err != nil {
		return nil, err
	}
	name := t.name

	n.joinMu.Lock()
	defer n.joinMu.Unlock()
	n.mu.Lock()
	_, dup := n.swarmTopics[name]
	n.mu.Unlock()
	if dup {
		return nil, fmt.Errorf("node: swarm topic %s already joined", name)
	}
	r, err := n.swarmSub()
	if err != nil {
		return nil, err
	}
	st := &SwarmTopic{t: t}
	if err := t.join(r.ps, score); err != nil {
		return nil, fmt.Errorf("node: join swarm topic %s: %w", name, err)
	}
	n.mu.Lock()
	if n.state != stateRunning {
		n.mu.Unlock()
		st.leave()
		return nil, ErrClosed
	}
	if n.swarmTopics == nil {
		n.swarmTopics = map[string]*SwarmTopic{}
	}
	n.swarmTopics[name] = st
	n.mu.Unlock()
	n.log.Debug("joined swarm topic", "topic", name)
	return st, nil
}

// SwarmTopic returns the joined swarm-router topic of kind in swarmID, or nil.
func (n *Node) SwarmTopic(swarmID, kind string) *SwarmTopic {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.swarmTopics[n.TopicName(swarmID, kind)]
}

// Name is the full topic name.
func (st *SwarmTopic) Name() string { return st.t.name }

// MaxSize is the topic's payload limit in bytes.
func (st *SwarmTopic) MaxSize() int { return st.t.maxSize }

// Peers are the connected peers subscribed to the topic on the swarm router.
func (st *SwarmTopic) Peers() []peer.ID { return st.t.Peers() }

// Publish sends data on the topic, unsigned by GossipSub (data must carry
// its own signature). It runs the topic's validator chain first, like every
// receiver will, and returns its reason if the message would be rejected.
// Publishing the same bytes twice sends one message: the ID is the
// payload's hash.
func (st *SwarmTopic) Publish(ctx context.Context, data []byte) error {
	return st.t.Publish(ctx, data)
}

// Subscribe starts delivering the topic's validated messages (buffer as
// for Topic.Subscribe). Delivered messages have no From.
func (st *SwarmTopic) Subscribe(buffer int) (*Subscription, error) {
	return st.t.Subscribe(buffer)
}

// Leave cancels the topic's subscriptions, removes its validator and leaves
// it. The node leaves every swarm topic on Close.
func (st *SwarmTopic) Leave() error {
	st.leave()
	st.t.n.mu.Lock()
	delete(st.t.n.swarmTopics, st.t.name)
	st.t.n.mu.Unlock()
	return nil
}

func (st *SwarmTopic) leave() { st.t.leave() }

// leaveSwarmTopics leaves every swarm-router topic (Close does this while
// the routers still run).
func (n *Node) leaveSwarmTopics() {
	n.mu.Lock()
	topics := make([]*SwarmTopic, 0, len(n.swarmTopics))
	for _, t := range n.swarmTopics {
		topics = append(topics, t)
	}
	n.mu.Unlock()
	for _, t := range topics {
		t.leave()
	}
}
