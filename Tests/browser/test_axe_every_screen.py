"""Seed 003 §7 / SPEC §4 accessibility: axe-core (bundled in axe-playwright-python, offline) finds
no violation at all, of any impact, on every screen and every open sheet, in light and dark.
(test_accessibility.py holds the older serious-and-critical check of the main screens.)"""
import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from habits_server import HabitsServer
from test_accessibility import describe
from ui import (add_event, add_habit, mark_done, open_add_sheet, open_calendar, open_card_menu, open_filters,
                open_row, seed_read_history)

AXE = Axe()


@pytest.fixture(scope="module")
def shared():
    with HabitsServer() as server:
        seed_read_history(server)
        server.cli("category", "add", "Mind")
        add_habit(server, "Run", days="mon,wed,fri", color="F59E0B", emoji="🥶")
        add_habit(server, "Meditate", "Mind", color="35347C", emoji="😪")
        add_event(server, "Dentist", color="2FD058", emoji="😇")
        add_habit(server, "Stretch", color="FF99CC", start="2025-03-07")
        mark_done(server, "Run", "2025-03-05", "2025-03-07")
        server.cli("pin", "Run")
        server.read_id = server.cli_json("show", "Read")["id"]
        # Part 2: a measurable habit, a skipped day with a note, a paused habit, an archived one.
        server.cli("add", "Water", "--category", "Health", "--every-day", "--start", "2025-03-01", "--color", "007BFA", "--emoji", "🥶")
        server.cli("add", "Yoga", "--category", "Mind", "--every-day", "--start", "2025-03-01", "--color", "E66DD4", "--emoji", "🙌")
        server.cli("add", "Old", "--category", "Mind", "--every-day", "--start", "2025-03-01")
        server.run_id = server.cli_json("show", "Run")["id"]
        yield server


@pytest.fixture(scope="module")
def empty():
    with HabitsServer() as server:
        yield server


def category_menu(page):
    open_row(page, "Category")
    page.get_by_label("Category actions: Mind", exact=True).click()


def rename_category(page):
    category_menu(page)
    page.get_by_role("button", name="Edit", exact=True).click()
    expect(page.get_by_role("textbox", name="Category", exact=True)).to_be_visible()


def confirm_category_delete(page):
    category_menu(page)
    page.get_by_role("button", name="Delete", exact=True).click()
    expect(page.get_by_role("alertdialog")).to_be_visible()


def name_too_long(page):
    page.get_by_label("Tracker name", exact=True).fill("x" * 39)
    expect(page.get_by_text("Limit 38 characters", exact=True)).to_be_visible()


def schedule_times_a_week_out_of_range(page):
    open_row(page, "Schedule")
    page.get_by_role("radio", name="Times a week", exact=True).check()
    page.get_by_role("spinbutton", name="Times a week", exact=True).fill("7")
    expect(page.locator("#weeklyTimes-error")).to_be_visible()


def schedule_times_in_days(page):
    open_row(page, "Schedule")
    page.get_by_role("radio", name="N times in M days", exact=True).check()


def measure_on(page):
    page.get_by_role("switch", name="Count an amount", exact=True).check()
    page.get_by_label("Target", exact=True).fill("2.5")


def offline_status(page):
    page.locator("#sync-status").evaluate("e => { e.textContent = 'Offline — your taps will sync'; e.hidden = false; }")


def part2_data(page, shared):
    """Made once through the web forms (this branch's CLI has no measure, skip, pause or archive)."""
    if getattr(shared, "part2", False):
        return
    from ui import add_habit_by_form
    add_habit_by_form(page, "Glasses", measure=("glasses", "8"), color="#0891B2")
    ids = {t["name"]: t["id"] for t in page.request.get("/api/v1/trackers").json()}
    post = lambda path, form: page.request.post(path, form={**form, "back": "/"}, max_redirects=0)
    post(f"/trackers/{ids['Glasses']}/entry", {"date": "2025-03-07", "state": "value", "value": "3"})
    post(f"/trackers/{ids['Water']}/entry", {"date": "2025-03-07", "state": "skipped", "note": "sick"})
    post(f"/trackers/{ids['Yoga']}/pause", {"from": "2025-03-07", "until": ""})
    post(f"/trackers/{ids['Run']}/pause", {"from": "2025-03-10", "until": "2025-03-14"})
    post(f"/trackers/{ids['Old']}/archive", {"archived": "1"})
    shared.glasses_id = ids["Glasses"]
    shared.part2 = True


def open_menu_sheet(name, item):
    def action(page):
        open_card_menu(page, name)
        page.locator("#board .card").filter(has_text=name).locator(".menu > a, .menu > details > summary").filter(has_text=item).click()
        expect(page.get_by_role("dialog").filter(has_text=name).first).to_be_visible()
    return action


def refused_note(page):
    open_menu_sheet("Read", "Note")(page)
    area = page.get_by_role("dialog", name="Note on Read").get_by_label("Note for the day")
    area.evaluate("e => e.removeAttribute('maxlength')")
    area.fill("x" * 201)
    page.get_by_role("dialog", name="Note on Read").get_by_role("button", name="Save").click()
    expect(page.get_by_role("dialog", name="Note on Read").get_by_role("alert")).to_be_visible()


def open_every_table(page):
    for summary in page.locator(".chart-data > summary").all():
        summary.click()


def open_paused(page):
    page.locator("#paused > summary").click()


def screens(shared):
    read, run = shared.read_id, shared.run_id
    yield "trackers", "/", None
    yield "trackers, sync status shown", "/", offline_status
    yield "another day", "/?date=2025-03-05", None
    yield "nothing found", "/?q=zzz", None
    yield "nothing on the day", "/?date=2025-02-01", None
    yield "add sheet", "/", open_add_sheet
    yield "calendar", "/", open_calendar
    yield "filters", "/", open_filters
    yield "card menu", "/", lambda p: open_card_menu(p, "Read")
    yield "pinned card menu", "/", lambda p: open_card_menu(p, "Run")
    yield "new habit", "/trackers/new?kind=habit", None
    yield "new habit, category picker and schedule", "/trackers/new?kind=habit", lambda p: (open_row(p, "Category"), open_row(p, "Schedule"))
    yield "new habit, name too long", "/trackers/new?kind=habit", name_too_long
    yield "new habit, times a week out of range", "/trackers/new?kind=habit", schedule_times_a_week_out_of_range
    yield "new habit, n times in m days", "/trackers/new?kind=habit", schedule_times_in_days
    yield "new habit, measure", "/trackers/new?kind=habit", measure_on
    yield "category menu", "/trackers/new?kind=habit", category_menu
    yield "renaming a category", "/trackers/new?kind=habit", rename_category
    yield "deleting a category", "/trackers/new?kind=habit", confirm_category_delete
    yield "new irregular event", "/trackers/new?kind=event", lambda p: open_row(p, "Category")
    yield "edit habit", f"/trackers/{read}/edit", lambda p: open_row(p, "Schedule")
    yield "delete confirmation", f"/trackers/{read}/delete", None
    yield "detail", f"/trackers/{read}", None
    yield "detail, other weekdays", f"/trackers/{run}", None
    yield "detail, a planned pause's Change sheet", f"/trackers/{run}", lambda p: p.locator(".planned-pause summary").click()
    yield "board with skipped, measurable and paused", "/", open_paused
    yield "value sheet", "/", open_menu_sheet("Glasses", "Value")
    yield "note sheet with a refused note", "/", refused_note
    yield "pause sheet", "/", open_menu_sheet("Read", "Pause")
    yield "measurable detail", f"/trackers/{shared.glasses_id}", None
    yield "measurable detail, value sheet", f"/trackers/{shared.glasses_id}", lambda p: p.locator("summary.chip").last.click()
    yield "detail, pause sheet", f"/trackers/{read}", lambda p: p.locator(".detail-actions summary").click()
    yield "statistics", "/statistics", None
    yield "statistics, every table open", "/statistics?sort=strength", open_every_table
    yield "detail, every chart's table open", f"/trackers/{read}?strength=all", open_every_table
    yield "detail, a day of the month browser", f"/trackers/{read}", lambda p: p.locator(".day-sheet > summary").first.click()
    yield "settings", "/settings", None
    yield "export and import", "/settings/transfer", None


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_axe_finds_no_violations_on_any_screen(make_page, shared, empty, dark):
    page = make_page(shared, dark=dark)
    page.goto("/")
    part2_data(page, shared)
    problems = []

    def check(name):
        violations = AXE.run(page).response["violations"]
        problems.extend(f"{name}: {line}" for line in describe(violations))

    for name, path, action in screens(shared):
        page.goto(path)
        expect(page.locator("main")).to_be_visible()
        if action:
            action(page)
        check(name)

    fresh = make_page(empty, dark=dark)
    page = fresh
    for name, path in [("empty trackers", "/"), ("empty statistics", "/statistics")]:
        page.goto(path)
        expect(page.locator("main")).to_be_visible()
        check(name)

    page = make_page(empty, dark=dark, onboarded=False, cookies={"tz": "UTC"})
    page.goto("/")
    expect(page.get_by_role("button", name="Awesome tech!")).to_be_visible()
    check("onboarding")
    assert not problems, f"{len(problems)} violation(s):\n" + "\n".join(problems)
