#!/usr/bin/env bash
# Proves that repops computes identical bits in every configuration: the
# golden digest suite (repops/testdata/digest.golden) must match under
# GOAMD64=v1 and v3, with the assembly kernels and with -tags purego,
# under GOMAXPROCS 1, 2 and 8, as an arm64 binary run under qemu-user
# (where Go would fuse multiply-adds if the code allowed it) and as a
# 32-bit arm (GOARM=7) binary under qemu-arm (32-bit int, VFP float32).
# The repops test binary run in each configuration also replays the
# op-set goldens (repops/testdata/opset1.golden and opset2.golden) and
# checks FMA32 against math/big. Any mismatch fails. Installs qemu-user from Debian when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
DIGEST=./repops/digest
RUN='^TestDigestGolden$'

step() { echo "==> repops cross-check: $*"; }

# The GOMAXPROCS runs below use the default build (GOAMD64=v1 unless the
# environment says otherwise, sharing the build cache with the unit tests);
# v3 is a separate build.
if [ "$($GO env GOARCH)" = "amd64" ]; then
  export GOAMD64=v1
  step "GOAMD64=v3"
  GOAMD64=v3 $GO test -count=1 -run "$RUN" "$DIGEST"
  # The unit tests too: at v3 the compiler may fuse float64 multiply-adds,
  # which FMA32 and the op-set goldens must not notice.
  GOAMD64=v3 $GO test -count=1 -short ./repops
fi

step "portable path only (-tags purego)"
$GO test -count=1 -tags purego -run "$RUN" "$DIGEST"
$GO test -count=1 -tags purego -short ./repops

for procs in 1 2 8; do
  step "GOMAXPROCS=$procs (GOAMD64=$($GO env GOAMD64))"
  GOMAXPROCS=$procs $GO test -count=1 -run "$RUN" "$DIGEST"
done

if [ "$($GO env GOARCH)" != "arm64" ]; then
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
  GOARCH=arm64 $GO test -c -o "$tmp/digest.test" "$DIGEST"
  GOARCH=arm64 $GO test -c -o "$tmp/repops.test" ./repops
  GOARCH=arm64 $GO test -c -o "$tmp/models.test" ./repops/models
  GOARCH=arm64 $GO test -c -o "$tmp/checkpoint.test" ./repops/checkpoint
  GOARCH=arm64 $GO test -c -o "$tmp/policy.test" ./swarm/policy
  GOARCH=arm64 $GO test -c -o "$tmp/learn.test" ./swarm/learn
  (cd repops/digest && qemu-aarch64 "$tmp/digest.test" -test.run "$RUN" -test.short -test.v)
  (cd repops && qemu-aarch64 "$tmp/repops.test" -test.short)
  (cd repops/models && qemu-aarch64 "$tmp/models.test" -test.short)
  (cd repops/checkpoint && qemu-aarch64 "$tmp/checkpoint.test" -test.short)
  # The policy's pretraining prefix and the base checkpoint's CID.
  (cd swarm/policy && qemu-aarch64 "$tmp/policy.test" -test.run 'PretrainPrefixGolden|BaseCID' -test.v)
  # Two rounds of GRPO with SAPO sharing end in the same state hashes.
  (cd swarm/learn && qemu-aarch64 "$tmp/learn.test" -test.run 'LearningGolden' -test.v)

  step "GOARCH=arm GOARM=7 (32-bit) under qemu-arm"
  GOARCH=arm GOARM=7 $GO test -c -o "$tmp/digest-arm.test" "$DIGEST"
  GOARCH=arm GOARM=7 $GO test -c -o "$tmp/repops-arm.test" ./repops
  GOARCH=arm GOARM=7 $GO test -c -o "$tmp/models-arm.test" ./repops/models
  GOARCH=arm GOARM=7 $GO test -c -o "$tmp/checkpoint-arm.test" ./repops/checkpoint
  (cd repops/digest && qemu-arm "$tmp/digest-arm.test" -test.run "$RUN" -test.short -test.v)
  (cd repops && qemu-arm "$tmp/repops-arm.test" -test.short)
  (cd repops/models && qemu-arm "$tmp/models-arm.test" -test.short)
  (cd repops/checkpoint && qemu-arm "$tmp/checkpoint-arm.test" -test.short)
fi
step "all configurations agree with repops/testdata/digest.golden"
