package bench

import (
	"log/slog"

	"github.com/synod-net/synod/storage/checkpoint"
)

// Config configures Run.
type Config struct {
	// Size of the checkpoint in bytes.
	Size int64
	// ChunkSize is the leaf size (default checkpoint.DefaultChunkSize).
	ChunkSize int
	// Dir holds the nodes' stores (default: a temporary directory, removed).
	Dir string
	// Providers for the multi-provider fetch (default 3).
	Providers int
	// Reps is how many times each path runs (default 3); rates are the
	// best run, CPU costs the lowest.
	Reps int
	// Log receives progress lines (default: discard).
	Log *slog.Logger
	// ProviderRate, when above 0, adds a one-provider and an n-provider
	// fetch with every provider serving at most ProviderRate bytes per
	// second (Service.SetServeRate): providers whose uplinks, not the machine's
	// cores, set the pace, as on a real network.
	ProviderRate int64
	// ProfileDir, when set, receives a CPU profile of each path's first
	// run (import, stream, tcp, fetch1, fetchN, stock .cpu.pprof) and an
	// allocation profile taken before and after the first one-provider
	// fetch (fetch1.allocs-before/after.pprof, compare with -base).
	ProfileDir string
}

// withDefaults returns c with the defaults in the fields left zero (Dir
// stays empty: Run makes a temporary directory).
func (c Config) withDefaults() Config {
	if c.ChunkSize == 0 {
		c.ChunkSize = checkpoint.DefaultChunkSize
	}
	if c.Providers == 0 {
		c.Providers = 3
	}
	if c.Reps <= 0 {
		c.Reps = 3
	}
	if c.Log == nil {
		c.Log = slog.New(slog.DiscardHandler)
	}
	return c
}
