# Sourced by test scripts that need root (network namespaces, mounts).
# needs_root NAME WHY: returns when running as root; otherwise fails under
# CI (which runs as root, so a missing test is an error there) and, outside
# CI, says the test did not run and why, and exits 0.
needs_root() {
  [ "$(id -u)" = 0 ] && return 0
  if [ "${CI:-}" = true ]; then echo "$1: CI must run as root for this test" >&2; exit 1; fi
  echo "$1: NOT RUN: needs root ($2); run 'sudo make test-storage'"
  exit 0
}
