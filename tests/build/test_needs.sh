# What make does when packages are missing: reading the Makefile installs
# nothing (make -n, make play, make test), and make stops with one line
# naming what is actually missing and the one command that installs it on
# this machine: as root, through sudo where there is sudo, through su where
# there is not.  Only make deps installs.
. "$(dirname "$0")/lib.sh"

# A PATH of the commands make may run while it reads the Makefile (and
# those it looks for), but those named; with apt-get, sudo and su that only
# note that they were called, when `with` puts them there.
bin=$tmp/bin called=$tmp/called
needed=$(tihbat_make -pq help 2>/dev/null | sed -n 's/^NEED_ALL := //p' | tr ' ' '\n' |
    sed -n 's/^cmd:\([^:]*\):.*/\1/p' | sort -u)
[ -n "$needed" ] || { echo "no commands read from the Makefile's needs"; exit 1; }
TOOLS="sh sed grep tr cat id uname dpkg-query gcc xgettext msgmerge $needed"
# Their paths, looked up once, and linked by one ln a PATH (an ln a command
# was 250 processes).
tool_paths=$(for name in $TOOLS; do command -v "$name"; done | sort -u)
path_without() {
    rm -rf "$bin" && mkdir "$bin"
    links=
    for cmd in $tool_paths; do
        case " $* " in *" ${cmd##*/} "*) continue ;; esac
        links="$links $cmd"
    done
    # shellcheck disable=SC2086 # the paths
    ln -s $links "$bin/"
    for cmd in apt-get sudo su; do
        printf '#!/bin/sh\necho "%s $*" >>"%s"\n' "$cmd" "$called" >"$tmp/$cmd"
        chmod +x "$tmp/$cmd"
    done
}
with() { for cmd in "$@"; do ln -sf "$tmp/$cmd" "$bin/$cmd"; done; }
# fake NAME SCRIPT: NAME is that shell script.  The link goes first: a
# write through it would change the machine's own command.
fake() {
    rm -f "$bin/$1"
    printf '#!/bin/sh\n%s\n' "$2" >"$bin/$1"
    chmod +x "$bin/$1"
}
# as UID [GROUPS]: id says that uid (0: root) and those groups, whoever
# runs the test.
as() {
    fake id "case \$* in -u) echo $1 ;; -nG) echo '${2:-users}' ;; *) exec $(command -v id) \"\$@\" ;; esac"
}

# expect GOAL WORDS...: make -n GOAL, on that PATH, fails with one line that
# holds each of WORDS, and nothing was called.
expect() {
    goal=$1
    shift
    rm -f "$called"
    out=$(PATH=$bin tihbat_make -n $goal 2>&1) && fail "make -n $goal succeeded: $out"
    [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] || fail "more than one line: $out"
    for words in "$@"; do
        case $out in *"$words"*) ;; *) fail "'$words' not in: $out" ;; esac
    done
    [ ! -e "$called" ] || fail "make -n $goal ran: $(cat "$called")"
}

case="no compiler, no pkg-config, as root"
path_without cc gcc pkg-config
with apt-get
as 0
expect play "missing gcc pkg-config" "install them with: apt-get install gcc pkg-config"
case $out in *ncurses* | *harfbuzz*) fail "names libraries that are here: $out" ;; esac

case="no compiler, as a user with sudo"
path_without cc gcc
with apt-get sudo
as 1000 "amina sudo"
expect all "missing gcc" "sudo apt-get install gcc"

case="no compiler, sudo there, but not for this user"
as 1000 "bob users"
expect all "missing gcc" "su root -c 'apt-get install gcc'"

case="no tmux, as a user without sudo"
path_without tmux
with apt-get su
as 1000
expect check-tui "missing tmux" "su root -c 'apt-get install tmux'"
case $out in *sudo*) fail "advises sudo, which is not here: $out" ;; esac

case="no Criterion, make -n test"
path_without pkg-config
with apt-get
as 0
fake pkg-config "for a; do [ \"\$a\" = criterion ] && exit 1; done; exec $(command -v pkg-config) \"\$@\""
expect test "libcriterion-dev" "apt-get install libcriterion-dev"
expect unit "libcriterion-dev"

case="no apt-get"
path_without valgrind
expect valgrind "valgrind" "Debian's names"

# make valgrind copies the C library with readelf and objcopy (the
# Makefile's valgrind rule).
case="no readelf, make valgrind"
path_without readelf
with apt-get
expect valgrind "missing binutils" "apt-get install binutils"

case="what needs nothing"
path_without cc gcc pkg-config tmux
for goal in help clean; do
    PATH=$bin tihbat_make -n $goal >"$tmp/out" 2>&1 || fail "make -n $goal: $(cat "$tmp/out")"
done

case="make deps"
path_without
with apt-get sudo
as 1000 "amina sudo"
rm -f "$called"
out=$(PATH=$bin tihbat_make -n deps 2>&1) || fail "make -n deps: $out"
[ ! -e "$called" ] || fail "make -n deps ran: $(cat "$called")"
PATH=$bin tihbat_make deps >"$tmp/out" 2>&1 || fail "make deps: $(cat "$tmp/out")"
grep -q "^sudo sh -c apt-get update .* && .* apt-get install" "$called" 2>/dev/null ||
    fail "make deps did not install through sudo: $(cat "$called" 2>/dev/null)"
for package in gcc libncurses-dev libcriterion-dev tmux valgrind; do
    grep -qw "$package" "$called" 2>/dev/null || fail "make deps does not install $package"
done

# make deps GOAL: what that goal needs, and no more.  The command is read
# from make -n: make deps play would build and play.
case="make deps play"
out=$(PATH=$bin tihbat_make -n deps play 2>&1 | grep -m 1 'apt-get update .* apt-get install' | tr -d "'")
[ -n "$out" ] || fail "make -n deps play installs nothing"
for package in gcc libncurses-dev libharfbuzz-dev fonts-dejavu-core; do
    case " $out " in *" $package "*) ;; *) fail "make deps play does not install $package: $out" ;; esac
done
for package in libcriterion-dev tmux valgrind clang cppcheck; do
    case " $out " in *" $package "*) fail "make deps play installs $package, which tests need" ;; esac
done
case="make deps test"
out=$(PATH=$bin tihbat_make -n deps test 2>&1 | grep -m 1 'apt-get update .* apt-get install' | tr -d "'")
[ -n "$out" ] || fail "make -n deps test installs nothing"
for package in gcc libcriterion-dev tmux strace valgrind clang cppcheck llvm; do
    case " $out " in *" $package "*) ;; *) fail "make deps test does not install $package" ;; esac
done
case="make deps help"
out=$(PATH=$bin tihbat_make -n deps help 2>&1)
case $out in *apt-get*) fail "make deps help installs: $out" ;; esac

# .ci/run installs through make deps, not a list of its own, and runs the
# README's test command.
case=".ci/run"
grep -q '^make deps test$' "$root/.ci/run" || fail ".ci/run does not call make deps test"
grep -q '^    make deps test ' "$root/README.md" || fail "the README's test command is not make deps test"
grep -v 'apt-get install -y -q make;' "$root/.ci/run" | grep -q 'apt-get install' &&
    fail ".ci/run installs packages of its own"
finish
