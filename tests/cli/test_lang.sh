#!/bin/sh
# test_lang.sh - the command line in other languages: --help in German,
# chosen by --lang, LANGUAGE or a locale the machine may not have; errors in
# Spanish, the engine's reasons among them (a position refused, with its
# numbers, in German and Bengali too); English when asked for, and
# under the C locale.  The catalogues are the build tree's, beside PROGRAM.
. "$(dirname "$0")/lib.sh"

# run CASE "VAR=VALUE..." [ARG]...: the program with only that environment
# (and PATH); output in $tmp/out and $tmp/err, exit status in $status.
run() {
    case=$1 vars=$2
    shift 2
    # shellcheck disable=SC2086 # one word a variable
    env -i "PATH=$PATH" $vars "$program" "$@" <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
    status=$?
}

# has FILE TEXT: the output (out or err) holds TEXT.
has() {
    grep -qF -- "$2" "$tmp/$1" || fail "$1 lacks '$2': $(head -n 3 "$tmp/$1")"
}

: >"$tmp/in"

run "--lang de --help" "LANG=C.UTF-8" --lang de --help
[ "$status" -eq 0 ] || fail "exit status $status"
has out "Aufruf: tihbat [OPTION]..."
has out "Tihbat, Bakuk, Koumma oder Modiar spielen, kleine marokkanische Mancala-Spiele,"
has out "  -r, --rules NAME      tihbat (Vorgabe), bakuk, bakuk3, koumma oder modiar; oder"
has out "      --lang SPRACHE    die Sprache: en, de, hu, bn, ca oder es"

run "LANGUAGE=de --help" "LANG=C.UTF-8 LANGUAGE=de" --help
has out "Aufruf: tihbat [OPTION]..."

# CI machines have no de_DE locale: the language still counts.
run "LANG=de_DE.UTF-8 --help" "LANG=de_DE.UTF-8" --help
has out "Aufruf: tihbat [OPTION]..."

# No locale at all: --lang alone is enough.
run "--help --lang de, no locale" "" --help --lang=de
has out "Aufruf: tihbat [OPTION]..."

run "--lang es, bad rules" "LANG=C.UTF-8" --lang es --rules nada
[ "$status" -eq 2 ] || fail "exit status $status, expected 2"
has err "tihbat: juego desconocido «nada» (tihbat, bakuk, bakuk3, koumma o modiar, o un archivo de reglas)"
has err "Prueba «tihbat --help» para más información."

# --lang counts wherever it stands, for the messages before it too.
run "--lang es last" "LANG=C.UTF-8" --level nada --lang es
has err "tihbat: nivel desconocido «nada» (beginner, medium o perfect)"

printf 'C\n' >"$tmp/in"
run "--lang es, batch" "LANG=C.UTF-8" --batch --lang es
[ "$status" -eq 2 ] || fail "exit status $status, expected 2"
has err "tihbat: jugada «C» en la media jugada 1: ese hoyo es de otro jugador"
: >"$tmp/in"

# The engine's reasons for refusing a position, with their numbers and
# the game's title in the language too.
run "--lang es, bad position" "LANG=C.UTF-8" --lang es --position 8,7,7,7:1:0,0 --batch
[ "$status" -eq 2 ] || fail "exit status $status, expected 2"
has err "tihbat: --position «8,7,7,7:1:0,0», columna 1: 29 semillas en total, más que las 28 de Tihbat"
run "--lang de, bad position" "LANG=C.UTF-8" --lang de --rules bakuk3 \
    --position 6,6,6,6,6,6:4:0,0,0 --batch
has err "tihbat: --position „6,6,6,6,6,6:4:0,0,0“, Spalte 13: Spieler 4 gibt es nicht: Bakuk zu dritt hat die Spieler 1 bis 3"
run "--lang es, a byte in a position" "LANG=C.UTF-8" --lang es --position 7,7,a,7:1:0,0 --solve
has err "columna 5: se esperaba el número de semillas de un hoyo, pero hay 'a'"
run "--lang bn, bad position" "LANG=C.UTF-8" --lang bn --position 7,7,7:1:0,0 --batch
has err "কম গর্তের জন্য সংখ্যা দেওয়া হয়েছে: তিহবাত-এ গর্ত 4টি"

run "--lang en over German" "LANG=de_DE.UTF-8 LANGUAGE=de" --lang en --help
has out "Usage: tihbat [OPTION]..."

run "LC_ALL=C" "LC_ALL=C LANGUAGE=de" --bogus
has err "tihbat: unknown option '--bogus'"

[ "$failures" -eq 0 ]
