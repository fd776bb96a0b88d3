"""New tracker form as a new user meets it: the category picker, a habit with a schedule, an
irregular event, and every validation the form does."""
import json
import re

import pytest
from playwright.sync_api import expect

from ui import (add_habit, card, check_button, choose, fill_tracker_form, open_add_sheet, open_row,
                progress, row, section)


def test_new_user_creates_a_category_a_habit_and_an_event(page, server):
    page.goto("/")
    expect(page.get_by_text("What shall we track?")).to_be_visible()
    expect(page.locator("summary").filter(has_text="Filters")).to_be_hidden()

    sheet = open_add_sheet(page)
    expect(sheet.get_by_role("link", name="Habit", exact=True)).to_be_visible()
    expect(sheet.get_by_role("link", name="Irregular event", exact=True)).to_be_visible()
    sheet.get_by_role("link", name="Habit", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="New habit")).to_be_visible()
    create = page.get_by_role("button", name="Create", exact=True)
    expect(create).to_be_disabled()

    # Category picker: empty at first, with its placeholder; Done waits for a character.
    open_row(page, "Category")
    expect(page.get_by_text("Habits and events can be grouped by meaning")).to_be_visible()
    done = page.get_by_role("button", name="Done", exact=True)
    expect(done).to_be_disabled()
    page.get_by_label("Add category", exact=True).fill("   ")
    expect(done).to_be_disabled()
    page.get_by_label("Add category", exact=True).fill("Health")
    expect(done).to_be_enabled()
    done.click()
    health = page.get_by_role("radio", name="Health", exact=True)
    expect(health).to_be_visible()
    expect(page.get_by_text("Habits and events can be grouped by meaning")).to_have_count(0)
    expect(page.get_by_label("Add category", exact=True)).to_have_value("")
    choose(health)
    expect(row(page, "Category")).to_contain_text("Health")

    # Schedule: weekday switches with a summary.
    fill_tracker_form(page, days=["Monday", "Wednesday", "Friday"])
    expect(row(page, "Schedule")).to_contain_text("Mon, Wed, Fri")
    fill_tracker_form(page, days=["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
    expect(row(page, "Schedule")).to_contain_text("Every day")
    fill_tracker_form(page, days=["Monday", "Wednesday", "Friday"])
    expect(row(page, "Schedule")).to_contain_text("Mon, Wed, Fri")

    expect(create).to_be_disabled()  # no name, emoji or colour yet
    fill_tracker_form(page, name="Read", emoji="🥦")
    expect(create).to_be_disabled()  # no colour yet
    fill_tracker_form(page, color="#16A34A", note="20 pages")
    expect(create).to_be_enabled()
    create.click()

    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    read = card(page, "Read")
    expect(section(page, "Health").get_by_role("listitem").filter(has=check_button(page, "Read"))).to_have_count(1)
    expect(read).to_contain_text("🥦")
    expect(read).to_contain_text("0 days")
    expect(read).to_contain_text("🔥 0")
    expect(read).to_contain_text("Best 0")
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "false")
    expect(check_button(page, "Read")).to_have_text("+")
    expect(progress(page)).to_have_text("0 of 1 done today")
    assert json.loads(server.cli("show", "Read", "--json"))["schedule"] == ["mon", "wed", "fri"]

    # An irregular event: no schedule row, no streaks on its card.
    open_add_sheet(page).get_by_role("link", name="Irregular event", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="New irregular event")).to_be_visible()
    expect(row(page, "Category")).to_be_visible()
    expect(row(page, "Schedule")).to_have_count(0)
    expect(page.get_by_role("switch")).to_have_count(0)
    fill_tracker_form(page, name="Buy running shoes", category="Health", emoji="🥇", color="#F59E0B")
    page.get_by_role("button", name="Create", exact=True).click()

    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    shoes = card(page, "Buy running shoes")
    expect(shoes).to_contain_text("0 days")
    expect(shoes).not_to_contain_text("🔥")
    expect(shoes).not_to_contain_text("Best")
    expect(section(page, "Health").get_by_role("button", name=re.compile(r"^Mark .* done$"))).to_have_count(2)
    # An open event never holds back the day's progress.
    expect(progress(page)).to_have_text("0 of 1 done today")


def test_name_limit_clear_button_and_create_state(page, server):
    server.cli("category", "add", "Health")
    page.goto("/trackers/new?kind=habit")
    name = page.get_by_label("Tracker name", exact=True)
    clear = page.get_by_role("button", name="Clear", exact=True)
    create = page.get_by_role("button", name="Create", exact=True)
    limit = page.get_by_text("Limit 38 characters", exact=True)

    expect(clear).to_be_hidden()
    name.press_sequentially("R")
    expect(clear).to_be_visible()
    clear.click()
    expect(name).to_have_value("")
    expect(clear).to_be_hidden()

    fill_tracker_form(page, category="Health", days=["Friday"], emoji="🙂", color="#2563EB")
    expect(create).to_be_disabled()  # everything but the name

    name.fill("x" * 38)
    expect(limit).to_be_hidden()
    expect(create).to_be_enabled()
    name.press("End")
    name.press_sequentially("y")  # the 39th character
    expect(limit).to_be_visible()
    expect(create).to_be_disabled()
    name.press("Backspace")
    expect(limit).to_be_hidden()
    expect(create).to_be_enabled()

    # Characters are grapheme clusters: a skin-toned thumb counts once.
    name.fill("👍🏽" * 38)
    expect(limit).to_be_hidden()
    expect(create).to_be_enabled()
    name.fill("👍🏽" * 39)
    expect(limit).to_be_visible()
    expect(create).to_be_disabled()

    # A schedule with no day is not valid either.
    name.fill("Read")
    expect(create).to_be_enabled()
    fill_tracker_form(page, days=[])
    expect(create).to_be_disabled()


def test_duplicate_tracker_name_is_refused_after_submitting(page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    page.goto("/")
    open_add_sheet(page).get_by_role("link", name="Habit", exact=True).click()
    fill_tracker_form(page, name="Read", category="Health", days=["Monday"], emoji="😻", color="#DC2626")
    page.get_by_role("button", name="Create", exact=True).click()
    expect(page.get_by_text('You already track "Read".', exact=True)).to_be_visible()
    expect(page.get_by_role("heading", level=1, name="New habit")).to_be_visible()
    # Nothing typed is lost.
    expect(page.get_by_label("Tracker name", exact=True)).to_have_value("Read")
    expect(page.get_by_role("radio", name="😻", exact=True)).to_be_checked()

    # Case does not make a different name.
    page.get_by_label("Tracker name", exact=True).fill("READ")
    page.get_by_role("button", name="Create", exact=True).click()
    expect(page.get_by_text(re.compile(r'^You already track "read"\.$', re.IGNORECASE))).to_be_visible()

    page.goto("/")
    expect(page.get_by_role("button", name=re.compile(r"^Mark .* done$"))).to_have_count(1)


def test_category_name_rules(page, server):
    server.cli("category", "add", "Health")
    page.goto("/trackers/new?kind=event")
    open_row(page, "Category")
    expect(page.get_by_text("Habits and events can be grouped by meaning")).to_have_count(0)
    expect(page.get_by_role("radio", name="Health", exact=True)).to_be_visible()
    field = page.get_by_label("Add category", exact=True)
    done = page.get_by_role("button", name="Done", exact=True)
    expect(done).to_be_disabled()
    field.press_sequentially("h")
    expect(done).to_be_enabled()
    field.press("Backspace")
    expect(done).to_be_disabled()

    field.fill("health")
    done.click()
    expect(page.get_by_text(re.compile(r'^Category "health" already exists\.$', re.IGNORECASE))).to_be_visible()
    expect(page.get_by_role("radio", name=re.compile(r"^health$", re.IGNORECASE))).to_have_count(1)

    field.fill("Mind")
    field.press("Enter")  # Enter in the field adds the category, it does not submit the tracker
    expect(page.get_by_role("radio", name="Mind", exact=True)).to_be_visible()
    expect(page.get_by_role("heading", level=1, name="New irregular event")).to_be_visible()
    assert "Mind" in server.cli("category", "list")


# Every button of an open category menu is the element at its own centre once scrolled into view
# (not clipped by the list around it, not covered by what follows).
MENU_BUTTONS_HIDDEN = """(menu) => {
    const hidden = [];
    for (const button of menu.querySelectorAll('button')) {
        button.scrollIntoView({block: 'center'});
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit !== button && !button.contains(hit)) hidden.push(button.textContent);
    }
    return hidden;
}"""


def test_every_category_menu_can_be_reached_by_touch(page, server):
    """With one, two or five categories, each category's "⋯" menu shows all of its items whole,
    the last category's too (the list does not clip them), and its Delete asks first."""
    names = ["Health", "Mind", "Home", "Work", "Odd"]
    added = 0
    for count in (1, 2, 5):
        for name in names[added:count]:
            server.cli("category", "add", name)
        added = count
        page.goto("/trackers/new")
        open_row(page, "Category")
        for name in names[:count]:
            page.get_by_label(f"Category actions: {name}", exact=True).click()
            menu = page.locator("details.category-menu[open] .menu")
            expect(menu).to_be_visible()
            assert page.evaluate(MENU_BUTTONS_HIDDEN, menu.element_handle()) == [], f"{count} categories, {name}"
            page.get_by_label(f"Category actions: {name}", exact=True).evaluate("s => s.parentElement.open = false")
    page.get_by_label("Category actions: Odd", exact=True).click()
    page.locator("details.category-menu[open] .menu").get_by_role("button", name="Delete", exact=True).tap()
    expect(page.get_by_role("alertdialog")).to_contain_text('Delete "Odd"')


@pytest.mark.parametrize("locale,hint", [
    ("en-US", "Sent at each time on the days chosen, unless the event is done that day. Clear a time to remove it."),
    ("ru-RU", "Приходят в указанное время в выбранные дни, если событие в этот день не отмечено. Чтобы удалить время, очистите поле."),
])
def test_an_events_reminder_hint_speaks_of_the_event(make_page, server, locale, hint):
    """An irregular event is neither skipped nor paused: its form's reminder hint says so."""
    page = make_page(server, locale=locale)
    page.goto("/trackers/new?kind=event")
    expect(page.locator("#reminders-hint")).to_have_text(hint)
    page.goto("/trackers/new?kind=habit")
    expect(page.locator("#reminders-hint")).not_to_have_text(hint)
