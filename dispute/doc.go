// Package dispute holds the off-chain side of Verde refereed delegation.
// Its subpackage job runs verifiable training and inference jobs and
// checks their signed receipts (per-step state hashes committed in a
// Merkle root, checkpoints by CID, optionally op-trace digests), naming
// the first differing step and op of a wrong receipt. Its subpackage
// market plays the task market's submitter, solver and verifier roles
// on those jobs, its subpackage game is the dispute game as a pure state
// machine that bisects two parties' traces to one op a referee
// recomputes, and its subpackage play plays that game over real jobs
// (parties regenerating the pinned step from their checkpoints, the
// referee ruling from checked evidence). Playing it against the on-chain
// DisputeGame contract and over the network is not built yet; see
// docs/ARCHITECTURE.md, docs/jobs.md and docs/market.md.
package dispute
