#!/usr/bin/env bash
# Rebuilds the contracts' compiled artifacts (contracts/build) and Go bindings
# (contracts/bindings) from contracts/src with the pinned solc (npm) and
# go-ethereum's abigen v2 generator at the version pinned in go.mod
# (contracts/internal/bindgen; byte-identical to `abigen --v2` v1.17.10).
# Usage: scripts/contracts-gen.sh [build-dir] [bindings-dir]
# (the defaults regenerate the committed files; the freshness test passes
# temporary directories).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$repo/contracts/build}"
bindings="${2:-$repo/contracts/bindings}"
# Relative paths are the caller's: the steps below run in other directories.
mkdir -p "$build" "$bindings"
build="$(cd "$build" && pwd)"
bindings="$(cd "$bindings" && pwd)"
"$repo/scripts/install-contracts-tools.sh" solc
(cd "$repo/contracts" && node scripts/compile.js "$build")
(cd "$repo" && go run ./contracts/internal/bindgen -build "$build" -out "$bindings" -pkg bindings \
  SwarmCoordinator:swarm_coordinator.go TaskMarket:task_market.go DisputeGame+StateJudge+ScalarJudge+ScalarPrograms+ScalarArithmetic:dispute_game.go RowPrograms@bin:row_programs.go RefereeSet:referee_set.go)
echo "contracts-gen: bindings written to $bindings"
