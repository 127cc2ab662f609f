#!/usr/bin/env bash
# Acceptance test of `synod node run` as a new user runs it, on one machine:
#
#   1. a dev chain in its own process (synod chain dev);
#   2. three homes (synod init), a checkpoint added to node 1's store
#      (synod checkpoint synthetic + add), a swarm with 16 s rounds
#      (synod swarm create);
#   3. three `synod node run` processes, each joining the swarm from its
#      config.toml alone (the [chain] section, swarm.id, loopback addresses
#      on free ports, node 1 as bootstrap peer, the local API on a free port);
#   4. wait until all three tallied and committed at least 2 rounds, with
#      votes counted in one of them; the three agree on every round's winners
#      and the chain's winners (synod swarm winners) are those tallies;
#   5. node 3 stops on SIGINT with status 0, then fetches node 1's checkpoint
#      over the network (synod checkpoint get) and gets the same bytes;
#   6. nodes 1 and 2 stop on SIGINT with status 0.
#
# Progress lines go to stdout; on failure the nodes' and the chain's log
# tails follow. SN_KEEP=1 keeps the scratch directory.
set -euo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
. scripts/lib/swarm-nodes.sh
sn_setup
sn_chain_start

for i in 1 2 3; do sn_init_home "$i"; done
say "initialised 3 homes (synod init)"

"$BIN" checkpoint synthetic "$tmp/model.ckpt" --size 4MiB --seed 7 >/dev/null
cid=$("$BIN" checkpoint add "$tmp/model.ckpt" --home "$tmp/home1" --json | "$PY" -c 'import json,sys; print(json.load(sys.stdin)["cid"])')
say "node 1's store holds checkpoint $cid"

sn_write_config 1 ""
sn_swarm_create 16s 20s
sn_write_config 1 "$SWARM"
sn_node_start 1
for i in 2 3; do
	sn_write_config "$i" "$SWARM" "${SN_NODE_ADDR[1]}"
	sn_node_start "$i"
done

# rounds_done: asks the three nodes for their history; succeeds once at
# least 2 rounds are tallied by all three and their commitments settled
# (mined or failed), with
# votes counted in one of them, and writes those rounds to $tmp/rounds. It
# fails the test when 3 rounds were tallied by all and none counted a vote.
progress=""
rounds_done() {
	local i rc=0 out
	for i in 1 2 3; do sn_status "$i" || return 1; done
	out=$("$PY" - "$tmp" <<'EOF'
import json, sys
tmp = sys.argv[1]
st = [json.load(open(f"{tmp}/status{i}.json")) for i in (1, 2, 3)]
T = [{r["round"]: r for r in s["rounds"]} for s in st]
C = [{c["round"]: c["status"] for c in (s.get("commitments") or [])} for s in st]
common = sorted(set(T[0]) & set(T[1]) & set(T[2]))
# A commitment is "tallied" until its transaction is mined or has failed.
done = [r for r in common if all(c.get(r) in ("committed", "failed") for c in C)]
voted = [r for r in common if any(t[r]["votes_counted"] > 0 for t in T)]
if len(done) >= 2 and any(r in voted for r in done):
    open(f"{tmp}/rounds", "w").write(" ".join(map(str, done)))
    print("ready")
    sys.exit(0)
if len(common) >= 3 and not voted:
    print(f"rounds {common} were tallied by all 3 nodes and none counted a vote")
    sys.exit(2)
print("tallied " + "; ".join(f"node {i+1}: {sorted(T[i]) or '-'}" for i in range(3))
      + f" | committed by all: {done or '-'} | with votes: {voted or '-'}")
sys.exit(1)
EOF
) || rc=$?
	[ "$rc" != 2 ] || fail "$out"
	if [ "$rc" != 0 ] && [ "$out" != "$progress" ]; then
		say "$out"
		progress=$out
	fi
	return "$rc"
}
say "waiting for 2 rounds tallied and committed by all 3 nodes (ceiling 4 min)"
sn_wait 240 "2 rounds tallied and committed by all 3 nodes with votes counted" rounds_done
rounds=$(cat "$tmp/rounds")

# The three tallies agree and every commitment was mined.
"$PY" - "$tmp" "$rounds" <<'EOF' || fail "the nodes' tallies differ or a commitment failed"
import json, sys
tmp, rounds = sys.argv[1], [int(r) for r in sys.argv[2].split()]
st = [json.load(open(f"{tmp}/status{i}.json")) for i in (1, 2, 3)]
ok = True
for r in rounds:
    recs = [next(x for x in s["rounds"] if x["round"] == r) for s in st]
    wins = [sorted(x["winners"] or []) for x in recs]
    commits = [next(c["status"] for c in s["commitments"] if c["round"] == r) for s in st]
    print(f"round {r}: votes counted {[x['votes_counted'] for x in recs]}, winners {[w[-8:] for w in wins[0]]}, commitments {commits}")
    if any(w != wins[0] for w in wins):
        print(f"  nodes disagree on the winners: {wins}"); ok = False
    if any(x["votes_root"] != recs[0]["votes_root"] for x in recs):
        print(f"  nodes counted different votes: roots {[x['votes_root'][:16] for x in recs]}"); ok = False
    if any(c != "committed" for c in commits):
        print(f"  a commitment was not mined: {commits}"); ok = False
stored = sum(st[0]["rollouts"].get(str(r), {}).get("stored", 0) for r in rounds)
print(f"node 1 stored {stored} rollouts for learning in rounds {rounds}")
if stored == 0:
    print("  node 1 stored no rollouts for learning"); ok = False
sys.exit(0 if ok else 1)
EOF
say "the 3 nodes agree on the winners of rounds $rounds"

# The chain's winners are the tallies.
for r in $rounds; do
	"$BIN" swarm winners --home "$tmp/home1" --round "$r" --json >"$tmp/chain-winners-$r.json"
	"$PY" - "$tmp" "$r" <<'EOF' || fail "the chain's winners of round $r are not the nodes' tally"
import json, sys
tmp, r = sys.argv[1], int(sys.argv[2])
ch = json.load(open(f"{tmp}/chain-winners-{r}.json"))
tally = sorted(next(x for x in json.load(open(f"{tmp}/status1.json"))["rounds"] if x["round"] == r)["winners"] or [])
onchain = sorted(w["peer_id"] for w in ch["winners"])
print(f"round {r} on chain: {ch['committers']} committers, agreed {ch['agreed']}, winners {[w[-8:] for w in onchain]}")
sys.exit(0 if ch["agreed"] and ch["committers"] == 3 and onchain == tally else 1)
EOF
done
say "the chain's winners equal the tallies"

# Node 3 stops, then fetches the checkpoint node 1 serves.
sn_node_stop 3
timeout 120 "$BIN" checkpoint get "$cid" --home "$tmp/home3" --bootstrap "${SN_NODE_ADDR[1]}" -o "$tmp/fetched.ckpt" >"$tmp/get.log" 2>&1 ||
	fail "synod checkpoint get failed: $(tail -n 5 "$tmp/get.log")"
cmp "$tmp/model.ckpt" "$tmp/fetched.ckpt" || fail "the fetched checkpoint differs from node 1's file"
say "node 3 fetched $cid from node 1: $(stat -c %s "$tmp/fetched.ckpt") bytes, identical"

sn_node_stop 2
sn_node_stop 1
say "node acceptance test passed"
