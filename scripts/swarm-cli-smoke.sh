#!/usr/bin/env bash
# End-to-end check of the swarm CLI as a user runs it: a dev chain in its own
# process (synod chain dev), three node homes, `synod swarm create`, three
# `synod swarm join` processes playing rounds, then `synod swarm status` on
# each home: every node tallied the same winners from counted votes in the
# first two rounds all three played. Stages are 6 s, long enough for three
# transformer policies sharing a loaded machine, and the script waits for
# the nodes' tallies (at most 5 minutes) instead of a fixed time.
set -euo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
pids=()
cleanup() {
	for p in "${pids[@]}"; do kill -INT "$p" 2>/dev/null || true; done
	for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
	rm -rf "$tmp"
}
trap cleanup EXIT

BIN="$tmp/synod"
go build -o "$BIN" ./cmd/synod

"$BIN" chain dev --port 0 --accounts 4 --block-period 1s --out "$tmp/chain.toml" >"$tmp/chain.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do [ -s "$tmp/chain.toml" ] && break; sleep 0.2; done
[ -s "$tmp/chain.toml" ] || { echo "dev chain did not start:"; cat "$tmp/chain.log"; exit 1; }
field() { sed -n "s/^$1 = \"\(.*\)\"/\1/p" "$tmp/chain.toml"; }
export SYNOD_CHAIN_MODE=rpc SYNOD_CHAIN_RPC_URL=$(field rpc_url) SYNOD_CHAIN_COORDINATOR_ADDRESS=$(field coordinator_address) \
	SYNOD_CHAIN_TASK_MARKET_ADDRESS=$(field task_market_address) SYNOD_CHAIN_DISPUTE_GAME_ADDRESS=$(field dispute_game_address)
export SYNOD_NODE_METRICS_LISTEN_ADDR="" SYNOD_NODE_AUTONAT=false SYNOD_NODE_HOLE_PUNCHING=false SYNOD_NODE_RELAY_CLIENT=false

# Node i uses funded dev account i (its key pays for registration and commits).
for i in 1 2 3; do
	home="$tmp/home$i"
	mkdir -p "$home"
	awk -v i="$i" '$1 == i && $3 ~ /^0x/ { print substr($3, 3) }' "$tmp/chain.log" >"$home/key.json"
	chmod 600 "$home/key.json"
	"$BIN" init --home "$home" --no-passphrase --network smoke >/dev/null
done
peer1=$("$BIN" id --home "$tmp/home1" --json | sed -n 's/.*"peer_id": *"\([^"]*\)".*/\1/p')

swarm=$("$BIN" swarm create --home "$tmp/home1" --round 24s --start-in 12s --json | sed -n 's/.*"swarm_id": *"\([^"]*\)".*/\1/p')
echo "created swarm $swarm"

for i in 1 2 3; do
	port=$((24100 + i))
	SYNOD_NODE_LISTEN_ADDRS="/ip4/127.0.0.1/tcp/$port" \
		"$BIN" swarm join --home "$tmp/home$i" --swarm "$swarm" --log-level info \
		--bootstrap "/ip4/127.0.0.1/tcp/24101/p2p/$peer1" >"$tmp/join$i.log" 2>&1 &
	pids+=($!)
done

# Round 0 starts 12s after creation (24s rounds: four 6s stages, the last
# one training). Wait until all three nodes tallied two consecutive rounds
# (each logs "round tallied"), then stop them.
checked=$(python3 - "$tmp" <<'PY'
import re, sys, time
tmp = sys.argv[1]
pat = re.compile(r'msg="round tallied" round=(\d+)')
end = time.time() + 300
while True:
    seen = []
    for i in (1, 2, 3):
        with open(f"{tmp}/join{i}.log") as f:
            seen.append({int(m.group(1)) for m in pat.finditer(f.read())})
    common = set.intersection(*seen)
    both = sorted(r for r in common if r + 1 in common)
    if both:
        print(both[0])
        break
    if time.time() > end:
        print(f"no two consecutive rounds tallied by all three nodes in 300 s: {seen}", file=sys.stderr)
        sys.exit(1)
    time.sleep(0.5)
PY
) || { tail -n 20 "$tmp"/join*.log; exit 1; }
echo "checking rounds $checked and $((checked + 1))"
for p in "${pids[@]:1}"; do kill -INT "$p"; done
for p in "${pids[@]:1}"; do wait "$p" || true; done
pids=("${pids[0]}")

for i in 1 2 3; do
	echo "--- node $i"
	cat "$tmp/join$i.log" | grep -E "ready|round" || true
	"$BIN" swarm status --home "$tmp/home$i" --swarm "$swarm" --json >"$tmp/status$i.json"
done
# The checked rounds' winners and votes counted, as each node stored them.
winners() { python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); r0=int(sys.argv[2]); print([(r["round"], r["winners"], r["votes_counted"]) for r in d["rounds"] if r0 <= r["round"] <= r0 + 1])' "$1" "$checked"; }
w1=$(winners "$tmp/status1.json")
echo "node 1 winners and votes counted: $w1"
python3 -c 'import ast,sys; rows=ast.literal_eval(sys.argv[1]); sys.exit(0 if len(rows) == 2 and all(w and n > 0 for _, w, n in rows) else 1)' "$w1" ||
	{ echo "node 1 did not tally both rounds with winners from counted votes"; exit 1; }
for i in 2 3; do
	[ "$(winners "$tmp/status$i.json")" = "$w1" ] || { echo "node $i disagrees: $(winners "$tmp/status$i.json")"; exit 1; }
done
stored=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(sum(v["stored"] for v in (d.get("rollouts") or {}).values()))' "$tmp/status1.json")
echo "node 1 rollouts stored: $stored"
[ "$stored" -gt 0 ] || { echo "node 1 stored no rollouts for learning"; exit 1; }
"$BIN" swarm status --home "$tmp/home1" --swarm "$swarm" --last 2
echo "swarm CLI smoke test passed"
