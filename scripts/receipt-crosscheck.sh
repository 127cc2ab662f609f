#!/usr/bin/env bash
# Proves that job receipts verify everywhere: the golden receipts under
# dispute/job/testdata/golden (op set 1), golden-opset2 (op set 2, FMA
# matrix products) and golden-format3 (receipt format 3), made by `synod run` on linux/amd64 with its assembly
# kernels, must re-verify, in full and from a committed checkpoint, at
# GOAMD64=v1 and v3, with -tags purego (the portable Go kernels), as an
# arm64 test binary under qemu-aarch64 and as a 32-bit arm (GOARM=7) test
# binary under qemu-arm. Installs qemu-user from Debian when it is missing
# (as root).
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
PKG=./dispute/job
RUN='^TestGoldenReceipt'

step() { echo "==> receipt cross-check: $*"; }

if [ "$($GO env GOARCH)" = "amd64" ]; then
  step "GOAMD64=v1"
  GOAMD64=v1 $GO test -count=1 -run "$RUN" "$PKG"
  step "GOAMD64=v3"
  GOAMD64=v3 $GO test -count=1 -run "$RUN" "$PKG"
  step "-tags purego"
  $GO test -count=1 -tags purego -run "$RUN" "$PKG"
else
  step "native $($GO env GOARCH)"
  $GO test -count=1 -run "$RUN" "$PKG"
fi

if ! command -v qemu-aarch64 >/dev/null 2>&1 || ! command -v qemu-arm >/dev/null 2>&1; then
  step "installing qemu-user"
  if [ "$(id -u)" -ne 0 ]; then
    echo "qemu-aarch64 or qemu-arm is missing and this is not root: install qemu-user (apt-get install qemu-user)" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq qemu-user >/dev/null
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

step "GOARCH=arm64 under qemu-aarch64"
GOARCH=arm64 $GO test -c -o "$tmp/job-arm64.test" "$PKG"
(cd dispute/job && qemu-aarch64 "$tmp/job-arm64.test" -test.run "$RUN" -test.v)

step "GOARCH=arm GOARM=7 (32-bit) under qemu-arm"
GOARCH=arm GOARM=7 $GO test -c -o "$tmp/job-arm.test" "$PKG"
(cd dispute/job && qemu-arm "$tmp/job-arm.test" -test.run "$RUN" -test.v)

step "the golden receipt verifies on every configuration"
