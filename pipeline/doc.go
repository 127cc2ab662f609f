// Package pipeline is SkipPipe: a model cut into stages served by different
// peers, microbatches that visit only some stages in a scheduler-chosen
// order (skips and bounded swaps), and the no-skip full pipeline measured
// beside it. The package itself is empty; the work is in its sub-packages.
//
// The pure, deterministic planning parts exist:
//
//   - netmodel: nodes, stages, latency/bandwidth matrices, compute and
//     memory slots; hop, compute and all-reduce costs; a bounded topology
//     decoder; the anchor's 12-region and 42-node GCP settings as data.
//   - sim: a discrete-event simulator of one iteration (FIFO per node,
//     memory slots, holder credits, backward along the reversed path,
//     per-stage all-reduce).
//   - sched: the path constraints (skip ratio, swaps, jumps, TC1), the
//     SkipPipe scheduler (greedy plus a seeded local search scored by sim,
//     which makes it collision-aware), the full-pipeline and random-skip
//     baselines, and a DT-FM-like node allocation.
//   - bench: Compare, which puts SkipPipe and the baselines side by side.
//
// Runtime pieces are being added beside them (wire: frame format; emu:
// emulated wide-area links). Moving activations over libp2p streams,
// running stages on repops, training, fault handling and a CLI are not
// built yet. See docs/pipeline.md.
package pipeline
