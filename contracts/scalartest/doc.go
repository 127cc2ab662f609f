// Package scalartest checks the Solidity ScalarStep library
// (contracts/src/ScalarStep.sol), phase 3's last move of the dispute
// game, against what dispute/game executes in Go: one scalar float32
// operation (repops.ApplyScalar) on the accumulator, constants and input
// elements proven against their tensors' element roots
// (internal/commit). Its test deploys the compiled ScalarStepHarness
// (contracts/build) into go-ethereum's in-memory EVM and measures the
// gas of the step. The package has no non-test code.
package scalartest
