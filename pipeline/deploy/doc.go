// Package deploy connects the pure SkipPipe planner to the executor. It
// turns a pipeline/sim schedule (a pipeline/sched plan's Schedule, or the
// FullPipeline baseline) on a netmodel topology into a pipeline/run Plan
// for a set of libp2p peers (topology node i is peer i), and the
// topology's latency and bandwidth matrices into per-pair emulated links
// (pipeline/emu), scaled by a stated Scale so that an iteration of the
// modelled network takes seconds on one machine. Local runs N peers on
// loopback under that emulation and reports per-iteration loss, time and
// microbatches in flight.
package deploy
