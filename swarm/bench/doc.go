// Package bench measures RL Swarm rounds: N real nodes on loopback play a
// round with a fixed-cost policy, and the benchmark reports the time from
// round start to every node holding the tally, and the messages and bytes
// each node sent. The fixed-cost policy lives here because it is for
// benchmarks and tests only; the product's policy is the transformer.
package bench
