# storage: the unit, network and kill -9 crash tests of storage/ run in
# test-unit (with -race). This target drives the built binary end to end:
# checkpoint add/ls/stat/pin/unpin/gc on a scratch home, the clear errors for
# a malformed file and an unknown CID, and a small checkpoint benchmark.
TEST_TARGETS += test-storage

.PHONY: test-storage
test-storage:
	@scripts/storage-smoke.sh
