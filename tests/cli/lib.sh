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

# value_of KEY TEXT: the value of the first KEY in the JSON text: a number,
# a string without its quotes, or an array as written.
value_of() {
    printf '%s\n' "$2" | awk -v key="\"$1\":" '{
        i = index($0, key)
        if (!i)
            exit
        s = substr($0, i + length(key))
        c = substr(s, 1, 1)
        if (c == "[") {
            for (j = 1; j <= length(s); j++) {
                c = substr(s, j, 1)
                depth += c == "[" ? 1 : c == "]" ? -1 : 0
                if (depth == 0)
                    break
            }
            print substr(s, 1, j)
        } else if (c == "\"") {
            s = substr(s, 2)
            print substr(s, 1, index(s, "\"") - 1)
        } else {
            match(s, /^[^],}]*/)
            print substr(s, 1, RLENGTH)
        }
    }'
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
