// Package work prices repops computations the way gas prices EVM
// execution: a job's op graph (every forward, backward and optimizer op of
// a training step, with its floating-point operations and bytes moved) is
// turned into work units by a fixed schedule of per-op weights, so the
// work of a job is a pure function of its specification, the same on every
// machine, and a fee follows from it at a price per unit.
//
// The schedule is versioned with the op set. How long a unit takes on a
// given machine is measured separately by Calibrate, which times real
// repops operators of several sizes and fits one weight (nanoseconds per
// FLOP or per byte) per op kind; Estimate turns a graph and those weights
// into a predicted duration.
package work
