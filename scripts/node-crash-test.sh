#!/usr/bin/env bash
# Crash test of `synod node run` playing a swarm. Three nodes as in
# node-acceptance.sh (dev chain, synod swarm create, each node joining from
# its config.toml); node 3 is killed with SIGKILL twice, each time right
# after its vote of a round is recorded in its state (seen in the `sent`
# list of `synod swarm status --json`), and started again with the same home:
#
#   1. round r: restarted at once, inside the round's vote stage;
#   2. round r+1: restarted only once node 1 has tallied that round, i.e.
#      after the vote deadline and its grace, in the round's training stage.
#
# Checks:
#   - each restart resumes the round it was killed in ("resuming the round
#     in progress") and the node tallies that round; when it had replayed
#     every message the other nodes sent in the round, its tally is theirs
#     (same winners, same votes root: they counted its vote);
#   - it never spoke twice: one message per (round, stage) in its state,
#     every message recorded before a kill unchanged after it, and no
#     node's round records name anyone as an equivocator;
#   - nothing recorded before a kill is lost (messages sent, round tallies,
#     commitments), and it plays on: it tallies rounds r to r+3, speaks
#     after the last restart, and its commitments of rounds r to r+2 are
#     mined;
#   - every node stops on SIGINT with status 0.
#
# Progress lines go to stdout; on failure the logs' tails follow.
set -euo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
. scripts/lib/swarm-nodes.sh
sn_setup
sn_chain_start
for i in 1 2 3; do sn_init_home "$i"; done
sn_write_config 1 ""
sn_swarm_create 16s 20s
sn_write_config 1 "$SWARM"
sn_node_start 1
for i in 2 3; do
	sn_write_config "$i" "$SWARM" "${SN_NODE_ADDR[1]}"
	sn_node_start "$i"
done

# voted_in MIN: node 3 has tallied a round with votes counted and its
# commitment mined, and its state holds its vote for a round >= MIN that it
# has not tallied yet (that round's vote stage is open). Writes the round
# to $tmp/kill-round.
voted_in() {
	sn_status 3 || return 1
	"$PY" - "$tmp/status3.json" "$1" "$tmp/kill-round" <<'EOF'
import json, sys
s, least = json.load(open(sys.argv[1])), int(sys.argv[2])
tallied = {r["round"] for r in s["rounds"]}
committed = {c["round"] for c in (s.get("commitments") or []) if c["status"] == "committed"}
if not any(r["votes_counted"] > 0 and r["round"] in committed for r in s["rounds"]):
    sys.exit(1)
pending = [v["round"] for v in (s.get("sent") or []) if v["stage"] == "vote" and v["round"] >= least and v["round"] not in tallied]
if not pending:
    sys.exit(1)
open(sys.argv[3], "w").write(str(max(pending)))
EOF
}

# tallied_by I R: node I has tallied round R.
tallied_by() {
	sn_status "$1" "$tmp/probe$1.json" || return 1
	"$PY" -c 'import json,sys; sys.exit(0 if any(x["round"] == int(sys.argv[2]) for x in json.load(open(sys.argv[1]))["rounds"]) else 1)' "$tmp/probe$1.json" "$2"
}

# crash N MIN WHEN: waits for node 3's vote of a round >= MIN, kills node 3
# at once (keeping its last answer as $tmp/pre-N.json), starts it again
# at once (WHEN=now) or once node 1 has tallied the round (WHEN=tallied),
# and waits until it resumes that round. Sets kill_round.
crash() {
	local n=$1 least=$2 when=$3 r after
	say "crash $n: waiting for node 3 to record its vote of a round >= $least"
	SN_POLL=0.2 sn_wait 120 "node 3's vote of a round >= $least" voted_in "$least"
	cp "$tmp/status3.json" "$tmp/pre-$n.json"
	r=$(cat "$tmp/kill-round")
	sn_node_kill9 3
	after=$("$PY" - "$tmp/pre-$n.json" "$r" <<'EOF'
import json, sys
from datetime import datetime, timezone
v = next(v for v in json.load(open(sys.argv[1]))["sent"] if v["round"] == int(sys.argv[2]) and v["stage"] == "vote")
t = datetime.fromisoformat(v["cast_at"][:26].rstrip("Z") + "+00:00")
print(f"{(datetime.now(timezone.utc) - t).total_seconds():.1f}")
EOF
)
	say "crash $n: node 3 killed with SIGKILL ${after}s after its vote of round $r was recorded"
	if [ "$when" = tallied ]; then
		SN_POLL=0.2 sn_wait 60 "node 1 to tally round $r" tallied_by 1 "$r"
		say "crash $n: node 1 tallied round $r (its vote book closed); starting node 3 again"
	fi
	sn_node_start 3
	# The node logs whether it resumes a round before it is ready.
	local log="$tmp/node3-run${SN_NODE_RUNS[3]}.log" line
	line=$(grep -o "resuming the round in progress.* round=$r .*" "$log" | head -n 1)
	[ -n "$line" ] || fail "crash $n: node 3 did not resume round $r: $(grep -o 'msg="joined the swarm.*' "$log")"
	say "crash $n: $line"
	sed -n 's/.* peer_messages=\([0-9]*\).*/\1/p' <<<"$line" >"$tmp/replayed-$n"
	kill_round=$r
}

crash 1 1 now
r1=$kill_round
crash 2 $((r1 + 1)) tallied
r2=$kill_round
last=$((r1 + 3))

# played_on: every node tallied round $last and node 3's commitments of
# rounds r1 to last-1 are settled (mined or failed). Fails the test at once
# when node 3 tallied a later round but not one it was killed in.
played_on() {
	local i rc=0 out
	for i in 1 2 3; do sn_status "$i" || return 1; done
	out=$("$PY" - "$tmp" "$r1" "$r2" "$last" <<'EOF'
import json, sys
tmp, r1, r2, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
st = [json.load(open(f"{tmp}/status{i}.json")) for i in (1, 2, 3)]
mine = {x["round"] for x in st[2]["rounds"]}
for r in (r1, r2):
    if r not in mine and any(x > r for x in mine):
        print(f"node 3 tallied rounds {sorted(x for x in mine if x > r)} but not round {r}, which it was killed in")
        sys.exit(2)
if not all(any(x["round"] == last for x in s["rounds"]) for s in st):
    sys.exit(1)
c = {x["round"]: x["status"] for x in (st[2].get("commitments") or [])}
sys.exit(0 if all(c.get(k) in ("committed", "failed") for k in range(r1, last)) else 1)
EOF
) || rc=$?
	[ "$rc" != 2 ] || fail "$out"
	return "$rc"
}
say "waiting for all nodes to tally round $last (ceiling 3 min)"
sn_wait 180 "all nodes to tally round $last" played_on

"$PY" - "$tmp" "$r1" "$r2" "$last" "${SN_NODE_PEER[3]}" <<'EOF' || fail "node 3 did not come back as it was"
import json, sys
tmp, r1, r2, last, victim = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
st = [json.load(open(f"{tmp}/status{i}.json")) for i in (1, 2, 3)]
post = st[2]
errors, notes = [], []

# One message per (round, stage).
seen = {}
for v in post["sent"] or []:
    k = (v["round"], v["stage"])
    if k in seen:
        errors.append(f"two messages in round {k[0]} stage {k[1]}")
    seen[k] = v

rounds = {x["round"]: x for x in post["rounds"]}
commits = {c["round"]: c for c in post["commitments"] or []}
for n, r in ((1, r1), (2, r2)):
    pre = json.load(open(f"{tmp}/pre-{n}.json"))
    # What was recorded before the kill is there, unchanged.
    for v in pre["sent"] or []:
        k = (v["round"], v["stage"])
        w = seen.get(k)
        if w is None:
            errors.append(f"crash {n}: its {k[1]} of round {k[0]} recorded before the kill is gone")
        elif (w["target"], w["sig"]) != (v["target"], v["sig"]):
            errors.append(f"crash {n}: its {k[1]} of round {k[0]} changed after the restart")
    for x in pre["rounds"]:
        if rounds.get(x["round"]) != x:
            errors.append(f"crash {n}: its tally of round {x['round']} is lost or changed")
    for c in pre["commitments"] or []:
        d = commits.get(c["round"])
        if d is None or (c["status"] == "committed" and d["status"] != "committed"):
            errors.append(f"crash {n}: its commitment of round {c['round']} ({c['status']}) is lost")
    # It tallied the round it was killed in. When it had replayed every
    # message the others sent in that round, and the others agree, its tally
    # is theirs (the same votes root: they counted its vote, it counted
    # theirs). On a machine loaded enough that messages arrive while it is
    # down, or that the others disagree, the tallies are not comparable.
    recs = [next((x for x in s["rounds"] if x["round"] == r), None) for s in st]
    if None in recs:
        errors.append(f"crash {n}: round {r} tallied by nodes {[i + 1 for i, x in enumerate(recs) if x]} only")
        continue
    sent_by_others = sum(1 for s in st[:2] for v in s["sent"] or [] if v["round"] == r)
    replayed = int(open(f"{tmp}/replayed-{n}").read() or 0)
    same = lambda a, b: (sorted(a["winners"] or []), a["votes_root"]) == (sorted(b["winners"] or []), b["votes_root"])
    print(f"crash {n}: round {r}: replayed {replayed} of the {sent_by_others} messages nodes 1 and 2 sent; "
          f"votes counted {[x['votes_counted'] for x in recs]}, roots {[x['votes_root'][:12] for x in recs]}")
    if replayed == sent_by_others and same(recs[0], recs[1]):
        if not same(recs[2], recs[0]):
            errors.append(f"crash {n}: round {r}: node 3's tally differs from nodes 1 and 2's")
        if recs[0]["votes_counted"] != 3:
            errors.append(f"crash {n}: round {r}: nodes 1 and 2 counted {recs[0]['votes_counted']} votes, not 3")
    elif recs[2]["votes_counted"] == 0:
        errors.append(f"crash {n}: round {r}: node 3 counted no vote, not even its own")
    else:
        notes.append(f"crash {n}: round {r}: tallies not compared (messages reached the others or arrived while node 3 was down)")

# It plays on: it tallied every round from the first kill to the last, spoke
# after the last restart, and its commitments were mined.
for k in range(r1, last + 1):
    if k not in rounds:
        errors.append(f"no tally of round {k}")
if not any(k[0] > r2 for k in seen):
    errors.append(f"it sent nothing after round {r2}")
for k in range(r1, last):
    if commits.get(k, {}).get("status") != "committed":
        errors.append(f"its commitment of round {k} was not mined: {commits.get(k, {}).get('status')}")

# Nobody saw an equivocation.
for i, s in enumerate(st):
    for x in s["rounds"]:
        if x.get("equivocators"):
            who = "node 3" if victim in x["equivocators"] else ", ".join(x["equivocators"])
            errors.append(f"node {i + 1} recorded an equivocation by {who} in round {x['round']}")

print(f"node 3 sent {len(seen)} messages in rounds {min(k[0] for k in seen)}-{max(k[0] for k in seen)}, tallied rounds {sorted(rounds)}")
for m in notes:
    print("  note: " + m)
for e in errors:
    print("  " + e)
sys.exit(1 if errors else 0)
EOF
say "node 3 resumed rounds $r1 and $r2 without speaking twice or losing a record; no equivocation seen"

for i in 3 2 1; do sn_node_stop "$i"; done
say "node crash test passed"
