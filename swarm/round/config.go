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
	return start.Add(c.Period())
}

// NextChange returns the first time after now at which a stage starts or a
// stage's grace ends: when an owner should tick its machine next.
func (c Config) NextChange(now time.Time) time.Time {
	r, st, end, ok := c.Position(now)
	if !ok {
		return c.Genesis
	}
	next := end
	g := c.GraceTime()
	if g == 0 {
		return next
	}
	// The stage before the current one closes at its deadline plus grace.
	prevEnd := c.RoundStart(r)
	if st > StageAnswer {
		prevEnd = c.StageEnd(r, st-1)
	}
	if t := prevEnd.Add(g); t.After(now) && t.Before(next) {
		next = t
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

// Period is the length of one round.
func (c Config) Period() time.Duration { return c.Answer + c.Critique + c.Vote }

// Position returns the round and stage in progress at t, and when that
// stage ends. ok is false before genesis.
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
		return uint64(i), StageVote, start.Add(p), true
	}
}

// RoundStart returns when round r starts.
func (c Config) RoundStart(r uint64) time.Time {
	return c.Genesis.Add(time.Duration(r) * c.Period())
}
