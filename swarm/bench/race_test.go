//go:build race

package bench

// raceEnabled lengthens the stages of the tests that play rounds: the race
// detector makes signature checks many times slower.
const raceEnabled = true
