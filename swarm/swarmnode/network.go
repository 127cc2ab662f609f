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

// Network adapts a *node.Node to swarm.Network.
type Network struct {
	n   *node.Node
	pen *Penalties
}

// NewNetwork returns the adapter; pen may be nil when the node was built
// without an application score.
func NewNetwork(n *node.Node, pen *Penalties) *Network { return &Network{n: n, pen: pen} }

// Key implements swarm.Network.
func (a *Network) Key() crypto.PrivKey { return a.n.Identity().PrivKey() }

// AuthenticatesAuthors implements swarm.Network: the node runs GossipSub
// with StrictSign.
func (a *Network) AuthenticatesAuthors() bool { return true }

// Penalize implements swarm.Network.
func (a *Network) Penalize(p peer.ID, _ string) {
	if a.pen != nil {
		a.pen.add(p, PenaltyPerOffence)
	}
}

// Join implements swarm.Network: it joins the topic with the swarm's
// validator and subscribes (a node must subscribe to be in the topic's mesh
// and forward); delivered messages were already handled by the validator,
// so the subscription is drained.
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
	t, err := a.n.Join(swarmID, string(k), node.WithMaxSize(wire.MaxEnvelopeBytes), node.WithValidator("swarm-"+string(k), val))
	if err != nil {
		return nil, err
	}
	sub, err := t.Subscribe(0)
	if err != nil {
		t.Leave()
		return nil, err
	}
	jt := &joined{t: t, sub: sub, done: make(chan struct{})}
	go jt.drain()
	return jt, nil
}

type joined struct {
	t    *node.Topic
	sub  *node.Subscription
	done chan struct{}
	once sync.Once
}

func (j *joined) drain() {
	defer close(j.done)
	for {
		if _, err := j.sub.Next(context.Background()); err != nil {
			return
		}
	}
}

func (j *joined) Publish(ctx context.Context, data []byte) error { return j.t.Publish(ctx, data) }

func (j *joined) Close() error {
	var err error
	j.once.Do(func() {
		j.sub.Cancel()
		<-j.done
		if e := j.t.Leave(); e != nil && !errors.Is(e, context.Canceled) {
			err = e
		}
	})
	return err
}
