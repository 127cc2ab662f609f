#!/usr/bin/env bash
# Installs Debian's chromium, which the dashboard's browser tests drive
# headless (internal/browsertest), when /usr/bin/chromium is missing.
# Quiet and quick when it is there. Installing needs root: outside CI a
# non-root run says what to do and exits 0 (the tests then skip); under CI
# (CI=true) it fails.
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" != 0 ]; then
  if [ "${CI:-}" = true ]; then
    echo "install-chromium: CI must run as root to install chromium" >&2
    exit 1
  fi
  echo "install-chromium: chromium missing and not root; run 'sudo apt-get install chromium' (the browser tests skip without it)"
  exit 0
fi
echo "install: chromium (apt-get, Debian package)"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
[ -x /usr/bin/chromium ] || { echo "install-chromium: /usr/bin/chromium still missing after install" >&2; exit 1; }
/usr/bin/chromium --version
