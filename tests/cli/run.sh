#!/bin/sh
# Runs every tests/cli/test_*.sh against the program given as $1.
# Each script exits non-zero and says what failed when a check fails.
program=${1:?usage: tests/cli/run.sh PROGRAM}
case $program in /*) ;; *) program=$(pwd)/$program ;; esac
dir=$(dirname "$0")
# The tests read English messages, whatever language the caller speaks.
unset LANGUAGE LC_MESSAGES
export LC_ALL=C.UTF-8
passed=0 failed=0
for test in "$dir"/test_*.sh; do
    [ -e "$test" ] || continue
    name=$(basename "$test" .sh)
    if sh "$test" "$program" >"${TMPDIR:-/tmp}/tihbat-$name.log" 2>&1; then
        passed=$((passed + 1))
        echo "PASS $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name"
        sed 's/^/    /' "${TMPDIR:-/tmp}/tihbat-$name.log"
    fi
    rm -f "${TMPDIR:-/tmp}/tihbat-$name.log"
done
echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
