#!/usr/bin/env bash
# Throw-away PostgreSQL server for the service tests (tests/**/*.db.test.ts).
#
#   scripts/pg-test-server.sh start   fresh cluster + database courtier_test; prints its URL on stdout
#   scripts/pg-test-server.sh stop    stops the server and deletes its data directory
#   scripts/pg-test-server.sh status  exit 0 when running
#
# Env: PGPORT_TEST (54329), PG_TEST_DIR (data dir, /tmp/courtier-pg-test-<port>),
#      PG_BIN (binaries dir; default the newest /usr/lib/postgresql/*/bin).
# Durability is off (fsync, full page writes): the data is thrown away anyway.
set -euo pipefail

port="${PGPORT_TEST:-54329}"
# Under /tmp, not $TMPDIR: the postgres user must be able to reach it.
data_dir="${PG_TEST_DIR:-/tmp/courtier-pg-test-${port}}"
database="courtier_test"
url="postgres://postgres@127.0.0.1:${port}/${database}"

log() { echo "[pg-test-server] $*" >&2; }

find_bin_dir() {
  if [[ -n "${PG_BIN:-}" ]]; then
    echo "$PG_BIN"
    return
  fi
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  echo "$dir"
}

bin_dir="$(find_bin_dir)"
if [[ -z "$bin_dir" || ! -x "$bin_dir/initdb" || ! -x "$bin_dir/pg_ctl" ]]; then
  log "PostgreSQL is not installed (no initdb/pg_ctl in /usr/lib/postgresql/*/bin)."
  log "Install it with: apt-get install -y --no-install-recommends postgresql   (or set PG_BIN)"
  exit 3
fi

# PostgreSQL refuses to run as root: as root, run it as the postgres system user.
as_db_user() {
  if [[ "$(id -u)" -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

ensure_postgres_user() {
  [[ "$(id -u)" -eq 0 ]] || return 0
  if ! id postgres >/dev/null 2>&1; then
    log "creating system user postgres"
    useradd --system --user-group --home-dir /var/lib/postgresql --shell /bin/bash postgres
  fi
}

is_running() {
  [[ -f "$data_dir/PG_VERSION" ]] && as_db_user "$bin_dir/pg_ctl" -D "$data_dir" status >/dev/null 2>&1
}

stop_server() {
  if is_running; then
    log "stopping server in $data_dir"
    as_db_user "$bin_dir/pg_ctl" -D "$data_dir" -m fast -w stop >/dev/null
  fi
  rm -rf "$data_dir"
}

port_in_use() {
  # bash's /dev/tcp: connecting succeeds only when something listens on the port.
  (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null
}

start_server() {
  ensure_postgres_user
  stop_server # a leftover cluster from an interrupted run: start from scratch
  if port_in_use; then
    log "port $port is already in use by another program; set PGPORT_TEST to a free port"
    exit 4
  fi

  mkdir -p "$data_dir"
  chmod 700 "$data_dir"
  if [[ "$(id -u)" -eq 0 ]]; then chown postgres:postgres "$data_dir"; fi

  log "initdb in $data_dir ($("$bin_dir/postgres" --version))"
  as_db_user "$bin_dir/initdb" -D "$data_dir" -U postgres --auth=trust \
    --encoding=UTF8 --locale=C --no-sync >"$data_dir.initdb.log" 2>&1 || {
    cat "$data_dir.initdb.log" >&2
    exit 5
  }
  rm -f "$data_dir.initdb.log"

  # Socket in the data dir: no need for /var/run/postgresql to exist or be writable.
  local options="-h 127.0.0.1 -p $port -k $data_dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
  if ! as_db_user "$bin_dir/pg_ctl" -D "$data_dir" -l "$data_dir/server.log" -o "$options" -w -t 60 start >/dev/null; then
    log "server did not start; its log:"
    cat "$data_dir/server.log" >&2 || true
    exit 6
  fi

  as_db_user "$bin_dir/createdb" -h 127.0.0.1 -p "$port" -U postgres "$database"
  log "ready on port $port"
  echo "$url"
}

case "${1:-}" in
  start) start_server ;;
  stop) stop_server ;;
  status)
    if is_running; then echo "$url"; else exit 1; fi
    ;;
  *)
    echo "usage: $0 start|stop|status" >&2
    exit 2
    ;;
esac
