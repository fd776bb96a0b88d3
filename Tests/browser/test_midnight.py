"""Seed 003 §6.4, midnight: the page re-checks the date every 60 s and when it becomes visible, and
after midnight shows the new day with every button pending and the streaks as of the new day.

The real rollover: the server starts a few seconds before midnight (HABITS_NOW) and its clock runs
on; each page gets the same instant through Playwright's clock (context zone UTC), which also runs
on. The test waits, in real time, until the server is past midnight, then moves each page's clock
on: a minute (the 60 s check fires) or, for the visibility path, only the date (no timer fires) and
then the page is hidden and shown again."""
import datetime
import re
import time

from playwright.sync_api import expect

from habits_server import instant
from ui import (add_habit, best, best_streak, check_button, current_streak, date_button, grid_cells,
                mark_done, progress, streak)

ANY_CHECK = re.compile(r"^Mark .* done$")
MIDNIGHT = instant("2025-03-08T00:00:00Z")
# Seconds of the server's clock left before midnight when it starts: enough for the first loads.
LEAD = 12

# Hides the page and shows it again, as switching apps does (headless Chromium has no way to hide a
# page, so the document's visibilityState is overridden for the moment it is "hidden").
HIDE_AND_SHOW = """() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete document.visibilityState;
    delete document.hidden;
    document.dispatchEvent(new Event('visibilitychange'));
}"""


def open_at_server_time(make_page, server, path):
    """A page whose clock is the server's, running on."""
    page = make_page(server)
    page.clock.install(time=server.clock())
    page.goto(path)
    return page


def test_open_at_23_59_with_all_done_return_at_00_01_shows_the_new_date_and_0_of_n_done_today(make_page, make_server):
    server = make_server(now=(MIDNIGHT - datetime.timedelta(seconds=LEAD)).isoformat().replace("+00:00", "Z"), start=False)
    server.cli("category", "add", "Health")
    add_habit(server, "Read")                          # done every day: 🔥 7 on Friday
    mark_done(server, "Read", *[f"2025-03-0{d}" for d in range(1, 8)])
    add_habit(server, "Stretch", start="2025-03-05")   # 🔥 3
    mark_done(server, "Stretch", "2025-03-05", "2025-03-06", "2025-03-07")
    add_habit(server, "Run", days="mon,wed,fri")       # not due on Saturdays
    mark_done(server, "Run", "2025-03-05", "2025-03-07")
    read_id = server.cli_json("show", "Read")["id"]
    server.start()

    by_timer = open_at_server_time(make_page, server, "/")
    by_visibility = open_at_server_time(make_page, server, "/")
    detail = open_at_server_time(make_page, server, f"/trackers/{read_id}")
    by_visibility.clock.pause_at(by_visibility.evaluate("Date.now()") / 1000 + 0.5)  # only the date will move

    for page in (by_timer, by_visibility):
        expect(date_button(page)).to_have_accessible_name("Choose a day: Friday, 7 March")
        expect(progress(page)).to_have_text("All done today. Nice work!")
        expect(page.get_by_role("button", name=ANY_CHECK)).to_have_count(3)
        for name in ["Read", "Stretch", "Run"]:
            expect(check_button(page, name)).to_have_attribute("aria-pressed", "true")
        expect(streak(page, "Read")).to_have_text("🔥 7")
    expect(grid_cells(detail).last).to_contain_text("7 Mar 2025: done")
    assert server.clock() < MIDNIGHT, (
        f"the pages took until {server.clock()} to open: the test needs them open before midnight (raise LEAD)")

    while server.clock() < MIDNIGHT + datetime.timedelta(seconds=1):  # the one real wait
        time.sleep(0.1)

    # Every 60 s: a minute later the page notices the new day.
    by_timer.clock.run_for(60_000)
    detail.clock.run_for(60_000)
    # On becoming visible: only the date moves, no timer fires until the page is shown again.
    by_visibility.clock.set_system_time(server.clock())
    expect(date_button(by_visibility)).to_have_accessible_name("Choose a day: Friday, 7 March")
    by_visibility.evaluate(HIDE_AND_SHOW)

    for page in (by_timer, by_visibility):
        expect(date_button(page)).to_have_accessible_name("Choose a day: Saturday, 8 March")
        expect(page.get_by_text("Saturday, 8 March", exact=True)).to_be_visible()
        expect(progress(page)).to_have_text("0 of 2 done today")
        expect(page.get_by_role("button", name=ANY_CHECK)).to_have_count(2)  # Run is not due on Saturdays
        for name in ["Read", "Stretch"]:
            expect(check_button(page, name)).to_have_attribute("aria-pressed", "false")
            expect(check_button(page, name)).to_have_text("+")
        # Streaks as of Saturday: today is never broken, so Friday's runs still count.
        expect(streak(page, "Read")).to_have_text("🔥 7")
        expect(best(page, "Read")).to_have_text("Best 7")
        expect(streak(page, "Stretch")).to_have_text("🔥 3")
        assert page.evaluate("document.body.dataset.today") == "2025-03-08"

    # The detail page reloads onto the new day too.
    expect(grid_cells(detail).last).to_contain_text("8 Mar 2025: not yet done")
    expect(grid_cells(detail).nth(28)).to_contain_text("7 Mar 2025: done")
    expect(current_streak(detail)).to_have_text("7")
    expect(best_streak(detail)).to_have_text("7")

    # The new day is markable, and the streak grows on it.
    check_button(by_timer, "Read").click()
    expect(check_button(by_timer, "Read")).to_have_attribute("aria-pressed", "true")
    expect(streak(by_timer, "Read")).to_have_text("🔥 8")
    expect(best(by_timer, "Read")).to_have_text("Best 8")
    expect(progress(by_timer)).to_have_text("1 of 2 done today")
    kept = by_timer.request.get(f"/api/v1/trackers/{read_id}").json()  # the CLI's clock stays at 23:59:50
    assert (kept["days"], kept["currentStreak"], kept["bestStreak"]) == (8, 8, 8), kept


def test_habit_with_mar_6_done_nothing_mar_7_shows_streak_0_at_00_01_mar_8_and_streak_1_at_23_00_mar_7(make_page, make_server):
    for now, heading, shown in [("2025-03-07T23:00:00Z", "Friday, 7 March", "🔥 1"),
                                ("2025-03-08T00:01:00Z", "Saturday, 8 March", "🔥 0")]:
        server = make_server(now)
        server.cli("category", "add", "Health")
        add_habit(server, "Read")
        mark_done(server, "Read", "2025-03-06")
        page = make_page(server)
        page.clock.install(time=server.clock())
        page.goto("/")
        expect(date_button(page)).to_have_accessible_name(f"Choose a day: {heading}")
        expect(streak(page, "Read")).to_have_text(shown)
        expect(best(page, "Read")).to_have_text("Best 1")
        expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "false")
