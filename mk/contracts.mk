# contracts: the unit tests of contracts/ (every contract function on the
# embedded chain, the conservation property test, the gas targets) run in
# test-unit. This target installs solc and geth v1.16.7, checks that
# the committed bindings match the Solidity sources, and runs the
# integration test against a real `geth --dev`.
TEST_TARGETS += test-contracts

.PHONY: test-contracts contracts-gen
test-contracts:
	@scripts/contracts-test.sh

# Regenerate the compiled artifacts and Go bindings after editing contracts/src.
contracts-gen:
	@scripts/contracts-gen.sh
