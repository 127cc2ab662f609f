// Package job runs verifiable training and inference jobs on repops and
// checks their receipts.
//
// A job spec (Spec, read from TOML or JSON by DecodeSpec) names a model
// (an architecture or a base checkpoint by CID), its data (a token
// dataset by CID or a procedural source with a seed), the optimizer and
// the step count. Run trains it step by step, hashing the full state
// (weights and AdamW moments) after every step, keeping each step's op
// trace digest, and storing intermediate checkpoints and the steps'
// traces in a content-addressed Store. It returns a Receipt: what was
// computed, the per-step state hashes and their Merkle root
// (internal/commit), the checkpoint CIDs, the device and software, signed
// by the node key. Infer does the same for generation from a checkpoint.
//
// Verify checks a receipt's hash and signature, then re-executes the
// whole job or a segment between two committed checkpoints and compares
// every step's state hash and trace digest. On a difference it names the
// first differing step and, within it, the first differing op (from the
// solver's stored trace of that step and repops.FirstDifference, or from
// the solver's checkpoint when the traces agree).
//
// The package does not import the checkpoint store or a libp2p host: the
// Store is an interface (storage/checkpoint implements it in the CLI), so
// verification builds and runs on 32-bit arm and arm64 targets.
package job
