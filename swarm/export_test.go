package swarm

import "github.com/synod-net/synod/storage/state"

// WithRecordedHook calls f once each own message is recorded, before the
// loop judges it: a test stands in for a slow disk with it.
func WithRecordedHook(f func(*state.Vote)) Option {
	return func(s *Service) error { s.recorded = f; return nil }
}
