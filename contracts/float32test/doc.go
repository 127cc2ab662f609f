// Package float32test checks the Solidity Float32 library
// (contracts/src/Float32.sol) bit for bit against Go's float32 arithmetic.
// Its test deploys the compiled Float32Harness (contracts/build) into
// go-ethereum's in-memory EVM (core/vm/runtime) and runs several hundred
// thousand inputs per run, random bit patterns and edge cases, in batches
// of one call per few thousand inputs; every mismatch fails the test with
// its operands in hex. The package has no non-test code.
package float32test
