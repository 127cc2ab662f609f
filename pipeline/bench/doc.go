// Package bench puts SkipPipe beside its baselines on one topology: Compare
// plans SkipPipe (with and without collision awareness), the full pipeline
// and network-oblivious random skipping, simulates one iteration of each
// with package sim, and returns the times. It is what docs/BENCHMARKS.md's
// SkipPipe figures come from (go test ./pipeline/bench -run Figures -v).
package bench
