# swarm: the generated wire code is fresh, and RL Swarm rounds on real
# libp2p nodes on loopback (32 nodes over 5 rounds and 8 nodes over 2 count
# the votes and agree; 4 nodes commit on the embedded chain and the
# on-chain winners equal their tallies; 3 nodes join through member.Join
# with the transformer policy and badger state). Their stages are seconds
# long and each test ends when the rounds it checks are tallied, so a
# loaded machine only makes them slower; make soak measures 2 s stages.
# Then the node as a user runs it: scripts/node-acceptance.sh (dev chain,
# swarm create, 3 x `synod node run` joining from config.toml, agreed and
# on-chain winners, a checkpoint fetched from a peer) and
# scripts/node-crash-test.sh (kill -9 of a node playing the swarm, twice,
# restarted with the same home: it resumes, never speaks twice, loses no
# record).
# The in-memory protocol tests and golden scenarios run in test-unit.
TEST_TARGETS += test-swarm

.PHONY: test-swarm
test-swarm:
	@echo "==> swarm: wire code freshness"
	@scripts/swarm-proto-check.sh
	@echo "==> swarm: rounds on real loopback nodes"
	SYNOD_SWARM_ACCEPTANCE=1 $(GO) test -p 1 -count=1 -timeout 20m -run 'TestThirtyTwoNodesAgreeOverFiveRounds|TestEightNodesAgree|TestOnChainWinnersEqualHonestTallies|TestJoinPlaysRoundsWithTheTransformerPolicy' ./swarm/bench ./swarm/swarmchain ./swarm/member
	@echo "==> swarm: node acceptance (dev chain, swarm create, 3 x node run from config, on-chain winners, checkpoint fetch)"
	@scripts/node-acceptance.sh
	@echo "==> swarm: node crash test (kill -9 mid-round, restart with the same home)"
	@scripts/node-crash-test.sh
