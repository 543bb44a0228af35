#!/usr/bin/env bash
# Checks that the CLI's class-data archive (.smallscope/class-archives, made by ./smallscope after each build) can
# never break a run: with the archive damaged (garbage, empty, cut short, a broken header), stale (a jar changed after
# it was made) or switched off, ./smallscope generate still finishes with the right counts and prints no warning; an
# archive older than the last build is made again; the JVM gets the launcher's conditional card marks. Runs the real
# launcher on the built CLI (builds it when needed),
# and puts the archive back as it was. Issue #44 ("cheap starts").
# Run: releng/class-archive.test.sh (about 30 s on a quiet machine; exit status 1 if a check fails). ./smallscope test runs it after a
# full build.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

failed=0
check() { # name expected actual
  if [ "$2" = "$3" ]; then
    printf 'ok    %s\n' "$1"
  else
    printf 'FAIL  %s\n      expected: %s\n      actual:   %s\n' "$1" "$2" "$3"
    failed=1
  fi
}
tmp="$(mktemp -d)"
dir="$root/.smallscope/class-archives"
archive=""
upgrader="$root/releng/class-files/Java8ClassFiles.java"
restore() {
  if [ -f "$tmp/Java8ClassFiles.java" ]; then cp -p "$tmp/Java8ClassFiles.java" "$upgrader"; fi
  if [ -n "$archive" ] && [ -f "$tmp/archive.jsa" ]; then cp -p "$tmp/archive.jsa" "$archive"; fi
  rm -rf "$tmp"
}
trap restore EXIT

# A run of generate through the launcher: prints its exit status, its counts and whatever it wrote to stderr.
run() {
  local rc=0
  timeout 120 ./smallscope generate --example BST --args 3 --no-reuse --store "$tmp/store" >"$tmp/out" 2>"$tmp/err" || rc=$?
  printf '%s %s %s|%s' "$rc" "$(sed -n 's/^explored *\([0-9,]*\).*/\1/p' "$tmp/out")" \
    "$(sed -n 's/^valid *\([0-9,]*\).*/\1/p' "$tmp/out")" "$(head -c 300 "$tmp/err")"
}
ok="0 133 5|"   # BST(3): 133 candidates explored, 5 valid trees

./smallscope list-examples >/dev/null   # builds when needed and makes the archive
key="$(sed -n 2p "$dir/last" 2>/dev/null || true)"
archive="$dir/cli-$key.aot"   # an AOT cache on JDK 25+, a dynamic class-data archive before
[ -f "$archive" ] || archive="$dir/cli-$key.jsa"
if [ -z "$key" ] || [ ! -s "$archive" ]; then
  echo "no class-data archive was made (see $dir); nothing to check"
  exit 1
fi
cp -p "$archive" "$tmp/archive.jsa"
size="$(wc -c <"$archive")"

check "with the archive" "$ok" "$(run)"
used="$(SMALLSCOPE_JAVA_OPTS=-Xlog:class+load ./smallscope list-examples | grep -c '^\[.*\]\[info\]\[class,load\] \(org\.smallscope\|picocli\)\..*source: shared objects file' || true)"
check "the archive is used (over 100 of Smallscope's and picocli's classes come from it)" yes "$([ "$used" -gt 100 ] && echo yes || echo "no: $used")"
lib="$(SMALLSCOPE_JAVA_OPTS=-XshowSettings:properties ./smallscope --version 2>&1 | grep -c 'class-archives/lib-java8/picocli' || true)"
check "picocli runs as Java 8 class files (.smallscope/class-archives/lib-java8)" yes "$([ "$lib" -gt 0 ] && echo yes || echo no)"
cond="$(SMALLSCOPE_JAVA_OPTS=-XX:+PrintFlagsFinal ./smallscope list-examples 2>&1 | grep -c 'bool UseCondCardMark *= true' || true)"
check "the search JVM marks only clean cards (-XX:+UseCondCardMark: workers do not share card-table lines)" yes "$([ "$cond" -gt 0 ] && echo yes || echo no)"

head -c "$size" /dev/urandom >"$archive"
touch -r "$tmp/archive.jsa" "$archive"
check "an archive of random bytes: the run starts without it" "$ok" "$(run)"

: >"$archive"
touch -r "$tmp/archive.jsa" "$archive"
check "an empty archive: the run starts without it" "$ok" "$(run)"

head -c $((size / 3)) "$tmp/archive.jsa" >"$archive"
touch -r "$tmp/archive.jsa" "$archive"
check "an archive cut short: the run starts without it" "$ok" "$(run)"

for at in 0 8 24 64; do   # the magic number, version, checksums and sizes of its header
  cp -p "$tmp/archive.jsa" "$archive"
  printf '\x5a\xa5\x5a\xa5' | dd of="$archive" bs=1 seek="$at" conv=notrunc status=none
  touch -r "$tmp/archive.jsa" "$archive"
  check "an archive with a broken header (bytes $at-$((at + 3))): the run starts without it" "$ok" "$(run)"
done

# stale: a jar on the class path changed after the archive was made (the JVM compares sizes and times)
cp -p "$tmp/archive.jsa" "$archive"
jar="$(ls plugins/org.smallscope.examples/target/org.smallscope.examples-*.jar | grep -v sources | head -n 1)"
touch -r "$jar" "$tmp/jar-time"
touch "$jar"
check "a jar newer than the archive: the run starts without it" "$ok" "$(run)"
touch -r "$tmp/jar-time" "$jar"

check "SMALLSCOPE_CLASS_ARCHIVE=0: no archive" "$ok" "$(SMALLSCOPE_CLASS_ARCHIVE=0 run)"

# an archive older than the last build is made again (and then used)
cp -p "$tmp/archive.jsa" "$archive"
touch -d '-1 day' "$archive"
check "an archive older than the build: the run" "$ok" "$(run)"
check "... made it again" "made again" "$([ -s "$archive" ] && [ "$archive" -nt "$root/.smallscope/build.stamp" ] && echo made again || echo not)"
cp -p "$archive" "$tmp/archive.jsa"   # the new one is what stays

# the rewritten libraries refused (a stand-in for a class the verifier refuses): runs use the original ones, and the
# rewrite is not tried again until the next build
cp -p "$upgrader" "$tmp/Java8ClassFiles.java"
printf 'public class Java8ClassFiles { public static void main(String[] a) { System.exit(1); } }\n' >"$upgrader"
touch "$root/.smallscope/build.stamp"
check "rewritten libraries refused: the run" "$ok" "$(run)"
lib="$(SMALLSCOPE_JAVA_OPTS=-XshowSettings:properties ./smallscope --version 2>&1 | grep -c 'cli/target/lib/picocli' || true)"
check "... ran on the original libraries" yes "$([ "$lib" -gt 0 ] && echo yes || echo no)"
cp -p "$tmp/Java8ClassFiles.java" "$upgrader"
touch "$root/.smallscope/build.stamp"
check "rewritten again after the next build: the run" "$ok" "$(run)"
lib="$(SMALLSCOPE_JAVA_OPTS=-XshowSettings:properties ./smallscope --version 2>&1 | grep -c 'class-archives/lib-java8/picocli' || true)"
check "... ran on the rewritten libraries" yes "$([ "$lib" -gt 0 ] && echo yes || echo no)"
key="$(sed -n 2p "$dir/last" 2>/dev/null || true)"
archive="$dir/cli-$key.aot"
[ -f "$archive" ] || archive="$dir/cli-$key.jsa"
cp -p "$archive" "$tmp/archive.jsa"   # the archive made for them is what stays

exit "$failed"
