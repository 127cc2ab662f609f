# Helpers for scripts that run Synod the way a user does: a dev chain in its
# own process (synod chain dev), node homes made with synod init, each with a
# config.toml naming the chain and the swarm, and `synod node run` processes.
# Sourced by scripts/node-acceptance.sh and scripts/node-crash-test.sh.
#
# The caller sets tmp (a scratch directory it owns) before sn_setup, and may
# set SN_KEEP=1 to keep $tmp after the run. Node i (1..3) uses funded dev
# account i; account 0 deployed the contracts.

SN_T0=$(date +%s)
SN_CHAIN_PID=""
declare -A SN_NODE_PID SN_NODE_ADDR SN_NODE_PEER SN_NODE_API SN_NODE_RUNS

say() { printf '[%3ds] %s\n' "$(($(date +%s) - SN_T0))" "$*"; }
fail() {
	say "FAIL: $*"
	exit 1
}

# sn_setup builds synod into $tmp and installs the cleanup trap. PY is the
# Python interpreter itself (not a version manager's shim, which costs a
# tenth of a second or more per call on a loaded machine).
sn_setup() {
	PY=$(python3 -c 'import sys; print(sys.executable)')
	BIN="$tmp/synod"
	say "building synod"
	go build -o "$BIN" ./cmd/synod
	trap sn_cleanup EXIT
}

# sn_logs prints the last lines of every log.
sn_logs() {
	local f
	for f in "$tmp"/*.log; do
		[ -e "$f" ] || continue
		echo "----- $(basename "$f") (last 40 lines)"
		tail -n 40 "$f"
	done
}

sn_cleanup() {
	local rc=$? p
	trap - EXIT
	if [ "$rc" -ne 0 ]; then
		sn_logs
	fi
	# Nodes first, the chain last; only processes still running.
	for p in "${SN_NODE_PID[@]}" $SN_CHAIN_PID; do [ -z "$p" ] || kill -INT "$p" 2>/dev/null || true; done
	for p in "${SN_NODE_PID[@]}" $SN_CHAIN_PID; do [ -z "$p" ] || wait "$p" 2>/dev/null || true; done
	if [ "${SN_KEEP:-0}" = 1 ]; then
		echo "kept $tmp"
	else
		rm -rf "$tmp"
	fi
	exit "$rc"
}

# sn_wait SECONDS WHAT CMD...: runs CMD every SN_POLL seconds (default
# 0.5) until it succeeds; fails after SECONDS.
sn_wait() {
	local ceiling=$1 what=$2 deadline
	shift 2
	deadline=$(($(date +%s) + ceiling))
	until "$@"; do
		[ "$(date +%s)" -lt "$deadline" ] || fail "timed out after ${ceiling}s waiting for $what"
		sleep "${SN_POLL:-0.5}"
	done
}

# sn_chain_start runs `synod chain dev` in the background and waits for the
# [chain] section it writes to $tmp/chain.toml.
sn_chain_start() {
	say "starting the dev chain (synod chain dev)"
	"$BIN" chain dev --port 0 --accounts 4 --block-period 1s --out "$tmp/chain.toml" >"$tmp/chain.log" 2>&1 &
	SN_CHAIN_PID=$!
	sn_wait 90 "the dev chain to deploy the contracts" test -s "$tmp/chain.toml"
	say "chain up: $(sed -n 's/^rpc_url = "\(.*\)"/\1/p' "$tmp/chain.toml")"
}

# sn_init_home I: home I with dev account I's key (it pays for registration
# and commitments), made by synod init.
sn_init_home() {
	local i=$1 home="$tmp/home$1"
	mkdir -p "$home"
	awk -v i="$i" '$1 == i && $3 ~ /^0x/ { print substr($3, 3) }' "$tmp/chain.log" >"$home/key.json"
	chmod 600 "$home/key.json"
	[ -s "$home/key.json" ] || fail "no dev key $i in the chain's output"
	"$BIN" init --home "$home" --no-passphrase >/dev/null
}

# sn_write_config I SWARM [BOOTSTRAP]: writes home I's config.toml: loopback
# addresses with free ports, the local API on a free port, the chain's
# [chain] section and swarm.id = SWARM (none when empty).
sn_write_config() {
	local i=$1 swarm=$2 boot=${3:-} peers=""
	[ -z "$boot" ] || peers="\"$boot\""
	{
		echo "[node]"
		echo "network = \"acceptance\""
		echo "listen_addrs = [\"/ip4/127.0.0.1/tcp/0\", \"/ip4/127.0.0.1/udp/0/quic-v1\"]"
		echo "bootstrap_peers = [$peers]"
		echo "metrics_listen_addr = \"127.0.0.1:0\""
		echo "status_interval = \"10s\""
		echo
		cat "$tmp/chain.toml"
		if [ -n "$swarm" ]; then
			echo
			echo "[swarm]"
			echo "id = \"$swarm\""
		fi
	} >"$tmp/home$i/config.toml"
}

# sn_swarm_create ROUND START_IN: creates a swarm with node 1's key; sets SWARM.
sn_swarm_create() {
	SWARM=$("$BIN" swarm create --home "$tmp/home1" --round "$1" --start-in "$2" --json |
		"$PY" -c 'import json,sys; print(json.load(sys.stdin)["swarm_id"])')
	[ -n "$SWARM" ] || fail "synod swarm create printed no swarm ID"
	say "created swarm $SWARM: rounds of $1, round 0 in $2"
}

# sn_node_start I: runs `synod node run --home homeI` in the background and
# waits until it is ready: sets SN_NODE_PID[I], SN_NODE_ADDR[I] (its TCP
# address with /p2p/), SN_NODE_PEER[I] and SN_NODE_API[I]. A restarted node
# logs to nodeI-runN.log.
sn_node_start() {
	local i=$1 n log
	n=$((${SN_NODE_RUNS[$i]:-0} + 1))
	SN_NODE_RUNS[$i]=$n
	log="$tmp/node$i.log"
	[ "$n" = 1 ] || log="$tmp/node$i-run$n.log"
	"$BIN" node run --home "$tmp/home$i" >"$log" 2>&1 &
	SN_NODE_PID[$i]=$!
	sn_wait 60 "node $i to print its dashboard address" sn_node_ready "$i" "$log"
	SN_NODE_ADDR[$i]=$(sed -n 's#^ *\(/ip4/127.0.0.1/tcp/[0-9]*/p2p/[^ ]*\)$#\1#p' "$log" | head -n 1)
	SN_NODE_PEER[$i]=$(sed -n 's/^synod node ready: peer ID \([^,]*\),.*/\1/p' "$log")
	SN_NODE_API[$i]=$(cat "$tmp/home$i/data/api")
	[ -n "${SN_NODE_ADDR[$i]}" ] || fail "node $i printed no TCP address"
	say "node $i ready: ${SN_NODE_ADDR[$i]} (API ${SN_NODE_API[$i]})"
}

# sn_node_ready I LOG: whether node I printed its dashboard address; fails
# when it exited first.
sn_node_ready() {
	grep -q '^dashboard: ' "$2" 2>/dev/null && return 0
	kill -0 "${SN_NODE_PID[$1]}" 2>/dev/null || fail "node $1 exited before it was ready"
	return 1
}

# sn_node_stop I: SIGINT to node I; fails unless it exits with status 0.
sn_node_stop() {
	local i=$1 rc=0
	kill -INT "${SN_NODE_PID[$i]}"
	wait "${SN_NODE_PID[$i]}" || rc=$?
	SN_NODE_PID[$i]=""
	[ "$rc" = 0 ] || fail "node $i exited with status $rc after SIGINT"
	say "node $i stopped cleanly (exit 0)"
}

# sn_node_kill9 I: SIGKILL to node I (a crash); it must die of it.
sn_node_kill9() {
	local i=$1 rc=0
	kill -KILL "${SN_NODE_PID[$i]}"
	{ wait "${SN_NODE_PID[$i]}"; } 2>/dev/null || rc=$?
	SN_NODE_PID[$i]=""
	[ "$rc" = 137 ] || fail "node $i exited with status $rc, not of the SIGKILL"
}

# sn_status I [FILE]: node I's swarm history as `synod swarm status --json`
# prints it (asked of the running node), to FILE (default $tmp/statusI.json).
sn_status() {
	local out=${2:-$tmp/status$1.json}
	"$BIN" swarm status --home "$tmp/home$1" --last 0 --json >"$out.part" 2>/dev/null && mv "$out.part" "$out"
}
