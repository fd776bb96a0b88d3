#!/usr/bin/env bash
# Profiles the release server with callgrind (instruction counts; `perf` has no hardware counters in
# this VM) on the 50 trackers × 10 years database that bench/run.sh imported:
#   1. writes: N completion writes alone (PUT and DELETE in turn, each a durable commit);
#   2. cold: N home pages, each right after such a write, so that each renders (writes included);
#   3. warm: N home pages from the response cache.
# Start-up is left out (counters zeroed once the server answers). Not part of `make bench`.
#
#   bash bench/profile.sh [N]     # after bench/run.sh; writes bench/out/profile/
set -euo pipefail
cd "$(dirname "$0")/.."

N=${1:-100}
DB=bench/out/data/server.sqlite
OUT=bench/out/profile
TODAY=${BENCH_TODAY:-2025-06-30}
export TZ=UTC HABITS_NOW=${TODAY}T12:00:00Z
[ -f "$DB" ] || { echo "run bench/run.sh first (it imports $DB)" >&2; exit 1; }
command -v valgrind >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind; }
rm -rf "$OUT" && mkdir -p "$OUT"
cp "$DB" "$OUT/profile.sqlite"   # leave the bench database as it was

valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind.out" \
    .build/release/habits serve --port 0 --db "$OUT/profile.sqlite" >"$OUT/serve.out" 2>"$OUT/valgrind.log" &
PID=$!
trap 'kill "$PID" 2>/dev/null; true' EXIT
for _ in $(seq 600); do grep -q serving "$OUT/serve.out" 2>/dev/null && break; sleep 0.1; done
BASE=http://127.0.0.1:$(grep -o '127\.0\.0\.1:[0-9]*' "$OUT/serve.out" | cut -d: -f2)
HOME_HEADERS=(-H 'Cookie: onboarded=1; tz=UTC' -H 'Accept-Encoding: gzip')
WEEKDAY=$(python3 -c "import datetime,sys; print(['mon','tue','wed','thu','fri','sat','sun'][datetime.date.fromisoformat(sys.argv[1]).weekday()])" "$TODAY")
TRACKER=$(curl -sf "$BASE/api/v1/trackers" | python3 -c '
import json, sys
print(next(t["id"] for t in json.load(sys.stdin) if t["kind"] == "habit" and sys.argv[1] in t["schedule"]))' "$WEEKDAY")
TOGGLE=$BASE/api/v1/trackers/$TRACKER/completions/$TODAY
curl -sf -o /dev/null "${HOME_HEADERS[@]}" "$BASE/"   # warm up everything lazy once

callgrind_control -z "$PID" >/dev/null 2>&1
for i in $(seq "$N"); do curl -sf -o /dev/null -X "$([ $((i % 2)) = 1 ] && echo PUT || echo DELETE)" "$TOGGLE"; done
callgrind_control -d writes "$PID" >/dev/null 2>&1
for i in $(seq "$N"); do
    curl -sf -o /dev/null -X "$([ $((i % 2)) = 1 ] && echo PUT || echo DELETE)" "$TOGGLE"
    curl -sf -o /dev/null "${HOME_HEADERS[@]}" "$BASE/"
done
callgrind_control -d cold "$PID" >/dev/null 2>&1
for _ in $(seq "$N"); do curl -sf -o /dev/null "${HOME_HEADERS[@]}" "$BASE/"; done
callgrind_control -d warm "$PID" >/dev/null 2>&1
kill -TERM "$PID"; wait "$PID" || true

set +o pipefail  # head closes the pipe early
for part in "$OUT"/callgrind.out.[0-9]*; do
    [[ $part == *.txt ]] && continue
    # Swift symbols demangled, file paths and libraries cut, each function once.
    annotate() {
        callgrind_annotate "$@" 2>/dev/null | swift demangle --simplified | grep -E '^ *[0-9,]+ \(' |
            sed -E 's/ \[\/.*$//; s/^( *[0-9,]+ \([ 0-9.%]+\)) +[^:]*:/\1  /' | awk '!seen[$0]++'
    }
    annotate --inclusive=yes "$part" | grep -vE 'Middleware|compiler-generated|partial apply|thunk|0x0' | head -60 >"$part.inclusive.txt"
    annotate --threshold=100 "$part" | grep -vE " (clone|start_thread)$" | head -40 >"$part.self.txt"
    echo "== $part: $(grep -m1 '^desc: Trigger' "$part" || true), $(grep -m1 '^summary:' "$part" || true) instructions"; sed -n 1,30p "$part.inclusive.txt"
done

# 4. Where the time goes under wrk (the warm home page, keep-alive, 16 connections): perf sampling
#    the whole machine on the software clock (no hardware counters here), with the real server.
command -v perf >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq linux-perf; }
.build/release/habits serve --port 0 --db "$OUT/profile.sqlite" >"$OUT/serve.out" 2>/dev/null &
PID=$!
for _ in $(seq 500); do grep -q serving "$OUT/serve.out" 2>/dev/null && break; sleep 0.01; done
BASE=http://127.0.0.1:$(grep -o '127\.0\.0\.1:[0-9]*' "$OUT/serve.out" | cut -d: -f2)
curl -sf -o /dev/null "${HOME_HEADERS[@]}" "$BASE/"
wrk -t2 -c16 -d12s --latency "${HOME_HEADERS[@]}" "$BASE/" >"$OUT/perf-wrk.txt" &
WRK=$!
sleep 1
perf record -q -e cpu-clock -F 999 -a -g -o "$OUT/perf.data" -- sleep 10 2>/dev/null
wait "$WRK"
kill -TERM "$PID"; wait "$PID" || true
perf report -i "$OUT/perf.data" --stdio --no-children --sort comm,dso 2>/dev/null | grep -E '^ +[0-9]' | head -15 >"$OUT/perf-by-process.txt"
perf report -i "$OUT/perf.data" --stdio --no-children --comm MHD-worker --sort dso,sym -g none 2>/dev/null |
    grep -E '^ +[0-9]' | swift demangle --simplified | head -40 >"$OUT/perf-server-symbols.txt"
echo "== perf, whole machine during wrk on / (share of samples by process and library)"
cat "$OUT/perf-by-process.txt"
echo "== perf, the server threads (MHD-worker): hottest symbols, share of all samples"
sed -n 1,25p "$OUT/perf-server-symbols.txt"
grep -E 'Requests/sec|99%' "$OUT/perf-wrk.txt"
