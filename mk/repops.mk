# repops: bitwise reproducibility across GOAMD64 levels, kernels,
# GOMAXPROCS settings, arm64 and 32-bit arm (under qemu-user). The
# ordinary repops unit tests run in test-unit.
TEST_TARGETS += test-repops

.PHONY: test-repops
test-repops:
	@scripts/repops-crosscheck.sh
