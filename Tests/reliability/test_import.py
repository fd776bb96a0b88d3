"""Import of malformed or hostile documents: refused with a message that names the problem, and the
database left exactly as it was (`GET /api/v1/export` byte for byte), whether it was empty or not.

Both doors are tried: `POST /api/v1/import` (JSON) and the settings page's upload
(`POST /settings/import`, multipart).
"""
from __future__ import annotations

import html
import json
import re
import uuid

import pytest

from harness import Server, body_of, send_body, status_of

C1, C2 = "11111111-1111-4111-8111-111111111111", "22222222-2222-4222-8222-222222222222"
T1, T2 = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb"
MiB = 1 << 20


def tracker(id=T1, name="Read", category=C1, **fields) -> dict:
    record = {"id": id, "name": name, "kind": "habit", "schedule": ["mon"], "categoryId": category,
              "emoji": "📚", "color": "#2563EB", "createdOn": "2025-01-01", "pinned": False, "position": 0,
              "completions": ["2025-01-06"]}
    record.update(fields)
    return record


def document(categories=None, trackers=None, **fields) -> bytes:
    doc = {"format": "habits", "version": 1,
           "categories": [{"id": C1, "name": "Health", "position": 0}] if categories is None else categories,
           "trackers": [tracker()] if trackers is None else trackers}
    doc.update(fields)
    return json.dumps(doc).encode()


# name -> (body, what the message must mention: a regular expression, case-insensitive)
HOSTILE = {
    "not JSON": (b"hello, this is not JSON", r"JSON"),
    "empty body": (b"", r"JSON|empty"),
    "truncated": (document()[:-7], r"JSON"),
    "trailing garbage": (document() + b"}{", r"JSON"),
    "a JSON array": (b"[]", r"type|document|object"),
    "a JSON string": (b'"habits"', r"type|document|object"),
    "missing trackers": (json.dumps({"format": "habits", "version": 1, "categories": []}).encode(), r"trackers"),
    "version as text": (document(version="1"), r"version"),
    "unknown version": (document(version=3), r"version"),
    "not a Habits export": (document(format="beaver"), r"beaver|format"),
    "trackers as object": (document(trackers={}), r"trackers"),
    "name as number": (document(trackers=[tracker(name=5)]), r"name"),
    "completions as text": (document(trackers=[tracker(completions="2025-01-06")]), r"completions"),
    "pinned as text": (document(trackers=[tracker(pinned="yes")]), r"pinned"),
    "categories null": (json.dumps({"format": "habits", "version": 1, "categories": None, "trackers": []}).encode(),
                        r"categories"),
    "duplicate tracker names": (document(trackers=[tracker(), tracker(id=T2, position=1)]), r"Read"),
    "duplicate tracker names, other case": (document(trackers=[tracker(), tracker(id=T2, name="READ", position=1)]),
                                            r"READ|Read"),
    "duplicate category names": (document(categories=[{"id": C1, "name": "Health", "position": 0},
                                                      {"id": C2, "name": "Health", "position": 1}]), r"Health"),
    "duplicate tracker ids": (document(trackers=[tracker(), tracker(name="Run", position=1)]), r"id"),
    "duplicate category ids": (document(categories=[{"id": C1, "name": "Health", "position": 0},
                                                    {"id": C1, "name": "Mind", "position": 1}]), r"id"),
    "completion before the start": (document(trackers=[tracker(completions=["2024-12-30"])]), r"2024-12-30|before"),
    # Future start days and completions are NOT refused: import restores what an export holds, and
    # an export made after the clock moved backwards legitimately holds days after "today"; every
    # rule ignores them (SPEC §2). test_import_restores_days_after_today checks they round-trip.
    "unknown category id": (document(trackers=[tracker(category=C2)]), r"categor"),
    "id not a UUID": (document(trackers=[tracker(id="nope")]), r"nope|UUID"),
    "impossible date": (document(trackers=[tracker(completions=["2025-02-30"])]), r"2025-02-30"),
    "bad colour": (document(trackers=[tracker(color="red")]), r"red|colou?r"),
    "event with a schedule": (document(trackers=[tracker(kind="event")]), r"schedule|event|habit"),
    "habit without schedule": (document(trackers=[tracker(schedule=None)]), r"schedule|event|habit"),
    "unknown kind": (document(trackers=[tracker(kind="chore")]), r"kind|chore|habit"),
    "empty name": (document(trackers=[tracker(name="")]), r"name"),
    "name too long": (document(trackers=[tracker(name="x" * 39)]), r"38|long"),
    "a day listed twice": (document(trackers=[tracker(completions=["2025-01-06", "2025-01-06"])]), r"twice|2025-01-06"),
    # The first tracker is fine, the second is not: nothing at all may be imported.
    "second tracker broken": (document(trackers=[tracker(), tracker(id=T2, name="Run", position=1,
                                                                    completions=["2024-01-01"])]), r"Run|2024-01-01"),
    # Markup in a broken document's names must come back as text in the message, not as HTML.
    "markup in a broken name": (document(trackers=[tracker(name="<b>x</b>", completions=["2024-01-01"])]),
                                r"<b>x</b>"),
    "10 MB of nesting": (b"[" * (5 * MiB) + b"]" * (5 * MiB), r"JSON|deep|nest"),
    "10 MB of nested objects": (b'{"format":' * MiB + b"1" + b"}" * MiB, r"JSON|deep|nest|format|type"),
}


def seed(server: Server) -> None:
    category = server.add_category("Existing")
    made = server.add_tracker("Existing", category["id"], note="keep me")
    assert server.request("PUT", f"/api/v1/trackers/{made['id']}/completions/2025-03-06").status == 200


class Target:
    """A server whose database is empty or seeded. Every case must leave it unchanged; a case
    that changed it anyway (a finding) calls `reset` so the next case starts as it should."""

    def __init__(self, state: str):
        self.state = state
        self.servers: list[Server] = []
        self.reset()

    def reset(self) -> None:
        self.server = Server().start()
        self.servers.append(self.server)
        if self.state == "non-empty":
            seed(self.server)

    def unchanged(self, before: bytes, what: str) -> None:
        after = self.server.export()
        if after != before:
            self.reset()
            raise AssertionError(f"{what} changed the {self.state} database:\nbefore {before[:600]!r}\n"
                                 f"after  {after[:600]!r}")


@pytest.fixture(scope="module", params=["empty", "non-empty"])
def target(request):
    """One target per database state for the module: the cases share it, which is fine since
    each must leave it unchanged (and a case that does not resets it)."""
    target = Target(request.param)
    yield target
    try:
        for server in target.servers:
            server.assert_healthy("during the import tests")
    finally:
        for server in target.servers:
            server.cleanup()


@pytest.mark.parametrize("case", list(HOSTILE))
def test_hostile_import_is_refused_and_changes_nothing(target, case):
    state, server = target.state, target.server
    body, mentions = HOSTILE[case]
    before = server.export()
    answer = server.request("POST", "/api/v1/import", body=body, headers={"Content-Type": "application/json"})
    if not 400 <= answer.status < 500:
        target.unchanged(before, case)
        raise AssertionError(f"{case} into an {state} database was not refused: {answer}")
    error = answer.json()["error"]
    assert set(error) == {"code", "message"} and error["code"] and error["message"], answer
    # The message names the problem; a non-empty database may instead be refused for that.
    pattern = mentions if state == "empty" else f"{mentions}|empty|already has data"
    assert re.search(pattern, error["message"], re.I), (
        f"{case}: the message {error['message']!r} does not name the problem (expected /{pattern}/)")
    target.unchanged(before, case)


@pytest.mark.parametrize("case", ["not JSON", "duplicate tracker names", "second tracker broken",
                                  "completion before the start", "markup in a broken name", "10 MB of nesting"])
def test_hostile_upload_on_settings_page(target, case):
    """The same documents through the settings page's file upload: a 4xx page that shows the
    message (escaped), and no change."""
    state, server = target.state, target.server
    body, mentions = HOSTILE[case]
    before = server.export()
    boundary = "----habits" + uuid.uuid4().hex
    form = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"back\"\r\n\r\n/\r\n"
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"habits.json\"\r\n"
            f"Content-Type: application/json\r\n\r\n").encode() + body + f"\r\n--{boundary}--\r\n".encode()
    answer = server.request("POST", "/settings/import", body=form, headers={
        "Content-Type": f"multipart/form-data; boundary={boundary}", "Cookie": "onboarded=1; tz=UTC"})
    if not 400 <= answer.status < 500:
        target.unchanged(before, f"{case} (upload)")
        raise AssertionError(f"{case} uploaded into an {state} database was not refused: {answer}")
    page = answer.body.decode()
    assert "<b>x</b>" not in page, "markup from the document was rendered as HTML"
    pattern = mentions if state == "empty" else f"{mentions}|empty|already has data"
    assert re.search(pattern, html.unescape(re.sub(r"<[^>]+>", " ", page)), re.I), (
        f"{case}: the page does not name the problem (expected /{pattern}/)")
    target.unchanged(before, f"{case} (upload)")


def test_wrong_content_type_and_oversized_import(target):
    state, server = target.state, target.server
    before = server.export()
    # Other apps' files come as JSON, CSV, text, zip or SQLite; a page or a picture is none of them.
    answer = server.request("POST", "/api/v1/import", body=document(), headers={"Content-Type": "text/html"})
    assert answer.status == 415 and answer.json()["error"]["message"], answer
    # 70 MB, over the 64 MiB import limit.
    body = b'{"format":"habits","version":1,"categories":[],"trackers":[],"pad":"' + b"x" * (70_000_000 - 80) + b'"}'
    answer = send_body(server, "POST", "/api/v1/import", body, timeout=120)
    assert status_of(answer) == 413, answer[:400]
    assert re.search(r"large|big|limit", json.loads(body_of(answer))["error"]["message"], re.I), answer[:400]
    target.unchanged(before, "the refused imports")


def test_valid_import_after_the_refusals(target):
    """Runs last for each database (pytest keeps a module fixture's tests in file order).
    After all the refusals the empty database is still empty (a valid document imports, and
    export → import → export gives the same bytes); the non-empty one refuses it with 409."""
    state, server = target.state, target.server
    before = server.export()
    answer = server.request("POST", "/api/v1/import", body=document(), headers={"Content-Type": "application/json"})
    if state == "non-empty":
        assert answer.status == 409, answer
        assert server.export() == before
        return
    assert answer.status == 200, answer
    exported = server.export()
    fresh = Server().start()
    try:
        assert fresh.request("POST", "/api/v1/import", body=exported,
                             headers={"Content-Type": "application/json"}).status == 200
        assert fresh.export() == exported
    finally:
        fresh.cleanup()


def test_import_restores_days_after_today():
    """An export taken while the clock was ahead holds days after today; import keeps them (lossless)."""
    server = Server().start()
    try:
        body = document(trackers=[tracker(createdOn="2025-03-01", schedule=["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                                          completions=["2025-03-02", "2025-04-02"])])
        answer = server.request("POST", "/api/v1/import", body=body, headers={"Content-Type": "application/json"})
        assert answer.status == 200, answer
        exported = json.loads(server.export())
        assert exported["trackers"][0]["completions"] == ["2025-03-02", "2025-04-02"]
        server.assert_healthy("importing days after today")
    finally:
        server.cleanup()
