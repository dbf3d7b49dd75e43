#!/bin/sh
# Runs each libFuzzer target for SECONDS seconds, one after the other (one
# core each): tests/fuzz/run.sh DIR SECONDS TARGET...
#
# Each target starts from its committed corpus, tests/fuzz/corpus/TARGET,
# and a working corpus of its own in DIR/work/TARGET kept between runs.
# Afterwards the inputs that reach code the committed corpus does not join
# it: they are small, since no input is longer than MAX_LEN bytes.  A crash
# stops the run, its input saved in the committed corpus as crash-*.
set -u
dir=${1:?usage: tests/fuzz/run.sh DIR SECONDS TARGET...}
seconds=${2:?usage: tests/fuzz/run.sh DIR SECONDS TARGET...}
shift 2
max_len=${MAX_LEN:-1024}
# A hang, not a slow input: under instrumentation on a loaded machine one
# input of fuzz_solver or fuzz_keys (a layer solved again, a long game of
# the computer against itself) can take more than 10 s.
timeout=${TIMEOUT:-60}
status=0
for target in "$@"; do
    corpus=tests/fuzz/corpus/$target work=$dir/work/$target log=$dir/$target.log
    mkdir -p "$work"
    before=$(ls "$corpus" | wc -l)
    if ! "$dir/$target" -max_total_time="$seconds" -max_len="$max_len" -timeout="$timeout" \
        -rss_limit_mb=1024 -artifact_prefix="$corpus/" -print_final_stats=1 \
        "$work" "$corpus" >"$log" 2>&1; then
        echo "$target: FAILED, see $log; the input is in $corpus"
        status=1
        continue
    fi
    "$dir/$target" -merge=1 -use_counters=0 -max_len="$max_len" "$corpus" "$work" >>"$log" 2>&1 || status=1
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    echo "$target: $runs runs in $seconds s; corpus $before -> $(ls "$corpus" | wc -l) files"
done
exit $status
