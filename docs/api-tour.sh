#!/usr/bin/env bash
# Runs every API route once with curl against a throwaway database and prints a Markdown
# transcript (the README's "JSON API" section is this script's output).
set -euo pipefail
cd "$(dirname "$0")/.."
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
