#!/usr/bin/env bash
# Durable entry writes with and without group commit, in one run (SPEC §8, issue #14 item 4), and
# what a durable write costs against the same server's trivial GET (SPEC §21, issue #27).
#
#   bash bench/group_commit.sh [OUT_DIR]   # after `swift build -c release`; bench/run.sh calls it
#
# For each of REPEAT rounds, both modes in turn (off, then on): a fresh SQLite file, `habits serve`
# holding 200 every-day habits and no entries (`habits import`), `habits serve` on it (WAL,
# synchronous=FULL in both modes; HABITS_GROUP_COMMIT=off commits each write on its own), then
#   wrk -t2 -c16 -d$DURATION --latency -s bench/entries.lua URL
# where every request is a PUT /api/v1/trackers/ID/entries/DAY that changes that day (done, then
# skipped on the next visit), so each one commits. The server's and the other processes' CPU are
# recorded as in bench/run.sh. After each run the server is stopped and the file is read back with
# `habits export`: a pair's first visit creates its entry, so the file must hold at least as many
# entries as wrk counted answers, up to the 73,000 pairs (every acknowledged write is there;
# requests in flight when wrk stopped may add a few).
# With group commit on, the same server then answers `GET /healthz` under the same wrk settings
# (-t2 -c16 -d$DURATION, no script): the trivial GET that SPEC §21 compares durable writes with. The
# server's CPU (user + system from /proc/PID/stat) divided by the writes answered is the CPU per write.
# Last, one shorter run per mode under `strace -f -c -e trace=fdatasync` counts the fsyncs, to show
# how many writes each one carried (strace slows the server, so those runs are not in the figures).
#
# Writes OUT_DIR/wrk-writes-{off,on}-N.{txt,json}, wrk-healthz-N.{txt,json}, writes-{off,on}-N.entries, fsyncs-{off,on}.txt,
# then bench/group_commit_report.py makes OUT_DIR/../group-commit.{json,md}.
# Knobs: BENCH_DURATION=10s BENCH_REPEAT=3 BENCH_TODAY=2025-06-30 GROUP_TRACKERS=200 GROUP_STRACE=1
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${1:-bench/out/raw}
HABITS=.build/release/habits
DURATION=${BENCH_DURATION:-10s}
REPEAT=${BENCH_REPEAT:-3}
TODAY=${BENCH_TODAY:-2025-06-30}
TRACKERS=${GROUP_TRACKERS:-200}
export TZ=UTC HABITS_NOW=${TODAY}T12:00:00Z
mkdir -p "$OUT"
[ -x "$HABITS" ] || swift build -c release
WORK=$(mktemp -d)
SERVER_PID=
trap '[ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null; rm -rf "$WORK"; true' EXIT

busy_cpu() { awk -v hz="$(getconf CLK_TCK)" '/^cpu /{ printf "%.2f", ($2+$3+$4) / hz }' /proc/stat; }
server_cpu() { awk -v hz="$(getconf CLK_TCK)" '{ printf "%.2f", ($14+$15) / hz }' "/proc/$1/stat"; }

# The fresh file's content: TRACKERS every-day habits created 400 days before today, no entries,
# imported in one transaction (the ids are the document's).
python3 bench/every_day_habits.py "$TRACKERS" "$TODAY" >"$WORK/habits.json"
IDS=$(python3 -c 'import json,sys; print(" ".join(t["id"] for t in json.load(open(sys.argv[1]))["trackers"]))' "$WORK/habits.json")

# Starts `habits serve` on a fresh file (optionally under a wrapper command). Sets SERVER_PID (the
# wrapper's, if any), HABITS_PID and BASE.
start() {  # MODE DB [WRAPPER...]
    local mode=$1 db=$2
    shift 2
    rm -f "$db" "$db-wal" "$db-shm" "$WORK/serve.out"
    "$HABITS" --db "$db" import "$WORK/habits.json" >/dev/null
    HABITS_GROUP_COMMIT=$mode "$@" "$HABITS" serve --port 0 --db "$db" >"$WORK/serve.out" 2>/dev/null &
    SERVER_PID=$!
    for _ in $(seq 1000); do grep -q 'serving' "$WORK/serve.out" 2>/dev/null && break; sleep 0.01; done
    HABITS_PID=$SERVER_PID
    [ $# -gt 0 ] && HABITS_PID=$(pgrep -P "$SERVER_PID" | head -1)
    BASE=http://127.0.0.1:$(grep -o '127\.0\.0\.1:[0-9]*' "$WORK/serve.out" | cut -d: -f2)
    curl -sf -o /dev/null "$BASE/api/v1/categories"
}

stop() {
    kill -TERM "$HABITS_PID"
    wait "$SERVER_PID" || true
    SERVER_PID=
}

load() {  # DURATION OUTPUT
    ENTRY_TRACKERS=$IDS ENTRY_TODAY=$TODAY ENTRY_DAYS=365 WRK_THREADS=2 \
        wrk -t2 -c16 -d"$1" --latency -s bench/entries.lua "$BASE" >"$2" 2>&1
}

healthz() {  # DURATION OUTPUT
    wrk -t2 -c16 -d"$1" --latency "$BASE/healthz" >"$2" 2>&1
}

measured() {  # LOAD NAME: runs `LOAD DURATION OUT/NAME.txt` and writes OUT/NAME.json with the CPU used
    local busy server started wrk_cpu
    busy=$(busy_cpu) server=$(server_cpu "$HABITS_PID") started=$(date +%s%N)
    wrk_cpu=$( { TIMEFORMAT='%3U %3S'; time "$1" "$DURATION" "$OUT/$2.txt"; } 2>&1 )
    python3 bench/parse_wrk.py "$OUT/$2.txt" --cpu \
        "$(awk -v a="$(busy_cpu)" -v b="$busy" 'END{print a-b}' /dev/null)" \
        "$(awk -v a="$(server_cpu "$HABITS_PID")" -v b="$server" 'END{print a-b}' /dev/null)" \
        "$(awk '{print $1+$2}' <<<"$wrk_cpu")" "$((($(date +%s%N) - started) / 1000000))" "$(nproc)" \
        >"$OUT/$2.json"
}

one_run() {  # MODE RUN
    local mode=$1 run=$2 db="$WORK/writes.sqlite"
    start "$mode" "$db"
    measured load "wrk-writes-$mode-$run"
    if [ "$mode" = on ]; then
        measured healthz "wrk-healthz-$run"
        echo "GET /healthz on the same server, run $run: $(cat "$OUT/wrk-healthz-$run.json")"
    fi
    stop
    "$HABITS" --db "$db" export | python3 -c '
import json, sys
print(sum(len(t.get("completions", [])) + len(t.get("entries", [])) for t in json.load(sys.stdin)["trackers"]))' \
        >"$OUT/writes-$mode-$run.entries"
    echo "group commit $mode, run $run: $(cat "$OUT/wrk-writes-$mode-$run.json"), $(cat "$OUT/writes-$mode-$run.entries") entries in the file"
}

for run in $(seq "$REPEAT"); do
    one_run off "$run"
    one_run on "$run"
done

if [ "${GROUP_STRACE:-1}" = 1 ]; then
    command -v strace >/dev/null || { $([ "$(id -u)" = 0 ] || echo sudo) apt-get install -y -qq strace; }
    for mode in off on; do
        # --seccomp-bpf stops the server only at the traced call; -w times it on the wall clock.
        start "$mode" "$WORK/strace.sqlite" strace -f -w --seccomp-bpf -c -e trace=fdatasync,fsync -o "$OUT/fsyncs-$mode.txt"
        load 5s "$OUT/wrk-strace-$mode.txt"
        stop
        echo "under strace, group commit $mode: $(grep -Eo '[0-9]+ requests in' "$OUT/wrk-strace-$mode.txt"), $(awk '$NF == "fdatasync" { print $4 " fdatasync calls, " $3 " µs each" }' "$OUT/fsyncs-$mode.txt")"
    done
fi
python3 bench/group_commit_report.py "$OUT" "$TRACKERS"
