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
# python3 as run.sh found it: the interpreter, not a shim before it.
if [ -x "${TIHBAT_PYTHON:-}" ]; then
    python3() { "$TIHBAT_PYTHON" "$@"; }
fi

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
    value_in "$1" "$2"
    printf '%s\n' "$value"
}
# values_of NAME TEXT KEY...: each KEY's value, as value_of gives it, in
# the variable NAME_KEY.  Without $(...): on this machine a subshell costs
# about what a process started does.
values_of() {
    vs_name=$1 vs_text=$2
    shift 2
    for vs_key in "$@"; do
        value_in "$vs_key" "$vs_text"
        eval "${vs_name}_$vs_key=\$value"
    done
}
# value_in KEY TEXT: value_of's answer in $value.
value_in() {
    value=
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
        value=$vo_value ;;
    '"'*)
        set -- "${1#?}"
        value=${1%%\"*} ;;
    *) value=${1%%[],\}]*} ;;
    esac
}

# part N SEPARATOR TEXT: the Nth field of TEXT (cut -d SEPARATOR -f N,
# of a TEXT that has the separator) in $part, in the shell alone.
part() {
    part=$3
    pt_n=$1
    while [ "$pt_n" -gt 1 ]; do
        case $part in *"$2"*) part=${part#*"$2"} ;; *) part= ;; esac
        pt_n=$((pt_n - 1))
    done
    part=${part%%"$2"*}
}

# each_item LIST ACTION: ACTION for each item of the comma-separated LIST,
# the item in $item, its place in $place (1, 2...) and, as a hole's, in
# $letter (A, B...).
each_item() {
    ei_rest=$1, ei_letters=ABCDEFGHIJKLMNOPQRSTUVWXYZ place=0
    while [ -n "$ei_rest" ]; do
        item=${ei_rest%%,*} ei_rest=${ei_rest#*,}
        letter=${ei_letters%"${ei_letters#?}"} ei_letters=${ei_letters#?}
        place=$((place + 1))
        "$2"
    done
}

# slurp FILE: the text of FILE in $text, as $(cat FILE) gives it (its
# last newlines dropped), read by the shell itself.
slurp() {
    text= sl_line=
    while IFS= read -r sl_line; do
        text=$text$sl_line$newline
    done <"$1"
    text=$text$sl_line
    while :; do
        case $text in *"$newline") text=${text%"$newline"} ;; *) break ;; esac
    done
}
newline='
'

# The XPath queries of one file, asked of one xmllint (its start costs
# more than the queries): `ask EXPRESSION` queues one, `asked FILE`
# evaluates them all (false when xmllint cannot), and `answer` takes the
# next one's result, as `xmllint --xpath EXPRESSION` prints it, into
# $answer, in the order they were asked.
xp_separator='|xpath|'
ask() {
    xp_query="$xp_query,'$xp_separator',$1"
}
asked() {
    set -- "$1" "concat(''$xp_query,'$xp_separator')"
    xp_query=
    xmllint --xpath "$2" "$1" >"$tmp/xpath" 2>/dev/null || { xp_left=; return 1; }
    slurp "$tmp/xpath"
    xp_left=${text#"$xp_separator"}
}
answer() {
    answer=${xp_left%%"$xp_separator"*}
    xp_left=${xp_left#*"$xp_separator"}
    while :; do # as $(xmllint ...) gives it
        case $answer in *"$newline") answer=${answer%"$newline"} ;; *) break ;; esac
    done
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
