#!/bin/sh
# Runs every tests/cli/test_*.sh against the program given as $1.
# Each script exits non-zero and says what failed when a check fails.
program=${1:?usage: tests/cli/run.sh PROGRAM}
case $program in /*) ;; *) program=$(pwd)/$program ;; esac
dir=$(dirname "$0")
# The tests read English messages, whatever language the caller speaks.
unset LANGUAGE LC_MESSAGES
export LC_ALL=C.UTF-8
passed=0 failed=0 skipped=0
for test in "$dir"/test_*.sh; do
    [ -e "$test" ] || continue
    name=$(basename "$test" .sh)
    sh "$test" "$program" >"${TMPDIR:-/tmp}/tihbat-$name.log" 2>&1
    result=$?
    if [ "$result" -eq 0 ]; then
        passed=$((passed + 1))
        echo "PASS $name"
    elif [ "$result" -eq 77 ]; then # this machine cannot run it (lib.sh's skip)
        skipped=$((skipped + 1))
        echo "SKIP $name: $(tail -n 1 "${TMPDIR:-/tmp}/tihbat-$name.log")"
    else
        failed=$((failed + 1))
        echo "FAIL $name"
        sed 's/^/    /' "${TMPDIR:-/tmp}/tihbat-$name.log"
    fi
    rm -f "${TMPDIR:-/tmp}/tihbat-$name.log"
done
summary="cli: $passed passed, $failed failed"
[ "$skipped" -eq 0 ] || summary="$summary, $skipped skipped"
echo "$summary"
[ "$failed" -eq 0 ]
