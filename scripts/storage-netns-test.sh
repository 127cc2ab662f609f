#!/usr/bin/env bash
# The multi-provider fetch on shaped links (scripts/netns-fetch.sh, small):
# three providers, each a separate process behind a 100 Mbit/s uplink in
# its own network namespace, must deliver at least 1.5 times what one
# does. Needs root for the namespaces; installs iproute2 when it is
# missing. Under CI it must run; elsewhere, without root, it says that it
# did not run and why.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "==> storage: fetch from 1 and 3 providers behind kernel-shaped uplinks (network namespaces)"
. scripts/needs-root.sh
needs_root storage-netns "network namespaces and tc"
if ! command -v ip >/dev/null || ! command -v tc >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq iproute2 >/dev/null
fi
exec scripts/netns-fetch.sh --size 32MiB --uplink 100mbit --providers 3 --reps 2 --min-ratio 1.5
