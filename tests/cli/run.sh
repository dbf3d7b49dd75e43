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
# The tests read English messages, whatever language the caller speaks.
unset LANGUAGE LC_MESSAGES
export LC_ALL=C.UTF-8
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
export TIHBAT_WARM_CACHE="$work/cache"
for rules in tihbat bakuk bakuk3; do
    XDG_CACHE_HOME=$TIHBAT_WARM_CACHE "$program" --solve --rules "$rules" >/dev/null 2>"$work/solve" ||
        { echo "cli: cannot solve $rules: $(cat "$work/solve")"; exit 1; }
done
jobs=${CLI_JOBS:-$(($(nproc 2>/dev/null || echo 1) + 1))}
# shellcheck disable=SC2016 # the inner shell's arguments
ls "$dir"/test_*.sh | xargs -P "$jobs" -I TEST sh -c \
    'name=$(basename "$1" .sh); sh "$1" "$2" >"$3/$name.log" 2>&1; echo $? >"$3/$name.status"' \
    sh TEST "$program" "$work"
passed=0 failed=0
for test in "$dir"/test_*.sh; do
    name=$(basename "$test" .sh)
    if [ "$(cat "$work/$name.status" 2>/dev/null)" = 0 ]; then
        passed=$((passed + 1))
        echo "PASS $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name"
        sed 's/^/    /' "$work/$name.log"
    fi
done
echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
