"""Looks: dark mode follows the system, 320 px phones never scroll sideways, and wide screens get
a centred column of at most 480 px."""
import json
import re

import pytest
from playwright.sync_api import expect

from habits_server import HabitsServer
from ui import (add_event, add_habit, card, card_menu, check_button, mark_done, open_add_sheet, open_calendar,
                open_card_menu, open_filters, open_row, seed_read_history)


# The longest names allowed (38 characters), without a space to break them.
LONG_CATEGORY = "Supercalifragilisticexpialidocious1234"
LONG_NAME = "Pneumonoultramicroscopicsilicovolcanos"
assert len(LONG_CATEGORY) == len(LONG_NAME) == 38


@pytest.fixture(scope="module")
def shared():
    """One server for the read-only tests of this module."""
    with HabitsServer() as server:
        seed_read_history(server)
        add_habit(server, LONG_NAME, days="mon,wed,fri", color="16A34A")
        add_event(server, "Dentist", color="F59E0B")
        server.cli("category", "add", LONG_CATEGORY)
        add_habit(server, "Meditate", LONG_CATEGORY, color="35347C")
        server.cli("pin", "Meditate")
        mark_done(server, LONG_NAME, "2025-03-05")
        server.read_id = json.loads(server.cli("show", "Read", "--json"))["id"]
        yield server


def luminance(rgb: str) -> float:
    r, g, b = [int(x) / 255 for x in re.findall(r"[\d.]+", rgb)[:3]]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def colours(page):
    return page.evaluate("""() => {
        const body = getComputedStyle(document.body);
        return {bg: body.backgroundColor, fg: body.color};
    }""")


def test_dark_mode_follows_the_system(make_page, shared):
    light = make_page(shared)
    dark = make_page(shared, dark=True)
    for path in ["/", "/statistics", "/trackers/new?kind=habit"]:
        light.goto(path)
        dark.goto(path)
        expect(light.locator("main")).to_be_visible()
        expect(dark.locator("main")).to_be_visible()
        lc, dc = colours(light), colours(dark)
        assert lc["bg"] != dc["bg"], f"{path}: same background in light and dark ({lc['bg']})"
        assert luminance(lc["bg"]) > 0.8, f"{path}: light background {lc['bg']} is not light"
        assert luminance(dc["bg"]) < 0.2, f"{path}: dark background {dc['bg']} is not dark"
        assert luminance(lc["fg"]) < 0.2 and luminance(dc["fg"]) > 0.8, f"{path}: text {lc['fg']} / {dc['fg']}"


NO_SIDEWAYS = """() => {
    const doc = document.documentElement;
    const width = doc.clientWidth;
    const scroll = Math.max(doc.scrollWidth, document.body.scrollWidth);
    // The elements that stick out: wider than their parent's content box.
    const culprits = [...document.querySelectorAll('body *')]
        .filter(e => e.getBoundingClientRect().right > width + 0.5 && getComputedStyle(e).position !== 'fixed')
        .filter(e => {
            const parent = e.parentElement, style = getComputedStyle(parent);
            const inner = parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return e.getBoundingClientRect().width > inner + 0.5;
        })
        .slice(0, 4)
        .map(e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')
                  + (e.className ? '.' + String(e.className).trim().replace(/\\s+/g, '.') : '')
                  + ` ${Math.round(e.getBoundingClientRect().width)} px wide in ${Math.round(e.parentElement.clientWidth)} px`);
    return {scroll, width, culprits};
}"""


def sideways_scroll(page, what):
    """A description of the sideways overflow, or None."""
    size = page.evaluate(NO_SIDEWAYS)
    if size["scroll"] <= size["width"]:
        return None
    return f"{what}: page is {size['scroll']} px wide in a {size['width']} px viewport (e.g. {size['culprits']})"


def assert_no_sideways_scroll(page, what):
    problem = sideways_scroll(page, what)
    assert problem is None, problem


def test_320_px_wide_has_no_horizontal_scroll(make_page, shared):
    page = make_page(shared, width=320, height=640)
    problems = []
    pages = ["/", "/?date=2025-03-01", "/statistics", "/trackers/new?kind=habit", f"/trackers/{shared.read_id}",
             f"/trackers/{shared.read_id}/edit", f"/trackers/{shared.read_id}/delete", "/settings"]
    for path in pages:
        page.goto(path)
        expect(page.locator("main")).to_be_visible()
        problems.append(sideways_scroll(page, path))

    # Open sheets and pickers too: they must fit, not scroll sideways inside.
    page.goto("/")
    calendar = open_calendar(page)
    expect(calendar).to_be_visible()
    problems.append(sideways_scroll(page, "calendar open"))
    overflow = calendar.evaluate("e => e.scrollWidth - e.clientWidth")
    if overflow > 0:
        problems.append(f"the open calendar scrolls sideways inside its sheet by {overflow} px")
    page.goto("/")
    expect(open_filters(page)).to_be_visible()
    problems.append(sideways_scroll(page, "filters open"))
    page.goto("/trackers/new?kind=habit")
    open_row(page, "Category")
    open_row(page, "Schedule")
    problems.append(sideways_scroll(page, "New habit with both pickers open"))

    onboarding = make_page(shared, width=320, height=640, onboarded=False, cookies={"tz": "UTC"})
    onboarding.goto("/")
    expect(onboarding.get_by_role("button", name="Awesome tech!")).to_be_visible()
    problems.append(sideways_scroll(onboarding, "onboarding"))
    problems = [p for p in problems if p]
    assert not problems, "\n".join(problems)


def test_wide_screen_shows_a_centred_column(make_page, shared):
    page = make_page(shared, width=1280, height=800, mobile=False)
    for path in ["/", "/statistics", "/trackers/new?kind=habit", f"/trackers/{shared.read_id}", "/settings"]:
        page.goto(path)
        box = page.locator("main").bounding_box()
        assert box, path
        assert box["width"] <= 480, f"{path}: content column is {box['width']} px wide"
        assert box["width"] >= 320, f"{path}: content column is only {box['width']} px wide"
        left, right = box["x"], 1280 - (box["x"] + box["width"])
        assert abs(left - right) <= 2, f"{path}: column not centred ({left} px left, {right} px right)"
        # Nothing of the page's own content sticks out of the column.
        widest = page.evaluate("""() => {
            const main = document.querySelector('main').getBoundingClientRect();
            let worst = 0;
            for (const el of document.querySelectorAll('main *')) {
                const style = getComputedStyle(el);
                if (style.position === 'fixed' || el.closest('details:not([open])')) continue;
                const r = el.getBoundingClientRect();
                if (r.width === 0 || r.height === 0) continue;
                worst = Math.max(worst, main.left - r.left, r.right - main.right);
            }
            return worst;
        }""")
        assert widest <= 1, f"{path}: content sticks out of the column by {widest} px"
        assert_no_sideways_scroll(page, path)


SMALL_TARGETS = """() => {
    const small = [];
    for (const el of document.querySelectorAll('a[href], button, summary, input:not([type=hidden]), textarea, select')) {
        // A control inside a label is tapped through its label (switches, radios, swatches).
        const target = el.matches('input') && el.closest('label') ? el.closest('label') : el;
        const box = target.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (getComputedStyle(target).visibility === 'hidden') continue;
        if (target.closest('details:not([open]) > :not(summary)')) continue;
        if (box.width < 44 || box.height < 44) {
            const name = el.getAttribute('aria-label') || target.textContent.trim() || el.id || el.name || el.type;
            small.push(`${el.tagName.toLowerCase()} "${name.slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
        }
    }
    return small;
}"""


def test_tap_targets_are_at_least_44_px(make_page, shared):
    page = make_page(shared)
    screens = [
        ("trackers", "/", None),
        ("calendar open", "/", open_calendar),
        ("filters open", "/", open_filters),
        ("add sheet open", "/", open_add_sheet),
        ("card menu open", "/", lambda p: open_card_menu(p, "Read")),
        ("new habit, pickers open", "/trackers/new?kind=habit", lambda p: (open_row(p, "Category"), open_row(p, "Schedule"))),
        ("detail", f"/trackers/{shared.read_id}", None),
        ("delete", f"/trackers/{shared.read_id}/delete", None),
        ("statistics", "/statistics", None),
        ("settings", "/settings", None),
    ]
    problems = []
    for name, path, action in screens:
        page.goto(path)
        expect(page.locator("main")).to_be_visible()
        if action:
            action(page)
        problems += [f"{name}: {target}" for target in page.evaluate(SMALL_TARGETS)]
    assert not problems, "tap targets under 44×44 px:\n" + "\n".join(problems)


def test_card_menu_and_check_button_are_siblings(make_page, shared):
    page = make_page(shared)
    page.goto("/")
    read = card(page, "Read")
    expect(read).to_have_count(1)
    expect(card_menu(page, "Read").get_by_role("button")).to_have_count(0)
    expect(check_button(page, "Read").locator("xpath=ancestor::summary")).to_have_count(0)
    box = check_button(page, "Read").bounding_box()
    assert box and round(box["width"]) == 44 and round(box["height"]) == 44, f"check button is {box}"
