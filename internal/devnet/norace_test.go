//go:build !race

package devnet

// testRound is the swarm round of the tests that play rounds on a devnet:
// four stages of 4 s.
const testRound = "16s"
