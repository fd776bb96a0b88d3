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



def generate_mixed(trackers, years, today, seed=2026):
    """Every part-2 kind: weekdays, weekly, monthly, rolling; a third measurable (at least and at
    most); skips, notes and a pause on some. A version-2 document."""
    rng = random.Random(seed)
    start = today - datetime.timedelta(days=int(365.25 * years) - 1)
    days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    palette = ["#2563EB", "#16A34A", "#F59E0B", "#DC2626", "#9333EA", "#0891B2", "#DB2777", "#475569"]
    categories = [{"id": str(uuid.UUID(int=rng.getrandbits(128))), "name": f"Category {i + 1}", "position": i} for i in range(5)]
    kinds = [lambda: {"kind": "weekdays", "weekdays": days},
             lambda: {"kind": "weekdays", "weekdays": sorted(rng.sample(days, rng.randint(2, 6)), key=days.index)},
             lambda: {"kind": "weekly", "times": rng.randint(1, 6)},
             lambda: {"kind": "monthly", "times": rng.randint(1, 27)},
             lambda: {"kind": "rolling", "times": 1, "days": rng.randint(2, 7)},
             lambda: {"kind": "rolling", "times": rng.randint(2, 4), "days": rng.randint(5, 14)}]
    out = []
    for i in range(trackers):
        frequency = kinds[i % len(kinds)]()
        measurable = i % 3 == 2
        at_most = measurable and i % 6 == 5
        created = start + datetime.timedelta(days=rng.randint(0, 30))
        record = {"id": str(uuid.UUID(int=rng.getrandbits(128))), "name": f"Habit {i + 1}", "kind": "habit",
                  "frequency": frequency, "categoryId": categories[i % 5]["id"], "emoji": "🙂",
                  "color": palette[i % len(palette)], "createdOn": created.isoformat(), "pinned": i < 3,
                  "position": i, "completions": []}
        if measurable:
            record["measure"] = {"unit": "cups" if at_most else "km", "target": 2 if at_most else 5.5,
                                 "direction": "atMost" if at_most else "atLeast", "step": 1}
        entries = []
        rate = rng.uniform(0.4, 0.9)
        d = created
        while d <= today:
            roll = rng.random()
            if roll < 0.03:
                entries.append({"date": d.isoformat(), "state": "skipped"})
            elif roll < rate:
                if measurable:
                    entries.append({"date": d.isoformat(), "value": round(rng.uniform(0, 8), 3)})
                else:
                    record["completions"].append(d.isoformat())
            elif roll > 0.98:
                entries.append({"date": d.isoformat(), "note": "rest day"})
            d += datetime.timedelta(days=1)
        if entries:
            record["entries"] = entries
        if i % 7 == 0:
            pause_from = today - datetime.timedelta(days=rng.randint(30, 300))
            record["pauses"] = [{"from": pause_from.isoformat(), "until": (pause_from + datetime.timedelta(days=14)).isoformat()}]
        out.append(record)
    return {"format": "habits", "version": 2, "categories": categories, "trackers": out}


if __name__ == "__main__":
    # generate.py TRACKERS YEARS TODAY [mixed]
    trackers, years, today = int(sys.argv[1]), float(sys.argv[2]), datetime.date.fromisoformat(sys.argv[3])
    make = generate_mixed if sys.argv[4:] == ["mixed"] else generate
    json.dump(make(trackers, years, today), sys.stdout, ensure_ascii=False, separators=(",", ":"))
