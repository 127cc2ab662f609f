package swarm

import (
	"errors"
	"log/slog"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm/learn"
)

// Option changes how New builds a service.
type Option func(*Service) error

// WithLogger sets the logger (default: discard).
func WithLogger(l *slog.Logger) Option {
	return func(s *Service) error {
		if l == nil {
			return errors.New("swarm: nil logger")
		}
		s.log = l
		return nil
	}
}

// WithClock replaces the wall clock (tests): the schedule, the times at
// which messages are judged and the deadlines of policy calls, delayed
// publishing and commitments all follow now, which may stand still.
func WithClock(now func() time.Time) Option {
	return func(s *Service) error {
		if now == nil {
			return errors.New("swarm: nil clock")
		}
		s.now, s.injectedClock = now, true
		return nil
	}
}

// WithState persists what the node sent and saw, and round results, in db,
// so a restart resumes the round without a second vote.
func WithState(db *state.DB) Option {
	return func(s *Service) error { s.db = db; return nil }
}

// WithChain commits every round's tally to the coordinator contract and
// reads the registered members from it.
func WithChain(c Chain) Option {
	return func(s *Service) error { s.chain = c; return nil }
}

// WithMembers fixes the set of peers allowed to send messages (when there is
// no chain, or in addition to the chain's members).
func WithMembers(ids []peer.ID) Option {
	return func(s *Service) error { s.members = append(s.members, ids...); return nil }
}

// WithRegisterer registers the service's metrics in r (default: none).
func WithRegisterer(r prometheus.Registerer) Option {
	return func(s *Service) error { s.reg = r; return nil }
}

// WithOnResult calls f (from the service goroutine; it must not block) with
// every round result.
func WithOnResult(f func(Report)) Option {
	return func(s *Service) error { s.onResult = f; return nil }
}

// WithLearner trains the policy in each round's training phase with l
// (SAPO: the node shares its own groups in its round summary and trains
// on them and on its peers'). Without one, the node trains nothing and
// shares no rollouts. onReport (may be nil) is called after each round's
// update, from the learner's goroutine.
func WithLearner(l Learner, onReport func(learn.Report)) Option {
	return func(s *Service) error { s.learner, s.onLearn = l, onReport; return nil }
}
