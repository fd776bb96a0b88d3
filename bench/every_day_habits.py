#!/usr/bin/env python3
"""A Habits export document of COUNT every-day habits created 400 days before TODAY, with no entries,
in one category, their ids the UUIDs 1000, 1001, …: the data of the durable-write benchmarks
(bench/group_commit.sh, bench/write_profile.sh), imported with `habits --db FILE import`.

    every_day_habits.py COUNT TODAY > habits.json
"""
import datetime
import json
import sys
import uuid

count, today = int(sys.argv[1]), datetime.date.fromisoformat(sys.argv[2])
created = (today - datetime.timedelta(days=400)).isoformat()
category = str(uuid.UUID(int=1))
days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
print(json.dumps({"format": "habits", "version": 1, "categories": [{"id": category, "name": "Bench", "position": 0}],
                  "trackers": [{"id": str(uuid.UUID(int=1000 + i)), "name": f"Habit {i + 1}", "kind": "habit", "schedule": days,
                                "categoryId": category, "emoji": "🙂", "color": "#2563EB", "createdOn": created,
                                "pinned": False, "position": i, "completions": []} for i in range(count)]}))
