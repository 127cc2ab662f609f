package swarmnode

import (
	"context"
	"errors"
	"sync"

	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/wire"
)

// PenaltyPerOffence is the application score (GossipSub P5, weight 1) a peer
// loses for each equivocation it is caught in.
const PenaltyPerOffence = -100

// Penalties holds application-score penalties. Pass Score to
// node.WithAppScore when building the node, and the same Penalties to
// NewNetwork.
type Penalties struct {
	mu sync.Mutex
	by map[peer.ID]float64
}

// NewPenalties returns an empty penalty table.
func NewPenalties() *Penalties { return &Penalties{by: map[peer.ID]float64{}} }

// Score is the application-specific score of p.
func (t *Penalties) Score(p peer.ID) float64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.by[p]
}

func (t *Penalties) add(p peer.ID, v float64) {
	t.mu.Lock()
	t.by[p] += v
	t.mu.Unlock()
}

// Network adapts a *node.Node to swarm.Network. By default the swarm's
// topics run on the node's envelope router (node.JoinEnvelopeTopic: GossipSub
// with its own protocol IDs, StrictNoSign and message IDs that are the
// payload's SHA-256), where the envelope signature is the only author
// check; WithSignedGossip puts them on the node's general router
// (StrictSign) instead.
type Network struct {
	n      *node.Node
	pen    *Penalties
	signed bool
}

// NetworkOption configures a Network.
type NetworkOption func(*Network)

// WithSignedGossip carries the swarm's topics on the node's general
// GossipSub router, where every message is also signed and checked by
// GossipSub itself (StrictSign): the service then checks envelope
// signatures of votes and summaries only. It costs a second signature per
// message; it is kept to measure against (synod bench round
// --signed-gossip) and for peers that only speak the general router.
func WithSignedGossip() NetworkOption { return func(a *Network) { a.signed = true } }

// NewNetwork returns the adapter; pen may be nil when the node was built
// without an application score.
func NewNetwork(n *node.Node, pen *Penalties, opts ...NetworkOption) *Network {
	a := &Network{n: n, pen: pen}
	for _, o := range opts {
		o(a)
	}
	return a
}

// Key implements swarm.Network.
func (a *Network) Key() crypto.PrivKey { return a.n.Identity().PrivKey() }

// AuthenticatesAuthors implements swarm.Network: true only on the general
// router, whose StrictSign checks every author; the envelope router checks
// none, and the service verifies every envelope.
func (a *Network) AuthenticatesAuthors() bool { return a.signed }

// Penalize implements swarm.Network.
func (a *Network) Penalize(p peer.ID, _ string) {
	if a.pen != nil {
		a.pen.add(p, PenaltyPerOffence)
	}
}

// PeerScore is p's GossipSub score on the router that carries the swarm's
// topics.
func (a *Network) PeerScore(p peer.ID) (float64, bool) {
	if a.signed {
		return a.n.PeerScore(p)
	}
	return a.n.EnvelopePeerScore(p)
}

// Join implements swarm.Network: it joins the topic with the swarm's
// validator and subscribes (a node must subscribe to be in the topic's mesh
// and forward); delivered messages were already handled by the validator,
// so the subscription is drained. The validator receives the GossipSub
// author, which is empty on the envelope router.
func (a *Network) Join(swarmID string, k wire.Kind, v swarm.Validator) (swarm.Topic, error) {
	val := func(ctx context.Context, m *node.Message) (node.Result, string) {
		verdict := v(ctx, m.From, m.Data)
		switch verdict.Result {
		case round.Accept:
			return node.Accept, ""
		case round.Ignore:
			return node.Ignore, verdict.Reason
		default:
			return node.Reject, verdict.Reason
		}
	}
	topicOpts := []node.TopicOption{node.WithMaxSize(wire.MaxEnvelopeBytes), node.WithValidator("swarm-"+string(k), val)}
	if a.signed {
		t, err := a.n.Join(swarmID, string(k), topicOpts...)
		if err != nil {
			return nil, err
		}
		return subscribe(t.Subscribe, t.Publish, t.Leave)
	}
	t, err := a.n.JoinEnvelopeTopic(swarmID, string(k), topicOpts...)
	if err != nil {
		return nil, err
	}
	return subscribe(t.Subscribe, t.Publish, t.Leave)
}

// subscribe subscribes to a joined topic and drains the subscription.
func subscribe(sub func(int) (*node.Subscription, error), pub func(context.Context, []byte) error, leave func() error) (swarm.Topic, error) {
	s, err := sub(0)
	if err != nil {
		leave()
		return nil, err
	}
	jt := &joined{pub: pub, leave: leave, sub: s, done: make(chan struct{})}
	go jt.drain()
	return jt, nil
}

type joined struct {
	pub   func(context.Context, []byte) error
	leave func() error
	sub   *node.Subscription
	done  chan struct{}
	once  sync.Once
}

func (j *joined) drain() {
	defer close(j.done)
	for {
		if _, err := j.sub.Next(context.Background()); err != nil {
			return
		}
	}
}

func (j *joined) Publish(ctx context.Context, data []byte) error { return j.pub(ctx, data) }

func (j *joined) Close() error {
	var err error
	j.once.Do(func() {
		j.sub.Cancel()
		<-j.done
		if e := j.leave(); e != nil && !errors.Is(e, context.Canceled) {
			err = e
		}
	})
	return err
}
