#!/usr/bin/env bash
# Runs `./smallscope test` twice in a row beside a CPU-stress process (issue #42: no test may depend on a race with the
# machine's speed). The stress comes from `stress-ng --cpu N` when it is installed, else from N busy shell loops.
# Usage: releng/under-load.check.sh [workers]   (default: twice the cores). Exit status: that of the first failing run.
set -u
cd "$(dirname "$0")/.."
workers=${1:-$(( 2 * $(nproc) ))}
pids=()
stop() {
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
    wait 2>/dev/null
}
trap stop EXIT
if command -v stress-ng >/dev/null 2>&1; then
    stress-ng --cpu "$workers" --quiet &
    pids+=($!)
    echo "under-load: stress-ng --cpu $workers beside the test runs"
else
    for _ in $(seq "$workers"); do
        ( while :; do :; done ) &
        pids+=($!)
    done
    echo "under-load: $workers busy loops beside the test runs (install stress-ng for a richer load)"
fi
for run in 1 2; do
    start=$(date +%s)
    if ! ./smallscope test; then
        echo "under-load: run $run of ./smallscope test FAILED under load" >&2
        exit 1
    fi
    echo "under-load: run $run of ./smallscope test passed under load in $(( $(date +%s) - start )) s"
done
