"""Settings → Export and import with Beaver's, Habitica's and harsh's files (SPEC §17): harsh's
folder zipped is recognised from the zip's entries and previewed naming harsh, then imported under
its headings; Habitica's user data is previewed naming Habitica with what it cannot bring."""
import zipfile
from pathlib import Path

from playwright.sync_api import expect

# Other apps' sample files, read where they are (third-party data, never copied into the repository).
SAMPLES = Path(__file__).resolve().parents[3] / "shared" / "fixtures" / "imports"
CHOOSE = "A Habits export, or a backup or export of another habit app"


def test_a_zipped_harsh_folder_is_previewed_naming_harsh_then_imported(page, server, tmp_path):
    archive = tmp_path / "harsh.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zipped:
        zipped.write(SAMPLES / "harsh" / "test_habits", "harsh/habits")
        zipped.write(SAMPLES / "harsh" / "test_log", "harsh/log")
    page.goto("/settings/transfer")
    expect(page.get_by_text("Beaver, Habitica, harsh")).to_be_visible()
    page.get_by_label(CHOOSE).set_input_files(archive)
    page.get_by_role("button", name="Import file", exact=True).click()
    expect(page.get_by_text("harsh files: would import 10 habits (10 new) and 19 entries")).to_be_visible()
    expect(page.get_by_role("listitem").filter(has_text="harsh never asks for it")).to_contain_text("Sleep tracking")
    assert "Daily standup" not in server.cli("list"), "the preview wrote nothing"
    page.get_by_role("button", name="Import", exact=True).click()
    expect(page.get_by_role("status")).to_contain_text("harsh files: imported 10 habits")
    page.get_by_role("link", name="Back to Trackers").click()
    for heading in ("Work", "Health", "Personal"):
        expect(page.get_by_role("heading", level=2, name=heading)).to_be_visible()


def test_habiticas_user_data_is_previewed_naming_habitica_and_what_it_leaves(page, server):
    page.goto("/settings/transfer")
    page.get_by_label(CHOOSE).set_input_files(SAMPLES / "habitica" / "habitica-user-data-scrubbed.json")
    page.get_by_role("button", name="Import file", exact=True).click()
    expect(page.get_by_text("Habitica export: would import 11 habits (11 new)")).to_be_visible()
    expect(page.get_by_role("listitem").filter(has_text="Habitica's habits (15), to-dos (1) and rewards (1)")).to_be_visible()
    page.get_by_role("button", name="Import", exact=True).click()
    expect(page.get_by_role("status")).to_contain_text("Habitica export: imported 11 habits")
