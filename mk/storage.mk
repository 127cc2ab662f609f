# storage: the unit, network and kill -9 crash tests of storage/ run in
# test-unit (with -race). This target drives the built binary end to end:
# checkpoint add/ls/stat/pin/unpin/gc on a scratch home, the clear errors for
# a malformed file and an unknown CID, and a small checkpoint benchmark;
# then add and get into a home on a small tmpfs (disk full), and a fetch
# from one and from three `synod checkpoint serve` processes, each in a
# network namespace behind a kernel-shaped uplink. The last two need root.
TEST_TARGETS += test-storage

.PHONY: test-storage bench-netns
test-storage:
	@scripts/storage-smoke.sh
	@scripts/storage-diskfull-test.sh
	@scripts/storage-netns-test.sh

# The same fetch at full size (as root): 256 MiB, 400 Mbit/s uplinks.
bench-netns:
	@scripts/netns-fetch.sh --json
