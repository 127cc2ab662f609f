package swarm

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm/learn"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/tasks"
	"github.com/synod-net/synod/swarm/wire"
)

// ErrClosed is returned by a service that was closed.
var ErrClosed = errors.New("swarm: service closed")

// Report is the outcome of one round as this node computed it.
type Report struct {
	Round   uint64
	Winners []peer.ID
	Root    [32]byte
	Counted int
	// Ballots are the counted votes (voter and choice), in leaf order.
	Ballots []Ballot
	Rewards []round.Reward
	// Equivocators are senders caught with two different messages in a stage.
	Equivocators []peer.ID
	// Evidence holds the signed messages proving each equivocation.
	Evidence []round.Equivocation
}

// Ballot is one counted vote.
type Ballot struct {
	Voter, Choice peer.ID
}

// Status is a snapshot of a service.
type Status struct {
	SwarmID   string
	Round     uint64
	Stage     round.Stage
	Members   int
	Last      *Report
	Rewards   map[peer.ID]int64 // cumulative, thousandths
	Sent      int64
	SentBytes int64
	Received  int64
	Rejected  map[string]int64 // by reason
	// Resumed is how many peers' messages of the round in progress were
	// replayed from the state database when the service started.
	Resumed int
	// Learn is the learner's report of the last round it trained (nil
	// before the first or without a learner).
	Learn *learn.Report
}

type validateReq struct {
	msg  round.Msg
	at   time.Time // when the validator received it
	resp chan round.Verdict
	// durable, with a state database, is closed once the accepted message
	// is on disk; the validator waits for it before GossipSub forwards
	// the message.
	durable chan struct{}
	// members, when set, is a member set read from the chain for this
	// message (its sender was unknown): the loop applies it first.
	members []string
}

type action struct {
	round uint64
	stage round.Stage
	body  *wire.Body
	err   error
}

// Service plays the rounds of one swarm on one node. Create it with New,
// run it with Start and stop it with Close.
type Service struct {
	cfg    round.Config
	net    Network
	policy Policy
	self   peer.ID

	log      *slog.Logger
	now      func() time.Time
	db       *state.DB
	chain    Chain
	members  []peer.ID
	reg      prometheus.Registerer
	onResult func(Report)
	metrics  *metrics
	// injectedClock is set when now is not the wall clock (WithClock).
	injectedClock bool

	m      *round.Machine
	topics map[wire.Kind]Topic
	reqs   chan validateReq
	acts   chan action
	ready  chan *ownItem // own messages recorded durably, for the loop to judge
	// recorded, when set (tests only), is called once an own message is
	// recorded, before the loop judges it.
	recorded func(*state.Vote)
	memCh    chan []string // refreshed member sets from the chain
	// memMu guards the latest member set read (memSet, memAt), the read
	// in flight (memWait: closed when it ends) and the set the round
	// machine holds (applied, written by the loop).
	memMu   sync.Mutex
	memSet  map[string]bool
	applied map[string]bool
	memAt   time.Time
	memWait chan struct{}
	// memEvery, when set (tests only), replaces the period of the reads.
	memEvery time.Duration
	pubMu    sync.Mutex
	pubq     []pubItem     // unbounded, so the loop never waits on the network
	pubSig   chan struct{} // capacity 1: wakes the publisher
	// Records for the persister goroutine (under pubMu).
	seenq       []seenItem
	rolloutq    []state.Rollout
	pruneBefore uint64
	seenSig     chan struct{} // capacity 1: wakes the persister
	pruned      uint64        // owned by the persister
	own         sync.Map      // [32]byte sha256 of own envelopes

	results map[uint64]*round.RoundResult // owned by the loop

	// Learning: the learner (nil: none), peers' shared groups, drawn
	// round questions and peers' training questions (qMu guards both
	// caches).
	learner Learner
	onLearn func(learn.Report)
	pool    rolloutPool
	qMu     sync.Mutex
	qCache  map[uint64][]tasks.Task
	tCache  map[trainKey][]tasks.Task

	mu             sync.Mutex
	status         Status
	contradictions []Contradiction

	ctx       context.Context
	cancel    context.CancelFunc
	wg        sync.WaitGroup
	startOnce sync.Once
	closeOnce sync.Once
}

type pubItem struct {
	kind wire.Kind
	data []byte
	// own, when set, is this node's stage message, not yet published:
	// the publisher records it durably and hands it back to the loop
	// (ready), which judges it and queues it again, without own, to go
	// out.
	own *ownItem
}

// ownItem is this node's stage message on its way out.
type ownItem struct {
	rec *state.Vote
	act action
	msg round.Msg
}

// New builds a service for the swarm described by cfg (cfg.Self is filled
// in from the network's key). It does nothing until Start.
func New(cfg round.Config, net Network, policy Policy, opts ...Option) (*Service, error) {
	if net == nil || policy == nil {
		return nil, errors.New("swarm: New needs a network and a policy")
	}
	self, err := peer.IDFromPrivateKey(net.Key())
	if err != nil {
		return nil, fmt.Errorf("swarm: node key: %w", err)
	}
	cfg.Self = string(self)
	s := &Service{
		cfg: cfg, net: net, policy: policy, self: self,
		log: slog.New(slog.DiscardHandler), now: time.Now,
		reqs: make(chan validateReq), acts: make(chan action, 4), ready: make(chan *ownItem, 4), memCh: make(chan []string, 1), pubSig: make(chan struct{}, 1), seenSig: make(chan struct{}, 1),
		topics: map[wire.Kind]Topic{}, results: map[uint64]*round.RoundResult{},
	}
	for _, o := range opts {
		if err := o(s); err != nil {
			return nil, err
		}
	}
	if s.m, err = round.New(cfg); err != nil {
		return nil, err
	}
	s.metrics = newMetrics(s.reg)
	s.status = Status{SwarmID: cfg.SwarmID, Rewards: map[peer.ID]int64{}, Rejected: map[string]int64{}}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	return s, nil
}

// Self returns the node's peer ID.
func (s *Service) Self() peer.ID { return s.self }

// Config returns the round configuration.
func (s *Service) Config() round.Config { return s.cfg }

// Start joins the swarm's topics, restores what was persisted for the
// current round and starts the service goroutine.
func (s *Service) Start(ctx context.Context) error {
	var err error
	s.startOnce.Do(func() { err = s.start(ctx) })
	return err
}

func (s *Service) start(ctx context.Context) error {
	members, err := s.loadMembers(ctx)
	if err != nil {
		return err
	}
	s.setRegistered(members)
	s.noteMembers(members)
	restored, err := s.restore()
	if err != nil {
		return err
	}
	for _, k := range wire.Kinds {
		t, err := s.net.Join(s.cfg.SwarmID, k, s.validator(k))
		if err != nil {
			for _, t := range s.topics {
				t.Close()
			}
			return fmt.Errorf("swarm: join %s topic of swarm %s: %w", k, s.cfg.SwarmID, err)
		}
		s.topics[k] = t
	}
	outs := s.m.Restore(s.now(), restored)
	if err := s.recommit(); err != nil {
		s.log.Warn("cannot check the stored rounds for commitments to send again", "err", err)
	}
	s.wg.Add(3)
	go s.persistLoop()
	go s.publishLoop()
	go s.loop(outs)
	if s.chain != nil {
		s.wg.Add(1)
		go s.refreshMembers()
	}
	return nil
}

// refreshMembers rereads the registered members from the chain once per
// stage, so nodes that register later are heard from.
func (s *Service) refreshMembers() {
	defer s.wg.Done()
	every := min(s.cfg.Answer, 5*time.Second)
	if s.memEvery > 0 {
		every = s.memEvery
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
		}
		ids, err := s.loadMembers(s.ctx)
		if err != nil {
			if s.ctx.Err() == nil {
				s.log.Warn("cannot refresh swarm members", "err", err)
			}
			continue
		}
		s.noteMembers(ids)
		select {
		case s.memCh <- ids:
		case <-s.ctx.Done():
			return
		}
	}
}

// noteMembers records a member set just read from the chain.
func (s *Service) noteMembers(ids []string) {
	set := make(map[string]bool, len(ids))
	for _, id := range ids {
		set[id] = true
	}
	s.memMu.Lock()
	s.memSet, s.memAt = set, time.Now()
	s.memMu.Unlock()
}

// Bounds on the member reads a message from an unknown sender causes.
const (
	// memberReadEvery is the least time between two such reads: a flood
	// of messages from unregistered keys costs one chain read per period.
	memberReadEvery = time.Second
	// memberReadWait is the most a validator waits for one.
	memberReadWait = 3 * time.Second
)

// memberFor is called by a validator with a message from a sender this
// node does not know as a member. A member that registered since the
// last read (nodes join at any time, and the set is read once per stage)
// must not have its messages refused, nor be scored down by GossipSub for
// them: the validator reads the set from the chain again (one read at a
// time, at most once per memberReadEvery, shared by the validators that
// wait) and returns it when it names the sender; nil when it does not or
// cannot be read. The message keeps the time it arrived at.
func (s *Service) memberFor(ctx context.Context, id string) []string {
	if s.chain == nil {
		return nil
	}
	for {
		s.memMu.Lock()
		switch {
		case s.memSet[id]:
			ids := setList(s.memSet)
			s.memMu.Unlock()
			return ids
		case s.memWait != nil:
			w := s.memWait
			s.memMu.Unlock()
			select {
			case <-w:
				continue
			case <-ctx.Done():
				return nil
			case <-s.ctx.Done():
				return nil
			}
		case time.Since(s.memAt) < memberReadEvery:
			s.memMu.Unlock()
			return nil
		}
		w := make(chan struct{})
		s.memWait = w
		s.memMu.Unlock()
		rctx, cancel := context.WithTimeout(s.ctx, memberReadWait)
		ids, err := s.loadMembers(rctx)
		cancel()
		s.memMu.Lock()
		if err == nil {
			s.memSet = make(map[string]bool, len(ids))
			for _, x := range ids {
				s.memSet[x] = true
			}
		} else if s.ctx.Err() == nil {
			s.log.Warn("cannot read the swarm members for a message from an unknown sender", "err", err)
		}
		s.memAt = time.Now()
		s.memWait = nil
		close(w)
		known := s.memSet[id]
		s.memMu.Unlock()
		if !known {
			return nil
		}
		return ids
	}
}

func setList(set map[string]bool) []string {
	out := make([]string, 0, len(set))
	for id := range set {
		out = append(out, id)
	}
	return out
}

// knownMember reports whether the round machine's member set names id
// (for a validator: the loop steps the message after that set is in).
func (s *Service) knownMember(id string) bool {
	s.memMu.Lock()
	defer s.memMu.Unlock()
	return s.applied[id]
}

func (s *Service) loadMembers(ctx context.Context) ([]string, error) {
	ids := map[string]bool{}
	for _, p := range s.members {
		ids[string(p)] = true
	}
	if s.chain != nil {
		ps, err := s.chain.Members(ctx)
		if err != nil {
			return nil, fmt.Errorf("swarm: read members from the coordinator contract: %w", err)
		}
		for _, p := range ps {
			ids[string(p)] = true
		}
	}
	out := make([]string, 0, len(ids))
	for id := range ids {
		out = append(out, id)
	}
	return out, nil
}

// Close stops the service and waits for its goroutines. It is idempotent.
func (s *Service) Close() error {
	s.closeOnce.Do(func() {
		s.cancel()
		s.wg.Wait()
		s.flushSeen()
		for _, t := range s.topics {
			t.Close()
		}
	})
	return nil
}

// Status returns a snapshot of the service's state.
func (s *Service) Status() Status {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.status
	st.Rewards = make(map[peer.ID]int64, len(s.status.Rewards))
	for k, v := range s.status.Rewards {
		st.Rewards[k] = v
	}
	st.Rejected = make(map[string]int64, len(s.status.Rejected))
	for k, v := range s.status.Rejected {
		st.Rejected[k] = v
	}
	return st
}

// validator returns the GossipSub validator of the topic of kind k.
func (s *Service) validator(k wire.Kind) Validator {
	return func(ctx context.Context, from peer.ID, data []byte) round.Verdict {
		return s.validate(ctx, k, from, data)
	}
}

// validate judges one message of kind k.
func (s *Service) validate(ctx context.Context, k wire.Kind, from peer.ID, data []byte) round.Verdict {
	if _, ok := s.own.Load(sha256.Sum256(data)); ok {
		return round.Verdict{Result: round.Accept, Reason: round.ReasonOK}
	}
	// A message is judged at the time it reached the validator, before the
	// envelope check that may wait for CPU on a busy node.
	at := s.now()
	var sg *wire.Signed
	var err error
	authenticated := s.net.AuthenticatesAuthors()
	if authenticated && (k == wire.KindAnswer || k == wire.KindCritique) {
		// The transport verified the author's signature over these bytes;
		// verifying the envelope again would only cost time.
		sg, err = wire.OpenAuthenticated(data, from)
	} else {
		// Without an authenticating transport the envelope signature is
		// the one and only author check, on every kind: from then the
		// sender is who signed the envelope. A message the round machine
		// would drop as late whatever it holds is dropped before that
		// check: on a node running behind, late copies would otherwise
		// take CPU from the messages still in time.
		var p *wire.Parsed
		if p, err = wire.Parse(data); err == nil {
			b := p.Body
			if b.GetSwarmId() == s.cfg.SwarmID && s.cfg.Late(b.GetRound(), b.GetStage(), at) {
				return s.count(round.Verdict{Result: round.Ignore, Reason: round.ReasonLate})
			}
			sg, err = p.Verify()
		}
	}
	if err != nil {
		if errors.Is(err, wire.ErrSenderMismatch) {
			return s.count(round.Verdict{Result: round.Reject, Reason: round.ReasonSenderMismatch})
		}
		return s.count(round.Verdict{Result: round.Reject, Reason: reasonOf(err)})
	}
	if authenticated && sg.From != from {
		return s.count(round.Verdict{Result: round.Reject, Reason: round.ReasonSenderMismatch})
	}
	if wire.KindOf(sg.Body) != k {
		return s.count(round.Verdict{Result: round.Reject, Reason: "wrong-topic"})
	}
	if v, ok := s.checkRollout(sg.From, sg.Body); !ok {
		return s.count(v)
	}
	req := validateReq{msg: round.Msg{From: string(sg.From), Body: sg.Body, Raw: data}, at: at, resp: make(chan round.Verdict, 1)}
	// A sender, or a critique's or vote's choice, that registered since
	// this node last read the members.
	for _, id := range []string{string(sg.From), string(sg.Body.GetCritique().GetBest()), string(sg.Body.GetVote().GetChoice())} {
		if id != "" && req.members == nil && !s.knownMember(id) {
			req.members = s.memberFor(ctx, id)
		}
	}
	if s.db != nil {
		req.durable = make(chan struct{})
	}
	select {
	case s.reqs <- req:
	case <-ctx.Done():
		return round.Verdict{Result: round.Ignore, Reason: "cancelled"}
	case <-s.ctx.Done():
		return round.Verdict{Result: round.Ignore, Reason: "closed"}
	}
	v := <-req.resp
	if v.Result == round.Accept && req.durable != nil {
		select {
		case <-req.durable:
		case <-ctx.Done():
		case <-s.ctx.Done():
		}
	}
	if v.Penalize {
		// The offender is the envelope's signer (whoever forwarded it).
		s.net.Penalize(sg.From, v.Reason)
	}
	return s.count(v)
}

func (s *Service) count(v round.Verdict) round.Verdict {
	s.mu.Lock()
	if v.Result == round.Accept {
		s.status.Received++
	} else {
		s.status.Rejected[v.Reason]++
	}
	s.mu.Unlock()
	s.metrics.verdict(v)
	return v
}

func reasonOf(err error) string {
	switch {
	case errors.Is(err, wire.ErrBadSignature):
		return "bad-signature"
	case errors.Is(err, wire.ErrTooLarge):
		return "too-large"
	case errors.Is(err, wire.ErrVersion):
		return "version"
	}
	return round.ReasonMalformed
}

// loop is the one goroutine that owns the round machine.
func (s *Service) loop(initial []Output) {
	defer s.wg.Done()
	s.handle(initial)
	timer := time.NewTimer(0)
	defer timer.Stop()
	for {
		// Messages waiting for the loop are judged at the time they arrived,
		// before the clock closes their stage: a busy loop must not turn a
		// message that came in time into a late one. This node's own
		// message, once the policy produced it, goes out before any more
		// of them: behind a stage's burst of peers' messages it would
		// otherwise wait for the whole backlog and reach peers late.
	drain:
		for {
			select {
			case a := <-s.acts:
				s.send(a)
				continue
			case o := <-s.ready:
				s.commitOwn(o)
				continue
			default:
			}
			select {
			case req := <-s.reqs:
				s.step(req)
			default:
				break drain
			}
		}
		s.handle(s.m.Tick(s.now()))
		s.snapshot()
		timer.Reset(s.untilNextDeadline())
		select {
		case <-s.ctx.Done():
			return
		case <-timer.C:
		case req := <-s.reqs:
			s.step(req)
		case a := <-s.acts:
			s.send(a)
		case o := <-s.ready:
			s.commitOwn(o)
		case ids := <-s.memCh:
			s.setRegistered(ids)
		}
	}
}

func (s *Service) step(req validateReq) {
	if req.members != nil {
		s.setRegistered(req.members)
	}
	v, outs := s.m.Step(req.at, req.msg)
	if v.Result == round.Accept {
		s.persistSeen(req.msg, req.durable)
	}
	req.resp <- v
	s.handle(outs)
}

// setRegistered gives the round machine a member set read from the chain
// (in the loop, or before it starts).
func (s *Service) setRegistered(ids []string) {
	s.m.SetRegistered(ids)
	set := make(map[string]bool, len(ids))
	for _, id := range ids {
		set[id] = true
	}
	s.memMu.Lock()
	s.applied = set
	s.memMu.Unlock()
	s.mu.Lock()
	s.status.Members = len(ids)
	s.mu.Unlock()
}

// Output is an alias kept short for the loop's signatures.
type Output = round.Output

func (s *Service) untilNextDeadline() time.Duration {
	now := s.now()
	d := s.cfg.NextChange(now).Sub(now)
	if d < time.Millisecond {
		d = time.Millisecond
	}
	return d
}

func (s *Service) snapshot() {
	r, st := s.m.Round()
	s.mu.Lock()
	s.status.Round, s.status.Stage = r, st
	s.mu.Unlock()
}

func (s *Service) handle(outs []round.Output) {
	for _, o := range outs {
		switch o := o.(type) {
		case *round.Prompt:
			s.ask(o)
		case *round.StageClosed:
			s.log.Debug("stage closed", "round", o.Round, "stage", o.Stage, "accepted", o.Accepted)
		case *round.RoundResult:
			s.finish(o)
		case *round.PeerSummary:
			s.checkSummary(o)
		case *round.Rollout:
			s.storeRollout(o)
		case *round.Fault:
			s.log.Error("round fault", "round", o.Round, "err", o.Err)
		}
	}
}

// ask runs the policy for a prompt in its own goroutine, bounded by the
// stage deadline, and hands the result back to the loop.
func (s *Service) ask(p *round.Prompt) {
	qs := make([]string, len(p.Questions))
	for i, q := range p.Questions {
		qs[i] = q.Question
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		ctx, cancel := s.withDeadline(p.Deadline)
		defer cancel()
		a := action{round: p.Round, stage: p.Stage}
		body := &wire.Body{SwarmId: s.cfg.SwarmID, Round: p.Round, Stage: p.Stage.Wire()}
		switch p.Stage {
		case round.StageAnswer:
			cs, err := s.policy.Answer(ctx, qs)
			a.err = err
			body.Payload = &wire.Body_Answer{Answer: &wire.Answer{Completions: cs}}
		case round.StageCritique:
			if len(p.Shown) == 0 {
				return // nobody else answered: nothing to critique
			}
			best, reason, err := s.policy.Critique(ctx, qs, p.Shown)
			if err == nil && best == "" {
				return // the policy abstains
			}
			a.err = err
			shown := make([][]byte, len(p.Shown))
			for i, sh := range p.Shown {
				shown[i] = []byte(sh.Peer)
			}
			body.Payload = &wire.Body_Critique{Critique: &wire.Critique{Best: []byte(best), Reason: truncate(reason, wire.MaxReasonBytes), Shown: shown}}
		case round.StageVote:
			if len(p.Shown) == 0 {
				return
			}
			choice, err := s.policy.Vote(ctx, qs, p.Shown, p.Critiques)
			if err == nil && choice == "" {
				return // the policy abstains
			}
			a.err = err
			body.Payload = &wire.Body_Vote{Vote: &wire.Vote{Choice: []byte(choice)}}
		}
		a.body = body
		if ctx.Err() != nil {
			// The policy came back after the stage deadline (or the
			// service is closing). Whatever it produced stays here: see
			// send.
			if s.ctx.Err() == nil {
				s.missedStage(p.Round, p.Stage, "the policy answered after the stage deadline")
			}
			return
		}
		select {
		case s.acts <- a:
		case <-ctx.Done():
			if s.ctx.Err() == nil {
				s.missedStage(p.Round, p.Stage, "the policy's answer reached the round loop after the stage deadline")
			}
		}
	}()
}

// missedStage records that this node sends nothing in a stage whose
// deadline passed before its message was ready.
func (s *Service) missedStage(r uint64, st round.Stage, why string) {
	s.log.Warn("sending nothing this stage: "+why, "round", r, "stage", st)
	s.metrics.missed.WithLabelValues(st.String()).Inc()
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}

// send signs this node's message, records it write-ahead and queues it.
func (s *Service) send(a action) {
	if a.err != nil {
		s.log.Warn("policy failed; this node sends nothing this stage", "round", a.round, "stage", a.stage, "err", a.err)
		return
	}
	// Only before the stage deadline. The grace after it is for the
	// delivery of messages sent in time: a message sent in the grace would
	// reach some peers before it ends and others after, and their tallies
	// would differ. (The round machine still accepts it here, in the grace.)
	if r, st := s.m.Round(); r != a.round || st != a.stage || !s.now().Before(s.cfg.StageEnd(a.round, a.stage)) {
		s.missedStage(a.round, a.stage, "this node's message was ready only after the stage deadline")
		return
	}
	raw, err := wire.Seal(s.net.Key(), a.body)
	if err != nil {
		s.log.Error("cannot seal own message", "round", a.round, "stage", a.stage, "err", err)
		return
	}
	msg := round.Msg{From: string(s.self), Body: a.body, Raw: raw}
	s.enqueue(pubItem{kind: wire.KindOf(a.body), data: raw, own: &ownItem{rec: s.ownRecord(a, raw), act: a, msg: msg}})
}

// commitOwn takes this node's stage message once it is recorded durably:
// still before the stage deadline, the round machine judges it (this
// node counts it from now on) and it goes out at once; after it, the
// message is dropped. A node counts its own message only if it left
// before the deadline, so that the grace covers its delivery: a disk
// slow to record it (the record comes first, so a restarted node never
// equivocates) must not make this node count a message its peers get
// too late to count.
func (s *Service) commitOwn(o *ownItem) {
	a := o.act
	if !s.now().Before(s.cfg.StageEnd(a.round, a.stage)) {
		s.missedStage(a.round, a.stage, "this node's message was recorded only after the stage deadline")
		return
	}
	v, outs := s.m.Step(s.now(), o.msg)
	s.handle(outs)
	if v.Result != round.Accept {
		s.log.Warn("own message refused by the round", "round", a.round, "stage", a.stage, "reason", v.Reason)
		return
	}
	s.own.Store(sha256.Sum256(o.msg.Raw), struct{}{})
	s.enqueue(pubItem{kind: wire.KindOf(a.body), data: o.msg.Raw})
}

// enqueue hands a message to the publisher without ever blocking.
func (s *Service) enqueue(it pubItem) {
	s.pubMu.Lock()
	s.pubq = append(s.pubq, it)
	s.pubMu.Unlock()
	select {
	case s.pubSig <- struct{}{}:
	default:
	}
}

func (s *Service) publishLoop() {
	defer s.wg.Done()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-s.pubSig:
		}
		s.pubMu.Lock()
		items := s.pubq
		s.pubq = nil
		s.pubMu.Unlock()
		for _, it := range items {
			if it.own != nil {
				// Write-ahead: a message is published only once it is
				// durable, and the store refuses a different second
				// message for the same stage, so a restarted node never
				// equivocates. The loop then judges it (commitOwn).
				if s.db != nil {
					if err := s.db.PutVote(*it.own.rec); err != nil {
						s.log.Error("not sending: cannot record own message", "round", it.own.rec.Round, "stage", it.own.rec.Stage, "err", err)
						continue
					}
				}
				if s.recorded != nil {
					s.recorded(it.own.rec)
				}
				select {
				case s.ready <- it.own:
				case <-s.ctx.Done():
					return
				}
				continue
			}
			if err := s.topics[it.kind].Publish(s.ctx, it.data); err != nil {
				if s.ctx.Err() == nil {
					s.log.Warn("publish failed", "kind", it.kind, "err", err)
				}
				continue
			}
			s.mu.Lock()
			s.status.Sent++
			s.status.SentBytes += int64(len(it.data))
			s.mu.Unlock()
			s.metrics.sent.Inc()
			s.metrics.sentBytes.Add(float64(len(it.data)))
		}
	}
}
