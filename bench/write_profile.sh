#!/usr/bin/env bash
# Where a durable write's CPU goes (SPEC §21, issue #27), on the data of bench/group_commit.sh (200
# every-day habits, no entries). Not part of `make bench`; run after `swift build -c release`.
#
#   bash bench/write_profile.sh [N] [SECONDS]     # writes bench/out/write-profile/
#
# 1. callgrind: N durable `PUT /api/v1/trackers/ID/entries/DAY` one after another (after 20 to warm
#    up), each its own batch: instructions per write (reproducible on a loaded machine, unlike time).
# 2. perf (software clock, DWARF call graphs: this VM has no hardware counters and libmicrohttpd has
#    no frame pointers) of the server under `wrk -t2 -c16 -s bench/entries.lua` for SECONDS: the
#    share of the server's samples under each part of a write (bench/fold_perf.py), and
#    `perf stat`'s context switches and CPU per write, beside the same for `GET /healthz`.
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-200}
SECONDS_PROFILED=${2:-6}
HABITS=${HABITS_BIN:-.build/release/habits}
OUT=bench/out/write-profile
TODAY=2025-06-30
export TZ=UTC HABITS_NOW=${TODAY}T12:00:00Z
rm -rf "$OUT" && mkdir -p "$OUT"
command -v valgrind >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind; }
command -v perf >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq linux-perf; }

python3 bench/every_day_habits.py 200 "$TODAY" >"$OUT/habits.json"
IDS=$(python3 -c 'import json,sys; print(" ".join(t["id"] for t in json.load(open(sys.argv[1]))["trackers"]))' "$OUT/habits.json")
fresh() { rm -f "$1" "$1-wal" "$1-shm"; "$HABITS" --db "$1" import "$OUT/habits.json" >/dev/null; }
started() {  # LOG: the server's address once it serves
    for _ in $(seq 600); do grep -q serving "$1" 2>/dev/null && break; sleep 0.1; done
    echo "http://127.0.0.1:$(grep -o '127\.0\.0\.1:[0-9]*' "$1" | cut -d: -f2)"
}

# 1. Instructions per write.
fresh "$OUT/callgrind.sqlite"
valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind.out" "$HABITS" serve --port 0 --db "$OUT/callgrind.sqlite" \
    >"$OUT/serve-callgrind.out" 2>"$OUT/valgrind.log" &
PID=$!
BASE=$(started "$OUT/serve-callgrind.out")
python3 - "$BASE" "$N" "$PID" "$TODAY" $IDS <<'PY'
import datetime, http.client, subprocess, sys, urllib.parse
base, n, pid, today, ids = sys.argv[1], int(sys.argv[2]), sys.argv[3], datetime.date.fromisoformat(sys.argv[4]), sys.argv[5:]
parts = urllib.parse.urlsplit(base)
connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=600)
def put(i):
    day = (today - datetime.timedelta(days=(i // len(ids)) % 300)).isoformat()
    connection.request("PUT", f"/api/v1/trackers/{ids[i % len(ids)]}/entries/{day}", body='{"state":"done"}',
                       headers={"Content-Type": "application/json"})
    answer = connection.getresponse()
    answer.read()
    assert answer.status == 200, answer.status
for i in range(20): put(i)
subprocess.run(["callgrind_control", "-z", pid], capture_output=True)
for i in range(20, 20 + n): put(i)
subprocess.run(["callgrind_control", "-d", "writes", pid], capture_output=True)
PY
kill -TERM "$PID"; wait "$PID" || true
dump=$(ls "$OUT"/callgrind.out.* | head -1)
awk -v n="$N" '/^summary:/ { printf "%.0f\n", $2 / n }' "$dump" >"$OUT/instructions-per-write.txt"
echo "callgrind: $(cat "$OUT/instructions-per-write.txt") instructions per durable write (user space, $N writes one after another)"

# 2. perf under load, and perf stat for writes and /healthz.
fresh "$OUT/perf.sqlite"
"$HABITS" serve --port 0 --db "$OUT/perf.sqlite" >"$OUT/serve-perf.out" 2>/dev/null &
PID=$!
BASE=$(started "$OUT/serve-perf.out")
writes() { ENTRY_TRACKERS=$IDS ENTRY_TODAY=$TODAY ENTRY_DAYS=365 WRK_THREADS=2 wrk -t2 -c16 -d"$1" -s bench/entries.lua "$BASE"; }
writes $((SECONDS_PROFILED + 2))s >"$OUT/wrk-perf.txt" 2>&1 &
WRK=$!
sleep 1
perf record -q -e cpu-clock -F 499 --call-graph dwarf,16384 -p "$PID" -o "$OUT/perf.data" -- sleep "$SECONDS_PROFILED" 2>/dev/null
wait "$WRK"
for kind in writes healthz; do
    if [ "$kind" = writes ]; then writes 8s >"$OUT/wrk-$kind.txt" 2>&1 &
    else wrk -t2 -c16 -d8s "$BASE/healthz" >"$OUT/wrk-$kind.txt" 2>&1 & fi
    WRK=$!
    sleep 1
    perf stat -e context-switches,task-clock -p "$PID" -o "$OUT/stat-$kind.txt" -- sleep 5 2>/dev/null
    wait "$WRK"
    python3 - "$kind" "$OUT/wrk-$kind.txt" "$OUT/stat-$kind.txt" <<'PY'
import re, sys
kind, wrk, stat = sys.argv[1:]
rps = float(re.search(r"Requests/sec:\s+([\d.]+)", open(wrk).read()).group(1))
text = open(stat).read()
switches = float(re.search(r"([\d,]+)\s+context-switches", text).group(1).replace(",", ""))
clock = float(re.search(r"([\d,.]+)\s+msec task-clock", text).group(1).replace(",", ""))
print(f"{kind}: {rps:,.0f} req/s, {switches / (rps * 5):.2f} context switches and {clock * 1000 / (rps * 5):.0f} µs of server CPU per request")
PY
done
kill -TERM "$PID"; wait "$PID" || true
perf script -i "$OUT/perf.data" 2>/dev/null | swift demangle --simplified >"$OUT/perf-script.txt"
python3 bench/fold_perf.py "$OUT/perf-script.txt" | tee "$OUT/breakdown.txt"
