"""Seed 003 (Streak Habits): its acceptance checks (§6.1–6.3) and success criteria (§10) as SPEC.md
keeps them, each test named with the seed's wording. SPEC §9 overrides: names up to 38 characters
(the field shows `Limit 38 characters` rather than stopping at 40), no cap of 12 habits, and a habit
created today has 29 grid cells before today. The midnight and offline checks of §6.4 are in
test_midnight.py and test_offline.py.

Histories are prepared with the CLI, on a server whose clock (HABITS_NOW, UTC) is the day the seed
names: 12:00 on Friday 7 March 2025 unless a test says otherwise."""
import json
import re

from playwright.sync_api import expect

from ui import (WEEKDAYS, add_habit, best, best_streak, card, check_button, chip, current_streak,
                fill_tracker_form, grid_cells, mark_done, marker, open_add_sheet, open_card_menu,
                open_details, progress, section, set_marker, streak)

MAR_8 = "2025-03-08T12:00:00Z"


def health(server) -> None:
    server.cli("category", "add", "Health")


def new_habit_form(page) -> None:
    open_add_sheet(page).get_by_role("link", name="Habit", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="New habit")).to_be_visible()


# ---- §10 and §6.1: adding ------------------------------------------------------------------------

def test_adding_a_habit_named_read_shows_a_row_with_streak_0_and_best_0(page, server):
    """Also §6.1 `Name Run → Save → row Run appears with streak 0 and best 0`, and it appears at the
    bottom of the list (after the habits that were there)."""
    health(server)
    add_habit(server, "Run")
    page.goto("/")
    new_habit_form(page)
    fill_tracker_form(page, name="Read", category="Health", days=WEEKDAYS, emoji="🥦", color="#2563EB")
    page.get_by_role("button", name="Create", exact=True).click()

    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    expect(streak(page, "Read")).to_have_text("🔥 0")
    expect(best(page, "Read")).to_have_text("Best 0")
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "false")
    expect(section(page, "Health").locator(".card-name")).to_have_text(["Run", "Read"])
    expect(progress(page)).to_have_text("0 of 2 done today")


# ---- §10 and §6.2: marking done ------------------------------------------------------------------

def test_tapping_the_check_button_fills_it_and_updates_the_streak_to_1_on_a_new_habit(page, server):
    health(server)
    add_habit(server, "Read", start="2025-03-07")  # new today
    page.goto("/")
    read = check_button(page, "Read")
    expect(read).to_have_attribute("aria-pressed", "false")
    expect(read).to_have_text("+")
    expect(streak(page, "Read")).to_have_text("🔥 0")
    set_marker(page)

    read.click()
    expect(read).to_have_attribute("aria-pressed", "true")
    expect(read).to_have_text("✓")
    expect(streak(page, "Read")).to_have_text("🔥 1")
    expect(best(page, "Read")).to_have_text("Best 1")  # it reached best, so best follows
    assert marker(page) == "still here", "the tap reloaded the page instead of updating it in place"
    shown = server.cli_json("show", "Read")
    assert (shown["currentStreak"], shown["bestStreak"]) == (1, 1), shown


def test_tapping_the_filled_button_again_returns_it_to_pending_and_streak_to_0(page, server):
    health(server)
    add_habit(server, "Read", start="2025-03-07")
    page.goto("/")
    read = check_button(page, "Read")
    read.click()
    expect(read).to_have_attribute("aria-pressed", "true")
    expect(streak(page, "Read")).to_have_text("🔥 1")

    read.click()
    expect(read).to_have_attribute("aria-pressed", "false")
    expect(read).to_have_text("+")
    expect(streak(page, "Read")).to_have_text("🔥 0")
    expect(best(page, "Read")).to_have_text("Best 0")
    page.reload()  # the server agrees
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "false")
    expect(streak(page, "Read")).to_have_text("🔥 0")


def read_done_mar_6_and_7(server) -> None:
    health(server)
    add_habit(server, "Read")
    mark_done(server, "Read", "2025-03-06", "2025-03-07")


def test_a_habit_with_mar_6_and_mar_7_done_shows_streak_2_on_mar_7_and_mar_8_before_a_tap(make_page, make_server):
    """§10, and §6.2 `Streak 2 (Mar 6, 7 pending on Mar 8 → shown as 2 before tapping) → tap on
    Mar 8 → 3`."""
    on_mar_7 = make_server()
    read_done_mar_6_and_7(on_mar_7)
    page = make_page(on_mar_7)
    page.goto("/")
    expect(page.get_by_text("Friday, 7 March", exact=True)).to_be_visible()
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    expect(streak(page, "Read")).to_have_text("🔥 2")
    expect(best(page, "Read")).to_have_text("Best 2")

    on_mar_8 = make_server(MAR_8)
    read_done_mar_6_and_7(on_mar_8)
    page = make_page(on_mar_8)
    page.goto("/")
    expect(page.get_by_text("Saturday, 8 March", exact=True)).to_be_visible()
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "false")
    expect(streak(page, "Read")).to_have_text("🔥 2")  # today is never a broken day
    expect(best(page, "Read")).to_have_text("Best 2")
    expect(progress(page)).to_have_text("0 of 1 done today")

    check_button(page, "Read").click()  # tap on Mar 8 → 3
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    expect(streak(page, "Read")).to_have_text("🔥 3")
    expect(best(page, "Read")).to_have_text("Best 3")
    expect(progress(page)).to_have_text("All done today. Nice work!")


def test_tap_then_tap_again_on_the_same_habit_returns_to_pending_streak_back_to_prior_value(make_page, make_server):
    server = make_server(MAR_8)
    read_done_mar_6_and_7(server)
    page = make_page(server)
    page.goto("/")
    read = check_button(page, "Read")
    expect(streak(page, "Read")).to_have_text("🔥 2")
    read.click()
    expect(read).to_have_attribute("aria-pressed", "true")
    expect(streak(page, "Read")).to_have_text("🔥 3")
    read.click()
    expect(read).to_have_attribute("aria-pressed", "false")
    expect(streak(page, "Read")).to_have_text("🔥 2")
    expect(best(page, "Read")).to_have_text("Best 2")
    expect(progress(page)).to_have_text("0 of 1 done today")
    shown = server.cli_json("show", "Read")
    assert (shown["currentStreak"], shown["bestStreak"], shown["days"]) == (2, 2, 2), shown


def test_3_habits_2_done_shows_2_of_3_done_today_and_all_3_done_shows_all_done_today_nice_work(page, server):
    health(server)
    for name in ["Read", "Run", "Stretch"]:
        add_habit(server, name)
    mark_done(server, "Read", "2025-03-07")
    mark_done(server, "Run", "2025-03-07")
    page.goto("/")
    expect(progress(page)).to_have_text("2 of 3 done today")
    set_marker(page)

    check_button(page, "Stretch").click()
    expect(progress(page)).to_have_text("All done today. Nice work!")
    check_button(page, "Run").click()  # and back
    expect(progress(page)).to_have_text("2 of 3 done today")
    check_button(page, "Run").click()
    expect(progress(page)).to_have_text("All done today. Nice work!")
    assert marker(page) == "still here", "the progress line was not updated in place"
    page.reload()
    expect(progress(page)).to_have_text("All done today. Nice work!")


# ---- §4 and §6.3: the worked example and the habit detail ---------------------------------------

def cell_colour(page, state: str) -> str:
    return page.locator(f"ol.grid30 > li.cell.{state}").first.evaluate("e => getComputedStyle(e).backgroundColor")


def test_completions_mar_1_4_6_7_viewed_on_mar_7_show_current_2_best_4_and_toggling_mar_5_gives_7_7_then_2_4(page, server):
    """§6.3: `Completions Mar 1-4, 6, 7 viewed on Mar 7 → current 2, best 4`, `Toggle Mar 5 to done →
    current 7, best 7`, `Toggle Mar 5 back → current 2, best 4`; §10 `Toggling a day within the last 7
    days in Habit Detail recomputes current and best streaks immediately`; §4's third record
    `Stretch` (Mar 7 only, created Mar 7) → current 1, best 1."""
    health(server)
    add_habit(server, "Read", color="9333EA")
    mark_done(server, "Read", "2025-03-01", "2025-03-02", "2025-03-03", "2025-03-04", "2025-03-06", "2025-03-07")
    add_habit(server, "Stretch", start="2025-03-07")
    mark_done(server, "Stretch", "2025-03-07")
    page.goto("/")
    expect(streak(page, "Read")).to_have_text("🔥 2")
    expect(best(page, "Read")).to_have_text("Best 4")
    expect(streak(page, "Stretch")).to_have_text("🔥 1")
    expect(best(page, "Stretch")).to_have_text("Best 1")

    open_details(page, "Read")
    expect(page.get_by_role("link", name="← Back")).to_be_visible()
    expect(current_streak(page)).to_have_text("2")
    expect(best_streak(page)).to_have_text("4")
    cells = grid_cells(page)
    expect(cells).to_have_count(30)
    states = page.locator("ol.grid30 > li.cell").evaluate_all(
        "cells => cells.map(c => ['done', 'missed', 'pending', 'unscheduled', 'before-start'].find(s => c.classList.contains(s)))")
    assert states == ["before-start"] * 23 + ["done"] * 4 + ["missed", "done", "done"], states
    expect(cells.nth(27)).to_contain_text("5 Mar 2025: missed")
    # Done, missed and before the start look different.
    colours = {state: cell_colour(page, state) for state in ["done", "missed", "before-start"]}
    assert len(set(colours.values())) == 3, f"grid cells are not distinct: {colours}"
    expect(page.get_by_text("6 days completed since 1 Mar 2025", exact=True)).to_be_visible()
    chip_colours = [chip(page, label).evaluate("e => getComputedStyle(e).backgroundColor") for label in ("Fri 7", "Wed 5")]
    assert chip_colours[0] != chip_colours[1], f"done and missed chips look the same: {chip_colours}"
    set_marker(page)

    chip(page, "Wed 5").click()
    expect(chip(page, "Wed 5")).to_have_attribute("aria-pressed", "true")
    expect(current_streak(page)).to_have_text("7")
    expect(best_streak(page)).to_have_text("7")
    expect(cells.nth(27)).to_contain_text("5 Mar 2025: done")
    expect(page.get_by_text("7 days completed since 1 Mar 2025", exact=True)).to_be_visible()
    assert marker(page) == "still here", "toggling a chip reloaded the page"
    shown = server.cli_json("show", "Read")
    assert (shown["currentStreak"], shown["bestStreak"]) == (7, 7), shown

    # Part 2 (SPEC §10.3): the chip cycles done → skipped → clear; a skipped day is neutral.
    chip(page, "Wed 5").click()
    expect(chip(page, "Wed 5")).to_have_accessible_name("Wed 5: skipped")
    expect(chip(page, "Wed 5")).to_have_attribute("aria-pressed", "false")
    chip(page, "Wed 5").click()
    expect(chip(page, "Wed 5")).to_have_attribute("aria-pressed", "false")
    expect(chip(page, "Wed 5")).to_have_accessible_name("Wed 5: missed")
    expect(current_streak(page)).to_have_text("2")
    expect(best_streak(page)).to_have_text("4")
    expect(cells.nth(27)).to_contain_text("5 Mar 2025: missed")
    expect(page.get_by_text("6 days completed since 1 Mar 2025", exact=True)).to_be_visible()

    page.get_by_role("link", name="← Back").click()
    expect(streak(page, "Read")).to_have_text("🔥 2")
    expect(best(page, "Read")).to_have_text("Best 4")


def test_habit_created_today_has_29_grid_cells_before_today_and_its_earlier_chips_are_not_tappable(page, server):
    """§6.3 `Habit created today → 6 grid cells before today are #F1F5F9` (29 here, SPEC §9), `New
    habit with no history → grid all muted, totals 0 days completed since {date}`, `Tapping a day
    before createdOn → nothing happens`; the grid is 6 × 5, oldest top-left, today bottom-right."""
    health(server)
    add_habit(server, "Read", start="2025-03-07")
    page.goto("/")
    open_details(page, "Read")
    expect(current_streak(page)).to_have_text("0")
    expect(best_streak(page)).to_have_text("0")
    cells = grid_cells(page)
    expect(cells).to_have_count(30)
    expect(page.locator("ol.grid30 > li.cell.before-start")).to_have_count(29)
    expect(page.locator("ol.grid30 > li.cell.before-start").last).to_contain_text("6 Mar 2025: before the start")
    expect(cells.first).to_contain_text("6 Feb 2025: before the start")
    expect(cells.last).to_contain_text("7 Mar 2025")
    expect(page.locator("ol.grid30 > li.cell").last).to_have_class(re.compile(r"\bpending\b"))
    expect(page.locator("ol.grid30 > li.cell.done, ol.grid30 > li.cell.missed")).to_have_count(0)
    expect(page.get_by_text("0 days completed since 7 Mar 2025", exact=True)).to_be_visible()

    # 6 columns × 5 rows, oldest top-left, today bottom-right.
    boxes = cells.evaluate_all("cells => cells.map(c => { const r = c.getBoundingClientRect(); return [r.x, r.y]; })")
    xs = sorted({round(x) for x, _ in boxes})
    ys = sorted({round(y) for _, y in boxes})
    assert (len(xs), len(ys)) == (6, 5), f"grid is {len(xs)} columns × {len(ys)} rows"
    assert [round(v) for v in boxes[0]] == [xs[0], ys[0]], "the oldest day is not top-left"
    assert [round(v) for v in boxes[-1]] == [xs[-1], ys[-1]], "today is not bottom-right"
    assert [round(y) for _, y in boxes[:6]] == [ys[0]] * 6, "the first row does not hold the 6 oldest days"

    # The chips before the start: disabled, and a tap does nothing.
    for label in ["Sat 1", "Sun 2", "Mon 3", "Tue 4", "Wed 5", "Thu 6"]:
        expect(chip(page, label)).to_be_disabled()
        expect(chip(page, label)).to_have_accessible_name(f"{label}: before the start")
    chip(page, "Thu 6").click(force=True)
    expect(chip(page, "Fri 7")).to_be_enabled()
    expect(current_streak(page)).to_have_text("0")
    assert not server.requests("POST", "/trackers/"), server.requests("POST", "/trackers/")
    assert server.cli_json("show", "Read")["days"] == 0

    chip(page, "Fri 7").click()
    expect(chip(page, "Fri 7")).to_have_attribute("aria-pressed", "true")
    expect(current_streak(page)).to_have_text("1")
    expect(best_streak(page)).to_have_text("1")
    expect(page.get_by_text("1 day completed since 7 Mar 2025", exact=True)).to_be_visible()


def test_a_missed_full_day_resets_the_streak_to_0_at_the_next_midnight_and_best_never_decreases(make_page, make_server):
    """§10 `A missed full day resets the streak to 0 at the next midnight` and `Best streak never
    decreases when a streak breaks`, with §4's Meditate: completions Mar 5 and 6 only; at 23:59 on
    Mar 7 (not done today) the streak is 2 and still alive; at 00:01 on Mar 8 it is 0."""
    for now in ["2025-03-07T23:59:00Z", "2025-03-08T00:01:00Z"]:
        server = make_server(now)
        health(server)
        add_habit(server, "Meditate")
        mark_done(server, "Meditate", "2025-03-05", "2025-03-06")
        page = make_page(server)
        page.goto("/")
        if now.startswith("2025-03-07"):
            expect(streak(page, "Meditate")).to_have_text("🔥 2")
            expect(best(page, "Meditate")).to_have_text("Best 2")
        else:
            expect(page.get_by_text("Saturday, 8 March", exact=True)).to_be_visible()
            expect(streak(page, "Meditate")).to_have_text("🔥 0")
            expect(best(page, "Meditate")).to_have_text("Best 2")
            open_details(page, "Meditate")
            expect(current_streak(page)).to_have_text("0")
            expect(best_streak(page)).to_have_text("2")
            expect(grid_cells(page).nth(28)).to_contain_text("7 Mar 2025: missed")


def test_device_clock_moved_backward_dates_after_today_are_ignored_in_streak_math(make_page, make_server):
    """§4 edge case (SPEC §2 keeps it): completions made while the clock said 10 March, viewed
    with the clock back on 7 March."""
    server = make_server(start=False)
    server.env["HABITS_NOW"] = "2025-03-10T12:00:00Z"
    health(server)
    add_habit(server, "Read")
    mark_done(server, "Read", "2025-03-06", "2025-03-08", "2025-03-09", "2025-03-10")
    server.env["HABITS_NOW"] = server.now  # 7 March again
    server.start()
    page = make_page(server)
    page.goto("/")
    expect(page.get_by_text("Friday, 7 March", exact=True)).to_be_visible()
    expect(streak(page, "Read")).to_have_text("🔥 1")    # Mar 6; the run of Mar 8-10 is in the future
    expect(best(page, "Read")).to_have_text("Best 1")
    expect(card(page, "Read")).to_contain_text("1 day")
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "false")
    open_details(page, "Read")
    expect(current_streak(page)).to_have_text("1")
    expect(best_streak(page)).to_have_text("1")
    expect(grid_cells(page).last).to_contain_text("7 Mar 2025: not yet done")


# ---- §10 and §6.1: deleting, names ---------------------------------------------------------------

def test_deleting_a_habit_asks_for_confirmation_and_removes_its_history(page, server):
    """§6.1 `Delete confirmed → habit and its completions disappear; Today shows one fewer row`."""
    health(server)
    add_habit(server, "Read")
    add_habit(server, "Run")
    mark_done(server, "Read", "2025-03-05", "2025-03-06", "2025-03-07")
    page.goto("/")
    expect(page.get_by_role("button", name=re.compile(r"^Mark .* done$"))).to_have_count(2)

    open_card_menu(page, "Read").get_by_role("link", name="Delete", exact=True).click()
    question = page.get_by_role("alertdialog").get_by_text(
        'Delete "Read" and its history? This cannot be undone.', exact=True)
    expect(question).to_be_visible()
    expect(page.get_by_role("link", name="Cancel", exact=True)).to_be_visible()
    page.get_by_role("button", name="Delete", exact=True).click()

    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    expect(check_button(page, "Read")).to_have_count(0)
    expect(page.get_by_role("button", name=re.compile(r"^Mark .* done$"))).to_have_count(1)
    expect(progress(page)).to_have_text("0 of 1 done today")
    export = json.loads(page.request.get("/api/v1/export").text())
    assert [t["name"] for t in export["trackers"]] == ["Run"], export
    assert all(not t.get("completions") for t in export["trackers"]), export

    # A new habit of the same name starts from nothing: the history went with the old one.
    add_habit(server, "Read")
    page.reload()
    expect(card(page, "Read")).to_contain_text("0 days")
    expect(streak(page, "Read")).to_have_text("🔥 0")
    expect(best(page, "Read")).to_have_text("Best 0")


def test_name_run_when_run_exists_says_you_already_track_run(page, server):
    health(server)
    add_habit(server, "Run")
    page.goto("/")
    new_habit_form(page)
    fill_tracker_form(page, name="run", category="Health", days=WEEKDAYS, emoji="🏓", color="#16A34A")
    page.get_by_role("button", name="Create", exact=True).click()
    expect(page.get_by_text('You already track "run".', exact=True)).to_be_visible()
    expect(page.get_by_role("heading", level=1, name="New habit")).to_be_visible()
    assert [t["name"] for t in json.loads(page.request.get("/api/v1/trackers").text())] == ["Run"]


def test_39_typed_characters_show_the_limit_38_characters_error(page, server):
    """§6.1 `41 typed characters → field holds 40`, as SPEC §9 settles it: 38 characters, and the
    field shows the limit error instead of refusing keys."""
    health(server)
    page.goto("/trackers/new?kind=habit")
    fill_tracker_form(page, category="Health", days=WEEKDAYS, emoji="🙂", color="#2563EB")
    name = page.get_by_label("Tracker name", exact=True)
    create = page.get_by_role("button", name="Create", exact=True)
    limit = page.get_by_text("Limit 38 characters", exact=True)
    name.press_sequentially("a" * 38)
    expect(name).to_have_value("a" * 38)
    expect(limit).to_be_hidden()
    expect(create).to_be_enabled()
    name.press_sequentially("b")  # the 39th
    expect(name).to_have_value("a" * 38 + "b")
    expect(limit).to_be_visible()
    expect(name).to_have_attribute("aria-invalid", "true")
    expect(create).to_be_disabled()


def test_there_is_no_cap_of_12_habits(page, server):
    """§10 `A 13th habit cannot be added and You can track up to 12 habits. appears` is not adopted
    (SPEC §9): a 13th habit is added like any other."""
    health(server)
    for n in range(1, 13):
        add_habit(server, f"Habit {n}")
    page.goto("/")
    expect(page.get_by_role("button", name=re.compile(r"^Mark .* done$"))).to_have_count(12)
    new_habit_form(page)
    fill_tracker_form(page, name="Habit 13", category="Health", days=WEEKDAYS, emoji="🙂", color="#2563EB")
    page.get_by_role("button", name="Create", exact=True).click()
    expect(check_button(page, "Habit 13")).to_be_visible()
    expect(page.get_by_role("button", name=re.compile(r"^Mark .* done$"))).to_have_count(13)
    expect(page.get_by_text("You can track up to 12 habits.")).to_have_count(0)


# ---- §10: no console errors ----------------------------------------------------------------------

def test_no_console_errors_during_adding_a_habit_marking_it_done_and_reopening_the_app_after_a_reload(page, server):
    problems = []
    page.on("console", lambda m: problems.append(f"console.{m.type}: {m.text} ({m.location})") if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: problems.append(f"uncaught: {e}"))
    # The live update stream is open for as long as a page is, so leaving the page always
    # aborts it, and a script's GET of the page itself still in flight (live.js after a change,
    # queue.js after a sync) is aborted by the reload too; any other failed request is a problem.
    def left_behind(request):
        return request.failure == "net::ERR_ABORTED" and (
            request.url.endswith("/api/v1/events") or (request.resource_type == "fetch" and request.method == "GET"))
    page.on("requestfailed", lambda r: None if left_behind(r)
            else problems.append(f"request failed: {r.method} {r.url} {r.failure}"))
    health(server)

    page.goto("/")
    new_habit_form(page)
    fill_tracker_form(page, name="Read", category="Health", days=WEEKDAYS, emoji="🥦", color="#16A34A")
    page.get_by_role("button", name="Create", exact=True).click()
    check_button(page, "Read").click()
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    expect(streak(page, "Read")).to_have_text("🔥 1")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    expect(progress(page)).to_have_text("All done today. Nice work!")
    page.reload()  # now through the service worker
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("!!navigator.serviceWorker.controller"), "the service worker does not control the page"
    assert not problems, "\n".join(problems)
