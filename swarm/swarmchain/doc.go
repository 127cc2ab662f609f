// Package swarmchain connects the RL Swarm service to the swarm coordinator
// contract: it reads a swarm's round schedule and registered members, and
// commits each round's tally (votes root and winners, as the winners'
// Ethereum addresses) from the node's own key.
package swarmchain
