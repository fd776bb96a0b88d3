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
# HABITS_TEST_POSTGRES_SETTINGS adds server settings (`-c name=value …`; the hosted benchmark
# loads pg_stat_statements).
# Beside it, when Debian's pgbouncer is installed, a PgBouncer in transaction mode (SPEC §21) on
# another free port, for every database of the cluster (`* =`), trusting the roles habits and
# postgres, with at most 10 server connections per database and user.
# COMMAND sees:
#   HABITS_TEST_DATABASE_URL   postgres://habits@127.0.0.1:PORT/habits  (fixtures create a fresh
#                              database per test from it: CREATE DATABASE … as the role habits)
#   HABITS_TEST_POSTGRES_PORT  the port;  HABITS_TEST_POSTGRES_DIR  the cluster's folder
#   HABITS_TEST_POOLER_PORT    PgBouncer's port, when it runs (a database's URL through it is
#                              postgres://habits@127.0.0.1:POOLER_PORT/DATABASE)
# Needs Debian's postgresql package (/usr/lib/postgresql/15/bin); pgbouncer is optional.
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
  if [[ -f "$dir/pgbouncer.pid" ]]; then
    bouncer="$(cat "$dir/pgbouncer.pid")"
    kill "$bouncer" 2>/dev/null || true
    for _ in $(seq 100); do kill -0 "$bouncer" 2>/dev/null || break; sleep 0.05; done
  fi
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
settings="-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 ${HABITS_TEST_POSTGRES_SETTINGS:-}"
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

# PgBouncer refuses to run as root, like postgres; it reads its files from the cluster's folder.
if [[ -x /usr/sbin/pgbouncer ]]; then
  pooler="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=$port
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $pooler
unix_socket_dir =
auth_type = trust
auth_file = $dir/pgbouncer-users.txt
pool_mode = transaction
default_pool_size = 10
max_client_conn = 2000
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
  printf '"habits" ""\n"postgres" ""\n' >"$dir/pgbouncer-users.txt"
  if [[ "$(id -u)" == 0 ]]; then
    chown postgres:postgres "$dir/pgbouncer.ini" "$dir/pgbouncer-users.txt"
    runuser -u postgres -- /usr/sbin/pgbouncer -d "$dir/pgbouncer.ini" >/dev/null
  else
    /usr/sbin/pgbouncer -d "$dir/pgbouncer.ini" >/dev/null
  fi
  for _ in $(seq 200); do
    (exec 3<>"/dev/tcp/127.0.0.1/$pooler") 2>/dev/null && break
    sleep 0.05
  done
  export HABITS_TEST_POOLER_PORT="$pooler"
  echo "with-cluster.sh: PgBouncer 1.18 in transaction mode on 127.0.0.1:$pooler" >&2
fi

set +e
"$@"
status=$?
set -e
exit $status
