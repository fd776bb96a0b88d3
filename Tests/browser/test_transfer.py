"""Settings → Export and import (SPEC §12): a Loop backup is previewed (habits, entries, what
could not be mapped), imported on confirmation, and its habits are on the board; the page in
Russian."""
import sqlite3
from pathlib import Path

from playwright.sync_api import expect

FIXTURE = Path(__file__).resolve().parent.parent / "HabitInteropTests" / "Fixtures" / "loop" / "backup-v25.sql"


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
    page.get_by_label("A Habits export, or a backup or export of another habit app").set_input_files(backup)
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


def test_the_page_speaks_russian_and_refuses_a_missing_file(make_page, server):
    page = make_page(server, cookies={"lang": "ru"})
    page.goto("/settings/transfer")
    expect(page.get_by_role("heading", level=1, name="Экспорт и импорт")).to_be_visible()
    # Without JavaScript's help the browser's own `required` check stops an empty submit; the
    # server says it too when a form arrives without a file.
    answer = page.request.post(f"{server.url}/settings/transfer/import", multipart={"category": "Loop"})
    assert answer.status == 422 and "Сначала выберите файл." in answer.text()
