//go:build race

package swarm_test

// raceEnabled scales timing-sensitive tests: the race detector makes
// signature checks many times slower.
const raceEnabled = true
