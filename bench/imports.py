#!/usr/bin/env python3
"""`make bench`: each other app's format, 50 habits × 5 years, written here from the format (as
each app's own code writes it, FORMATS.md), then imported through `habits import` into a fresh
database: read, recognised, merged and written in one transaction (SPEC §17: ≤ 2 s each).
Benchmarks measure and report; they never fail on a missed target.

    python3 bench/imports.py [HABITS_BINARY [FORMAT…]]     # default .build/release/habits, every format

Writes bench/out/imports/results.json and prints one line per format (median of 3 runs, ms).
"""
import datetime
import json
import os
import random
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HABITS = sys.argv[1] if len(sys.argv) > 1 else ".build/release/habits"
OUT = Path("bench/out/imports")
TODAY = datetime.date(2025, 6, 30)
HABIT_COUNT, YEARS, RUNS = 50, 5, 3
DAYS = [TODAY - datetime.timedelta(days=n) for n in range(YEARS * 365 + 1)][::-1]
EPOCH = datetime.date(1970, 1, 1)


def history(habit):
    """The same shape of history for every format: about 70% done, 10% skipped, some notes."""
    rng = random.Random(habit)
    for day in DAYS:
        roll = rng.random()
        if roll < 0.7:
            yield day, "done", ("note %d" % day.toordinal()) if rng.random() < 0.05 else ""
        elif roll < 0.8:
            yield day, "skip", ""


def habitbull(folder):
    path = folder / "habitbull.csv"
    lines = ["HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText"]
    for habit in range(HABIT_COUNT):
        for day, state, note in history(habit):
            if state == "done":
                lines.append(f"Habit {habit},Description {habit},Category {habit % 5},{day.isoformat()},1,{note}")
    path.write_text("\n".join(lines) + "\n")
    return path


def rewire(folder):
    path = folder / "rewire.db"
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE category ( _id INTEGER PRIMARY KEY , remote_id INTEGER , category_name TEXT NOT NULL , category_color TEXT , order_no INTEGER );
        CREATE TABLE Habits ( _id INTEGER PRIMARY KEY , Order_num INTEGER , Name TEXT NOT NULL , description TEXT , Remote_id INTEGER , Current_streak INTEGER NOT NULL , Longest_streak INTEGER NOT NULL , active_days TEXT , consecutive_days INTEGER NOT NULL , show_percentage INTEGER NOT NULL , category INTEGER , archived INTEGER , schedule INTEGER , days INTEGER , period INTEGER , unit INTEGER , target_count REAL , milestone_id INTEGER , repeating_count INTEGER , start_date TEXT );
        CREATE TABLE CHECKINS ( _id INTEGER PRIMARY KEY , Habit_id INTEGER NOT NULL , Remote_id INTEGER , date TEXT NOT NULL , type INTEGER NOT NULL , note TEXT , unit_type INTEGER , actual_count REAL , target_count REAL , milestone_id INTEGER , UNIQUE(Habit_id,date) ON CONFLICT REPLACE );
        CREATE TABLE UNIT ( _id INTEGER PRIMARY KEY , REMOTE_ID INTEGER , UNIT_NAME TEXT , MIN_INCREMENT REAL );
        CREATE TABLE REMINDERS ( _id INTEGER PRIMARY KEY , REMOTE_ID INTEGER , habit_id INTEGER , time INTEGER , active_days TEXT );
        INSERT INTO UNIT VALUES (1, -1, 'times', 1.0);
        INSERT INTO category VALUES (1, -1, 'Health', '#ff0000', 0);
    """)
    for habit in range(HABIT_COUNT):
        db.execute("INSERT INTO Habits VALUES (?, ?, ?, '', -1, 0, 0, '0,1,2,3,4,5,6', 0, 1, 1, 0, 0, 0, 0, 1, 0.0, -1, 0, ?)",
                   (habit + 1, habit, f"Habit {habit}", DAYS[0].strftime("%Y%m%d")))
        db.executemany("INSERT INTO CHECKINS (Habit_id, Remote_id, date, type, note, unit_type, actual_count, target_count, milestone_id)"
                       " VALUES (?, -1, ?, 2, ?, 1, 0, 0, -1)",
                       [(habit + 1, day.strftime("%Y%m%d"), note) for day, state, note in history(habit) if state == "done"])
        db.execute("INSERT INTO REMINDERS (REMOTE_ID, habit_id, time, active_days) VALUES (0, ?, 480, '1,2,3,4,5')", (habit + 1,))
    db.commit()
    db.close()
    return path


def tickmate(folder):
    path = folder / "tickmate.db"
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE tracks(_id integer primary key autoincrement, name text not null, description text not null, icon text not null, enabled integer not null,multiple_entries_per_day integer DEFAULT 0,"order" integer DEFAULT -1);
        CREATE TABLE ticks(_id integer primary key autoincrement, _track_id integer,year integer,month integer,day integer,hour integer,minute integer,second integer,has_time_info integer DEFAULT 0);
        CREATE TABLE groups(_id integer primary key autoincrement, name text not null, description text not null, "order" integer DEFAULT -1);
        CREATE TABLE track2groups(_id integer primary key autoincrement, _track_id integer not null, _group_id integer not null );
        INSERT INTO groups VALUES (1, 'Health', '', 0);
    """)
    for habit in range(HABIT_COUNT):
        db.execute("INSERT INTO tracks VALUES (?, ?, '', 'icon', 1, ?, ?)", (habit + 1, f"Habit {habit}", habit % 2, habit))
        db.execute("INSERT INTO track2groups (_track_id, _group_id) VALUES (?, 1)", (habit + 1,))
        db.executemany("INSERT INTO ticks (_track_id, year, month, day, hour, minute, second, has_time_info) VALUES (?, ?, ?, ?, 12, 0, 0, 1)",
                       [(habit + 1, day.year, day.month - 1, day.day) for day, state, _ in history(habit) if state == "done"])
    db.commit()
    db.close()
    return path


def table_habit(folder):
    path = folder / "tablehabit.json"
    habits = []
    for habit in range(HABIT_COUNT):
        records = [{"record_date": (day - EPOCH).days, "record_type": 1 if state == "done" else 2,
                    "record_value": 1 if state == "done" else 0, "create_t": 1700000000, "modify_t": 1700000000, "reason": note}
                   for day, state, note in history(habit)]
        habits.append({"create_t": 1700000000, "modify_t": 1700000000, "type": 1, "status": 1, "name": f"Habit {habit}",
                       "desc": f"Description {habit}", "color": habit % 10 + 1, "daily_goal": 1, "daily_goal_unit": "",
                       "freq_type": 3, "freq_custom": "[1,1]", "start_date": (DAYS[0] - EPOCH).days, "target_days": 66,
                       "reminder": json.dumps({"type": 2, "time": {"hour": 21, "minute": 0}, "extra": []}),
                       "group_id": "g1", "records": records})
    path.write_text(json.dumps({"habits": habits, "groups": [{"uuid": "g1", "name": "Health", "desc": "", "icon": 1, "color": 2}]},
                               separators=(",", ":")))
    return path


def habo(folder):
    path = folder / "habo.json"
    kinds = {"done": "DayType.check", "skip": "DayType.skip"}
    habits = [{"id": habit + 1, "uuid": f"00000000-0000-4000-8000-{habit:012d}", "title": f"Habit {habit}", "position": habit,
               "twoDayRule": 0, "cue": "", "routine": "", "reward": "", "showReward": 0, "advanced": 0, "notification": 1,
               "notTime": "9:30", "sanction": "", "showSanction": 0, "accountant": "", "habitType": 0, "targetValue": 1.0,
               "partialValue": 1.0, "unit": "", "archived": 0, "categories": [], "deleted_at": None,
               "updated_at": "2025-06-30T10:00:00.000Z",
               "events": {f"{day.isoformat()} 12:00:00.000Z": [kinds[state], note] for day, state, note in history(habit)}}
              for habit in range(HABIT_COUNT)]
    path.write_text(json.dumps({"habits": habits, "events": {}, "categories": [], "habit_categories": [],
                                "metadata": {"export_timestamp": "2025-06-30T10:00:00.000", "version": "1.0",
                                             "total_habits": HABIT_COUNT, "total_categories": 0, "total_associations": 0}}))
    return path


def beaver_json(folder):
    """Beaver's export (`views.py`): records for every day shown, done or not; a skip is `#skip`
    in the day's text; every fifth habit three days a week."""
    path = folder / "beaverhabits.json"
    habits = []
    for habit in range(HABIT_COUNT):
        states = {day: (state, note) for day, state, note in history(habit)}
        records = []
        for day in DAYS:
            state, note = states.get(day, ("", ""))
            text = " ".join(part for part in (note, "#skip" if state == "skip" else "") if part)
            records.append(dict({"day": day.isoformat(), "done": state == "done"}, **({"text": text} if text else {})))
        habits.append({"id": "%06x" % (habit * 7919), "name": f"Habit {habit}", "tags": [f"Tag {habit % 5}"], "star": False,
                       "status": "active", "chips": [], "records": records,
                       "period": {"period_type": "W", "period_count": 1, "target_count": 3} if habit % 5 == 0 else None})
    path.write_text(json.dumps({"user_email": "bench@example.org", "exported_at": f"{TODAY.isoformat()} 21:00:00", "habits": habits}))
    return path


def beaver_csv(folder):
    """The CSV Beaver's import takes (Loop's root Checkmarks.csv): newest day first, 2 done, 0 not,
    Loop 2's SKIP, a trailing comma on every line."""
    path = folder / "Checkmarks.csv"
    cells = {day: [] for day in DAYS}
    for habit in range(HABIT_COUNT):
        states = {day: state for day, state, _ in history(habit)}
        for day in DAYS:
            cells[day].append({"done": "2", "skip": "SKIP"}.get(states.get(day), "0"))
    lines = ["Date," + ",".join(f"Habit {habit}" for habit in range(HABIT_COUNT)) + ","]
    lines += [day.isoformat() + "," + ",".join(cells[day]) + "," for day in reversed(DAYS)]
    path.write_text("\n".join(lines) + "\n")
    return path


def habitica(folder):
    """Habitica's user data at UTC−5: a check is a `completed: true` entry at 15:00 local, a day
    not done the next cron's `completed: false` entry; Habitica has no skip (a miss here)."""
    path = folder / "habitica-user-data.json"
    dailies = []
    for habit in range(HABIT_COUNT):
        done = {day for day, state, _ in history(habit) if state == "done"}
        entries = []
        for day in DAYS:
            midnight = (day - EPOCH).days * 86_400_000 + 5 * 3_600_000
            entries.append({"date": midnight + (15 if day in done else 25) * 3_600_000, "value": 1.5, "isDue": True,
                            "completed": day in done})
        dailies.append({"_id": f"00000000-0000-4000-8000-{habit:012d}", "id": f"00000000-0000-4000-8000-{habit:012d}",
                        "type": "daily", "text": f"Habit {habit}", "notes": "", "tags": ["t"], "frequency": "weekly", "everyX": 1,
                        "repeat": {day: True for day in ("m", "t", "w", "th", "f", "s", "su")},
                        "startDate": f"{DAYS[0].isoformat()}T05:00:00.000Z", "checklist": [],
                        "reminders": [{"id": "r", "time": "2025-06-30T13:00:00.000Z"}], "history": entries})
    path.write_text(json.dumps({"preferences": {"timezoneOffset": 300, "dayStart": 0}, "tags": [{"id": "t", "name": "Health"}],
                                "tasksOrder": {"dailys": [d["id"] for d in dailies]}, "apiToken": "00000000-0000-4000-8000-000000000000",
                                "tasks": {"dailys": dailies, "habits": [], "todos": [], "rewards": []}}, separators=(",", ":")))
    return path


def harsh_files(folder):
    """harsh's two files: five headings of ten habits (every fourth `3/7`), one log line per answer
    (`n` for a day not done), an amount on every third habit's lines."""
    habits, log = ["# bench"], []
    for habit in range(HABIT_COUNT):
        if habit % 10 == 0:
            habits.append(f"\n! Group {habit // 10}")
        habits.append(f"Habit {habit}: {'3/7' if habit % 4 == 0 else '1'}")
    answers = {habit: {day: (state, note) for day, state, note in history(habit)} for habit in range(HABIT_COUNT)}
    for day in DAYS:
        for habit in range(HABIT_COUNT):
            state, note = answers[habit].get(day, ("", ""))
            amount = "1.5" if habit % 3 == 0 else ""
            log.append(f"{day.isoformat()} : Habit {habit} : {({'done': 'y', 'skip': 's'}).get(state, 'n')} : {note} : {amount}")
    return "\n".join(habits) + "\n", "\n".join(log) + "\n"


def harsh_folder(folder):
    """What `habits import ~/.config/harsh` reads."""
    path = folder / "harsh"
    path.mkdir(exist_ok=True)
    habits, log = harsh_files(folder)
    (path / "habits").write_text(habits)
    (path / "log").write_text(log)
    return path


def harsh_zip(folder):
    """The folder zipped, as the web page takes it."""
    import zipfile
    path = folder / "harsh.zip"
    habits, log = harsh_files(folder)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("harsh/habits", habits)
        archive.writestr("harsh/log", log)
    return path


FORMATS = {"HabitBull CSV": habitbull, "Rewire": rewire, "Tickmate": tickmate, "Table Habit": table_habit, "Habo": habo,
           "Beaver JSON": beaver_json, "Beaver CSV": beaver_csv, "Habitica": habitica, "harsh folder": harsh_folder,
           "harsh zip": harsh_zip}


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, TZ="UTC", HABITS_NOW=f"{TODAY.isoformat()}T12:00:00Z")
    results = {}
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        chosen = sys.argv[2:] or list(FORMATS)
        for name, write in ((name, FORMATS[name]) for name in chosen):
            path = write(folder)
            times, cpus = [], []
            for run in range(RUNS):
                database = folder / f"{path.name}-{run}.sqlite"
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                started = time.perf_counter()
                done = subprocess.run([HABITS, "--db", str(database), "import", str(path)], env=env, capture_output=True, text=True)
                times.append((time.perf_counter() - started) * 1000)
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                # CPU time (user + system) shows the cost when other work shares the cores.
                cpus.append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000)
                if done.returncode != 0:
                    raise SystemExit(f"{name}: habits import failed: {done.stderr}")
            summary = done.stdout.splitlines()[0]
            size = sum(f.stat().st_size for f in path.iterdir()) if path.is_dir() else path.stat().st_size
            results[name] = {"file_bytes": size, "runs_ms": [round(t) for t in times],
                             "median_ms": round(statistics.median(times)), "median_cpu_ms": round(statistics.median(cpus)),
                             "summary": summary}
            print(f"{name:14} {size / 1e6:6.1f} MB  median {round(statistics.median(times)):5d} ms wall, "
                  f"{round(statistics.median(cpus)):5d} ms CPU  (runs {', '.join(str(round(t)) for t in times)})  {summary}")
    load = Path("/proc/loadavg").read_text().split()[:3]
    print(f"load average after: {' '.join(load)}")
    (OUT / "results.json").write_text(json.dumps({"habits": HABIT_COUNT, "years": YEARS, "today": TODAY.isoformat(),
                                                  "loadavg_after": load, "formats": results}, indent=2) + "\n")


if __name__ == "__main__":
    main()
