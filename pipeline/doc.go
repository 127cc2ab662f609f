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
// The runtime runs stages as libp2p peers:
//
//   - wire: activation, gradient and control frames with limits and checks.
//   - emu: per-link latency and bandwidth shaping of real streams.
//   - run: the executor (/synod/pipeline/1.0.0): stage models from
//     repops/models, credits and slots, backward along the reversed path,
//     rank-ordered gradient averaging, and re-planning around peers that
//     send malformed frames, close, or (optionally) go silent.
//   - deploy: scheduler plans on local peers with emulated links, behind
//     synod pipeline run and synod bench skippipe.
//
// A daemon role, plan distribution between machines and a dashboard panel
// are not built yet. See docs/pipeline.md and docs/pipeline-runtime.md.
package pipeline
