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

// roundState is what a machine holds about one round.
type roundState struct {
	round     uint64
	questions []tasks.Task
	books     map[Stage]*stageBook
	own       map[Stage]bool
	// closed is the last stage whose book closed (0 for none).
	closed Stage
}

// Machine is one node's view of a swarm's rounds. It is not safe for
// concurrent use; one goroutine owns it.
type Machine struct {
	cfg        Config
	grace      time.Duration
	registered map[string]bool

	started bool
	// round and stage are the stage in progress (the one prompted for).
	round uint64
	stage Stage
	cur   *roundState
	// prev is the previous round while its vote stage is in its grace.
	prev *roundState

	// tallied are the rounds this node tallied before a restart (their
	// results are stored): Restore does not tally them again.
	tallied map[uint64]bool

	// summarySeen holds, per round, the senders whose summary (DONE
	// stage) was accepted: the current round's (in its training phase)
	// and the previous round's.
	summarySeen map[uint64]map[string]bool
}

// New returns a machine for cfg. No sender is registered until
// SetRegistered is called.
func New(cfg Config) (*Machine, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return &Machine{cfg: cfg, grace: cfg.GraceTime(), registered: map[string]bool{}, summarySeen: map[uint64]map[string]bool{}}, nil
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
func (m *Machine) Questions() []tasks.Task {
	if m.cur == nil {
		return nil
	}
	return m.cur.questions
}

// Tick advances the machine to now: it starts (and prompts for) the stage
// in progress, closes every stage whose deadline plus grace passed
// (emitting StageClosed, and RoundResult when a vote stage closes).
func (m *Machine) Tick(now time.Time) []Output {
	return m.advance(now, true)
}

// MarkTallied tells a machine about to Restore that this node tallied
// round r before it stopped (its result is stored), so that Restore does
// not tally the round a second time.
func (m *Machine) MarkTallied(r uint64) {
	if m.tallied == nil {
		m.tallied = map[uint64]bool{}
	}
	m.tallied[r] = true
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
	out = append(out, m.resumePrev(now, msgs)...)
	tally := m.reopenTraining(now, msgs)
	for _, msg := range msgs {
		b := msg.Body
		st := Stage(b.GetStage())
		rs := m.state(b.GetRound())
		if rs == nil || st < StageAnswer || st > m.entered(rs) || msg.From != string(b.GetSender()) {
			continue
		}
		rs.record(st, msg, m.cfg.Self)
	}
	if tally {
		out = append(out, m.closeStage(m.cur, StageVote)...)
	}
	return append(out, m.prompt(now)...)
}

// reopenTraining reports whether a restart falls in the current round's
// training phase after its vote book closed (deadline plus grace) while
// msgs hold messages of that round and MarkTallied was not called for it:
// the node played the round and stopped before tallying it, so Restore
// tallies it at once from what it had accepted (the tally it would have
// computed without stopping, unless messages reached the swarm while it
// was down). A node restarting there with nothing stored of the round
// holds nothing of it, like a node that joins late.
func (m *Machine) reopenTraining(now time.Time, msgs []Msg) bool {
	rs := m.cur
	if rs == nil || rs.closed != StageVote || m.tallied[rs.round] || !m.cfg.Training(now) {
		return false
	}
	if !slices.ContainsFunc(msgs, func(msg Msg) bool { return msg.Body.GetRound() == rs.round }) {
		return false
	}
	rs.closed = StageCritique
	return true
}

// resumePrev re-opens the previous round when a restart falls inside its
// vote stage's grace and msgs hold messages of that round: its answer and
// critique books are closed (their deadlines passed more than a grace
// ago), its vote book stays open until its deadline plus grace, when the
// round is tallied as if the node had never stopped. A node restarting
// there with nothing stored of that round holds nothing of it, like a
// node that joins late.
func (m *Machine) resumePrev(now time.Time, msgs []Msg) []Output {
	if m.prev != nil || m.round == 0 {
		return nil
	}
	r := m.round - 1
	if m.tallied[r] || !m.cfg.StageEnd(r, StageVote).Add(m.grace).After(now) {
		return nil
	}
	if !slices.ContainsFunc(msgs, func(msg Msg) bool { return msg.Body.GetRound() == r }) {
		return nil
	}
	rs := &roundState{round: r, books: map[Stage]*stageBook{StageAnswer: newBook(), StageCritique: newBook(), StageVote: newBook()},
		own: map[Stage]bool{}, closed: StageCritique}
	qs, err := m.cfg.Tasks.Draw(m.cfg.SwarmID, r, m.cfg.Questions)
	if err != nil {
		return []Output{&Fault{Round: r, Err: fmt.Errorf("draw questions: %w", err)}}
	}
	rs.questions = qs
	m.prev = rs
	return nil
}

// state returns what the machine holds about round r, or nil.
func (m *Machine) state(r uint64) *roundState {
	switch {
	case m.cur != nil && m.cur.round == r:
		return m.cur
	case m.prev != nil && m.prev.round == r:
		return m.prev
	}
	return nil
}

// entered is the last stage of rs that started.
func (m *Machine) entered(rs *roundState) Stage {
	if rs == m.cur {
		return m.stage
	}
	return StageVote
}

// oldestOpen returns the round state and stage whose book closes next.
func (m *Machine) oldestOpen() (*roundState, Stage) {
	if m.prev != nil {
		return m.prev, m.prev.closed + 1
	}
	return m.cur, m.cur.closed + 1
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
		// Stages that ended more than a grace ago are closed already (in
		// a training phase, the vote stage too: there is nothing to tally).
		for s := StageAnswer; s <= st && !m.cfg.StageEnd(r, s).Add(m.grace).After(now); s++ {
			m.cur.closed = s
		}
		if prompt {
			out = append(out, m.prompt(now)...)
		}
		return out
	}
	moved := false
	for {
		// The next stage to start, and the next book to close; at the
		// same instant (no grace) the book closes first.
		enterAt := m.cfg.StageEnd(m.round, m.stage)
		rs, cs := m.oldestOpen()
		var closeAt time.Time
		canClose := cs <= m.entered(rs)
		if canClose {
			closeAt = m.cfg.StageEnd(rs.round, cs).Add(m.grace)
		}
		switch {
		case canClose && !closeAt.After(now) && !closeAt.After(enterAt):
			out = append(out, m.closeStage(rs, cs)...)
		case !enterAt.After(now) && (m.round < r || (m.round == r && m.stage < st)):
			moved = true
			if m.stage < StageVote {
				m.stage++
				continue
			}
			next := m.round + 1
			if next < r {
				next = r // rounds we were absent for leave nothing to tally
			}
			if m.prev != nil {
				// Grace is shorter than a stage, so the previous round's
				// books closed long ago; never hold three rounds.
				out = append(out, m.closeRound(m.prev)...)
			}
			m.prev = nil
			if m.cur.closed < StageVote {
				m.prev = m.cur
			}
			out = append(out, m.enterRound(next)...)
			m.stage = StageAnswer
		case canClose && !closeAt.After(now):
			out = append(out, m.closeStage(rs, cs)...)
		default:
			if moved && prompt {
				out = append(out, m.prompt(now)...)
			}
			return out
		}
	}
}

// closeStage closes the book of stage st of rs; closing the vote stage
// tallies the round.
func (m *Machine) closeStage(rs *roundState, st Stage) []Output {
	rs.closed = st
	out := []Output{&StageClosed{Round: rs.round, Stage: st, Accepted: len(rs.books[st].first)}}
	if st == StageVote {
		out = append(out, m.finish(rs))
		if rs == m.prev {
			m.prev = nil
		}
	}
	return out
}

// closeRound closes every open book of rs.
func (m *Machine) closeRound(rs *roundState) []Output {
	var out []Output
	for st := rs.closed + 1; st <= StageVote; st++ {
		out = append(out, m.closeStage(rs, st)...)
	}
	return out
}

func (m *Machine) enterRound(r uint64) []Output {
	m.round = r
	m.cur = &roundState{round: r, books: map[Stage]*stageBook{StageAnswer: newBook(), StageCritique: newBook(), StageVote: newBook()}, own: map[Stage]bool{}}
	for sr := range m.summarySeen {
		if sr+1 < r {
			delete(m.summarySeen, sr)
		}
	}
	qs, err := m.cfg.Tasks.Draw(m.cfg.SwarmID, r, m.cfg.Questions)
	m.cur.questions = qs
	if err != nil {
		return []Output{&Fault{Round: r, Err: fmt.Errorf("draw questions: %w", err)}}
	}
	return nil
}

// prompt asks for this node's message of the current stage, unless it
// already sent one, is not registered or the stage's deadline passed (a
// node that starts in a round's training phase waits for the next round).
func (m *Machine) prompt(now time.Time) []Output {
	rs := m.cur
	if rs == nil || rs.own[m.stage] || !m.registered[m.cfg.Self] || len(rs.questions) == 0 {
		return nil
	}
	p := &Prompt{Round: m.round, Stage: m.stage, Deadline: m.cfg.StageEnd(m.round, m.stage), Questions: rs.questions}
	if !p.Deadline.After(now) {
		return nil
	}
	switch m.stage {
	case StageCritique:
		p.Shown = m.shownTo(m.cfg.Self)
	case StageVote:
		named := map[string]bool{}
		crit := rs.books[StageCritique]
		for _, peer := range sortedKeys(crit.first) {
			if len(crit.all[peer]) > 1 {
				continue
			}
			c := crit.first[peer].body.GetCritique()
			p.Critiques = append(p.Critiques, PeerCritique{Peer: peer, Best: string(c.GetBest()), Reason: c.GetReason()})
			named[string(c.GetBest())] = true
		}
		ans := rs.books[StageAnswer]
		for _, peer := range sortedKeys(named) {
			if e, ok := ans.first[peer]; ok && len(ans.all[peer]) == 1 {
				p.Shown = append(p.Shown, PeerAnswer{Peer: peer, Completions: e.body.GetAnswer().GetCompletions()})
			}
		}
	}
	return []Output{p}
}

// shownTo picks up to K peers' answers for viewer: the peers (not the
// viewer, not equivocators) whose SHA-256(viewer, round, peer) is smallest,
// so each node sees a different, reproducible sample.
func (m *Machine) shownTo(viewer string) []PeerAnswer {
	ans := m.cur.books[StageAnswer]
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
		// A round's summaries are accepted from its tally (in its
		// training phase) until the next round ends.
		switch {
		case r+1 < m.round:
			return ignore(ReasonLate), nil
		case r > m.round:
			return reject(ReasonFutureRound), nil
		case r == m.round && m.cur.closed < StageVote:
			return reject(ReasonOutOfStage), nil
		}
		return m.judgeDone(msg)
	}
	st := Stage(b.GetStage())
	rs := m.state(r)
	switch {
	case r > m.round:
		return reject(ReasonFutureRound), nil
	case r == m.round && st > m.stage:
		return reject(ReasonOutOfStage), nil
	case rs == nil || st <= rs.closed:
		return ignore(ReasonLate), nil
	}
	book := rs.books[st]
	for _, e := range book.all[msg.From] {
		if bytes.Equal(e.raw, msg.Raw) {
			return ignore(ReasonDuplicate), nil
		}
	}
	switch st {
	case StageAnswer:
		if n := len(b.GetAnswer().GetCompletions()); n != len(rs.questions) {
			return reject(ReasonMalformed), nil
		}
	case StageCritique, StageVote:
		// The choice must be a registered peer, not necessarily one whose
		// answer reached this node: an answer lost or late here must not
		// make this node refuse (and stop forwarding) votes every other
		// node counts, or the tallies diverge.
		choice := string(b.GetCritique().GetBest())
		if st == StageVote {
			choice = string(b.GetVote().GetChoice())
		}
		if choice == msg.From {
			return reject(ReasonSelfVote), nil
		}
		if !m.registered[choice] {
			return reject(ReasonUnknownChoice), nil
		}
	}
	if len(book.all[msg.From]) > 0 {
		rs.record(st, msg, m.cfg.Self)
		return Verdict{Result: Accept, Reason: ReasonEquivocation, Penalize: true}, nil
	}
	rs.record(st, msg, m.cfg.Self)
	return Verdict{Result: Accept, Reason: ReasonOK}, nil
}

func (rs *roundState) record(st Stage, msg Msg, self string) {
	book := rs.books[st]
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
	if msg.From == self {
		rs.own[st] = true
	}
}

func (m *Machine) judgeDone(msg Msg) (Verdict, []Output) {
	b := msg.Body
	sum := b.GetSummary()
	if sum == nil {
		return reject(ReasonMalformed), nil
	}
	// One summary per sender and round: a second, different one is
	// ignored (the first is the one checked against the votes).
	r := b.GetRound()
	if m.summarySeen[r][msg.From] {
		return ignore(ReasonDuplicate), nil
	}
	if m.summarySeen[r] == nil {
		m.summarySeen[r] = map[string]bool{}
	}
	m.summarySeen[r][msg.From] = true
	s := &PeerSummary{Round: b.GetRound(), Peer: msg.From, Raw: msg.Raw}
	copy(s.Root[:], sum.GetVotesRoot())
	for _, w := range sum.GetWinners() {
		s.Winners = append(s.Winners, string(w))
	}
	s.Leaves = make([][32]byte, len(sum.GetLeaves()))
	for i, l := range sum.GetLeaves() {
		copy(s.Leaves[i][:], l)
	}
	out := make([]Output, 1, 1+len(sum.GetRollouts()))
	out[0] = s
	for _, ro := range sum.GetRollouts() {
		out = append(out, &Rollout{
			Round: b.GetRound(), Peer: msg.From, Question: int(ro.GetQuestion()),
			Completions: ro.GetCompletions(), RewardsMilli: ro.GetRewardsMilli(),
		})
	}
	return Verdict{Result: Accept, Reason: ReasonOK}, out
}

// finish tallies the round of rs, whose vote stage is closing.
func (m *Machine) finish(rs *roundState) *RoundResult {
	res := &RoundResult{Round: rs.round}
	var votes []VoteRecord
	vb := rs.books[StageVote]
	for _, voter := range sortedKeys(vb.all) {
		for _, e := range vb.all[voter] {
			votes = append(votes, VoteRecord{Voter: voter, Choice: string(e.body.GetVote().GetChoice()), Raw: e.raw})
		}
	}
	res.Tally = ComputeTally(rs.round, votes, m.cfg.Winners)
	for _, st := range []Stage{StageAnswer, StageCritique, StageVote} {
		b := rs.books[st]
		for _, s := range sortedKeys(b.all) {
			if es := b.all[s]; len(es) > 1 {
				res.Equivocation = append(res.Equivocation, Equivocation{Round: rs.round, Stage: st, Sender: s, First: es[0].raw, Second: es[1].raw})
			}
		}
	}
	res.Rewards = rs.rewards(res.Tally)
	return res
}
