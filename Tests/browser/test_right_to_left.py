"""SPEC §19: Arabic pages run right to left. `dir="rtl"` on the page, and the layout mirrors
because the CSS is written in logical properties: the back link and the add button on the
right, the month navigation's previous month on the right (the board's calendar and the
detail's month browser, their chevrons pointing outwards), the progress line and the form's
rows from the right, a card's check button on the left, the onboarding swiped leftwards with
its dots following. Names and numbers stay isolated."""
import pytest
from playwright.sync_api import expect

from habits_server import HabitsServer
from ui import add_habit, mark_done, seed_read_history


@pytest.fixture(scope="module")
def shared():
    with HabitsServer() as server:
        seed_read_history(server)
        add_habit(server, "Run 5k", color="F59E0B")
        mark_done(server, "Run 5k", "2025-03-06", "2025-03-07")
        add_habit(server, "Walk", start="2025-02-01")
        server.read_id = server.cli_json("show", "Read")["id"]
        server.walk_id = server.cli_json("show", "Walk")["id"]
        yield server


def text_x(locator):
    """The centre of an element's first line of text, as laid out."""
    return locator.evaluate("""e => {
        const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
        let node = walker.nextNode();
        while (node && !node.data.trim()) node = walker.nextNode();
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getClientRects()[0];
        return box.x + box.width / 2;
    }""")


def centre_x(locator):
    box = locator.bounding_box()
    assert box, locator
    return box["x"] + box["width"] / 2


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_arabic_pages_mirror(make_page, shared, dark):
    arabic = make_page(shared, dark=dark, cookies={"lang": "ar"}, locale="ar")
    english = make_page(shared, dark=dark)
    for page in (arabic, english):
        page.goto("/")
        expect(page.locator("#board")).to_be_visible()
    assert arabic.evaluate("[document.documentElement.lang, document.documentElement.dir]") == ["ar", "rtl"]
    assert english.evaluate("[document.documentElement.lang, document.documentElement.dir]") == ["en", "ltr"]
    width = arabic.viewport_size["width"]

    # The top bar: English has + on the left and ⚙ on the right; Arabic the other way round.
    plus = lambda page: centre_x(page.locator(".topbar .plus"))
    assert plus(english) < width / 2 < plus(arabic)
    # A card: the name starts at the right, the check button sits at the left.
    card = lambda page: page.locator("#board .card").filter(has_text="Read").first
    name, check = (lambda page: centre_x(card(page).locator(".card-name")),
                   lambda page: centre_x(card(page).locator("button.check")))
    assert name(english) < check(english)
    assert check(arabic) < name(arabic)
    # Names stay isolated from the text around them.
    assert arabic.locator(".card-name").first.evaluate("e => getComputedStyle(e).unicodeBidi") == "isolate"
    # The progress line reads from the right edge.
    assert text_x(english.locator("#progress")) < width / 2 < text_x(arabic.locator("#progress"))

    # The calendar: the previous month is on the right, the first weekday column on the right too.
    for page in (arabic, english):
        page.locator(".calendar > summary").click()
        expect(page.locator(".calendar .month-nav")).to_be_visible()
    previous = lambda page: centre_x(page.locator(".calendar .month-nav a").first)
    following = lambda page: centre_x(page.locator(".calendar .month-nav a").last)
    assert previous(english) < following(english)
    assert following(arabic) < previous(arabic)
    first_day = lambda page: centre_x(page.locator(".calendar thead th").first)
    assert first_day(english) < width / 2 < first_day(arabic)

    # The detail: the back link is at the right; its arrow points right (→ رجوع).
    for page in (arabic, english):
        page.goto(f"/trackers/{shared.read_id}")
        expect(page.locator("a.back")).to_be_visible()
    assert centre_x(english.locator("a.back")) < width / 2 < centre_x(arabic.locator("a.back"))
    assert arabic.locator("a.back").inner_text().startswith("→")
    # The detail's month browser: the previous month on the right, its chevron (‹, mirrored in a
    # right-to-left line) pointing right; the week's first column on the right.
    for page in (arabic, english):
        page.goto(f"/trackers/{shared.walk_id}")
        expect(page.locator(".month-browser .month-nav a")).to_have_count(1)
    browser_previous = lambda page: centre_x(page.locator(".month-browser .month-nav a"))
    assert browser_previous(english) < width / 2 < browser_previous(arabic)
    assert arabic.locator(".month-browser .month-nav a").evaluate("e => getComputedStyle(e).direction") == "rtl"
    first_column = lambda page: centre_x(page.locator(".month-browser .weekday").first)
    assert first_column(english) < width / 2 < first_column(arabic)
    # The New form's rows: their titles start at the right.
    for page in (arabic, english):
        page.goto("/trackers/new?kind=habit")
        expect(page.locator(".row > summary").first).to_be_visible()
    assert text_x(english.locator(".row > summary").first) < width / 2 < text_x(arabic.locator(".row > summary").first)
    # Settings: the language list names Arabic in Arabic, set right to left.
    arabic.goto("/settings")
    expect(arabic.locator('.choice-name[lang="ar"]')).to_have_text("العربية")
    assert arabic.locator('.choice-name[lang="ar"]').get_attribute("dir") == "rtl"
    assert arabic.locator('.choice-name[lang="de"]').get_attribute("dir") == "ltr"


def test_arabic_onboarding_swipes_leftwards_and_the_dots_follow(make_page, shared):
    page = make_page(shared, onboarded=False, cookies={"tz": "UTC", "lang": "ar"}, locale="ar")
    page.goto("/")
    slides = page.locator(".slides")
    expect(slides).to_be_visible()
    dots = page.locator(".dot")
    expect(dots.first).to_have_attribute("aria-current", "step")
    # The second slide lies to the left of the first.
    boxes = [slide.bounding_box() for slide in page.locator(".slides > *").all()[:2]]
    assert boxes[1]["x"] < boxes[0]["x"]
    dots.nth(1).click()
    expect(dots.nth(1)).to_have_attribute("aria-current", "step")
    assert page.evaluate("document.querySelector('.slides').scrollLeft") < 0
