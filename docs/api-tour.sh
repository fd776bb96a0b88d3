#!/usr/bin/env bash
# Runs every API route once with curl against a throwaway database and prints a Markdown
# transcript (the README's "JSON API" section is this script's output).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v jq >/dev/null || { echo "api-tour.sh: needs jq (apt-get install jq) to pick fields out of long answers" >&2; exit 2; }
habits=.build/release/habits; [ -x "$habits" ] || habits=.build/debug/habits
dir=$(mktemp -d); trap 'kill $pid 2>/dev/null; rm -rf "$dir"' EXIT
export TZ=UTC HABITS_NOW=2025-03-07T12:00:00Z
"$habits" serve --port 8765 --db "$dir/h.sqlite" >/dev/null 2>&1 & pid=$!
sleep 1
api=http://127.0.0.1:8765/api/v1
show() { echo '```console'; echo "\$ $*"; eval "$@" | cut -c1-400; echo; echo '```'; }
json='-H "Content-Type: application/json"'
show curl -s -X POST $api/categories $json -d "'{\"name\":\"Health\"}'"
cat=$(curl -s $api/categories | sed 's/.*"id":"\([^"]*\)".*/\1/')
show curl -s -i -X POST $api/trackers $json -d "'{\"name\":\"Read\",\"kind\":\"habit\",\"schedule\":[\"mon\",\"tue\",\"wed\",\"thu\",\"fri\",\"sat\",\"sun\"],\"categoryId\":\"$cat\",\"createdOn\":\"2025-03-01\"}'" "| grep -E '^(HTTP|Location)'"
id=$(curl -s $api/trackers | sed 's/.*"id":"\([^"]*\)","kind".*/\1/')
for d in 01 02 03 04 06; do curl -s -o /dev/null -X PUT $api/trackers/$id/completions/2025-03-$d; done
show curl -s -X PUT $api/trackers/$id/completions/2025-03-07
show curl -s -o /dev/null -w "'%{http_code}\n'" -X DELETE $api/trackers/$id/completions/2025-03-05
show curl -s -X PUT $api/trackers/$id/completions/2025-03-08
show curl -s "'$api/board?date=2025-03-07&filter=completed'"
show curl -s $api/trackers
show curl -s $api/trackers/$id
show curl -s -X PATCH $api/trackers/$id $json -d "'{\"pinned\":true,\"note\":\"20 pages\"}'" "| cut -c1-120"
# Part 2: a day's entry, frequencies and measures, pauses, archive, order, settings.
show curl -s -X PUT $api/trackers/$id/entries/2025-03-05 $json -d "'{\"state\":\"skipped\",\"note\":\"travel\"}'" "| jq -c '{state, dayNote, currentStreak, bestStreak}'"
show curl -s -X PUT $api/trackers/$id/entries/2025-03-05 $json -d "'{\"state\":\"none\"}'" "| jq -c '{state, dayNote}'"
show curl -s -X PUT $api/trackers/$id/entries/2025-03-05 $json -d "'{\"state\":\"skipped\",\"note\":null}'" "| jq -c '{state, dayNote}'"
show curl -s -X PUT $api/trackers/$id/entries/2025-03-08 $json -d "'{\"state\":\"skipped\"}'"
show curl -s -X POST $api/trackers $json -d "'{\"name\":\"Run\",\"kind\":\"habit\",\"frequency\":{\"kind\":\"weekly\",\"times\":3},\"measure\":{\"unit\":\"km\",\"target\":20,\"step\":2.5},\"categoryId\":\"$cat\",\"createdOn\":\"2025-03-01\"}'" "| jq -c '{frequency, measure, streakUnit, period}'"
run=$(curl -s $api/trackers | jq -r '.[] | select(.name == "Run") | .id')
show curl -s -X PUT $api/trackers/$run/entries/2025-03-06 $json -d "'{\"value\":12.5,\"note\":\"park loop\"}'" "| jq -c '{state, value, dayNote, period}'"
show curl -s -X PUT $api/trackers/$run/entries/2025-03-07 $json -d "'{\"value\":1.2345}'"
show curl -s -X PATCH $api/trackers/$run $json -d "'{\"frequency\":{\"kind\":\"rolling\",\"times\":1,\"days\":3},\"measure\":{\"target\":5}}'" "| jq -c '{frequency, measure, streakUnit}'"
show curl -s -X PATCH $api/trackers/$run $json -d "'{\"archived\":true}'"
show curl -s -X PUT $api/trackers/$run/pauses $json -d "'{\"from\":\"2025-03-10\",\"until\":\"2025-03-14\"}'" "| jq -c '{pauses, paused}'"
show curl -s -X PUT $api/trackers/$run/pauses "| jq -c '{pauses, paused, state}'"
show curl -s $api/board "| jq -c '{sections: [.sections[].trackers[].name], paused: [.paused[].name]}'"
show curl -s -o /dev/null -w "'%{http_code}\n'" -X DELETE $api/trackers/$run/pauses
show curl -s -X PUT $api/trackers/$id/reminders $json -d "'{\"reminders\":[{\"time\":\"21:00\"},{\"time\":\"07:30\",\"weekdays\":[\"sat\",\"sun\"]}]}'"
show curl -s -X PUT $api/trackers/$id/reminders $json -d "'{\"reminders\":[{\"time\":\"21:00\"},{\"time\":\"21:00\"}]}'"
show curl -s -o /dev/null -w "'%{http_code}\n'" -X DELETE $api/trackers/$id/reminders
show curl -s -X POST $api/trackers/$run/archive "| jq -c '{archived, archivedOn}'"
show curl -s -X POST $api/trackers/$run/unarchive "| jq -c '{archived, archivedOn}'"
show curl -s -X POST $api/trackers/$run/move $json -d "'{\"direction\":\"up\"}'" "| jq -c '{name, position}'"
show curl -s $api/trackers "| jq -c '[.[] | {name, position}]'"
sport=$(curl -s -X POST $api/categories -H 'Content-Type: application/json' -d '{"name":"Sport"}' | jq -r .id)
show curl -s -X POST $api/categories/$sport/move $json -d "'{\"direction\":\"up\"}'"
show curl -s $api/settings
show curl -s -X PATCH $api/settings $json -d "'{\"dayStart\":3,\"zone\":\"Europe/Berlin\"}'"
show curl -s -X PATCH $api/settings $json -d "'{\"dayStart\":7}'"
show curl -s $api/categories
show curl -s $api/categories/$cat
show curl -s -X PATCH $api/categories/$cat $json -d "'{\"name\":\"Mind\"}'"
show curl -s $api/statistics
show curl -s $api/export "| cut -c1-200"
curl -s $api/export > "$dir/export.json"
show curl -s -X POST $api/import $json --data-binary @"$dir/export.json"
show curl -s -X POST $api/categories $json -H "'Origin: http://evil.example'" -d "'{\"name\":\"X\"}'"
show curl -s -o /dev/null -w "'%{http_code}\n'" -X DELETE $api/trackers/$id
show curl -s -o /dev/null -w "'%{http_code}\n'" -X DELETE $api/categories/$cat
show curl -s $api/openapi.json "| cut -c1-120"
