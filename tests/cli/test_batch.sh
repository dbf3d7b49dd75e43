#!/bin/sh
# test_batch.sh - tihbat --batch with real games: one JSON object a line,
# the end and its scores, forced passes, errors and options.
# Plain POSIX shell and sed; every line is also parsed as JSON when python3
# is there (json_checked, at the end).
. "$(dirname "$0")/lib.sh"

# batch CASE INPUT [OPTION]...: runs the batch on INPUT; the output goes to
# $tmp/out and $tmp/err, the exit status to $status.
batch() {
    case=$1 input=$2
    shift 2
    printf '%s' "$input" | "$program" --batch "$@" >"$tmp/out" 2>"$tmp/err"
    status=$?
}

# field LINE KEY: the value of KEY in output line LINE, without quotes or
# spaces around commas ("[B,C,D]", "repetition", "12"), in $got; empty
# when absent.  Read by the shell when the line is as the program writes
# it (no spaces, the last "KEY" a key): a hundred values, and a process or
# a subshell costs more here than the program's run; sed's answer
# otherwise (field_by_sed).
field() {
    got= fl_n=0 fl_line=
    while [ "$fl_n" -lt "$1" ] && { IFS= read -r fl_line || [ -n "$fl_line" ]; }; do
        fl_n=$((fl_n + 1))
    done <"$tmp/out"
    [ "$fl_n" -eq "$1" ] || return 0
    case $fl_line in *[[:space:]]*) got=$(field_by_sed "$@") && return ;; esac
    fl_rest=${fl_line##*"\"$2\""}
    [ "$fl_rest" != "$fl_line" ] || return 0
    case $fl_rest in
    ':['*']'*) got=${fl_rest#:} && got=${got%%]*}] ;;
    ':"'*'"'*) got=${fl_rest#:\"} && got=${got%%\"*} ;;
    ':'*) got=${fl_rest#:} && got=${got%%[],\}]*} ;;
    *) got=$(field_by_sed "$@") && return ;;
    esac
    while :; do
        case $got in *'"'*) got=${got%%\"*}${got#*\"} ;; *) break ;; esac
    done
}
field_by_sed() {
    sed -n "${1}p" "$tmp/out" |
        sed -E -n 's/.*"'"$2"'"[[:space:]]*:[[:space:]]*(\[[^]]*\]|"[^"]*"|[^],}[:space:]]*).*/\1/p' |
        sed -E 's/"//g; s/[[:space:]]*,[[:space:]]*/,/g; s/\[[[:space:]]+/[/; s/[[:space:]]+\]/]/'
}

# expect LINE KEY VALUE
expect() {
    field "$1" "$2"
    [ "$got" = "$3" ] || fail "line $1: $2 is '$got', expected '$3'"
}

expect_status() {
    [ "$status" -eq "$1" ] || fail "exit status $status, expected $1; stderr: $(cat "$tmp/err")"
}

expect_lines() {
    got=$(wc -l <"$tmp/out" | tr -d ' ')
    [ "$got" -eq "$1" ] || fail "$got lines of output, expected $1:
$(cat "$tmp/out")"
    json_lines "$tmp/out"
}

# expect_error WORD...: standard error says something with each WORD in it.
expect_error() {
    [ -s "$tmp/err" ] || fail "nothing on standard error"
    for word in "$@"; do
        grep -Eq "(^|[^[:alnum:]])$word([^[:alnum:]]|$)" "$tmp/err" ||
            fail "the message does not name '$word': $(cat "$tmp/err")"
    done
}

# ---- Games ----

batch "the start alone" ""
expect_status 0
expect_lines 1
expect 1 ply 0
expect 1 to_move 1
expect 1 board "[7,7,7,7]"
expect 1 captured "[0,0]"
expect 1 status playing
expect 1 move ""

batch "RULES.md repetition" "a c
" --position 1,5,1,5:1:8,8
expect_status 0
expect_lines 3
expect 2 ply 1
expect 2 player 1
expect 2 move A
expect 2 sown "[A]"
expect 2 captures 0
expect 2 to_move 2
expect 2 board "[1,5,1,5]"
expect 2 status playing
expect 2 reason ""
expect 3 ply 2
expect 3 player 2
expect 3 move C
expect 3 status over
expect 3 reason repetition
expect 3 scores "[14,14]"
expect 3 winner 0

batch "Bakuk chain capture" "A" --rules bakuk --position 8,8,2,1,9,8:1:0,0
expect_status 0
expect_lines 2
expect 2 sown "[B,C,D,E,F,A,B,C]"
expect 2 captures 6
expect 2 board "[1,10,0,0,10,9]"
expect 2 captured "[6,0]"
expect 2 to_move 2
expect 2 status playing

batch "bakuk3 turns" "A C E B" --rules bakuk3
expect_status 0
expect_lines 5
expect 1 captured "[0,0,0]"
expect 1 board "[6,6,6,6,6,6]"
expect 2 player 1
expect 2 to_move 2
expect 3 player 2
expect 3 to_move 3
expect 3 board "[2,8,1,9,8,8]"
expect 4 player 3
expect 4 to_move 1
expect 4 sown "[F,A,B,C,D,E,F,A]"
expect 4 captures 4
expect 4 captured "[0,0,4]"
expect 5 player 1
expect 5 to_move 2
expect 5 board "[1,1,4,12,3,11]"

batch "Bakuk ends without moves" "C D" --rules bakuk --position 0,0,1,0,0,0:1:20,15
expect_status 0
expect_lines 3
expect 2 status playing
expect 3 status over
expect 3 reason "no moves"
expect 3 board "[0,0,0,0,1,0]"
expect 3 scores "[20,15]"
expect 3 winner 1

batch "Bakuk ends with every seed taken" "C" --rules bakuk --position 2,2,1,1,2,2:1:0,0
expect_status 0
expect_lines 2
expect 2 captures 10
expect 2 status over
expect 2 reason "all captured"
expect 2 scores "[10,0]"
expect 2 winner 1

batch "a forced pass ends by repetition" "B" --position 0,1,0,0:1:13,14
expect_status 0
expect_lines 3
expect 2 move B
expect 3 player 2
expect 3 move pass
expect 3 status over
expect 3 reason repetition
expect 3 scores "[13,14]"
expect 3 winner 2

batch "a forced pass before a move" "C" --position 0,0,3,4:1:9,12
expect_status 0
expect_lines 3
expect 2 player 1
expect 2 move pass
expect 2 to_move 2
expect 3 player 2
expect 3 move C
expect 3 board "[1,0,1,5]"

batch "over before any move" "" --rules bakuk --position 0,0,0,1,1,1:1:20,13
expect_status 0
expect_lines 1
expect 1 status over
expect 1 reason "no moves"
expect 1 scores "[20,13]"
expect 1 winner 1

batch "labels in either case, any white space" "a
	C  b   d

" 
expect_status 0
expect_lines 5
expect 5 move D
expect 5 captures 4
expect 5 captured "[0,4]"

# ---- Errors ----

batch "an illegal move" "A C D B"
expect_status 2
expect_lines 3
expect_error D 3

batch "an unreadable move" "A xyz C"
expect_status 2
expect_lines 2
expect_error xyz 2

batch "a hole Tihbat does not have" "A E"
expect_status 2
expect_lines 2
expect_error E 2

batch "a pass nobody needs" "pass"
expect_status 2
expect_lines 1
expect_error pass 1

batch "a move after the end" "a c a" --position 1,5,1,5:1:8,8
expect_status 2
expect_lines 3
expect 3 status over
expect_error

batch "garbage" "$(printf 'A \001\377\033[2J%%s%%n\\')"
expect_status 2
expect_lines 2
expect_error

batch "a bad position" "A" --position 7,7,7:1:0,0
expect_status 2
[ -s "$tmp/out" ] && fail "output for a refused position: $(cat "$tmp/out")"
expect_error

batch "29 seeds" "A" --position 8,7,7,7:1:0,0
expect_status 2
expect_error

batch "unknown rules" "A" --rules chess
expect_status 2
expect_error

# ---- Options ----

case="--help"
"$program" --help >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 0
grep -q -- "--batch" "$tmp/out" || fail "--help does not mention --batch"
[ -s "$tmp/err" ] && fail "--help wrote to standard error"

case="--version"
"$program" --version >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 0
grep -Eq '^tihbat [0-9]+\.[0-9]+' "$tmp/out" || fail "--version printed: $(cat "$tmp/out")"

batch "a bad option" "" --no-such-option
expect_status 2
[ -s "$tmp/out" ] && fail "output for a bad option"
expect_error

json_checked
[ "$failures" -eq 0 ] || { echo "$failures checks failed"; exit 1; }
echo "batch: all checks passed"
