# policy: the swarm's base checkpoint must rebuild bit for bit. synod model
# pretrain trains it from scratch with the default recipe and fails unless
# the result's CID is the embedded policy.BaseCID (several minutes on two
# cores; it prints its progress).
TEST_TARGETS += test-base-model

.PHONY: test-base-model
test-base-model: build
	@echo "==> synod model pretrain (rebuilds the base checkpoint and checks its CID)"
	./$(BIN) model pretrain
