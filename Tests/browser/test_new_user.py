"""Issue #17, "What a new user tripped over": each test would have caught one of the findings."""
import re

from playwright.sync_api import expect

from ui import add_habit, fill_tracker_form, open_row


def test_a_name_of_only_a_combining_mark_is_refused_in_the_form(page, server):
    server.cli("category", "add", "Health")
    page.goto("/trackers/new?kind=event")
    fill_tracker_form(page, name="\u0301", category="Health", emoji="🥦", color="#16A34A")
    page.get_by_role("button", name="Create", exact=True).click()
    expect(page.locator("#name-error")).to_have_text("Give your tracker a name.")
    assert "\u0301" not in server.cli("list")

    open_row(page, "Category")
    page.get_by_label("Add category", exact=True).fill("\u0301")
    page.get_by_role("button", name="Done", exact=True).click()
    expect(page.locator("#newCategory-error")).to_have_text("Give your category a name.")


# ---- 1. The floating Filters button never covers a check button -------------------------------

COVERED_CHECK_BUTTONS = """() => {
    const problems = [];
    for (const button of document.querySelectorAll('button.check')) {
        const box = button.getBoundingClientRect();
        const x = box.left + box.width / 2, y = box.top + box.height / 2;
        if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) continue;  // scrolled out of view
        if (Math.round(box.width) < 44 || Math.round(box.height) < 44)
            problems.push(`${button.getAttribute('aria-label')} is ${box.width}×${box.height}`);
        const hit = document.elementFromPoint(x, y);
        if (hit !== button && !button.contains(hit))
            problems.push(`${button.getAttribute('aria-label')} is under ${hit && (hit.className || hit.tagName)}`);
    }
    return problems;
}"""


def test_every_check_button_can_be_tapped_at_the_bottom_of_the_list(make_page, server):
    """Seven cards in portrait, three in landscape: at the bottom of the scroll every check button
    in view is the element at its own centre (not Filters, not the tab bar)."""
    server.cli("category", "add", "Health")
    for i in range(1, 8):
        add_habit(server, f"Habit {i}")
    for width, height, cards in [(390, 844, 7), (844, 390, 3), (844, 390, 7), (320, 568, 7)]:
        page = make_page(server, width=width, height=height)
        page.goto("/")
        page.evaluate("(n) => [...document.querySelectorAll('.card')].slice(n).forEach(c => c.remove())", cards)
        expect(page.locator("button.check")).to_have_count(cards)
        page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
        problems = page.evaluate(COVERED_CHECK_BUTTONS)
        assert not problems, f"{width}×{height}, {cards} cards, scrolled to the bottom: {problems}"
        box = page.locator("button.check").last.bounding_box()
        assert box and box["y"] + box["height"] <= height, f"{width}×{height}: the last check button is off screen"
        # And a real tap lands on it.
        page.locator("button.check").last.click(trial=True, timeout=3000)
        page.close()
