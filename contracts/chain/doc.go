// Package chain is Synod's view of an EVM chain: a Client interface with two
// backends (an embedded in-process chain built on go-ethereum's simulated
// backend, and any JSON-RPC endpoint), deployment of the SwarmCoordinator,
// TaskMarket and DisputeGame contracts, a transaction sender that retries
// with fresh gas estimates without ever sending the same call twice, typed
// revert errors, and small typed wrappers over every contract call the swarm
// and dispute code need.
//
// The package knows no networking beyond the chain's JSON-RPC: a node's
// libp2p peer ID is built here from its secp256k1 key as plain bytes.
package chain
