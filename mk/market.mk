# market: the task market's off-chain roles (dispute/market). Its unit and
# end-to-end tests on the embedded chain run in test-unit (with -race).
# test-market installs geth v1.16.7 when missing and runs the same honest
# flow, a forced error caught with its jackpot paid, and a submitter that
# cannot verify its own task against a real `geth --dev` on loopback (build tag integration, as
# contracts/chain's integration test); it fails, never skips, when geth
# cannot be built or started.
TEST_TARGETS += test-market

.PHONY: test-market
test-market:
	@echo "==> market: end-to-end against geth --dev"
	@scripts/install-contracts-tools.sh geth
	SYNOD_GETH="$$($(GO) env GOPATH)/bin/geth" $(GO) test -tags integration -count=1 -timeout 5m -run 'TestIntegration' ./dispute/market/
