package serve

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/node"
)

// ctrl is one plan-protocol stream: messages in and out, writes from
// several goroutines serialised.
type ctrl struct {
	fs  *node.FrameStream
	wmu sync.Mutex
}

func newCtrl(s network.Stream) (*ctrl, error) {
	fs, err := node.NewFrameStream(s, node.WithMaxFrame(MaxMessageBytes), node.WithWriteTimeout(30*time.Second))
	if err != nil {
		return nil, err
	}
	return &ctrl{fs: fs}, nil
}

func openCtrl(ctx context.Context, h host.Host, p peer.ID) (*ctrl, error) {
	fs, err := node.OpenFrameStream(ctx, h, p, ProtocolID, node.WithMaxFrame(MaxMessageBytes), node.WithWriteTimeout(30*time.Second))
	if err != nil {
		return nil, err
	}
	return &ctrl{fs: fs}, nil
}

func (c *ctrl) remote() peer.ID { return c.fs.RemotePeer() }

func (c *ctrl) send(m *Message) error {
	b, err := EncodeMessage(m)
	if err != nil {
		return err
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	return c.fs.WriteFrame(b)
}

// recv reads one message; past d (0: no limit) or when ctx ends the
// stream is reset, which ends the read.
func (c *ctrl) recv(ctx context.Context, d time.Duration) (*Message, error) {
	if d > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, d)
		defer cancel()
	}
	stop := context.AfterFunc(ctx, c.fs.Reset)
	defer stop()
	b, err := c.fs.ReadFrame()
	if err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("serve: waiting for %s: %w", c.remote(), ctx.Err())
		}
		return nil, err
	}
	return DecodeMessage(b)
}

// expect reads one message of kind want; an error message or another
// kind is an error.
func (c *ctrl) expect(ctx context.Context, d time.Duration, want string) (*Message, error) {
	m, err := c.recv(ctx, d)
	if err != nil {
		return nil, err
	}
	if m.Kind == KindError {
		return nil, &Refusal{Peer: c.remote(), Reason: m.Error, Unreachable: m.Unreachable}
	}
	if m.Kind != want {
		return nil, fmt.Errorf("%w: %s sent %s, want %s", ErrMessage, c.remote(), m.Kind, want)
	}
	return m, nil
}

// fail tells the other side why and closes the stream; unreachable
// lists the plan's members this node could not reach, if that is why.
func (c *ctrl) fail(err error, unreachable ...int) {
	_ = c.send(&Message{Kind: KindError, Error: err.Error(), Unreachable: unreachable})
	_ = c.fs.Close()
}

// Refusal is a peer's error message: why it refused a hello or a plan,
// and which of the plan's members it could not reach, if that is why.
type Refusal struct {
	Peer        peer.ID
	Reason      string
	Unreachable []int
}

func (r *Refusal) Error() string { return fmt.Sprintf("serve: %s refused: %s", r.Peer, r.Reason) }

// close ends the stream politely.
func (c *ctrl) close() { _ = c.fs.Close() }

func (c *ctrl) reset() { c.fs.Reset() }
