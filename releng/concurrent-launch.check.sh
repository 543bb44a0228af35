#!/usr/bin/env bash
# Manual check of the launcher's build lock with the real build (releng/build-lock.test.sh checks the lock itself
# with fake builds in ./smallscope test): touches an engine source so that the CLI needs a build, starts two
# `./smallscope generate --example BST --args 3` at once in this checkout, and checks that both exit 0 with BST(3)'s
# 5 valid structures, that exactly one built and that the other said it waited for the first one's pid.
# Run: releng/concurrent-launch.check.sh (one CLI build, 1 to 3 minutes; exit status 1 if a check fails).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
failed=0
check() { # name expected actual
  if [ "$2" = "$3" ]; then printf 'ok    %s\n' "$1"; else printf 'FAIL  %s\n      expected: %s\n      actual:   %s\n' "$1" "$2" "$3"; failed=1; fi
}
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# BST(3): exactly 3 nodes with keys 0..2 (finBST), i.e. one search tree per tree shape: the Catalan number C(3)
catalan() { local n="$1" c=1 i; for ((i = 0; i < n; i++)); do c=$((c * 2 * (2 * i + 1) / (i + 2))); done; echo "$c"; }
expected="$(catalan 3)"

touch "$root/plugins/org.smallscope.engine/src/org/smallscope/engine/EngineError.java"   # an existing source: touch never creates one
"$root/smallscope" generate --example BST --args 3 --store "$tmp/store-a" >"$tmp/out.a" 2>"$tmp/err.a" &
a=$!
"$root/smallscope" generate --example BST --args 3 --store "$tmp/store-b" >"$tmp/out.b" 2>"$tmp/err.b" &
b=$!
ra=0; wait "$a" || ra=$?
rb=0; wait "$b" || rb=$?
valid() { sed -n 's/^valid *\([0-9][0-9,]*\)$/\1/p' "$tmp/out.$1"; }
waited() { sed -n 's/^smallscope: waiting for the build started by pid \([0-9]*\) .*/\1/p' "$tmp/err.$1"; }
built() { grep -c '^smallscope: built in' "$tmp/err.$1" || true; }
check "both exit 0" "0 0" "$ra $rb"
check "both print BST(3)'s valid count" "$expected $expected" "$(valid a) $(valid b)"
check "one of them built" 1 "$(($(built a) + $(built b)))"
if [ "$(built a)" = 1 ]; then builder=$a waiter=b; else builder=$b waiter=a; fi
check "the other waited for the builder's pid" "$builder" "$(waited "$waiter")"
for x in a b; do printf -- '--- command %s (pid %s), stderr:\n' "$x" "$([ $x = a ] && echo $a || echo $b)"; cat "$tmp/err.$x"; done
exit "$failed"
