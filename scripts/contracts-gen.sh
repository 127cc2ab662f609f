#!/usr/bin/env bash
# Rebuilds the contracts' compiled artifacts (contracts/build) and Go bindings
# (contracts/bindings) from contracts/src with the pinned solc and abigen.
# Usage: scripts/contracts-gen.sh [build-dir] [bindings-dir]
# (the defaults regenerate the committed files; the freshness check passes
# temporary directories).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$repo/contracts/build}"
bindings="${2:-$repo/contracts/bindings}"
"$repo/scripts/install-contracts-tools.sh" solc abigen
abigen="$(command -v abigen || echo "$(go env GOPATH)/bin/abigen")"
(cd "$repo/contracts" && node scripts/compile.js "$build")
mkdir -p "$bindings"
for pair in SwarmCoordinator:swarm_coordinator TaskMarket:task_market DisputeGame:dispute_game; do
  name="${pair%%:*}"
  file="${pair##*:}"
  "$abigen" --v2 --abi "$build/$name.abi" --bin "$build/$name.bin" --pkg bindings \
    --type "$name" --out "$bindings/$file.go"
done
echo "contracts-gen: bindings written to $bindings"
