package nodetest

import (
	"context"
	"encoding/binary"
	"fmt"
	"io"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	pb "github.com/libp2p/go-libp2p-pubsub/pb"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/node/loophost"
)

// RawPeer is a misbehaving peer for tests: a bare libp2p host that speaks
// GossipSub's wire format by hand, so it can send messages a real node would
// refuse to publish (forged signatures, oversized or malformed payloads).
type RawPeer struct {
	Host host.Host
	id   *identity.Identity
	seq  atomic.Uint64

	mu      sync.Mutex
	streams map[peer.ID]network.Stream
}

// NewRawPeer starts a raw peer on loopback; it is closed when the test ends.
func NewRawPeer(tb testing.TB) *RawPeer {
	tb.Helper()
	id, err := identity.Generate()
	if err != nil {
		tb.Fatal(err)
	}
	h, err := loophost.New(libp2p.Identity(id.PrivKey()), libp2p.ForceReachabilityPublic())
	if err != nil {
		tb.Fatal(err)
	}
	r := &RawPeer{Host: h, id: id, streams: map[peer.ID]network.Stream{}}
	// Accept the node's GossipSub streams (and discard what it sends) so
	// that it treats us as a GossipSub peer.
	h.SetStreamHandler(pubsub.GossipSubID_v11, func(s network.Stream) {
		_, _ = io.Copy(io.Discard, s)
		_ = s.Reset()
	})
	tb.Cleanup(func() { _ = h.Close() })
	return r
}

// ID is the raw peer's peer ID.
func (r *RawPeer) ID() peer.ID { return r.id.PeerID() }

// Connect dials n.
func (r *RawPeer) Connect(ctx context.Context, n *node.Node) error {
	return r.Host.Connect(ctx, n.AddrInfo())
}

// Signed is a correctly signed message from the raw peer.
func (r *RawPeer) Signed(topic string, data []byte) *pb.Message {
	m := r.unsigned(topic, data, r.ID())
	sign(r.id.PrivKey(), m)
	return m
}

// Forged is a message that claims author as its author but is signed with
// the raw peer's key: its signature does not verify.
func (r *RawPeer) Forged(topic string, data []byte, author peer.ID) *pb.Message {
	m := r.unsigned(topic, data, author)
	sign(r.id.PrivKey(), m)
	return m
}

func (r *RawPeer) unsigned(topic string, data []byte, from peer.ID) *pb.Message {
	seq := make([]byte, 8)
	binary.BigEndian.PutUint64(seq, r.seq.Add(1))
	return &pb.Message{From: []byte(from), Data: data, Seqno: seq, Topic: &topic}
}

// sign signs m the way GossipSub does: over "libp2p-pubsub:" and the
// marshalled message without signature and key.
func sign(key crypto.PrivKey, m *pb.Message) {
	m.Signature, m.Key = nil, nil
	b, err := m.Marshal()
	if err != nil {
		panic(err)
	}
	sig, err := key.Sign(append([]byte("libp2p-pubsub:"), b...))
	if err != nil {
		panic(err)
	}
	m.Signature = sig
}

// Join subscribes to topic at n and waits until n counts the raw peer among
// the topic's peers (so that n scores what it sends next).
func (r *RawPeer) Join(ctx context.Context, n *node.Node, topic string) error {
	if err := r.send(ctx, n.ID(), []string{topic}, nil); err != nil {
		return err
	}
	for {
		if slices.Contains(n.PubSub().ListPeers(topic), r.ID()) {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("rawpeer: %s never listed us on %s: %w", node.ShortID(n.ID()), topic, ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// Send writes one RPC to p that subscribes to the messages' topics and
// publishes them.
func (r *RawPeer) Send(ctx context.Context, p peer.ID, msgs ...*pb.Message) error {
	var topics []string
	for _, m := range msgs {
		if !slices.Contains(topics, m.GetTopic()) {
			topics = append(topics, m.GetTopic())
		}
	}
	return r.send(ctx, p, topics, msgs)
}

func (r *RawPeer) send(ctx context.Context, p peer.ID, topics []string, msgs []*pb.Message) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	s, ok := r.streams[p]
	if !ok {
		var err error
		s, err = r.Host.NewStream(ctx, p, pubsub.GossipSubID_v11)
		if err != nil {
			return fmt.Errorf("rawpeer: open gossipsub stream: %w", err)
		}
		r.streams[p] = s
	}
	rpc := &pb.RPC{Publish: msgs}
	for _, t := range topics {
		sub := true
		rpc.Subscriptions = append(rpc.Subscriptions, &pb.RPC_SubOpts{Subscribe: &sub, Topicid: &t})
	}
	b, err := rpc.Marshal()
	if err != nil {
		return err
	}
	frame := binary.AppendUvarint(nil, uint64(len(b)))
	if _, err := s.Write(append(frame, b...)); err != nil {
		return fmt.Errorf("rawpeer: write: %w", err)
	}
	return nil
}
