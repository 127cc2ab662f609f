package swarm

import (
	"time"

	"github.com/synod-net/synod/storage/state"
)

// WithRecordedHook calls f once each own message is recorded, before the
// loop judges it: a test stands in for a slow disk with it.
func WithRecordedHook(f func(*state.Vote)) Option {
	return func(s *Service) error { s.recorded = f; return nil }
}

// WithMemberRefresh sets the period of the member reads (default: once
// per stage, at most every 5 s).
func WithMemberRefresh(d time.Duration) Option {
	return func(s *Service) error { s.memEvery = d; return nil }
}
