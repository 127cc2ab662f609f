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

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
)

// ErrFrameTooLarge reports a frame whose length prefix exceeds the
// stream's limit; the stream is reset.
var ErrFrameTooLarge = errors.New("node: frame too large")

// FrameStream carries length-prefixed frames (an unsigned varint length,
// then the bytes) over a libp2p stream. Reads and writes may run on two
// goroutines at once, but each side on one only. Any read or write error
// resets the stream, so the remote end sees it fail rather than hang.
type FrameStream struct {
	s            network.Stream
	br           *bufio.Reader
	w            io.Writer
	maxFrame     int
	maxWrite     int // 0: maxFrame
	readTimeout  time.Duration
	writeTimeout time.Duration
	resetOnce    sync.Once
}

// StreamOption configures a FrameStream.
type StreamOption func(*FrameStream) error

// WithMaxFrame sets the largest frame ReadFrame accepts (default 1 MiB).
func WithMaxFrame(n int) StreamOption {
	return func(f *FrameStream) error {
		if n < 1 {
			return fmt.Errorf("node: max frame %d must be positive", n)
		}
		f.maxFrame = n
		return nil
	}
}

// WithMaxWriteFrame sets the largest frame WriteFrame sends (default: the
// WithMaxFrame limit), for protocols whose answers are larger than the
// requests a side accepts.
func WithMaxWriteFrame(n int) StreamOption {
	return func(f *FrameStream) error {
		if n < 1 {
			return fmt.Errorf("node: max write frame %d must be positive", n)
		}
		f.maxWrite = n
		return nil
	}
}

// WithReadTimeout bounds each ReadFrame (default: none, the caller's
// context or Close ends a read).
func WithReadTimeout(d time.Duration) StreamOption {
	return func(f *FrameStream) error { f.readTimeout = d; return nil }
}

// WithWriteTimeout bounds each WriteFrame (default 30 s; 0: none).
func WithWriteTimeout(d time.Duration) StreamOption {
	return func(f *FrameStream) error { f.writeTimeout = d; return nil }
}

// WithWriteWrapper routes writes through wrap(stream), for example a
// network emulator that delays and paces them.
func WithWriteWrapper(wrap func(io.Writer) io.Writer) StreamOption {
	return func(f *FrameStream) error {
		if wrap == nil {
			return errors.New("node: nil write wrapper")
		}
		f.w = wrap(f.w)
		return nil
	}
}

// NewFrameStream wraps s.
func NewFrameStream(s network.Stream, opts ...StreamOption) (*FrameStream, error) {
	f := &FrameStream{s: s, br: bufio.NewReader(s), w: s, maxFrame: 1 << 20, writeTimeout: 30 * time.Second}
	for _, o := range opts {
		if err := o(f); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// OpenFrameStream opens a stream to p speaking proto and wraps it.
func OpenFrameStream(ctx context.Context, h host.Host, p peer.ID, proto protocol.ID, opts ...StreamOption) (*FrameStream, error) {
	s, err := h.NewStream(ctx, p, proto)
	if err != nil {
		return nil, fmt.Errorf("node: opening %s to %s: %w", proto, p, err)
	}
	f, err := NewFrameStream(s, opts...)
	if err != nil {
		_ = s.Reset()
		return nil, err
	}
	return f, nil
}

// Stream returns the underlying stream.
func (f *FrameStream) Stream() network.Stream { return f.s }

// RemotePeer returns the peer at the other end.
func (f *FrameStream) RemotePeer() peer.ID { return f.s.Conn().RemotePeer() }

// ReadFrame reads one frame. It returns io.EOF when the remote closed
// its write side at a frame boundary; any other error resets the stream.
func (f *FrameStream) ReadFrame() ([]byte, error) {
	if f.readTimeout > 0 {
		_ = f.s.SetReadDeadline(time.Now().Add(f.readTimeout))
	}
	n, err := binary.ReadUvarint(f.br)
	if errors.Is(err, io.EOF) {
		return nil, io.EOF
	}
	if err != nil {
		f.Reset()
		return nil, fmt.Errorf("node: reading frame length: %w", err)
	}
	if n > uint64(f.maxFrame) {
		f.Reset()
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrFrameTooLarge, n, f.maxFrame)
	}
	b := make([]byte, n)
	if _, err := io.ReadFull(f.br, b); err != nil {
		f.Reset()
		return nil, fmt.Errorf("node: reading frame of %d bytes: %w", n, err)
	}
	return b, nil
}

// WriteFrame writes one frame in a single write; an error resets the
// stream.
func (f *FrameStream) WriteFrame(b []byte) error {
	limit := f.maxFrame
	if f.maxWrite > 0 {
		limit = f.maxWrite
	}
	if len(b) > limit {
		return fmt.Errorf("%w: %d bytes, limit %d", ErrFrameTooLarge, len(b), limit)
	}
	if f.writeTimeout > 0 {
		_ = f.s.SetWriteDeadline(time.Now().Add(f.writeTimeout))
	}
	buf := binary.AppendUvarint(make([]byte, 0, len(b)+binary.MaxVarintLen64), uint64(len(b)))
	buf = append(buf, b...)
	if _, err := f.w.Write(buf); err != nil {
		f.Reset()
		return fmt.Errorf("node: writing frame: %w", err)
	}
	return nil
}

// CloseWrite half-closes the stream: the remote's ReadFrame returns
// io.EOF once it has read every frame.
func (f *FrameStream) CloseWrite() error {
	if c, ok := f.w.(interface{ CloseWrite() error }); ok && f.w != io.Writer(f.s) {
		if err := c.CloseWrite(); err != nil {
			return err
		}
	}
	return f.s.CloseWrite()
}

// Close closes both directions.
func (f *FrameStream) Close() error { return f.s.Close() }

// Reset aborts the stream in both directions (idempotent).
func (f *FrameStream) Reset() { f.resetOnce.Do(func() { _ = f.s.Reset() }) }
