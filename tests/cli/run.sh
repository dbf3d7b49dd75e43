#!/bin/sh
# Runs every tests/cli/test_*.sh against the program given as $1.
# Each script exits non-zero and says what failed when a check fails.
program=${1:?usage: tests/cli/run.sh PROGRAM}
case $program in /*) ;; *) program=$(pwd)/$program ;; esac
dir=$(dirname "$0")
# Each test sets the locale it needs (lib.sh).  Its output goes to a file
# of this run's own: runs of other builds, or of other users, may be going.
log=$(mktemp "${TMPDIR:-/tmp}/tihbat-cli.XXXXXX") || exit 2
trap 'rm -f "$log"' EXIT
trap 'exit 1' INT TERM HUP
passed=0 failed=0
for test in "$dir"/test_*.sh; do
    [ -e "$test" ] || continue
    name=$(basename "$test" .sh)
    if sh "$test" "$program" >"$log" 2>&1; then
        passed=$((passed + 1))
        echo "PASS $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name"
        sed 's/^/    /' "$log"
    fi
done
echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
