package run

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/synod-net/synod/pipeline/emu"
	"github.com/synod-net/synod/pipeline/wire"
	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/models"
)

// Result is what one iteration gave a peer.
type Result struct {
	Iter int
	// Loss is the mean loss of the peer's own microbatches (stage-0
	// peers with microbatches; 0 elsewhere), summed in microbatch order.
	Loss float32
	// Microbatches is how many of its own microbatches it ran.
	Microbatches int
	// Replanned counts its microbatches sent along a new path.
	Replanned int
	// StateHash is the stage's state hash after the step.
	StateHash [32]byte
	// End is when the peer took the iteration's optimizer step (wall
	// clock).
	End time.Time
	// Done is when a stage-0 peer's last microbatch finished its
	// backward pass, before the gradient exchange (zero elsewhere).
	Done time.Time
	// PeakInFlight is the most of its own microbatches a stage-0 peer had
	// in flight at once.
	PeakInFlight int
}

// owned is a stage-0 peer's microbatch in the current iteration.
type owned struct {
	k       int
	attempt int
	route   []uint16 // owner first
	data    Microbatch
	started bool
	done    bool
	loss    float32
}

// hop is what a peer remembers of a microbatch attempt open here.
type hop struct {
	route []uint16
	pos   int
}

// iterState is the loop's state for one iteration; only the loop
// goroutine (Run) touches it.
type iterState struct {
	iter      uint64
	mine      []*owned
	next      int // next of mine to inject
	inFlight  int
	peak      int
	doneAt    time.Time
	open      map[uint64]hop
	waiting   []*wire.Frame // forward frames waiting for a slot
	aborted   map[uint64]bool
	doneFrom  map[uint16]bool
	sentDone  bool
	syncArmed bool // every live stage-0 peer is done and ours are sent: expectSync ran
	synced    bool
	grads     map[int][]*repops.Tensor // rank -> gradients received
	gradCount map[int]int
	replanned int
	waits     map[uint64]wait // gradients due from the next peer
	syncBy    time.Time       // stage-mates' gradients due (zero: none)
}

// loop is Run's state.
type loop struct {
	p       *Peer
	dropped map[uint16]bool
	future  []event
	local   []event // frames to ourselves
	st      *iterState
	scale   float32
	total   int
	armed   emu.Timer // hop deadline timer (WithHopTimeout)
	armedAt time.Time
	holdD   time.Duration // hold(), computed on first use
}

func mbKey(owner uint16, k, attempt int) uint64 {
	return uint64(owner)<<40 | uint64(k)<<8 | uint64(attempt&0xff)
}

// Run trains iters iterations and returns each one's result. Every peer
// of the plan must run the same number of iterations.
func (p *Peer) Run(ctx context.Context, iters int) ([]Result, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		select {
		case <-ctx.Done():
		case <-p.ctx.Done():
			cancel()
		}
	}()
	l := &loop{p: p, dropped: map[uint16]bool{}}
	for _, paths := range p.plan.Paths {
		l.total += len(paths)
	}
	l.scale = 1 / float32(l.total)
	var out []Result
	for it := 0; it < iters; it++ {
		r, err := l.iteration(ctx, uint64(it))
		if err != nil {
			return out, err
		}
		out = append(out, r)
		p.emit(Event{Kind: EventIteration, Iter: it, Result: &r})
	}
	return out, nil
}

// iteration runs one iteration to its optimizer step.
func (l *loop) iteration(ctx context.Context, iter uint64) (Result, error) {
	p := l.p
	st := &iterState{iter: iter, open: map[uint64]hop{}, waits: map[uint64]wait{}, aborted: map[uint64]bool{}, doneFrom: map[uint16]bool{},
		grads: map[int][]*repops.Tensor{}, gradCount: map[int]int{}}
	l.st = st
	for k, path := range p.plan.Paths[p.h.ID()] {
		route := []uint16{p.self}
		for _, id := range path {
			route = append(route, p.ordinal[id])
		}
		if r2, err := replan(route, p.stageOf, l.dropped, k, l.minStages(), l.p.costFunc()); err == nil {
			if len(r2) != len(route) || !slices.Equal(r2, route) {
				st.replanned++
				p.emit(Event{Kind: EventReplan, Iter: int(iter), MB: mbKey(p.self, k, 0), Route: p.routeIDs(r2)})
			}
			route = r2
		} else {
			return Result{}, err
		}
		st.mine = append(st.mine, &owned{k: k, route: route, data: p.data(int(iter), k)})
	}
	if err := l.inject(); err != nil {
		return Result{}, err
	}
	// Frames of this iteration that came early.
	early := l.future
	l.future = nil
	for _, ev := range early {
		if err := l.dispatch(ev); err != nil {
			return Result{}, err
		}
	}
	for !st.synced {
		if err := l.progress(); err != nil {
			return Result{}, err
		}
		if st.synced {
			break
		}
		if len(l.local) > 0 {
			ev := l.local[0]
			l.local = l.local[1:]
			if err := l.dispatch(ev); err != nil {
				return Result{}, err
			}
			continue
		}
		select {
		case ev := <-p.inbox:
			if err := l.dispatch(ev); err != nil {
				return Result{}, err
			}
		case ev := <-p.lost:
			if err := l.drop(ev.who, ev.err); err != nil {
				return Result{}, err
			}
		case <-l.timer():
			if err := l.expire(); err != nil {
				return Result{}, err
			}
		case <-ctx.Done():
			if p.ctx.Err() != nil {
				return Result{}, ErrClosed
			}
			return Result{}, ctx.Err()
		}
	}
	l.stopTimer()
	r := Result{Iter: int(iter), Replanned: st.replanned, End: time.Now(), Done: st.doneAt, PeakInFlight: st.peak}
	var sum float32
	for _, m := range st.mine {
		sum = sum + m.loss
	}
	if n := len(st.mine); n > 0 {
		r.Loss, r.Microbatches = sum/float32(n), n
	}
	h, err := p.stage.StateHash()
	if err != nil {
		return r, err
	}
	r.StateHash = h
	return r, nil
}

func (l *loop) minStages() int {
	if l.p.plan.MinStages == 0 {
		return l.p.plan.Stages
	}
	return l.p.plan.MinStages
}

// deliver sends f to member to, or queues it for ourselves.
func (l *loop) deliver(to uint16, f *wire.Frame) {
	if to == l.p.self {
		l.local = append(l.local, event{from: to, frame: f})
		return
	}
	if l.dropped[to] {
		return
	}
	l.p.send(to, f)
}

// inject starts the next own microbatches while credits allow.
func (l *loop) inject() error {
	st, p := l.st, l.p
	for st.inFlight < p.credit && st.next < len(st.mine) {
		m := st.mine[st.next]
		st.next++
		st.inFlight++
		st.peak = max(st.peak, st.inFlight)
		if err := l.start(m); err != nil {
			return err
		}
	}
	return nil
}

// start runs the embedding of m's current attempt and sends it on.
func (l *loop) start(m *owned) error {
	p, st := l.p, l.st
	key := mbKey(p.self, m.k, m.attempt)
	x, err := p.stage.Embed(key, m.data.Tokens)
	if err != nil {
		return fmt.Errorf("run: microbatch %d: %w", m.k, err)
	}
	m.started = true
	p.emit(Event{Kind: EventForward, Iter: int(st.iter), MB: key, InFlight: l.inFlight()})
	l.deliver(m.route[(1)%len(m.route)], &wire.Frame{Kind: wire.KindActivation, Iter: st.iter, MB: key,
		Pos: uint16(1 % len(m.route)), Route: m.route, Shape: x.Shape, Data: x.Data})
	l.expect(key, m.route, 1%len(m.route))
	return nil
}

// dispatch handles one event.
func (l *loop) dispatch(ev event) error {
	p, st := l.p, l.st
	if l.dropped[ev.from] {
		return nil
	}
	if ev.err != nil {
		return l.drop(ev.from, ev.err)
	}
	f := ev.frame
	if f.Kind == wire.KindDrop {
		for _, o := range f.Route {
			if int(o) < len(p.plan.Members) && o != p.self {
				if err := l.drop(o, fmt.Errorf("dropped by member %d", ev.from)); err != nil {
					return err
				}
			}
		}
		return nil
	}
	switch {
	case f.Iter < st.iter:
		return nil // a stale frame of an abandoned attempt
	case f.Iter > st.iter:
		l.future = append(l.future, ev)
		// We are still in the gradient exchange, which may wait on a
		// silent stage-mate: the sender's deadline must not run out
		// meanwhile (see tellQueued).
		l.tellQueued(ev.from, f)
		return nil
	}
	var err error
	switch f.Kind {
	case wire.KindActivation:
		err = l.onActivation(ev.from, f)
	case wire.KindGradient:
		err = l.onGradient(ev.from, f)
	case wire.KindAbort:
		l.abortHere(f.MB)
	case wire.KindDone:
		if p.stageOf[ev.from] != 0 {
			err = fmt.Errorf("%w: done from a stage-%d peer", wire.ErrMalformed, p.stageOf[ev.from])
			break
		}
		st.doneFrom[ev.from] = true
		for _, o := range f.Route {
			if int(o) < len(p.plan.Members) && o != p.self {
				if err = l.drop(o, fmt.Errorf("dropped by member %d", ev.from)); err != nil {
					return err
				}
			}
		}
	case wire.KindGradSync:
		err = l.onGradSync(ev.from, f)
	case wire.KindQueued:
		err = l.onQueued(ev.from, f)
	}
	if err != nil {
		if ev.from == p.self {
			return err
		}
		var se *wire.Error
		if errors.As(err, &se) || errors.Is(err, models.ErrStage) {
			return l.drop(ev.from, err)
		}
		return err
	}
	return nil
}

// route checks that an activation or gradient frame is addressed to us
// and comes from the neighbour its route names.
func (l *loop) checkRoute(from uint16, f *wire.Frame, prev int) error {
	p := l.p
	for _, o := range f.Route {
		if int(o) >= len(p.plan.Members) {
			return &wire.Error{Field: "route", Reason: "unknown member"}
		}
	}
	n := len(f.Route)
	if f.Route[f.Pos] != p.self || f.Route[(int(f.Pos)+prev+n)%n] != from {
		return &wire.Error{Field: "route", Reason: "frame not addressed to us by its route"}
	}
	if f.MB>>40 != uint64(f.Route[0]) {
		return &wire.Error{Field: "mb", Reason: "microbatch not owned by the route's first peer"}
	}
	return wire.ExpectShape(f, []int{-1, -1, l.p.model.Dim})
}

func (l *loop) onActivation(from uint16, f *wire.Frame) error {
	p, st := l.p, l.st
	if err := l.checkRoute(from, f, -1); err != nil {
		return err
	}
	if st.aborted[f.MB] {
		return nil
	}
	x := repops.FromData(f.Data, f.Shape...)
	if f.Pos == 0 { // back home: head and loss
		m := l.mine(f.MB)
		if m == nil {
			return &wire.Error{Field: "mb", Reason: "not one of our open microbatches"}
		}
		loss, g, err := p.stage.Loss(f.MB, x, m.data.Targets, l.scale)
		if err != nil {
			return err
		}
		m.loss = loss
		last := len(f.Route) - 1
		l.deliver(f.Route[last], &wire.Frame{Kind: wire.KindGradient, Iter: st.iter, MB: f.MB, Pos: uint16(last), Route: f.Route, Shape: g.Shape, Data: g.Data})
		return nil
	}
	if len(st.open) >= p.slots {
		st.waiting = append(st.waiting, f)
		// The sender's deadline for this hop assumes a free slot: a slot
		// held by a microbatch stuck behind a silent peer further on must
		// not make this peer look silent too.
		l.tellQueued(from, f)
		return nil
	}
	return l.forward(f, x)
}

func (l *loop) forward(f *wire.Frame, x *repops.Tensor) error {
	p, st := l.p, l.st
	y, err := p.stage.Forward(f.MB, x)
	if err != nil {
		return err
	}
	st.open[f.MB] = hop{route: f.Route, pos: int(f.Pos)}
	p.emit(Event{Kind: EventForward, Iter: int(st.iter), MB: f.MB, InFlight: l.inFlight()})
	next := (int(f.Pos) + 1) % len(f.Route)
	l.deliver(f.Route[next], &wire.Frame{Kind: wire.KindActivation, Iter: st.iter, MB: f.MB, Pos: uint16(next), Route: f.Route, Shape: y.Shape, Data: y.Data})
	l.expect(f.MB, f.Route, next)
	return nil
}

func (l *loop) onGradient(from uint16, f *wire.Frame) error {
	p, st := l.p, l.st
	if err := l.checkRoute(from, f, +1); err != nil {
		return err
	}
	delete(st.waits, f.MB)
	if st.aborted[f.MB] {
		return nil
	}
	g := repops.FromData(f.Data, f.Shape...)
	if f.Pos == 0 {
		m := l.mine(f.MB)
		if m == nil {
			return &wire.Error{Field: "mb", Reason: "not one of our open microbatches"}
		}
		if _, err := p.stage.Backward(f.MB, g); err != nil {
			return err
		}
		m.done = true
		st.inFlight--
		p.emit(Event{Kind: EventBackward, Iter: int(st.iter), MB: f.MB, InFlight: l.inFlight()})
		return l.inject()
	}
	if _, ok := st.open[f.MB]; !ok {
		return &wire.Error{Field: "mb", Reason: "gradient for a microbatch not open here"}
	}
	gx, err := p.stage.Backward(f.MB, g)
	if err != nil {
		return err
	}
	delete(st.open, f.MB)
	p.emit(Event{Kind: EventBackward, Iter: int(st.iter), MB: f.MB, InFlight: l.inFlight()})
	l.deliver(f.Route[f.Pos-1], &wire.Frame{Kind: wire.KindGradient, Iter: st.iter, MB: f.MB, Pos: f.Pos - 1, Route: f.Route, Shape: gx.Shape, Data: gx.Data})
	return l.unblock()
}

// unblock runs waiting forward passes while slots are free.
func (l *loop) unblock() error {
	st := l.st
	for len(st.waiting) > 0 && len(st.open) < l.p.slots {
		f := st.waiting[0]
		st.waiting = st.waiting[1:]
		if st.aborted[f.MB] {
			continue
		}
		if err := l.forward(f, repops.FromData(f.Data, f.Shape...)); err != nil {
			return err
		}
	}
	return nil
}

// mine returns our open microbatch with attempt key, or nil.
func (l *loop) mine(key uint64) *owned {
	if key>>40 != uint64(l.p.self) {
		return nil
	}
	k := int(key>>8) & 0xffffffff
	if k >= len(l.st.mine) {
		return nil
	}
	m := l.st.mine[k]
	if m.done || mbKey(l.p.self, m.k, m.attempt) != key {
		return nil
	}
	return m
}

// abortHere forgets a microbatch attempt.
func (l *loop) abortHere(key uint64) {
	st := l.st
	st.aborted[key] = true
	delete(st.open, key)
	delete(st.waits, key)
	l.p.stage.Discard(key)
	if err := l.unblock(); err != nil {
		l.p.log.Warn("after abort", "err", err)
	}
}
