"""Regenerates docs/screenshots/*.png: every screen of Habits on a 390×844 phone (3× pixels),
light and dark, over demo data prepared through the CLI with the clock pinned to Friday
7 March 2025, 12:00 UTC.

    .venv/bin/python Tests/browser/screenshots.py      # after `swift build`; HABITS_BIN overrides
    .venv/bin/python Tests/browser/screenshots.py detail-charts month-browser   # only these

Each screen is saved as docs/screenshots/<screen>-light.png and <screen>-dark.png.
"""
from __future__ import annotations

import json
import sys
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from playwright.sync_api import Page, expect, sync_playwright  # noqa: E402

from habits_server import ROOT, HabitsServer  # noqa: E402
from phone import launch, new_context  # noqa: E402
from ui import (add_event, add_habit, choose, open_add_sheet, open_calendar, open_card_menu,  # noqa: E402
                open_filters, open_row)

OUT = ROOT / "docs" / "screenshots"
TODAY = date(2025, 3, 7)


def days_back(count: int, every: int = 1, skip: tuple[int, ...] = ()) -> list[str]:
    """ISO days counting back from today: today, then every `every` days, leaving out `skip` offsets."""
    return [(TODAY - timedelta(days=n)).isoformat() for n in range(0, count, every) if n not in skip]


def done(server: HabitsServer, name: str, days: list[str], weekdays: set[int] | None = None) -> None:
    for day in days:
        if weekdays is None or date.fromisoformat(day).weekday() in weekdays:
            server.cli("done", name, "--date", day)


def seed_demo(server: HabitsServer) -> dict[str, str]:
    """Two categories, habits with a few weeks of history, events, one pinned tracker."""
    server.cli("category", "add", "Health")
    server.cli("category", "add", "Mind")
    add_habit(server, "Meditate", "Mind", start="2025-02-10", emoji="🙌", color="6E44FE")
    add_habit(server, "Morning run", "Health", days="mon,wed,fri", start="2025-02-03", emoji="🏓", color="16A34A")
    add_habit(server, "Eat vegetables", "Health", start="2025-02-17", emoji="🥦", color="33CF69")
    add_habit(server, "Sleep by 11", "Health", start="2025-02-24", emoji="😪", color="35347C")
    add_habit(server, "Play guitar", "Mind", days="tue,thu,sat", start="2025-02-11", emoji="🎸", color="FF881E")
    add_event(server, "Buy running shoes", "Health", start="2025-03-02", emoji="🥇", color="F59E0B")
    add_event(server, "Call grandma", "Mind", start="2025-03-05", emoji="❤️", color="DB2777")
    server.cli("pin", "Meditate")
    done(server, "Meditate", days_back(26, skip=(9, 16)))
    done(server, "Morning run", days_back(33), weekdays={0, 2, 4})
    done(server, "Eat vegetables", days_back(19, skip=(3, 11)))
    done(server, "Sleep by 11", days_back(12, skip=(0, 2, 5)))
    done(server, "Play guitar", days_back(24, skip=(8,))[1:], weekdays={1, 3, 5})
    server.cli("done", "Call grandma", "--date", "2025-03-06")
    ids = {}
    for name in ["Meditate", "Morning run"]:
        ids[name] = json.loads(server.cli("show", name, "--json"))["id"]
    return ids


def seed_russian(server: HabitsServer) -> None:
    """Russian names, with counts that show every plural form (1 день, 2 дня, 5 дней, 21 день)."""
    server.cli("category", "add", "Здоровье")
    server.cli("category", "add", "Учёба")
    add_habit(server, "Зарядка", "Здоровье", start="2025-02-15", emoji="🏓", color="16A34A")
    add_habit(server, "Выпить воды", "Здоровье", start="2025-03-05", emoji="🥦", color="0891B2")
    add_habit(server, "Читать", "Учёба", start="2025-03-03", emoji="🤔", color="9333EA")
    add_event(server, "Записаться к врачу", "Здоровье", start="2025-03-06", emoji="😇", color="DB2777")
    add_habit(server, "Английский", "Учёба", days="mon,wed,fri", start="2025-03-01", emoji="🎸", color="FF881E")
    server.cli("pin", "Зарядка")
    done(server, "Зарядка", days_back(21))
    done(server, "Выпить воды", days_back(2, skip=(0,)) + ["2025-03-05"])
    done(server, "Читать", days_back(5))
    done(server, "Записаться к врачу", ["2025-03-07"])


def settle(page: Page) -> None:
    """Waits for fonts (emoji included) before a picture is taken."""
    page.wait_for_load_state("load")
    page.evaluate("document.fonts.ready.then(() => true)")


def shoot(page: Page, name: str, scheme: str) -> Path:
    settle(page)
    path = OUT / f"{name}-{scheme}.png"
    page.screenshot(path=str(path), animations="disabled", caret="hide")
    return path


def screens(demo_ids: dict[str, str]):
    """(file name, server key, context options, steps) for every screen."""
    meditate, run = demo_ids["Meditate"], demo_ids["Morning run"]

    def go(path):
        return lambda page: page.goto(path)

    def then(*steps):
        def run_all(page):
            for step in steps:
                step(page)
        return run_all

    def category_picker(page):
        page.goto("/trackers/new?kind=habit")
        page.get_by_label("Tracker name", exact=True).fill("Drink water")
        summary = open_row(page, "Category")
        choose(page.get_by_role("radio", name="Health", exact=True))
        summary.evaluate("e => e.scrollIntoView({block: 'start'})")

    def card_menu(page):
        page.goto("/")
        menu = open_card_menu(page, "Eat vegetables")
        expect(menu.get_by_role("link", name="Details", exact=True)).to_be_visible()
        menu.evaluate("e => e.scrollIntoView({block: 'center'})")

    def scrolled_to(selector):
        return lambda page: page.locator(selector).first.evaluate("e => e.scrollIntoView({block: 'start'})")

    def month_day_sheet(page):
        page.goto(f"/trackers/{meditate}")
        summary = page.locator(".month-browser .day-sheet > summary").last
        summary.evaluate("e => e.closest('.month-browser').scrollIntoView({block: 'start'})")
        summary.click()
        expect(page.locator(".month-browser details.day-sheet[open] form")).to_be_visible()

    return [
        ("onboarding", "demo", {"onboarded": False, "cookies": {"tz": "UTC"}}, go("/")),
        ("trackers", "demo", {}, go("/")),
        ("add-sheet", "demo", {}, then(go("/"), open_add_sheet)),
        ("calendar", "demo", {}, then(go("/"), open_calendar)),
        ("filters", "demo", {}, then(go("/"), open_filters)),
        ("card-menu", "demo", {}, card_menu),
        ("new-habit", "demo", {}, go("/trackers/new?kind=habit")),
        ("new-irregular-event", "demo", {}, go("/trackers/new?kind=event")),
        ("category-picker", "demo", {}, category_picker),
        ("edit", "demo", {}, go(f"/trackers/{run}/edit")),
        ("delete", "demo", {}, go(f"/trackers/{run}/delete")),
        ("statistics", "demo", {}, go("/statistics")),
        ("statistics-empty", "empty", {}, go("/statistics")),
        ("detail", "demo", {}, go(f"/trackers/{meditate}")),
        ("detail-charts", "demo", {}, then(go(f"/trackers/{meditate}"), scrolled_to(".chart-section"))),
        ("month-browser", "demo", {}, month_day_sheet),
        ("statistics-trackers", "demo", {}, then(go("/statistics"), scrolled_to('[aria-labelledby="per-tracker"]'))),
        ("settings", "demo", {}, go("/settings")),
        ("trackers-ru", "russian", {"locale": "ru-RU", "cookies": {"lang": "ru"}}, go("/")),
        # SPEC §19: German, Japanese, and Arabic mirrored right to left, over the demo's own names.
        ("trackers-de", "demo", {"locale": "de-DE", "cookies": {"lang": "de"}}, go("/")),
        ("trackers-ja", "demo", {"locale": "ja-JP", "cookies": {"lang": "ja"}}, go("/")),
        ("trackers-ar", "demo", {"locale": "ar", "cookies": {"lang": "ar"}}, go("/")),
        ("detail-ar", "demo", {"locale": "ar", "cookies": {"lang": "ar"}}, go(f"/trackers/{meditate}")),
    ]


def main() -> int:
    """`screenshots.py [SCREEN ...]`: every screen, or only the ones named."""
    only = set(sys.argv[1:])
    OUT.mkdir(parents=True, exist_ok=True)
    written = []
    with HabitsServer() as demo, HabitsServer() as empty, HabitsServer() as russian, sync_playwright() as p:
        ids = seed_demo(demo)
        seed_russian(russian)
        servers = {"demo": demo, "empty": empty, "russian": russian}
        browser = launch(p)
        try:
            for name, key, options, steps in screens(ids):
                if only and name not in only:
                    continue
                for scheme in ("light", "dark"):
                    context = new_context(browser, servers[key], dark=scheme == "dark", scale=1, **options)
                    try:
                        page = context.new_page()
                        steps(page)
                        written.append(shoot(page, name, scheme))
                    finally:
                        context.close()
        finally:
            browser.close()
    for path in written:
        print(path.relative_to(ROOT))
    print(f"{len(written)} screenshots in {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
