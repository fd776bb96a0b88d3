"""Requests that race on the same resource get the answers the API document gives for the state
they meet: a tracker or category deleted a moment earlier is 404 (SPEC §5: "404 unknown"), never a
422 rule error or a 5xx, and nothing is left behind.

Found by the schemathesis run (its stateful phase deletes a tracker while another worker writes to
it); here the race is provoked on purpose, many times, so it does not depend on luck.
"""
from __future__ import annotations

import threading
from collections import Counter

from harness import Server

ROUNDS = 60
DAY = "2025-03-01"


def race(*calls) -> list:
    """Starts every call at the same moment (a barrier) and returns their answers in order."""
    barrier = threading.Barrier(len(calls))
    answers: list = [None] * len(calls)

    def run(index, call):
        barrier.wait()
        answers[index] = call()

    threads = [threading.Thread(target=run, args=(index, call)) for index, call in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return answers


def test_writes_racing_a_tracker_delete_get_404_not_422(server: Server):
    category = server.add_category("Race")["id"]
    allowed = {"DELETE tracker": {204}, "PUT day": {200, 404}, "DELETE day": {204, 404},
               "PATCH tracker": {200, 404}, "GET tracker": {200, 404}}
    seen: Counter = Counter()
    wrong: dict = {}
    for index in range(ROUNDS):
        tracker = server.add_tracker(f"Race {index}", category)["id"]
        assert server.request("PUT", f"/api/v1/trackers/{tracker}/completions/{DAY}").status == 200
        path = f"/api/v1/trackers/{tracker}"
        names = list(allowed)
        answers = race(lambda: server.request("DELETE", path),
                       lambda: server.request("PUT", f"{path}/completions/2025-03-02"),
                       lambda: server.request("DELETE", f"{path}/completions/{DAY}"),
                       lambda: server.request("PATCH", path, json_body={"note": "raced"}),
                       lambda: server.request("GET", path))
        for name, answer in zip(names, answers):
            seen[(name, answer.status)] += 1
            if answer.status not in allowed[name]:
                wrong.setdefault((name, answer.status), f"{answer.body[:200]!r}")
        assert server.get(path).status == 404
    assert not wrong, (f"answers outside the document's meaning over {ROUNDS} races "
                       f"(all answers: {dict(seen)}):\n" + "\n".join(f"{k}: {v}" for k, v in wrong.items()))
    # Nothing left behind: no tracker, so no completions (the export lists them per tracker).
    export = server.get("/api/v1/export").json()
    assert export["trackers"] == [], export["trackers"][:3]


def test_writes_racing_a_category_delete_get_404_not_422(server: Server):
    allowed = {"DELETE category": {204}, "PATCH category": {200, 404}, "GET category": {200, 404}}
    seen: Counter = Counter()
    wrong: dict = {}
    for index in range(ROUNDS):
        category = server.add_category(f"Race {index}")["id"]
        path = f"/api/v1/categories/{category}"
        answers = race(lambda: server.request("DELETE", path),
                       lambda: server.request("PATCH", path, json_body={"name": f"Renamed {index}"}),
                       lambda: server.request("GET", path))
        for name, answer in zip(allowed, answers):
            seen[(name, answer.status)] += 1
            if answer.status not in allowed[name]:
                wrong.setdefault((name, answer.status), f"{answer.body[:200]!r}")
    assert not wrong, (f"answers outside the document's meaning over {ROUNDS} races "
                       f"(all answers: {dict(seen)}):\n" + "\n".join(f"{k}: {v}" for k, v in wrong.items()))
    assert server.get("/api/v1/categories").json() == []
