package wire

import (
	"errors"
	"fmt"
)

// Version is the protocol version this package speaks. Version 2 carries
// rollout shares inside the round summary (one DONE-stage message per node
// and round) instead of as messages of their own.
const Version = 2

// Size limits a receiver enforces before anything else.
const (
	// MaxEnvelopeBytes bounds any message on any swarm topic; the node's
	// GossipSub max message size must be at least this.
	MaxEnvelopeBytes = 32 << 10
	// MaxQuestions bounds the completions in an answer.
	MaxQuestions = 32
	// MaxCompletionBytes bounds one completion.
	MaxCompletionBytes = 512
	// MaxReasonBytes bounds a critique's reason.
	MaxReasonBytes = 256
	// MaxShown bounds the peers a critique says it was shown.
	MaxShown = 16
	// MaxPeerIDBytes bounds a binary peer ID (secp256k1 and ed25519 IDs are 39 and 38 bytes).
	MaxPeerIDBytes = 64
	// MaxRolloutCompletions bounds the completions in a rollout share.
	MaxRolloutCompletions = 16
	// MaxRolloutShares bounds the rollout shares in a summary (one per
	// question at most).
	MaxRolloutShares = MaxQuestions
	// MaxWinners bounds the winners in a summary.
	MaxWinners = 16
	// MaxLeaves bounds the leaves in a summary (one per counted vote).
	MaxLeaves = 512
)

// Sentinel errors; every error this package returns wraps one of them.
var (
	ErrMalformed      = errors.New("malformed swarm message")
	ErrTooLarge       = errors.New("swarm message too large")
	ErrVersion        = errors.New("unsupported swarm protocol version")
	ErrBadSignature   = errors.New("bad swarm message signature")
	ErrBadSwarmID     = errors.New("invalid swarm id")
	ErrStageMismatch  = errors.New("payload does not belong to the message's stage")
	ErrSenderMismatch = errors.New("sender field does not match the signer")
)

// Check validates the structure and limits of a body: version, swarm ID,
// that the stage matches the payload, and every field's size.
func Check(b *Body) error {
	if b.GetVersion() != Version {
		return fmt.Errorf("%w: got %d, speak %d", ErrVersion, b.GetVersion(), Version)
	}
	if err := ValidSwarmID(b.GetSwarmId()); err != nil {
		return err
	}
	if n := len(b.GetSender()); n == 0 || n > MaxPeerIDBytes {
		return fmt.Errorf("%w: sender of %d bytes", ErrMalformed, n)
	}
	k := KindOf(b)
	if k == "" {
		return fmt.Errorf("%w: no payload", ErrMalformed)
	}
	if StageOf(k) != b.GetStage() {
		return fmt.Errorf("%w: %s payload in stage %s", ErrStageMismatch, k, b.GetStage())
	}
	switch p := b.GetPayload().(type) {
	case *Body_Answer:
		c := p.Answer.GetCompletions()
		if len(c) == 0 || len(c) > MaxQuestions {
			return fmt.Errorf("%w: answer with %d completions (1-%d)", ErrMalformed, len(c), MaxQuestions)
		}
		for i, s := range c {
			if len(s) > MaxCompletionBytes {
				return fmt.Errorf("%w: completion %d is %d bytes (max %d)", ErrTooLarge, i, len(s), MaxCompletionBytes)
			}
		}
	case *Body_Critique:
		if err := checkPeer("critique best", p.Critique.GetBest()); err != nil {
			return err
		}
		if len(p.Critique.GetReason()) > MaxReasonBytes {
			return fmt.Errorf("%w: reason of %d bytes (max %d)", ErrTooLarge, len(p.Critique.GetReason()), MaxReasonBytes)
		}
		if len(p.Critique.GetShown()) > MaxShown {
			return fmt.Errorf("%w: %d shown peers (max %d)", ErrTooLarge, len(p.Critique.GetShown()), MaxShown)
		}
		for _, s := range p.Critique.GetShown() {
			if err := checkPeer("critique shown", s); err != nil {
				return err
			}
		}
	case *Body_Vote:
		if err := checkPeer("vote choice", p.Vote.GetChoice()); err != nil {
			return err
		}
	case *Body_Summary:
		s := p.Summary
		if len(s.GetVotesRoot()) != 32 {
			return fmt.Errorf("%w: votes root of %d bytes", ErrMalformed, len(s.GetVotesRoot()))
		}
		if len(s.GetWinners()) > MaxWinners || len(s.GetLeaves()) > MaxLeaves {
			return fmt.Errorf("%w: summary with %d winners, %d leaves", ErrTooLarge, len(s.GetWinners()), len(s.GetLeaves()))
		}
		for _, w := range s.GetWinners() {
			if err := checkPeer("summary winner", w); err != nil {
				return err
			}
		}
		for _, l := range s.GetLeaves() {
			if len(l) != 32 {
				return fmt.Errorf("%w: leaf of %d bytes", ErrMalformed, len(l))
			}
		}
		if len(s.GetRollouts()) > MaxRolloutShares {
			return fmt.Errorf("%w: summary with %d rollout shares (max %d)", ErrTooLarge, len(s.GetRollouts()), MaxRolloutShares)
		}
		var questions uint64 // bit q set: question q has a share
		for _, ro := range s.GetRollouts() {
			if err := checkRollout(ro); err != nil {
				return err
			}
			bit := uint64(1) << ro.GetQuestion()
			if questions&bit != 0 {
				return fmt.Errorf("%w: two rollout shares of question %d", ErrMalformed, ro.GetQuestion())
			}
			questions |= bit
		}
	}
	return nil
}

// checkRollout checks one rollout share's structure and limits.
func checkRollout(ro *RolloutShare) error {
	c := ro.GetCompletions()
	if len(c) == 0 || len(c) > MaxRolloutCompletions || len(ro.GetRewardsMilli()) != len(c) {
		return fmt.Errorf("%w: rollout with %d completions and %d rewards", ErrMalformed, len(c), len(ro.GetRewardsMilli()))
	}
	if ro.GetQuestion() >= MaxQuestions {
		return fmt.Errorf("%w: rollout question %d", ErrMalformed, ro.GetQuestion())
	}
	for i, s := range c {
		if len(s) > MaxCompletionBytes {
			return fmt.Errorf("%w: rollout completion %d is %d bytes", ErrTooLarge, i, len(s))
		}
	}
	return nil
}

func checkPeer(what string, id []byte) error {
	if len(id) == 0 || len(id) > MaxPeerIDBytes {
		return fmt.Errorf("%w: %s of %d bytes", ErrMalformed, what, len(id))
	}
	return nil
}
