"""How the screens look, after the hands-on test of faff69d (#28's cosmetics, c1–c9 and c13):
measured in the page (boxes, computed styles), in English and Russian, light and dark, at
390 px and at a desktop's 1280, with axe on every screen state these tests add."""
import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from habits_server import HabitsServer
from test_accessibility import describe
from ui import add_habit, mark_done

AXE = Axe()
LOOKS = [("en-US", False), ("ru-RU", True)]
IDS = ["english-light", "russian-dark"]
WIDE = "W" * 38


@pytest.fixture(scope="module")
def shared():
    """One server for these read-only tests: a daily habit with reminders and a month of marks,
    a long name, a weekly one met early this week (open today), a measurable one over its
    target and an at-most one, and a category named with 38 letters."""
    with HabitsServer() as server:
        server.cli("category", "add", "Health")
        add_habit(server, "Read", start="2025-01-06")
        mark_done(server, "Read", *[f"2025-02-{day:02}" for day in range(10, 29, 2)], "2025-03-01", "2025-03-02", "2025-03-07")
        server.cli("skip", "Read", "--date", "2025-03-05")
        server.cli("remind", "Read", "--at", "08:00", "--at", "21:00", "--days", "mon,tue,wed,thu,fri")
        add_habit(server, "A name long enough to wrap twice")
        server.cli("add", "Gym", "--category", "Health", "--weekly", "2", "--start", "2025-02-03")
        mark_done(server, "Gym", "2025-03-03", "2025-02-24", "2025-02-25")
        server.cli("add", "Water", "--category", "Health", "--every-day", "--start", "2025-02-01", "--measure", "glasses",
                   "--target", "8")
        server.cli("done", "Water", "--date", "2025-03-07", "--value", "8.5")
        server.cli("category", "add", WIDE)
        server.ids = {name: server.cli_json("show", name)["id"] for name in ("Read", "Gym", "Water")}
        yield server


def open_page(make_page, server, path, locale="en-US", dark=False, **options):
    page = make_page(server, locale=locale, dark=dark, **options)
    page.goto(path)
    return page


def axe_clean(page, where):
    problems = describe(AXE.run(page).response["violations"])
    assert problems == [], f"{where}: " + "\n".join(problems)


def lines(locator) -> int:
    """How many lines an inline element's text takes (its line boxes)."""
    return locator.evaluate("e => { const r = document.createRange(); r.selectNodeContents(e);"
                            " return new Set([...r.getClientRects()].map(b => Math.round(b.top))).size; }")


def box(locator) -> dict:
    return locator.evaluate("e => { const b = e.getBoundingClientRect(); return {x: b.x, y: b.y, w: b.width, h: b.height}; }")


@pytest.mark.parametrize("locale,dark", LOOKS, ids=IDS)
def test_cards_keep_their_numbers_on_one_line_and_line_up_on_a_desktop(make_page, shared, locale, dark):
    """c1, c3: at 1280 the centred column holds two cards a row, not three narrow ones: a streak
    and its unit, and `8.5 / 8 glasses`, stay on one line; the cards of a row are as tall as each
    other with their feet level; an open (optional) card is outlined, not inset in a ghost border."""
    page = open_page(make_page, shared, "/", locale, dark, width=1280, height=900, mobile=False)
    cards = page.locator("#board .card")
    expect(cards).to_have_count(4)
    tops = [box(cards.nth(i))["y"] for i in range(4)]
    assert tops[0] == tops[1] and tops[2] == tops[3] and tops[2] > tops[0], f"two a row: {tops}"
    for streak in page.locator("#board .streak, #board .best").all():
        assert lines(streak) == 1, streak.inner_text()
    assert lines(page.locator("#board .amount")) == 1
    for first, second in [(0, 1), (2, 3)]:
        a, b = box(cards.nth(first).locator(".card-foot")), box(cards.nth(second).locator(".card-foot"))
        assert a["y"] == b["y"], "the feet of a row are level"
    gym = page.locator("#board .card.state-open")
    face = gym.locator(".card-face")
    assert face.evaluate("e => getComputedStyle(e).backgroundColor") != gym.locator("button").evaluate(
        "e => getComputedStyle(e).backgroundColor"), "an open card's face is not filled with its colour"
    assert face.evaluate("e => getComputedStyle(e).boxShadow").count("inset") == 1, "one outline, no ghost ring"
    # A write waiting for a connection is marked inside the card's own edge, not over its neighbours.
    assert cards.first.evaluate("e => { e.classList.add('pending-sync'); const s = getComputedStyle(e);"
                                " const o = s.outlineOffset; e.classList.remove('pending-sync'); return o; }") == "-2px"
    axe_clean(page, "desktop board")


@pytest.mark.parametrize("locale,dark", LOOKS, ids=IDS)
def test_sheets_and_the_delete_confirmation_use_the_apps_buttons(make_page, shared, locale, dark):
    """c4, c5: the Pause sheet opened from a card's menu has rounded buttons inside its margins
    (not the menu's square items); the calendar's Today keeps the sheet's margins; on the delete
    confirmation the destructive button is as wide as Cancel."""
    page = open_page(make_page, shared, "/", locale, dark)
    read = page.locator("#board .card").filter(has_text="Read")
    read.locator(".card-face").click()
    read.locator(".menu > details.pause-sheet > summary, .menu > a[data-sheet=pause]").first.click()
    panel = read.locator(".pause-sheet [role=dialog]")
    button = panel.locator("button[type=submit]")
    expect(button).to_be_visible()
    assert float(button.evaluate("e => parseFloat(getComputedStyle(e).borderTopLeftRadius)")) >= 10
    inside, outer = box(button), box(panel)
    assert inside["x"] - outer["x"] >= 12 and outer["x"] + outer["w"] - inside["x"] - inside["w"] >= 12
    axe_clean(page, "pause sheet")
    page.goto("/")
    page.locator(".date-button").click()
    calendar = page.locator(".calendar [role=dialog]")
    today = calendar.locator("a.button")
    expect(today).to_be_visible()
    assert box(today)["x"] - box(calendar)["x"] >= 12
    page.goto(f"/trackers/{shared.ids['Read']}/delete")
    delete, cancel = page.locator(".confirm-sheet button.danger"), page.locator(".confirm-sheet a.button")
    assert box(delete)["w"] == box(cancel)["w"]
    axe_clean(page, "delete confirmation")


@pytest.mark.parametrize("locale,dark", LOOKS, ids=IDS)
def test_words_are_not_broken_inside_and_the_seven_days_fit_one_row(make_page, shared, locale, dark):
    """c2, c9: the detail's row titles keep their word whole beside long reminders; the last
    seven days are one row at 390 and at 320 px."""
    for width in (390, 320):
        page = open_page(make_page, shared, f"/trackers/{shared.ids['Read']}", locale, dark, width=width)
        for title in page.locator(".facts dt").all():
            assert lines(title) == 1, title.inner_text()
        chips = page.locator(".chips > li")
        expect(chips).to_have_count(7)
        assert len({round(box(chip)["y"]) for chip in chips.all()}) == 1, f"one row at {width} px"
        assert page.evaluate("document.documentElement.scrollWidth") <= width


@pytest.mark.parametrize("locale,dark", LOOKS, ids=IDS)
def test_statistics_headings_stay_whole_and_only_the_name_is_underlined(make_page, shared, locale, dark):
    """c2, c13: the table's headings are never broken inside a word; a row's link underlines
    the name, not the emoji and the gap after it."""
    page = open_page(make_page, shared, "/statistics", locale, dark)
    for heading in page.locator("table.per-tracker thead th a").all():
        for word in heading.inner_text().split():
            assert heading.evaluate("(e, w) => { const c = document.createElement('canvas').getContext('2d');"
                                    " c.font = getComputedStyle(e).font; return c.measureText(w).width <= e.clientWidth + 1; }",
                                    word), f"{word} is broken in its column"
        assert lines(heading) <= len(heading.inner_text().split())
    link = page.locator("table.per-tracker tbody th a").first
    assert link.evaluate("e => getComputedStyle(e).textDecorationLine") == "none"
    assert link.locator(".row-name").evaluate("e => getComputedStyle(e).textDecorationLine") == "underline"
    assert link.locator(".row-emoji").evaluate("e => getComputedStyle(e).textDecorationLine") == "none"
    axe_clean(page, "statistics")


@pytest.mark.parametrize("locale,dark", LOOKS, ids=IDS)
def test_the_detail_charts_are_labelled_and_missed_looks_the_same_everywhere(make_page, shared, locale, dark):
    """c7, c8: the strength number is not a second `Strength`; the strength line, the bars and
    the trend name their first and last day; the heatmap's squares are at least 10 px on a phone
    with months over them; the 30-day grid draws a missed day as the heatmap and the month
    browser do (a red outline) and has a key."""
    page = open_page(make_page, shared, f"/trackers/{shared.ids['Read']}", locale, dark)
    expect(page.locator(".strength-now .big-number")).to_have_text(re.compile(r"^\d+\s?%$"))
    for section in ("strength", "bars"):
        dates = page.locator(f"section[aria-labelledby={section}-title] .axis-dates span")
        expect(dates).to_have_count(2)
    heatmap = page.locator("svg.heatmap")
    square = heatmap.locator("rect.h-done").first
    assert box(square)["w"] >= 10, f"heatmap squares are {box(square)['w']} px"
    assert heatmap.locator("text.month-label").count() >= 10
    grid_missed = page.locator(".grid30 .cell.missed").first
    month_missed = page.locator(".month-days .day.missed summary").first
    assert grid_missed.evaluate("e => getComputedStyle(e).backgroundColor") == "rgba(0, 0, 0, 0)"
    colour = re.compile(r"rgb\(\d+, \d+, \d+\)")
    assert colour.search(grid_missed.evaluate("e => getComputedStyle(e).boxShadow")).group(0) == \
        colour.search(month_missed.evaluate("e => getComputedStyle(e).boxShadow")).group(0)
    legend = page.locator(".grid-legend li")
    expect(legend).to_have_count(page.evaluate(
        "new Set([...document.querySelectorAll('.grid30 .cell')].map(c => c.classList[1])).size"))
    axe_clean(page, "detail")
    page.goto("/statistics")
    expect(page.locator("section[aria-labelledby=trend-title] .axis-dates span")).to_have_count(2)


@pytest.mark.parametrize("locale,dark", LOOKS, ids=IDS)
def test_a_long_category_name_keeps_its_distance_and_the_transfer_page_is_styled(make_page, shared, locale, dark):
    """c13, c6: in the category picker a 38-letter name wraps inside its row's padding; on the
    export and import page the category field is styled like every field and the export
    formats are buttons of one width."""
    page = open_page(make_page, shared, "/trackers/new?kind=habit", locale, dark)
    page.locator(".row > summary").first.click()
    name = page.locator(".choice-name").filter(has_text=WIDE)
    row = name.locator("xpath=ancestor::label[1]")
    outer, inner = box(row), box(name)
    assert inner["y"] - outer["y"] >= 8 and outer["y"] + outer["h"] - inner["y"] - inner["h"] >= 8
    page.goto("/settings/transfer")
    field = page.locator("#transfer-category")
    assert field.evaluate("e => getComputedStyle(e).borderTopLeftRadius") == "10px"
    widths = {round(box(link)["w"]) for link in page.locator(".export-formats .button").all()}
    assert len(widths) == 1, widths
    axe_clean(page, "export and import")
