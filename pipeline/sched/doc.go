// Package sched plans SkipPipe paths: which stages each microbatch visits,
// in what order, and on which node of each stage. It is pure and
// deterministic: the same topology, options and seed give the same Plan.
//
// A Plan holds PathsPerHolder paths per data holder (a stage-0 node); each
// path is used by MicrobatchesPerPath microbatches. Every path starts and
// ends at its own holder, visits exactly PathLength distinct stages
// including stage 0 (skip ratio 1 - PathLength/Stages), never a stage twice,
// and reorders stages only by bounded adjacent swaps: a stage below the
// highest stage seen so far (the frontier) must be exactly one below it, at
// most MaxSwaps such swaps per path, and no stage more than MaxJump above
// the frontier. TC1 caps the paths through a node at its memory slots and
// through a stage at StageCap. Check enforces all of these.
//
// Schedule builds a network-aware plan: a greedy pass gives each path the
// cheapest feasible stage set and nodes, then a local search (node moves,
// stage exchanges between paths, adjacent reorderings, route exchanges)
// keeps the moves the iteration simulator (package sim) scores no worse.
// Scoring by the simulator makes the search collision-aware (TC2); without
// it the search minimises each path's contention-free time. The search runs
// a fixed number of iterations, never a wall-clock budget.
//
// The baselines come from the same package: FullPipeline (every microbatch
// through all stages in order along DT-FM-style chains), RandomSkip
// (network-oblivious skipping that keeps TC1, "DT-FM skip"), and Allocate, a
// DT-FM-like node-to-stage allocation by local search.
package sched
