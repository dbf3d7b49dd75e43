#!/bin/sh
# run.sh PROGRAM - the terminal tests: runs each tests/tui/test_*.sh against
# PROGRAM, one line a test, then "N passed, N failed"; fails if any failed.
if [ $# -ne 1 ] || [ ! -x "$1" ]; then
    echo "usage: $0 PROGRAM" >&2
    exit 2
fi
command -v tmux >/dev/null || { echo "run.sh: tmux is needed" >&2; exit 2; }
TIHBAT=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
export TIHBAT
dir=$(dirname "$0")
passed=0 failed=0
for test in "$dir"/test_*.sh; do
    name=$(basename "$test" .sh)
    if output=$(sh "$test" 2>&1); then
        echo "ok      $name"
        passed=$((passed + 1))
    else
        echo "FAILED  $name"
        printf '%s\n' "$output" | sed 's/^/        /'
        failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
