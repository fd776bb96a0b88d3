"""Settings: export the whole database as one JSON file, import it into an empty app."""
import json

import pytest

from playwright.sync_api import expect

from habits_server import HabitsServer
from ui import card, seed_read_history


def test_export_then_import_into_an_empty_app(make_page, server, tmp_path):
    seed_read_history(server)
    page = make_page(server)
    page.goto("/")
    page.get_by_role("link", name="Settings", exact=True).click()
    with page.expect_download() as info:
        page.get_by_role("link", name="Export", exact=True).click()
    exported = tmp_path / "habits.json"
    info.value.save_as(exported)
    document = json.loads(exported.read_text())
    assert document["format"] == "habits"
    assert [t["name"] for t in document["trackers"]] == ["Read"]

    # Importing into a database that has data is refused (and the field says so first).
    page.get_by_label("A Habits export fills an empty app only; to bring Loop's habits in beside yours, use Export and import."
                      ).set_input_files(exported)
    page.get_by_role("button", name="Import file", exact=True).click()
    expect(page.get_by_role("alert")).to_have_text("Import needs an empty database; this one already has data.")

    with HabitsServer() as empty:
        other = make_page(empty)
        other.goto("/settings")
        other.get_by_label("Load an exported file into this empty app.").set_input_files(exported)
        other.get_by_role("button", name="Import file", exact=True).click()
        expect(other.get_by_role("status")).to_contain_text("Imported")
        other.get_by_role("link", name="← Back").click()
        expect(card(other, "Read")).to_contain_text("6 days")
        expect(card(other, "Read")).to_contain_text("🔥 2")
        expect(card(other, "Read")).to_contain_text("Best 4")
        assert empty.cli("export") == server.cli("export")


@pytest.mark.parametrize("locale,dark,saved", [("en-US", False, "Settings saved."), ("ru-RU", True, "Настройки сохранены.")],
                         ids=["english-light", "russian-dark"])
def test_settings_say_they_saved_take_a_zone_in_any_case_and_hide_a_webhooks_secret(make_page, server, locale, dark, saved):
    """The day start, the zone and Pause all each say that they saved; `europe/paris` is the
    zone Europe/Paris (suggested from the zone list); a webhook's secret is shown by its start only."""
    server.cli("category", "add", "Health")
    server.cli("add", "Read", "--category", "Health", "--every-day", "--start", "2025-03-01")
    server.cli("notify", "webhook", "http://127.0.0.1:9/hook", "--secret", "GHkf-very-secret")
    page = make_page(server, locale=locale, dark=dark)
    page.goto("/settings")
    status = page.get_by_role("status").filter(has_text=saved)
    expect(status).to_have_count(0)
    page.locator('form[action="/settings/day-start"] select').select_option("3")
    page.locator('form[action="/settings/day-start"] button').click()
    expect(status).to_be_visible()
    page.locator("#reminder-zone").fill("europe/paris")
    assert page.locator("#zone-names option[value='Europe/Paris']").count() == 1
    page.locator('form[action="/settings/zone"] button').click()
    expect(status).to_be_visible()
    expect(page.locator("#reminder-zone")).to_have_value("Europe/Paris")
    page.locator("#pause-all-from").fill("2025-03-10")
    page.locator("#pause-all-until").fill("2025-03-12")
    page.locator('form[action="/settings/pause-all"] button').click()
    expect(status).to_be_visible()
    expect(page.locator(".channel-secret code")).to_have_text("GHkf…")
    expect(page.locator("main")).not_to_contain_text("very-secret")
