#!/bin/sh
# run.sh BUILD - the build tests: each tests/build/test_*.sh on the build in
# BUILD (make check-build has made everything there), one line a test, then
# "N passed, N failed, N skipped"; fails if any failed.  A test this machine
# cannot run exits 77 and is named skipped, never passed.
build=${1:?usage: tests/build/run.sh BUILD}
dir=$(dirname "$0")
# Each test sets the locale it needs (lib.sh).
passed=0 failed=0 skipped=0 skipped_names=
for test in "$dir"/test_*.sh; do
    name=$(basename "$test" .sh)
    output=$(sh "$test" "$build" 2>&1)
    case $? in
    0)
        echo "PASS $name"
        passed=$((passed + 1)) ;;
    77)
        echo "SKIP $name: $output"
        skipped=$((skipped + 1)) skipped_names="$skipped_names $name" ;;
    *)
        echo "FAIL $name"
        printf '%s\n' "$output" | sed 's/^/    /'
        failed=$((failed + 1)) ;;
    esac
done
echo "build: $passed passed, $failed failed, $skipped skipped${skipped_names:+:$skipped_names}"
[ "$failed" -eq 0 ]
