// Package crashtest holds the kill -9 test of node storage: a child
// process writes node state and fetches a checkpoint while the test kills
// it with SIGKILL at random instants, then checks that every acknowledged
// record survived, that no transaction is half visible and that the fetch
// resumes to a checkpoint whose CID and state hash verify.
package crashtest
