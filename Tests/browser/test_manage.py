"""Changing what exists: editing a tracker, deleting it, renaming and deleting a category."""
import json
import re

from playwright.sync_api import expect

from ui import (add_event, add_habit, card, check_button, fill_tracker_form, mark_done,
                open_calendar, open_card_menu, open_row, row, section_titles)

ANY_CHECK = re.compile(r"^Mark .* done$")


def test_edit_renames_and_changes_the_schedule(page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read", days="mon,wed,fri", emoji="🎸", color="0891B2")
    add_habit(server, "Run")
    mark_done(server, "Read", "2025-03-03", "2025-03-05")
    page.goto("/")
    open_card_menu(page, "Read").get_by_role("link", name="Edit", exact=True).click()

    expect(page.get_by_role("heading", level=1, name="Edit habit")).to_be_visible()
    expect(page.get_by_text("2 days", exact=True)).to_be_visible()
    expect(page.get_by_label("Tracker name", exact=True)).to_have_value("Read")
    expect(row(page, "Category")).to_contain_text("Health")
    expect(row(page, "Schedule")).to_contain_text("Mon, Wed, Fri")
    expect(page.get_by_role("radio", name="🎸", exact=True)).to_be_checked()
    expect(page.get_by_role("radio", name="Cyan", exact=True)).to_be_checked()
    save = page.get_by_role("button", name="Save", exact=True)
    expect(save).to_be_enabled()

    fill_tracker_form(page, name="Read books", days=["Monday", "Tuesday", "Wednesday"], color="#DB2777")
    expect(row(page, "Schedule")).to_contain_text("Mon, Tue, Wed")
    save.click()

    # Back on Friday's board: no longer scheduled today, so only Run is left.
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    expect(check_button(page, "Read")).to_have_count(0)
    expect(check_button(page, "Read books")).to_have_count(0)
    expect(page.get_by_role("button", name=ANY_CHECK)).to_have_count(1)
    # On a Tuesday it is there, renamed, with its history kept.
    open_calendar(page).get_by_role("link", name="Tuesday, 4 March", exact=True).click()
    expect(check_button(page, "Read books")).to_be_visible()
    expect(card(page, "Read books")).to_contain_text("2 days")
    expect(card(page, "Read books")).to_contain_text("🎸")

    shown = json.loads(server.cli("show", "Read books", "--json"))
    assert shown["schedule"] == ["mon", "tue", "wed"], shown
    assert shown["color"] == "#DB2777", shown

    # Editing an event: no schedule row.
    add_event(server, "Dentist")
    page.goto("/")
    open_card_menu(page, "Dentist").get_by_role("link", name="Edit", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Edit irregular event")).to_be_visible()
    expect(row(page, "Schedule")).to_have_count(0)
    expect(page.get_by_text("0 days", exact=True)).to_be_visible()
    page.get_by_role("link", name="Cancel", exact=True).click()
    expect(check_button(page, "Dentist")).to_be_visible()


def test_delete_a_tracker_after_confirming(page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    add_habit(server, "Run")
    mark_done(server, "Read", "2025-03-06")
    page.goto("/")

    open_card_menu(page, "Read").get_by_role("link", name="Delete", exact=True).click()
    question = page.get_by_text('Delete "Read" and its history? This cannot be undone.', exact=True)
    expect(question).to_be_visible()
    expect(page.get_by_role("alertdialog")).to_be_visible()
    page.get_by_role("link", name="Cancel", exact=True).click()
    expect(check_button(page, "Read")).to_be_visible()

    open_card_menu(page, "Read").get_by_role("link", name="Delete", exact=True).click()
    expect(question).to_be_visible()
    page.get_by_role("button", name="Delete", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    expect(check_button(page, "Read")).to_have_count(0)
    expect(check_button(page, "Run")).to_be_visible()
    expect(page.locator("#progress")).to_have_text("0 of 1 done today")
    assert "Read" not in server.cli("list")


def test_rename_and_delete_a_category(page, server):
    server.cli("category", "add", "Health")
    server.cli("category", "add", "Mind")
    add_habit(server, "Read", "Mind")
    add_habit(server, "Run", "Health")
    add_event(server, "Dentist", "Health")
    page.goto("/")
    expect(section_titles(page)).to_have_text(["Health", "Mind"])

    # Renaming from the picker of the Edit form.
    open_card_menu(page, "Read").get_by_role("link", name="Edit", exact=True).click()
    open_row(page, "Category")
    page.get_by_label("Category actions: Mind", exact=True).click()
    page.get_by_role("button", name="Edit", exact=True).click()
    field = page.get_by_role("textbox", name="Category", exact=True)
    expect(field).to_have_value("Mind")
    field.fill("Health")  # taken
    page.get_by_role("button", name="Done", exact=True).and_(
        page.locator("[data-needs='category-name']")).click()
    expect(page.get_by_text(re.compile(r'^Category "Health" already exists\.$'))).to_be_visible()
    field = page.get_by_role("textbox", name="Category", exact=True)
    field.fill("Books")
    field.press("Enter")
    expect(page.get_by_role("radio", name="Books", exact=True)).to_be_visible()
    expect(page.get_by_role("radio", name="Mind", exact=True)).to_have_count(0)
    expect(page.get_by_role("radio", name="Books", exact=True)).to_be_checked()  # still Read's category
    page.get_by_role("button", name="Save", exact=True).click()
    expect(section_titles(page)).to_have_text(["Health", "Books"])

    # Deleting asks first, with the number of trackers it takes along.
    open_card_menu(page, "Read").get_by_role("link", name="Edit", exact=True).click()
    open_row(page, "Category")
    page.get_by_label("Category actions: Health", exact=True).click()
    page.get_by_role("button", name="Delete", exact=True).click()
    question = page.get_by_text('Delete "Health" and its 2 trackers? This cannot be undone.', exact=True)
    expect(question).to_be_visible()
    page.get_by_role("alertdialog").get_by_role("button", name="Cancel", exact=True).click()
    expect(question).to_have_count(0)
    expect(page.get_by_role("radio", name="Health", exact=True)).to_be_visible()

    page.get_by_label("Category actions: Health", exact=True).click()
    page.get_by_role("button", name="Delete", exact=True).click()
    expect(question).to_be_visible()
    page.get_by_role("alertdialog").get_by_role("button", name="Delete", exact=True).click()
    expect(page.get_by_role("radio", name="Health", exact=True)).to_have_count(0)
    expect(page.get_by_role("radio", name="Books", exact=True)).to_be_visible()
    page.get_by_role("link", name="Cancel", exact=True).click()

    expect(section_titles(page)).to_have_text(["Books"])
    expect(check_button(page, "Run")).to_have_count(0)
    expect(check_button(page, "Dentist")).to_have_count(0)
    expect(check_button(page, "Read")).to_be_visible()
    assert "Health" not in server.cli("category", "list")
