#!/usr/bin/env bash
# Prints what a CLI run costs before it does any work: user+sys CPU, wall time and peak memory of N runs (default 5) of
#   ./smallscope list-examples
#   ./smallscope generate --example BST --args 1 --quiet --no-reuse
# each with its median, and the launcher's own share: the same launcher with a stand-in java that exits at once.
# Issue #44 asks for at most 0.4 s CPU a run; docs/benchmarks.md, "Start cost" has the figures measured so far.
# Not a test: the times depend on the machine and its load (the load average is printed with them).
# Usage: releng/start-cost.check.sh [runs]   (SMALLSCOPE_JAVA_HOME, SMALLSCOPE_JAVA_OPTS, ... are honoured)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-5}"
case "$runs" in ''|*[!0-9]*|0) echo "usage: releng/start-cost.check.sh [runs]" >&2; exit 2 ;; esac
command -v /usr/bin/time >/dev/null 2>&1 || { echo "needs GNU time (/usr/bin/time; Debian: apt-get install time)" >&2; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# Runs "$@" $runs times; prints one line per run and the medians.
measure() { # label command...
  local label="$1" i
  shift
  : >"$tmp/times"
  for i in $(seq 1 "$runs"); do
    /usr/bin/time -f '%U %S %e %M' -o "$tmp/time" "$@" >/dev/null 2>"$tmp/err" \
      || { echo "$label: run $i failed:" >&2; cat "$tmp/err" >&2; exit 1; }
    cat "$tmp/time" >>"$tmp/times"
  done
  awk -v label="$label" '
    { cpu[NR] = $1 + $2; wall[NR] = $3; rss[NR] = $4 / 1024
      printf "  %-16s run %d: cpu %.2f s  wall %.2f s  peak %d MB\n", label, NR, cpu[NR], wall[NR], rss[NR] }
    function median(a, n,   i, j, t) {
      for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] > a[j]; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
      return n % 2 ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
    }
    END { printf "%-18s median: cpu %.2f s  wall %.2f s  peak %d MB  (%d runs)\n", label, median(cpu, NR),
            median(wall, NR), median(rss, NR), NR }' "$tmp/times"
}

cd "$root"
./smallscope list-examples >/dev/null   # builds first when needed, and makes the class-data archive
java_home="${SMALLSCOPE_JAVA_HOME:-$(sed -n 2p .smallscope/run-jdk 2>/dev/null || true)}"
echo "machine: $(nproc) processors, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
[ -x "$java_home/bin/java" ] && echo "java: $("$java_home/bin/java" -version 2>&1 | head -n 2 | tail -n 1)"
measure list-examples ./smallscope list-examples
measure generate ./smallscope generate --example BST --args 1 --quiet --no-reuse
# The launcher alone: a stand-in JDK 25 whose java exits at once (no class-data archive for it).
mkdir -p "$tmp/jdk/bin"
printf '#!/bin/sh\nexit 0\n' >"$tmp/jdk/bin/java"
chmod +x "$tmp/jdk/bin/java"
echo 'JAVA_VERSION="25"' >"$tmp/jdk/release"
measure launcher env SMALLSCOPE_JAVA_HOME="$tmp/jdk" SMALLSCOPE_CLASS_ARCHIVE=0 ./smallscope list-examples
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
