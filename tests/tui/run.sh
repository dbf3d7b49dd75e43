#!/bin/sh
# run.sh PROGRAM [DIR] - the front end's tests: runs each DIR/test_*.sh
# against PROGRAM, one line a test, then "N passed, N failed, N skipped";
# fails if any failed.  DIR is tests/tui (the default), the terminal tests,
# the real program in tmux; or tests/screens, the screen tests, the program
# on the headless runner beside PROGRAM (build/tui-script).  A test that
# this machine cannot run exits 77 (lib.sh's skip): it is named, with why,
# and never counted as passed.
#
# The tests spend their time waiting for the program's screen (moves shown
# at the speed a person follows, the computer's pause), not on the CPU, and
# each has its own tmux server and files: TUI_JOBS of them (default 4) run
# at once, and their lines come in the tests' order.  A test leaves nothing
# behind: what is left in the TMPDIR they are given, where tmux's sockets
# would go too, fails the run.
if [ $# -lt 1 ] || [ $# -gt 2 ] || [ ! -x "$1" ]; then
    echo "usage: $0 PROGRAM [DIR]" >&2
    exit 2
fi
dir=${2:-$(dirname "$0")}
[ $# -eq 2 ] || command -v tmux >/dev/null || { echo "run.sh: tmux is needed" >&2; exit 2; }
TIHBAT=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
export TIHBAT
results=$(mktemp -d "${TMPDIR:-/tmp}/tihbat-tui.XXXXXX") || exit 2
trap 'rm -rf "$results"' EXIT
trap 'exit 1' INT TERM HUP
mkdir "$results/tmp"
export TMPDIR="$results/tmp" TMUX_TMPDIR="$results/tmp"
# Each test's output in RESULTS/NAME.out, its exit status and seconds in
# NAME.status.
for test in "$dir"/test_*.sh; do printf '%s\n' "$test"; done |
    xargs -P "${TUI_JOBS:-4}" -I{} sh -c \
        'name=$(basename "$1" .sh) start=$(date +%s)
         sh "$1" >"$2/$name.out" 2>&1
         echo $? $(($(date +%s) - start)) >"$2/$name.status"' \
        sh {} "$results"
passed=0 failed=0 skipped=0 skipped_names=
for test in "$dir"/test_*.sh; do
    name=$(basename "$test" .sh)
    output=$(cat "$results/$name.out" 2>/dev/null)
    set -- $(cat "$results/$name.status" 2>/dev/null)
    case ${1:-} in
    0)
        echo "ok      $name ($2 s)"
        passed=$((passed + 1)) ;;
    77)
        echo "SKIPPED $name: $output"
        skipped=$((skipped + 1)) skipped_names="$skipped_names $name" ;;
    *)
        echo "FAILED  $name (exit ${1:-none}${2:+, after $2 s})"
        printf '%s\n' "${output:-(it said nothing)}" | sed 's/^/        /'
        failed=$((failed + 1)) ;;
    esac
done
left=$(cd "$TMPDIR" && find . -mindepth 1 -maxdepth 2 | sed 's|^\./|    |')
if [ -n "$left" ]; then
    echo "FAILED  the tests left behind, in their temporary directory:"
    printf '%s\n' "$left"
    failed=$((failed + 1))
fi
echo "$passed passed, $failed failed, $skipped skipped${skipped_names:+:$skipped_names}"
[ "$failed" -eq 0 ]
