#!/usr/bin/env bash
# The contracts suite beyond the unit tests (which run in test-unit):
#   1. installs the pinned solc (npm) and geth v1.16.7 when missing;
#   2. recompiles the Solidity sources and checks that the committed
#      artifacts and Go bindings match them;
#   3. runs the integration test against a real `geth --dev` on loopback
#      (deploy, registration, a round commitment, full and timed-out
#      disputes). It fails, never skips, when geth cannot be built or started.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
echo "==> contracts: tools (solc, geth v1.16.7)"
scripts/install-contracts-tools.sh solc geth
echo "==> contracts: bindings match the sources"
SYNOD_CONTRACTS_TOOLS=1 go test -count=1 -run 'TestBindingsAreFresh' ./contracts/bindings/
echo "==> contracts: integration test against geth --dev"
SYNOD_GETH="$(go env GOPATH)/bin/geth" go test -tags integration -count=1 -timeout 5m -run 'TestIntegration' ./contracts/chain/
echo "==> contracts: done in $(( $(date +%s) - start ))s"
