#!/usr/bin/env bash
# The hosted benchmark (SPEC §8, §13, §14, §21), part of `make bench`: two `habits serve` processes on
# one PostgreSQL 15 database holding 10,000 accounts × 10 trackers × 1 year. About 8 minutes.
#
#   bash bench/hosted.sh       # after `swift build -c release` (make bench does it)
#
# It starts its own durable throw-away cluster (Tests/postgres/with-cluster.sh --durable: fsync
# and synchronous_commit on, as shipped), loads the data with bench/hosted_load.sql, then measures
#   1. durable taps, 16 clients across both processes (wrk, bench/requests.lua), against pgbench's
#      one-row upsert (bench/upsert.sql) at 16 clients on the same server in the same run, as a
#      ratio; and pgbench with every client on one row (bench/upsert_one_row.sql), the ceiling for
#      taps that all belong to one account;
#   2. board reads across both processes (two wrk, 8 connections each);
#   3. RSS of each process, idle and after the runs;
#   4. a write on one process reaching an event-stream client of the other (bench/hosted_sse.py);
#   5. watchers at scale (SPEC §21): BENCH_STREAMS (5,000) event streams open on each process,
#      the database's statements per second while nothing changes (pg_stat_statements), and the
#      write probe of 4 with all of them open (bench/watchers.py);
#   6. the taps of 1 again through PgBouncer in transaction mode (SPEC §21: --pooler transaction,
#      LISTEN on --listen-database), two fresh processes, against pgbench's upsert through the
#      same PgBouncer and the direct figure.
# The HTTP requests are signed in (`Authorization: Bearer`) as BENCH_SIGNED_IN of the accounts
# (bench/hosted_accounts.py gives them names and tokens), spread over every one of them; each
# process has served every one of them once before the runs (their libraries are in memory, as
# a busy server's active accounts are; the per-account cache keeps up to 500).
# Results: bench/out/hosted/results.json and summary.md.
# Knobs: BENCH_DURATION=10s  BENCH_ACCOUNTS=10000  BENCH_SIGNED_IN=500  BENCH_TODAY=2025-06-30  HOSTED_PERF=0
#        BENCH_STREAMS=5000  BENCH_IDLE=30
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -z "${HABITS_TEST_DATABASE_URL:-}" ]]; then
    export HABITS_TEST_POSTGRES_SETTINGS="-c shared_preload_libraries=pg_stat_statements"
    exec bash Tests/postgres/with-cluster.sh --durable bash "$0" "$@"
fi

OUT=bench/out/hosted
HABITS=${HABITS_BIN:-.build/release/habits}
BENCH=${BENCH_BIN:-.build/release/habits-bench}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
DURATION=${BENCH_DURATION:-10s}
ACCOUNTS=${BENCH_ACCOUNTS:-10000}
SIGNED_IN=${BENCH_SIGNED_IN:-500}
TAP_DAYS=10
STREAMS=${BENCH_STREAMS:-5000}
IDLE=${BENCH_IDLE:-30}
TODAY=${BENCH_TODAY:-2025-06-30}
URL=$HABITS_TEST_DATABASE_URL
PORT=$HABITS_TEST_POSTGRES_PORT
export TZ=UTC HABITS_NOW=${TODAY}T12:00:00Z
step() { printf '\n== %s\n' "$*"; }
as_admin() { "$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORT" -U postgres -d habits "$@"; }
as_app() { "$PG_BIN/psql" -X -q -At -v ON_ERROR_STOP=1 -d "$URL" "$@"; }

command -v wrk >/dev/null || { echo "hosted.sh: wrk is missing (apt-get install -y wrk)" >&2; exit 2; }
[[ -x "$HABITS" && -x "$BENCH" ]] || { echo "hosted.sh: $HABITS or $BENCH is missing; swift build -c release" >&2; exit 2; }
rm -rf "$OUT"
mkdir -p "$OUT"
cut -d' ' -f1-3 /proc/loadavg >"$OUT/loadavg-start"

step "Loading $ACCOUNTS accounts × 10 trackers × 1 year (today $TODAY)"
"$HABITS" --database "$URL" category list >/dev/null   # migrates
as_admin -c "CREATE EXTENSION IF NOT EXISTS pg_stat_statements" >/dev/null
started=$(date +%s%N)
as_admin -v accounts="$ACCOUNTS" -v today="$TODAY" -f bench/hosted_load.sql | tee "$OUT/load.txt"
load_ms=$((($(date +%s%N) - started) / 1000000))
echo "loaded in $load_ms ms"
as_app -c "CREATE TABLE bench_upsert (id integer PRIMARY KEY, taps bigint NOT NULL)" \
       -c "INSERT INTO bench_upsert SELECT g, 0 FROM generate_series(1, 10000) g"
# The load's 2.5 GB go to disk now rather than in a checkpoint during the runs (without this, the
# event probe's p99 ranged from 27 to 174 ms; BENCHMARKS.md).
as_admin -c "CHECKPOINT"
# Account 1 signs in with a password hashed as the server hashes it; the others share that hash.
printf 'bench password 1\n' | "$HABITS" --database "$URL" user add bench1 >/dev/null
python3 bench/hosted_accounts.py --port "$PORT" --accounts "$SIGNED_IN" --today "$TODAY" --days "$TAP_DAYS" --out "$OUT/requests"

step "Two servers on $URL"
PIDS=()
trap 'for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null; done; true' EXIT
BASES=()
serve() {  # NAME [OPTIONS…]: starts `habits serve`, adds its pid to PIDS and its address to BASES
    local name=$1
    shift
    "$HABITS" serve --port 0 --connections 8 --max-streams $((STREAMS + 1000)) "$@" >"$OUT/serve-$name.out" 2>"$OUT/serve-$name.log" &
    PIDS+=($!)
    for _ in $(seq 1000); do grep -q 'serving' "$OUT/serve-$name.out" 2>/dev/null && break; sleep 0.01; done
    BASES+=("$(grep -o 'serving http://127\.0\.0\.1:[0-9]*' "$OUT/serve-$name.out" | cut -d' ' -f2)")
}
for name in a b; do serve "$name" --database "$URL"; done
rss() { awk -v field="$2:" '$1 == field { print $2 }' "/proc/$1/status"; }  # kB
sleep 1
IDLE_RSS=("$(rss "${PIDS[0]}" VmRSS)" "$(rss "${PIDS[1]}" VmRSS)")
# Every signed-in account's board once on each process: their libraries are loaded (again, after
# the other process wrote).
warm_boards() {
python3 - "$OUT/requests/boards.txt" "${BASES[@]}" <<'PY'
import http.client, sys
from urllib.parse import urlsplit
lines = [line.split() for line in open(sys.argv[1])]
for base in sys.argv[2:]:
    parts = urlsplit(base)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    for token, path in lines:
        connection.request("GET", path, headers={"Authorization": f"Bearer {token}"})
        answer = connection.getresponse()
        answer.read()
        if answer.status != 200:
            raise SystemExit(f"{base}{path}: {answer.status}")
PY
}
warm_boards
WARM_RSS=("$(rss "${PIDS[0]}" VmRSS)" "$(rss "${PIDS[1]}" VmRSS)")
echo "${BASES[*]}; RSS idle ${IDLE_RSS[*]} kB, with $SIGNED_IN accounts loaded ${WARM_RSS[*]} kB"

# The taps' completions (the last TAP_DAYS days of the habits of accounts 1…LAST, by default
# every signed-in one) start undone; the revision bump and its NOTIFY make both processes reload
# those libraries (warm_boards does it before a run, so the run does not time the reloads).
undo_all() {  # [LAST]
    local last=${1:-$SIGNED_IN}
    as_admin -c "BEGIN; DELETE FROM entries WHERE account_id <= $last AND day >= date '$TODAY' - $TAP_DAYS AND day < date '$TODAY';
                 WITH bumped AS (UPDATE accounts SET revision = revision + 1 WHERE id <= $last RETURNING id, revision)
                 SELECT count(pg_notify('habits_changes', id || ':' || revision)) FROM bumped;
                 COMMIT;" >/dev/null
}

# Two wrk processes at once, one per server, 8 connections each, each with its requests (a file
# each, or every other line of one); their figures are summed (requests/s) or the larger taken
# (p99). A person's taps go to one process at a time, as a person taps one device at a time: the
# taps of one account arriving on both processes at once would make each reload the library the
# other just wrote, every time (a person tapping on two devices pays that once per tap).
both_wrk() {  # NAME TOGGLE FILE-A [FILE-B]
    local name=$1 toggle=$2 file_a=$3 file_b=${4:-$3} parts=2
    [[ $# -eq 4 ]] && parts=1
    REQUESTS_FILE=$file_a TOGGLE=$toggle PARTS=$parts PART=0 WRK_THREADS=1 \
        wrk -t1 -c8 -d"$DURATION" --latency -s bench/requests.lua "${BASES[0]}" >"$OUT/wrk-$name-a.txt" 2>&1 &
    local first=$!
    REQUESTS_FILE=$file_b TOGGLE=$toggle PARTS=$parts PART=$((parts - 1)) WRK_THREADS=1 \
        wrk -t1 -c8 -d"$DURATION" --latency -s bench/requests.lua "${BASES[1]}" >"$OUT/wrk-$name-b.txt" 2>&1
    wait "$first"
    python3 - "$OUT/wrk-$name-a.txt" "$OUT/wrk-$name-b.txt" >"$OUT/wrk-$name.json" <<'PY'
import json, sys
sys.path.insert(0, "bench")
from parse_wrk import parse
runs = [parse(open(path).read()) for path in sys.argv[1:]]
print(json.dumps({"rps": round(sum(r["rps"] for r in runs), 1), "p50_ms": max(r["p50_ms"] for r in runs),
                  "p99_ms": max(r["p99_ms"] for r in runs), "non_2xx": sum(r["non_2xx"] for r in runs),
                  "socket_errors": sum(r["socket_errors"] for r in runs), "per_process_rps": [r["rps"] for r in runs]}))
PY
    echo "$name: $(cat "$OUT/wrk-$name.json")"
}
pgbench_run() {  # NAME SCRIPT
    "$PG_BIN/pgbench" -n -f "$2" -c 16 -j 2 -T "${DURATION%s}" -h 127.0.0.1 -p "$PORT" -U habits habits >"$OUT/pgbench-$1.txt" 2>&1
    local tps
    tps=$(grep -oP 'tps = \K[\d.]+(?= \(without initial connection time\))' "$OUT/pgbench-$1.txt")
    echo "{\"tps\": $tps}" >"$OUT/pgbench-$1.json"
    echo "pgbench $1: $tps tps"
}

step "Durable taps, 16 clients across both processes, and pgbench on the same server"
undo_all
warm_boards
# HOSTED_PERF=1: a call-graph profile of the first process during the taps (perf report -i …).
profiler=
if [[ "${HOSTED_PERF:-0}" == 1 ]]; then
    perf record -e cpu-clock -F 499 --call-graph dwarf,16384 -p "${PIDS[0]}" -o "$OUT/perf-taps.data" -- sleep "${DURATION%s}" >/dev/null 2>&1 &
    profiler=$!
fi
both_wrk taps 1 "$OUT/requests/taps-0.txt" "$OUT/requests/taps-1.txt"
[[ -n "$profiler" ]] && wait "$profiler"
pgbench_run upsert bench/upsert.sql
pgbench_run upsert-one-row bench/upsert_one_row.sql
# The same taps through the store for sixteen accounts (2–17), eight threads in each of two
# processes: what the server's writes come to once requests are spread over accounts.
"$BENCH" hosted-taps "$URL" 2 8 "${DURATION%s}" "$TODAY" >"$OUT/store-taps-a.json" &
first=$!
"$BENCH" hosted-taps "$URL" 10 8 "${DURATION%s}" "$TODAY" >"$OUT/store-taps-b.json"
wait "$first"
python3 -c '
import json, sys
runs = [json.load(open(path)) for path in sys.argv[1:]]
print(json.dumps({"tps": round(sum(r["tps"] for r in runs), 1), "p50_ms": max(r["p50_ms"] for r in runs),
                  "p99_ms": max(r["p99_ms"] for r in runs), "per_process_tps": [r["tps"] for r in runs]}))' \
    "$OUT/store-taps-a.json" "$OUT/store-taps-b.json" >"$OUT/store-taps.json"
echo "store taps, 16 accounts: $(cat "$OUT/store-taps.json")"

step "Board reads across both processes"
warm_boards
both_wrk board 0 "$OUT/requests/boards.txt"

LOADED_RSS=("$(rss "${PIDS[0]}" VmRSS)" "$(rss "${PIDS[1]}" VmRSS)")
HWM=("$(rss "${PIDS[0]}" VmHWM)" "$(rss "${PIDS[1]}" VmHWM)")

step "A write on one process reaching an event stream on the other"
undo_all 1
TOKEN_1=$(head -1 "$OUT/requests/tokens.txt")
python3 bench/hosted_sse.py "${BASES[0]}" "${BASES[1]}" $(awk -v token="$TOKEN_1" '$1 == token { print $2 }' "$OUT/requests/taps-0.txt") \
    --token="$TOKEN_1" --count 300 --out "$OUT/sse.json"

step "Watchers at scale: $STREAMS event streams open on each process"
python3 bench/watchers.py "${BASES[0]}" "${BASES[1]}" --tokens "$OUT/requests/tokens.txt" --streams "$STREAMS" \
    --admin-url "postgres://postgres@127.0.0.1:$PORT/habits" --idle "$IDLE" \
    --probe-path "$(awk -v token="$TOKEN_1" '$1 == token { print $2; exit }' "$OUT/requests/taps-0.txt")" \
    --count 300 --out "$OUT/watchers.json"

step "Durable taps through PgBouncer in transaction mode"
for pid in "${PIDS[@]}"; do kill -TERM "$pid"; wait "$pid" || true; done
PIDS=() BASES=()
POOLER=$HABITS_TEST_POOLER_PORT
POOLED_URL="postgres://habits@127.0.0.1:$POOLER/habits"
for name in c d; do serve "$name" --database "$POOLED_URL" --pooler transaction --listen-database "$URL"; done
undo_all
warm_boards
both_wrk pooled-taps 1 "$OUT/requests/taps-0.txt" "$OUT/requests/taps-1.txt"
"$PG_BIN/pgbench" -n -f bench/upsert.sql -c 16 -j 2 -T "${DURATION%s}" -h 127.0.0.1 -p "$POOLER" -U habits habits >"$OUT/pgbench-pooled-upsert.txt" 2>&1
echo "{\"tps\": $(grep -oP 'tps = \K[\d.]+(?= \(without initial connection time\))' "$OUT/pgbench-pooled-upsert.txt")}" >"$OUT/pgbench-pooled-upsert.json"
echo "pgbench through PgBouncer: $(cat "$OUT/pgbench-pooled-upsert.json")"

cut -d' ' -f1-3 /proc/loadavg >"$OUT/loadavg-end"
python3 - "$OUT" "$load_ms" "${IDLE_RSS[@]}" "${LOADED_RSS[@]}" "${HWM[@]}" "$DURATION" "$ACCOUNTS" "$SIGNED_IN" "${WARM_RSS[@]}" <<'PY'
import json, sys
out, load_ms = sys.argv[1], int(sys.argv[2])
idle, loaded, hwm = sys.argv[3:5], sys.argv[5:7], sys.argv[7:9]
duration, accounts, signed_in = sys.argv[9], int(sys.argv[10]), int(sys.argv[11])
warm = sys.argv[12:14]
read = lambda name: json.load(open(f"{out}/{name}.json"))
taps, board, sse = read("wrk-taps"), read("wrk-board"), read("sse")
upsert, one_row = read("pgbench-upsert"), read("pgbench-upsert-one-row")
store_taps = read("store-taps")
watchers, pooled_taps, pooled_upsert = read("watchers"), read("wrk-pooled-taps"), read("pgbench-pooled-upsert")
results = {"accounts": accounts, "load_ms": load_ms, "duration": duration, "taps": taps, "board": board, "sse": sse,
           "store_taps": store_taps, "store_taps_vs_pgbench": round(store_taps["tps"] / upsert["tps"], 3),
           "pgbench_upsert": upsert, "pgbench_upsert_one_row": one_row,
           "taps_vs_pgbench": round(taps["rps"] / upsert["tps"], 3),
           "taps_vs_pgbench_one_row": round(taps["rps"] / one_row["tps"], 3),
           "watchers": watchers, "pooled_taps": pooled_taps, "pgbench_pooled_upsert": pooled_upsert,
           "pooled_taps_vs_pgbench": round(pooled_taps["rps"] / upsert["tps"], 3),
           "pooled_taps_vs_pooled_pgbench": round(pooled_taps["rps"] / pooled_upsert["tps"], 3),
           "signed_in_accounts": signed_in,
           "rss_kb": {"idle": list(map(int, idle)), "warm": list(map(int, warm)), "after": list(map(int, loaded)),
                      "peak": list(map(int, hwm))},
           "loadavg": [open(f"{out}/loadavg-start").read().strip(), open(f"{out}/loadavg-end").read().strip()]}
json.dump(results, open(f"{out}/results.json", "w"), indent=1)
mb = lambda kb: f"{int(kb) / 1024:.0f} MB"
lines = [
    f"| What | Measured | Target |", "| --- | --- | --- |",
    f"| pgbench one-row upsert, 16 clients (10,000 keys) | {upsert['tps']:.0f} tps | |",
    f"| Durable taps through the store, 16 accounts, 8 threads in each of 2 processes | {store_taps['tps']:.0f} taps/s (p99 {store_taps['p99_ms']:.1f} ms), {results['store_taps_vs_pgbench']:.0%} of pgbench | ≥ 50 % |",
    f"| Durable taps over HTTP, 16 clients over 2 processes, signed in as {signed_in} accounts in turn | {taps['rps']:.0f} req/s (p99 {taps['p99_ms']:.1f} ms), {results['taps_vs_pgbench']:.0%} of pgbench | ≥ 35 % (SPEC §21; §8: ≥ 50 %) |",
    f"| The same through PgBouncer in transaction mode (`--pooler transaction`) | {pooled_taps['rps']:.0f} req/s (p99 {pooled_taps['p99_ms']:.1f} ms), {results['pooled_taps_vs_pgbench']:.0%} of pgbench; pgbench through the same PgBouncer {pooled_upsert['tps']:.0f} tps ({results['pooled_taps_vs_pooled_pgbench']:.0%}) | works (SPEC §21) |",
    f"| pgbench, every client on one row (one account's ceiling) | {one_row['tps']:.0f} tps | |",
    f"| Board reads over 2 processes, {signed_in} accounts in turn | {board['rps']:.0f} req/s, p99 {board['p99_ms']:.1f} ms | ≥ 5,000 req/s, p99 ≤ 20 ms |",
    f"| RSS per process: idle / {signed_in} accounts loaded / after the runs / peak | {', '.join(mb(kb) for kb in idle)} / {', '.join(mb(kb) for kb in warm)} / {', '.join(mb(kb) for kb in loaded)} / {', '.join(mb(kb) for kb in hwm)} | ≤ 256 MB |",
    f"| Write on one process → event on the other ({sse['count']} writes) | p50 {sse['p50_ms']} ms, p99 {sse['p99_ms']} ms, max {sse['max_ms']} ms | p99 ≤ 100 ms |",
    f"| {watchers['streams_per_process']:,} event streams open on each of 2 processes: database statements while nothing changes ({watchers['idle_s']:.0f} s, pg_stat_statements) | {watchers['idle_queries_per_s']:.2f}/s ({watchers['idle_statements']} statements) | ≤ 2/s (SPEC §21) |",
    f"| … and a write on one process → event on the other, with them open ({watchers['write_to_other_process']['count']} writes) | p50 {watchers['write_to_other_process']['p50_ms']} ms, p99 {watchers['write_to_other_process']['p99_ms']} ms, max {watchers['write_to_other_process']['max_ms']} ms | p99 ≤ 100 ms (SPEC §21) |",
    f"", f"Load of {accounts:,} accounts: {load_ms / 1000:.0f} s. Load average at start / end: {results['loadavg'][0]} / {results['loadavg'][1]}.",
]
open(f"{out}/summary.md", "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
PY
