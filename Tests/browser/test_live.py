"""Live updates (SPEC §14): open pages follow the event stream and swap in what changed, from
another device's tap, from the CLI writing the same database, on the detail page and on
Statistics, without losing what is being typed or an open sheet."""
import time

from playwright.sync_api import expect

from ui import tap_shows_on_the_other_page_in_place, add_habit, card, check_button, current_streak, marker, metric, open_card_menu, progress, set_marker


def seed(server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read", emoji="📚", color="9333EA")
    add_habit(server, "Run", color="16A34A")


def test_a_tap_on_one_device_updates_the_other_in_place(make_page, server):
    seed(server)
    phone, laptop = make_page(server), make_page(server)
    tap_shows_on_the_other_page_in_place(phone, laptop)


def test_a_cli_write_reaches_an_open_page_within_a_second_or_so(page, server):
    seed(server)
    page.goto("/")
    expect(check_button(page, "Run")).to_have_attribute("aria-pressed", "false")
    started = time.monotonic()
    server.cli("done", "Run")
    expect(check_button(page, "Run")).to_have_attribute("aria-pressed", "true", timeout=3_000)
    assert time.monotonic() - started < 3


def test_focus_stays_on_a_check_button_when_a_live_update_replaces_its_card(page, server):
    """A button has no id: the live swap finds it again by its form and label (as a write's own
    answer does), so a keyboard user tabbed onto a card keeps their place while another device writes."""
    seed(server)
    page.goto("/")
    check_button(page, "Run").focus()
    expect(check_button(page, "Run")).to_be_focused()
    server.cli("done", "Run")
    expect(check_button(page, "Run")).to_have_attribute("aria-pressed", "true", timeout=3_000)
    expect(check_button(page, "Run")).to_be_focused()


def test_an_open_menu_and_a_field_being_typed_in_are_kept(make_page, server):
    seed(server)
    page = make_page(server)
    page.goto("/")
    search = page.get_by_role("searchbox")
    search.fill("R")
    page.wait_for_timeout(500)  # the search's own swap of the board lands first
    expect(check_button(page, "Run")).to_be_visible()
    open_card_menu(page, "Run")
    expect(page.locator("details[open]")).to_have_count(1)
    server.cli("done", "Read")
    # The board holding the open menu waits; the field keeps what was typed.
    page.wait_for_timeout(1_000)
    expect(search).to_have_value("R")
    expect(page.locator("details[open]")).to_have_count(1)
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "false")
    # Once the menu closes, the board catches up.
    page.keyboard.press("Escape")
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true", timeout=3_000)


def test_the_detail_page_and_statistics_follow_too(make_page, server):
    seed(server)
    detail = make_page(server)
    tracker = server.cli_json("show", "Read")["id"]
    detail.goto(f"/trackers/{tracker}")
    expect(current_streak(detail)).to_have_text("0")
    stats = make_page(server)
    server.cli("done", "Run")
    stats.goto("/statistics")
    expect(metric(stats, "Trackers completed")).to_contain_text("1")
    server.cli("done", "Read")
    expect(current_streak(detail)).to_have_text("1", timeout=3_000)
    expect(metric(stats, "Trackers completed")).to_contain_text("2", timeout=3_000)
