#!/usr/bin/env bash
# Durable entry writes with and without group commit, in one run (SPEC §8, issue #14 item 4).
# For each mode, REPEAT times in turn (off, on, off, on, …): a fresh SQLite file, `habits serve` on
# it, 50 every-day habits created through the API, then
#   wrk -t2 -c16 -d$DURATION --latency -s bench/entries.lua URL
# (each request a PUT /api/v1/trackers/ID/entries/DAY that changes the day, so each one commits;
# WAL with synchronous=FULL in both modes). HABITS_GROUP_COMMIT=off makes `habits serve` commit every
# write on its own. After each run the server is stopped and the file reopened with the CLI to count
# the entries written, which must equal the 200 responses' count (every acknowledged write is there).
#
#   bash bench/group_commit.sh OUT_DIR      # after `swift build -c release`; bench/run.sh calls it
# Knobs: BENCH_DURATION=10s BENCH_REPEAT=3 BENCH_TODAY=2025-06-30 GROUP_TRACKERS=50
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${1:-bench/out/raw}
HABITS=.build/release/habits
DURATION=${BENCH_DURATION:-10s}
REPEAT=${BENCH_REPEAT:-3}
TODAY=${BENCH_TODAY:-2025-06-30}
TRACKERS=${GROUP_TRACKERS:-50}
export TZ=UTC HABITS_NOW=${TODAY}T12:00:00Z
mkdir -p "$OUT"
WORK=$(mktemp -d)
SERVER_PID=
trap '[ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null; rm -rf "$WORK"; true' EXIT

created_on=$(python3 -c 'import datetime,sys; print(datetime.date.fromisoformat(sys.argv[1]) - datetime.timedelta(days=400))' "$TODAY")

one_run() {  # MODE RUN
    local mode=$1 run=$2 db="$WORK/$1-$2.sqlite" port base category ids=""
    HABITS_GROUP_COMMIT=$mode "$HABITS" serve --port 0 --db "$db" >"$WORK/serve.out" 2>/dev/null &
    SERVER_PID=$!
    for _ in $(seq 500); do grep -q 'serving' "$WORK/serve.out" 2>/dev/null && break; sleep 0.01; done
    port=$(grep -o '127\.0\.0\.1:[0-9]*' "$WORK/serve.out" | cut -d: -f2)
    base=http://127.0.0.1:$port
    category=$(curl -sf -X POST "$base/api/v1/categories" -H 'Content-Type: application/json' -d '{"name":"Bench"}' |
        python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
    for i in $(seq "$TRACKERS"); do
        ids+=" $(curl -sf -X POST "$base/api/v1/trackers" -H 'Content-Type: application/json' \
            -d "{\"name\":\"Habit $i\",\"kind\":\"habit\",\"frequency\":{\"kind\":\"weekdays\",\"weekdays\":[\"mon\",\"tue\",\"wed\",\"thu\",\"fri\",\"sat\",\"sun\"]},\"categoryId\":\"$category\",\"createdOn\":\"$created_on\"}" |
            python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')"
    done
    ENTRY_TRACKERS=$ids ENTRY_TODAY=$TODAY ENTRY_DAYS=365 WRK_THREADS=2 \
        wrk -t2 -c16 -d"$DURATION" --latency -s bench/entries.lua "$base" >"$OUT/wrk-writes-$mode-$run.txt" 2>&1
    kill -TERM "$SERVER_PID"; wait "$SERVER_PID" || true
    SERVER_PID=
    python3 bench/parse_wrk.py "$OUT/wrk-writes-$mode-$run.txt" >"$OUT/wrk-writes-$mode-$run.json"
    # Every acknowledged write is in the file: one entry per (tracker, day) written at least once.
    printf '%s\n' "$("$HABITS" --db "$db" export | python3 -c '
import json, sys
print(sum(len(t.get("completions", [])) + len(t.get("entries", [])) for t in json.load(sys.stdin)["trackers"]))')" \
        >"$OUT/writes-$mode-$run.entries"
    rm -f "$db" "$db-wal" "$db-shm"
    echo "group commit $mode, run $run: $(cat "$OUT/wrk-writes-$mode-$run.json"), $(cat "$OUT/writes-$mode-$run.entries") entries in the file"
}

for run in $(seq "$REPEAT"); do
    one_run off "$run"
    one_run on "$run"
done
