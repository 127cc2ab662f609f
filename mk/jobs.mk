# jobs: verifiable jobs and receipts (dispute/job). The unit tests run in
# test-unit; test-jobs re-verifies the golden receipt at GOAMD64 v1 and v3
# and as arm64 and 32-bit arm binaries under qemu-user.
TEST_TARGETS += test-jobs

.PHONY: test-jobs
test-jobs:
	@GO=$(GO) scripts/receipt-crosscheck.sh
