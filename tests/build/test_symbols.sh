# The library as a program that links it sees it: the static and the shared
# library define exactly the functions include/tihbat.h declares; they take
# from the C library only memory, strings and formatting (no I/O); and a
# program with functions of the engine's internal names, or the old
# unprefixed ones, links with either and plays.
. "$(dirname "$0")/lib.sh"

header_functions >"$tmp/header"
[ -s "$tmp/header" ] || { echo "no functions read from include/tihbat.h"; exit 1; }
version=$(sed -n 's/^#define TB_VERSION "\(.*\)"$/\1/p' "$root/include/tihbat.h")
shared=$build/libtihbat.so.$version

# same WHAT FILE: FILE holds the header's functions, no more, no fewer.
same() {
    sort -u "$2" | diff "$tmp/header" - >"$tmp/diff" ||
        fail "$1 is not the header's: $(grep '^[<>]' "$tmp/diff" | tr '\n' ' ')
        (< declared, not defined; > defined, not declared)"
}

case="the static library's global names"
nm -g --defined-only "$build/libtihbat.a" | awk 'NF == 3 { print $3 }' >"$tmp/static"
same "what libtihbat.a defines" "$tmp/static"

case="the shared library's dynamic names"
nm -D --defined-only "$shared" | awk 'NF == 3 { print $3 }' >"$tmp/dynamic"
same "what $(basename "$shared") exports" "$tmp/dynamic"
soname=$(readelf -d "$shared" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
[ "$soname" = "libtihbat.so.${version%%.*}" ] || fail "soname '$soname', not libtihbat.so.${version%%.*}"

# The engine takes memory and text from the C library, and from the
# compiler's runtime libgcc's __popcountdi2 (gcc's __builtin_popcount on a
# machine not known to have the instruction: the playouts count moves).
case="what the engine takes from the C library"
nm -u "$build/libtihbat.a" | awk 'NF == 2 { print $2 }' | sort -u >"$tmp/undefined"
allowed='^(malloc|calloc|realloc|free|mem(cpy|move|set|cmp|chr)|str(len|chr|rchr|cmp|ncmp|spn|cspn|tol)|v?snprintf|__ctype_(b|toupper|tolower)_loc|toupper|tolower|__stack_chk_fail|__popcount[sd]i2)$'
others=$(grep -Ev "$allowed" "$tmp/undefined" | tr '\n' ' ')
[ -z "$others" ] || fail "the engine uses more of the C library than memory and text: $others"

# The internal names: the global functions of the engine's own objects
# that the header does not declare.  All are tbi_, as internal.h says.
case="the engine's internal names"
nm -g --defined-only "$build"/obj/src/engine/*.o | awk 'NF == 3 { print $3 }' | sort -u |
    comm -23 - "$tmp/header" >"$tmp/internal"
[ -s "$tmp/internal" ] || fail "no internal names found: is the engine one file now?"
bad=$(grep -v '^tbi_' "$tmp/internal" | tr '\n' ' ')
[ -z "$bad" ] || fail "internal functions not named tbi_: $bad"

case="a program with functions of the engine's internal names"
{
    echo '#include <stdio.h>'
    echo '#include "tihbat.h"'
    for name in $(cat "$tmp/internal") sow_chain tb_out_str tb_out_int tb_fail_own tb_number tb_byte; do
        echo "int $name(void); int $name(void) { return 42; }"
    done
    cat <<'PROGRAM'
int main(void)
{
    int status;
    tb_game *g = tb_game_new(tb_rules_find("bakuk"), NULL, &status);
    while (g && !tb_game_over(g)) {
        unsigned moves = tb_game_moves(g);
        int move = 0;
        while (moves && !(moves >> move & 1))
            move++;
        if (tb_game_play(g, moves ? move : TB_PASS, NULL) != TB_OK)
            return 1;
    }
    printf("%d plies, %d internal names of the host's\n", g ? tb_game_ply(g) : -1, sow_chain());
    tb_game_free(g);
    return 0;
}
PROGRAM
} >"$tmp/host.c"
cc -std=c11 -Wall -I"$root/include" -o "$tmp/host-static" "$tmp/host.c" "$build/libtihbat.a" \
    >"$tmp/cc.log" 2>&1 || fail "it does not link with libtihbat.a: $(cat "$tmp/cc.log")"
cc -std=c11 -Wall -I"$root/include" -o "$tmp/host-shared" "$tmp/host.c" "$shared" \
    >"$tmp/cc.log" 2>&1 || fail "it does not link with $(basename "$shared"): $(cat "$tmp/cc.log")"
mkdir "$tmp/lib" && cp "$shared" "$tmp/lib/$soname"
for host in host-static host-shared; do
    out=$(LD_LIBRARY_PATH=$tmp/lib "$tmp/$host" 2>&1)
    case $out in *" plies, 42 internal names of the host's") ;; *) fail "$host says: $out" ;; esac
done

# The unit test of broken rule sets (tests/unit/test_robust.c) calls every
# public function that takes a rule set.
case="the broken rule sets test"
header_functions 'const tb_rules \*' >"$tmp/takes_rules"
[ -s "$tmp/takes_rules" ] || fail "no function of the header takes a rule set?"
test=$(sed -n '/^static void expect_refused(/,/^}/p' "$root/tests/unit/test_robust.c")
for name in $(cat "$tmp/takes_rules"); do
    printf '%s\n' "$test" | grep -q "\b$name(" || fail "it never calls $name"
done
# The allocation fault test (tests/fault/fault.c) calls every public
# function: each fails at every allocation it makes, or is shown to make
# none.
case="the allocation fault test"
for name in $(cat "$tmp/header"); do
    grep -q "\b$name(" "$root/tests/fault/fault.c" || fail "it never calls $name"
done
finish
