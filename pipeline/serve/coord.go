package serve

import (
	"cmp"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/event"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/pipeline/deploy"
	"github.com/synod-net/synod/pipeline/netmodel"
	"github.com/synod-net/synod/pipeline/run"
	"github.com/synod-net/synod/pipeline/sched"
)

// Scheduler settings of a session. The links are not measured, so the
// topology the scheduler sees is uniform: it balances stages and slots
// and keeps every path rule, but cannot prefer fast links.
const (
	schedBudget         = 400
	microbatchesPerPath = 2
	nominalForwardS     = 0.01
	nominalLatencyMS    = 1
	nominalGiBps        = 1
)

// CoordConfig is what a coordinator trains.
type CoordConfig struct {
	Run   string
	Model string
	// Stages is the number of pipeline stages (the coordinator serves
	// stage 0: the embedding, the head, the loss and the data).
	Stages int
	// PathLength is how many stages each microbatch visits, stage 0
	// included (PathLength(stages, skip)); re-planned paths keep it.
	PathLength int
	// Paths per iteration, each carrying two microbatches (the
	// scheduler's paths per holder).
	Paths      int
	Iterations int
	// Batch is the sequences per microbatch.
	Batch int
	// Seed seeds the scheduler and the data.
	Seed uint64
	// Slots is the coordinator's microbatches in flight.
	Slots int
	// Peers are dialled at the start of a session; the coordinator also
	// asks every connected peer that speaks the plan protocol (found,
	// say, through the run's rendezvous namespace).
	Peers []peer.AddrInfo
	// MinPeers is how many stage peers to gather before planning (0:
	// as soon as every stage has one).
	MinPeers int
	// Wait bounds the gathering.
	Wait time.Duration
	// MeasureLinks measures the links between the members before each
	// plan (round trip and bandwidth, over ProbeID) and schedules on the
	// measured topology; false: a uniform topology.
	MeasureLinks bool
	// EvalBatches is how many batches to evaluate the trained model on
	// after the last iteration, through the stages that still have a
	// live peer (0: none).
	EvalBatches int
}

func (c *CoordConfig) check() error {
	if !ValidName(c.Run) || !ValidName(c.Model) {
		return fmt.Errorf("serve: run %q or model %q is not a valid name", c.Run, c.Model)
	}
	if _, err := ModelConfig(c.Model, c.Stages); err != nil {
		return err
	}
	switch {
	case c.PathLength < 2 || c.PathLength > c.Stages:
		return fmt.Errorf("serve: path length %d of %d stages", c.PathLength, c.Stages)
	case c.Paths < 1 || c.Paths*microbatchesPerPath > MaxMicrobatches:
		return fmt.Errorf("serve: %d paths", c.Paths)
	case c.Iterations < 1 || c.Iterations > MaxIterations:
		return fmt.Errorf("serve: %d iterations", c.Iterations)
	case c.Batch < 1 || c.Batch > 1024:
		return fmt.Errorf("serve: batch %d", c.Batch)
	case c.Slots < 1 || c.Slots > MaxSlots:
		return fmt.Errorf("serve: slots %d", c.Slots)
	case c.MinPeers < 0 || c.MinPeers >= MaxMembers:
		return fmt.Errorf("serve: min peers %d", c.MinPeers)
	case c.Wait <= 0:
		return fmt.Errorf("serve: wait %s", c.Wait)
	case c.EvalBatches < 0 || c.EvalBatches > MaxEvalBatches:
		return fmt.Errorf("serve: %d evaluation batches outside 0..%d", c.EvalBatches, MaxEvalBatches)
	}
	return nil
}

// Coordinator is stage 0 of a run and its data holder: it finds stage
// peers, plans the session with the SkipPipe scheduler, hands every peer
// the plan, trains with them and collects their results.
type Coordinator struct {
	h   host.Host
	cfg CoordConfig
	s   settings
	t   *tracker

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu      sync.Mutex
	running bool
	closed  bool
	unprobe func()
}

// NewCoordinator prepares h to coordinate runs of cfg; Run runs one.
func NewCoordinator(h host.Host, cfg CoordConfig, opts ...Option) (*Coordinator, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	c := &Coordinator{h: h, cfg: cfg, s: defaultSettings()}
	c.cfg.Peers = slices.Clone(cfg.Peers)
	for _, o := range opts {
		if err := o(&c.s); err != nil {
			return nil, err
		}
	}
	c.t = newTracker(RoleCoordinator, cfg.Run, cfg.Model, cfg.Stages, nil, h.ID(), c.notify)
	c.t.st.PathLength, c.t.st.Iterations, c.t.st.Holder = cfg.PathLength, cfg.Iterations, h.ID()
	c.unprobe = serveProbes(h)
	c.ctx, c.cancel = context.WithCancel(context.Background())
	return c, nil
}

func (c *Coordinator) notify() {
	if c.s.onChange != nil {
		c.s.onChange(c.t.snapshot())
	}
}

// Status is what the coordinator knows of its current or last session.
func (c *Coordinator) Status() Status { return c.t.snapshot() }

// Close ends the session in progress and waits for it. It is idempotent.
func (c *Coordinator) Close() error {
	c.mu.Lock()
	if !c.closed {
		c.unprobe()
	}
	c.closed = true
	c.mu.Unlock()
	c.cancel()
	c.wg.Wait()
	return nil
}

// MemberReport is one peer of a session at its end.
type MemberReport struct {
	ID    peer.ID
	Stage int
	// Iterations the peer completed, and its stage's state hash after
	// the last.
	Iterations int
	StateHash  [32]byte
	// Dropped: the run dropped it, or its control stream failed.
	Dropped bool
	Err     string
}

// Report is a finished session.
type Report struct {
	Session string
	// Members, the coordinator first.
	Members []MemberReport
	// Iterations, with the coordinator's mean loss.
	Iterations []IterStatus
	// Paths are the stages each microbatch visits, stage 0 first.
	Paths [][]int
	// LeftOut are the peers that offered but did not take a plan (they
	// refused it, did not answer in time or could not be reached), in
	// the order they were left out; the session was planned again
	// without them.
	LeftOut []LeftOut
	// Eval is the evaluation after training (nil: none, or it failed).
	Eval *Eval
	// Links are the measured links the session was scheduled on (nil:
	// not measured, a uniform topology).
	Links *Links
}

// LeftOut is a peer a session was planned again without, and why.
type LeftOut struct {
	ID    peer.ID
	Stage int
	Err   string
}

// Run gathers stage peers, plans, trains cfg.Iterations iterations with
// them and returns the report. One session runs at a time (ErrBusy).
func (c *Coordinator) Run(ctx context.Context) (*Report, error) {
	c.mu.Lock()
	switch {
	case c.closed:
		c.mu.Unlock()
		return nil, ErrClosed
	case c.running:
		c.mu.Unlock()
		return nil, ErrBusy
	}
	c.running = true
	c.wg.Add(1)
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		c.running = false
		c.mu.Unlock()
		c.wg.Done()
	}()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stop := context.AfterFunc(c.ctx, cancel)
	defer stop()
	c.t.setState(StateWaiting, nil)
	rep, err := c.session(ctx)
	if err != nil {
		if c.ctx.Err() != nil {
			err = fmt.Errorf("%w: %w", ErrClosed, err)
		}
		c.t.setState(StateFailed, err)
		c.s.log.Warn("pipeline: session failed", "run", c.cfg.Run, "err", err)
		return rep, err
	}
	c.t.setState(StateDone, nil)
	return rep, nil
}

// candidate is a peer that offered its stages.
type candidate struct {
	id    peer.ID
	c     *ctrl
	offer []int // empty: any
	slots int
	stage int
}

func (k *candidate) serves(stage int) bool {
	return len(k.offer) == 0 || slices.Contains(k.offer, stage)
}

func (c *Coordinator) session(ctx context.Context) (*Report, error) {
	cands, err := c.gather(ctx)
	defer func() { closeAll(cands) }()
	if err != nil {
		return nil, err
	}
	protected := slices.Clone(cands)
	for _, k := range protected {
		c.h.ConnManager().Protect(k.id, protectTag)
	}
	defer func() {
		for _, k := range protected {
			c.h.ConnManager().Unprotect(k.id, protectTag)
		}
	}()
	sctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var left []LeftOut
	members, msg, own, err := c.handOut(sctx, &cands, &left)
	if err != nil {
		return nil, err
	}
	defer own.Close()
	for _, k := range members {
		if err := k.c.send(&Message{Kind: KindStart}); err != nil {
			return nil, fmt.Errorf("serve: starting %s: %w", k.id, err)
		}
	}
	c.t.setState(StateRunning, nil)

	// Train, and hear every peer's progress and result.
	type heard struct {
		k   *candidate
		m   *Message
		err error
	}
	inbox := make(chan heard, len(members))
	var readers sync.WaitGroup
	for _, k := range members {
		readers.Add(1)
		kc := k.c
		go func() {
			defer readers.Done()
			for {
				m, err := kc.recv(sctx, 0)
				if err == nil && m.Kind != KindProgress && m.Kind != KindResult {
					err = fmt.Errorf("%w: %s during a session", ErrMessage, m.Kind)
				}
				select {
				case inbox <- heard{k, m, err}:
				case <-sctx.Done():
					return
				}
				if err != nil || m.Kind == KindResult {
					return
				}
			}
		}()
	}
	defer func() {
		cancel()
		readers.Wait()
	}()
	type outcome struct {
		res []run.Result
		err error
	}
	mine := make(chan outcome, 1)
	go func() {
		r, err := own.Run(sctx, c.cfg.Iterations)
		mine <- outcome{r, err}
	}()
	defer func() { cancel(); <-mine }()

	results := map[peer.ID]*Message{}
	gone := map[peer.ID]error{}
	var ownRes []run.Result
	ownDone := false
	grace := time.NewTimer(time.Hour)
	grace.Stop()
	defer grace.Stop()
	for {
		if ownDone && c.allIn(members, results, gone) {
			break
		}
		select {
		case o := <-mine:
			mine <- o // for the deferred wait
			if o.err != nil {
				return nil, fmt.Errorf("serve: training: %w", o.err)
			}
			ownRes, ownDone = o.res, true
			grace.Reset(c.s.timeout)
		case h := <-inbox:
			switch {
			case h.err != nil:
				gone[h.k.id] = h.err
				c.t.dropped(h.k.id)
			case h.m.Kind == KindResult:
				results[h.k.id] = h.m
				c.t.progress(h.k.id, h.m)
			default:
				c.t.progress(h.k.id, h.m)
			}
		case <-grace.C:
			c.s.log.Warn("pipeline: peers sent no result in time", "waited", c.s.timeout)
			goto report
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
report:
	// Every peer that still counts has stepped for the last time: the
	// session is over for all. Those that reported wait for their close
	// to be answered (their stage shut), so that a next session finds
	// them free.
	var done, others []*candidate
	for _, k := range members {
		if results[k.id] != nil {
			done = append(done, k)
		} else {
			others = append(others, k)
		}
	}
	var eval *Eval
	if c.cfg.EvalBatches > 0 {
		dropped := map[peer.ID]bool{}
		for _, ms := range c.t.snapshot().Members {
			dropped[ms.ID] = ms.Dropped
		}
		c.t.setState(StateEvaluating, nil)
		var err error
		if eval, err = c.evaluate(sctx, own, liveByStage(members, results, dropped)); err != nil {
			c.s.log.Warn("pipeline: evaluation failed", "err", err)
		} else {
			c.t.setEval(eval)
			c.s.log.Info("pipeline: evaluated", "batches", eval.Batches, "loss", eval.Loss, "stages", fmt.Sprint(eval.Stages),
				"skipped", fmt.Sprint(eval.Skipped))
		}
	}
	finishAll(done, c.s.timeout)
	closeAll(others)
	rep := &Report{Session: msg.Session, LeftOut: left, Eval: eval}
	st := c.t.snapshot()
	rep.Iterations, rep.Paths, rep.Links = st.Iters, st.Paths, st.Links
	dropped := map[peer.ID]bool{}
	for _, ms := range st.Members {
		dropped[ms.ID] = ms.Dropped
	}
	self := MemberReport{ID: c.h.ID(), Stage: 0, Iterations: len(ownRes)}
	if n := len(ownRes); n > 0 {
		self.StateHash = ownRes[n-1].StateHash
	}
	rep.Members = append(rep.Members, self)
	for _, k := range members {
		mr := MemberReport{ID: k.id, Stage: k.stage, Dropped: dropped[k.id]}
		if m := results[k.id]; m != nil {
			mr.Iterations, mr.Err = m.Iter, m.Error
			if m.StateHash != "" {
				mr.StateHash, _ = ParseHash(m.StateHash)
			}
		} else if err := gone[k.id]; err != nil {
			mr.Err = err.Error()
		} else {
			mr.Err = "no result"
		}
		rep.Members = append(rep.Members, mr)
	}
	return rep, nil
}

// maxPlans bounds the plans of one session: each one after the first
// leaves out at least one peer that did not take the previous one.
const maxPlans = 8

// handOut plans a session over the candidates and hands every member
// the plan until all of them have built their stage and said ready. A
// member that refuses the plan, does not answer in time or cannot be
// reached is left out (appended to left and removed from cands; a
// member that refused because it could not reach others has those left
// out instead), the plan is withdrawn from the others, and the session
// is planned again without it: its stage goes to the remaining peers,
// the scheduler routes its microbatches over them, and stage 0 stays
// the coordinator's. It fails when what is left no longer covers every
// stage. It returns the members (sorted by stage), the plan's message
// and the coordinator's own stage, built and listening.
func (c *Coordinator) handOut(ctx context.Context, cands *[]*candidate, left *[]LeftOut) ([]*candidate, *Message, *run.Peer, error) {
	mcfg, _ := ModelConfig(c.cfg.Model, c.cfg.Stages)
	events := func(e run.Event) {
		c.t.event(e)
		if c.s.events != nil {
			c.s.events(e)
		}
	}
	opts := append([]run.Option{run.WithData(deploy.Counting(mcfg.Vocab, mcfg.Context, c.cfg.Batch, c.cfg.Seed<<16)),
		run.WithCredits(c.cfg.Slots), run.WithSlots(c.cfg.Slots), run.WithLogger(c.s.log), run.WithEvents(events)}, c.s.runOpts...)
	for attempt := 1; ; attempt++ {
		members, err := assign(*cands, c.cfg.Stages)
		if err != nil {
			if len(*left) > 0 {
				err = fmt.Errorf("%w, after leaving out %d peers that did not take the plan", err, len(*left))
			}
			return nil, nil, nil, err
		}
		var links *Links
		if c.cfg.MeasureLinks {
			links = c.measure(ctx, members)
			c.t.setLinks(links)
		}
		plan, msg, err := c.plan(members, links)
		if err != nil {
			return nil, nil, nil, err
		}
		popts := opts
		if links != nil {
			popts = append(slices.Clone(opts), run.WithHopCost(links.hopCost(c.h.ID(), members, deploy.FrameBytes(mcfg, c.cfg.Batch))))
		}
		// Our own stage first, so that peers can reach it once they
		// start.
		own, err := run.NewPeer(c.h, mcfg, plan, popts...)
		if err != nil {
			return nil, nil, nil, err
		}
		c.t.begin(msg.Session, plan, c.cfg.Iterations, c.cfg.PathLength)
		c.s.log.Info("pipeline: session planned", "run", c.cfg.Run, "session", msg.Session, "members", len(plan.Members),
			"microbatches", len(msg.Paths), "path_length", c.cfg.PathLength, "plan", attempt)

		// Every peer builds its stage.
		errs := make([]error, len(members))
		var wg sync.WaitGroup
		for i, k := range members {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := k.c.send(msg); err != nil {
					errs[i] = err
					return
				}
				_, errs[i] = k.c.expect(ctx, c.s.timeout, KindReady)
			}()
		}
		wg.Wait()
		if ctx.Err() != nil {
			own.Close()
			return nil, nil, nil, ctx.Err()
		}
		out := blame(members, errs)
		if len(out) == 0 {
			return members, msg, own, nil
		}
		own.Close()
		if attempt == maxPlans {
			return nil, nil, nil, fmt.Errorf("serve: %d plans in a row not taken by every peer (last: %s)", maxPlans, out[0].err)
		}
		// Withdraw the plan: the peers that took it shut their stage
		// and are asked again; those left out are let go.
		drop := map[peer.ID]bool{}
		for _, o := range out {
			drop[o.k.id] = true
			*left = append(*left, LeftOut{ID: o.k.id, Stage: o.k.stage, Err: o.err.Error()})
			c.t.leftOut()
			c.s.log.Warn("pipeline: planning again without a peer that did not take the plan", "peer", o.k.id,
				"stage", o.k.stage, "session", msg.Session, "err", o.err)
		}
		var keep, withdraw []*candidate
		for _, k := range *cands {
			switch {
			case drop[k.id]:
				if k.c != nil {
					k.c.reset()
					k.c = nil
				}
			case slices.Contains(members, k):
				withdraw = append(withdraw, k)
				keep = append(keep, k)
			default:
				keep = append(keep, k) // offered, not planned: still waits for a plan
			}
		}
		finishAll(withdraw, c.s.timeout)
		*cands = keep
		if err := c.askAgain(ctx, cands, withdraw); err != nil {
			return nil, nil, nil, err
		}
	}
}

// culprit is a member left out of the next plan and why.
type culprit struct {
	k   *candidate
	err error
}

// blame names the members to leave out after a hand-out that failed
// for some (errs, by member index). A peer that refused because it could
// not reach other members blames those (the coordinator among them
// blames the refusing peer itself: it cannot reach stage 0); every
// other failure blames the peer that failed.
func blame(members []*candidate, errs []error) []culprit {
	var out []culprit
	seen := map[peer.ID]bool{}
	add := func(k *candidate, err error) {
		if !seen[k.id] {
			seen[k.id] = true
			out = append(out, culprit{k, err})
		}
	}
	for i, err := range errs {
		if err == nil {
			continue
		}
		var r *Refusal
		if !errors.As(err, &r) || len(r.Unreachable) == 0 || slices.Contains(r.Unreachable, 0) {
			add(members[i], fmt.Errorf("did not take the plan: %w", err))
			continue
		}
		for _, o := range r.Unreachable {
			// Plan member o is members[o-1] (the coordinator is 0).
			if o-1 < len(members) {
				add(members[o-1], fmt.Errorf("unreachable from %s (stage %d): %w", members[i].id, members[i].stage, err))
			}
		}
	}
	return out
}

// askAgain says hello again to the peers a withdrawn plan was taken by
// (their streams are closed), replacing their control streams; a peer
// that no longer offers is removed from cands.
func (c *Coordinator) askAgain(ctx context.Context, cands *[]*candidate, ks []*candidate) error {
	errs := make([]error, len(ks))
	var wg sync.WaitGroup
	for i, k := range ks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n, err := c.hello(ctx, k.id)
			if err != nil {
				errs[i] = err
				return
			}
			k.c, k.offer, k.slots = n.c, n.offer, n.slots
		}()
	}
	wg.Wait()
	if ctx.Err() != nil {
		return ctx.Err()
	}
	for i, err := range errs {
		if err != nil {
			c.s.log.Warn("pipeline: a peer no longer offers after a withdrawn plan", "peer", ks[i].id, "err", err)
			*cands = slices.DeleteFunc(*cands, func(k *candidate) bool { return k == ks[i] })
		}
	}
	return nil
}

// closeAll ends the sessions of cands: a close message, then the stream.
func closeAll(cands []*candidate) {
	for _, k := range cands {
		if k.c != nil {
			_ = k.c.send(&Message{Kind: KindClose})
			k.c.close()
			k.c = nil
		}
	}
}

// finishAll closes the sessions of peers whose control streams no one
// else reads, and waits (at most d) for each to close its end, which it
// does once its stage is shut.
func finishAll(cands []*candidate, d time.Duration) {
	var wg sync.WaitGroup
	for _, k := range cands {
		kc := k.c
		if kc == nil {
			continue
		}
		k.c = nil
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer kc.close()
			if kc.send(&Message{Kind: KindClose}) != nil || kc.fs.CloseWrite() != nil {
				return
			}
			_, _ = kc.recv(context.Background(), d)
		}()
	}
	wg.Wait()
}

// allIn reports whether every member that still counts sent its result:
// members the run dropped or whose stream failed do not.
func (c *Coordinator) allIn(members []*candidate, results map[peer.ID]*Message, gone map[peer.ID]error) bool {
	st := c.t.snapshot()
	dropped := map[peer.ID]bool{}
	for _, ms := range st.Members {
		dropped[ms.ID] = ms.Dropped
	}
	for _, k := range members {
		if results[k.id] == nil && gone[k.id] == nil && !dropped[k.id] {
			return false
		}
	}
	return true
}

// gather asks peers that speak the plan protocol for their offers until
// enough of them cover every stage, or the wait ends.
func (c *Coordinator) gather(ctx context.Context) ([]*candidate, error) {
	gctx, cancel := context.WithTimeout(ctx, c.cfg.Wait)
	defer cancel()
	for _, ai := range c.cfg.Peers {
		if ai.ID == c.h.ID() {
			continue
		}
		c.h.Peerstore().AddAddrs(ai.ID, ai.Addrs, time.Hour)
		c.wg.Add(1)
		go func() {
			defer c.wg.Done()
			if err := c.h.Connect(gctx, ai); err != nil {
				c.s.log.Warn("pipeline: dialling a configured peer", "peer", ai.ID, "err", err)
			}
		}()
	}
	sub, err := c.h.EventBus().Subscribe([]any{new(event.EvtPeerIdentificationCompleted), new(event.EvtPeerProtocolsUpdated)})
	if err != nil {
		return nil, err
	}
	defer sub.Close()
	type answer struct {
		k   *candidate
		err error
	}
	answers := make(chan answer)
	var asks sync.WaitGroup
	defer func() {
		cancel()
		asks.Wait()
	}()
	asked := map[peer.ID]bool{}
	ask := func(id peer.ID) {
		if id == c.h.ID() || asked[id] {
			return
		}
		if ps, err := c.h.Peerstore().SupportsProtocols(id, ProtocolID); err != nil || len(ps) == 0 {
			return
		}
		asked[id] = true
		asks.Add(1)
		go func() {
			defer asks.Done()
			k, err := c.hello(gctx, id)
			select {
			case answers <- answer{k, err}:
			case <-gctx.Done():
				if k != nil {
					k.c.reset()
				}
			}
		}()
	}
	scan := func() {
		for _, id := range c.h.Network().Peers() {
			ask(id)
		}
	}
	scan()
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	var cands []*candidate
	refused := 0
	for {
		if len(cands) >= max(c.cfg.MinPeers, 1) {
			if _, err := assign(cands, c.cfg.Stages); err == nil {
				return cands, nil
			}
		}
		select {
		case e := <-sub.Out():
			switch e := e.(type) {
			case event.EvtPeerIdentificationCompleted:
				ask(e.Peer)
			case event.EvtPeerProtocolsUpdated:
				ask(e.Peer)
			}
		case <-tick.C:
			scan()
		case a := <-answers:
			if a.err != nil {
				refused++
				c.s.log.Info("pipeline: a peer will not serve", "err", a.err)
				continue
			}
			cands = append(cands, a.k)
			c.s.log.Info("pipeline: stage peer found", "peer", a.k.id, "offer", offerText(a.k.offer), "slots", a.k.slots)
		case <-gctx.Done():
			if ctx.Err() != nil {
				return cands, ctx.Err()
			}
			err := fmt.Errorf("%w: after %s, %d stage peers of run %q offered (%d asked, %d refused), want %d covering stages 1..%d",
				ErrNoPeers, c.cfg.Wait, len(cands), c.cfg.Run, len(asked), refused, max(c.cfg.MinPeers, c.cfg.Stages-1), c.cfg.Stages-1)
			if _, aerr := assign(cands, c.cfg.Stages); aerr != nil {
				err = fmt.Errorf("%w: %w", err, aerr)
			}
			return cands, err
		}
	}
}

// hello asks one peer what it serves.
func (c *Coordinator) hello(ctx context.Context, id peer.ID) (*candidate, error) {
	octx, cancel := context.WithTimeout(ctx, c.s.timeout)
	defer cancel()
	k, err := openCtrl(octx, c.h, id)
	if err != nil {
		return nil, err
	}
	if err := k.send(&Message{Kind: KindHello, Run: c.cfg.Run, Model: c.cfg.Model, Stages: c.cfg.Stages}); err != nil {
		k.reset()
		return nil, err
	}
	m, err := k.expect(ctx, c.s.timeout, KindOffer)
	if err != nil {
		k.reset()
		return nil, err
	}
	return &candidate{id: id, c: k, offer: m.Offer, slots: m.Slots}, nil
}

func offerText(offer []int) string {
	if len(offer) == 0 {
		return "any stage"
	}
	return fmt.Sprint(offer)
}

// ErrNoPeers reports a session that found too few stage peers in its
// wait; nothing was planned, and a later session may find them.
var ErrNoPeers = errors.New("serve: not enough stage peers")

// ErrCoverage reports offers that leave a stage without a peer.
var ErrCoverage = errors.New("serve: the offers do not cover every stage")

// assign gives every candidate a stage: first one peer per stage above
// 0 (a maximum matching of offers to stages, candidates by peer ID), then
// each other peer the stage it offers with the fewest peers (the lowest
// on ties). It returns the members sorted by stage, then peer ID, or
// ErrCoverage.
func assign(cands []*candidate, stages int) ([]*candidate, error) {
	ks := slices.Clone(cands)
	sort.Slice(ks, func(i, j int) bool { return ks[i].id < ks[j].id })
	if len(ks) > MaxMembers-1 {
		ks = ks[:MaxMembers-1]
	}
	owner := make([]int, stages) // stage -> candidate index, -1: none
	for s := range owner {
		owner[s] = -1
	}
	var try func(s int, seen []bool) bool
	try = func(s int, seen []bool) bool {
		for i, k := range ks {
			if seen[i] || !k.serves(s) {
				continue
			}
			seen[i] = true
			at := slices.Index(owner, i)
			if at < 0 {
				owner[s] = i
				return true
			}
			if try(at, seen) {
				owner[at], owner[s] = -1, i
				return true
			}
		}
		return false
	}
	var missing []string
	for s := 1; s < stages; s++ {
		if !try(s, make([]bool, len(ks))) {
			missing = append(missing, fmt.Sprint(s))
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%w: no peer for stage %s", ErrCoverage, strings.Join(missing, ", "))
	}
	count := make([]int, stages)
	stageOf := make([]int, len(ks))
	for i := range ks {
		stageOf[i] = slices.Index(owner, i)
		if stageOf[i] > 0 {
			count[stageOf[i]]++
		}
	}
	for i, k := range ks {
		if stageOf[i] > 0 {
			continue
		}
		best := -1
		for s := 1; s < stages; s++ {
			if k.serves(s) && (best < 0 || count[s] < count[best]) {
				best = s
			}
		}
		if best > 0 {
			stageOf[i] = best
			count[best]++
		}
	}
	var out []*candidate
	for i, k := range ks {
		if stageOf[i] > 0 {
			k.stage = stageOf[i]
			out = append(out, k)
		}
	}
	slices.SortFunc(out, func(a, b *candidate) int {
		return cmp.Or(cmp.Compare(a.stage, b.stage), cmp.Compare(a.id, b.id))
	})
	return out, nil
}

// wireMembers lists the coordinator and members as a plan does: peer
// ID, stage, slots and addresses.
func (c *Coordinator) wireMembers(members []*candidate) []WireMember {
	out := []WireMember{{ID: c.h.ID().String(), Stage: 0, Slots: c.cfg.Slots}}
	for _, k := range members {
		out = append(out, WireMember{ID: k.id.String(), Stage: k.stage, Slots: k.slots})
	}
	for i := range out {
		addrs := c.h.Addrs()
		if i > 0 {
			addrs = c.h.Peerstore().Addrs(members[i-1].id)
		}
		for _, a := range addrs {
			if s := a.String(); len(s) <= maxAddrLen && len(out[i].Addrs) < maxAddrs {
				out[i].Addrs = append(out[i].Addrs, s)
			}
		}
	}
	return out
}

// plan schedules a session over the members on links (nil: a uniform
// topology) and returns the executor's plan and the message that
// carries it.
func (c *Coordinator) plan(members []*candidate, links *Links) (run.Plan, *Message, error) {
	mcfg, _ := ModelConfig(c.cfg.Model, c.cfg.Stages)
	n := len(members) + 1
	t := &netmodel.Topology{Name: c.cfg.Run, Stages: c.cfg.Stages,
		ActivationBytes: float64(deploy.FrameBytes(mcfg, c.cfg.Batch)),
		Workload:        netmodel.Workload{PathsPerHolder: c.cfg.Paths, MicrobatchesPerPath: microbatchesPerPath, InFlight: c.cfg.Slots}}
	ids := []peer.ID{c.h.ID()}
	t.Nodes = append(t.Nodes, netmodel.Node{Name: "coordinator", Stage: 0, ForwardS: nominalForwardS, Slots: c.cfg.Slots})
	for _, k := range members {
		ids = append(ids, k.id)
		t.Nodes = append(t.Nodes, netmodel.Node{Stage: k.stage, ForwardS: nominalForwardS, Slots: k.slots})
	}
	t.LatencyMS, t.BandwidthGiBps = make([][]float64, n), make([][]float64, n)
	for i := range n {
		t.LatencyMS[i], t.BandwidthGiBps[i] = make([]float64, n), make([]float64, n)
		for j := range n {
			if i != j {
				t.LatencyMS[i][j], t.BandwidthGiBps[i][j] = nominalLatencyMS, nominalGiBps
			}
		}
	}
	if links != nil {
		t.LatencyMS, t.BandwidthGiBps = links.LatencyMS, links.BandwidthGiBps
	}
	sc, err := sched.NewConfig(c.cfg.PathLength, sched.WithSeed(int64(c.cfg.Seed)), sched.WithBudget(schedBudget))
	if err != nil {
		return run.Plan{}, nil, err
	}
	pl, err := sched.Schedule(t, sc)
	if err != nil {
		return run.Plan{}, nil, fmt.Errorf("serve: scheduling %d paths of %d stages over %d peers: %w", c.cfg.Paths, c.cfg.PathLength, len(members), err)
	}
	plan, err := deploy.Plan(t, pl.Schedule(), ids, c.cfg.PathLength)
	if err != nil {
		return run.Plan{}, nil, err
	}
	var sid [8]byte
	_, _ = rand.Read(sid[:])
	msg := &Message{Kind: KindPlan, Run: c.cfg.Run, Model: c.cfg.Model, Stages: c.cfg.Stages, Session: hexSession(sid),
		MinStages: plan.MinStages, Iterations: c.cfg.Iterations}
	index := map[peer.ID]int{}
	for i, id := range ids {
		index[id] = i
	}
	msg.Members = c.wireMembers(members)
	for _, p := range plan.Paths[ids[0]] {
		var route []int
		for _, id := range p {
			route = append(route, index[id])
		}
		msg.Paths = append(msg.Paths, route)
	}
	if _, err := EncodeMessage(msg); err != nil {
		return run.Plan{}, nil, err
	}
	return plan, msg, nil
}
