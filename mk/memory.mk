# memory: a `synod node run` process with node.memory_limit under a
# 32-node gossip load (synod bench memory, package daemon/memload): its
# VmRSS sampled every second against the limit, the memory watchdog's
# shedding, the rounds it tallied. Minutes long, so nothing here is in
# TEST_TARGETS (the unit tests of daemon/memload run in test-unit).
#
#   make bench-memory        3 runs of 3 minutes at node.memory_limit 512MiB
#                            (BENCH_MEMORY_ARGS adds flags, e.g. --json)
#   make bench-memory-test   the scaled-down Go test: 8 load nodes, 20 s and
#                            one tallied round, 256 MiB; about a minute

.PHONY: bench-memory bench-memory-test
bench-memory: build
	./$(BIN) bench memory --runs 3 $(BENCH_MEMORY_ARGS)

bench-memory-test:
	$(GO) test -tags memload -count=1 -timeout 10m -v -run TestScaledDownMemory ./daemon/memload
