package serve

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/synod-net/synod/pipeline/run"
	"github.com/synod-net/synod/repops"
)

// ErrClosed is returned after Close.
var ErrClosed = errors.New("serve: closed")

// ErrBusy is a refusal: the node is in another session.
var ErrBusy = errors.New("serve: busy with another session")

// planWait bounds how long a peer that offered its stages waits for the
// plan (a coordinator may gather peers for minutes), and maxPending how
// many such offers may wait at once.
const (
	planWait   = 10 * time.Minute
	maxPending = 16
)

// progressEvery spaces a peer's progress reports within an iteration.
const progressEvery = 100 * time.Millisecond

// protectTag keeps the connection manager from trimming a session's
// connections.
const protectTag = "synod-pipeline"

// Offer is what a stage peer serves.
type Offer struct {
	Run   string
	Model string
	// Stages it serves (above 0); empty: any the coordinator needs.
	Stages []int
	// Slots is how many microbatches may wait here between their forward
	// and backward pass.
	Slots int
	// Holder is the run's data holder: its coordinator, stage 0, the one
	// peer whose data the run trains on. A hello or a plan from any other
	// peer is refused (ErrHolder). Empty: the first coordinator whose plan
	// this node takes becomes the run's data holder for the life of the
	// Server.
	Holder peer.ID
}

// ErrHolder is a refusal: the hello or plan comes from a peer that is
// not the run's data holder.
var ErrHolder = errors.New("serve: not the run's data holder")

// Server makes a host a stage peer: it answers coordinators of its run
// over ProtocolID, builds its stage from their plan (pipeline/run) and
// trains when told, one session at a time.
type Server struct {
	h       host.Host
	offer   Offer
	s       settings
	t       *tracker
	unprobe func()

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu      sync.Mutex // guards the fields below and wg.Add
	closed  bool
	streams map[network.Stream]struct{}
	pending int
	current string  // the session whose plan this node took ("": none)
	holder  peer.ID // the run's data holder ("": none yet)
	evals   uint64  // evaluations run, for their microbatch IDs
}

// NewServer registers the plan protocol on h for offer.
func NewServer(h host.Host, offer Offer, opts ...Option) (*Server, error) {
	if !ValidName(offer.Run) || !ValidName(offer.Model) {
		return nil, fmt.Errorf("serve: run %q or model %q is not a valid name", offer.Run, offer.Model)
	}
	if _, err := ModelConfig(offer.Model, 2); err != nil {
		return nil, err
	}
	if offer.Slots < 1 || offer.Slots > MaxSlots {
		return nil, fmt.Errorf("serve: slots %d outside 1..%d", offer.Slots, MaxSlots)
	}
	offer.Stages = slices.Clone(offer.Stages)
	slices.Sort(offer.Stages)
	offer.Stages = slices.Compact(offer.Stages)
	for _, st := range offer.Stages {
		if st < 1 || st >= MaxStages {
			return nil, fmt.Errorf("serve: stage %d offered: want 1..%d (stage 0 is the coordinator's)", st, MaxStages-1)
		}
	}
	s := &Server{h: h, offer: offer, s: defaultSettings(), streams: map[network.Stream]struct{}{}}
	for _, o := range opts {
		if err := o(&s.s); err != nil {
			return nil, err
		}
	}
	s.t = newTracker(RoleStage, offer.Run, offer.Model, 0, offer.Stages, h.ID(), s.notify)
	if offer.Holder != "" {
		s.holder = offer.Holder
		s.t.st.Holder = offer.Holder
	}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.unprobe = serveProbes(h)
	h.SetStreamHandler(ProtocolID, s.handle)
	return s, nil
}

func (s *Server) notify() {
	if s.s.onChange != nil {
		s.s.onChange(s.t.snapshot())
	}
}

// Status is what the server knows of its sessions.
func (s *Server) Status() Status { return s.t.snapshot() }

// Close removes the handler, ends the session in progress and waits for
// its goroutines. It is idempotent.
func (s *Server) Close() error {
	s.mu.Lock()
	if !s.closed {
		s.closed = true
		s.h.RemoveStreamHandler(ProtocolID)
		s.unprobe()
		s.cancel()
	}
	for st := range s.streams {
		_ = st.Reset()
	}
	s.mu.Unlock()
	s.wg.Wait()
	return nil
}

func (s *Server) handle(st network.Stream) {
	s.mu.Lock()
	if s.closed || s.pending >= maxPending {
		s.mu.Unlock()
		_ = st.Reset()
		return
	}
	s.wg.Add(1)
	s.streams[st] = struct{}{}
	s.pending++
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.streams, st)
		s.mu.Unlock()
		s.wg.Done()
	}()
	c, err := newCtrl(st)
	if err != nil {
		s.donePending()
		_ = st.Reset()
		return
	}
	pending := true
	defer func() {
		if pending {
			s.donePending()
		}
	}()
	from := st.Conn().RemotePeer()
	hello, err := c.expect(s.ctx, s.s.timeout, KindHello)
	if err != nil {
		s.s.log.Debug("pipeline: no hello", "from", from, "err", err)
		c.reset()
		return
	}
	offer, err := s.answer(hello, from)
	if err != nil {
		c.fail(err)
		return
	}
	if err := c.send(offer); err != nil {
		return
	}
	m, err := c.recv(s.ctx, planWait)
	for err == nil && m.Kind == KindMeasure {
		// Measure this node's links to the members-to-be, then wait
		// for the plan again.
		if err := c.send(&Message{Kind: KindMeasured, Links: s.measure(m)}); err != nil {
			return
		}
		m, err = c.recv(s.ctx, planWait)
	}
	if err != nil || m.Kind == KindClose {
		c.close()
		return
	}
	if m.Kind != KindPlan {
		c.fail(fmt.Errorf("%w: %s before a plan", ErrMessage, m.Kind))
		return
	}
	pending = false
	s.donePending()
	s.session(c, from, hello, m)
}

// measure measures this node's links to the members of a measure
// message (zero for itself and for those it cannot measure).
func (s *Server) measure(m *Message) []WireLink {
	ids := make([]peer.ID, len(m.Members))
	for i, w := range m.Members {
		ids[i], _ = peer.Decode(w.ID) // checked by DecodeMessage
		if ids[i] != s.h.ID() {
			s.h.Peerstore().AddAddrs(ids[i], parseAddrs(w.Addrs), planWait+time.Hour)
		}
	}
	ctx, cancel := context.WithTimeout(s.ctx, s.s.timeout)
	defer cancel()
	links := measureAll(ctx, s.h, ids)
	s.s.log.Debug("pipeline: measured links", "members", len(ids))
	return links
}

// parseAddrs parses multiaddrs, leaving out those that do not parse.
func parseAddrs(as []string) []ma.Multiaddr {
	var out []ma.Multiaddr
	for _, a := range as {
		if x, err := ma.NewMultiaddr(a); err == nil {
			out = append(out, x)
		}
	}
	return out
}

// checkHolder refuses a peer that is not the run's data holder (once
// there is one).
func (s *Server) checkHolder(from peer.ID) error {
	s.mu.Lock()
	holder := s.holder
	s.mu.Unlock()
	if holder != "" && from != holder {
		return fmt.Errorf("%w: run %q's data holder is %s, not %s", ErrHolder, s.offer.Run, holder, from)
	}
	return nil
}

func (s *Server) donePending() {
	s.mu.Lock()
	s.pending--
	s.mu.Unlock()
}

// answer checks a hello from a peer against the offer and says which
// stages this node serves in that run.
func (s *Server) answer(m *Message, from peer.ID) (*Message, error) {
	if m.Run != s.offer.Run || m.Model != s.offer.Model {
		return nil, fmt.Errorf("serve: this node serves run %q with model %q, not run %q with %q", s.offer.Run, s.offer.Model, m.Run, m.Model)
	}
	if err := s.checkHolder(from); err != nil {
		return nil, err
	}
	if _, err := ModelConfig(m.Model, m.Stages); err != nil {
		return nil, err
	}
	s.mu.Lock()
	busy := s.current
	s.mu.Unlock()
	if busy != "" {
		return nil, fmt.Errorf("%w %s", ErrBusy, busy)
	}
	var stages []int
	for _, st := range s.offer.Stages {
		if st < m.Stages {
			stages = append(stages, st)
		}
	}
	if len(s.offer.Stages) > 0 && len(stages) == 0 {
		return nil, fmt.Errorf("serve: this node serves stages %v, none of a %d-stage run", s.offer.Stages, m.Stages)
	}
	return &Message{Kind: KindOffer, Offer: stages, Slots: s.offer.Slots}, nil
}

// planOf turns a plan message into the executor's plan, and adds the
// members' addresses to the peerstore.
func planOf(h host.Host, m *Message) (run.Plan, error) {
	p := run.Plan{Stages: m.Stages, MinStages: m.MinStages, Paths: map[peer.ID][]run.Path{}}
	ids := make([]peer.ID, len(m.Members))
	for i, w := range m.Members {
		id, _ := peer.Decode(w.ID) // checked by DecodeMessage
		ids[i] = id
		p.Members = append(p.Members, run.Member{ID: id, Stage: w.Stage})
		if id == h.ID() {
			continue
		}
		var addrs []ma.Multiaddr
		for _, a := range w.Addrs {
			if x, err := ma.NewMultiaddr(a); err == nil {
				addrs = append(addrs, x)
			}
		}
		h.Peerstore().AddAddrs(id, addrs, planWait+time.Hour)
	}
	for _, path := range m.Paths {
		rp := make(run.Path, 0, len(path))
		for _, o := range path {
			rp = append(rp, ids[o])
		}
		p.Paths[ids[0]] = append(p.Paths[ids[0]], rp)
	}
	return p, p.Validate()
}

// session takes a plan, builds the stage, says ready, trains when told
// and reports, until the coordinator closes the session or goes away.
func (s *Server) session(c *ctrl, from peer.ID, hello, m *Message) {
	// The stream closes last, once the stage is shut and the node free
	// for another session: the coordinator waits for that.
	defer c.close()
	fail := func(err error) {
		s.s.log.Warn("pipeline: refusing a plan", "from", from, "session", m.Session, "err", err)
		c.fail(err)
	}
	if m.Run != hello.Run || m.Model != hello.Model || m.Stages != hello.Stages {
		fail(fmt.Errorf("%w: the plan names another run than the hello", ErrMessage))
		return
	}
	id0, _ := peer.Decode(m.Members[0].ID)
	if id0 != from {
		fail(fmt.Errorf("%w: a plan whose coordinator (member 0) is not the sender", ErrMessage))
		return
	}
	plan, err := planOf(s.h, m)
	if err != nil {
		fail(err)
		return
	}
	self := -1
	for i, mb := range plan.Members {
		if mb.ID == s.h.ID() {
			self = i
		}
	}
	if self < 0 {
		fail(errors.New("serve: the plan does not list this node"))
		return
	}
	if st := plan.Members[self].Stage; len(s.offer.Stages) > 0 && !slices.Contains(s.offer.Stages, st) {
		fail(fmt.Errorf("serve: the plan gives this node stage %d; it serves %v", st, s.offer.Stages))
		return
	}
	cfg, err := ModelConfig(m.Model, m.Stages)
	if err != nil {
		fail(err)
		return
	}
	if err := s.checkHolder(from); err != nil {
		fail(err)
		return
	}
	s.mu.Lock()
	if s.current != "" || s.closed {
		busy := s.current
		s.mu.Unlock()
		fail(fmt.Errorf("%w %s", ErrBusy, busy))
		return
	}
	s.current = m.Session
	if s.holder == "" {
		// The first plan taken names the run's data holder.
		s.holder = from
		s.t.setHolder(from)
		s.s.log.Info("pipeline: the run's data holder", "run", s.offer.Run, "coordinator", from)
	}
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.current = ""
		s.mu.Unlock()
	}()
	for _, mb := range plan.Members {
		s.h.ConnManager().Protect(mb.ID, protectTag)
	}
	defer func() {
		for _, mb := range plan.Members {
			s.h.ConnManager().Unprotect(mb.ID, protectTag)
		}
	}()

	ctx, cancel := context.WithCancel(s.ctx)
	defer cancel()
	// Connect to every member before training: frames then travel on
	// connections already settled (two peers that dial each other at once
	// keep one connection and close the other, which would reset streams
	// opened on it).
	if unreachable, err := s.connect(ctx, plan); err != nil {
		s.s.log.Warn("pipeline: refusing a plan", "from", from, "session", m.Session, "err", err)
		c.fail(err, unreachable...)
		return
	}
	sig := make(chan struct{}, 1)
	events := func(e run.Event) {
		s.t.event(e)
		if s.s.events != nil {
			s.s.events(e)
		}
		switch e.Kind {
		case run.EventForward, run.EventBackward, run.EventIteration:
			select {
			case sig <- struct{}{}:
			default:
			}
		}
	}
	opts := append([]run.Option{run.WithSlots(s.offer.Slots), run.WithLogger(s.s.log), run.WithEvents(events)}, s.s.runOpts...)
	p, err := run.NewPeer(s.h, cfg, plan, opts...)
	if err != nil {
		fail(err)
		return
	}
	defer p.Close()
	s.t.begin(m.Session, plan, m.Iterations, m.MinStages)
	s.s.log.Info("pipeline: serving a stage", "session", m.Session, "run", m.Run, "stage", plan.Members[self].Stage,
		"members", len(plan.Members), "coordinator", from)
	if err := c.send(&Message{Kind: KindReady}); err != nil {
		s.t.setState(StateFailed, err)
		return
	}
	switch start, err := c.recv(ctx, s.s.timeout); {
	case err == nil && start.Kind == KindClose:
		// The coordinator withdrew the plan (another member did not
		// take it) and may ask again with a new one.
		s.s.log.Info("pipeline: the coordinator withdrew its plan", "session", m.Session)
		s.t.setState(StateIdle, nil)
		return
	case err == nil && start.Kind != KindStart:
		err = fmt.Errorf("%w: %s sent %s, want %s", ErrMessage, from, start.Kind, KindStart)
		fallthrough
	case err != nil:
		s.t.setState(StateFailed, err)
		c.reset()
		return
	}
	s.t.setState(StateRunning, nil)

	// Train, reporting progress, while the control stream waits for
	// the close.
	type outcome struct {
		res []run.Result
		err error
	}
	done := make(chan outcome, 1)
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		r, err := p.Run(ctx, m.Iterations)
		done <- outcome{r, err}
	}()
	closed := make(chan error, 1)
	evals := make(chan *Message)
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		for {
			m, err := c.recv(ctx, 0)
			if err == nil && m.Kind == KindEval {
				select {
				case evals <- m:
					continue
				case <-ctx.Done():
					err = ctx.Err()
				}
			}
			if err == nil && m.Kind != KindClose {
				err = fmt.Errorf("%w: %s during a session", ErrMessage, m.Kind)
			}
			closed <- err
			return
		}
	}()
	var last time.Time
	for {
		select {
		case <-sig:
			if wait := progressEvery - time.Since(last); wait > 0 {
				t := time.NewTimer(wait)
				select {
				case <-t.C:
				case <-ctx.Done():
				}
				t.Stop()
			}
			last = time.Now()
			if err := c.send(s.progress(KindProgress)); err != nil {
				s.s.log.Debug("pipeline: reporting progress", "err", err)
			}
		case o := <-done:
			msg := s.progress(KindResult)
			msg.InFlight = 0
			if o.err != nil {
				msg.Error = o.err.Error()
				s.t.setState(StateFailed, o.err)
				s.s.log.Warn("pipeline: session failed", "session", m.Session, "err", o.err)
			} else {
				s.t.setState(StateDone, nil)
				s.s.log.Info("pipeline: session trained", "session", m.Session, "iterations", len(o.res))
			}
			_ = c.send(msg)
			// Stay up until the coordinator closes the session: peers
			// of this stage may still need our gradients, and the
			// coordinator may evaluate the trained model through us.
			for {
				select {
				case e := <-evals:
					if err := c.send(s.evaluate(p, o.err, e)); err != nil {
						s.s.log.Debug("pipeline: answering an evaluation", "err", err)
					}
					continue
				case err := <-closed:
					if err != nil {
						s.s.log.Debug("pipeline: session stream", "err", err)
					}
				}
				return
			}
		case <-evals:
			// Evaluating before the training ended: the coordinator
			// breaks the protocol.
			cancel()
			<-done
			s.t.setState(StateFailed, fmt.Errorf("%w: an evaluation before the training ended", ErrMessage))
			c.reset()
			return
		case err := <-closed:
			// The coordinator closed the session or went away before we
			// finished: stop.
			cancel()
			o := <-done
			if o.err == nil {
				s.t.setState(StateDone, nil)
			} else {
				if err == nil {
					err = errors.New("serve: the coordinator closed the session before it ended")
				}
				s.t.setState(StateFailed, err)
			}
			c.reset()
			return
		}
	}
}

// evalKey is the microbatch ID of evaluation n: far from any training
// microbatch's (owner<<40 | k<<8 | attempt), and the stage forgets it at
// once.
func evalKey(n uint64) uint64 { return 1<<63 | n }

// evaluate runs the activations of an eval message through the stage,
// trained (its run ended without error), and answers with its output.
// The stage keeps nothing of it: no tape, no gradient, no state change.
func (s *Server) evaluate(p *run.Peer, trainErr error, m *Message) *Message {
	if trainErr != nil {
		return &Message{Kind: KindEvaled, Error: "serve: this stage's training failed: " + trainErr.Error()}
	}
	s.mu.Lock()
	s.evals++
	key := evalKey(s.evals)
	s.mu.Unlock()
	st := p.Stage()
	y, err := st.Forward(key, repops.FromData(m.Data, m.Shape...))
	st.Discard(key)
	if err != nil {
		return &Message{Kind: KindEvaled, Error: err.Error()}
	}
	s.t.evaluated()
	return &Message{Kind: KindEvaled, Shape: slices.Clone(y.Shape), Data: y.Data}
}

// connect dials every member of plan this node is not connected to. It
// returns the indexes of those it could not reach.
func (s *Server) connect(ctx context.Context, plan run.Plan) ([]int, error) {
	ctx, cancel := context.WithTimeout(ctx, s.s.timeout)
	defer cancel()
	errs := make([]error, len(plan.Members))
	var wg sync.WaitGroup
	for i, m := range plan.Members {
		if m.ID == s.h.ID() {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := s.h.Connect(ctx, peer.AddrInfo{ID: m.ID}); err != nil {
				errs[i] = fmt.Errorf("serve: cannot reach member %d (%s): %w", i, m.ID, err)
			}
		}()
	}
	wg.Wait()
	var unreachable []int
	for i, err := range errs {
		if err != nil {
			unreachable = append(unreachable, i)
		}
	}
	return unreachable, errors.Join(errs...)
}

// progress is this node's progress report.
func (s *Server) progress(kind string) *Message {
	st := s.t.snapshot()
	return &Message{Kind: kind, Iter: st.Iteration, StateHash: st.StateHash, Forwarded: st.Forwarded,
		Backwarded: st.Backwarded, InFlight: st.InFlight}
}

// hexSession returns a fresh session name.
func hexSession(b [8]byte) string { return hex.EncodeToString(b[:]) }
