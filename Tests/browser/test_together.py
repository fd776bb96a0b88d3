"""Together on Statistics and Patterns on a habit's detail (SPEC §22), in English and Russian,
light and dark, axe clean; and the line that says why nothing is shown.

The history is made so that the numbers are round: Exercise is done every other day, Sleep early
on every one of those and on every other one of the rest (100 % against 50 %), Read every day but
Mondays (0 % on Mondays against 100 %)."""
import datetime as dt
import json
import uuid

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from habits_server import HabitsServer
from test_accessibility import describe

AXE = Axe()
TODAY = dt.date(2025, 3, 7)
START = TODAY - dt.timedelta(days=400)
EVERY_DAY = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

WORDS = {
    "en-US": {"statistics": "Statistics", "together": "Together", "patterns": "Patterns",
              "pair": "On days you do Exercise you also do Sleep early 100% of the time, against 50% on other days.",
              "days": "365 days with both due",
              "missed": "Most often missed on Mondays: done on 0% of them, against 100% on other days",
              "none": "Together needs two habits, each done at least once in the last 365 days."},
    "ru-RU": {"statistics": "Статистика", "together": "Вместе", "patterns": "Закономерности",
              "pair": "В дни, когда выполнено «Exercise», «Sleep early» тоже выполнено в 100% случаев, "
                      "а в остальные дни — в 50%.",
              "days": "365 дней, когда были запланированы обе привычки",
              "missed": "Чаще всего не выполняется: понедельник — 0% таких дней, в остальные дни 100%",
              "none": "Нужны две привычки, каждая выполнена хотя бы раз за последние 365 дней."},
}


def plain(text: str) -> str:
    """Page text without the isolates around names."""
    return text.replace("\u2068", "").replace("\u2069", "").strip()


def habit(name: str, position: int, category: str, done) -> dict:
    days = [START + dt.timedelta(days=k) for k in range((TODAY - START).days)]
    return {"id": str(uuid.uuid4()), "name": name, "kind": "habit",
            "frequency": {"kind": "weekdays", "weekdays": EVERY_DAY}, "categoryId": category, "emoji": "🙂",
            "color": "#2563EB", "createdOn": START.isoformat(), "pinned": False, "position": position,
            "completions": [d.isoformat() for k, d in enumerate(days) if done(k, d)]}


def load(server: HabitsServer, trackers) -> None:
    path = server.dir / "together.json"
    path.write_text(json.dumps({"format": "habits", "version": 2, "trackers": trackers,
                                "categories": [{"id": trackers[0]["categoryId"], "name": "Health", "position": 0}]}))
    server.cli("import", str(path))


@pytest.fixture(scope="module")
def paired():
    with HabitsServer() as server:
        category = str(uuid.uuid4())
        # In the window: 182 Exercise days, and Sleep early on 91 of the other 183 (50 %).
        load(server, [habit("Exercise", 0, category, lambda k, d: k % 2 == 0),
                      habit("Sleep early", 1, category, lambda k, d: k % 2 == 0 or k % 4 == 1),
                      habit("Read", 2, category, lambda k, d: d.weekday() != 0)])
        server.read_id = server.cli_json("show", "Read")["id"]
        yield server


def axe_problems(page, name):
    return [f"{name}: {line}" for line in describe(AXE.run(page).response["violations"])]


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("locale", ["en-US", "ru-RU"])
def test_together_and_patterns_are_shown_worded_and_axe_clean(make_page, paired, locale, dark):
    words = WORDS[locale]
    page = make_page(paired, locale=locale, dark=dark)
    page.goto("/statistics")
    expect(page.get_by_role("heading", level=1, name=words["statistics"])).to_be_visible()
    section = page.locator("section", has=page.get_by_role("heading", level=2, name=words["together"]))
    expect(section).to_be_visible()
    items = section.get_by_role("listitem")
    expect(items).to_have_count(1)
    assert plain(items.first.locator("p").inner_text()) == words["pair"]
    assert plain(items.first.locator(".metric-note").inner_text()) == words["days"]
    problems = axe_problems(page, f"statistics {locale}")

    page.goto(f"/trackers/{paired.read_id}")
    patterns = page.locator("section", has=page.get_by_role("heading", level=2, name=words["patterns"]))
    expect(patterns).to_be_visible()
    assert plain(patterns.locator(".patterns-gist").inner_text()) == words["missed"]
    expect(patterns.get_by_role("img", name=words["missed"])).to_be_visible()
    problems += axe_problems(page, f"detail {locale}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("locale", ["en-US", "ru-RU"])
def test_a_habit_without_a_pattern_has_no_section_and_a_lone_habit_says_why(make_page, server, locale):
    category = str(uuid.uuid4())
    load(server, [habit("Exercise", 0, category, lambda k, d: k % 2 == 0)])
    words = WORDS[locale]
    page = make_page(server, locale=locale)
    page.goto("/statistics")
    section = page.locator("section", has=page.get_by_role("heading", level=2, name=words["together"]))
    expect(section.locator(".together-none")).to_have_text(words["none"])
    expect(section.get_by_role("listitem")).to_have_count(0)
    page.goto(f"/trackers/{server.cli_json('show', 'Exercise')['id']}")
    expect(page.get_by_role("heading", level=2, name=words["patterns"])).to_have_count(0)
