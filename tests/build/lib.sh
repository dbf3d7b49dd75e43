# lib.sh - what the build tests share: the build directory under test ($1),
# the repository, make run as the developer would, and what the
# command-line tests share (a temporary directory, `fail`).  A test sources
# this file and ends with `finish`.
. "$(dirname "$0")/../cli/lib.sh"
build=$program
root=$(cd "$(dirname "$0")/../.." && pwd)
case $build in /*) ;; *) build=$root/$build ;; esac

finish() { [ "$failures" -eq 0 ]; }

# tihbat_make ARG...: make in the repository on the build under test, with
# the caller's variables but not its job server, which is not open to us.
tihbat_make() {
    MAKEFLAGS=$(printf '%s' "${MAKEFLAGS:-}" | sed 's/--jobserver-[a-z]*=[^ ]*//g') \
        make --no-print-directory -C "$root" BUILD="$build" "$@"
}

# The functions include/tihbat.h declares, one a line, sorted (its static
# inline ones aside); with an argument, those whose first parameter has
# that type ("const tb_rules *").
header_functions() {
    cc -fpreprocessed -dD -E -P "$root/include/tihbat.h" |
        sed -n -e '/^static/d' -e '/^#/d' \
            -e "s/^[^(]*[^a-z0-9_]\(tb_[a-z0-9_]*\)(${1:-}.*/\1/p" | sort
}
