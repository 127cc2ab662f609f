package node

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/synod-net/synod/internal/names"
)

// DefaultTopicMaxSize is a topic's payload limit unless WithMaxSize sets
// another: 256 KiB, well below the GossipSub RPC limit
// (node.gossip_max_message_size) so that an oversized message reaches the
// validator and is counted, rather than failing the whole RPC.
const DefaultTopicMaxSize = 256 << 10

// rpcOverhead is room for the GossipSub envelope around a payload
// (signature, key, topic, sequence number, protobuf framing).
const rpcOverhead = 4 << 10

// TopicName is the topic of one message kind in one discovery group of a
// network: /synod/<network>/swarm/<group>/<kind> (the "swarm" segment is
// part of the wire name).
func TopicName(network, group, kind string) string {
	return "/synod/" + network + "/swarm/" + group + "/" + kind
}

// TopicName is the topic of a message kind in a discovery group of this node's
// network.
func (n *Node) TopicName(group, kind string) string {
	return TopicName(n.cfg.Network, group, kind)
}

// Topic is a joined topic. Use it to publish, subscribe and add validators.
type Topic struct {
	n       *Node
	name    string
	group   string
	kind    string
	t       *pubsub.Topic
	ps      *pubsub.PubSub // the router the topic is joined on
	maxSize int
	decode  func([]byte) (any, error)

	valMu      sync.RWMutex
	validators []namedValidator

	lastLocalReject atomic.Value // string

	// The topic's per-message counters, looked up once at Join.
	published prometheus.Counter
	accepted  prometheus.Counter

	subMu sync.Mutex
	subs  map[*Subscription]struct{}
	left  bool
}

// TopicOption configures a topic at Join.
type TopicOption func(*topicConfig) error

type topicConfig struct {
	maxSize    int
	decode     func([]byte) (any, error)
	validators []namedValidator
	score      *pubsub.TopicScoreParams
}

// WithMaxSize sets the topic's payload limit in bytes; larger messages are
// rejected as "oversized". It must leave 4 KiB of room under
// node.gossip_max_message_size.
func WithMaxSize(bytes int) TopicOption {
	return func(c *topicConfig) error {
		if bytes <= 0 {
			return errors.New("node: topic max size must be positive")
		}
		c.maxSize = bytes
		return nil
	}
}

// WithDecoder sets the function that parses payloads; a message it fails on
// is rejected as "malformed", and what it returns is handed to validators
// and subscribers as Message.Decoded.
func WithDecoder(decode func([]byte) (any, error)) TopicOption {
	return func(c *topicConfig) error { c.decode = decode; return nil }
}

// WithValidator adds a validator to the topic's chain (see AddValidator).
func WithValidator(name string, v Validator) TopicOption {
	return func(c *topicConfig) error {
		if v == nil {
			return errors.New("node: nil validator")
		}
		c.validators = append(c.validators, namedValidator{name, v})
		return nil
	}
}

// WithTopicScore replaces the topic's score parameters (default:
// TopicScoreParams()).
func WithTopicScore(p *pubsub.TopicScoreParams) TopicOption {
	return func(c *topicConfig) error { c.score = p; return nil }
}

// Join joins the topic of kind in discovery group group, installs its
// validator chain and score parameters, and starts rendezvous discovery for
// the group (see JoinGroup). Joining a topic twice is an error; use Topic to find a
// joined one.
func (n *Node) Join(group, kind string, opts ...TopicOption) (*Topic, error) {
	t, score, err := n.newTopic(group, kind, opts)
	if err != nil {
		return nil, err
	}
	name := t.name

	// joinMu makes check-then-insert atomic across Joins, while n.mu is
	// only held briefly: other readers never see a half-joined topic.
	n.joinMu.Lock()
	defer n.joinMu.Unlock()
	n.mu.Lock()
	_, dup := n.topics[name]
	n.mu.Unlock()
	if dup {
		return nil, fmt.Errorf("node: topic %s already joined", name)
	}
	if err := t.join(n.ps, score); err != nil {
		return nil, fmt.Errorf("node: join %s: %w", name, err)
	}
	n.mu.Lock()
	if n.state != stateRunning {
		n.mu.Unlock()
		t.leave()
		return nil, ErrClosed
	}
	n.topics[name] = t
	n.mu.Unlock()
	n.log.Debug("joined topic", "topic", name)
	return t, nil
}

// newTopic checks a join's group, kind and options and builds the
// topic, not yet joined to a router.
func (n *Node) newTopic(group, kind string, opts []TopicOption) (*Topic, *pubsub.TopicScoreParams, error) {
	if err := n.running(); err != nil {
		return nil, nil, err
	}
	if err := names.Check("group", group); err != nil {
		return nil, nil, fmt.Errorf("node: %w", err)
	}
	if err := names.Check("message kind", kind); err != nil {
		return nil, nil, fmt.Errorf("node: %w", err)
	}
	c := topicConfig{maxSize: DefaultTopicMaxSize, score: TopicScoreParams()}
	for _, o := range opts {
		if err := o(&c); err != nil {
			return nil, nil, err
		}
	}
	if limit := n.cfg.GossipMaxMessageSize - rpcOverhead; c.maxSize > limit {
		return nil, nil, fmt.Errorf("node: topic max size %d is above node.gossip_max_message_size less 4 KiB (%d)", c.maxSize, limit)
	}
	name := n.TopicName(group, kind)
	t := &Topic{n: n, name: name, group: group, kind: kind, maxSize: c.maxSize, decode: c.decode,
		validators: c.validators, subs: map[*Subscription]struct{}{}}
	t.published = n.m.published.WithLabelValues(name)
	t.accepted = n.m.accepted.WithLabelValues(name)
	return t, c.score, nil
}

// join installs t's validator on router ps, joins the topic there, sets
// its score parameters and starts rendezvous discovery for its group. On
// an error nothing of it stays on the router.
func (t *Topic) join(ps *pubsub.PubSub, score *pubsub.TopicScoreParams) error {
	if ps == t.n.ps && t.n.copies != nil {
		// Before the first message can arrive: the copy filter keeps every
		// copy on topics scored on mesh deliveries.
		t.n.copies.setMeshScored(t.name, score.MeshMessageDeliveriesWeight != 0 || score.MeshFailurePenaltyWeight != 0)
	}
	if err := ps.RegisterTopicValidator(t.name, t.validate); err != nil {
		return err
	}
	t.ps = ps
	pt, err := ps.Join(t.name)
	if err != nil {
		_ = ps.UnregisterTopicValidator(t.name)
		return err
	}
	t.t = pt
	if err := pt.SetScoreParams(score); err != nil {
		t.leave()
		return err
	}
	if err := t.n.JoinGroup(t.group); err != nil {
		t.leave()
		return err
	}
	return nil
}

// Topic returns the joined topic of kind in group, or nil.
func (n *Node) Topic(group, kind string) *Topic {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.topics[n.TopicName(group, kind)]
}

// Topics lists the names of the joined topics.
func (n *Node) Topics() []string {
	n.mu.Lock()
	defer n.mu.Unlock()
	out := make([]string, 0, len(n.topics))
	for name := range n.topics {
		out = append(out, name)
	}
	return out
}

// Name is the full topic name.
func (t *Topic) Name() string { return t.name }

// Group is the discovery group the topic belongs to.
func (t *Topic) Group() string { return t.group }

// Kind is the message kind of the topic.
func (t *Topic) Kind() string { return t.kind }

// MaxSize is the topic's payload limit in bytes.
func (t *Topic) MaxSize() int { return t.maxSize }

// Peers are the connected peers subscribed to the topic.
func (t *Topic) Peers() []peer.ID { return t.t.ListPeers() }

// Publish signs and sends data on the topic. It runs the topic's validator
// chain first, like every receiver will, and returns its reason if the
// message would be rejected. data is copied, so the caller may reuse it.
func (t *Topic) Publish(ctx context.Context, data []byte) error {
	if len(data) > t.maxSize {
		return fmt.Errorf("node: publish on %s: %d bytes is above the topic limit of %d", t.name, len(data), t.maxSize)
	}
	// GossipSub keeps the slice until the message has gone to every peer; a
	// caller reusing its buffer would otherwise corrupt signed messages.
	data = bytes.Clone(data)
	if err := t.t.Publish(ctx, data); err != nil {
		var ve pubsub.ValidationError
		if errors.As(err, &ve) {
			reason, _ := t.lastLocalReject.Load().(string)
			return fmt.Errorf("node: publish on %s: rejected by local validation: %s", t.name, reason)
		}
		return fmt.Errorf("node: publish on %s: %w", t.name, err)
	}
	t.published.Inc()
	return nil
}

// Subscription delivers the topic's validated messages, including the
// node's own.
type Subscription struct {
	t      *Topic
	sub    *pubsub.Subscription
	ctx    context.Context // done when the subscription or the node ends
	cancel context.CancelFunc
}

// Subscribe starts delivering messages. buffer is how many messages may
// wait unread before GossipSub drops new ones for this subscriber (0 means
// 256).
func (t *Topic) Subscribe(buffer int) (*Subscription, error) {
	if buffer <= 0 {
		buffer = 256
	}
	t.subMu.Lock()
	defer t.subMu.Unlock()
	if t.left {
		return nil, fmt.Errorf("node: subscribe to %s: topic left", t.name)
	}
	sub, err := t.t.Subscribe(pubsub.WithBufferSize(buffer))
	if err != nil {
		return nil, fmt.Errorf("node: subscribe to %s: %w", t.name, err)
	}
	s := &Subscription{t: t, sub: sub}
	s.ctx, s.cancel = context.WithCancel(t.n.ctx)
	t.subs[s] = struct{}{}
	return s, nil
}

// Next blocks until the next message, ctx is done, or the subscription is
// cancelled.
//
// It waits on GossipSub's subscription directly, with no context of its
// own per call: cancelling a Subscription, leaving its topic and closing the
// node (which leaves every topic while GossipSub still runs) all cancel the
// GossipSub subscription, whose Next then returns at once.
func (s *Subscription) Next(ctx context.Context) (*Message, error) {
	if s.ctx.Err() != nil {
		return nil, ErrSubscriptionCancelled
	}
	pm, err := s.sub.Next(ctx)
	if err != nil {
		if s.ctx.Err() != nil {
			return nil, ErrSubscriptionCancelled
		}
		return nil, err
	}
	from := pm.GetFrom()
	return &Message{
		Topic:        s.t.name,
		From:         from,
		ReceivedFrom: pm.ReceivedFrom,
		Data:         pm.GetData(),
		Decoded:      pm.ValidatorData,
		Local:        from == s.t.n.ID(),
		raw:          pm,
	}, nil
}

// Cancel stops the subscription; Next then returns an error.
func (s *Subscription) Cancel() {
	s.t.subMu.Lock()
	delete(s.t.subs, s)
	s.t.subMu.Unlock()
	s.cancel()
	s.sub.Cancel()
}

// ErrSubscriptionCancelled is what Next returns once the subscription was
// cancelled, its topic left or the node closed.
var ErrSubscriptionCancelled = errors.New("node: subscription cancelled")

// Leave cancels the topic's subscriptions, removes its validator and leaves
// it. The node leaves every topic on Close.
func (t *Topic) Leave() error {
	t.leave()
	t.n.mu.Lock()
	delete(t.n.topics, t.name)
	t.n.mu.Unlock()
	return nil
}

func (t *Topic) leave() {
	t.subMu.Lock()
	if t.left {
		t.subMu.Unlock()
		return
	}
	t.left = true
	subs := t.subs
	t.subs = nil
	t.subMu.Unlock()
	for s := range subs {
		s.cancel()
		s.sub.Cancel()
	}
	if t.t != nil {
		_ = t.t.Close()
	}
	_ = t.ps.UnregisterTopicValidator(t.name)
}
