//go:build race

package member_test

// raceEnabled lengthens the stages of the test: the race detector makes
// the transformer policy several times slower.
const raceEnabled = true
