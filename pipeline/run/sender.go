package run

import (
	"io"
	"sync"

	"github.com/libp2p/go-libp2p/core/network"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/pipeline/emu"
)

// sender owns the one outbound stream to a member: a goroutine that opens
// it on first use and writes the queued frames in order.
type sender struct {
	p    *Peer
	to   uint16
	mu   sync.Mutex
	q    [][]byte
	wake chan struct{}
	quit chan struct{}
	once sync.Once
}

func newSender(p *Peer, to uint16) *sender {
	s := &sender{p: p, to: to, wake: make(chan struct{}, 1), quit: make(chan struct{})}
	p.wg.Add(1)
	go s.run()
	return s
}

func (s *sender) push(b []byte) {
	s.mu.Lock()
	s.q = append(s.q, b)
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

func (s *sender) stop() { s.once.Do(func() { close(s.quit) }) }

func (s *sender) run() {
	defer s.p.wg.Done()
	p := s.p
	remote := p.plan.Members[s.to].ID
	var fs *node.FrameStream
	var shaper *emu.Writer
	defer func() {
		if shaper != nil {
			_ = shaper.Close()
		}
		if fs != nil {
			fs.Reset()
		}
	}()
	for {
		select {
		case <-s.wake:
		case <-s.quit:
			return
		case <-p.ctx.Done():
			return
		}
		s.mu.Lock()
		batch := s.q
		s.q = nil
		s.mu.Unlock()
		for _, b := range batch {
			retried := false
		retry:
			if fs == nil {
				var opts []node.StreamOption
				opts = append(opts, node.WithMaxFrame(maxFrame))
				if p.links != nil {
					opts = append(opts, node.WithWriteWrapper(func(w io.Writer) io.Writer {
						sw, err := emu.NewWriter(w, p.links(p.h.ID(), remote), p.clock)
						if err != nil {
							p.log.Error("link emulation", "err", err)
							return w
						}
						shaper = sw
						return sw
					}))
				}
				var err error
				fs, err = node.OpenFrameStream(p.ctx, p.h, remote, ProtocolID, opts...)
				if err != nil {
					p.log.Warn("opening pipeline stream", "to", remote, "err", err)
					fs = nil
					p.checkLost(remote, err)
					continue
				}
			}
			if err := fs.WriteFrame(b); err != nil {
				fs = nil
				// A stream reset while the peer stays connected (its
				// connection replaced by another) is retried once on a
				// new stream; otherwise the frame is lost.
				if !retried && p.ctx.Err() == nil && p.h.Network().Connectedness(remote) == network.Connected {
					retried = true
					goto retry
				}
				p.log.Warn("sending frame", "to", remote, "err", err)
				p.checkLost(remote, err)
			}
		}
	}
}
