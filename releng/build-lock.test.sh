#!/usr/bin/env bash
# Checks releng/build-lock.sh (one ./smallscope build at a time per checkout) with fake commands: each is a bash process
# that takes the lock, "builds" (a few seconds) when nothing was built yet, and lets go, as ./smallscope does. Both
# locks are checked: flock and the mkdir fallback (SMALLSCOPE_LOCK_MKDIR=1); and, with xvfb-run, that the X server of
# ./smallscope test does not hold the lock.
# Run: releng/build-lock.test.sh (about 40 s; exit status 1 if a check fails). The same with the real launcher and
# Maven: releng/concurrent-launch.check.sh.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

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
trap 'rm -rf "$tmp"' EXIT

# A fake ./smallscope: takes the lock, builds for $BUILD_SECONDS when $tmp/state/built is missing (one line per build
# in $tmp/state/builds), lets go, then "runs" ($RUN_SECONDS) without the lock, as the launcher's exec of the CLI does.
cat >"$tmp/command.sh" <<EOF
set -euo pipefail
say() { printf 'smallscope: %s\n' "\$*" >&2; }
BUILD_LOCK="\$STATE/build.lock"
. "$here/build-lock.sh"
build_lock
if [ ! -f "\$STATE/built" ]; then
  build_lock_building
  echo "\$\$" >>"\$STATE/builds"
  sleep "\${BUILD_SECONDS:-3}"
  touch "\$STATE/built"
fi
build_unlock
sleep "\${RUN_SECONDS:-0}"
echo ran
EOF

# Starts a fake command in the background with its output in $tmp/out.<name> and $tmp/err.<name>; its pid in $!.
start() { # name [setsid: in a process group of its own] [VAR=value...]
  local name="$1"
  shift
  local run=()
  [ "${1:-}" = setsid ] && { run=(setsid); shift; }
  env STATE="$tmp/state" "$@" ${run[@]+"${run[@]}"} bash "$tmp/command.sh" >"$tmp/out.$name" 2>"$tmp/err.$name" &
}
fresh() { rm -rf "$tmp/state" "$tmp"/out.* "$tmp"/err.*; mkdir -p "$tmp/state"; }
# Prints the pid a command's waiting line names (empty if it did not wait).
waited_for() { sed -n 's/^smallscope: waiting for the build started by pid \([0-9]*\) .*/\1/p' "$tmp/err.$1"; }

for kind in flock mkdir; do
  mode=()
  [ "$kind" = mkdir ] && mode=(SMALLSCOPE_LOCK_MKDIR=1)
  if [ "$kind" = flock ] && ! command -v flock >/dev/null 2>&1; then
    printf 'skip  flock checks: no flock command here\n'
    continue
  fi

  # Two commands started together: one builds, the other says it waits for that one, then finds nothing to build.
  fresh
  start a ${mode[@]+"${mode[@]}"}; a=$!
  start b ${mode[@]+"${mode[@]}"}; b=$!
  ra=0; wait "$a" || ra=$?
  rb=0; wait "$b" || rb=$?
  check "$kind: both commands ran" "0 0 ran ran" "$ra $rb $(cat "$tmp/out.a") $(cat "$tmp/out.b")"
  check "$kind: one build" 1 "$(wc -l <"$tmp/state/builds" | tr -d ' ')"
  builder="$(cat "$tmp/state/builds")"
  if [ "$builder" = "$a" ]; then waiter=b; else waiter=a; fi
  check "$kind: the other waited and named the builder" "$builder" "$(waited_for "$waiter")"
  check "$kind: the builder did not wait" "" "$(waited_for "$([ "$waiter" = a ] && echo b || echo a)")"
  check "$kind: the lock is free afterwards" "" "$(ls "$tmp/state" | grep -E '^build\.lock\.(pid|d)$' || true)"

  # A command that has its build already (and finds the lock free) neither waits nor builds.
  start c ${mode[@]+"${mode[@]}"}; c=$!
  rc=0; wait "$c" || rc=$?
  check "$kind: nothing to build, no waiting" "0 ran 1 " "$rc $(cat "$tmp/out.c") $(wc -l <"$tmp/state/builds" | tr -d ' ') $(cat "$tmp/err.c")"

  # A command lets go of the lock once it built: one that runs for long does not hold back the next.
  fresh
  start d ${mode[@]+"${mode[@]}"} BUILD_SECONDS=1 RUN_SECONDS=20; d=$!
  sleep 2.5
  t0=$SECONDS
  start e ${mode[@]+"${mode[@]}"}; e=$!
  rc=0; wait "$e" || rc=$?
  check "$kind: the lock is not held while the command runs" "0 yes" "$rc $([ $((SECONDS - t0)) -le 2 ] && echo yes || echo "no: $((SECONDS - t0)) s")"
  kill "$d" 2>/dev/null || true
  wait "$d" 2>/dev/null || true

  # A builder killed with SIGKILL (with its build, as Ctrl-C or closing its terminal do) does not block the next
  # command for ever: that one builds again.
  fresh
  start f setsid ${mode[@]+"${mode[@]}"} BUILD_SECONDS=60; f=$!
  sleep 1.5
  kill -9 -- "-$f"
  wait "$f" 2>/dev/null || true
  t0=$SECONDS
  start g ${mode[@]+"${mode[@]}"} BUILD_SECONDS=1; g=$!
  rc=0; wait "$g" || rc=$?
  check "$kind: a killed builder's lock is taken over" "0 ran 2 yes" \
    "$rc $(cat "$tmp/out.g") $(wc -l <"$tmp/state/builds" | tr -d ' ') $([ $((SECONDS - t0)) -le 5 ] && echo yes || echo "no: $((SECONDS - t0)) s")"
done

# The mkdir lock's own staleness rule: a lock directory without a pid (its holder died between mkdir and writing it)
# is taken over once it is 10 s old, not before.
fresh
mkdir "$tmp/state/build.lock.d"
touch -d '-20 seconds' "$tmp/state/build.lock.d"
start h SMALLSCOPE_LOCK_MKDIR=1 BUILD_SECONDS=0; h=$!
rc=0; wait "$h" || rc=$?
check "mkdir: an old lock without a pid is taken over" "0 ran" "$rc $(cat "$tmp/out.h")"
fresh
mkdir "$tmp/state/build.lock.d"
start i SMALLSCOPE_LOCK_MKDIR=1 BUILD_SECONDS=0; i=$!
sleep 3
check "mkdir: a new lock without a pid is waited for" "" "$(cat "$tmp/out.i")"
wait "$i" || true
check "mkdir: ... and taken over after 10 s" "ran" "$(cat "$tmp/out.i")"

# ./smallscope test holds the lock while its build runs under xvfb-run: an Xvfb that outlives the build (launcher,
# xvfb-run and Maven killed, by pid or by pattern) must not hold the lock, or every later command would wait for ever.
# A fake test command takes the lock and runs `sleep` (its "Maven") under xvfb-run as cmd_test does; all but Xvfb are
# killed; the lock must be free at once. The same with plain xvfb-run shows that the check can fail: that Xvfb holds it.
# Prints the pid of the Xvfb in process group $1 once its command (sleep) runs; nothing after 20 s without one.
xvfb_of() {
  local n
  for n in $(seq 1 40); do
    if pgrep -g "$1" -x sleep >/dev/null; then pgrep -g "$1" -x Xvfb || true; return 0; fi
    sleep 0.5
  done
}
# Kills process group $1 except its Xvfb $2, then prints whether the lock is "free" or "held" (tried without waiting).
kill_all_but_xvfb() {
  local p
  for p in $(pgrep -g "$1"); do [ "$p" = "$2" ] || kill -9 "$p" 2>/dev/null || true; done
  wait "$1" 2>/dev/null || true
  sleep 0.5
  if flock -n "$tmp/state/build.lock" true; then echo free; else echo held; fi
}
# Stops an Xvfb left behind, and removes its xvfb-run directory (the X authority file).
stop_xvfb() {
  local auth
  auth="$(tr '\0' '\n' <"/proc/$1/cmdline" 2>/dev/null | sed -n '/^-auth$/{n;p;}')"
  kill "$1" 2>/dev/null || true
  case "$auth" in /tmp/xvfb-run.*/Xauthority) rm -rf "${auth%/Xauthority}" ;; esac
}
if command -v flock >/dev/null 2>&1 && command -v xvfb-run >/dev/null 2>&1 && command -v pgrep >/dev/null 2>&1; then
  for how in build_lock_xvfb_run xvfb-run; do
    fresh
    cat >"$tmp/test-command.sh" <<EOF
set -euo pipefail
say() { printf 'smallscope: %s\n' "\$*" >&2; }
BUILD_LOCK="$tmp/state/build.lock"
. "$here/build-lock.sh"
build_lock
build_lock_building
$how -a -s "-screen 0 64x64x8" sleep 60
EOF
    setsid bash "$tmp/test-command.sh" >"$tmp/out.x" 2>"$tmp/err.x" &
    x=$!
    xvfb="$(xvfb_of "$x")"
    if [ -z "$xvfb" ]; then
      check "$how: an Xvfb runs the command" "an Xvfb" "none ($(cat "$tmp/err.x"))"
      kill -9 -- "-$x" 2>/dev/null || true
      continue
    fi
    kill_all_but_xvfb "$x" "$xvfb" >"$tmp/state.x"
    state="$(cat "$tmp/state.x")"
    if [ "$how" = build_lock_xvfb_run ]; then
      check "flock: the test command's Xvfb does not hold the lock once the build is killed" free "$state"
    else
      check "flock: (control) an Xvfb of plain xvfb-run does hold it" held "$state"
    fi
    stop_xvfb "$xvfb"
  done
else
  printf 'skip  Xvfb checks: no flock, xvfb-run or pgrep here\n'
fi

exit "$failed"
