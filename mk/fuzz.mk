# fuzz: every decoder of outside input (gossip envelopes, DAG protocol
# answers, checkpoint files, config files and environment, chain logs and
# call results, DHT responses, peers' keys and signatures, the key file,
# state records, question banks, model checkpoints, job specs, job receipts,
# Merkle proofs) has a Go fuzz target.
# test-fuzz runs each for a short time (FUZZTIME per target, 2s by
# default: about five minutes in all on two cores, most of it building the
# instrumented binaries); fuzz runs each for
# longer (FUZZTIME=60s by default) and keeps the corpus it grows. A failing
# input lands in the package's testdata/fuzz/FuzzXxx/: fix the decoder and
# keep the file as a seed.
#
#   make test-fuzz FUZZTIME=10s
#   make fuzz FUZZTIME=5m
TEST_TARGETS += test-fuzz

.PHONY: test-fuzz fuzz
test-fuzz:
	@echo "==> fuzz: every fuzz target, briefly"
	@GO=$(GO) scripts/fuzz-short.sh

fuzz:
	@echo "==> fuzz: every fuzz target, FUZZTIME=$${FUZZTIME:-60s} each"
	@GO=$(GO) FUZZTIME=$${FUZZTIME:-60s} FUZZMINIMIZETIME=$${FUZZMINIMIZETIME:-60s} \
	  FUZZCACHEDIR=$${FUZZCACHEDIR:-$$($(GO) env GOCACHE)/fuzz} scripts/fuzz-short.sh
