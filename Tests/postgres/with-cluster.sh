#!/usr/bin/env bash
# Runs a command beside a throw-away PostgreSQL 15 cluster, and removes the cluster afterwards,
# whether the command passed, failed or was interrupted.
#
#   bash Tests/postgres/with-cluster.sh [--durable] COMMAND [ARGS…]
#
# The cluster: `initdb` into a `mktemp -d` folder (as the `postgres` user when run as root, since
# initdb and postgres refuse root), a free loopback port, its socket in that folder (`-k`), an
# ordinary role `habits` (LOGIN CREATEDB, pg_signal_backend; not a superuser, no BYPASSRLS) owning a database
# `habits`. Without --durable it runs with fsync off (tests); with it, as shipped (benchmarks).
# COMMAND sees:
#   HABITS_TEST_DATABASE_URL   postgres://habits@127.0.0.1:PORT/habits  (fixtures create a fresh
#                              database per test from it: CREATE DATABASE … as the role habits)
#   HABITS_TEST_POSTGRES_PORT  the port;  HABITS_TEST_POSTGRES_DIR  the cluster's folder
# Needs Debian's postgresql package (/usr/lib/postgresql/15/bin).
set -euo pipefail

durable=0
if [[ "${1:-}" == "--durable" ]]; then durable=1; shift; fi
if [[ $# -eq 0 ]]; then
  echo "usage: with-cluster.sh [--durable] COMMAND [ARGS…]" >&2
  exit 64
fi

pg_bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [[ ! -x "$pg_bin/initdb" ]]; then
  echo "with-cluster.sh: PostgreSQL 15 is missing ($pg_bin/initdb); apt-get install -y postgresql" >&2
  exit 2
fi

as_postgres() {
  local tool="$1"; shift
  if [[ "$(id -u)" == 0 ]]; then runuser -u postgres -- "$pg_bin/$tool" "$@"; else "$pg_bin/$tool" "$@"; fi
}

dir="$(mktemp -d "${TMPDIR:-/tmp}/habits-pg-XXXXXX")"
started=0
cleanup() {
  if [[ $started == 1 ]]; then
    as_postgres pg_ctl -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || \
      as_postgres pg_ctl -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

if [[ "$(id -u)" == 0 ]]; then chown postgres:postgres "$dir"; fi
chmod 700 "$dir"
as_postgres initdb -D "$dir/data" -A trust -U postgres --no-sync -E UTF8 --locale=C >"$dir/initdb.log" 2>&1 || {
  cat "$dir/initdb.log" >&2; exit 1; }

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
settings="-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200"
if [[ $durable == 0 ]]; then settings="$settings -c fsync=off -c synchronous_commit=off -c full_page_writes=off"; fi
started=1
as_postgres pg_ctl -D "$dir/data" -l "$dir/log" -w -o "$settings" start >/dev/null || { cat "$dir/log" >&2; exit 1; }

psql_admin() { "$pg_bin/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U postgres "$@"; }
# pg_signal_backend lets the fixtures' `DROP DATABASE … WITH (FORCE)` end an autovacuum worker that
# happens to be in the test's database (its process belongs to no role the test role is a member of).
psql_admin -d postgres -c "CREATE ROLE habits LOGIN CREATEDB" -c "GRANT pg_signal_backend TO habits" \
  -c "CREATE DATABASE habits OWNER habits"

export HABITS_TEST_DATABASE_URL="postgres://habits@127.0.0.1:$port/habits"
export HABITS_TEST_POSTGRES_PORT="$port"
export HABITS_TEST_POSTGRES_DIR="$dir"
echo "with-cluster.sh: PostgreSQL 15 on 127.0.0.1:$port ($([[ $durable == 1 ]] && echo durable || echo 'fsync off'))" >&2

set +e
"$@"
status=$?
set -e
exit $status
