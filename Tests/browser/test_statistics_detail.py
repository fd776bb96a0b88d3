"""Statistics from a prepared history (exact numbers), the empty state, and the tracker detail."""
import json
import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from test_accessibility import describe
from ui import add_habit, mark_done, marker, metric, open_card_menu, seed_read_history, set_marker

EXPECTED = {"bestStreak": 4, "perfectDays": 6, "trackersCompleted": 6, "average": 0.9}


def test_statistics_show_exact_numbers(page, server):
    seed_read_history(server)
    stats = json.loads(server.cli("stats", "--json"))
    assert {key: stats[key] for key in EXPECTED} == EXPECTED  # what the core computes
    # Part 2's additions, and part 3's Together (SPEC §22).
    assert set(stats) == set(EXPECTED) | {"completionRate", "trackers", "trend", "together", "togetherNone"}
    page.goto("/")
    page.get_by_role("navigation").get_by_role("link", name="Statistics").click()
    expect(page.get_by_role("heading", level=1, name="Statistics")).to_be_visible()
    expect(page.get_by_role("link", name="Statistics")).to_have_attribute("aria-current", "page")
    for label, value in [("Best streak", "4"), ("Perfect days", "6"), ("Trackers completed", "6"), ("Average", "0.9")]:
        expect(metric(page, label)).to_have_count(1)
        expect(metric(page, label)).to_have_text(re.compile(rf"^\s*{re.escape(value)}\s*{label}\s*$"), use_inner_text=True)
    expect(page.get_by_text("Nothing to analyze yet")).to_have_count(0)

    page.get_by_role("navigation").get_by_role("link", name="Trackers").click()
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()


def test_statistics_empty_state(page, server):
    page.goto("/statistics")
    expect(page.get_by_text("Nothing to analyze yet", exact=True)).to_be_visible()
    expect(metric(page, "Best streak")).to_have_count(0)

    # A tracker with nothing done yet: all four are zero, still nothing to analyze.
    server.cli("category", "add", "Health")
    add_habit(server, "Read", start="2025-03-07")
    page.reload()
    expect(page.get_by_text("Nothing to analyze yet", exact=True)).to_be_visible()


def test_tracker_detail(page, server):
    seed_read_history(server)
    page.goto("/")
    open_card_menu(page, "Read").get_by_role("link", name="Details", exact=True).click()

    expect(page.get_by_role("heading", level=1, name=re.compile(r"Read$"))).to_be_visible()
    expect(page.get_by_role("link", name="← Back")).to_be_visible()
    current, best = page.locator("#current-streak"), page.locator("#best-streak")
    expect(current).to_have_text("2")
    expect(best).to_have_text("4")
    expect(page.get_by_text("Current streak", exact=True)).to_be_visible()
    expect(page.get_by_text("Best streak", exact=True)).to_be_visible()
    grid = page.get_by_role("list", name="Last 30 days")
    expect(grid.get_by_role("listitem")).to_have_count(30)
    expect(grid.get_by_role("listitem").last).to_contain_text("7 Mar 2025: done")
    expect(grid.get_by_role("listitem").nth(28)).to_contain_text("6 Mar 2025: done")
    expect(grid.get_by_role("listitem").nth(24)).to_contain_text("2 Mar 2025: done")
    expect(grid.get_by_role("listitem").nth(22)).to_contain_text("28 Feb 2025: before the start")
    expect(page.get_by_text("6 days completed since 1 Mar 2025", exact=True)).to_be_visible()

    expect(page.get_by_role("heading", name="Last 7 days")).to_be_visible()
    chips = page.get_by_role("list").filter(has=page.get_by_role("button", name=re.compile(r"^Sat 1: ")))
    expect(chips.get_by_role("button")).to_have_text(["Sat 1", "Sun 2", "Mon 3", "Tue 4", "Wed 5", "Thu 6", "Fri 7"])
    wednesday = page.get_by_role("button", name=re.compile(r"^Wed 5: "))
    expect(wednesday).to_have_attribute("aria-pressed", "false")
    set_marker(page)

    wednesday.click()  # filling the gap joins the two runs
    expect(page.get_by_role("button", name=re.compile(r"^Wed 5: "))).to_have_attribute("aria-pressed", "true")
    expect(current).to_have_text("7")
    expect(best).to_have_text("7")
    expect(page.get_by_text("7 days completed since 1 Mar 2025", exact=True)).to_be_visible()
    assert marker(page) == "still here", "toggling a chip reloaded the page"

    # Part 2: done → skipped (neutral: the runs on either side join, the day itself doesn't count) → clear.
    page.get_by_role("button", name=re.compile(r"^Wed 5: ")).click()
    expect(page.get_by_role("button", name="Wed 5: skipped")).to_have_attribute("aria-pressed", "false")
    expect(current).to_have_text("6")
    expect(best).to_have_text("6")
    page.get_by_role("button", name=re.compile(r"^Wed 5: ")).click()
    expect(page.get_by_role("button", name="Wed 5: missed")).to_have_attribute("aria-pressed", "false")
    expect(current).to_have_text("2")
    expect(best).to_have_text("4")
    expect(page.get_by_text("6 days completed since 1 Mar 2025", exact=True)).to_be_visible()

    page.get_by_role("link", name="← Back").click()
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()


def test_the_month_browser_has_weekdays_a_centred_title_and_shows_the_days_state(make_page, server):
    """Today is Fri 7 March: the month browser's columns are headed Mon … Sun, its title stays
    centred without a next arrow, and a day's sheet shows which state it holds (the choice is
    filled, the others are not); a measurable weekly habit's detail states its sum, not `3 times`."""
    seed_read_history(server)
    read = server.cli_json("show", "Read")["id"]
    server.cli("add", "Cycling", "--category", "Health", "--weekly", "3", "--start", "2025-03-01",
               "--measure", "km", "--target", "20")
    cycling = server.cli_json("show", "Cycling")["id"]
    for dark in (False, True):
        page = make_page(server, dark=dark)
        page.goto(f"/trackers/{read}")
        browser = page.locator(".month-browser")
        expect(browser.locator(".weekday")).to_have_text(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        centre = page.evaluate("""() => {
            const nav = document.querySelector('.month-browser .month-nav').getBoundingClientRect();
            const title = document.querySelector('#month-title').getBoundingClientRect();
            return [nav.left + nav.width / 2, title.left + title.width / 2];
        }""")
        assert abs(centre[0] - centre[1]) < 2, centre
        browser.get_by_label("Change 6 Mar 2025 — done", exact=False).first.click()
        states = browser.locator(".day-sheet[open] .day-states .choice")
        colours = states.evaluate_all("els => els.map(e => [e.textContent.trim(), getComputedStyle(e).backgroundColor])")
        chosen = dict(colours)
        assert chosen["done"] != chosen["skipped"] and chosen["skipped"] == chosen["Clear"], colours
        expect(browser.locator(".day-sheet[open] input[type=radio][value=done]")).to_be_checked()
    page.goto(f"/trackers/{cycling}")
    expect(page.locator("#measure")).to_have_text("At least 20 km a week")
    expect(page.locator("#schedule")).to_have_count(0)


RATE_NOTE = {"en-US": "* A habit done a number of times a week, a month or in some days is due only on the days its goal still needs",
             "ru-RU": "* Привычка вида «N раз в неделю», «в месяц» или «за N дней» запланирована только на те дни"}


@pytest.mark.parametrize("locale,dark", [("en-US", False), ("ru-RU", True)], ids=["english-light", "russian-dark"])
def test_a_flexible_habits_30_day_rate_says_what_it_counts(make_page, server, locale, dark):
    """#28 m10: SPEC §10.9's rate is due days done, and a flexible habit is due only on its last
    chances (§10.1), so a week met early counts nothing. The rate stays as SPEC defines it; its
    cell is marked and described by a note under the table that says so."""
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    server.cli("add", "Gym", "--category", "Health", "--weekly", "3", "--start", "2025-02-10")
    mark_done(server, "Gym", "2025-02-24", "2025-02-25", "2025-02-26", "2025-02-17")
    page = make_page(server, locale=locale, dark=dark)
    page.goto("/statistics")
    note = page.locator("#rate-note")
    expect(note).to_contain_text(RATE_NOTE[locale])
    rows = page.locator("table.per-tracker tbody tr")
    gym = rows.filter(has_text="Gym").locator("td").nth(1)
    read = rows.filter(has_text="Read").locator("td").nth(1)
    expect(gym).to_have_attribute("aria-describedby", "rate-note")
    expect(gym).to_have_text(re.compile(r"^\d+\s?%\*$|^—\*$"))
    expect(read).not_to_have_attribute("aria-describedby", "rate-note")
    problems = describe(Axe().run(page).response["violations"])
    assert problems == [], "\n".join(problems)
