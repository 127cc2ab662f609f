// Package daemon is Synod's composition root: from a configuration and an
// identity it builds everything one node runs (the libp2p node, the state
// database, the checkpoint store and service, the chain client and every
// role the configuration enables: the RL Swarm member, the task market's
// solver and verifier, a SkipPipe stage peer or coordinator) behind one
// Start / Close lifecycle, and serves the node's local HTTP API with its
// embedded dashboard. `synod node run` is a Daemon; the devnet and the
// benchmarks start their nodes through this package too (see Cluster).
//
// Lifecycle: New checks the configuration and builds nothing that holds
// resources; Start opens and starts every part in order and, when one
// fails, closes the ones already started, in reverse order, before it
// returns the error; Close stops everything (idempotent, safe to call
// after a failed Start).
//
// Several daemons may run side by side in one process (tests, devnets):
// nothing here is global, except the Go runtime's memory limit, which
// node.memory_limit sets for the whole process.
package daemon
