#!/usr/bin/env bash
# The hosted benchmark (SPEC §8, §13, §14), part of `make bench`: two `habits serve` processes on
# one PostgreSQL 15 database holding 10,000 accounts × 10 trackers × 1 year. About 3 minutes.
#
#   bash bench/hosted.sh       # after `swift build -c release` (make bench does it)
#
# It starts its own durable throw-away cluster (Tests/postgres/with-cluster.sh --durable: fsync
# and synchronous_commit on, as shipped), loads the data with bench/hosted_load.sql, then measures
#   1. durable taps, 16 clients across both processes (wrk, bench/toggle.lua), against pgbench's
#      one-row upsert (bench/upsert.sql) at 16 clients on the same server in the same run, as a
#      ratio; and pgbench with every client on one row (bench/upsert_one_row.sql), the ceiling for
#      taps that all belong to one account;
#   2. board reads across both processes (two wrk, 8 connections each);
#   3. RSS of each process, idle and after the runs;
#   4. a write on one process reaching an event-stream client of the other (bench/hosted_sse.py).
# Until accounts are wired into the server every request is the personal account's (account 1),
# one of the 10,000 on the big database. Results: bench/out/hosted/results.json and summary.md.
# Knobs: BENCH_DURATION=10s  BENCH_ACCOUNTS=10000  BENCH_TODAY=2025-06-30
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -z "${HABITS_TEST_DATABASE_URL:-}" ]]; then
    exec bash Tests/postgres/with-cluster.sh --durable bash "$0" "$@"
fi

OUT=bench/out/hosted
HABITS=${HABITS_BIN:-.build/release/habits}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
DURATION=${BENCH_DURATION:-10s}
ACCOUNTS=${BENCH_ACCOUNTS:-10000}
TODAY=${BENCH_TODAY:-2025-06-30}
URL=$HABITS_TEST_DATABASE_URL
PORT=$HABITS_TEST_POSTGRES_PORT
export TZ=UTC HABITS_NOW=${TODAY}T12:00:00Z
step() { printf '\n== %s\n' "$*"; }
as_admin() { "$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORT" -U postgres -d habits "$@"; }
as_app() { "$PG_BIN/psql" -X -q -At -v ON_ERROR_STOP=1 -d "$URL" "$@"; }

command -v wrk >/dev/null || { echo "hosted.sh: wrk is missing (apt-get install -y wrk)" >&2; exit 2; }
[[ -x "$HABITS" ]] || { echo "hosted.sh: $HABITS is missing; swift build -c release" >&2; exit 2; }
rm -rf "$OUT"
mkdir -p "$OUT"
cut -d' ' -f1-3 /proc/loadavg >"$OUT/loadavg-start"

step "Loading $ACCOUNTS accounts × 10 trackers × 1 year (today $TODAY)"
"$HABITS" --database "$URL" category list >/dev/null   # migrates
started=$(date +%s%N)
as_admin -v accounts="$ACCOUNTS" -v today="$TODAY" -f bench/hosted_load.sql | tee "$OUT/load.txt"
load_ms=$((($(date +%s%N) - started) / 1000000))
echo "loaded in $load_ms ms"
as_app -c "CREATE TABLE bench_upsert (id integer PRIMARY KEY, taps bigint NOT NULL)" \
       -c "INSERT INTO bench_upsert SELECT g, 0 FROM generate_series(1, 10000) g"

step "Two servers on $URL"
PIDS=()
trap 'for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null; done; true' EXIT
BASES=()
for name in a b; do
    "$HABITS" serve --port 0 --database "$URL" --connections 8 >"$OUT/serve-$name.out" 2>"$OUT/serve-$name.log" &
    PIDS+=($!)
    for _ in $(seq 1000); do grep -q 'serving' "$OUT/serve-$name.out" 2>/dev/null && break; sleep 0.01; done
    BASES+=("$(grep -o 'serving http://127\.0\.0\.1:[0-9]*' "$OUT/serve-$name.out" | cut -d' ' -f2)")
done
rss() { awk -v field="$2:" '$1 == field { print $2 }' "/proc/$1/status"; }  # kB
for base in "${BASES[@]}"; do curl -sf -o /dev/null "$base/api/v1/board"; done
sleep 1
IDLE_RSS=("$(rss "${PIDS[0]}" VmRSS)" "$(rss "${PIDS[1]}" VmRSS)")
echo "${BASES[*]}; idle RSS ${IDLE_RSS[*]} kB"

# Every completion of account 1's ten habits over the last 30 days: both processes toggle them,
# each its own half, starting from "undone" (set in SQL; the revision bump makes both reload).
PATHS=$(curl -sf "${BASES[0]}/api/v1/trackers" | python3 -c '
import datetime, json, sys
today = datetime.date.fromisoformat(sys.argv[1])
print(" ".join("/api/v1/trackers/%s/completions/%s" % (t["id"], today - datetime.timedelta(days=d))
               for t in json.load(sys.stdin) for d in range(30)))' "$TODAY")
read -r -a ALL_PATHS <<<"$PATHS"
HALF=$((${#ALL_PATHS[@]} / 2))
PATHS_A="${ALL_PATHS[*]:0:$HALF}"
PATHS_B="${ALL_PATHS[*]:$HALF}"
undo_all() {
    as_admin -c "BEGIN; DELETE FROM entries WHERE account_id = 1 AND day > date '$TODAY' - 30;
                 UPDATE accounts SET revision = revision + 1 WHERE id = 1; COMMIT;"
    for base in "${BASES[@]}"; do curl -sf -o /dev/null "$base/api/v1/board"; done
}

# Two wrk processes at once, one per server, 8 connections each; their figures are summed
# (requests/s) or the larger taken (p99).
both_wrk() {  # NAME WRK-ARGS… (the base URL is appended per server)
    local name=$1; shift
    TOGGLE_PATHS=$PATHS_A WRK_THREADS=1 wrk -t1 -c8 -d"$DURATION" --latency "$@" "${BASES[0]}${SUFFIX:-}" >"$OUT/wrk-$name-a.txt" 2>&1 &
    local first=$!
    TOGGLE_PATHS=$PATHS_B WRK_THREADS=1 wrk -t1 -c8 -d"$DURATION" --latency "$@" "${BASES[1]}${SUFFIX:-}" >"$OUT/wrk-$name-b.txt" 2>&1
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
both_wrk taps -s bench/toggle.lua
pgbench_run upsert bench/upsert.sql
pgbench_run upsert-one-row bench/upsert_one_row.sql

step "Board reads across both processes"
SUFFIX=/api/v1/board both_wrk board -H 'Accept-Encoding: gzip'

LOADED_RSS=("$(rss "${PIDS[0]}" VmRSS)" "$(rss "${PIDS[1]}" VmRSS)")
HWM=("$(rss "${PIDS[0]}" VmHWM)" "$(rss "${PIDS[1]}" VmHWM)")

step "A write on one process reaching an event stream on the other"
undo_all
python3 bench/hosted_sse.py "${BASES[0]}" "${BASES[1]}" ${PATHS_A} --count 300 --out "$OUT/sse.json"

cut -d' ' -f1-3 /proc/loadavg >"$OUT/loadavg-end"
python3 - "$OUT" "$load_ms" "${IDLE_RSS[@]}" "${LOADED_RSS[@]}" "${HWM[@]}" "$DURATION" "$ACCOUNTS" <<'PY'
import json, sys
out, load_ms = sys.argv[1], int(sys.argv[2])
idle, loaded, hwm = sys.argv[3:5], sys.argv[5:7], sys.argv[7:9]
duration, accounts = sys.argv[9], int(sys.argv[10])
read = lambda name: json.load(open(f"{out}/{name}.json"))
taps, board, sse = read("wrk-taps"), read("wrk-board"), read("sse")
upsert, one_row = read("pgbench-upsert"), read("pgbench-upsert-one-row")
results = {"accounts": accounts, "load_ms": load_ms, "duration": duration, "taps": taps, "board": board, "sse": sse,
           "pgbench_upsert": upsert, "pgbench_upsert_one_row": one_row,
           "taps_vs_pgbench": round(taps["rps"] / upsert["tps"], 3),
           "taps_vs_pgbench_one_row": round(taps["rps"] / one_row["tps"], 3),
           "rss_kb": {"idle": list(map(int, idle)), "after": list(map(int, loaded)), "peak": list(map(int, hwm))},
           "loadavg": [open(f"{out}/loadavg-start").read().strip(), open(f"{out}/loadavg-end").read().strip()]}
json.dump(results, open(f"{out}/results.json", "w"), indent=1)
mb = lambda kb: f"{int(kb) / 1024:.0f} MB"
lines = [
    f"| What | Measured | Target |", "| --- | --- | --- |",
    f"| Durable taps, 16 clients over 2 processes | {taps['rps']:.0f} req/s (p99 {taps['p99_ms']:.1f} ms) | |",
    f"| pgbench one-row upsert, 16 clients (10,000 keys) | {upsert['tps']:.0f} tps | |",
    f"| Taps ÷ pgbench | {results['taps_vs_pgbench']:.0%} | ≥ 50 % |",
    f"| pgbench, every client on one row | {one_row['tps']:.0f} tps (taps ÷ it: {results['taps_vs_pgbench_one_row']:.0%}) | |",
    f"| Board reads over 2 processes | {board['rps']:.0f} req/s, p99 {board['p99_ms']:.1f} ms | ≥ 5,000 req/s, p99 ≤ 20 ms |",
    f"| RSS per process: idle / after the runs / peak | {', '.join(mb(kb) for kb in idle)} / {', '.join(mb(kb) for kb in loaded)} / {', '.join(mb(kb) for kb in hwm)} | ≤ 256 MB |",
    f"| Write on one process → event on the other ({sse['count']} writes) | p50 {sse['p50_ms']} ms, p99 {sse['p99_ms']} ms, max {sse['max_ms']} ms | p99 ≤ 100 ms |",
    f"", f"Load of {accounts:,} accounts: {load_ms / 1000:.0f} s. Load average at start / end: {results['loadavg'][0]} / {results['loadavg'][1]}.",
]
open(f"{out}/summary.md", "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
PY
