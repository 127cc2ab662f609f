// Package game is the off-chain dispute game between a solver and a
// challenger as a pure, deterministic state machine: no I/O, no
// goroutines, time passed in as a value.
//
// Phase 1 bisects over the steps of a job against the parties' per-step
// state hashes (position k is the state after step k, position 0 the
// agreed initial state) until one step remains whose pre-state both accept
// and whose post-state they dispute. In a game that knows the solver's
// committed state root (Config.StateRoot, as the on-chain game always
// does), the solver proves the step's pre- and post-state hashes against
// it (internal/commit proofs), with a Prove of its own after the pin or,
// where the game knows the step's trace length, within its first move on
// the step (the pick that pins it, or its first move of phase 2): a
// solver that bisected over hashes it did not commit to cannot move, and
// loses at its deadline. Phase 2 bisects over that step's op
// trace: position k is the running chain hash (ChainStart, ChainNext) over
// the first k entries' output hashes, so agreement at k means agreement on
// every output before it. It ends at the first entry whose inputs both
// accept and whose output they dispute. No move states that entry's hash:
// each party's chain hash at the entry already commits to it, so the
// referee recomputes that single entry (repops.ReplayEntry) and passes
// the result to Game.Resolve, which gives the game to the party whose
// chain hash the recomputed entry extends the agreed one to.
//
// Phase 3 (Config.Scalar, scalar.go) goes below the op: when both
// parties open the pinned entry alike (its preimage, input shapes and
// element roots of inputs and output, internal/commit) and repops
// reduces the op to scalar float32 operations (repops.ScalarOf), the
// parties descend their output element trees to one element they
// dispute, bisect over that element's canonical scalar evaluation, and
// the game executes the one scalar operation they pin (repops.ApplyScalar
// on input elements proven against the agreed roots): no referee. Other
// entries go to the referee as before, with the reason. In a compact game
// (Config.Compact, off chain) the openings take no moves of their own:
// the pick that pins the op entry carries the picker's opening and its
// children of its output root, and the other party's opening comes with
// its first pick of the element descent; for an op of one output element,
// which needs no descent, the pinning pick carries the picker's element
// and its scalar values at the first split points instead, and the other
// party's opening its element and its first pick of the scalar bisection.
// A compact game whose dispute opened with the challenger's phase-1 split
// then takes ceil(log2 T) + ceil(log2 (G+1)) + ceil(log2 E) + ceil(log2 K)
// moves with binary splits, one per halving.
//
// Moves alternate: the party that posts split-point hashes is answered by
// the other party picking the sub-range it disputes, together with its own
// hashes at the split points of that sub-range, so each move narrows the
// range by the split arity. A party that misses its deadline loses
// (Game.Tick). Player answers moves honestly from its own data.
package game
