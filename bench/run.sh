#!/usr/bin/env bash
# `make bench`: measures Habits against SPEC §8 and writes bench/out/results.json and summary.md.
# Benchmarks measure and report; they never fail on a missed target. About 4 minutes.
#
#   bash bench/run.sh          # after `swift build -c release` (make bench does both)
#
# Knobs for trying things out (the published figures use the defaults):
#   BENCH_DURATION=10s  BENCH_REPEAT=3  BENCH_TODAY=2025-06-30
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=bench/out
RAW=$OUT/raw
DATA=$OUT/data
HABITS=.build/release/habits
BENCH=.build/release/habits-bench
PYTHON=.venv/bin/python
CHROMIUM=/usr/lib/chromium/chromium
DURATION=${BENCH_DURATION:-10s}
REPEAT=${BENCH_REPEAT:-3}
TODAY=${BENCH_TODAY:-2025-06-30}
# Every run sees the same "today" as the data; the web pages read the zone from the tz cookie.
export TZ=UTC HABITS_NOW=${TODAY}T12:00:00Z
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)

step() { printf '\n== %s\n' "$*"; }

# --- 1. What the run needs ---------------------------------------------------------------------
step "Checking tools"
apt_install() {
    $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@"
}
command -v wrk >/dev/null || apt_install wrk
command -v curl >/dev/null || apt_install curl
[ -x "$CHROMIUM" ] || apt_install chromium
if ! "$PYTHON" -c 'import playwright' 2>/dev/null; then
    python3 -m venv .venv
    .venv/bin/pip install -q playwright   # the browser is Debian's Chromium: never `playwright install`
fi
[ -x "$HABITS" ] && [ -x "$BENCH" ] || swift build -c release

rm -rf "$OUT"
mkdir -p "$RAW" "$DATA"
# Other work on the machine (or the host) shows in the tails: note how much CPU is there to take.
cut -d' ' -f1-3 /proc/loadavg >"$RAW/loadavg-start"
python3 bench/cpu_probe.py 5 "$RAW/cpu-probe-start.json"
SERVER_PID=
trap '[ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null; true' EXIT

# --- 2. Data, in bulk through the import path (one transaction per database) -------------------
step "Generating data (today $TODAY)"
printf 'name\ttrackers\tyears\timport_ms\tdocument_bytes\tsummary\n' >"$RAW/datasets.tsv"
for spec in "server 50 10" "1y 200 1" "3y 200 3" "10y 200 10" "mixed 200 10 mixed"; do
    read -r name trackers years kind <<<"$spec"
    python3 bench/generate.py "$trackers" "$years" "$TODAY" $kind >"$DATA/$name.json"
    started=$(date +%s%N)
    summary=$("$HABITS" --db "$DATA/$name.sqlite" import "$DATA/$name.json")
    elapsed=$((($(date +%s%N) - started) / 1000000))
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$trackers" "$years" "$elapsed" \
        "$(stat -c %s "$DATA/$name.json")" "$summary" >>"$RAW/datasets.tsv"
    echo "$name: $summary ($elapsed ms)"
done
DB=$DATA/server.sqlite

# --- 3. The server under wrk, then single cold and warm requests, RSS before and after --------
rss() { awk -v field="$2:" '$1 == field { print $2 }' "/proc/$1/status"; }  # kB

step "Serving $DB"
"$HABITS" serve --port 0 --db "$DB" >"$RAW/serve.out" 2>"$RAW/serve.log" &
SERVER_PID=$!
for _ in $(seq 500); do grep -q 'serving' "$RAW/serve.out" 2>/dev/null && break; sleep 0.01; done
PORT=$(grep -o '127\.0\.0\.1:[0-9]*' "$RAW/serve.out" | cut -d: -f2)
BASE=http://127.0.0.1:$PORT
curl -sf -o /dev/null "$BASE/api/v1/categories"
sleep 1
printf 'idle_rss_kb\t%s\n' "$(rss "$SERVER_PID" VmRSS)" >"$RAW/memory.tsv"
echo "$BASE, idle RSS $(rss "$SERVER_PID" VmRSS) kB"

HOME_HEADERS=(-H 'Cookie: onboarded=1; tz=UTC' -H 'Accept-Encoding: gzip')
curl -sf -o /dev/null "${HOME_HEADERS[@]}" "$BASE/"

# Habits due today whose completion for today the write runs toggle; all start undone.
TOGGLE_PATHS=$(curl -sf "$BASE/api/v1/trackers" | python3 -c '
import datetime, json, sys
today = datetime.date.fromisoformat(sys.argv[1])
weekday = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][today.weekday()]
print(" ".join("/api/v1/trackers/%s/completions/%s" % (t["id"], today) for t in json.load(sys.stdin)
               if t["kind"] == "habit" and weekday in t["schedule"] and t["createdOn"] <= str(today)))' "$TODAY")
export WRK_THREADS=2
tr ' ' '\n' <<<"$TOGGLE_PATHS" >"$RAW/toggle-requests.txt"
undo_all() { for path in $TOGGLE_PATHS; do curl -sf -o /dev/null -X DELETE "$BASE$path"; done; }
echo "write runs toggle $(wc -w <<<"$TOGGLE_PATHS") completions"

# CPU seconds used by the whole machine and by the server, to tell how much other work ran
# alongside a wrk run (the machine may be shared): busy = user+nice+system of every process.
busy_cpu() { awk -v hz="$(getconf CLK_TCK)" '/^cpu /{ printf "%.2f", ($2+$3+$4) / hz }' /proc/stat; }
server_cpu() { awk -v hz="$(getconf CLK_TCK)" '{ printf "%.2f", ($14+$15) / hz }' "/proc/$SERVER_PID/stat"; }

run_wrk() {  # NAME RUN WRK-ARGS...
    local name=$1 run=$2 busy server started wrk_cpu logged
    shift 2
    busy=$(busy_cpu) server=$(server_cpu) started=$(date +%s%N) logged=$(wc -l <"$RAW/serve.log")
    wrk_cpu=$( { TIMEFORMAT='%3U %3S'; time wrk -t2 -c16 -d"$DURATION" --latency "$@" >"$RAW/wrk-$name-$run.txt" 2>&1; } 2>&1 )
    tail -n +"$((logged + 1))" "$RAW/serve.log" >"$RAW/access-$name-$run.log"
    python3 bench/parse_wrk.py "$RAW/wrk-$name-$run.txt" --log "$RAW/access-$name-$run.log" --cpu \
        "$(awk -v a="$(busy_cpu)" -v b="$busy" 'END{print a-b}' /dev/null)" \
        "$(awk -v a="$(server_cpu)" -v b="$server" 'END{print a-b}' /dev/null)" \
        "$(awk '{print $1+$2}' <<<"$wrk_cpu")" "$((($(date +%s%N) - started) / 1000000))" "$(nproc)" \
        >"$RAW/wrk-$name-$run.json"
    rm "$RAW/access-$name-$run.log"
    echo "$name run $run: $(cat "$RAW/wrk-$name-$run.json")"
}
for run in $(seq "$REPEAT"); do
    step "wrk run $run of $REPEAT"
    run_wrk home "$run" "${HOME_HEADERS[@]}" "$BASE/"
    run_wrk board "$run" -H 'Accept-Encoding: gzip' "$BASE/api/v1/board"
    undo_all
    REQUESTS_FILE="$RAW/toggle-requests.txt" TOGGLE=1 run_wrk toggle "$run" -s bench/requests.lua "$BASE"
done
printf 'loaded_rss_kb\t%s\nloaded_hwm_kb\t%s\n' "$(rss "$SERVER_PID" VmRSS)" "$(rss "$SERVER_PID" VmHWM)" >>"$RAW/memory.tsv"

# The cost without the response cache: every write bumps the store's revision, so the next read
# renders from the library again. Timed by curl, with a warm (cached) repeat for comparison.
step "Cold and warm single requests after a write"
undo_all
FIRST_PATH=${TOGGLE_PATHS%% *}
time_get() { curl -sf -o /dev/null -w '%{time_total}' "$@"; }
printf 'home_cold_s\thome_warm_s\tboard_cold_s\tboard_warm_s\n' >"$RAW/cold.tsv"
for i in $(seq 30); do
    method=$([ $((i % 2)) = 1 ] && echo PUT || echo DELETE)
    curl -sf -o /dev/null -X "$method" "$BASE$FIRST_PATH"
    home_cold=$(time_get "${HOME_HEADERS[@]}" "$BASE/")
    home_warm=$(time_get "${HOME_HEADERS[@]}" "$BASE/")
    curl -sf -o /dev/null -X "$([ "$method" = PUT ] && echo DELETE || echo PUT)" "$BASE$FIRST_PATH"
    board_cold=$(time_get -H 'Accept-Encoding: gzip' "$BASE/api/v1/board")
    board_warm=$(time_get -H 'Accept-Encoding: gzip' "$BASE/api/v1/board")
    printf '%s\t%s\t%s\t%s\n' "$home_cold" "$home_warm" "$board_cold" "$board_warm" >>"$RAW/cold.tsv"
done
printf 'after_all_rss_kb\t%s\n' "$(rss "$SERVER_PID" VmRSS)" >>"$RAW/memory.tsv"
cat "$RAW/memory.tsv"

# --- 4. First load in Chromium (on the same server, after the load runs) -----------------------
step "First load of / in Chromium"
"$PYTHON" bench/first_load.py "$BASE" "$RAW/first-load.json"

kill -TERM "$SERVER_PID"
wait "$SERVER_PID" || true
SERVER_PID=

# --- 5. Rules in process at 1, 3 and 10 years --------------------------------------------------
step "habits-bench: 200 trackers, 1, 3 and 10 years, and the mixed 10 years; cold pages of the server's data and the mixed Statistics page"
"$BENCH" --runs 30 --json "$RAW/scaling.json" --pages "$DATA/server.sqlite" --statistics "$DATA/mixed.sqlite" "$TODAY" \
    1y="$DATA/1y.sqlite" 3y="$DATA/3y.sqlite" 10y="$DATA/10y.sqlite" mixed="$DATA/mixed.sqlite" | tee "$RAW/scaling.txt"

# --- 6. Start-up -------------------------------------------------------------------------------
step "Start-up to the first answered request (7 runs)"
python3 bench/startup.py "$HABITS" "$DB" 7 "$RAW/startup.json"

# --- 7. Durable writes with and without group commit (each on a fresh file) -------------------
step "Durable entry writes, group commit off and on ($REPEAT rounds)"
bash bench/group_commit.sh "$RAW"

# --- 8. Report ---------------------------------------------------------------------------------
step "Summary"
python3 bench/cpu_probe.py 5 "$RAW/cpu-probe-end.json"
python3 bench/report.py "$OUT"
printf '\n' >>"$OUT/summary.md" && cat "$OUT/group-commit.md" >>"$OUT/summary.md"
gzip -1 "$RAW/serve.log"   # one line per request: tens of MB
cat "$OUT/summary.md"
