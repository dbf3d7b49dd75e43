#!/bin/sh
# test_hostile_record.sh - a record's bytes never reach standard output
# raw: C1 controls (raw 0x9b and 0x9d, and U+009B, U+009D in UTF-8), bytes
# that are not UTF-8 and marks that turn text around, in the tags and the
# comments, come out of --review --json as valid JSON in valid UTF-8 (read
# back by python3's parser, strictly), and out of --review --annotate as
# text with no control but the line breaks; a NUL byte inside a move word
# is a bad word.
. "$(dirname "$0")/lib.sh"
need_tools python3

# safe FILE KIND: FILE is valid UTF-8 without a control character (but
# line breaks) or a mark that turns text around; KIND json: each line is
# also a JSON object, and the names in it are text.
safe() {
    python3 - "$1" "$2" <<'PYTHON' 2>"$tmp/why" || fail "$(cat "$tmp/why")"
import json, sys
data = open(sys.argv[1], "rb").read()
text = data.decode("utf-8")  # strict: no byte that is not UTF-8, no surrogate
bad = [c for c in text if c != "\n" and (ord(c) < 0x20 or 0x7f <= ord(c) < 0xa0
       or 0x202a <= ord(c) <= 0x202e or 0x2066 <= ord(c) <= 0x2069)]
if bad:
    sys.exit("%s holds %s" % (sys.argv[1], ", ".join("U+%04X" % ord(c) for c in bad)))
if sys.argv[2] == "json":
    for n, line in enumerate(text.splitlines(), 1):
        if not isinstance(json.loads(line), dict):
            sys.exit("line %d is not a JSON object" % n)
PYTHON
}

# A name and comments of every kind of bad byte.
printf '[Rules "tihbat"]\n[Player1 "A\233[2J\302\233[31m\377\376 \342\200\256evil"]\n[Player2 "B\235\302\2350;title\007"]\n\n{\233[2J \302\233x \377 \342\200\256} 1. B {\235\302\235\376} C\n' \
    >"$tmp/hostile.tbg"

case="--review --json"
"$program" --review "$tmp/hostile.tbg" --json >"$tmp/out" 2>"$tmp/err" ||
    fail "exit status $?: $(cat "$tmp/err")"
safe "$tmp/out" json
grep -q '"name":"A' "$tmp/out" || fail "the name is not in the summary: $(tail -n 1 "$tmp/out")"

case="--review --annotate"
"$program" --review "$tmp/hostile.tbg" --annotate >"$tmp/annotated.tbg" 2>"$tmp/err" ||
    fail "exit status $?: $(cat "$tmp/err")"
safe "$tmp/annotated.tbg" text
"$program" --review "$tmp/annotated.tbg" --json >"$tmp/again" 2>"$tmp/err" ||
    fail "the annotated record does not read back: $(cat "$tmp/err")"
[ "$(wc -l <"$tmp/again")" -eq 3 ] || fail "the annotated record is not the game of two plies"

case="--review --annotate -o FILE"
"$program" --review "$tmp/hostile.tbg" --annotate -o "$tmp/file.tbg" 2>"$tmp/err" ||
    fail "exit status $?: $(cat "$tmp/err")"
safe "$tmp/file.tbg" text

# A NUL byte in a move word: not the move before it.
for mode in "--review FILE --json" "--solve --load FILE" "--review FILE --annotate"; do
    case="NUL in a move: $mode"
    printf '[Rules "tihbat"]\n\n1. A\000XYZ\n' >"$tmp/nul.tbg"
    # shellcheck disable=SC2046 # the options
    "$program" $(echo "$mode" | sed "s|FILE|$tmp/nul.tbg|") >"$tmp/out" 2>"$tmp/err"
    status=$?
    refused 2 "unreadable move 'A\\\\x00XYZ'"
done
[ "$failures" -eq 0 ]
