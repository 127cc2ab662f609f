// Package sim is a discrete-event simulator of one SkipPipe training
// iteration. A Schedule lists microbatches, each with its data holder (a
// stage-0 node) and the nodes it visits in order. Each microbatch runs
// forward along its route, returns to its holder for head and loss (0.25x
// forward), then runs backward along the reversed route (1.5x forward) and
// ends on its holder. Nodes run one task at a time, the earliest-ready first
// (FIFO by timestamp); a forward pass takes one of the node's memory slots
// and the backward pass on the same node frees it, and a holder has at most
// its in-flight credit of microbatches started and not finished (1F1B-like).
// After the last backward a stage all-reduces its gradient (a ring priced by
// netmodel.Topology.AllReduceS).
//
// Simulate is pure: no goroutines, no clock, no randomness; the same inputs
// give the same Result bit for bit.
package sim
