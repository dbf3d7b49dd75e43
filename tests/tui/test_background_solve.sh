# Where no tables come solved (a build tree, an empty cache), a game that
# will ask the solver starts solving as it begins: against a perfect
# computer, or with tips, Bakuk's tables are made (and kept in the cache)
# while the first player is still thinking, before any move is played.
. "$(dirname "$0")/lib.sh"

tables=$XDG_CACHE_HOME/tihbat/bakuk-margin-even.tables
for options in "--computer 2 --level perfect" --hints; do
    rm -rf "$XDG_CACHE_HOME"
    forget_saves
    # shellcheck disable=SC2086 # the options
    start 80 24 --rules bakuk $options
    wait_for "press A, B or C"
    within 60 test -s "$tables" || fail "$options: no tables solved while the first player thinks"
    expect_counts "6 6 6 6 6 6"
done
