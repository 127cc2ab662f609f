# soak: measurements of speed that need an otherwise idle machine. They are
# not part of make test (nothing here is added to TEST_TARGETS), whose
# tests wait for events and hold on a loaded machine.
#
#   make soak   32 RL Swarm nodes on real loopback nodes keep up with 2 s
#               stages over 5 rounds (synod bench round's measurement)

.PHONY: soak
soak:
	@echo "==> soak: 32 swarm nodes on 2 s stages"
	$(GO) test -tags soak -p 1 -count=1 -timeout 10m -v -run 'TestSoak' ./swarm/bench
