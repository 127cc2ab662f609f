package round

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"slices"
	"time"

	"github.com/synod-net/synod/swarm/tasks"
	"github.com/synod-net/synod/swarm/wire"
)

// Msg is a message handed to the machine. The owner has already opened the
// envelope and checked its signature (wire.Open); From is the signer.
type Msg struct {
	From string
	Body *wire.Body
	Raw  []byte
}

type entry struct {
	from string
	body *wire.Body
	raw  []byte
}

// stageBook holds the accepted messages of one stage of the current round.
type stageBook struct {
	first map[string]*entry   // sender -> first message
	all   map[string][]*entry // sender -> every distinct message
}

func newBook() *stageBook {
	return &stageBook{first: map[string]*entry{}, all: map[string][]*entry{}}
}

// Machine is one node's view of a swarm's rounds. It is not safe for
// concurrent use; one goroutine owns it.
type Machine struct {
	cfg        Config
	registered map[string]bool

	started   bool
	round     uint64
	stage     Stage
	questions []tasks.Task
	books     map[Stage]*stageBook
	own       map[Stage]bool

	// done-stage messages of the previous round
	prevSeen map[string]bool // sender|kind|question -> seen
}

// New returns a machine for cfg. No sender is registered until
// SetRegistered is called.
func New(cfg Config) (*Machine, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return &Machine{cfg: cfg, registered: map[string]bool{}}, nil
}

// Config returns the machine's configuration.
func (m *Machine) Config() Config { return m.cfg }

// SetRegistered replaces the set of peers allowed to send messages.
func (m *Machine) SetRegistered(ids []string) {
	m.registered = make(map[string]bool, len(ids))
	for _, id := range ids {
		m.registered[id] = true
	}
}

// Registered reports whether id may send messages.
func (m *Machine) Registered(id string) bool { return m.registered[id] }

// Round returns the round and stage the machine is in (0 before it started).
func (m *Machine) Round() (uint64, Stage) { return m.round, m.stage }

// Questions returns the current round's questions.
func (m *Machine) Questions() []tasks.Task { return m.questions }

// Tick advances the machine to now: it closes every stage whose deadline
// passed (emitting StageClosed, and RoundResult when a vote stage closes)
// and prompts for the stage now in progress.
func (m *Machine) Tick(now time.Time) []Output {
	return m.advance(now, true)
}

// Restore positions a fresh machine at now and loads messages it accepted
// before a restart, without judging their timing again, so a node that
// restarts mid-round keeps what it had and does not send a second message
// for a stage it already spoke in. It then prompts for the current stage
// only if this node has not sent its message yet.
func (m *Machine) Restore(now time.Time, msgs []Msg) []Output {
	out := m.advance(now, false)
	if !m.started {
		return out
	}
	for _, msg := range msgs {
		b := msg.Body
		st := Stage(b.GetStage())
		if b.GetRound() != m.round || st < StageAnswer || st > m.stage || msg.From != string(b.GetSender()) {
			continue
		}
		m.record(st, msg)
	}
	return append(out, m.prompt()...)
}

func (m *Machine) advance(now time.Time, prompt bool) []Output {
	r, st, _, ok := m.cfg.Position(now)
	if !ok {
		return nil
	}
	var out []Output
	if !m.started {
		m.started = true
		out = append(out, m.enterRound(r)...)
		m.stage = st
		if prompt {
			out = append(out, m.prompt()...)
		}
		return out
	}
	moved := false
	for m.round < r || (m.round == r && m.stage < st) {
		moved = true
		out = append(out, &StageClosed{Round: m.round, Stage: m.stage, Accepted: len(m.books[m.stage].first)})
		if m.stage < StageVote {
			m.stage++
			continue
		}
		out = append(out, m.finish())
		next := m.round + 1
		if next < r {
			next = r // rounds we were absent for leave nothing to tally
		}
		out = append(out, m.enterRound(next)...)
		m.stage = StageAnswer
	}
	if moved && prompt {
		out = append(out, m.prompt()...)
	}
	return out
}

func (m *Machine) enterRound(r uint64) []Output {
	m.round = r
	m.books = map[Stage]*stageBook{StageAnswer: newBook(), StageCritique: newBook(), StageVote: newBook()}
	m.own = map[Stage]bool{}
	m.prevSeen = map[string]bool{}
	qs, err := m.cfg.Tasks.Draw(m.cfg.SwarmID, r, m.cfg.Questions)
	m.questions = qs
	if err != nil {
		return []Output{&Fault{Round: r, Err: fmt.Errorf("draw questions: %w", err)}}
	}
	return nil
}

// prompt asks for this node's message of the current stage, unless it
// already sent one or is not registered.
func (m *Machine) prompt() []Output {
	if m.own[m.stage] || !m.registered[m.cfg.Self] || len(m.questions) == 0 {
		return nil
	}
	_, _, end, _ := m.cfg.Position(m.cfg.RoundStart(m.round).Add(m.offset(m.stage)))
	p := &Prompt{Round: m.round, Stage: m.stage, Deadline: end, Questions: m.questions}
	switch m.stage {
	case StageCritique:
		p.Shown = m.shownTo(m.cfg.Self)
	case StageVote:
		named := map[string]bool{}
		crit := m.books[StageCritique]
		for _, peer := range sortedKeys(crit.first) {
			if len(crit.all[peer]) > 1 {
				continue
			}
			c := crit.first[peer].body.GetCritique()
			p.Critiques = append(p.Critiques, PeerCritique{Peer: peer, Best: string(c.GetBest()), Reason: c.GetReason()})
			named[string(c.GetBest())] = true
		}
		ans := m.books[StageAnswer]
		for _, peer := range sortedKeys(named) {
			if e, ok := ans.first[peer]; ok && len(ans.all[peer]) == 1 {
				p.Shown = append(p.Shown, PeerAnswer{Peer: peer, Completions: e.body.GetAnswer().GetCompletions()})
			}
		}
	}
	return []Output{p}
}

func (m *Machine) offset(s Stage) time.Duration {
	switch s {
	case StageCritique:
		return m.cfg.Answer
	case StageVote:
		return m.cfg.Answer + m.cfg.Critique
	}
	return 0
}

// shownTo picks up to K peers' answers for viewer: the peers (not the
// viewer, not equivocators) whose SHA-256(viewer, round, peer) is smallest,
// so each node sees a different, reproducible sample.
func (m *Machine) shownTo(viewer string) []PeerAnswer {
	ans := m.books[StageAnswer]
	type ranked struct {
		peer string
		key  [32]byte
	}
	var rs []ranked
	for peer := range ans.first {
		if peer == viewer || len(ans.all[peer]) > 1 {
			continue
		}
		h := sha256.New()
		fmt.Fprintf(h, "%d\x00%s\x00%s", m.round, viewer, peer)
		var k [32]byte
		copy(k[:], h.Sum(nil))
		rs = append(rs, ranked{peer, k})
	}
	slices.SortFunc(rs, func(a, b ranked) int { return bytes.Compare(a.key[:], b.key[:]) })
	var out []PeerAnswer
	for i := 0; i < len(rs) && i < m.cfg.K; i++ {
		out = append(out, PeerAnswer{Peer: rs[i].peer, Completions: ans.first[rs[i].peer].body.GetAnswer().GetCompletions()})
	}
	return out
}

// Step judges msg at time now (advancing the machine first) and records it
// when accepted.
func (m *Machine) Step(now time.Time, msg Msg) (Verdict, []Output) {
	out := m.advance(now, true)
	v, more := m.judge(msg)
	return v, append(out, more...)
}

func reject(reason string) Verdict { return Verdict{Result: Reject, Reason: reason} }
func ignore(reason string) Verdict { return Verdict{Result: Ignore, Reason: reason} }

func (m *Machine) judge(msg Msg) (Verdict, []Output) {
	b := msg.Body
	if b == nil || wire.Check(b) != nil {
		return reject(ReasonMalformed), nil
	}
	if b.GetSwarmId() != m.cfg.SwarmID {
		return reject(ReasonWrongSwarm), nil
	}
	if string(b.GetSender()) != msg.From {
		return reject(ReasonSenderMismatch), nil
	}
	if !m.registered[msg.From] {
		return reject(ReasonUnregistered), nil
	}
	if !m.started {
		return ignore(ReasonNotStarted), nil
	}
	r := b.GetRound()
	if b.GetStage() == wire.Stage_STAGE_DONE {
		switch {
		case r+1 < m.round:
			return ignore(ReasonLate), nil
		case r+1 > m.round:
			if r > m.round {
				return reject(ReasonFutureRound), nil
			}
			return reject(ReasonOutOfStage), nil
		}
		return m.judgeDone(msg)
	}
	st := Stage(b.GetStage())
	switch {
	case r > m.round:
		return reject(ReasonFutureRound), nil
	case r < m.round:
		return ignore(ReasonLate), nil
	case st < m.stage:
		return ignore(ReasonLate), nil
	case st > m.stage:
		return reject(ReasonOutOfStage), nil
	}
	book := m.books[st]
	for _, e := range book.all[msg.From] {
		if bytes.Equal(e.raw, msg.Raw) {
			return ignore(ReasonDuplicate), nil
		}
	}
	switch st {
	case StageAnswer:
		if n := len(b.GetAnswer().GetCompletions()); n != len(m.questions) {
			return reject(ReasonMalformed), nil
		}
	case StageCritique:
		best := string(b.GetCritique().GetBest())
		if best == msg.From {
			return reject(ReasonSelfVote), nil
		}
		if _, ok := m.books[StageAnswer].first[best]; !ok {
			return reject(ReasonUnknownChoice), nil
		}
	case StageVote:
		choice := string(b.GetVote().GetChoice())
		if choice == msg.From {
			return reject(ReasonSelfVote), nil
		}
		if _, ok := m.books[StageAnswer].first[choice]; !ok {
			return reject(ReasonUnknownChoice), nil
		}
	}
	if len(book.all[msg.From]) > 0 {
		m.record(st, msg)
		return Verdict{Result: Accept, Reason: ReasonEquivocation, Penalize: true}, nil
	}
	m.record(st, msg)
	return Verdict{Result: Accept, Reason: ReasonOK}, nil
}

func (m *Machine) record(st Stage, msg Msg) {
	book := m.books[st]
	for _, e := range book.all[msg.From] {
		if bytes.Equal(e.raw, msg.Raw) {
			return
		}
	}
	e := &entry{from: msg.From, body: msg.Body, raw: msg.Raw}
	if _, ok := book.first[msg.From]; !ok {
		book.first[msg.From] = e
	}
	book.all[msg.From] = append(book.all[msg.From], e)
	if msg.From == m.cfg.Self {
		m.own[st] = true
	}
}

func (m *Machine) judgeDone(msg Msg) (Verdict, []Output) {
	b := msg.Body
	switch p := b.GetPayload().(type) {
	case *wire.Body_Summary:
		key := msg.From + "|summary"
		if m.prevSeen[key] {
			return ignore(ReasonDuplicate), nil
		}
		m.prevSeen[key] = true
		s := &PeerSummary{Round: b.GetRound(), Peer: msg.From, Raw: msg.Raw}
		copy(s.Root[:], p.Summary.GetVotesRoot())
		for _, w := range p.Summary.GetWinners() {
			s.Winners = append(s.Winners, string(w))
		}
		for _, l := range p.Summary.GetLeaves() {
			var x [32]byte
			copy(x[:], l)
			s.Leaves = append(s.Leaves, x)
		}
		return Verdict{Result: Accept, Reason: ReasonOK}, []Output{s}
	case *wire.Body_Rollout:
		q := int(p.Rollout.GetQuestion())
		key := fmt.Sprintf("%s|rollout|%d", msg.From, q)
		if m.prevSeen[key] {
			return ignore(ReasonDuplicate), nil
		}
		m.prevSeen[key] = true
		return Verdict{Result: Accept, Reason: ReasonOK}, []Output{&Rollout{
			Round: b.GetRound(), Peer: msg.From, Question: q,
			Completions: p.Rollout.GetCompletions(), RewardsMilli: p.Rollout.GetRewardsMilli(),
		}}
	}
	return reject(ReasonMalformed), nil
}

// finish tallies the round that is closing.
func (m *Machine) finish() *RoundResult {
	res := &RoundResult{Round: m.round}
	var votes []VoteRecord
	vb := m.books[StageVote]
	for _, voter := range sortedKeys(vb.all) {
		for _, e := range vb.all[voter] {
			votes = append(votes, VoteRecord{Voter: voter, Choice: string(e.body.GetVote().GetChoice()), Raw: e.raw})
		}
	}
	res.Tally = ComputeTally(m.round, votes, m.cfg.Winners)
	for _, st := range []Stage{StageAnswer, StageCritique, StageVote} {
		b := m.books[st]
		for _, s := range sortedKeys(b.all) {
			if es := b.all[s]; len(es) > 1 {
				res.Equivocation = append(res.Equivocation, Equivocation{Round: m.round, Stage: st, Sender: s, First: es[0].raw, Second: es[1].raw})
			}
		}
	}
	res.Rewards = m.rewards(res.Tally)
	return res
}
