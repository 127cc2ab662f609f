package round

import (
	"errors"
	"fmt"
	"time"

	"github.com/synod-net/synod/swarm/tasks"
	"github.com/synod-net/synod/swarm/wire"
)

// ErrConfig is wrapped by every configuration error.
var ErrConfig = errors.New("invalid round configuration")

// Stage is a phase of a round.
type Stage int

// The stages of a round, in order.
const (
	StageAnswer Stage = iota + 1
	StageCritique
	StageVote
)

func (s Stage) String() string {
	switch s {
	case StageAnswer:
		return "answer"
	case StageCritique:
		return "critique"
	case StageVote:
		return "vote"
	}
	return fmt.Sprintf("stage(%d)", int(s))
}

// Wire returns the wire encoding of s.
func (s Stage) Wire() wire.Stage { return wire.Stage(s) }

// Defaults of the protocol parameters for a new swarm (synod swarm create,
// the devnet, benchmarks). A running swarm's own values come from its
// on-chain record, never from these.
const (
	DefaultQuestions = 4 // questions per round
	DefaultShown     = 4 // peers' answers shown in the critique stage
	DefaultWinners   = 3 // winners per round
)

// Config fixes a swarm's round schedule and parameters. Every node of a
// swarm must use the same values (they come from the swarm's on-chain
// configuration), except Self.
type Config struct {
	// SwarmID names the swarm.
	SwarmID string
	// Self is this node's binary peer ID.
	Self string
	// Genesis is when round 0 starts (the coordinator contract's start time).
	Genesis time.Time
	// Answer, Critique and Vote are the stage durations.
	Answer, Critique, Vote time.Duration
	// Train is the training phase that ends every round, from the vote
	// deadline to the next round's start. No message stage runs in it:
	// the vote book closes (and the round is tallied) at the vote
	// deadline plus the grace, the members publish their round summaries
	// with the rollouts they share, commit the tally on chain and update
	// their policies on local and shared rollouts before the next round
	// asks for answers. Zero means rounds follow each other back to back
	// and the summaries travel during the next round's first two stages.
	Train time.Duration
	// Grace is how long a stage keeps accepting its messages after its
	// deadline. The next stage still starts (and prompts) at the deadline;
	// only the stage's book stays open, so a message that arrived in time
	// but was validated late on a busy node still counts, and a round's
	// tally is computed at the vote deadline plus Grace. Zero means
	// DefaultGrace; a negative value means none. It must be shorter than
	// every stage.
	Grace time.Duration
	// Questions is the number of questions per round (1 to wire.MaxQuestions).
	Questions int
	// K is the number of peers' answers a node is shown in the critique stage.
	K int
	// Winners is how many winners a tally names.
	Winners int
	// Tasks draws the questions.
	Tasks tasks.Source
}

// Validate reports the first problem with c.
func (c Config) Validate() error {
	switch {
	case wire.ValidSwarmID(c.SwarmID) != nil:
		return fmt.Errorf("%w: %v", ErrConfig, wire.ValidSwarmID(c.SwarmID))
	case c.Self == "":
		return fmt.Errorf("%w: no self peer id", ErrConfig)
	case c.Genesis.IsZero():
		return fmt.Errorf("%w: no genesis time", ErrConfig)
	case c.Answer <= 0 || c.Critique <= 0 || c.Vote <= 0:
		return fmt.Errorf("%w: stage durations must be positive (answer %v, critique %v, vote %v)", ErrConfig, c.Answer, c.Critique, c.Vote)
	case c.Train < 0:
		return fmt.Errorf("%w: training phase %v must not be negative", ErrConfig, c.Train)
	case c.GraceTime() >= min(c.Answer, c.Critique, c.Vote):
		return fmt.Errorf("%w: grace %v must be shorter than every stage (shortest %v)", ErrConfig, c.GraceTime(), min(c.Answer, c.Critique, c.Vote))
	case c.Questions < 1 || c.Questions > wire.MaxQuestions:
		return fmt.Errorf("%w: questions per round %d out of range 1-%d", ErrConfig, c.Questions, wire.MaxQuestions)
	case c.K < 1 || c.K > wire.MaxShown:
		return fmt.Errorf("%w: peers shown per critique %d out of range 1-%d", ErrConfig, c.K, wire.MaxShown)
	case c.Winners < 1 || c.Winners > wire.MaxWinners:
		return fmt.Errorf("%w: winners %d out of range 1-%d", ErrConfig, c.Winners, wire.MaxWinners)
	case c.Tasks == nil:
		return fmt.Errorf("%w: no task source", ErrConfig)
	}
	return nil
}

// MaxDefaultGrace caps DefaultGrace.
const MaxDefaultGrace = 500 * time.Millisecond

// DefaultGrace is the grace a swarm gets when its configuration sets none:
// a quarter of the shortest stage, at most MaxDefaultGrace. It depends only
// on the stage durations, so every node of a swarm computes the same.
func (c Config) DefaultGrace() time.Duration {
	return min(min(c.Answer, c.Critique, c.Vote)/4, MaxDefaultGrace)
}

// GraceTime is the grace in effect: Grace, DefaultGrace when Grace is zero,
// or zero when Grace is negative.
func (c Config) GraceTime() time.Duration {
	switch {
	case c.Grace < 0:
		return 0
	case c.Grace == 0:
		return c.DefaultGrace()
	}
	return c.Grace
}

// StageEnd returns the deadline of stage st of round r.
func (c Config) StageEnd(r uint64, st Stage) time.Time {
	start := c.RoundStart(r)
	switch st {
	case StageAnswer:
		return start.Add(c.Answer)
	case StageCritique:
		return start.Add(c.Answer + c.Critique)
	}
	return start.Add(c.Stages())
}

// NextChange returns the first time after now at which a stage starts, a
// stage's grace ends or a round starts: when an owner should tick its
// machine next.
func (c Config) NextChange(now time.Time) time.Time {
	r, _, _, ok := c.Position(now)
	if !ok {
		return c.Genesis
	}
	next := c.RoundStart(r + 1)
	consider := func(t time.Time) {
		if t.After(now) && t.Before(next) {
			next = t
		}
	}
	g := c.GraceTime()
	start := c.RoundStart(r)
	for _, d := range []time.Duration{c.Answer, c.Answer + c.Critique, c.Stages()} {
		consider(start.Add(d))
		if g > 0 {
			consider(start.Add(d + g))
		}
	}
	if g > 0 && r > 0 {
		// The previous round's vote book, when its grace outlasts the
		// training phase.
		consider(c.StageEnd(r-1, StageVote).Add(g))
	}
	return next
}

// Late reports whether a message of round r in wire stage st that
// reached a node at t is late by the schedule alone: a stage's book
// closes at its deadline plus the grace, and a summary (stage DONE) of
// round r is accepted until round r+1 ends. A machine judges such a
// message late whatever it holds, so an owner may drop it (ignore, reason
// late) before spending a signature check on it.
func (c Config) Late(r uint64, st wire.Stage, t time.Time) bool {
	switch st {
	case wire.Stage_STAGE_ANSWER, wire.Stage_STAGE_CRITIQUE, wire.Stage_STAGE_VOTE:
		return !c.StageEnd(r, Stage(st)).Add(c.GraceTime()).After(t)
	case wire.Stage_STAGE_DONE:
		return !c.RoundStart(r + 2).After(t)
	}
	return false
}

// Period is the length of one round: its three stages and its training
// phase.
func (c Config) Period() time.Duration { return c.Stages() + c.Train }

// Stages is the length of a round's three message stages: the time from
// a round's start to its vote deadline.
func (c Config) Stages() time.Duration { return c.Answer + c.Critique + c.Vote }

// Training reports whether t falls in a round's training phase (after its
// vote deadline, before the next round starts).
func (c Config) Training(t time.Time) bool {
	r, _, _, ok := c.Position(t)
	return ok && !t.Before(c.StageEnd(r, StageVote))
}

// Position returns the round and stage in progress at t, and when that
// stage ends. In a round's training phase it returns the round's vote
// stage and its deadline, which has passed (see Training). ok is false
// before genesis.
func (c Config) Position(t time.Time) (round uint64, stage Stage, end time.Time, ok bool) {
	if t.Before(c.Genesis) {
		return 0, 0, time.Time{}, false
	}
	p := c.Period()
	i := t.Sub(c.Genesis) / p
	start := c.Genesis.Add(i * p)
	in := t.Sub(start)
	switch {
	case in < c.Answer:
		return uint64(i), StageAnswer, start.Add(c.Answer), true
	case in < c.Answer+c.Critique:
		return uint64(i), StageCritique, start.Add(c.Answer + c.Critique), true
	default:
		return uint64(i), StageVote, start.Add(c.Stages()), true
	}
}

// RoundStart returns when round r starts.
func (c Config) RoundStart(r uint64) time.Time {
	return c.Genesis.Add(time.Duration(r) * c.Period())
}
