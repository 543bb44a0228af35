#!/usr/bin/env bash
# Checks releng/build-progress.sh (the status line of ./smallscope's first-use builds) on a recorded Maven log
# (testdata/first-build-maven.txt: excerpts of a first build with an empty local repository) and on fake builds.
# Run: releng/build-progress.test.sh (a few seconds; exit status 1 if a check fails).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
say() { printf 'smallscope: %s\n' "$*" >&2; }
# shellcheck source=build-progress.sh
. "$here/build-progress.sh"

failed=0
check() { # name expected actual
  if [ "$2" = "$3" ]; then
    printf 'ok    %s\n' "$1"
  else
    printf 'FAIL  %s\n      expected: %s\n      actual:   %s\n' "$1" "$2" "$3"
    failed=1
  fi
}
log="$here/testdata/first-build-maven.txt"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
prefix() { head -n "$1" "$log" >"$tmp/prefix.log"; build_status "$tmp/prefix.log"; }

check "an empty log" "starting Maven" "$(build_status /dev/null)"
check "Maven reads the build" "reading the build" "$(prefix 1)"
check "before the reactor: downloads counted" "resolving dependencies and the target platform  (downloaded 9 MB)" "$(prefix 15)"
check "a reactor step and its goal" "[2/6] org.smallscope.target: package-target-definition  (downloaded 9 MB)" "$(prefix 38)"
check "a module resolving the target platform" "[3/6] org.smallscope.api: resolving the target platform  (downloaded 10 MB)" "$(prefix 51)"
check "the step's module before its first goal" "[4/6] org.smallscope.engine: downloading  (downloaded 10 MB)" "$(prefix 57)"
check "the whole recorded log" "[4/6] org.smallscope.engine: compile  (downloaded 10 MB)" "$(build_status "$log")"

# A fake build that logs two steps and fails: status lines while it runs (a line per change off a terminal),
# its exit status passed on, and the failure message naming the log.
fake_build() {
  echo "[INFO] Scanning for projects..."
  sleep 1.5
  printf '[INFO] ----< org.acme:acme.core >----\n[INFO] Building Acme core 1.0     [1/2]\n'
  printf '[INFO] --- compiler:3.13.0:compile (default-compile) @ acme.core ---\n'
  sleep 1.5
  echo "[ERROR] COMPILATION ERROR: Core.java:[3,1] class, interface, enum, or record expected"
  return 3
}
rc=0
SMALLSCOPE_PROGRESS_SECONDS=1 build_with_progress "$tmp/build.log" fake_build 2>"$tmp/status" || rc=$?
check "the build's exit status is passed on" 3 "$rc"
check "status lines while it runs" "reading the build|[1/2] acme.core: compile" \
  "$(sed -n 's/^smallscope: build 0:0[0-9]  //p' "$tmp/status" | paste -sd'|')"
check "the build's output went to its log" 5 "$(wc -l <"$tmp/build.log" | tr -d ' ')"
build_failed "$tmp/build.log" 75 2>"$tmp/failed"
check "a failure says when" "smallscope: build failed after 1:15; last lines of $tmp/build.log:" "$(head -n 1 "$tmp/failed")"
check "a failure shows the log's last lines and its path" \
  "[ERROR] COMPILATION ERROR: Core.java:[3,1] class, interface, enum, or record expected|smallscope: the whole log: $tmp/build.log" \
  "$(tail -n 2 "$tmp/failed" | paste -sd'|')"
build_failed "$tmp/build.log" 8 130 2>"$tmp/interrupted"
check "Ctrl-C is no failure" "smallscope: build interrupted after 0:08; its log: $tmp/build.log" "$(cat "$tmp/interrupted")"
check "exit statuses" "1 1 130" "$(build_exit 3) $(build_exit 1) $(build_exit 130)"

# What the first build costs is said on first use of the local repository, afterwards the last build's time.
SMALLSCOPE_MAVEN_REPO="$tmp/empty-repo" build_estimate "$tmp/none" "3 minutes" "230 MB" 2>"$tmp/estimate"
check "first use: time and downloads" "smallscope: first build: about 3 minutes, downloads ~230 MB (Maven, Tycho and the Eclipse bundles, once, into $tmp/empty-repo)" \
  "$(cat "$tmp/estimate")"
mkdir -p "$tmp/repo/org/eclipse/tycho"
build_took "$tmp/seconds" 83
SMALLSCOPE_MAVEN_REPO="$tmp/repo" build_estimate "$tmp/seconds" "3 minutes" "230 MB" 2>"$tmp/estimate"
check "later: the last build's time" "smallscope: the last build took 1:23" "$(cat "$tmp/estimate")"

exit "$failed"
