// Package netmodel describes the network and compute a SkipPipe pipeline runs
// on: nodes with a stage and a number of activation memory slots, per-pair
// latency (milliseconds) and bandwidth (GiB/s) matrices, per-node forward
// compute time, and the size of one microbatch's activations. It prices a
// hop as latency/1000 + bytes/(bandwidth*2^30) + a fixed per-hop overhead,
// the backward pass as 1.5x the forward and the head plus loss as 0.25x, as
// the anchor's scheduler does (gensyn-ai/skippipe, create_schedule.py and
// schedulers/communication_costs.py).
//
// The package is pure data and arithmetic: it holds the anchor's topologies
// as data (GCP12, GCP42), decodes topology files (Decode) with size limits,
// and validates them. It knows nothing about schedules or simulation.
package netmodel
