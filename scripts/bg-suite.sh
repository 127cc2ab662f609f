#!/usr/bin/env bash
# Runs a long, CPU-bound suite in the background at the lowest CPU priority
# while make test runs the others, then waits for it and reports it as if it
# had run in the foreground. Most suites leave cores idle (the race suite
# keeps about one of two busy; the swarm suites wait on round deadlines), and
# a job at nice 19 takes only what they leave: the other suites keep their
# pace and their timing.
#
#   scripts/bg-suite.sh start NAME PARENT_PID -- COMMAND [ARGS...]
#   scripts/bg-suite.sh wait NAME
#
# start launches COMMAND with its output in $BG_SUITE_DIR/NAME.log (default
# bin/bg) and returns at once. The job is stopped when PARENT_PID (make)
# exits first, so a make test that fails early leaves nothing running.
# wait prints the job's output (and then follows it until the job ends)
# and exits with the job's exit status.
set -euo pipefail
cd "$(dirname "$0")/.."

dir=${BG_SUITE_DIR:-bin/bg}

usage() {
	sed -n '9,10p' "$0" | sed 's/^# *//' >&2
	exit 2
}

[ $# -ge 2 ] || usage
cmd=$1 name=$2
shift 2
log=$dir/$name.log rc=$dir/$name.rc pidfile=$dir/$name.pid

case $cmd in
start)
	[ $# -ge 3 ] && [ "$2" = "--" ] || usage
	parent=$1
	shift 2
	mkdir -p "$dir"
	rm -f "$log" "$rc" "$pidfile"
	date +%s > "$dir/$name.start"
	# The job: its exit status goes to NAME.rc when it ends, whatever
	# that status is.
	(
		set +e
		nice -n 19 "$@" > "$log" 2>&1 < /dev/null &
		job=$!
		echo "$job" > "$pidfile"
		# The watchdog: make gone before the job ended stops the job.
		(
			while kill -0 "$job" 2>/dev/null; do
				if ! kill -0 "$parent" 2>/dev/null; then
					kill "$job" 2>/dev/null
					break
				fi
				sleep 2
			done
		) &
		wait "$job"
		echo $? > "$rc.tmp" && mv "$rc.tmp" "$rc"
	) > /dev/null 2>&1 &
	echo "started in the background at nice 19: $* (output: $log)"
	;;
wait)
	if [ ! -f "$dir/$name.start" ]; then
		echo "bg-suite: no background job $name was started (scripts/bg-suite.sh start $name ...)" >&2
		exit 2
	fi
	started=$(cat "$dir/$name.start")
	shown=0
	show() {
		[ -f "$log" ] || return 0
		local size
		size=$(wc -c < "$log")
		if [ "$size" -gt "$shown" ]; then
			tail -c +"$((shown + 1))" "$log" | head -c "$((size - shown))"
			shown=$size
		fi
	}
	waited=$(date +%s)
	echo "(running in the background since $(( waited - started ))s ago; its output so far, then as it comes)"
	until [ -f "$rc" ]; do
		show
		if [ -f "$pidfile" ] && ! kill -0 "$(cat "$pidfile")" 2>/dev/null && [ ! -f "$rc" ]; then
			# The job ended between the checks; its status is being written.
			sleep 1
			[ -f "$rc" ] || { echo "bg-suite: job $name ended without an exit status" >&2; exit 1; }
		fi
		sleep 2
	done
	show
	status=$(cat "$rc")
	end=$(date +%s)
	echo "(background job $name: exit status $status, $(( end - started ))s since its start, $(( end - waited ))s of it waited for here)"
	exit "$status"
	;;
*)
	usage
	;;
esac
