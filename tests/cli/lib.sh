# lib.sh - what the command-line tests share: the program under test ($1),
# a temporary directory that goes when the test ends, and `fail`, which
# reports a check that failed and counts it.  A test sources this file and
# ends by failing when `failures` is not 0.
program=${1:?usage: sh TEST PROGRAM}
# One locale, whatever the caller's (none, C, German...): the program says
# its English messages, and grep and sed read UTF-8 as characters.  A test
# that wants another gives the program an environment of its own (env -i).
unset LANGUAGE $(env | sed -n 's/^\(LC_[A-Z_]*\)=.*/\1/p')
export LANG=C.UTF-8 LC_ALL=C.UTF-8
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
# The program's files (the cache of solved tables) go here, never to the
# user's own.
export HOME="$tmp/home" XDG_CACHE_HOME="$tmp/cache" XDG_STATE_HOME="$tmp/state"
mkdir -p "$HOME"
# The games' tables, solved once by run.sh: each test starts with its own
# copy of them (a test of the cache itself empties it first).
if [ -d "${TIHBAT_WARM_CACHE:-}" ]; then
    cp -R "$TIHBAT_WARM_CACHE" "$XDG_CACHE_HOME"
fi
failures=0

# fail MESSAGE: says which case failed and why ($case names it).
fail() {
    echo "FAIL [$case]: $*"
    failures=$((failures + 1))
}

# json_lines FILE: every line of FILE is to be a JSON object.  The lines
# are kept, and json_checked parses them all at once: one start of python3
# a test, not one a check (where python3 is a shim, a start is costly).
json_lines() {
    printf '#case %s\n' "$case" >>"$tmp/json-lines"
    cat "$1" >>"$tmp/json-lines"
}
# json_checked: every line that json_lines kept is a JSON object (checked
# when python3 is there); a test that keeps lines calls it before it ends.
json_checked() {
    [ -s "$tmp/json-lines" ] && command -v python3 >/dev/null 2>&1 || return 0
    python3 -c 'import json, sys
case, bad = "", 0
for line in open(sys.argv[1]):
    if line.startswith("#case "):
        case, n = line[6:].rstrip("\n"), 0
        continue
    n += 1
    try:
        ok = isinstance(json.loads(line), dict)
    except ValueError:
        ok = False
    if not ok:
        print("[%s] line %d is not a JSON object: %s" % (case, n, line.rstrip()))
        bad = 1
sys.exit(bad)' "$tmp/json-lines" >"$tmp/json" 2>&1 || { case=JSON; fail "$(cat "$tmp/json")"; }
}

# value_of KEY TEXT: the value of the first KEY in the first line of the
# JSON text: a number, a string without its quotes, or an array as written.
# In the shell alone: the tests ask it thousands of times, and a process
# started is most of what a test costs.
value_of() {
    set -- "\"$1\":" "${2%%
*}"
    case $2 in *"$1"*) ;; *) return 0 ;; esac
    set -- "${2#*"$1"}"
    case $1 in
    '['*)
        # To the bracket that closes it: each ] closes one [.
        vo_value= vo_depth=0
        while [ -n "$1" ]; do
            vo_piece=${1%%]*}
            [ "$vo_piece" != "$1" ] || { vo_value=$vo_value$1; break; }
            set -- "${1#*]}"
            vo_value=$vo_value$vo_piece]
            vo_opened=$vo_piece
            while [ "$vo_opened" != "${vo_opened#*"["}" ]; do
                vo_opened=${vo_opened#*"["}
                vo_depth=$((vo_depth + 1))
            done
            vo_depth=$((vo_depth - 1))
            [ "$vo_depth" -gt 0 ] || break
        done
        printf '%s\n' "$vo_value" ;;
    '"'*)
        set -- "${1#?}"
        printf '%s\n' "${1%%\"*}" ;;
    *) printf '%s\n' "${1%%[],\}]*}" ;;
    esac
}

# need_tools TOOL...: the test stops, saying so, when a tool it checks with
# is missing (the Makefile names its package; make deps installs them all).
need_tools() {
    for tool in "$@"; do
        command -v "$tool" >/dev/null 2>&1 && continue
        echo "$tool is missing: make deps installs it"
        exit 1
    done
}

# skip WHY: this machine cannot run the test (run.sh names it skipped).
skip() {
    echo "$*"
    exit 77
}

# run CASE ARG...: the program's output in $tmp/out and $tmp/err, its exit
# status in $status.
run() {
    case=$1
    shift
    "$program" "$@" >"$tmp/out" 2>"$tmp/err"
    status=$?
}

# refused STATUS WORD: that exit status, nothing on standard output, and
# WORD in what standard error says.
refused() {
    [ "$status" -eq "$1" ] || fail "exit status $status, expected $1; stderr: $(cat "$tmp/err")"
    [ ! -s "$tmp/out" ] || fail "printed $(head -c 200 "$tmp/out")"
    grep -q -- "$2" "$tmp/err" || fail "stderr lacks '$2': $(cat "$tmp/err")"
}
