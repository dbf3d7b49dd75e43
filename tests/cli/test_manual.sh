#!/bin/sh
# --help and the manual page name the same options.
. "$(dirname "$0")/lib.sh"
manual=$(dirname "$0")/../../docs/tihbat.6
case="options"
help_options=$("$program" --help | grep -o -- '--[a-z][a-z-]*' | sort -u)
manual_options=$(grep -o -- '\\-\\-[a-z][a-z\\-]*' "$manual" | sed 's/\\//g' | sort -u)
for option in $help_options; do
    echo "$manual_options" | grep -qx -- "$option" || fail "$option is in --help but not in tihbat.6"
done
for option in $manual_options; do
    echo "$help_options" | grep -qx -- "$option" || fail "$option is in tihbat.6 but not in --help"
done
[ -n "$help_options" ] || fail "--help lists no options"
[ "$failures" -eq 0 ]
