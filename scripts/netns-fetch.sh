#!/usr/bin/env bash
# Checkpoint fetch from one provider and from several, each provider a
# separate `synod checkpoint serve` process on its own host: a Linux network
# namespace whose uplink the kernel shapes (tc tbf), all hosts on one
# bridge, the fetcher on a host of its own with an unshaped link. Unlike
# `synod bench checkpoint`, where every node shares one process and the
# providers' caps are the node's own serve limiter, here the processes,
# network stacks and rate limits are independent, as on a real network
# where each provider's uplink sets its pace.
#
# Usage: scripts/netns-fetch.sh [--size 256MiB] [--uplink 400mbit]
#          [--providers 3] [--reps 3] [--min-ratio R] [--json]
#
#   --uplink     each provider's uplink, in tc's units (400mbit = 50 MB/s)
#   --min-ratio  exit 1 unless the best n-provider rate is at least R times
#                the best one-provider rate (the test suite uses this)
#   --json       print the result as one JSON object on stdout
#
# Needs root, iproute2 (ip, tc) and the kernel's tbf qdisc. Hosts take
# addresses in 198.18.0.0/24 (the range set aside for benchmarks, RFC 2544)
# inside the namespaces only; nothing leaves them.
set -euo pipefail
cd "$(dirname "$0")/.."

size=256MiB uplink=400mbit providers=3 reps=3 min_ratio="" json=false
while [ $# -gt 0 ]; do
  case $1 in
    --size) size=$2; shift 2 ;;
    --uplink) uplink=$2; shift 2 ;;
    --providers) providers=$2; shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    --min-ratio) min_ratio=$2; shift 2 ;;
    --json) json=true; shift ;;
    -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "netns-fetch: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
say() { if $json; then echo "$*" >&2; else echo "$*"; fi; }
die() { echo "netns-fetch: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || die "needs root (network namespaces and tc)"
command -v ip >/dev/null && command -v tc >/dev/null || die "needs ip and tc (Debian: apt-get install iproute2)"
[ "$providers" -ge 2 ] 2>/dev/null || die "--providers must be 2 or more"
[ "$reps" -ge 1 ] 2>/dev/null || die "--reps must be 1 or more"

work=$(mktemp -d /tmp/synod-netns.XXXXXX)
tag=s$(( $$ % 100000 ))
sw=${tag}-sw
hosts=(f)
for i in $(seq "$providers"); do hosts+=("p$i"); done
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  for h in "${hosts[@]}"; do ip netns del "$tag-$h" 2>/dev/null || true; done
  ip netns del "$sw" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

bin=$work/synod
say "==> building synod"
go build -o "$bin" ./cmd/synod

# The network: a bridge in its own namespace, one veth per host. Host i
# (0 the fetcher) is 198.18.0.(i+1); each provider's egress is shaped.
rate_bits=$(case $uplink in
  *gbit) echo $(( ${uplink%gbit} * 1000000000 )) ;;
  *mbit) echo $(( ${uplink%mbit} * 1000000 )) ;;
  *kbit) echo $(( ${uplink%kbit} * 1000 )) ;;
esac 2>/dev/null || true)
[ -n "$rate_bits" ] || die "--uplink must be a whole number with kbit, mbit or gbit, e.g. 400mbit"
# tbf's bucket: 4 ms of the rate, at least 64 KiB (one GSO packet).
burst=$(( rate_bits / 8 / 250 )); [ "$burst" -ge 65536 ] || burst=65536
say "==> network: fetcher and $providers providers, each provider's uplink $uplink"
ip netns add "$sw" || die "cannot create network namespaces here"
ip -n "$sw" link add br0 type bridge
ip -n "$sw" link set br0 up
for i in "${!hosts[@]}"; do
  ns=$tag-${hosts[$i]}
  ip netns add "$ns"
  ip -n "$ns" link set lo up
  ip link add "${tag}a$i" type veth peer name "${tag}b$i"
  ip link set "${tag}a$i" netns "$ns"
  ip -n "$ns" link set "${tag}a$i" name eth0
  ip -n "$ns" addr add "198.18.0.$((i + 1))/24" dev eth0
  ip -n "$ns" link set eth0 up
  ip link set "${tag}b$i" netns "$sw"
  ip -n "$sw" link set "${tag}b$i" master br0 up
  if [ "$i" -gt 0 ]; then
    ip netns exec "$ns" tc qdisc add dev eth0 root tbf rate "$uplink" burst "$burst" latency 50ms ||
      die "tc could not shape the uplink (is the kernel's sch_tbf available?)"
  fi
done

say "==> checkpoint: $size, imported on every provider"
file=$work/ckpt.bin
"$bin" checkpoint synthetic "$file" --size "$size" >/dev/null
cid=""
addrs=()
for i in $(seq "$providers"); do
  home=$work/p$i
  out=$("$bin" checkpoint add "$file" --home "$home" --json)
  cid=$(printf '%s' "$out" | sed -n 's/.*"cid": "\([^"]*\)".*/\1/p')
  [ -n "$cid" ] || die "add printed no CID: $out"
  ip netns exec "$tag-p$i" "$bin" checkpoint serve --home "$home" \
    --listen "/ip4/198.18.0.$((i + 1))/tcp/4001" > "$work/serve$i.out" 2>&1 &
  pids+=($!)
done
for i in $(seq "$providers"); do
  for _ in $(seq 150); do grep -q -- '--bootstrap' "$work/serve$i.out" 2>/dev/null && break; sleep 0.1; done
  a=$(grep -o -- '--bootstrap [^ ]*' "$work/serve$i.out" | head -1 | cut -d' ' -f2)
  [ -n "$a" ] || die "provider $i printed no address: $(cat "$work/serve$i.out")"
  addrs+=("$a")
done

# fetch NAME PEER...: one fetch into a fresh home; prints "seconds MB/s
# peers split", the split being the MB received from each peer (a/b/c).
fetch() {
  local name=$1; shift
  local args=()
  for a in "$@"; do args+=(--peer "$a"); done
  local out
  out=$(ip netns exec "$tag-f" "$bin" checkpoint get "$cid" --home "$work/$name" --timeout 30s --json "${args[@]}" 2>"$work/$name.err") ||
    die "fetch $name failed: $(cat "$work/$name.err")"
  rm -rf "${work:?}/$name"
  local secs bytes peers split
  secs=$(printf '%s\n' "$out" | sed -n 's/^  "seconds": \([0-9.e+-]*\).*/\1/p')
  bytes=$(printf '%s\n' "$out" | sed -n 's/^  "fetched_bytes": \([0-9]*\).*/\1/p')
  peers=$(printf '%s\n' "$out" | awk '/"bytes_by_peer"/ {on=1; next} on && /}/ {on=0} on {n++} END {print n+0}')
  split=$(printf '%s\n' "$out" | awk -F': ' '/"bytes_by_peer"/ {on=1; next} on && /}/ {on=0} on {sub(/,$/, "", $2); printf "%s%.1f", (n++ ? "/" : ""), $2 / 1e6}')
  [ -n "$secs" ] && [ -n "$bytes" ] || die "fetch $name: unexpected output: $out"
  awk -v s="$secs" -v b="$bytes" -v p="$peers" -v sp="$split" 'BEGIN {printf "%.3f %.1f %d %s\n", s, b / 1e6 / s, p, sp}'
}

one=() many=() peers1=0 peersn=0
for r in $(seq "$reps"); do
  res=$(fetch "one$r" "${addrs[0]}") || exit 1
  read -r s1 mb1 p1 _ <<<"$res"
  say "    rep $r: 1 provider  ${s1} s  ${mb1} MB/s  (blocks from $p1 peer(s))"
  res=$(fetch "many$r" "${addrs[@]}") || exit 1
  read -r sn mbn pn split <<<"$res"
  say "    rep $r: $providers providers ${sn} s  ${mbn} MB/s  (blocks from $pn peer(s): $split MB)"
  one+=("$mb1"); many+=("$mbn")
  [ "$p1" -gt "$peers1" ] && peers1=$p1
  [ "$pn" -gt "$peersn" ] && peersn=$pn
done
best() { printf '%s\n' "$@" | sort -g | tail -1; }
b1=$(best "${one[@]}"); bn=$(best "${many[@]}")
ratio=$(awk -v a="$bn" -v b="$b1" 'BEGIN {printf "%.3f", a / b}')
uplink_mb=$(awk -v r="$rate_bits" 'BEGIN {printf "%.1f", r / 8 / 1e6}')
if $json; then
  join() { local IFS=,; echo "$*"; }
  printf '{"size": "%s", "cid": "%s", "providers": %d, "reps": %d, "uplink": "%s", "uplink_mb_s": %s, "fetch_1_provider_mb_s": %s, "fetch_n_providers_mb_s": %s, "multi_vs_single": %s, "fetch_1_provider_runs_mb_s": [%s], "fetch_n_providers_runs_mb_s": [%s], "fetch_1_provider_peers": %d, "fetch_n_providers_peers": %d}\n' \
    "$size" "$cid" "$providers" "$reps" "$uplink" "$uplink_mb" "$b1" "$bn" "$ratio" "$(join "${one[@]}")" "$(join "${many[@]}")" "$peers1" "$peersn"
else
  echo "best of $reps: 1 provider $b1 MB/s, $providers providers $bn MB/s: ${ratio}x (each uplink $uplink_mb MB/s)"
fi
[ "$peers1" = 1 ] || die "a one-provider fetch drew on $peers1 peers"
[ "$peersn" = "$providers" ] || die "the $providers-provider fetches drew on $peersn peers at most"
if [ -n "$min_ratio" ]; then
  awk -v r="$ratio" -v m="$min_ratio" 'BEGIN {exit !(r >= m)}' || die "$providers providers delivered ${ratio}x one, below --min-ratio $min_ratio"
fi
