// Package swarm runs RL Swarm rounds on a Synod node: one goroutine per
// swarm owns the pure round state machine (package round), validates every
// gossip message through it, asks the policy for this node's answer,
// critique and vote, persists what it sent (before publishing it) and the
// peers' messages it accepted, so a node restarted mid-round resumes the
// round with the same view and never votes twice, publishes its tally
// (Merkle root of the votes it counted, winners) and commits it to the
// coordinator contract. After each round it shares rollouts (its answers
// with the task verifier's rewards) and stores its own and its peers'
// for the learner.
//
// Sub-packages: wire (the protocol's messages), tasks (questions and exact
// verifiers), round (the state machine, tally and rewards).
package swarm
