//go:build race

package devnet

// testRound is the swarm round of the tests that play rounds on a devnet:
// four stages of 8 s under the race detector, which makes the policy's
// inference and every signature check many times slower, and go test runs
// other packages' tests beside it.
const testRound = "32s"
