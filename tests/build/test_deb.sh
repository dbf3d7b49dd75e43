# The Debian packages as a school's administrator meets them: make deb
# builds tihbat, libtihbat1 and libtihbat-dev, lintian finds no error and
# no warning, the menu's entry and the AppStream file validate, a second
# build of the same commit is the same bytes; apt installs them with their
# dependencies; the installed program answers (--version, --solve from the
# installed tables without a solve, a batch game, German, the manual), and
# started as the menu starts it, in a terminal that closes when it ends,
# welcomes, keeps the game and offers it back; the program of
# docs/library.md builds against libtihbat-dev through pkg-config; then
# apt purges them and nothing of theirs is left.  Needs root (or sudo
# without a password) to install: skipped otherwise.
. "$(dirname "$0")/lib.sh"

if [ "$(id -u)" -eq 0 ]; then
    as_root() { "$@"; }
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root() { sudo -n "$@"; }
else
    skip "installing packages needs root or sudo without a password"
fi
packages="tihbat libtihbat1 libtihbat-dev"
for package in $packages; do
    if dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q ' installed'; then
        skip "$package is installed on this machine: the test would remove it"
    fi
done
version=$(sed -n 's/^#define TB_VERSION "\(.*\)"$/\1/p' "$root/include/tihbat.h")

case="make deb"
tihbat_make deb >"$tmp/deb.log" 2>&1 || { fail "make deb: $(tail -n 20 "$tmp/deb.log")"; finish; exit; }
debs=
for package in $packages; do
    deb=$(ls "$build"/deb/${package}_${version}_*.deb 2>/dev/null)
    [ -f "$deb" ] || { fail "no package $package"; continue; }
    debs="$debs $deb"
done
[ "$(ls "$build"/deb/*.deb | wc -l)" -eq 3 ] || fail "not three packages: $(ls "$build"/deb/*.deb)"
[ "$failures" -eq 0 ] || { finish; exit; }

case="lintian"
# shellcheck disable=SC2086 # the packages
# Its temporary files in the test's directory: lintian leaves some behind.
TMPDIR="$tmp" lintian --fail-on error,warning $debs >"$tmp/lintian" 2>&1 || fail "$(cat "$tmp/lintian")"

case="what each package holds"
dpkg-deb -x "$build"/deb/tihbat_*.deb "$tmp/tihbat"
for file in usr/games/tihbat usr/share/man/man6/tihbat.6.gz usr/share/locale/de/LC_MESSAGES/tihbat.mo \
    usr/share/applications/org.tihbat.tihbat.desktop usr/share/metainfo/org.tihbat.tihbat.metainfo.xml \
    usr/share/icons/hicolor/scalable/apps/tihbat.svg usr/share/icons/hicolor/48x48/apps/tihbat.png \
    usr/share/tihbat/tables/tihbat-margin-even.tables usr/share/tihbat/tables/bakuk-margin-odd.tables \
    usr/share/tihbat/tables/bakuk3-share-even.tables usr/share/tihbat/tables/bakuk-reachable.tables \
    usr/share/tihbat/tables/koumma-margin-even.tables usr/share/tihbat/tables/modiar-margin-odd.tables \
    usr/share/tihbat/tables/modiar-margin-even-rare.tables; do
    [ -f "$tmp/tihbat/$file" ] || fail "tihbat lacks $file"
done
depends=$(dpkg-deb -f "$build"/deb/tihbat_*.deb Depends)
for package in fonts-dejavu-core fonts-lohit-beng-bengali libncursesw6 libharfbuzz0b; do
    case $depends in *"$package"*) ;; *) fail "tihbat does not depend on $package: $depends" ;; esac
done
# Each list read once (a dpkg-deb a file was four, and grep -q's early exit
# broke their pipes: "tar subprocess was killed").
dpkg-deb -c "$build"/deb/libtihbat1_*.deb >"$tmp/libtihbat1.files"
grep -q "/libtihbat\.so\.${version%%.*} -> " "$tmp/libtihbat1.files" ||
    fail "libtihbat1 lacks its soname's link"
dpkg-deb -c "$build"/deb/libtihbat-dev_*.deb >"$tmp/libtihbat-dev.files"
for file in include/tihbat.h 'lib/.*/libtihbat\.a' 'lib/.*/libtihbat\.so ->' 'lib/.*/pkgconfig/tihbat\.pc'; do
    grep -q "/usr/$file" "$tmp/libtihbat-dev.files" || fail "libtihbat-dev lacks $file"
done

case="the menu's entry and the AppStream file"
entry=$tmp/tihbat/usr/share/applications/org.tihbat.tihbat.desktop
desktop-file-validate "$entry" >"$tmp/validate" 2>&1 || fail "$(cat "$tmp/validate")"
appstreamcli validate --no-net "$tmp/tihbat/usr/share/metainfo/org.tihbat.tihbat.metainfo.xml" \
    >"$tmp/validate" 2>&1 || fail "$(cat "$tmp/validate")"
grep -qx 'Terminal=true' "$entry" || fail "not Terminal=true"
grep -qx 'Categories=Game;BoardGame;Education;' "$entry" || fail "$(grep Categories "$entry")"
for lang in de hu bn ca es; do
    for key in Name Comment; do
        grep -q "^$key\[$lang\]=." "$entry" || fail "no $key in $lang"
    done
done
grep -qx 'Comment\[de\]=.*marokkanische.*' "$entry" || fail "the German comment is not German"
exec_line=$(sed -n 's/^Exec=//p' "$entry")
[ "$exec_line" = /usr/games/tihbat ] || fail "Exec=$exec_line"

case="two builds of one commit"
tihbat_make deb BUILD="$tmp/again" >"$tmp/again.log" 2>&1 || fail "make deb again: $(tail -n 20 "$tmp/again.log")"
for deb in $debs; do
    cmp -s "$deb" "$tmp/again/deb/$(basename "$deb")" || fail "$(basename "$deb") differs from build to build"
done

case="apt-get install"
# shellcheck disable=SC2086 # the packages
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $debs >"$tmp/apt.log" 2>&1 ||
    { fail "$(tail -n 20 "$tmp/apt.log")"; finish; exit; }
dpkg-query -L $packages >"$tmp/files" 2>/dev/null
program=/usr/games/tihbat
export HOME="$tmp/user" && mkdir "$HOME"
unset XDG_CACHE_HOME XDG_STATE_HOME

case="the installed program"
"$program" --version >"$tmp/out" 2>&1 && [ "$(cat "$tmp/out")" = "tihbat $version" ] || fail "$(cat "$tmp/out")"
run "--solve" --solve --rules bakuk
[ "$status" -eq 0 ] || fail "exit status $status: $(cat "$tmp/err")"
grep -q '^{"rules":"bakuk".*"value":2,' "$tmp/out" || fail "$(cat "$tmp/out")"
[ ! -s "$tmp/err" ] || fail "$(cat "$tmp/err")"
[ ! -e "$HOME/.cache/tihbat" ] || fail "it solved, and wrote $(ls "$HOME/.cache/tihbat")"
run "a batch game" --batch --rules bakuk <<EOF
C D A
EOF
[ "$status" -eq 0 ] && [ "$(wc -l <"$tmp/out")" -eq 4 ] || fail "$(cat "$tmp/out" "$tmp/err")"
run "German" --lang de --help
grep -q '^Aufruf: tihbat' "$tmp/out" || fail "$(head -n 2 "$tmp/out")"
case="the manual"
man -w tihbat >"$tmp/out" 2>&1 || fail "man finds no page: $(cat "$tmp/out")"
MANWIDTH=80 man tihbat 2>/dev/null | grep -q 'tihbat' || fail "man tihbat shows nothing"

# As a desktop's menu starts it: the entry's command in a terminal of its
# own (TERM and a UTF-8 locale, no XDG variable), which closes when the
# program ends.
case="started from the menu"
if command -v tmux >/dev/null 2>&1; then
    # Its socket in the test's directory, which goes with it.
    socket="tihbat-deb-$$"
    export TMUX_TMPDIR="$tmp"
    menu() {
        tmux -L "$socket" -f /dev/null new-session -d -x 80 -y 24 -- \
            env -i HOME="$HOME" PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 $exec_line
    }
    screen() { tmux -L "$socket" capture-pane -p 2>/dev/null | tr -s ' \n' '  '; }
    # within SECONDS TEXT: the screen shows TEXT within SECONDS.
    within() {
        tries=$(($1 * 20))
        while [ "$tries" -gt 0 ]; do
            screen | grep -qF -- "$2" && return 0
            sleep 0.05
            tries=$((tries - 1))
        done
        fail "the screen never showed '$2': $(screen)"
        return 1
    }
    keys() { tmux -L "$socket" send-keys "$@"; }
    closed() {
        tries=100
        while tmux -L "$socket" has-session 2>/dev/null && [ "$tries" -gt 0 ]; do
            sleep 0.05
            tries=$((tries - 1))
        done
        ! tmux -L "$socket" has-session 2>/dev/null
    }
    menu
    within 10 "Welcome to Tihbat" && keys x
    within 5 "Player 1, choose a hole" && keys a Enter Escape
    within 5 "Player 2, choose a hole"
    # The window closed by its button: the terminal hangs up, and the
    # program ends (a zombie waiting for init holds nothing).
    pid=$(tmux -L "$socket" display-message -p '#{pane_pid}')
    tmux -L "$socket" kill-server
    tries=200
    while [ "$tries" -gt 0 ] && [ -e "/proc/$pid" ] && ! grep -q ') Z' "/proc/$pid/stat" 2>/dev/null; do
        sleep 0.05
        tries=$((tries - 1))
    done
    save=$HOME/.local/state/tihbat/current.tbg
    grep -q '^1\. A \*$' "$save" 2>/dev/null || fail "the game was not kept in $save"
    menu
    within 10 "Resume the saved game? Press y or n." && keys y
    within 5 "Welcome back" && keys q y
    closed || fail "the terminal stayed open after the program ended"
    tmux -L "$socket" kill-server 2>/dev/null
fi

case="a program built against libtihbat-dev"
awk '/^```c$/ { on = 1; next } /^```$/ { if (on) exit } on' "$root/docs/library.md" >"$tmp/play.c"
awk '/^```c$/ { c = 1 } c && /^```text$/ { on = 1; next } on && /^```$/ { exit } on' \
    "$root/docs/library.md" >"$tmp/expected"
# shellcheck disable=SC2046 # pkg-config's flags
cc -std=c11 -Wall -Wextra -Werror -o "$tmp/play" "$tmp/play.c" $(pkg-config --cflags --libs tihbat) \
    >"$tmp/cc.log" 2>&1 || fail "$(cat "$tmp/cc.log")"
"$tmp/play" >"$tmp/got" 2>&1 && diff "$tmp/expected" "$tmp/got" >/dev/null ||
    fail "it prints otherwise than docs/library.md says: $(cat "$tmp/got")"
# shellcheck disable=SC2046 # pkg-config's flags
cc -std=c11 -static -o "$tmp/play-static" "$tmp/play.c" $(pkg-config --cflags --libs --static tihbat) \
    >"$tmp/cc.log" 2>&1 && "$tmp/play-static" | diff "$tmp/expected" - >/dev/null ||
    fail "statically linked: $(cat "$tmp/cc.log")"

case="apt-get purge"
as_root env DEBIAN_FRONTEND=noninteractive apt-get purge -y -q $packages >"$tmp/apt.log" 2>&1 ||
    fail "$(tail -n 20 "$tmp/apt.log")"
for package in $packages; do
    # Purged: not even its configuration files are known.
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'installed\|config-files' &&
        fail "$package is still there: $(dpkg-query -W -f='${Status}' "$package")"
done
while read -r file; do
    [ -d "$file" ] && continue
    [ ! -e "$file" ] && [ ! -L "$file" ] || fail "left behind: $file"
done <"$tmp/files"
for dir in /usr/share/tihbat /usr/share/doc/tihbat /usr/share/doc/libtihbat1 /usr/share/doc/libtihbat-dev; do
    [ ! -e "$dir" ] || fail "left behind: $dir"
done
finish
