// Package pipeline will run SkipPipe: a model cut into stages served by
// different peers, microbatches following paths with skips and swaps, a
// scheduler that minimises iteration time under per-node memory slots, and
// the no-skip GPipe/1F1B baseline measured side by side. It is not built yet;
// see docs/ARCHITECTURE.md for where it fits.
package pipeline
