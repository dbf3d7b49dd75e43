# lib.sh - what the command-line tests share: the program under test ($1),
# a temporary directory that goes when the test ends, and `fail`, which
# reports a check that failed and counts it.  A test sources this file and
# ends by failing when `failures` is not 0.
program=${1:?usage: sh TEST PROGRAM}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
# The program's files (the cache of solved tables) go here, never to the
# user's own.
export HOME="$tmp/home" XDG_CACHE_HOME="$tmp/cache" XDG_STATE_HOME="$tmp/state"
mkdir -p "$HOME"
failures=0

# fail MESSAGE: says which case failed and why ($case names it).
fail() {
    echo "FAIL [$case]: $*"
    failures=$((failures + 1))
}
