#!/bin/sh
# test_locale_names.sh - locale names are names, never paths: LC_ALL,
# LC_MESSAGES, LANG, LANGUAGE and --lang naming a directory of a crafted
# catalogue (one whose translation would make printf read a number as a
# string) load nothing from it; --lang takes only the program's languages;
# and a catalogue the program does find is used only where a translation
# takes the same arguments as its English, for the program's own messages
# and for the engine's refusals alike.
. "$(dirname "$0")/lib.sh"

# catalogue DIR: a tihbat.mo in DIR/LC_MESSAGES whose translations of the
# batch mode's message and of an engine refusal take other arguments, and
# whose translation of --position's message takes the same.
catalogue() {
    mkdir -p "$1/LC_MESSAGES"
    cat >"$tmp/crafted.po" <<'EOF'
msgid ""
msgstr "Content-Type: text/plain; charset=UTF-8\n"

#, c-format
msgid "tihbat: move '%s' at ply %d: %s\n"
msgstr "tihbat: CRAFTED %s %s %s\n"

#, c-format
msgid "%s seeds in all, more than the %s of %s"
msgstr "CRAFTED %d %n %s"

#, c-format
msgid "--position '%s', column %d: %s"
msgstr "--Stellung '%s', Spalte %d: %s"
EOF
    # msgfmt refuses these with --check, as `make` runs it; without, it
    # compiles what it is given, as an attacker's would.
    msgfmt -o "$1/LC_MESSAGES/tihbat.mo" "$tmp/crafted.po" || fail "msgfmt failed"
}

# run CASE "VAR=VALUE..." INPUT [ARG]...: PROGRAM with only that environment
# (and PATH), INPUT on standard input; $status, $tmp/out, $tmp/err.
run() {
    case=$1 vars=$2 input=$3
    shift 3
    printf '%s' "$input" >"$tmp/in"
    # shellcheck disable=SC2086 # one word a variable
    env -i "PATH=$PATH" $vars "$prog" "$@" <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
    status=$?
}

has() {
    grep -qF -- "$2" "$tmp/$1" || fail "$1 lacks '$2': $(head -n 3 "$tmp/$1")"
}
lacks() {
    grep -qF -- "$2" "$tmp/$1" && fail "$1 has '$2': $(head -n 3 "$tmp/$1")"
    return 0
}

# ---- Names that are paths ----

catalogue "$tmp/evil"
# From the catalogues beside the program, up to / and down to $tmp/evil.
up=../../../../../../../../../../../../../../../..
evil="$up$tmp/evil"
prog=$program

for var in LC_ALL LC_MESSAGES LANG; do
    run "$var is a path" "$var=$evil" "C" --batch
    [ "$status" -eq 2 ] || fail "exit status $status, expected 2 (139 is a crash)"
    lacks err "CRAFTED"
    has err "tihbat: move 'C' at ply 1: that hole belongs to another player"
    has err "$var='$evil' is not the name of a locale, so it is ignored"
done

# A list: the path is left out, the names it lists stay (German here).
run "LANGUAGE is a path" "LANG=C.UTF-8 LANGUAGE=$evil:de" "C" --batch
[ "$status" -eq 2 ] || fail "exit status $status, expected 2"
lacks err "CRAFTED"
has err "'$evil' in LANGUAGE"
has err "tihbat: Zug „C“ im Halbzug 1: dieses Loch gehört einem anderen Spieler"
run "LANGUAGE is only paths" "LANG=C.UTF-8 LANGUAGE=$evil:../x" "C" --batch
has err "'$evil:../x' in LANGUAGE"
has err "tihbat: move 'C' at ply 1: that hole belongs to another player"

run "--lang is a path" "LANG=C.UTF-8" "C" --batch --lang "$evil"
[ "$status" -eq 2 ] || fail "exit status $status, expected 2"
lacks err "CRAFTED"
has err "--lang: there is no language '$evil' (en, de, hu, bn, ca, es)"

# The control bytes of a name are not printed as they are either.
esc=$(printf '\033')
run "LANG with an escape" "LANG=../x${esc}]0;title" "" --batch
has err "LANG='../x\\x1b]0;title' is not the name of a locale"

# ---- --lang takes the program's languages ----

run "--lang xx" "LANG=C.UTF-8" "" --lang xx --batch
[ "$status" -eq 2 ] || fail "exit status $status, expected 2"
languages="en $(cd "$(dirname "$0")/../../src/po" && ls ./*.po | sed 's|./||; s|\.po$||' | tr '\n' ' ')"
for code in $languages; do
    grep -q -- "--lang: there is no language 'xx' (.*\\b$code\\b" "$tmp/err" ||
        fail "the languages listed lack $code: $(cat "$tmp/err")"
done
run "--lang de" "LANG=C.UTF-8" "" --lang de --help
[ "$status" -eq 0 ] || fail "exit status $status"
has out "Aufruf: tihbat"

# A valid name the program has no catalogue for is English, not an error.
run "LANG=xx_YY.UTF-8" "LANG=xx_YY.UTF-8" "" --help
[ "$status" -eq 0 ] || fail "exit status $status"
has out "Usage: tihbat"
lacks err "locale"

# ---- Catalogues whose formats differ ----

# A copy of the program finds the catalogues beside it: a crafted German.
mkdir -p "$tmp/bin"
cp "$program" "$tmp/bin/tihbat"
catalogue "$tmp/bin/locale/de"
prog=$tmp/bin/tihbat

run "the program's own format" "LANG=C.UTF-8" "C" --batch --lang de
[ "$status" -eq 2 ] || fail "exit status $status, expected 2 (139 is a crash)"
lacks err "CRAFTED"
has err "tihbat: move 'C' at ply 1: that hole belongs to another player"

run "an engine refusal's format" "LANG=C.UTF-8" "" --batch --lang de --position 8,7,7,7:1:0,0
[ "$status" -eq 2 ] || fail "exit status $status, expected 2 (139 is a crash)"
# The message around it fits, and is German: the catalogue is read.
has err "tihbat: --Stellung '8,7,7,7:1:0,0', Spalte 1: 29 seeds in all, more than the 28 of Tihbat"

[ "$failures" -eq 0 ]
