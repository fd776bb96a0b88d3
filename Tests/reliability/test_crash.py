"""Crash consistency: acknowledged writes survive SIGKILL.

Each round starts the server on the same database file, lets ten clients write concurrently
(create trackers, mark and unmark days, rename, delete), kills the server with SIGKILL at a random
moment and checks the files with SQLite's own `PRAGMA integrity_check` and `foreign_key_check`.
The next round's server then starts on the crashed files, and everything every client was told
(every 2xx it received, over all rounds so far) must be there.

Why the expectations are exact: every client works only on its own trackers and sends one request
at a time, so per tracker the order of operations is known, and at the moment of the kill each
client has at most one request in flight. For an in-flight request either outcome is allowed,
but never half of it (a rename changes name and note together, so they must match).
"""
from __future__ import annotations

import http.client
import json
import os
import random
import shutil
import sqlite3
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from harness import EVERY_DAY, Server, note

CLIENTS = 10
DAYS = [f"2025-02-{d:02d}" for d in range(1, 29)] + [f"2025-03-{d:02d}" for d in range(1, 8)]
CREATED_ON = "2025-01-01"


@dataclass
class TrackerLedger:
    """What one client did to one of its trackers, and what it was told."""
    base: str                        # the name it was created with
    create: str = "inflight"         # "inflight", "acked", or "lost" (sent, never answered, not there after restart)
    id: str | None = None            # known once the 201 arrived
    version: int = 0                 # last acknowledged rename: name `base~vN`, note `vN`
    deleted: str | None = None       # None, "inflight" or "acked"
    days: dict[str, bool] = field(default_factory=dict)  # day -> done, as last acknowledged
    history: list[str] = field(default_factory=list)     # what was sent and answered, for reports

    def name(self, version: int) -> str:
        return self.base if version == 0 else f"{self.base}~v{version}"


@dataclass
class InFlight:
    """The one request a client had sent without getting an answer when the server died."""
    tracker: TrackerLedger
    op: str                          # "create", "put", "delete-day", "rename", "delete"
    day: str | None = None
    version: int | None = None


class Client(threading.Thread):
    """Writes to its own trackers over one keep-alive connection until the server goes away."""

    def __init__(self, index: int, round_: int, server: Server, category_id: str,
                 ledgers: list[TrackerLedger], seed: int):
        super().__init__(name=f"client-{index}", daemon=True)
        self.index, self.round, self.server, self.category_id = index, round_, server, category_id
        self.ledgers = ledgers       # shared across rounds: this client's trackers so far
        self.rng = random.Random(seed)
        self.in_flight: InFlight | None = None
        self.unexpected: list[str] = []   # answers that no correct server gives to these requests
        self.acknowledged = 0
        self.created = 0

    def call(self, connection, tracker, method, path, body=None):
        headers = {"Content-Type": "application/json"} if body is not None else {}
        tracker.history.append(f"r{self.round} {method} {path} {json.dumps(body) if body else ''}".rstrip())
        connection.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
        answer = connection.getresponse()
        payload = answer.read()
        tracker.history[-1] += f" -> {answer.status}"
        return answer.status, payload

    def run(self) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", self.server.port, timeout=30)
        try:
            while True:
                if not self.step(connection):
                    return
        except (OSError, http.client.HTTPException):
            return  # the server died: whatever was in flight stays in self.in_flight
        finally:
            connection.close()

    def step(self, connection) -> bool:
        live = [t for t in self.ledgers if t.create == "acked" and t.deleted is None]
        if len(live) < 3 or self.rng.random() < 0.1:
            tracker = TrackerLedger(base=f"c{self.index}r{self.round}t{self.created}")
            self.created += 1
            self.ledgers.append(tracker)
            self.in_flight = InFlight(tracker, "create")
            body = {"name": tracker.base, "kind": "habit", "schedule": EVERY_DAY,
                    "categoryId": self.category_id, "createdOn": CREATED_ON, "note": "v0"}
            status, payload = self.call(connection, tracker, "POST", "/api/v1/trackers", body)
            if status != 201:
                return self.refused("POST /api/v1/trackers", body, status, payload)
            tracker.id = json.loads(payload)["id"]
            tracker.create = "acked"
        else:
            tracker = self.rng.choice(live)
            path = f"/api/v1/trackers/{tracker.id}"
            roll = self.rng.random()
            if roll < 0.45:
                day = self.rng.choice(DAYS)
                self.in_flight = InFlight(tracker, "put", day=day)
                status, payload = self.call(connection, tracker, "PUT", f"{path}/completions/{day}")
                if status != 200:
                    return self.refused(f"PUT {path}/completions/{day}", None, status, payload)
                tracker.days[day] = True
            elif roll < 0.8:
                day = self.rng.choice(DAYS)
                self.in_flight = InFlight(tracker, "delete-day", day=day)
                status, payload = self.call(connection, tracker, "DELETE", f"{path}/completions/{day}")
                if status != 204:
                    return self.refused(f"DELETE {path}/completions/{day}", None, status, payload)
                tracker.days[day] = False
            elif roll < 0.96:
                version = tracker.version + 1
                self.in_flight = InFlight(tracker, "rename", version=version)
                body = {"name": tracker.name(version), "note": f"v{version}"}
                status, payload = self.call(connection, tracker, "PATCH", path, body)
                if status != 200:
                    return self.refused(f"PATCH {path}", body, status, payload)
                tracker.version = version
            else:
                self.in_flight = InFlight(tracker, "delete")
                tracker.deleted = "inflight"
                status, payload = self.call(connection, tracker, "DELETE", path)
                if status != 204:
                    tracker.deleted = None
                    return self.refused(f"DELETE {path}", None, status, payload)
                tracker.deleted = "acked"
        self.in_flight = None
        self.acknowledged += 1
        return True

    def refused(self, request: str, body, status: int, payload: bytes) -> bool:
        self.unexpected.append(f"{request} {json.dumps(body) if body else ''} -> {status} {payload[:300]!r}")
        return False


def check_files(db: Path) -> list[str]:
    """Copies the crashed database (with its WAL) and asks SQLite whether it is sound. The copy
    keeps the original untouched, so the next server does its own recovery."""
    problems = []
    scratch = Path(tempfile.mkdtemp(prefix="habits-crashcopy-"))
    try:
        for suffix in ("", "-wal", "-shm"):
            source = Path(str(db) + suffix)
            if source.exists():
                shutil.copy2(source, scratch / (db.name + suffix))
        connection = sqlite3.connect(scratch / db.name)
        try:
            result = [row[0] for row in connection.execute("PRAGMA integrity_check")]
            if result != ["ok"]:
                problems.append(f"integrity_check: {result[:10]}")
            violations = connection.execute("PRAGMA foreign_key_check").fetchall()
            if violations:
                problems.append(f"foreign_key_check: {violations[:10]}")
            orphans = connection.execute(
                "SELECT count(*) FROM entries WHERE tracker_id NOT IN (SELECT id FROM trackers)").fetchone()[0]
            if orphans:
                problems.append(f"{orphans} entries belong to no tracker")
        finally:
            connection.close()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return problems


def verify(export: dict, category_id: str, clients_ledgers: dict[int, list[TrackerLedger]],
           in_flight: dict[int, InFlight | None]) -> list[str]:
    """Compares the restarted server's export with what the clients were told."""
    problems = []
    if category_id not in {c["id"] for c in export["categories"]}:
        problems.append(f"the acknowledged category {category_id} is missing")
    by_id = {t["id"]: t for t in export["trackers"]}
    by_name = {t["name"]: t for t in export["trackers"]}
    explained: set[str] = set()

    for index, ledgers in clients_ledgers.items():
        pending = in_flight.get(index)
        for tracker in ledgers:
            pending_here = pending if pending and pending.tracker is tracker else None
            # Find the record: by id once the creation was acknowledged, else by its first name.
            record = by_id.get(tracker.id) if tracker.id else by_name.get(tracker.base)
            if tracker.create == "lost":
                if record is not None:
                    problems.append(f"{tracker.base}: absent after an earlier restart, now present: {record}")
                    explained.add(record["id"])
                continue
            if tracker.create == "inflight":
                if record is None:
                    continue  # the creation never committed: allowed, it was not acknowledged
            if tracker.deleted == "acked":
                if record is not None:
                    problems.append(f"{tracker.base}: its DELETE was acknowledged (204) but it is back")
                    explained.add(record["id"])
                continue
            if record is None:
                if tracker.deleted == "inflight":
                    continue
                problems.append(f"{tracker.base} ({tracker.id}): its creation was acknowledged (201) "
                                f"but it is missing")
                continue
            explained.add(record["id"])
            # A creation is one transaction: every field as sent.
            whole = (record["kind"] == "habit" and record.get("frequency") == {"kind": "weekdays", "weekdays": EVERY_DAY}
                     and record["categoryId"] == category_id and record["createdOn"] == CREATED_ON)
            if not whole:
                problems.append(f"{tracker.base}: half-created record {record}")
            # A rename is one transaction: name and note move together.
            versions = {tracker.version}
            if pending_here and pending_here.op == "rename":
                versions.add(pending_here.version)
            if not any(record["name"] == tracker.name(v) and record.get("note") == f"v{v}" for v in versions):
                problems.append(f"{tracker.base}: name {record['name']!r} / note {record.get('note')!r}; "
                                f"expected version {sorted(versions)} (name and note together)")
            # Days: as last acknowledged; the in-flight one may have gone either way.
            done = set(record["completions"])
            for day in DAYS:
                expected = tracker.days.get(day, False)
                if pending_here and pending_here.day == day:
                    continue
                if (day in done) != expected:
                    what = "done (PUT 200)" if expected else "not done (DELETE 204 or never marked)"
                    problems.append(f"{tracker.base} ({tracker.id}) {day}: acknowledged {what}, "
                                    f"found {'done' if day in done else 'not done'}; its requests:\n    "
                                    + "\n    ".join(tracker.history))
            stray = done - set(DAYS)
            if stray:
                problems.append(f"{tracker.base}: completions nobody sent: {sorted(stray)}")

    phantoms = [t for t in export["trackers"] if t["id"] not in explained]
    if phantoms:
        problems.append(f"trackers nobody created: {[t['name'] for t in phantoms]}")
    return problems


def settle(export: dict, in_flight: dict[int, InFlight | None]) -> None:
    """Once a restarted server has shown how an in-flight request ended, that outcome is durable
    and becomes part of what later rounds expect."""
    by_id = {t["id"]: t for t in export["trackers"]}
    by_name = {t["name"]: t for t in export["trackers"]}
    for pending in in_flight.values():
        if pending is None:
            continue
        tracker = pending.tracker
        record = by_id.get(tracker.id) if tracker.id else by_name.get(tracker.base)
        if pending.op == "create":
            if record is None:
                tracker.create = "lost"
            else:
                tracker.create, tracker.id = "acked", record["id"]
        elif pending.op == "delete":
            tracker.deleted = "acked" if record is None else None
        elif pending.op == "rename":
            if record is not None and record["name"] == tracker.name(pending.version):
                tracker.version = pending.version
        elif record is not None:  # a day marked or unmarked
            tracker.days[pending.day] = pending.day in record["completions"]
        tracker.history[-1] += " -> (no answer; after restart: " + (
            "absent" if record is None else
            ("done" if pending.day in record["completions"] else "not done") if pending.day else
            record["name"]) + ")"


def test_acknowledged_writes_survive_sigkill(full):
    rounds = 20 if full else 3
    seed = int(os.environ.get("RELIABILITY_SEED", random.randrange(1 << 30)))
    rng = random.Random(seed)
    note(f"crash test: {rounds} rounds, seed {seed} (RELIABILITY_SEED={seed} repeats it)")

    server = Server()
    ledgers: dict[int, list[TrackerLedger]] = {i: [] for i in range(CLIENTS)}
    in_flight: dict[int, InFlight | None] = {}
    totals = {"acknowledged": 0, "in_flight": 0}
    try:
        server.start()
        category_id = server.add_category("Crash")["id"]
        for round_ in range(rounds):
            if round_ > 0:
                server.start()  # on the files the last SIGKILL left behind
                export = json.loads(server.export())
                problems = verify(export, category_id, ledgers, in_flight)
                assert not problems, (f"round {round_}: after restart (seed {seed}):\n" + "\n".join(problems[:30])
                                      + f"\nserver stderr tail:\n{server.stderr()[-2000:]}")
                settle(export, in_flight)

            clients = [Client(i, round_, server, category_id, ledgers[i], rng.randrange(1 << 30))
                       for i in range(CLIENTS)]
            for client in clients:
                client.start()
            time.sleep(rng.uniform(0.3, 2.0))  # the random moment
            server.kill()
            for client in clients:
                client.join(timeout=60)
                assert not client.is_alive(), f"{client.name} hung after the kill"

            unexpected = [line for client in clients for line in client.unexpected]
            assert not unexpected, (f"round {round_}: the server refused valid writes:\n" + "\n".join(unexpected[:20])
                                    + f"\nserver stderr tail:\n{server.stderr()[-2000:]}")
            in_flight = {client.index: client.in_flight for client in clients}
            totals["acknowledged"] += sum(client.acknowledged for client in clients)
            totals["in_flight"] += sum(1 for client in clients if client.in_flight)
            # A round in which nothing was acknowledged would prove nothing.
            assert sum(client.acknowledged for client in clients) >= 1, f"round {round_}: no write was acknowledged"

            problems = check_files(server.db)
            assert not problems, f"round {round_}: the database after SIGKILL is damaged:\n" + "\n".join(problems)

        # A last restart checks the last round, then a graceful stop leaves a sound file.
        server.start()
        problems = verify(json.loads(server.export()), category_id, ledgers, in_flight)
        assert not problems, f"after the last restart (seed {seed}):\n" + "\n".join(problems[:30])
        server.assert_healthy("during the crash rounds")
        assert server.stop() == 0, f"graceful stop failed: {server.stderr()[-2000:]}"
        assert check_files(server.db) == []
        assert totals["acknowledged"] >= CLIENTS * rounds, f"only {totals['acknowledged']} writes in {rounds} rounds"
        note(f"crash test: {totals['acknowledged']} acknowledged writes checked, "
              f"{totals['in_flight']} in flight at the kills")
    finally:
        server.cleanup()


# Texts at the edges of what JSON, UTF-8 and SQLite each allow. Each may be refused (4xx), but
# whatever is acknowledged must read back the same from the file after a restart.
ODD_TEXTS = ["x\u0000y", "\u0000", "tail\u0000", "tab\there", "line\nbreak", "\u202eevil", "zero\u200bwidth",
             "e\u0301 combined", "👩\u200d👩\u200d👧\u200d👦 family", "😀" * 38, "Ω" * 38, "مرحبا",
             "\ufeffbom", "\uffff", "\U0010ffff", "'; DROP TABLE trackers; --", "%s%n%x", "\\u0000"]


def test_acknowledged_texts_read_back_the_same_after_a_crash(server):
    category = server.add_category("Texts")["id"]
    acknowledged = []
    problems = []
    for index, text in enumerate(ODD_TEXTS):
        answers = [
            ("POST category", server.request("POST", "/api/v1/categories", json_body={"name": text})),
            ("POST tracker", server.request("POST", "/api/v1/trackers", json_body={
                "name": text, "kind": "event", "categoryId": category, "note": text})),
        ]
        note_holder = server.add_tracker(f"note {index}", category)["id"]
        answers.append(("PATCH note", server.request("PATCH", f"/api/v1/trackers/{note_holder}", json_body={"note": text})))
        for what, answer in answers:
            if answer.status >= 500:
                problems.append(f"{what} {text!r}: {answer} / server: {server.diagnostics()[-1:]}")
            elif answer.status < 300:
                acknowledged.append((what, text, answer.json()))
    before = server.export()
    server.kill()
    server.start()
    after = server.export()
    # What each 2xx said it stored is what the restarted server read from the file.
    stored = json.loads(after)
    names = {c["id"]: c["name"] for c in stored["categories"]} | {t["id"]: t["name"] for t in stored["trackers"]}
    notes = {t["id"]: t.get("note") for t in stored["trackers"]}
    for what, text, answered in acknowledged:
        key, table = ("note", notes) if what == "PATCH note" else ("name", names)
        if table.get(answered["id"]) != answered[key]:
            problems.append(f"{what} {text!r}: acknowledged {key} {answered[key]!r}, "
                            f"after restart {table.get(answered['id'], '(missing)')!r}")
    if after != before and not problems:
        problems.append(f"export differs after restart:\nbefore {before[:2000]!r}\nafter  {after[:2000]!r}")
    assert not problems, "texts not stored as acknowledged:\n" + "\n".join(problems)
