# learning benchmarks: training throughput of the policy's architecture
# against PyTorch (installs Debian's python3-torch when no python3 here
# imports torch), and SAPO's cumulative reward by rollout split.
.PHONY: bench-train bench-sapo install-torch

install-torch:
	@if python3 -c 'import torch' 2>/dev/null || /usr/bin/python3 -c 'import torch' 2>/dev/null; then :; else \
	  echo "==> installing python3-torch (Debian)"; \
	  if [ "$$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq python3-torch >/dev/null; \
	fi

bench-train: build install-torch
	./$(BIN) bench train --threads 1 $(BENCH_TRAIN_ARGS)
	./$(BIN) bench train --threads 2 $(BENCH_TRAIN_ARGS)

bench-sapo: build
	./$(BIN) bench sapo --svg docs/sapo.svg $(BENCH_SAPO_ARGS)
