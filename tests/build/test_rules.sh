# The Makefile's own rules: make help lists targets that exist, from the
# Makefile itself; the compiler and the analyzers read one table of flags;
# warnings are errors in make test, not in a plain make; no feature macro
# comes from the command line (every file that uses POSIX says so itself);
# check-clang counts coverage in src/ alone.
# And the layers: each folder of src includes only the folders before it
# (engine, solver, app, play, tui, cli), the Makefile lists them in that
# order, curses is the front end's alone, and the front end's state is
# seen by its main loop and its stack of modes alone.
. "$(dirname "$0")/lib.sh"

case="make help"
tihbat_make help >"$tmp/help" 2>&1 || fail "make help: $(cat "$tmp/help")"
tihbat_make -pq >"$tmp/database" 2>/dev/null
targets=$(sed -n 's/^  \([a-z-]*\)  .*/\1/p' "$tmp/help")
[ "$(echo $targets | wc -w)" -ge 20 ] || fail "only these targets: $targets"
for target in $targets; do
    grep -q "^$target:" "$tmp/database" || fail "it lists $target, which is no target"
done
for target in all play check test deps install check-build; do
    case " $(echo $targets) " in *" $target "*) ;; *) fail "it does not list $target" ;; esac
done

# compile_line FILE MAKE-ARGS...: the command that compiles FILE, as make
# runs it (V=1: the command alone).
compile_line() {
    file=$1
    shift
    tihbat_make -n -B V=1 "$@" "$build/obj/${file%.c}.o" | grep -- " -c -o .* $file$"
}
# words LINE WITHOUT...: the words of LINE less those matching WITHOUT, sorted.
words() {
    line=$1
    shift
    printf '%s\n' $line | grep -vxE -e "$(echo "$@" | tr ' ' '|')" | sort
}

case="one table of flags"
# make -n prints a recipe's continued lines as they are written: joined
# here, a command a line.
tihbat_make -n V=1 analyze >"$tmp/analyze.lines" 2>&1 ||
    fail "make -n analyze: $(tail -3 "$tmp/analyze.lines")"
sed -e ':a' -e '/\\$/{N;s/[[:space:]]*\\\n[[:space:]]*/ /;ba' -e '}' "$tmp/analyze.lines" >"$tmp/analyze"
for file in src/engine/game.c src/solver/ai.c src/app/i18n.c src/tui/tui.c src/cli/main.c \
    tests/unit/test_rules.c tests/fuzz/fuzz_moves.c tests/bench/bench.c; do
    cc_line=$(compile_line "$file")
    [ -n "$cc_line" ] || { fail "no command compiles $file"; continue; }
    analyzer=$(grep -- "-fanalyzer -S -o /dev/null $file$" "$tmp/analyze")
    tidy=$(grep -- "^out=\$(clang-tidy .* $file -- " "$tmp/analyze" | sed 's/.* -- //; s/ 2>&1).*//')
    # The compiler's words, less CFLAGS and what names the output.
    want=$(words "$cc_line" -O2 -g -MMD "$build/obj/${file%.c}.o")
    # The unit tests' asserts as plain C, and the budget that needs (the
    # analyze rule's comment): theirs alone.
    case $file in
    tests/unit/*) plain_asserts="-Itests/analysis --param=analyzer-bb-explosion-factor=100" ;;
    *) plain_asserts= ;;
    esac
    [ "$(words "$analyzer" -fanalyzer -S /dev/null)" = "$(words "$want $plain_asserts" -c)" ] ||
        fail "gcc -fanalyzer is given other flags for $file than the compiler: $analyzer"
    [ "$(words "cc $tidy $file")" = "$(words "$want" -c -o)" ] ||
        fail "clang-tidy is given other flags for $file than the compiler: $tidy"
    # clang-tidy's path analysis reads what ships, and the tests' code not.
    no_paths=$(grep -c -- "^out=\$(clang-tidy --quiet --checks=-clang-analyzer-\* $file -- " "$tmp/analyze")
    case $file in
    tests/*) [ "$no_paths" = 1 ] || fail "clang-tidy's path analysis reads $file" ;;
    *) [ "$no_paths" = 0 ] || fail "clang-tidy's path analysis leaves out $file" ;;
    esac
done

case="warnings as errors"
case $(env -u WERROR tihbat_make -n -B V=1 build/obj/src/engine/game.o 2>&1 | sed -n 's/ -c -o .*//p') in
*-Werror*) fail "a plain make compiles with -Werror" ;;
esac
tihbat_make -n V=1 test >"$tmp/test" 2>&1 || fail "make -n test: $(tail -3 "$tmp/test")"
grep -- ' -c -o ' "$tmp/test" >"$tmp/compiles"
[ "$(wc -l <"$tmp/compiles")" -ge 100 ] || fail "make -n test compiles only $(wc -l <"$tmp/compiles") files"
without=$(grep -v -- '-Werror' "$tmp/compiles" | head -n 3)
[ -z "$without" ] || fail "make test compiles without -Werror: $without"

case="coverage counted where it is reported"
# check-clang's compiles: src/'s files with coverage's counters, the tests
# and the reference code without (a static function of theirs named as
# one of src/'s, in a file of the same name, hid it from the report), all
# with the line tables alone; the unit tests' link with the profile's
# runtime.  The shared library's objects, which no test links, aside.
tihbat_make -n -B V=1 check-clang >"$tmp/clang" 2>&1 || fail "make -n check-clang: $(tail -3 "$tmp/clang")"
grep -- ' -c -o ' "$tmp/clang" | grep -v -- ' -fPIC ' >"$tmp/clang.compiles"
counted=0 uncounted=0
while read -r line; do
    file=${line##* } has=
    case " $line " in *" -fprofile-instr-generate "*) has=g ;; esac
    case " $line " in *" -fcoverage-mapping "*) has=${has}m ;; esac
    case $file:$has in
    src/*:gm) counted=$((counted + 1)) ;;
    src/*) fail "check-clang compiles $file without coverage's counters" ;;
    *:) uncounted=$((uncounted + 1)) ;;
    *) fail "check-clang counts coverage in $file, which is not reported" ;;
    esac
done <"$tmp/clang.compiles"
debug=$(awk '{ g = ""; for (i = 1; i <= NF; i++) if ($i ~ /^-g/) g = $i
    if (g != "-gline-tables-only") print $NF " (" g ")" }' "$tmp/clang.compiles")
[ -z "$debug" ] || fail "check-clang compiles with more than the line tables: $debug"
[ "$counted" -ge 50 ] && [ "$uncounted" -ge 30 ] ||
    fail "check-clang compiles $counted files of src/ and $uncounted others"
grep -q -- ' -fprofile-instr-generate .*-o [^ ]*/unit-tests ' "$tmp/clang" ||
    fail "check-clang links the unit tests without the profile's runtime"

case="feature macros"
macros=$(grep -o -- '-D_[A-Z_]*SOURCE[=0-9A-Za-z]*' "$tmp/compiles" | sort -u | tr '\n' ' ')
[ -z "$macros" ] || fail "compiled with feature macros from the command line: $macros"
case="layers"
layers="engine solver app play tui cli"
# Every file's folders of src it includes, "src/LAYER/FILE FOLDER" a line,
# read by one grep (a sed a file was 300 processes, 4 CPU-s).
(cd "$root" && grep -o '^#include "[a-z]*/' src/*/*.[ch]) | sed 's|:#include "\(.*\)/$| \1|' |
    sort -u >"$tmp/includes"
[ -s "$tmp/includes" ] || fail "no includes read from src"
while read -r name used; do
    layer=${name#src/} && layer=${layer%%/*}
    # This file's layer and those before it.
    padded=" $layers "
    below="${padded%%" $layer "*} $layer "
    case $below in
    *" $used "*) ;;
    *) fail "$name includes src/$used, which stands above src/$layer" ;;
    esac
done <"$tmp/includes"
order=$(sed -n 's/^\([A-Z]*\)_SRC *:= *\$(wildcard src\/\([a-z]*\)\/.*/\2/p' "$root/Makefile" | tr '\n' ' ')
[ "$order" = "$layers " ] || fail "the Makefile lists the folders as $order, not $layers"
# The command line starts the game through tui/tui.h alone.
past=$(grep -n '#include "tui/' "$root"/src/cli/*.[ch] | grep -v '"tui/tui.h"')
[ -z "$past" ] || fail "the command line goes past tui/tui.h: $past"
curses=$(grep -ln '#include <\(n\)*curses\.h>\|#include <term\.h>' "$root"/src/*/*.[ch] |
    sed "s|^$root/||" | grep -v '^src/tui/')
[ -z "$curses" ] || fail "curses outside the front end: $curses"
front=$(grep -ln '#include "tui/front.h"' "$root"/src/*/*.[ch] "$root"/tests/*/*.c |
    sed "s|^$root/||" | sort | tr '\n' ' ')
[ "$front" = "src/tui/mode.c src/tui/tui.c " ] || fail "tui/front.h is included by $front"
finish
