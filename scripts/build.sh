#!/usr/bin/env bash
# Builds the synod binary, printing progress as packages compile (the first
# build compiles about 1,200 packages and takes 3-4 minutes on 2 cores).
set -euo pipefail
out=${1:-bin/synod}
ldflags=${2:-}
cd "$(dirname "$0")/.."
if ! command -v go >/dev/null 2>&1; then
  echo "build: Go is not installed (https://go.dev/dl/); Go 1.26 or newer is required" >&2
  exit 1
fi
mkdir -p "$(dirname "$out")"
total=$(go list -deps ./cmd/synod 2>/dev/null | wc -l || echo 0)
echo "==> building $out ($total packages; cached packages are skipped)"
start=$(date +%s)
n=0
# go build -v prints each package as it is compiled.
go build -v -ldflags "$ldflags" -o "$out" ./cmd/synod 2>&1 | while IFS= read -r line; do
  case "$line" in
    *.go:*|*error*|*cannot*|*undefined*) echo "$line" ;;
    *) n=$((n+1)); if [ $((n % 25)) -eq 0 ]; then echo "    compiled $n packages ($(( $(date +%s) - start ))s)"; fi ;;
  esac
done
test -x "$out" || { echo "build failed" >&2; exit 1; }
echo "==> built $out in $(( $(date +%s) - start ))s"
