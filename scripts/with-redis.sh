#!/usr/bin/env bash
# Runs a command with a throw-away Redis on 127.0.0.1 and TEST_REDIS_URL pointing at it (no
# persistence: nothing is written to disk); the server is stopped and its folder deleted when the
# command ends. TEST_REDIS_SERVER names the redis-server binary, for tests that start and stop
# their own server (an outage in the middle of a test).
#   bash scripts/with-redis.sh npm test
#   bash scripts/with-postgres.sh bash scripts/with-redis.sh npm test
# Nothing is printed after the command ends, so its last line stays the last line.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-redis.sh COMMAND [ARGS...]" >&2
  exit 2
fi

log() { echo "[with-redis] $*" >&2; }
is_root() { [ "$(id -u)" -eq 0 ]; }

find_redis() {
  if [ -x /usr/bin/redis-server ]; then
    echo /usr/bin/redis-server
  elif command -v redis-server >/dev/null 2>&1; then
    command -v redis-server
  fi
}

REDIS_BIN="$(find_redis)"
if [ -z "$REDIS_BIN" ]; then
  if is_root && command -v apt-get >/dev/null 2>&1; then
    log "installing Debian's redis-server"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update >&2
    # The package's own service is not wanted (and there may be no init system): start nothing.
    apt-get install -y --no-install-recommends redis-server >&2
    REDIS_BIN="$(find_redis)"
  fi
  if [ -z "$REDIS_BIN" ]; then
    log "redis-server is not installed. Install it (Debian: sudo apt-get install -y --no-install-recommends redis-server) and run again."
    exit 1
  fi
fi

free_port() {
  local port
  for port in $(shuf -i 20000-60000 -n 50); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return 0
    fi
  done
  return 1
}

# PING over bash's /dev/tcp: redis-cli is not needed.
answers_ping() {
  (
    exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
    printf 'PING\r\n' >&3
    reply=""
    read -r -t 1 reply <&3 || true
    [[ "$reply" == +PONG* ]]
  ) 2>/dev/null
}

REDIS_DIR="$(mktemp -d "${TMPDIR:-/tmp}/storefront-redis.XXXXXX")"
REDIS_PID=""

cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  if [ -n "$REDIS_PID" ]; then
    kill "$REDIS_PID" >/dev/null 2>&1 || true
    wait "$REDIS_PID" >/dev/null 2>&1 || true
  fi
  rm -rf "$REDIS_DIR"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

started_ok=0
for _ in 1 2 3; do
  REDIS_PORT="$(free_port)" || { log "no free port found"; exit 1; }
  # Loopback only, no snapshots and no append-only file: a cache for one test run.
  "$REDIS_BIN" --port "$REDIS_PORT" --bind 127.0.0.1 --protected-mode yes --save "" --appendonly no \
    --dir "$REDIS_DIR" --daemonize no --logfile "$REDIS_DIR/server.log" </dev/null >/dev/null 2>&1 &
  REDIS_PID=$!
  for _ in $(seq 1 50); do
    if answers_ping "$REDIS_PORT"; then
      started_ok=1
      break
    fi
    kill -0 "$REDIS_PID" 2>/dev/null || break
    sleep 0.1
  done
  [ "$started_ok" -eq 1 ] && break
  kill "$REDIS_PID" >/dev/null 2>&1 || true
  wait "$REDIS_PID" >/dev/null 2>&1 || true
  REDIS_PID=""
done
if [ "$started_ok" -ne 1 ]; then
  tail -n 20 "$REDIS_DIR/server.log" >&2 || true
  log "could not start Redis"
  exit 1
fi

export TEST_REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
export TEST_REDIS_SERVER="$REDIS_BIN"
log "Redis $("$REDIS_BIN" --version | grep -oE 'v=[0-9.]+' | cut -c3-) at $TEST_REDIS_URL"

set +e
"$@"
status=$?
set -e
exit "$status"
