"""Everything a person needs works with JavaScript off: forms post and the server redirects."""
import json
import re

from playwright.sync_api import expect

from ui import (add_habit, card, check_button, fill_tracker_form, open_add_sheet,
                open_card_menu, open_row, progress)


def test_onboarding_without_javascript(make_page, server):
    page = make_page(server, js=False, onboarded=False)
    page.goto("/")
    page.get_by_role("button", name="Awesome tech!").click()
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    page.goto("/")
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()


def test_create_a_habit_and_mark_it_done_without_javascript(make_page, server):
    server.cli("category", "add", "Health")
    page = make_page(server, js=False)
    page.goto("/")
    expect(page.get_by_text("What shall we track?")).to_be_visible()
    open_add_sheet(page).get_by_role("link", name="Habit", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="New habit")).to_be_visible()
    fill_tracker_form(page, name="Stretch", category="Health", days=["Monday", "Wednesday", "Friday"],
                      emoji="🙌", color="#007BFA")
    page.get_by_role("button", name="Create", exact=True).click()

    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    button = check_button(page, "Stretch")
    expect(button).to_have_attribute("aria-pressed", "false")
    expect(progress(page)).to_have_text("0 of 1 done today")
    button.click()
    expect(check_button(page, "Stretch")).to_have_attribute("aria-pressed", "true")
    expect(card(page, "Stretch")).to_contain_text("1 day")
    expect(card(page, "Stretch")).to_contain_text("🔥 1")
    expect(progress(page)).to_have_text("All done today. Nice work!")

    check_button(page, "Stretch").click()  # and undo
    expect(check_button(page, "Stretch")).to_have_attribute("aria-pressed", "false")
    expect(card(page, "Stretch")).to_contain_text("0 days")
    assert json.loads(server.cli("show", "Stretch", "--json"))["schedule"] == ["mon", "wed", "fri"]


def test_form_errors_and_categories_without_javascript(make_page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    page = make_page(server, js=False)
    page.goto("/trackers/new?kind=habit")

    # The server checks what the script would have: nothing chosen yet.
    page.get_by_role("button", name="Create", exact=True).click()
    expect(page.get_by_text("Give your tracker a name.")).to_be_visible()
    expect(page.get_by_text("Choose a category.")).to_be_visible()
    expect(page.get_by_text("Pick at least one day.")).to_be_visible()
    expect(page.get_by_text("Pick an emoji.")).to_be_visible()
    expect(page.get_by_text("Pick a colour.")).to_be_visible()

    # Adding a category posts the form and keeps what was typed.
    page.get_by_label("Tracker name", exact=True).fill("x" * 39)
    open_row(page, "Category")
    page.get_by_label("Add category", exact=True).fill("Mind")
    page.get_by_role("button", name="Done", exact=True).click()
    expect(page.get_by_role("radio", name="Mind", exact=True)).to_be_visible()
    expect(page.get_by_label("Tracker name", exact=True)).to_have_value("x" * 39)

    fill_tracker_form(page, category="Mind", days=["Sunday"], emoji="🤔", color="#6E44FE")
    page.get_by_role("button", name="Create", exact=True).click()
    expect(page.get_by_text("Limit 38 characters", exact=True)).to_be_visible()
    page.get_by_label("Tracker name", exact=True).fill("read")
    page.get_by_role("button", name="Create", exact=True).click()
    expect(page.get_by_text(re.compile(r'^You already track "read"\.$', re.IGNORECASE))).to_be_visible()
    page.get_by_label("Tracker name", exact=True).fill("Journal")
    page.get_by_role("button", name="Create", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    assert "Journal" in server.cli("list", "--date", "2025-03-09")


def test_board_controls_without_javascript(make_page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    add_habit(server, "Run")
    page = make_page(server, js=False)
    page.goto("/")

    search = page.get_by_role("searchbox", name="Search")
    search.fill("rea")
    search.press("Enter")
    expect(page).to_have_url(re.compile(r"[?&]q=rea"))
    expect(check_button(page, "Read")).to_be_visible()
    expect(check_button(page, "Run")).to_have_count(0)

    page.goto("/")
    open_card_menu(page, "Run").get_by_role("button", name="Pin", exact=True).click()
    expect(page.get_by_role("heading", level=2, name="Pinned")).to_be_visible()

    page.get_by_label(re.compile(r"^Choose a day: ")).click()
    page.get_by_role("link", name="Thursday, 6 March", exact=True).click()
    check_button(page, "Read").click()
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_label(re.compile(r"^Choose a day: "))).to_have_accessible_name("Choose a day: Thursday, 6 March")
