package node

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	dhtpb "github.com/libp2p/go-libp2p-kad-dht/pb"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/prometheus/client_golang/prometheus"
	"google.golang.org/protobuf/proto"
)

// DHT request streams. go-libp2p-kad-dht's own message sender keeps one
// stream open to every peer it has ever sent a request to, for as long as
// the connection lives, and the peer's side keeps a goroutine reading it
// until a minute passes without a request. A node that has looked up a
// discovery group of N members holds about N such streams and serves as many for the
// others, long after its lookups ended. The node's sender reuses a stream
// while requests follow each other (a lookup sends several to the same
// peer within milliseconds) and closes it once it has been idle for
// DHTStreamIdleTimeout; the peer then sees the end of the stream and lets
// its reader go. The wire format is the DHT's: varint-length-prefixed
// protobuf messages on /<prefix>/kad/1.0.0, one stream per peer at a time.
const (
	// DHTStreamIdleTimeout is how long a DHT request stream stays open
	// with no request on it.
	DHTStreamIdleTimeout = 5 * time.Second
	// dhtReadTimeout bounds the wait for a response, like the DHT's own
	// sender.
	dhtReadTimeout = 10 * time.Second
)

var errDHTSenderClosed = errors.New("node: DHT message sender closed")

// dhtSender implements the DHT's message sender (see the comment above).
type dhtSender struct {
	h      host.Host
	protos []protocol.ID
	idle   time.Duration
	// sent, if set, counts the messages sent, by DHT message type.
	sent *prometheus.CounterVec

	mu     sync.Mutex
	peers  map[peer.ID]*dhtPeerSender
	closed bool
}

var _ dhtpb.MessageSenderWithDisconnect = (*dhtSender)(nil)

func newDHTSender(h host.Host, protos []protocol.ID, idle time.Duration) *dhtSender {
	return &dhtSender{h: h, protos: protos, idle: idle, peers: map[peer.ID]*dhtPeerSender{}}
}

// dhtPeerSender is the stream to one peer. lk (a one-slot semaphore, so
// that waiting for it respects a context) serialises its requests and
// guards every field but the timer's creation.
type dhtPeerSender struct {
	lk       chan struct{}
	s        network.Stream
	r        *bufio.Reader
	lastUse  time.Time
	timer    *time.Timer
	detached bool // removed from the sender: never open a stream again
}

func (d *dhtSender) peerSender(p peer.ID) (*dhtPeerSender, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return nil, errDHTSenderClosed
	}
	ps, ok := d.peers[p]
	if !ok {
		ps = &dhtPeerSender{lk: make(chan struct{}, 1)}
		d.peers[p] = ps
	}
	return ps, nil
}

// lock takes ps's semaphore unless ctx ends first.
func (ps *dhtPeerSender) lock(ctx context.Context) error {
	select {
	case ps.lk <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (ps *dhtPeerSender) unlock() { <-ps.lk }

// drop resets the stream after an error; the next request opens another.
func (ps *dhtPeerSender) drop() {
	if ps.s != nil {
		_ = ps.s.Reset()
		ps.s, ps.r = nil, nil
	}
}

// SendRequest sends pmes to p and waits for the response.
func (d *dhtSender) SendRequest(ctx context.Context, p peer.ID, pmes *dhtpb.Message) (*dhtpb.Message, error) {
	var resp *dhtpb.Message
	err := d.send(ctx, p, pmes, func(ps *dhtPeerSender) error {
		start := time.Now()
		m, err := ps.read(ctx)
		if err != nil {
			return err
		}
		d.h.Peerstore().RecordLatency(p, time.Since(start))
		resp = m
		return nil
	})
	return resp, err
}

// SendMessage sends pmes to p without waiting for a response.
func (d *dhtSender) SendMessage(ctx context.Context, p peer.ID, pmes *dhtpb.Message) error {
	return d.send(ctx, p, pmes, nil)
}

// send writes pmes on p's stream (opening one if needed) and then runs
// after, if any, still holding the stream. A failure on a reused stream,
// which the peer may have closed in the meantime, is retried once on a new
// one; a failure on a new stream is returned.
func (d *dhtSender) send(ctx context.Context, p peer.ID, pmes *dhtpb.Message, after func(*dhtPeerSender) error) error {
	buf, err := marshalDelimited(pmes)
	if err != nil {
		return fmt.Errorf("node: DHT message to %s: %w", p, err)
	}
	if d.sent != nil {
		d.sent.WithLabelValues(pmes.GetType().String()).Inc()
	}
	ps, err := d.peerSender(p)
	if err != nil {
		return err
	}
	if err := ps.lock(ctx); err != nil {
		return err
	}
	defer ps.unlock()
	for attempt := 0; ; attempt++ {
		if ps.detached {
			return errDHTSenderClosed
		}
		reused := ps.s != nil
		if !reused {
			s, err := d.h.NewStream(ctx, p, d.protos...)
			if err != nil {
				return err
			}
			ps.s, ps.r = s, bufio.NewReader(s)
		}
		err := ps.write(ctx, buf)
		if err == nil && after != nil {
			err = after(ps)
		}
		if err == nil {
			ps.lastUse = time.Now()
			d.armIdle(ps)
			return nil
		}
		ps.drop()
		if !reused || attempt > 0 || ctx.Err() != nil {
			return err
		}
	}
}

// write sends one length-prefixed message; ctx ending resets the stream.
func (ps *dhtPeerSender) write(ctx context.Context, buf []byte) error {
	s := ps.s
	stop := context.AfterFunc(ctx, func() { _ = s.Reset() })
	defer stop()
	_ = s.SetWriteDeadline(time.Now().Add(dhtReadTimeout))
	_, err := s.Write(buf)
	if err != nil && ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}

// read reads one length-prefixed response within dhtReadTimeout; ctx
// ending resets the stream.
func (ps *dhtPeerSender) read(ctx context.Context) (*dhtpb.Message, error) {
	s := ps.s
	stop := context.AfterFunc(ctx, func() { _ = s.Reset() })
	defer stop()
	_ = s.SetReadDeadline(time.Now().Add(dhtReadTimeout))
	msg, err := readDelimited(ps.r)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, err
	}
	return msg, nil
}

// readDelimited reads one varint-length-prefixed DHT message (the framing
// marshalDelimited writes), refusing a length above the DHT's message
// limit before reading it.
func readDelimited(r *bufio.Reader) (*dhtpb.Message, error) {
	n, err := binary.ReadUvarint(r)
	if err != nil {
		return nil, err
	}
	if n > network.MessageSizeMax {
		return nil, fmt.Errorf("DHT response of %d bytes is above the %d-byte limit", n, network.MessageSizeMax)
	}
	b := make([]byte, n)
	if _, err := io.ReadFull(r, b); err != nil {
		return nil, err
	}
	var msg dhtpb.Message
	if err := proto.Unmarshal(b, &msg); err != nil {
		return nil, err
	}
	return &msg, nil
}

// armIdle (re)starts ps's idle timer; called with ps locked.
func (d *dhtSender) armIdle(ps *dhtPeerSender) {
	if ps.timer == nil {
		ps.timer = time.AfterFunc(d.idle, func() { d.closeIdle(ps) })
		return
	}
	ps.timer.Reset(d.idle)
}

// closeIdle closes ps's stream if no request used it for the idle period.
// A request in flight holds the lock and re-arms the timer when it ends.
func (d *dhtSender) closeIdle(ps *dhtPeerSender) {
	select {
	case ps.lk <- struct{}{}:
	default:
		return
	}
	defer ps.unlock()
	if ps.s == nil {
		return
	}
	if wait := d.idle - time.Since(ps.lastUse); wait > 0 {
		ps.timer.Reset(wait)
		return
	}
	// Close, not Reset: the peer reads the end of the stream and its
	// handler returns cleanly.
	_ = ps.s.Close()
	ps.s, ps.r = nil, nil
}

// OnDisconnect forgets p's stream once the DHT sees p disconnect.
func (d *dhtSender) OnDisconnect(ctx context.Context, p peer.ID) {
	d.mu.Lock()
	ps, ok := d.peers[p]
	delete(d.peers, p)
	d.mu.Unlock()
	if ok {
		d.detach(ctx, ps, false)
	}
}

// close detaches every peer's stream and stops their timers; later sends
// fail. It runs after the DHT has closed, so a request still in flight
// ends within its read timeout at the latest.
func (d *dhtSender) close() {
	d.mu.Lock()
	d.closed = true
	peers := d.peers
	d.peers = map[peer.ID]*dhtPeerSender{}
	d.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), dhtReadTimeout+time.Second)
	defer cancel()
	for _, ps := range peers {
		d.detach(ctx, ps, true)
	}
}

// detach resets ps's stream and stops its timer once no request is in
// flight (or ctx ends). If one is and wait is false, it does so on a
// goroutine of its own.
func (d *dhtSender) detach(ctx context.Context, ps *dhtPeerSender, wait bool) {
	do := func() {
		ps.detached = true
		if ps.timer != nil {
			ps.timer.Stop()
		}
		ps.drop()
		ps.unlock()
	}
	select {
	case ps.lk <- struct{}{}:
		do()
	default:
		if wait {
			if ps.lock(ctx) == nil {
				do()
			}
			return
		}
		go func() {
			if ps.lock(ctx) == nil {
				do()
			}
		}()
	}
}

// marshalDelimited encodes m with its varint length prefix.
func marshalDelimited(m *dhtpb.Message) ([]byte, error) {
	size := proto.Size(m)
	buf := make([]byte, 0, binary.MaxVarintLen64+size)
	buf = binary.AppendUvarint(buf, uint64(size))
	return proto.MarshalOptions{}.MarshalAppend(buf, m)
}
