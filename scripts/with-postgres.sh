#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL cluster on 127.0.0.1 and TEST_DATABASE_URL
# pointing at it; the cluster is stopped and deleted when the command ends.
#   bash scripts/with-postgres.sh npm test
#   bash scripts/with-postgres.sh sh -c 'psql "$TEST_DATABASE_URL" -c "select 1"'
# Nothing is printed after the command ends, so its last line stays the last line.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh COMMAND [ARGS...]" >&2
  exit 2
fi

log() { echo "[with-postgres] $*" >&2; }
is_root() { [ "$(id -u)" -eq 0 ]; }

# The newest PostgreSQL 15+ server binaries: Debian's /usr/lib/postgresql/N/bin, else PATH.
find_pg_bin() {
  local dir best="" best_version=0 version
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] || continue
    version="$(basename "$(dirname "$dir")")"
    version="${version%%.*}"
    if [[ "$version" =~ ^[0-9]+$ ]] && [ "$version" -ge 15 ] && [ "$version" -gt "$best_version" ]; then
      best="$dir"
      best_version="$version"
    fi
  done
  if [ -z "$best" ] && command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    version="$(initdb --version | grep -oE '[0-9]+' | head -n1)"
    [ "${version:-0}" -ge 15 ] && best="$(dirname "$(command -v initdb)")"
  fi
  echo "$best"
}

PG_BIN="$(find_pg_bin)"
if [ -z "$PG_BIN" ]; then
  if is_root && command -v apt-get >/dev/null 2>&1; then
    log "installing Debian's postgresql"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update >&2
    apt-get install -y --no-install-recommends postgresql >&2
    PG_BIN="$(find_pg_bin)"
  fi
  if [ -z "$PG_BIN" ]; then
    log "PostgreSQL 15 or newer is not installed. Install it (Debian: sudo apt-get install -y --no-install-recommends postgresql) and run again."
    exit 1
  fi
fi

# initdb refuses to run as root: the cluster belongs to the postgres user then.
if is_root; then
  if ! id postgres >/dev/null 2>&1; then
    log "no postgres user to own the cluster (the postgresql package creates it)"
    exit 1
  fi
  # From inside the cluster folder: postgres may not be allowed into the caller's working directory.
  as_owner() {
    if command -v runuser >/dev/null 2>&1; then
      (cd "$PG_DIR" && runuser -u postgres -- "$@")
    else
      (cd "$PG_DIR" && su postgres -s /bin/sh -c "$(printf '%q ' "$@")")
    fi
  }
else
  as_owner() { "$@"; }
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

PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/storefront-pg.XXXXXX")"
chmod 700 "$PG_DIR"
is_root && chown postgres: "$PG_DIR"
PG_LOG="$PG_DIR/server.log"
STARTED=0

cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  if [ "$STARTED" -eq 1 ]; then
    as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_DIR"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_owner "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$PG_DIR/initdb.log" 2>&1 || {
  cat "$PG_DIR/initdb.log" >&2
  log "initdb failed"
  exit 1
}

started_ok=0
for _ in 1 2 3; do
  PG_PORT="$(free_port)" || { log "no free port found"; exit 1; }
  # A throw-away cluster: durability settings off for speed; loopback TCP and a private socket dir only.
  if as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_LOG" -w -t 60 -s start \
    -o "-p $PG_PORT -c listen_addresses=127.0.0.1 -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null 2>&1; then
    started_ok=1
    break
  fi
done
if [ "$started_ok" -ne 1 ]; then
  tail -n 20 "$PG_LOG" >&2 || true
  log "could not start PostgreSQL"
  exit 1
fi
STARTED=1

as_owner "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qc "CREATE DATABASE storefront_test" >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/storefront_test"
log "PostgreSQL $("$PG_BIN/pg_ctl" --version | grep -oE '[0-9]+(\.[0-9]+)?' | head -n1) at $TEST_DATABASE_URL"

set +e
"$@"
status=$?
set -e
exit "$status"
