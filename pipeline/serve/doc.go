// Package serve makes a node a SkipPipe peer over the network: the plan
// protocol (/synod/pipeline/plan/1.0.0) by which a coordinator finds the
// peers that serve a run's stages, plans a session with the SkipPipe
// scheduler and hands every peer the plan, and the two roles that speak
// it.
//
// A Server is a stage peer. It answers a coordinator of its run (the run
// ID and the model name must match) with the stages it serves and its
// activation slots; given a plan that lists it, it builds its stage
// (pipeline/run) on its own libp2p host, says it is ready, trains when
// told, reports its progress and result, and stays up until the
// coordinator closes the session (peers of its stage may still need its
// gradients). One session runs at a time; the next may follow.
//
// A Coordinator is stage 0 and the data holder. A session (Run) asks
// every connected peer that speaks the plan protocol (the daemon joins
// the run's rendezvous namespace so that they connect; configured peers
// are dialled) until enough offers cover every stage, gives each peer a
// stage (one per stage first, then the extra peers to the least served
// stages they offer, deterministically by peer ID), schedules paths of
// PathLength stages with pipeline/sched (on a uniform topology, or with
// CoordConfig.MeasureLinks on the round trips and probe bandwidths the
// members measure over ProbeID), maps them onto the peers with
// pipeline/deploy, sends the plan (planning again without peers that do
// not take it), starts everyone once all are ready, trains, evaluates
// the trained model through the stages that still have a live peer
// (CoordConfig.EvalBatches) and closes the session when every peer that
// still counts has reported its result. Peers the run drops are routed
// around by pipeline/run as before. A stage peer serves one data holder
// per run (Offer.Holder, or the first coordinator whose plan it takes).
//
// Both sides build the model from its name (ModelConfig) and the stage
// count: a plan carries no hyperparameters a peer would have to trust.
// Every frame is strict JSON within size limits (DecodeMessage, fuzzed).
package serve
