#!/usr/bin/env bash
# Installs what the contracts build and tests need, when missing:
#   solc    the pinned solcjs and OpenZeppelin into contracts/node_modules (npm ci)
#   abigen  go-ethereum's binding generator v1.17.10 (go install)
#   geth    go-ethereum v1.16.7, the dev chain for the integration test (go install;
#           about 3 minutes cold on 2 cores)
# Usage: scripts/install-contracts-tools.sh [solc] [abigen] [geth]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
gobin="$(go env GOPATH)/bin"
ABIGEN_VERSION=v1.17.10
GETH_VERSION=v1.16.7

need_node() {
  if ! command -v npm >/dev/null 2>&1; then
    echo "install: npm not found; installing nodejs and npm from Debian" >&2
    apt-get update -qq && apt-get install -y -qq nodejs npm >/dev/null
  fi
}

for tool in "${@:-solc abigen}"; do
  case "$tool" in
    solc)
      if [ ! -f "$repo/contracts/node_modules/solc/package.json" ] ||
         [ ! -d "$repo/contracts/node_modules/@openzeppelin/contracts" ]; then
        need_node
        echo "install: solc and OpenZeppelin (npm ci in contracts/)"
        (cd "$repo/contracts" && npm ci --no-audit --no-fund --loglevel=error)
      fi
      ;;
    abigen)
      if ! "$gobin/abigen" --version 2>/dev/null | grep -q "${ABIGEN_VERSION#v}"; then
        echo "install: abigen $ABIGEN_VERSION (go install)"
        go install "github.com/ethereum/go-ethereum/cmd/abigen@$ABIGEN_VERSION"
      fi
      ;;
    geth)
      if ! "$gobin/geth" version 2>/dev/null | grep -q "^Version: ${GETH_VERSION#v}"; then
        echo "install: geth $GETH_VERSION (go install; about 3 minutes cold on 2 cores)"
        start=$(date +%s)
        go install "github.com/ethereum/go-ethereum/cmd/geth@$GETH_VERSION"
        echo "install: geth built in $(( $(date +%s) - start ))s"
      fi
      ;;
    *) echo "install: unknown tool $tool (want solc, abigen or geth)" >&2; exit 2 ;;
  esac
done
