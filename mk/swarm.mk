# swarm: the generated wire code is fresh, and RL Swarm rounds on real
# libp2p nodes on loopback (32 nodes agree over 5 rounds with 2 s stages; 8 nodes agree; 4 nodes commit on the embedded
# chain and the on-chain winners equal their tallies; 3 nodes join through
# member.Join with the transformer policy and badger state). The in-memory
# protocol tests and golden scenarios run in test-unit.
TEST_TARGETS += test-swarm

.PHONY: test-swarm
test-swarm:
	@echo "==> swarm: wire code freshness"
	@scripts/swarm-proto-check.sh
	@echo "==> swarm: rounds on real loopback nodes"
	SYNOD_SWARM_ACCEPTANCE=1 $(GO) test -p 1 -count=1 -timeout 10m -run 'TestThirtyTwoNodesAgreeOverFiveRounds|TestEightNodesAgree|TestOnChainWinnersEqualHonestTallies|TestJoinPlaysRoundsWithTheTransformerPolicy' ./swarm/bench ./swarm/swarmchain ./swarm/member
	@echo "==> swarm: CLI end to end (dev chain, create, 3 x join, status)"
	@scripts/swarm-cli-smoke.sh
