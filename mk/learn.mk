# learning benchmarks: training throughput of the policy's architecture
# against PyTorch (installs Debian's python3-torch when no python3 here
# imports torch), and SAPO's cumulative reward by rollout split.
#
#   make bench-train           PyTorch as Debian installs it (its matmuls on
#                              the system libblas.so.3: the reference BLAS
#                              unless an optimised one is installed)
#   make bench-train-openblas  the same with PyTorch on OpenBLAS, unpacked
#                              from Debian's libopenblas0-pthread into
#                              bin/openblas (the system BLAS is not changed)
.PHONY: bench-train bench-train-openblas bench-sapo install-torch

OPENBLAS_DIR := bin/openblas
OPENBLAS_LIB := $(OPENBLAS_DIR)/usr/lib/$(shell uname -m)-linux-gnu/openblas-pthread

install-torch:
	@if python3 -c 'import torch' 2>/dev/null || /usr/bin/python3 -c 'import torch' 2>/dev/null; then :; else \
	  echo "==> installing python3-torch (Debian)"; \
	  if [ "$$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq python3-torch >/dev/null; \
	fi

bench-train: build install-torch
	$(GO) test -tags torch -count=1 -run TestBenchTrainTorchParams ./cmd/synod
	./$(BIN) bench train --threads 1 $(BENCH_TRAIN_ARGS)
	./$(BIN) bench train --threads 2 $(BENCH_TRAIN_ARGS)

$(OPENBLAS_LIB)/libblas.so.3:
	@echo "==> unpacking libopenblas0-pthread (Debian) into $(OPENBLAS_DIR)"
	@mkdir -p $(OPENBLAS_DIR)/deb
	cd $(OPENBLAS_DIR)/deb && apt-get download libopenblas0-pthread
	dpkg -x $(OPENBLAS_DIR)/deb/libopenblas0-pthread_*.deb $(OPENBLAS_DIR)

bench-train-openblas: build install-torch $(OPENBLAS_LIB)/libblas.so.3
	LD_LIBRARY_PATH=$(abspath $(OPENBLAS_LIB)) ./$(BIN) bench train --threads 1 $(BENCH_TRAIN_ARGS)
	LD_LIBRARY_PATH=$(abspath $(OPENBLAS_LIB)) ./$(BIN) bench train --threads 2 $(BENCH_TRAIN_ARGS)

bench-sapo: build
	./$(BIN) bench sapo --svg docs/sapo-steps.svg $(BENCH_SAPO_ARGS)
