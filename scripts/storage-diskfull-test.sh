#!/usr/bin/env bash
# Disk full, for real: `synod checkpoint add` and `get` into a home on a
# small tmpfs must fail at once with the "not enough disk space" error
# instead of filling the disk, and a get into a tmpfs with room must still
# succeed. Needs root to mount the tmpfs; under CI it must run, elsewhere
# without root it says that it did not run.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "==> storage: disk full (checkpoint add and get into a home on a small tmpfs)"
. scripts/needs-root.sh
needs_root storage-diskfull "to mount a tmpfs"
work=$(mktemp -d /tmp/synod-diskfull.XXXXXX)
serve=""
cleanup() {
  [ -n "$serve" ] && kill "$serve" 2>/dev/null && wait "$serve" 2>/dev/null
  for m in "$work/small" "$work/roomy"; do mountpoint -q "$m" && umount "$m"; done
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "storage-diskfull: $*" >&2; exit 1; }
bin=$work/synod
go build -o "$bin" ./cmd/synod
mkdir "$work/small" "$work/roomy"
mount -t tmpfs -o size=24m tmpfs "$work/small"
mount -t tmpfs -o size=160m tmpfs "$work/roomy"
used() { df -k --output=used "$1" | tail -1 | tr -d ' '; }

"$bin" checkpoint synthetic "$work/c.ckpt" --size 32MiB >/dev/null
cid=$("$bin" checkpoint add "$work/c.ckpt" --home "$work/big" --json | sed -n 's/.*"cid": "\([^"]*\)".*/\1/p')
[ -n "$cid" ] || fail "add into a roomy home printed no CID"

if out=$("$bin" checkpoint add "$work/c.ckpt" --home "$work/small/a" 2>&1); then fail "add of 32 MiB into 24 MiB succeeded"; fi
printf '%s' "$out" | grep -q "not enough disk space" || fail "add: unclear error: $out"
[ "$(used "$work/small")" -lt 1024 ] || fail "add wrote $(used "$work/small") KiB before failing"

"$bin" checkpoint serve --home "$work/big" --listen /ip4/127.0.0.1/tcp/0 > "$work/serve.out" 2>&1 &
serve=$!
for _ in $(seq 100); do grep -q -- '--bootstrap' "$work/serve.out" 2>/dev/null && break; sleep 0.1; done
addr=$(grep -o -- '--bootstrap [^ ]*' "$work/serve.out" | head -1 | cut -d' ' -f2)
[ -n "$addr" ] || fail "serve printed no address: $(cat "$work/serve.out")"

if out=$("$bin" checkpoint get "$cid" --home "$work/small/g" --peer "$addr" 2>&1); then fail "get of 32 MiB into 24 MiB succeeded"; fi
printf '%s' "$out" | grep -q "not enough disk space" || fail "get: unclear error: $out"
printf '%s' "$out" | grep -q "still to fetch" || fail "get failed late, not before fetching: $out"
[ "$(used "$work/small")" -lt 4096 ] || fail "get wrote $(used "$work/small") KiB before failing"

"$bin" checkpoint get "$cid" --home "$work/roomy/g" --peer "$addr" -o "$work/got.ckpt" > "$work/get.out" 2>&1 ||
  fail "get into a tmpfs with room failed: $(cat "$work/get.out")"
cmp -s "$work/c.ckpt" "$work/got.ckpt" || fail "fetched bytes differ"
echo "storage disk-full test passed"
