#!/usr/bin/env bash
# End-to-end smoke test of `synod checkpoint` and `synod bench checkpoint`
# on a scratch home directory. Needs only Go (the binary is built here).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(mktemp -d)/synod
home=$(mktemp -d)
trap 'rm -rf "$home" "$(dirname "$bin")"' EXIT
echo "==> storage smoke test (home $home)"
go build -o "$bin" ./cmd/synod
fail() { echo "storage-smoke: $*" >&2; exit 1; }

# A small run of the benchmark.
"$bin" bench checkpoint --size 8MiB --providers 2 --reps 1 --dir "$home/bench" --json > "$home/bench.json"
grep -q '"state_hash_ok": true' "$home/bench.json" || fail "bench: state hash mismatch: $(cat "$home/bench.json")"

# A valid checkpoint to add, serve and fetch.
file=$home/synthetic.ckpt
"$bin" checkpoint synthetic "$file" --size 8MiB >/dev/null
[ -s "$file" ] || fail "checkpoint synthetic wrote no file"

out=$("$bin" checkpoint add "$file" --home "$home" --json)
cid=$(printf '%s' "$out" | sed -n 's/.*"cid": "\([^"]*\)".*/\1/p')
[ -n "$cid" ] || fail "add printed no CID: $out"
"$bin" checkpoint ls --home "$home" | grep -q "$cid" || fail "ls does not list $cid"
"$bin" checkpoint stat "$cid" --home "$home" | grep -q complete || fail "stat: not complete"

# Malformed file: a clear error, non-zero exit.
printf 'not a checkpoint' > "$home/bad.bin"
if err=$("$bin" checkpoint add "$home/bad.bin" --home "$home" 2>&1); then fail "malformed file accepted"; fi
printf '%s' "$err" | grep -q "not a valid Synod checkpoint" || fail "unclear error for malformed file: $err"

# Unknown CID: no provider within the timeout.
if err=$("$bin" checkpoint get bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi --home "$home" --timeout 2s 2>&1); then
  fail "get of an unknown CID succeeded"
fi
printf '%s' "$err" | grep -q "no provider found" || fail "unclear error for unknown CID: $err"

# Serve from this home; fetch into a second home through the DHT, knowing
# only the server's address as bootstrap peer.
"$bin" checkpoint serve --home "$home" --listen /ip4/127.0.0.1/tcp/0 > "$home/serve.out" 2>&1 &
serve=$!
trap 'kill $serve 2>/dev/null || true; rm -rf "$home" "$(dirname "$bin")"' EXIT
for _ in $(seq 100); do grep -q -- '--bootstrap' "$home/serve.out" 2>/dev/null && break; sleep 0.1; done
addr=$(grep -o -- '--bootstrap [^ ]*' "$home/serve.out" | head -1 | cut -d' ' -f2)
[ -n "$addr" ] || fail "serve printed no address: $(cat "$home/serve.out")"
home2=$home/second
"$bin" checkpoint get "$cid" --home "$home2" --bootstrap "$addr" -o "$home/got.ckpt" > "$home/get.out" 2>&1 || fail "get: $(cat "$home/get.out")"
cmp -s "$file" "$home/got.ckpt" || fail "fetched bytes differ"
grep -q "state hash" "$home/get.out" || fail "get printed no state hash"
kill $serve; wait $serve 2>/dev/null || true

# `synod node run` serves the checkpoints of its store as well.
"$bin" init --home "$home" --no-passphrase >/dev/null
"$bin" node run --home "$home" --listen /ip4/127.0.0.1/tcp/0 --metrics-listen "" > "$home/node.out" 2>&1 &
node=$!
trap 'kill $node 2>/dev/null || true; rm -rf "$home" "$(dirname "$bin")"' EXIT
for _ in $(seq 150); do grep -q 'serving checkpoints' "$home/node.out" 2>/dev/null && grep -q '/p2p/' "$home/node.out" && break; sleep 0.1; done
naddr=$(grep -o '/ip4/127.0.0.1/tcp/[0-9]*/p2p/[^ ]*' "$home/node.out" | head -1)
[ -n "$naddr" ] || fail "node run printed no address: $(cat "$home/node.out")"
"$bin" checkpoint get "$cid" --home "$home/third" --bootstrap "$naddr" -o "$home/got2.ckpt" > "$home/get2.out" 2>&1 || fail "get from node run: $(cat "$home/get2.out")"
cmp -s "$file" "$home/got2.ckpt" || fail "bytes fetched from node run differ"
kill $node; wait $node 2>/dev/null || true

"$bin" checkpoint unpin "$cid" --home "$home" >/dev/null
gc=$("$bin" checkpoint gc --home "$home" --json)
printf '%s' "$gc" | grep -q '"kept_blocks": 0' || fail "gc kept blocks after unpin: $gc"
if "$bin" checkpoint stat "$cid" --home "$home" >/dev/null 2>&1; then fail "stat after gc still finds $cid"; fi
echo "storage smoke test passed"
