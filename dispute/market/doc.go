// Package market plays the off-chain roles of the task market
// (contracts/chain's TaskMarket): the submitter, the solver, the verifier
// and the whistleblower, plus lineage queries.
//
// Each role is a small state machine driven by the chain: a pure step
// function (StepSolver, StepVerifier, StepSubmitter) maps a task's
// on-chain record, the role's own record of it and the chain's time to
// the next Action, and a thin layer performs that action (a job run, a
// transaction, a fetch). Advance runs one such pass; Run repeats it on
// every tick of an injected ticker, so tests drive it by moving the
// embedded chain's clock and calling Advance, and a daemon by Run.
//
//   - Submitter: stores the job spec in the checkpoint store (its CID is
//     the task's spec CID), quotes the work with job.QuoteJob (MaxWork),
//     submits with a price per work unit and a stake, settles the task
//     when it is due and withdraws what it is owed.
//   - Solver: picks tasks whose spec it can fetch, decode and run, claims
//     them with the stake, runs the job (job.Run, checkpoints and traces
//     stored in its store, which its node serves), commits the sealed
//     result and a sealed deliberately wrong final hash, reveals after the
//     verification window (the wrong hash too when the forced-error draw
//     says so), settles and withdraws. The salt and the wrong hash are
//     persisted in a JSON state file before they are committed, so a
//     restart cannot lose them.
//   - Verifier: for tasks it may verify (not its own submission or
//     solve), re-executes the job from the spec on its own (results are
//     sealed, so it never sees the solver's), commits a sealed verdict,
//     reveals it after the solver, fetches the revealed checkpoint by CID
//     and checks its state hash, claims a timed-out dispute, settles and
//     withdraws. A verdict other than the revealed result is a challenge:
//     the contract opens the dispute game.
//   - Audit and Whistleblow (the whistleblower): Audit re-executes a
//     revealed task and lists the verifiers whose revealed verdict status
//     contradicts the result it computed; Whistleblow acts on an audit
//     whose computed hash is not the result, while the verifiers' reveal
//     window is open, by challenging the result on chain with the task's
//     stake (a dispute game of its own, settled as a challenger's).
//     Verifier.Whistleblow does both and keeps the dispute in the
//     verifier's state, so its AdvanceTask claims the solver's timeout,
//     settles and withdraws.
//   - Lineage walks a task's parents back to a random initialisation;
//     FindByCheckpoint finds the task whose result is a checkpoint CID.
package market
