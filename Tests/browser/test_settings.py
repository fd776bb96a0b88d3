"""Settings: export the whole database as one JSON file, import it into an empty app."""
import json

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
