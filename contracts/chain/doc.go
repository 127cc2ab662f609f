// Package chain is Synod's view of an EVM chain: a Client interface with two
// backends (an embedded in-process chain built on go-ethereum's simulated
// backend, and any JSON-RPC endpoint), deployment of the SwarmCoordinator,
// TaskMarket, DisputeGame and RefereeSet contracts, a transaction sender that
// retries with fresh gas estimates without ever sending the same call twice,
// typed revert errors, and small typed wrappers over every contract call the
// swarm and dispute code need.
//
// # The task market
//
// A task's life, in driver calls (docs/contracts.md has the states,
// deadlines and payouts): the submitter posts it (SubmitTask, escrowing
// MaxWork × PricePerWork); a solver claims it (Claim) and commits its sealed
// result and a sealed wrong final hash (CommitResult); verifiers other than
// the submitter and the solver commit sealed verdicts during the
// verification window (CommitVerdict); the solver reveals (RevealResult,
// which reports a forced error), then the verifiers (RevealVerdict: a
// dissenting final hash opens a dispute game ruled by the market's referee
// set); until the verifiers' reveal deadline anyone else who re-executed
// the task and got another final hash may challenge it too (Whistleblow,
// with the task's stake: a dispute game of its own, settled as a
// challenger's); anyone settles after the last deadline (Settle) and everyone pulls
// its balance (Withdraw). Solvers find work with Tasks and WatchTasks, and
// Lineage walks a task's parents. Everything read from the chain is
// checked (CheckTask, CheckVerifiers, DecodeTaskSubmitted) and nonsense is
// refused with ErrBadChainData.
//
// # Observing transactions
//
// Every transaction a Chain sends, for any contract call or deployment and
// from any Account, ends in one TxEvent: who sent it (From), the contract
// method, the mined transaction's hash and gas (a transaction that reverted
// on chain still used gas), and Err when it reverted, was refused in gas
// estimation, or could not be sent or mined (then Hash may be zero). Several
// nodes sharing one Chain in a process, each with its own Account, tell
// their events apart by From. Register observers with ObserveTxs at any
// time, or for the Chain's whole life with WithTxObserver. Observers run
// synchronously on the sending goroutine, possibly on several at once, and
// hold up the sending Account while they run, so they must be quick:
//
//	cancel := c.ObserveTxs(func(ev chain.TxEvent) {
//		if ev.From == me {
//			gasSpent.Add(float64(ev.GasUsed))
//		}
//	})
//	defer cancel()
//
// The package knows no networking beyond the chain's JSON-RPC: a node's
// libp2p peer ID is built here from its secp256k1 key as plain bytes.
package chain
