# policy: the swarm's base checkpoint must rebuild bit for bit. synod model
# pretrain trains it from scratch with the default recipe and fails unless
# the result's CID is the embedded policy.BaseCID (about eight minutes of
# two cores; it prints its progress). make test starts it first, in the
# background at nice 19 (scripts/bg-suite.sh), so that it uses the cores
# the other suites leave idle, and waits for it last;
# make test-base-model runs it in the foreground.
TEST_BACKGROUND += test-base-model-start
TEST_TARGETS_LAST += test-base-model-wait

.PHONY: test-base-model test-base-model-start test-base-model-wait
test-base-model: build
	@echo "==> synod model pretrain (rebuilds the base checkpoint and checks its CID)"
	./$(BIN) model pretrain

test-base-model-start: build
	@echo "==> synod model pretrain (rebuilds the base checkpoint and checks its CID), in the background"
	@scripts/bg-suite.sh start base-model $$PPID -- ./$(BIN) model pretrain

test-base-model-wait:
	@echo "==> synod model pretrain (rebuilds the base checkpoint and checks its CID): waiting for it"
	@scripts/bg-suite.sh wait base-model
