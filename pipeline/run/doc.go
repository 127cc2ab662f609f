// Package run executes SkipPipe training on real peers: every libp2p
// host serves one pipeline stage (a repops/models Stage) over the
// protocol /synod/pipeline/1.0.0, whose messages are pipeline/wire
// frames carried by node.FrameStream. Stage-0 peers hold the data, inject
// their microbatches along the paths of a plan with a bounded number in
// flight, compute the loss and receive the gradients back along the
// reversed path; at the end of an iteration the peers of every stage
// average their gradients in rank order and take one AdamW step. A peer
// that sends a malformed frame, whose every connection closes (its host
// stopped or crashed), or, with WithHopTimeout, that stays connected but
// misses a gradient's deadline, is dropped, and the microbatches routed
// through it are re-planned through another peer of its stage (the
// cheapest by WithHopCost, if given), or past its stage when the plan's
// skip ratio allows.
package run
