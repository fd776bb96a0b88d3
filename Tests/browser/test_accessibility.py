"""axe-core (bundled in axe-playwright-python, offline) on every screen, light and dark:
no serious or critical violations (contrast ≥ 4.5:1, names, labels, roles)."""
import json

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from habits_server import HabitsServer
from ui import add_event, add_habit, mark_done, open_calendar, open_filters, open_row, seed_read_history

AXE = Axe()


@pytest.fixture(scope="module")
def shared():
    with HabitsServer() as server:
        seed_read_history(server)
        add_habit(server, "Run", days="mon,wed,fri", color="F59E0B", emoji="🥶")
        add_event(server, "Dentist", color="2FD058", emoji="😇")
        add_habit(server, "Stretch", color="FF99CC")
        mark_done(server, "Run", "2025-03-07")
        server.cli("pin", "Run")
        server.read_id = json.loads(server.cli("show", "Read", "--json"))["id"]
        yield server


def screens(shared):
    yield "trackers", "/", None
    yield "calendar open", "/", open_calendar
    yield "filters open", "/", open_filters
    yield "new habit with pickers open", "/trackers/new?kind=habit", lambda p: (open_row(p, "Category"), open_row(p, "Schedule"))
    yield "edit", f"/trackers/{shared.read_id}/edit", None
    yield "delete", f"/trackers/{shared.read_id}/delete", None
    yield "detail", f"/trackers/{shared.read_id}", None
    yield "statistics", "/statistics", None
    yield "settings", "/settings", None


def describe(violations):
    lines = []
    for v in violations:
        targets = [", ".join(n["target"]) for n in v["nodes"][:4]]
        summary = v["nodes"][0].get("failureSummary", "").replace("\n", " ") if v["nodes"] else ""
        lines.append(f"[{v['impact']}] {v['id']}: {v['help']} — {len(v['nodes'])} node(s): {targets} — {summary[:300]}")
    return lines


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_no_serious_accessibility_violations(make_page, shared, dark):
    page = make_page(shared, dark=dark)
    problems = []
    for name, path, action in screens(shared):
        page.goto(path)
        expect(page.locator("main")).to_be_visible()
        if action:
            action(page)
        violations = [v for v in AXE.run(page).response["violations"] if v["impact"] in ("serious", "critical")]
        problems += [f"{name}: {line}" for line in describe(violations)]
    assert not problems, "\n".join(problems)
