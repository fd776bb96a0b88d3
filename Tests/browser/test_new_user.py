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
