package run

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/pipeline/emu"
	"github.com/synod-net/synod/pipeline/wire"
	"github.com/synod-net/synod/repops/models"
)

// maxFrame is the largest frame a peer reads: a tensor at the wire
// limits (1<<24 float32 values) plus room for the header and route.
const maxFrame = 64<<20 + 1<<16

// ErrClosed is returned by Run after Close.
var ErrClosed = errors.New("run: peer closed")

// Microbatch is one microbatch of a stage-0 peer's data: B token
// sequences of equal length T and one target per position (row-major;
// negative: ignored).
type Microbatch struct {
	Tokens  [][]int
	Targets []int
}

// DataFunc returns microbatch k of iteration iter of a stage-0 peer.
type DataFunc func(iter, k int) Microbatch

// Peer serves one pipeline stage on a libp2p host.
type Peer struct {
	h       host.Host
	plan    Plan
	model   models.TransformerConfig
	self    uint16
	stageOf []int
	rank    int
	ordinal map[peer.ID]uint16
	lim     wire.Limits
	stage   *models.Stage

	data    DataFunc
	links   func(from, to peer.ID) emu.Link
	clock   emu.Clock
	tamper  func(*wire.Frame) []byte
	cost    func(from, to peer.ID) float64
	timeout *hopTimeout
	events  func(Event)
	log     *slog.Logger
	slots   int
	credit  int
	// syncAllDone makes a stage-0 peer wait, like every other peer, for
	// every live stage-0 peer's done before sending its gradients (the
	// exchange before it overlapped the pipeline's tail; tests compare).
	syncAllDone bool

	inbox  chan event
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
	once   sync.Once

	mu        sync.Mutex // guards senders, streams, reported and redialing
	senders   map[uint16]*sender
	streams   map[network.Stream]struct{}
	reported  map[uint16]bool // members reported lost
	redialing map[uint16]bool // members whose connections closed, being redialled
	lost      chan lostEvent  // room for every member: never blocks
	watch     *network.NotifyBundle
}

// Option configures a Peer.
type Option func(*Peer) error

// WithData gives a stage-0 peer its data (required there).
func WithData(f DataFunc) Option {
	return func(p *Peer) error { p.data = f; return nil }
}

// WithLinks shapes every stream this peer opens with the emulated link
// f(self, remote) (latency and bandwidth), timed by clock.
func WithLinks(f func(from, to peer.ID) emu.Link, clock emu.Clock) Option {
	return func(p *Peer) error {
		if f == nil || clock == nil {
			return errors.New("run: nil link function or clock")
		}
		p.links, p.clock = f, clock
		return nil
	}
}

// WithSlots sets the activation memory slots: how many microbatches may
// wait here between their forward and backward pass (default 3); further
// forward passes queue.
func WithSlots(n int) Option {
	return func(p *Peer) error {
		if n < 1 {
			return fmt.Errorf("run: %d slots", n)
		}
		p.slots = n
		return nil
	}
}

// WithCredits sets how many of a stage-0 peer's microbatches may be in
// flight at once (default 3); a finished backward pass injects the next.
func WithCredits(n int) Option {
	return func(p *Peer) error {
		if n < 1 {
			return fmt.Errorf("run: %d credits", n)
		}
		p.credit = n
		return nil
	}
}

// WithHopCost makes re-planning network-aware: a dropped peer is replaced
// by the live peer of its stage with the cheapest hops in and out by f
// (say, the modelled seconds of a hop), instead of round-robin.
func WithHopCost(f func(from, to peer.ID) float64) Option {
	return func(p *Peer) error { p.cost = f; return nil }
}

// costFunc is the hop cost on member ordinals, or nil without one.
func (p *Peer) costFunc() func(a, b uint16) float64 {
	if p.cost == nil {
		return nil
	}
	return func(a, b uint16) float64 { return p.cost(p.plan.Members[a].ID, p.plan.Members[b].ID) }
}

// WithLogger sets the logger (default: discard).
func WithLogger(l *slog.Logger) Option {
	return func(p *Peer) error { p.log = l; return nil }
}

// WithTamper passes every outgoing frame to f and sends the bytes it
// returns instead of the frame's encoding when they are non-nil: a test
// hook that makes a peer misbehave.
func WithTamper(f func(*wire.Frame) []byte) Option {
	return func(p *Peer) error { p.tamper = f; return nil }
}

// NewPeer makes h serve its stage in plan for the model cfg. It registers
// the protocol handler at once; Run trains.
func NewPeer(h host.Host, cfg models.TransformerConfig, plan Plan, opts ...Option) (*Peer, error) {
	if err := plan.Validate(); err != nil {
		return nil, err
	}
	p := &Peer{h: h, plan: plan, model: cfg, ordinal: map[peer.ID]uint16{}, slots: 3, credit: 3,
		log: slog.New(slog.NewTextHandler(io.Discard, nil)), inbox: make(chan event, 256),
		senders: map[uint16]*sender{}, streams: map[network.Stream]struct{}{}, reported: map[uint16]bool{}, redialing: map[uint16]bool{}}
	me := -1
	ranks := make([]int, plan.Stages)
	for i, m := range plan.Members {
		p.ordinal[m.ID] = uint16(i)
		p.stageOf = append(p.stageOf, m.Stage)
		if m.ID == h.ID() {
			me, p.rank = i, ranks[m.Stage]
		}
		ranks[m.Stage]++
	}
	if me < 0 {
		return nil, fmt.Errorf("%w: %s is not a member", ErrPlan, h.ID())
	}
	p.self = uint16(me)
	for _, o := range opts {
		if err := o(p); err != nil {
			return nil, err
		}
	}
	if p.stageOf[me] == 0 && len(plan.Paths[h.ID()]) > 0 && p.data == nil {
		return nil, fmt.Errorf("%w: a stage-0 peer with microbatches needs WithData", ErrPlan)
	}
	p.lim = wire.Limits{MaxDims: 3, MaxElems: 1 << 24, MaxRoute: min(len(plan.Members), 255)}
	st, err := models.NewStage(cfg, p.stageOf[me], plan.Stages)
	if err != nil {
		return nil, err
	}
	p.stage = st
	p.ctx, p.cancel = context.WithCancel(context.Background())
	p.lost = make(chan lostEvent, len(plan.Members))
	p.watch = p.watchLoss()
	h.Network().Notify(p.watch)
	h.SetStreamHandler(ProtocolID, p.handle)
	return p, nil
}

// Stage returns the peer's model stage; read it only when Run is not
// running.
func (p *Peer) Stage() *models.Stage { return p.stage }

// Close stops the peer: Run returns, streams are reset and the handler
// removed. It is idempotent.
func (p *Peer) Close() error {
	p.once.Do(func() {
		p.h.RemoveStreamHandler(ProtocolID)
		p.h.Network().StopNotify(p.watch)
		p.cancel()
		p.mu.Lock()
		for s := range p.streams {
			_ = s.Reset()
		}
		for _, s := range p.senders {
			s.stop()
		}
		p.mu.Unlock()
		p.wg.Wait()
	})
	return nil
}

// event is what the loop receives: a frame from a peer, or its failure.
type event struct {
	from  uint16
	frame *wire.Frame
	err   error
}

// handle reads frames from one inbound stream into the loop's inbox.
func (p *Peer) handle(s network.Stream) {
	from, ok := p.ordinal[s.Conn().RemotePeer()]
	if !ok {
		_ = s.Reset()
		return
	}
	p.mu.Lock()
	if p.ctx.Err() != nil {
		p.mu.Unlock()
		_ = s.Reset()
		return
	}
	p.streams[s] = struct{}{}
	p.wg.Add(1)
	p.mu.Unlock()
	defer func() {
		p.mu.Lock()
		delete(p.streams, s)
		p.mu.Unlock()
		p.wg.Done()
	}()
	fs, err := node.NewFrameStream(s, node.WithMaxFrame(maxFrame))
	if err != nil {
		_ = s.Reset()
		return
	}
	for {
		b, err := fs.ReadFrame()
		if err != nil {
			p.checkLost(s.Conn().RemotePeer(), err)
			if !errors.Is(err, io.EOF) {
				_ = s.Reset()
			} else {
				_ = s.Close()
			}
			return
		}
		p.emit(Event{Kind: EventReceived, Peer: s.Conn().RemotePeer(), Bytes: len(b)})
		f, err := wire.Decode(b, p.lim)
		select {
		case p.inbox <- event{from: from, frame: f, err: err}:
		case <-p.ctx.Done():
			_ = s.Reset()
			return
		}
		if err != nil {
			fs.Reset()
			return
		}
	}
}

// send queues f for member to (the loop delivers frames to itself
// directly).
func (p *Peer) send(to uint16, f *wire.Frame) {
	var b []byte
	if p.tamper != nil {
		b = p.tamper(f)
	}
	if b == nil {
		var err error
		if b, err = wire.Encode(f, p.lim); err != nil {
			p.log.Error("encoding frame", "kind", f.Kind, "err", err)
			return
		}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ctx.Err() != nil {
		return
	}
	s := p.senders[to]
	if s == nil {
		s = newSender(p, to)
		p.senders[to] = s
	}
	s.push(b)
	p.emit(Event{Kind: EventSent, Iter: int(f.Iter), Peer: p.plan.Members[to].ID, Bytes: len(b)})
}

// dropSender stops sending to member o.
func (p *Peer) dropSender(o uint16) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if s := p.senders[o]; s != nil {
		s.stop()
	}
}
