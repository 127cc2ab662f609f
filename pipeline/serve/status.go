package serve

import (
	"encoding/hex"
	"slices"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/pipeline/run"
)

// Roles a node plays in a pipeline.
const (
	RoleCoordinator = "coordinator"
	RoleStage       = "stage"
)

// States of a node's pipeline role.
const (
	StateIdle       = "idle"       // serving, no session yet
	StateWaiting    = "waiting"    // coordinator: looking for stage peers
	StatePlanned    = "planned"    // the plan is out; peers build their stages
	StateRunning    = "running"    // training
	StateEvaluating = "evaluating" // coordinator: evaluating the trained model
	StateDone       = "done"       // the last session finished
	StateFailed     = "failed"     // the last session failed (Error)
)

// Status is what a node knows of its pipeline role and its current or
// last session.
type Status struct {
	// Self is this node's peer ID.
	Self   peer.ID
	Role   string
	Run    string
	Model  string
	Stages int
	// Offer lists the stages a stage peer serves (empty: any above 0).
	Offer []int
	// Holder is the run's data holder (its coordinator, stage 0): on a
	// coordinator itself, on a stage peer the one it serves ("": none
	// yet).
	Holder peer.ID
	State  string
	Error  string
	// Session names the current or last session ("" before the first).
	Session string
	// Stage is this node's stage in it (-1: none yet).
	Stage int
	// PathLength is the stages each microbatch visits, stage 0 included.
	PathLength int
	// Iterations are planned; Iteration are done.
	Iterations int
	Iteration  int
	// Microbatches per iteration (the coordinator's).
	Microbatches int
	// InFlight is microbatches in flight now: on the coordinator its own
	// started and not finished, on a stage peer those awaiting their
	// backward pass here; PeakInFlight the most at once.
	InFlight     int
	PeakInFlight int
	// Forwarded and Backwarded count this node's forward and backward
	// passes in the session; Replanned its microbatches sent along a new
	// path; Drops the peers it dropped.
	Forwarded  int64
	Backwarded int64
	Replanned  int64
	Drops      int
	// LeftOut counts the peers a coordinator planned its sessions again
	// without, because they did not take a plan.
	LeftOut int
	// Evaluated counts the evaluation batches this node ran through its
	// stage after training (a coordinator: those it completed); Eval is
	// the coordinator's evaluation of the session (nil: none yet).
	Evaluated int64
	Eval      *Eval
	// Links are the coordinator's measured links of its session (nil:
	// not measured; the scheduler saw a uniform topology).
	Links *Links
	// BytesSent and BytesReceived count pipeline frames.
	BytesSent     int64
	BytesReceived int64
	// StateHash is this node's stage state after its last step (hex).
	StateHash string
	// Members are the session's peers, the coordinator first.
	Members []MemberStatus
	// Paths are the stages each microbatch visits, stage 0 first.
	Paths [][]int
	// Iters are the session's iterations, oldest first.
	Iters []IterStatus
	// Runs counts the sessions that ended (done or failed).
	Runs    int
	Started time.Time
	Ended   time.Time
}

// MemberStatus is one peer of a session as this node sees it: on the
// coordinator, each peer's progress reports; elsewhere its stage only.
type MemberStatus struct {
	ID         peer.ID
	Stage      int
	Dropped    bool
	Iteration  int
	StateHash  string
	Forwarded  int64
	Backwarded int64
	InFlight   int
}

// IterStatus is one iteration as this node saw it.
type IterStatus struct {
	Iter int
	// Loss is the mean loss of the coordinator's microbatches (0 on a
	// stage peer, which computes none).
	Loss float64
	// Seconds is from the previous step (the start, for the first).
	Seconds      float64
	Microbatches int
	Replanned    int
	PeakInFlight int
	StateHash    string
}

// maxIters is how many iterations a status keeps.
const maxIters = 200

// tracker keeps a Status up to date; onChange hears of every change
// worth showing at once (states, iterations, drops, peers' progress),
// not of every forward pass.
type tracker struct {
	mu       sync.Mutex
	st       Status
	self     peer.ID
	last     time.Time
	onChange func()
}

func newTracker(role, run, model string, stages int, offer []int, self peer.ID, onChange func()) *tracker {
	return &tracker{st: Status{Self: self, Role: role, Run: run, Model: model, Stages: stages, Offer: slices.Clone(offer), State: StateIdle, Stage: -1},
		self: self, onChange: onChange}
}

func (t *tracker) changed() {
	if t.onChange != nil {
		t.onChange()
	}
}

// snapshot returns a deep copy.
func (t *tracker) snapshot() Status {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.st
	s.Offer = slices.Clone(s.Offer)
	s.Members = slices.Clone(s.Members)
	s.Iters = slices.Clone(s.Iters)
	s.Links = s.Links.clone()
	if s.Eval != nil {
		e := *s.Eval
		e.Stages, e.Skipped = slices.Clone(e.Stages), slices.Clone(e.Skipped)
		s.Eval = &e
	}
	s.Paths = make([][]int, len(t.st.Paths))
	for i, p := range t.st.Paths {
		s.Paths[i] = slices.Clone(p)
	}
	return s
}

func (t *tracker) setState(state string, err error) {
	t.mu.Lock()
	t.st.State = state
	t.st.Error = ""
	if err != nil {
		t.st.Error = err.Error()
	}
	if state == StateDone || state == StateFailed {
		if !t.st.Started.IsZero() && t.st.Ended.IsZero() {
			t.st.Ended = time.Now()
		}
		t.st.Runs++
		t.st.InFlight = 0
	}
	t.mu.Unlock()
	t.changed()
}

// begin starts a session's status from its plan.
func (t *tracker) begin(session string, plan run.Plan, iterations, pathLength int) {
	t.mu.Lock()
	s := &t.st
	s.State, s.Error, s.Session, s.Stages = StatePlanned, "", session, plan.Stages
	s.Stage, s.PathLength, s.Iterations, s.Iteration = -1, pathLength, iterations, 0
	s.InFlight, s.PeakInFlight, s.Forwarded, s.Backwarded, s.Replanned, s.Drops = 0, 0, 0, 0, 0, 0
	s.BytesSent, s.BytesReceived, s.StateHash = 0, 0, ""
	s.Evaluated, s.Eval = 0, nil
	s.Members, s.Iters, s.Paths = nil, nil, nil
	s.Started, s.Ended = time.Now(), time.Time{}
	stageOf := map[peer.ID]int{}
	for _, m := range plan.Members {
		stageOf[m.ID] = m.Stage
		s.Members = append(s.Members, MemberStatus{ID: m.ID, Stage: m.Stage})
		if m.ID == t.self {
			s.Stage = m.Stage
		}
	}
	s.Microbatches = 0
	for _, paths := range plan.Paths {
		s.Microbatches += len(paths)
		for _, p := range paths {
			stages := []int{0}
			for _, id := range p {
				stages = append(stages, stageOf[id])
			}
			s.Paths = append(s.Paths, stages)
		}
	}
	t.last = s.Started
	t.mu.Unlock()
	t.changed()
}

// event counts one of this node's run events.
func (t *tracker) event(e run.Event) {
	t.mu.Lock()
	s := &t.st
	notify := false
	switch e.Kind {
	case run.EventForward:
		s.Forwarded++
		s.InFlight = e.InFlight
		s.PeakInFlight = max(s.PeakInFlight, e.InFlight)
	case run.EventBackward:
		s.Backwarded++
		s.InFlight = e.InFlight
	case run.EventSent:
		s.BytesSent += int64(e.Bytes)
	case run.EventReceived:
		s.BytesReceived += int64(e.Bytes)
	case run.EventReplan:
		s.Replanned++
	case run.EventDrop:
		s.Drops++
		for i := range s.Members {
			if s.Members[i].ID == e.Peer {
				s.Members[i].Dropped = true
			}
		}
		notify = true
	case run.EventIteration:
		r := e.Result
		now := time.Now()
		it := IterStatus{Iter: r.Iter, Loss: float64(r.Loss), Seconds: r.End.Sub(t.last).Seconds(), Microbatches: r.Microbatches,
			Replanned: r.Replanned, PeakInFlight: r.PeakInFlight, StateHash: hex.EncodeToString(r.StateHash[:])}
		t.last = r.End
		if r.End.IsZero() {
			t.last = now
		}
		s.Iters = append(s.Iters, it)
		if len(s.Iters) > maxIters {
			s.Iters = slices.Clone(s.Iters[len(s.Iters)-maxIters:])
		}
		s.Iteration = r.Iter + 1
		s.StateHash = it.StateHash
		for i := range s.Members {
			if s.Members[i].ID == t.self {
				s.Members[i].Iteration, s.Members[i].StateHash = s.Iteration, s.StateHash
				s.Members[i].Forwarded, s.Members[i].Backwarded = s.Forwarded, s.Backwarded
			}
		}
		notify = true
	}
	if e.Kind == run.EventForward || e.Kind == run.EventBackward {
		for i := range s.Members {
			if s.Members[i].ID == t.self {
				s.Members[i].Forwarded, s.Members[i].Backwarded, s.Members[i].InFlight = s.Forwarded, s.Backwarded, s.InFlight
			}
		}
	}
	t.mu.Unlock()
	if notify {
		t.changed()
	}
}

// progress records a peer's progress report (coordinator).
func (t *tracker) progress(id peer.ID, m *Message) {
	t.mu.Lock()
	for i := range t.st.Members {
		ms := &t.st.Members[i]
		if ms.ID == id {
			ms.Iteration, ms.StateHash, ms.Forwarded, ms.Backwarded, ms.InFlight = m.Iter, m.StateHash, m.Forwarded, m.Backwarded, m.InFlight
		}
	}
	t.mu.Unlock()
	t.changed()
}

// setLinks records the session's measured links.
func (t *tracker) setLinks(l *Links) {
	t.mu.Lock()
	t.st.Links = l.clone()
	t.mu.Unlock()
}

// setEval records the session's evaluation.
func (t *tracker) setEval(ev *Eval) {
	t.mu.Lock()
	t.st.Eval = ev
	t.mu.Unlock()
	t.changed()
}

// setHolder records the run's data holder.
func (t *tracker) setHolder(id peer.ID) {
	t.mu.Lock()
	t.st.Holder = id
	t.mu.Unlock()
}

// evaluated counts one evaluation batch.
func (t *tracker) evaluated() {
	t.mu.Lock()
	t.st.Evaluated++
	t.mu.Unlock()
}

// leftOut counts a peer a session was planned again without.
func (t *tracker) leftOut() {
	t.mu.Lock()
	t.st.LeftOut++
	t.mu.Unlock()
	t.changed()
}

// dropped marks a peer dropped (coordinator: its control stream failed).
func (t *tracker) dropped(id peer.ID) {
	t.mu.Lock()
	for i := range t.st.Members {
		if t.st.Members[i].ID == id {
			t.st.Members[i].Dropped = true
		}
	}
	t.mu.Unlock()
	t.changed()
}
