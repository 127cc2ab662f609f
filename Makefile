# Synod build, run and test entry points. See README.md.
#
#   make run    build synod and run a local devnet on embedded defaults
#   make test   the whole test suite (installs what it needs)
#   make soak   speed measurements that need an otherwise idle machine
#
# Each subsystem adds its own test targets in mk/<name>.mk by appending to
# TEST_TARGETS, so this file stays small.

GO      ?= go
BIN     ?= bin/synod
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -X main.version=$(VERSION)

# Packages whose tests run without the race detector (compute-heavy, no
# shared mutable state across goroutines beyond what their own tests cover).
# pipeline/deploy emulates whole pipelines whose silent-peer tests detect a
# peer by a hop deadline: under -race on a loaded 2-core machine honest hops
# outlast it; the executor it drives (pipeline/run) stays under -race.
# contracts/scalartest, like float32test, runs EVM bytecode on one goroutine.
NORACE_PKGS := ./repops/... ./swarm/policy/... ./swarm/learn/... ./contracts/float32test/... ./contracts/scalartest/... ./pipeline/deploy/...

TEST_TARGETS := test-unit

# Long CPU-bound suites that run in the background at nice 19 while the
# others run (scripts/bg-suite.sh): a suite's mk file adds its start target
# to TEST_BACKGROUND and its wait target to TEST_TARGETS_LAST.
TEST_BACKGROUND :=
TEST_TARGETS_LAST :=

-include mk/*.mk

.PHONY: all build run test lint test-unit clean

all: build

build:
	@scripts/build.sh $(BIN) "$(LDFLAGS)"

run: build
	./$(BIN) devnet $(RUN_ARGS)

test: $(TEST_BACKGROUND) lint $(TEST_TARGETS) $(TEST_TARGETS_LAST)
	@echo "make test: all suites passed"

lint:
	@echo "==> gofmt"
	@out=$$(gofmt -l $$(git ls-files '*.go' | grep -v '^contracts/bindings/')); \
	  if [ -n "$$out" ]; then echo "gofmt needed on:"; echo "$$out"; exit 1; fi
	@echo "==> go vet"
	$(GO) vet ./...

test-unit:
	@echo "==> go test -race (concurrent packages)"
	$(GO) test -race -count=1 -timeout 20m $$($(GO) list ./... | grep -v -E '/repops($$|/)|/swarm/(policy|learn)($$|/)|/contracts/(float32test|scalartest)($$|/)|/pipeline/deploy($$|/)')
	@echo "==> go test (compute packages)"
	$(GO) test -count=1 -timeout 20m $(NORACE_PKGS)

clean:
	rm -rf bin
