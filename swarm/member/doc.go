// Package member wires one node into one on-chain swarm: it registers the
// node on the coordinator contract when needed, reads the swarm's round
// schedule, builds the base transformer policy and starts the swarm
// service on the node's gossip topics and state database. It is what
// `synod swarm join` and `synod devnet` call per node.
package member
