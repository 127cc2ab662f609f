// Package dispute holds the off-chain side of Verde refereed delegation.
// Its subpackage job runs verifiable training and inference jobs and
// checks their signed receipts (per-step state hashes committed in a
// Merkle root, per-step op-trace digests, checkpoints by CID), naming
// the first differing step and op of a wrong receipt. Playing the
// bisection game against the on-chain DisputeGame contract and
// refereeing a single operator build on those receipts; see
// docs/ARCHITECTURE.md and docs/jobs.md.
package dispute
