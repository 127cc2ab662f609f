#!/usr/bin/env bash
# Runs every Go fuzz target of the repository (func FuzzXxx(f *testing.F) in
# a _test.go file) for a short time, one line per target, and fails if any
# target fails. A failing input is written to the package's
# testdata/fuzz/FuzzXxx/ as `go test -fuzz` does; re-run it with
#   go test -run 'FuzzXxx/<file>' ./pkg
#
#   scripts/fuzz-short.sh                 every package with fuzz targets
#   scripts/fuzz-short.sh ./node ./swarm/...   only these packages
#
# Environment:
#   FUZZTIME          time (or NNx executions) per target, default 2s
#   FUZZMINIMIZETIME  time spent minimizing each new input or failing
#                     input, default 0 (a short run fuzzes rather than
#                     minimizes; a failing input is kept as found)
#   FUZZCACHEDIR      where the generated corpus is kept between runs;
#                     default none: every run starts from the seeds and
#                     testdata/fuzz, so that its length does not grow.
#                     `make fuzz` keeps it where `go test -fuzz` does
#                     ($GOCACHE/fuzz), so long runs build on each other.
#   GO                the go command, default go
#
# Each package's instrumented test binary is built once (what
# `go test -fuzz` builds) and runs its targets one after the other. With
# the defaults the whole run takes about five minutes on two cores from a
# cold build cache, most of it building the instrumented binaries.
set -euo pipefail
cd "$(dirname "$0")/.."

GO=${GO:-go}
FUZZTIME=${FUZZTIME:-2s}
FUZZMINIMIZETIME=${FUZZMINIMIZETIME:-0}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Packages with fuzz targets: the directories of test files that declare
# one (tracked or new, not ignored), or of the packages named.
if [ $# -gt 0 ]; then
	mapfile -t pkgs < <("$GO" list -f '{{.ImportPath}}' "$@")
else
	mapfile -t dirs < <(git ls-files --cached --others --exclude-standard -- '*_test.go' |
		xargs -r grep -l -E '^func Fuzz[A-Za-z0-9_]*\(f \*testing\.F\)' | xargs -r -n1 dirname | sort -u)
	if [ ${#dirs[@]} -eq 0 ]; then
		echo "no fuzz targets found"
		exit 0
	fi
	mapfile -t pkgs < <("$GO" list -f '{{.ImportPath}}' "${dirs[@]/#/./}")
fi
cache=${FUZZCACHEDIR:-$tmp/corpus}

# inputs counts the files of a corpus directory (0 when there is none).
inputs() {
	if [ -d "$1" ]; then find "$1" -type f | wc -l; else echo 0; fi
}

binname() { echo "$1" | tr '/.' '__'; }

# A target's run may take its FUZZTIME and ten minutes more (a hung input
# is reported by the fuzzer itself well before).
limit=10m
if [[ $FUZZTIME =~ ^([0-9]+)([smh])$ ]]; then
	n=${BASH_REMATCH[1]}
	case ${BASH_REMATCH[2]} in
	s) limit=$((n + 600))s ;;
	m) limit=$((n + 10))m ;;
	h) limit=$((n + 1))h ;;
	esac
fi

start=$SECONDS
# Build the instrumented test binaries first. Fuzzing instruments every
# package a binary links, so the binaries share most of what they compile;
# two go commands started at once would each compile it (the build cache
# keeps only finished work). So the package with the most dependencies is
# built alone, on every core, and the rest, mostly cached by then, as many
# at once as there are cores (linking is what takes their time). On two
# cores this takes the build from 275 s to 191 s.
export GO tmp
export -f binname
build() { b="$tmp/$(binname "$1").test"; "$GO" test -c -fuzz . -o "$b" "$1" >"$b.build.log" 2>&1 || touch "$b.failed"; }
export -f build
first=$("$GO" list -f '{{len .Deps}} {{.ImportPath}}' "${pkgs[@]}" | sort -rn | head -1 | cut -d' ' -f2)
build "$first"
printf '%s\n' "${pkgs[@]}" | { grep -v -x -F "$first" || true; } | xargs -r -P "$(nproc)" -I{} bash -c 'build {}'
total=0
failed=()
for pkg in "${pkgs[@]}"; do
	dir=$("$GO" list -f '{{.Dir}}' "$pkg")
	bin="$tmp/$(binname "$pkg").test"
	if [ -e "$bin.failed" ]; then
		echo "FAIL  $pkg (build)"
		cat "$bin.build.log"
		failed+=("$pkg")
		continue
	fi
	[ -x "$bin" ] || continue # no test files
	# The targets, as `go test -list 'Fuzz.*'` lists them.
	mapfile -t targets < <(cd "$dir" && "$bin" -test.list '^Fuzz' | grep -E '^Fuzz')
	for t in "${targets[@]}"; do
		total=$((total + 1))
		log="$tmp/$t.log"
		t0=$SECONDS
		before=$(inputs "$dir/testdata/fuzz/$t")
		rc=0
		(cd "$dir" && "$bin" -test.run '^$' -test.fuzz "^${t}\$" -test.fuzztime "$FUZZTIME" \
			-test.fuzzminimizetime "$FUZZMINIMIZETIME" -test.fuzzcachedir "$cache/$pkg" \
			-test.timeout "$limit") >"$log" 2>&1 || rc=$?
		after=$(inputs "$dir/testdata/fuzz/$t")
		note=""
		if [ $rc -ne 0 ] && [ "$after" -eq "$before" ] && grep -q '^    context deadline exceeded$' "$log" &&
			! grep -q -- '--- FAIL: .*/' "$log"; then
			# Go's fuzzing coordinator can report its own -fuzztime
			# deadline as a failure, with no failing input
			# (go.dev/issue/75804, fixed in Go 1.27): not a finding.
			rc=0
			note="  (fuzztime deadline race, go.dev/issue/75804)"
		fi
		if [ $rc -eq 0 ]; then
			execs=$(grep -oE 'execs: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+' || true)
			printf 'ok    %-45s %-24s %3ds  %s execs%s\n' "$pkg" "$t" $((SECONDS - t0)) "${execs:-0}" "$note"
		else
			printf 'FAIL  %-45s %-24s %3ds\n' "$pkg" "$t" $((SECONDS - t0))
			grep -v '^fuzz: elapsed' "$log" | tail -40
			failed+=("$pkg $t")
		fi
	done
done

echo "fuzz: $total targets in $((SECONDS - start))s (FUZZTIME=$FUZZTIME each)"
if [ ${#failed[@]} -gt 0 ]; then
	echo "fuzz: failed:"
	printf '  %s\n' "${failed[@]}"
	exit 1
fi
