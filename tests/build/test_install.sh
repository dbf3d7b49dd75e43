# make install as a packager (DESTDIR) and as a developer (a PREFIX of
# their own) uses it: every file in place; the program of docs/library.md
# builds against the installed header, libraries and tihbat.pc alone and
# prints what the page says; the installed program finds its catalogues
# wherever PREFIX was when it was built; make uninstall takes it all away.
. "$(dirname "$0")/lib.sh"

version=$(sed -n 's/^#define TB_VERSION "\(.*\)"$/\1/p' "$root/include/tihbat.h")
major=${version%%.*}

case="make install DESTDIR=... PREFIX=/usr"
stage=$tmp/stage
tihbat_make install DESTDIR="$stage" PREFIX=/usr >"$tmp/install.log" 2>&1 ||
    fail "make install failed: $(cat "$tmp/install.log")"
for file in bin/tihbat share/man/man6/tihbat.6 share/locale/de/LC_MESSAGES/tihbat.mo \
    include/tihbat.h lib/libtihbat.a lib/libtihbat.so.$version lib/pkgconfig/tihbat.pc \
    share/tihbat/rules/tihbat.rules share/tihbat/rules/modiar.rules; do
    [ -f "$stage/usr/$file" ] || fail "no $file"
done
# The solved tables of every game, with their rare positions beside, and
# the installed program finds them: Modiar's (a byte a position and its
# -rare block) are lent, nothing solved into the user's cache, nothing said.
for file in tihbat-margin-even bakuk-margin-odd bakuk3-share-even koumma-margin-even \
    modiar-margin-even modiar-margin-even-rare modiar-margin-odd-rare modiar-reachable; do
    [ -f "$stage/usr/share/tihbat/tables/$file.tables" ] || fail "no tables $file"
done
case="the installed tables, found by the installed program"
XDG_CACHE_HOME="$tmp/user-cache" "$stage/usr/bin/tihbat" --rules modiar --solve \
    >"$tmp/solve.out" 2>"$tmp/solve.err" || fail "--solve failed: $(cat "$tmp/solve.err")"
[ ! -s "$tmp/solve.err" ] || fail "it said: $(cat "$tmp/solve.err")"
[ ! -e "$tmp/user-cache" ] || fail "it solved, beside installed tables: $(ls -R "$tmp/user-cache")"
grep -q '"value":-2,.*"positions":4148304}$' "$tmp/solve.out" || fail "it printed $(cat "$tmp/solve.out")"
case="make install DESTDIR=... PREFIX=/usr"
[ "$(readlink "$stage/usr/lib/libtihbat.so.$major")" = "libtihbat.so.$version" ] ||
    fail "libtihbat.so.$major does not point to libtihbat.so.$version"
[ "$(readlink "$stage/usr/lib/libtihbat.so")" = "libtihbat.so.$major" ] ||
    fail "libtihbat.so does not point to libtihbat.so.$major"

case="tihbat.pc"
export PKG_CONFIG_PATH="$stage/usr/lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$stage"
[ "$(pkg-config --modversion tihbat)" = "$version" ] ||
    fail "version $(pkg-config --modversion tihbat), not $version"
flags=$(pkg-config --cflags --libs tihbat) || fail "pkg-config knows no tihbat"
[ "$(echo $flags)" = "-I$stage/usr/include -L$stage/usr/lib -ltihbat" ] || fail "flags: $flags"

# The page's program and what it prints: its first C block, and the text
# block after it.
case="the program of docs/library.md"
awk '/^```c$/ { on = 1; next } /^```$/ { if (on) exit } on' "$root/docs/library.md" >"$tmp/play.c"
awk '/^```c$/ { c = 1 } c && /^```text$/ { on = 1; next } on && /^```$/ { exit } on' \
    "$root/docs/library.md" >"$tmp/expected"
[ "$(wc -l <"$tmp/play.c")" -ge 20 ] || fail "no program found"
[ -s "$tmp/expected" ] || fail "no output found after the program"
# Built against the installed copy alone: the repository's header is not
# on the path, and a program with the soname in NEEDED finds the library.
cc -std=c11 -Wall -Wextra -Werror -o "$tmp/play" "$tmp/play.c" $flags >"$tmp/cc.log" 2>&1 ||
    fail "it does not build with pkg-config's flags: $(cat "$tmp/cc.log")"
readelf -d "$tmp/play" 2>/dev/null | grep -q "NEEDED.*\[libtihbat.so.$major\]" ||
    fail "the program does not need libtihbat.so.$major"
LD_LIBRARY_PATH=$stage/usr/lib "$tmp/play" >"$tmp/got" 2>&1 || fail "it failed: $(cat "$tmp/got")"
diff "$tmp/expected" "$tmp/got" >"$tmp/diff" || fail "it prints otherwise than the page says:
$(cat "$tmp/diff")"
cc -std=c11 -Wall -Wextra -Werror -o "$tmp/play-static" "$tmp/play.c" \
    $(pkg-config --cflags tihbat) "$stage/usr/lib/libtihbat.a" >"$tmp/cc.log" 2>&1 ||
    fail "it does not build with the static library: $(cat "$tmp/cc.log")"
"$tmp/play-static" 2>&1 | diff "$tmp/expected" - >/dev/null ||
    fail "with the static library it prints otherwise than the page says"

case="make uninstall DESTDIR=... PREFIX=/usr"
tihbat_make uninstall DESTDIR="$stage" PREFIX=/usr >"$tmp/install.log" 2>&1 ||
    fail "make uninstall failed: $(cat "$tmp/install.log")"
left=$(find "$stage" ! -type d | sed "s|^$stage||")
[ -z "$left" ] || fail "left behind: $left"

# A plain make built the program (check-build needs all) with the default
# PREFIX; installed elsewhere, it speaks German from the catalogue there,
# and English once that catalogue is gone (so it was that one it read).
case="make install PREFIX=elsewhere after a plain make"
tihbat_make install PREFIX="$tmp/prefix" >"$tmp/install.log" 2>&1 ||
    fail "make install failed: $(cat "$tmp/install.log")"
usage() { env -u LANGUAGE LC_ALL=C.UTF-8 "$tmp/prefix/bin/tihbat" --lang de --help 2>&1 | head -n 1; }
case $(usage) in Aufruf:*) ;; *) fail "the installed program does not speak German: $(usage)" ;; esac
rm "$tmp/prefix/share/locale/de/LC_MESSAGES/tihbat.mo"
case $(usage) in Usage:*) ;; *) fail "without its catalogue it says: $(usage)" ;; esac
finish
