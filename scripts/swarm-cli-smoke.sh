#!/usr/bin/env bash
# End-to-end check of the swarm CLI as a user runs it: a dev chain in its own
# process (synod chain dev), three node homes, `synod swarm create`, three
# `synod swarm join` processes playing rounds, then `synod swarm status` on
# each home: every node tallied the same winners.
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

swarm=$("$BIN" swarm create --home "$tmp/home1" --round 8s --start-in 12s --json | sed -n 's/.*"swarm_id": *"\([^"]*\)".*/\1/p')
echo "created swarm $swarm"

for i in 1 2 3; do
	port=$((24100 + i))
	SYNOD_NODE_LISTEN_ADDRS="/ip4/127.0.0.1/tcp/$port" \
		"$BIN" swarm join --home "$tmp/home$i" --swarm "$swarm" --log-level warn \
		--bootstrap "/ip4/127.0.0.1/tcp/24101/p2p/$peer1" >"$tmp/join$i.log" 2>&1 &
	pids+=($!)
done

# Round 0 starts 12s after creation (8s rounds: four 2s stages, the last one training); wait for rounds 0 and 1 to be tallied (at 26.5s).
sleep 32
for p in "${pids[@]:1}"; do kill -INT "$p"; done
for p in "${pids[@]:1}"; do wait "$p" || true; done
pids=("${pids[0]}")

for i in 1 2 3; do
	echo "--- node $i"
	cat "$tmp/join$i.log" | grep -E "ready|round" || true
	"$BIN" swarm status --home "$tmp/home$i" --swarm "$swarm" --json >"$tmp/status$i.json"
done
winners() { python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print([(r["round"], r["winners"]) for r in d["rounds"] if r["round"] < 2])' "$1"; }
w1=$(winners "$tmp/status1.json")
echo "node 1 winners: $w1"
[ "$w1" != "[]" ] || { echo "no rounds tallied"; exit 1; }
for i in 2 3; do
	[ "$(winners "$tmp/status$i.json")" = "$w1" ] || { echo "node $i disagrees: $(winners "$tmp/status$i.json")"; exit 1; }
done
stored=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(sum(v["stored"] for v in (d.get("rollouts") or {}).values()))' "$tmp/status1.json")
echo "node 1 rollouts stored: $stored"
[ "$stored" -gt 0 ] || { echo "node 1 stored no rollouts for learning"; exit 1; }
"$BIN" swarm status --home "$tmp/home1" --swarm "$swarm" --last 2
echo "swarm CLI smoke test passed"
