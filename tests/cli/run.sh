#!/bin/sh
# Runs every tests/cli/test_*.sh against the program given as $1, CLI_JOBS
# at a time (one more than the cores: they start many small processes),
# and prints their lines in order.  Each script exits non-zero and says
# what failed when a check fails.
#
# The games' tables are solved once, here, into a cache that each test
# starts from (lib.sh copies it): a test that needs a cold cache empties
# its own.  Solving Bakuk in every test was most of the time they took.
program=${1:?usage: tests/cli/run.sh PROGRAM}
case $program in /*) ;; *) program=$(pwd)/$program ;; esac
dir=$(dirname "$0")
# Each test sets the locale it needs (lib.sh).  Its output goes to a
# directory of this run's own: runs of other builds, or of other users,
# may be going.
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
trap 'exit 1' INT TERM HUP
export TIHBAT_WARM_CACHE="$work/cache"
for rules in tihbat bakuk bakuk3; do
    XDG_CACHE_HOME=$TIHBAT_WARM_CACHE "$program" --solve --rules "$rules" >/dev/null 2>"$work/solve" ||
        { echo "cli: cannot solve $rules: $(cat "$work/solve")"; exit 1; }
done
# python3, which some tests read JSON with, found once: where it is a
# shim (pyenv's), each start of it costs half a second of CPU more.
if command -v python3 >/dev/null 2>&1; then
    TIHBAT_PYTHON=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) && export TIHBAT_PYTHON
fi
jobs=${CLI_JOBS:-$(($(nproc 2>/dev/null || echo 1) + 1))}
# The longest first, so that the last to end is a short one: test_print
# waits on Chromium more than it runs, and the others fill the cores
# meanwhile.
longest="test_print test_review test_diagram test_puzzles test_worksheet test_solve"
# shellcheck disable=SC2016 # the inner shell's arguments
{
    for name in $longest; do [ ! -f "$dir/$name.sh" ] || echo "$dir/$name.sh"; done
    for test in "$dir"/test_*.sh; do
        name=${test##*/}
        case " $longest " in *" ${name%.sh} "*) ;; *) echo "$test" ;; esac
    done
} | xargs -P "$jobs" -I TEST sh -c \
    'name=$(basename "$1" .sh); sh "$1" "$2" >"$3/$name.log" 2>&1; echo $? >"$3/$name.status"' \
    sh TEST "$program" "$work"
passed=0 failed=0 skipped=0
for test in "$dir"/test_*.sh; do
    name=$(basename "$test" .sh)
    result=$(cat "$work/$name.status" 2>/dev/null)
    if [ "$result" = 0 ]; then
        passed=$((passed + 1))
        echo "PASS $name"
    elif [ "$result" = 77 ]; then # this machine cannot run it (lib.sh's skip)
        skipped=$((skipped + 1))
        echo "SKIP $name: $(tail -n 1 "$work/$name.log")"
    else
        failed=$((failed + 1))
        echo "FAIL $name"
        sed 's/^/    /' "$work/$name.log"
    fi
done
summary="cli: $passed passed, $failed failed"
[ "$skipped" -eq 0 ] || summary="$summary, $skipped skipped"
echo "$summary"
[ "$failed" -eq 0 ]
