"""Hosted mode (SPEC §13, §14): two `habits serve` processes on one PostgreSQL database behave
as one server. A tap on a page of one process updates a page open on the other in place (its
NOTIFY reaches the other's event stream), and the other process answers with the write at once.
Runs only against PostgreSQL (HABITS_TEST_DATABASE_URL, which `make test` sets)."""
import pytest
from playwright.sync_api import expect

from habits_server import postgres_configured
from ui import tap_shows_on_the_other_page_in_place, add_habit, card, check_button, marker, progress, set_marker

pytestmark = pytest.mark.skipif(not postgres_configured(), reason="needs HABITS_TEST_DATABASE_URL (a PostgreSQL cluster)")


def test_a_tap_on_one_process_updates_a_page_open_on_the_other_in_place(make_page, make_server):
    first = make_server()
    second = make_server(database=first.database_url)
    first.cli("category", "add", "Health")
    add_habit(first, "Read", emoji="📚", color="9333EA")
    add_habit(first, "Run", color="16A34A")
    phone, laptop = make_page(first), make_page(second)
    tap_shows_on_the_other_page_in_place(phone, laptop)
    # And back the other way, from the second process to the first.
    check_button(laptop, "Run").click()
    expect(check_button(phone, "Run")).to_have_attribute("aria-pressed", "true", timeout=3_000)
    expect(progress(phone)).to_have_text("All done today. Nice work!")


def test_a_cli_write_reaches_pages_on_both_processes(make_page, make_server):
    first = make_server()
    second = make_server(database=first.database_url)
    first.cli("category", "add", "Health")
    add_habit(first, "Read")
    pages = [make_page(first), make_page(second)]
    for page in pages:
        page.goto("/")
        expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "false")
    second.cli("done", "Read")
    for page in pages:
        expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true", timeout=3_000)
