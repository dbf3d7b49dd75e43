#!/bin/sh
# --help and the manual page name the same options.
program=$1
manual=$(dirname "$0")/../../docs/tihbat.6
fail=0
help_options=$("$program" --help | grep -o -- '--[a-z][a-z-]*' | sort -u)
manual_options=$(grep -o -- '\\-\\-[a-z][a-z\\-]*' "$manual" | sed 's/\\//g' | sort -u)
for option in $help_options; do
    echo "$manual_options" | grep -qx -- "$option" || { echo "$option is in --help but not in tihbat.6"; fail=1; }
done
for option in $manual_options; do
    echo "$help_options" | grep -qx -- "$option" || { echo "$option is in tihbat.6 but not in --help"; fail=1; }
done
[ -n "$help_options" ] || { echo "--help lists no options"; fail=1; }
exit $fail
