#!/usr/bin/env python3
"""Writes a realistic Habits export document: N trackers with Y years of history, for `habits import`
(one transaction, the bulk path). Deterministic: the same arguments give the same file."""
import json, random, sys, uuid, datetime

def generate(trackers, years, today, seed=2026):
    rng = random.Random(seed)
    start = today - datetime.timedelta(days=int(365.25 * years) - 1)
    days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    palette = ["#2563EB", "#16A34A", "#F59E0B", "#DC2626", "#9333EA", "#0891B2", "#DB2777", "#475569"]
    emoji = ["🙂", "😻", "🌺", "🐶", "❤️", "😱", "😇", "😡", "🥶"]
    categories = [{"id": str(uuid.UUID(int=rng.getrandbits(128))), "name": f"Category {i + 1}", "position": i} for i in range(5)]
    out = []
    for i in range(trackers):
        event = i % 10 == 9
        schedule = None if event else (days if i % 3 == 0 else sorted(rng.sample(days, rng.randint(2, 6)), key=days.index))
        created = start + datetime.timedelta(days=rng.randint(0, 30))
        completions = []
        if event:
            completions = [(created + datetime.timedelta(days=rng.randint(0, 100))).isoformat()]
        else:
            rate = rng.uniform(0.55, 0.95)
            d = created
            while d <= today:
                if days[d.weekday()] in schedule and rng.random() < rate:
                    completions.append(d.isoformat())
                d += datetime.timedelta(days=1)
        out.append({"id": str(uuid.UUID(int=rng.getrandbits(128))), "name": f"Habit {i + 1}", "kind": "event" if event else "habit",
                    "schedule": schedule, "categoryId": categories[i % 5]["id"], "emoji": emoji[i % len(emoji)],
                    "color": palette[i % len(palette)], "createdOn": created.isoformat(), "pinned": i < 3,
                    "position": i, "completions": completions})
        if event: del out[-1]["schedule"]
    return {"format": "habits", "version": 1, "categories": categories, "trackers": out}

if __name__ == "__main__":
    trackers, years, today = int(sys.argv[1]), float(sys.argv[2]), datetime.date.fromisoformat(sys.argv[3])
    json.dump(generate(trackers, years, today), sys.stdout, ensure_ascii=False, separators=(",", ":"))
