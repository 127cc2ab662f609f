package round

import (
	"time"

	"github.com/synod-net/synod/swarm/tasks"
)

// Result is what a validator should do with a message.
type Result int

// Validation results, matching GossipSub's accept, ignore and reject.
const (
	Accept Result = iota + 1
	// Ignore drops the message without blaming the peer that delivered it.
	Ignore
	// Reject drops the message and counts against the delivering peer.
	Reject
)

func (r Result) String() string {
	switch r {
	case Accept:
		return "accept"
	case Ignore:
		return "ignore"
	case Reject:
		return "reject"
	}
	return "unknown"
}

// Reasons a verdict carries.
const (
	ReasonOK             = "ok"
	ReasonDuplicate      = "duplicate"
	ReasonLate           = "late"
	ReasonFutureRound    = "future-round"
	ReasonOutOfStage     = "out-of-stage"
	ReasonUnregistered   = "unregistered-sender"
	ReasonWrongSwarm     = "wrong-swarm"
	ReasonSenderMismatch = "sender-mismatch"
	ReasonMalformed      = "malformed"
	ReasonSelfVote       = "self-vote"
	ReasonUnknownChoice  = "unknown-choice"
	ReasonEquivocation   = "equivocation"
	ReasonNotStarted     = "not-started"
)

// Verdict is the machine's judgement of one message.
type Verdict struct {
	Result Result
	Reason string
	// Penalize asks the owner to score the sender down even though the
	// message is accepted (an equivocation is propagated so every node
	// sees the evidence, and its sender is punished).
	Penalize bool
}

// Output is something the owner of a Machine must act on.
type Output interface{ isOutput() }

// PeerAnswer is a peer's answer shown in a prompt.
type PeerAnswer struct {
	Peer        string
	Completions []string
}

// PeerCritique is a peer's critique shown in a prompt.
type PeerCritique struct {
	Peer   string
	Best   string
	Reason string
}

// Prompt asks the policy for this node's message of a stage.
type Prompt struct {
	Round     uint64
	Stage     Stage
	Deadline  time.Time
	Questions []tasks.Task
	// Shown are peers' answers: in the critique stage up to K chosen for
	// this node; in the vote stage those named best by some critique.
	Shown []PeerAnswer
	// Critiques are the critiques received (vote stage only).
	Critiques []PeerCritique
}

// StageClosed reports that a stage reached its deadline.
type StageClosed struct {
	Round    uint64
	Stage    Stage
	Accepted int
}

// Equivocation is two different signed messages by one sender in one stage.
type Equivocation struct {
	Round  uint64
	Stage  Stage
	Sender string
	First  []byte
	Second []byte
}

// Reward is a peer's reward for a round, in thousandths, from facts anyone
// can recheck: the verifier's judgement of its answers, their format, and
// the verifier's judgement of the answers its critique and its counted vote
// picked.
type Reward struct {
	Peer        string `json:"peer"`
	Correct     int    `json:"correct"`
	WellFormed  int    `json:"well_formed"`
	Correctness int64  `json:"correctness"`
	Format      int64  `json:"format"`
	Critique    int64  `json:"critique"`
	Vote        int64  `json:"vote"`
	Total       int64  `json:"total"`
	// Critiqued is true when this node holds a critique by the peer (the
	// first, if it sent two), Voted when the tally counted a vote by it. A
	// peer that sent none (its policy abstained, or failed) earns nothing
	// for it; these tell that apart from a critique or vote that picked a
	// wrong answer.
	Critiqued bool `json:"critiqued"`
	Voted     bool `json:"voted"`
}

// RoundResult is emitted when a round's vote stage closes.
type RoundResult struct {
	Round        uint64
	Tally        Tally
	Rewards      []Reward
	Equivocation []Equivocation
}

// PeerSummary is a peer's published tally of a closed round.
type PeerSummary struct {
	Round   uint64
	Peer    string
	Root    [32]byte
	Winners []string
	Leaves  [][32]byte
	Raw     []byte
}

// Rollout is a peer's shared rollout of a closed round.
type Rollout struct {
	Round        uint64
	Peer         string
	Question     int
	Completions  []string
	RewardsMilli []int64
}

// Fault reports an internal problem the owner should log (for example a
// task source that cannot draw).
type Fault struct {
	Round uint64
	Err   error
}

func (*Prompt) isOutput()      {}
func (*StageClosed) isOutput() {}
func (*RoundResult) isOutput() {}
func (*PeerSummary) isOutput() {}
func (*Rollout) isOutput()     {}
func (*Fault) isOutput()       {}
