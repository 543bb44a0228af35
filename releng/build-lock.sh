# One build at a time per checkout (sourced by ./smallscope; bash).
#
# Two ./smallscope commands started together in one checkout would each run "mvn clean package" on the same target
# directories and break each other. build_lock takes the checkout's build lock before a command checks whether a
# build is needed, build_unlock gives it back after the build (or after the check, when none was needed); the caller
# checks again once it holds the lock, so a command that waited for another's build usually finds nothing to do.
#
# With flock (util-linux) the lock is an flock on the file $BUILD_LOCK, held on file descriptor 9: the kernel
# releases it when its holder dies, whatever killed it. Without flock it is the directory $BUILD_LOCK.d, made with
# mkdir and holding its holder's pid; a waiter takes over a lock whose holder is no longer alive.
# Whoever builds writes its pid to $BUILD_LOCK.pid, so that a command that has to wait says whose build it waits for:
#   smallscope: waiting for the build started by pid 4242 (another ./smallscope command in this checkout)…
# ./smallscope test runs its build under xvfb-run while it holds the lock: build_lock_xvfb_run starts the X server
# without the lock's file descriptor (the build itself keeps it), so that a server that outlives a killed build does
# not hold the lock for ever.
# Needs: BUILD_LOCK (the lock file's path, in a directory that exists) and say.

# The directory of this file (releng/), for the Xvfb of build_lock_xvfb_run (no fork: sourced by every command).
BUILD_LOCK_RELENG="${BASH_SOURCE[0]%/*}"

# Takes the build lock, waiting for its holder when another command holds it.
build_lock() {
  local told=0 rc
  [ -w "${BUILD_LOCK%/*}" ] || return 0   # a read-only checkout: no lock (and no build either)
  if build_lock_flock; then
    { exec 9>>"$BUILD_LOCK"; } 2>/dev/null || return 0
    rc=0; flock -n 9 || rc=$?
    while [ "$rc" = 1 ]; do   # 1: held by another; anything else: done, or flock failed here (then no lock)
      build_lock_tell
      rc=0; flock -w 1 9 || rc=$?
    done
  else
    until mkdir "$BUILD_LOCK.d" 2>/dev/null; do
      build_lock_take_stale || { build_lock_tell; sleep 1; }
    done
    printf '%s\n' "$$" >"$BUILD_LOCK.d/pid"
    trap build_unlock EXIT
  fi
  # held now: a builder's pid still recorded is that of a command killed while it built (commands that find no pid
  # there and nothing to build skip the lock)
  if [ -e "$BUILD_LOCK.pid" ] && [ "$(cat "$BUILD_LOCK.pid" 2>/dev/null)" != "$$" ]; then rm -f "$BUILD_LOCK.pid"; fi
}

# True (0) when the lock is an flock (util-linux's flock is there and SMALLSCOPE_LOCK_MKDIR is not set).
build_lock_flock() {
  [ -z "${SMALLSCOPE_LOCK_MKDIR:-}" ] && command -v flock >/dev/null 2>&1
}

# True (0) when the process $1 is alive (kill -0 fails for another user's process, /proc still shows it).
build_lock_alive() {
  kill -0 "$1" 2>/dev/null || [ -d "/proc/$1" ]
}

# Says once which build the command waits for, when the holder has said it builds and is alive (a holder only
# checking whether a build is needed lets go within a second).
build_lock_tell() {
  [ "$told" = 0 ] || return 0
  local pid
  pid="$(cat "$BUILD_LOCK.pid" 2>/dev/null || true)"
  case "$pid" in ''|*[!0-9]*) return 0 ;; esac
  if build_lock_alive "$pid"; then
    say "waiting for the build started by pid $pid (another ./smallscope command in this checkout)…"
  elif build_lock_flock; then   # its command was killed, its Maven (which holds the lock too) still builds
    say "waiting for the build started by pid $pid (its command is gone, its Maven still runs)…"
  else
    return 0
  fi
  told=1
}

# mkdir lock only: removes the lock directory when the pid it holds is no longer alive (or when it holds none
# after 10 s: its holder died between mkdir and writing it); true (0) when it did.
build_lock_take_stale() {
  local dir="$BUILD_LOCK.d" pid
  pid="$(cat "$dir/pid" 2>/dev/null || true)"
  if [ -n "$pid" ]; then
    build_lock_alive "$pid" && return 1
  else
    local made
    made="$(stat -c %Y "$dir" 2>/dev/null)" || return 1
    [ $(($(date +%s) - made)) -lt 10 ] && return 1
  fi
  # renamed first, so that two waiters cannot both remove it (the second finds nothing to rename)
  mv "$dir" "$dir.stale.$$" 2>/dev/null || return 1
  say "removed a stale build lock${pid:+ of pid $pid} (its command is gone)"
  rm -rf "$dir.stale.$$"
  return 0
}

# Runs xvfb-run with the arguments given: the command it runs inherits the lock's file descriptor 9 (a build whose
# command was killed keeps the lock until it ends), the X server it starts does not (releng/xvfb/Xvfb closes it).
build_lock_xvfb_run() {
  local real
  real="$(command -v Xvfb 2>/dev/null || true)"
  [ "$real" != "$BUILD_LOCK_RELENG/xvfb/Xvfb" ] || real="${SMALLSCOPE_XVFB:-}"   # ours already (nested): the real one
  PATH="$BUILD_LOCK_RELENG/xvfb:$PATH" SMALLSCOPE_XVFB="$real" xvfb-run "$@"
}

# Records that this command builds now (what build_lock_tell tells a waiter).
build_lock_building() {
  printf '%s\n' "$$" >"$BUILD_LOCK.pid" 2>/dev/null || true
}

# Gives the build lock back (nothing when this command does not hold it).
build_unlock() {
  if build_lock_flock; then
    { true >&9; } 2>/dev/null || return 0
    [ "$(cat "$BUILD_LOCK.pid" 2>/dev/null)" = "$$" ] && rm -f "$BUILD_LOCK.pid"
    flock -u 9
    exec 9>&-
  else
    [ "$(cat "$BUILD_LOCK.d/pid" 2>/dev/null)" = "$$" ] || return 0
    [ "$(cat "$BUILD_LOCK.pid" 2>/dev/null)" = "$$" ] && rm -f "$BUILD_LOCK.pid"
    rm -rf "$BUILD_LOCK.d"
    trap - EXIT
  fi
  return 0
}
