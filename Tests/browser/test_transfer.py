"""Settings → Export and import (SPEC §12, §17): a Loop backup is previewed (habits, entries, what
could not be mapped), imported on confirmation, and its habits are on the board; another app's
file (HabitBull's CSV) is recognised and its preview names the app; a Loop backup's reminder
arrives; the page in Russian."""
import sqlite3
from pathlib import Path

from playwright.sync_api import expect

FIXTURE = Path(__file__).resolve().parent.parent / "HabitInteropTests" / "Fixtures" / "loop" / "backup-v25.sql"
# Other apps' sample files, read where they are (third-party data, never copied into the repository).
SAMPLES = Path(__file__).resolve().parents[3] / "shared" / "fixtures"
CHOOSE = "A Habits export, or a backup or export of another habit app"


def loop_backup(folder: Path) -> Path:
    path = folder / "Loop Habits Backup 2025-03-07 101010.db"
    with sqlite3.connect(path) as db:
        db.executescript(FIXTURE.read_text())
    return path


def test_a_loop_backup_is_previewed_then_imported(page, server, tmp_path):
    backup = loop_backup(tmp_path)
    page.goto("/settings")
    page.get_by_role("link", name="Export and import", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Export and import")).to_be_visible()
    for name in ("Habits JSON (everything)", "CSV (a row per day)", "Loop Habit Tracker backup"):
        expect(page.get_by_role("link", name=name, exact=True)).to_be_visible()
    page.get_by_label(CHOOSE).set_input_files(backup)
    page.get_by_label("Category", exact=True).fill("From Loop")
    page.get_by_role("button", name="Import file", exact=True).click()
    expect(page.get_by_role("heading", name="Ready to import")).to_be_visible()
    expect(page.get_by_text("Loop backup: would import 9 habits (9 new)")).to_be_visible()
    assert server.cli("list").count("From Loop") == 0, "the preview wrote nothing"
    page.get_by_role("button", name="Import", exact=True).click()
    expect(page.get_by_role("heading", name="Imported")).to_be_visible()
    expect(page.get_by_role("status")).to_contain_text("imported 9 habits")
    page.get_by_role("link", name="Back to Trackers").click()
    expect(page.get_by_role("heading", level=2, name="From Loop")).to_be_visible()


def test_another_apps_file_is_recognised_and_its_preview_names_the_app(page, server):
    page.goto("/settings/transfer")
    # The introduction names the apps Habits reads.
    expect(page.get_by_text("HabitBull, Rewire, Tickmate, Table Habit, Habo")).to_be_visible()
    page.get_by_label(CHOOSE).set_input_files(SAMPLES / "loop-real" / "habitbull.csv")
    page.get_by_role("button", name="Import file", exact=True).click()
    expect(page.get_by_text("HabitBull CSV export: would import 4 habits (4 new) and 14 entries")).to_be_visible()
    expect(page.get_by_role("listitem").filter(has_text="the file does not say how often its habits are due")).to_be_visible()
    assert "Breed dragons" not in server.cli("list"), "the preview wrote nothing"
    page.get_by_role("button", name="Import", exact=True).click()
    expect(page.get_by_role("status")).to_contain_text("HabitBull CSV export: imported 4 habits")
    page.get_by_role("link", name="Back to Trackers").click()
    # HabitBull's categories are categories here.
    for category in ("Diet & Food", "Time Management", "Fitness", "Meditation"):
        expect(page.get_by_role("heading", level=2, name=category)).to_be_visible()


def test_a_loop_backups_reminder_arrives(page, server):
    page.goto("/settings/transfer")
    page.get_by_label(CHOOSE).set_input_files(SAMPLES / "loop-real" / "022.db")
    page.get_by_role("button", name="Import file", exact=True).click()
    expect(page.get_by_role("listitem").filter(has_text="Work out")).to_contain_text("1 reminder")
    page.get_by_role("button", name="Import", exact=True).click()
    expect(page.get_by_role("status")).to_contain_text("Loop backup: imported 2 habits")
    # Loop's mask 113 (bit 0 Saturday) is Sat, Wed, Thu and Fri at 18:00.
    work_out = server.cli_json("show", "Work out")["id"]
    page.goto(f"/trackers/{work_out}")
    expect(page.locator("#reminders")).to_have_text("18:00 (Wed, Thu, Fri, Sat)")


def test_the_page_speaks_russian_and_refuses_a_missing_file(make_page, server):
    page = make_page(server, cookies={"lang": "ru"})
    page.goto("/settings/transfer")
    expect(page.get_by_role("heading", level=1, name="Экспорт и импорт")).to_be_visible()
    # Without JavaScript's help the browser's own `required` check stops an empty submit; the
    # server says it too when a form arrives without a file.
    answer = page.request.post(f"{server.url}/settings/transfer/import", multipart={"category": "Loop"})
    assert answer.status == 422 and "Сначала выберите файл." in answer.text()
