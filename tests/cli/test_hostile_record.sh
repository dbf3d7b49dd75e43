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
# also a JSON object, and the names in it are text.  Kept, with the case,
# for safe_checked, which reads them all with one python3 (a start of it
# is costly where it is a shim).
safe() {
    cp "$1" "$tmp/safe.$safe_kept"
    printf '%s\t%s\t%s\n' "$tmp/safe.$safe_kept" "$2" "$case" >>"$tmp/safe"
    safe_kept=$((safe_kept + 1))
}
safe_kept=0
safe_checked() {
    python3 - "$tmp/safe" <<'PYTHON' >"$tmp/why" 2>&1 || { case=safe; fail "$(cat "$tmp/why")"; }
import json, sys
failed = 0
for kept in open(sys.argv[1]):
    path, kind, case = kept.rstrip("\n").split("\t")
    try:
        data = open(path, "rb").read()
        text = data.decode("utf-8")  # strict: no byte that is not UTF-8, no surrogate
        bad = [c for c in text if c != "\n" and (ord(c) < 0x20 or 0x7f <= ord(c) < 0xa0
               or 0x202a <= ord(c) <= 0x202e or 0x2066 <= ord(c) <= 0x2069)]
        if bad:
            raise ValueError("holds %s" % ", ".join("U+%04X" % ord(c) for c in bad))
        if kind == "json":
            for n, line in enumerate(text.splitlines(), 1):
                if not isinstance(json.loads(line), dict):
                    raise ValueError("line %d is not a JSON object" % n)
    except ValueError as why:  # UnicodeDecodeError and json's errors too
        print("%s: %s" % (case, why))
        failed += 1
sys.exit(failed)
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
    "$program" ${mode%%FILE*}"$tmp/nul.tbg"${mode#*FILE} >"$tmp/out" 2>"$tmp/err"
    status=$?
    refused 2 "unreadable move 'A\\\\x00XYZ'"
done
safe_checked
[ "$failures" -eq 0 ]
