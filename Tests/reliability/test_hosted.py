"""Hosted mode (SPEC §13, §14): two `habits serve` processes on one PostgreSQL database behave as
one server.

- A write on one process reaches an event stream open on the other (through NOTIFY), and so does
  a CLI write.
- A read on one process right after a write on the other sees the write (no stale cache).
- SIGKILL of one process while clients write through both: every acknowledged write is there
  afterwards, on the survivor and on a restarted process, and writes that two processes made to
  the same tracker at the same time are all kept (no lost update).

Runs only against PostgreSQL (HABITS_TEST_DATABASE_URL; `make test` and `make reliability` start
a throw-away cluster with Tests/postgres/with-cluster.sh). When a PgBouncer in transaction mode
runs beside it (HABITS_TEST_POOLER_PORT, with-cluster.sh starts one), every test runs through it
(`--pooler transaction`, LISTEN on `--listen-database`, SPEC §21); else straight to PostgreSQL.
"""
from __future__ import annotations

import http.client
import json
import random
import re
import socket
import subprocess
import threading
import time

import pytest

from harness import EVERY_DAY, PostgresDatabase, Server, habits_bin, note, pooler_configured, postgres_configured

pytestmark = pytest.mark.skipif(not postgres_configured(),
                                reason="needs HABITS_TEST_DATABASE_URL (a PostgreSQL cluster)")

DAYS = [f"2025-02-{d:02d}" for d in range(1, 29)] + [f"2025-03-{d:02d}" for d in range(1, 8)]


@pytest.fixture
def pair():
    """Two servers on one fresh PostgreSQL database, through the cluster's PgBouncer when one runs;
    both stopped and the database dropped after."""
    database = PostgresDatabase()
    pooled = pooler_configured()
    servers = [Server(postgres=database, pooled=pooled).start(), Server(postgres=database, pooled=pooled).start()]
    try:
        yield servers[0], servers[1], database
    finally:
        for server in servers:
            server.cleanup()
        database.drop()


class EventStream:
    """`GET /api/v1/events` read on a socket of its own, line by line."""

    def __init__(self, server: Server, headers: dict | None = None):
        self.sock = socket.create_connection(("127.0.0.1", server.port), timeout=15)
        extra = "".join(f"{name}: {value}\r\n" for name, value in (headers or {}).items())
        self.sock.sendall(f"GET /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n{extra}\r\n".encode())
        self.buffer = b""
        head = self.read_until(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 200"), head

    def read_until(self, marker: bytes) -> bytes:
        while marker not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise AssertionError(f"the stream closed; it had said {self.buffer!r}")
            self.buffer += chunk
        text, self.buffer = self.buffer.split(marker, 1)
        return text + marker

    def next_change(self) -> int:
        """Waits (up to the socket's timeout) for the next `change` event; returns its revision."""
        while True:
            event = self.read_until(b"\n\n")
            if b"event: change" in event:
                data = event.split(b"data: ", 1)[1].split(b"\n", 1)[0]
                return json.loads(data)["revision"]

    def close(self) -> None:
        self.sock.close()


def test_a_write_on_one_process_and_one_from_the_cli_reach_a_stream_on_the_other(pair):
    first, second, _ = pair
    category = first.add_category("Health")
    tracker = first.add_tracker("Read", category["id"])
    stream = EventStream(second)
    try:
        # Written through the first process: the second hears it from PostgreSQL's NOTIFY.
        assert first.request("PUT", f"/api/v1/trackers/{tracker['id']}/completions/2025-03-07").status == 200
        revision = stream.next_change()
        # Written by the CLI against the same database (a third process).
        done = second.cli("done", "Read", "--date", "2025-03-06")
        assert done.returncode == 0, done.stderr
        assert stream.next_change() > revision
        # And a write through the second process itself still reaches its own stream.
        assert second.request("DELETE", f"/api/v1/trackers/{tracker['id']}/completions/2025-03-06").status == 204
        assert stream.next_change() > revision + 1
    finally:
        stream.close()
    first.assert_healthy()
    second.assert_healthy()


def test_a_read_right_after_a_write_on_the_other_process_sees_it(pair):
    first, second, _ = pair
    category = first.add_category("Health")
    tracker = first.add_tracker("Read", category["id"])
    path = f"/api/v1/trackers/{tracker['id']}"
    # Warm both processes' caches first, so a stale one would show.
    assert first.get(path).status == 200 and second.get(path).status == 200
    for index, day in enumerate(DAYS):
        writer, reader = (first, second) if index % 2 == 0 else (second, first)
        assert writer.request("PUT", f"{path}/completions/{day}").status == 200
        history = {entry["date"]: entry["state"] for entry in reader.get(path).json()["history"]}
        assert history.get(day) == "done", f"{reader.base} did not see {day} right after {writer.base} wrote it"
        board = reader.get(f"/api/v1/board?date={day}").json()
        assert board["done"] == 1, f"the board on {reader.base} for {day} was stale"
        # A rename on the writer shows on the reader's next page too.
        if index % 7 == 0:
            name = f"Read {index}"
            assert writer.request("PATCH", path, json_body={"name": name}).status == 200
            assert reader.get(path).json()["name"] == name
    first.assert_healthy()
    second.assert_healthy()


def sign_up(server: Server, name: str) -> dict:
    """An account made with the CLI and an API token for it, as request headers."""
    added = subprocess.run([habits_bin(), *server.location, "user", "add", name], input="correct horse battery\n",
                           env=server.env, capture_output=True, text=True, timeout=60)
    assert added.returncode == 0, added.stderr
    made = server.cli("token", "add", "--user", name, "--label", "hosted")
    assert made.returncode == 0, made.stderr
    return {"Authorization": "Bearer " + re.search(r"[A-Za-z0-9_-]{43}", made.stdout).group(0)}


def test_signed_in_a_read_right_after_a_write_on_the_other_process_sees_it(pair):
    """With accounts, the request's sign-in statement also brings its library's revision, and a
    process whose copy is at least that new answers from it: a copy one write behind must not be."""
    first, second, _ = pair
    anna, boris = sign_up(first, "anna"), sign_up(first, "boris")
    trackers = {}
    for name, headers in (("anna", anna), ("boris", boris)):
        category = first.request("POST", "/api/v1/categories", headers=headers, json_body={"name": "Health"}).json()
        answer = first.request("POST", "/api/v1/trackers", headers=headers,
                               json_body={"name": f"Read {name}", "kind": "habit", "schedule": EVERY_DAY,
                                          "categoryId": category["id"], "createdOn": "2025-01-01"})
        assert answer.status == 201, answer
        trackers[name] = f"/api/v1/trackers/{answer.json()['id']}"
    for name, headers in (("anna", anna), ("boris", boris)):
        assert first.get(trackers[name], headers=headers).status == 200
        assert second.get(trackers[name], headers=headers).status == 200
    for index, day in enumerate(DAYS):
        name, headers = ("anna", anna) if index % 3 else ("boris", boris)
        writer, reader = (first, second) if index % 2 == 0 else (second, first)
        assert writer.request("PUT", f"{trackers[name]}/completions/{day}", headers=headers).status == 200
        history = {entry["date"]: entry["state"] for entry in reader.get(trackers[name], headers=headers).json()["history"]}
        assert history.get(day) == "done", f"{reader.base} did not see {name}'s {day} right after {writer.base} wrote it"
    # Boris's page open on the second process hears of his write on the first at once: the
    # NOTIFY names his library, which asks for its revision then, not at the next full check (5 s).
    # (Anna, the first account, took over personal mode's library; Boris's is an account's own.)
    stream = EventStream(second, headers=boris)
    try:
        while b"retry:" not in stream.buffer:
            stream.buffer += stream.sock.recv(4096)
        started = time.monotonic()
        assert first.request("DELETE", f"{trackers['boris']}/completions/{DAYS[0]}", headers=boris).status == 204
        stream.next_change()
        assert time.monotonic() - started < 2.5, "heard of at the next full check, not from the NOTIFY"
    finally:
        stream.close()
    # Each sees only their own, on both processes.
    for server in (first, second):
        assert server.get(trackers["anna"], headers=boris).status == 404
        assert [t["name"] for t in server.get("/api/v1/trackers", headers=boris).json()] == ["Read boris"]
    first.assert_healthy()
    second.assert_healthy()


class Writer(threading.Thread):
    """Marks and clears its own days of the shared trackers through one server, one request at a
    time, until told to stop or the server dies. Remembers what each acknowledged answer said."""

    def __init__(self, server: Server, trackers: list[str], days: list[str], seed: int, stop: threading.Event):
        super().__init__(daemon=True)
        self.server, self.trackers, self.days, self.stop = server, trackers, days, stop
        self.rng = random.Random(seed)
        self.acknowledged: dict[tuple[str, str], bool] = {}   # (tracker, day) -> done
        self.in_flight: tuple[str, str] | None = None          # the one request left unanswered
        self.count = 0
        self.unexpected: list[str] = []

    def run(self) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", self.server.port, timeout=30)
        while not self.stop.is_set():
            tracker, day = self.rng.choice(self.trackers), self.rng.choice(self.days)
            done = self.rng.random() < 0.7
            path = f"/api/v1/trackers/{tracker}/completions/{day}"
            self.in_flight = (tracker, day)
            try:
                connection.request("PUT" if done else "DELETE", path)
                answer = connection.getresponse()
                answer.read()
            except (OSError, http.client.HTTPException):
                return  # the server died with this request in flight: either outcome is allowed
            if answer.status not in (200, 204):
                self.unexpected.append(f"{'PUT' if done else 'DELETE'} {path} -> {answer.status}")
                self.in_flight = None
                continue
            self.acknowledged[(tracker, day)] = done
            self.in_flight = None
            self.count += 1
        connection.close()


def done_days(server: Server, trackers: list[str]) -> dict[str, set[str]]:
    return {tracker: {entry["date"] for entry in server.get(f"/api/v1/trackers/{tracker}").json()["history"]
                      if entry["state"] == "done"}
            for tracker in trackers}


def test_sigkill_of_one_of_two_processes_loses_no_acknowledged_write(pair, full):
    first, second, database = pair
    category = first.add_category("Health")
    trackers = [first.add_tracker(f"Shared {index}", category["id"])["id"] for index in range(3)]
    rounds = 5 if full else 2
    rng = random.Random()
    expected: dict[tuple[str, str], bool] = {}
    for round_ in range(rounds):
        stop = threading.Event()
        # Four writers per process; each owns a quarter of the days of every tracker, so both
        # processes write the same trackers at the same time and each day's last word is known.
        writers = []
        for index in range(8):
            days = DAYS[index::8]
            writers.append(Writer(first if index % 2 == 0 else second, trackers, days, rng.randrange(2**32), stop))
        for writer in writers:
            writer.start()
        time.sleep(rng.uniform(0.8, 2.0))
        victim = first if round_ % 2 == 0 else second
        victim.kill()
        time.sleep(0.3)  # the survivor's writers keep going a moment after the kill
        stop.set()
        for writer in writers:
            writer.join(timeout=60)
        unsure: set[tuple[str, str]] = set()
        for writer in writers:
            assert not writer.unexpected, writer.unexpected[:5]
            for key, done in writer.acknowledged.items():
                expected[key] = done
            if writer.in_flight is not None:
                unsure.add(writer.in_flight)
        survivor = second if victim is first else first
        survivor.assert_healthy(f"after the other process was killed (round {round_ + 1})")
        victim.start()
        for server in (survivor, victim):
            seen = done_days(server, trackers)
            for (tracker, day), done in expected.items():
                if (tracker, day) in unsure:
                    continue
                assert (day in seen[tracker]) == done, (
                    f"round {round_ + 1}: {day} of {tracker} should be {'done' if done else 'clear'} on {server.base}")
        # Settle the unsure ones to what is stored, so the next round starts from known states.
        seen = done_days(survivor, trackers)
        for tracker, day in unsure:
            expected[(tracker, day)] = day in seen[tracker]
        acknowledged = sum(writer.count for writer in writers)
        assert acknowledged > 0
        note(f"hosted crash round {round_ + 1}: {acknowledged} acknowledged writes through two processes, "
             f"{victim.base} killed, none lost")
    # The database agrees with the API, read without the app (as its role, account set).
    rows = database.psql("BEGIN; SELECT set_config('habits.account', '1', true); "
                         "SELECT count(*) FROM entries WHERE state = 'done'; COMMIT;")
    assert int(rows[-1]) == sum(1 for done in expected.values() if done), rows
