"""Reminders (SPEC §15): the New/Edit form's Reminders field (times and weekdays, with and
without JavaScript, English and Russian), the detail page's line, axe on both in light and dark,
and a reminder set in the form reaching the server log at its minute."""
import json
import re
import time

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from ui import add_habit, fill_tracker_form, open_row

AXE = Axe()


def reminder(page: Page, number: int, *, russian: bool = False):
    """Row `number` of the Reminders field (a group named `Reminder 1`)."""
    return page.get_by_role("group", name=f"{'Напоминание' if russian else 'Reminder'} {number}", exact=True)


def toggle_day(row, short: str, on: bool) -> None:
    """A weekday toggle: its checkbox is drawn by the label's text, which is what a finger taps."""
    box = row.get_by_role("checkbox", name=short, exact=True)
    if box.is_checked() != on:
        row.locator("label").filter(has_text=re.compile(rf"^{short}$")).click()
    expect(box).to_be_checked() if on else expect(box).not_to_be_checked()


def reminders_json(server, name: str):
    return json.loads(server.cli("remind", name, "--json"))["reminders"]


def serious(page: Page) -> list[str]:
    return [f"{v['id']}: {v['help']} {[n['target'] for n in v['nodes'][:3]]}"
            for v in AXE.run(page).response["violations"] if v["impact"] in ("serious", "critical")]


def test_a_new_habit_gets_two_reminders_and_the_detail_page_shows_them(make_page, server):
    server.cli("category", "add", "Health")
    page = make_page(server)
    page.goto("/trackers/new?kind=habit")
    expect(page.get_by_role("group", name="Reminders", exact=True)).to_be_visible()
    expect(reminder(page, 2)).to_have_count(0)
    fill_tracker_form(page, name="Read", category="Health", days=["Monday", "Wednesday", "Friday"], emoji="🥦", color="#16A34A")
    first = reminder(page, 1)
    first.get_by_label("Time", exact=True).fill("21:00")
    for day in ("Sat", "Sun"):
        toggle_day(first, day, False)
    # Add a time: one more row, in place, with what was typed kept.
    page.get_by_role("button", name="Add a time", exact=True).click()
    expect(reminder(page, 2)).to_be_visible()
    expect(reminder(page, 1).get_by_label("Time", exact=True)).to_have_value("21:00")
    expect(reminder(page, 1).get_by_role("checkbox", name="Sat", exact=True)).not_to_be_checked()
    reminder(page, 2).get_by_label("Time", exact=True).fill("07:30")
    page.get_by_role("button", name="Create", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    assert reminders_json(server, "Read") == [
        {"time": "07:30", "weekdays": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]},
        {"time": "21:00", "weekdays": ["mon", "tue", "wed", "thu", "fri"]},
    ]

    read = server.cli_json("show", "Read")["id"]
    page.goto(f"/trackers/{read}")
    expect(page.locator("#reminders")).to_have_text("07:30 · 21:00 (Mon, Tue, Wed, Thu, Fri)")

    # Edit: clearing a time removes that reminder.
    page.goto(f"/trackers/{read}/edit")
    expect(reminder(page, 1).get_by_label("Time", exact=True)).to_have_value("07:30")
    expect(reminder(page, 3).get_by_label("Time", exact=True)).to_have_value("")
    reminder(page, 1).get_by_label("Time", exact=True).fill("")
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    assert [r["time"] for r in reminders_json(server, "Read")] == ["21:00"]


def test_russian_form_refuses_a_time_twice_under_the_field(make_page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Чтение")
    page = make_page(server, cookies={"lang": "ru"}, dark=True)
    read = server.cli_json("show", "Чтение")["id"]
    page.goto(f"/trackers/{read}/edit")
    expect(page.get_by_role("group", name="Напоминания", exact=True)).to_be_visible()
    reminder(page, 1, russian=True).get_by_label("Время", exact=True).fill("21:00")
    page.get_by_role("button", name="Добавить время", exact=True).click()
    reminder(page, 2, russian=True).get_by_label("Время", exact=True).fill("21:00")
    toggle_day(reminder(page, 2, russian=True), "Пн", False)
    page.get_by_role("button", name="Сохранить", exact=True).click()
    expect(page.locator("#reminders-error")).to_have_text("Напоминание на 21:00 уже есть.")
    assert reminders_json(server, "Чтение") == []
    reminder(page, 2, russian=True).get_by_label("Время", exact=True).fill("08:15")
    page.get_by_role("button", name="Сохранить", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Трекеры")).to_be_visible()
    page.goto(f"/trackers/{read}")
    expect(page.locator("#reminders")).to_have_text("08:15 (Вт, Ср, Чт, Пт, Сб, Вс) · 21:00")


def test_the_reminders_field_without_javascript(make_page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Stretch")
    stretch = server.cli_json("show", "Stretch")["id"]
    page = make_page(server, js=False)
    page.goto(f"/trackers/{stretch}/edit")
    reminder(page, 1).get_by_label("Time", exact=True).fill("06:45")
    page.get_by_role("button", name="Add a time", exact=True).click()  # posts the form, saves nothing
    expect(reminder(page, 1).get_by_label("Time", exact=True)).to_have_value("06:45")
    assert reminders_json(server, "Stretch") == []
    row = reminder(page, 2)
    row.get_by_label("Time", exact=True).fill("18:00")
    for day in ("Mon", "Tue", "Wed", "Thu", "Fri"):
        row.get_by_role("checkbox", name=day, exact=True).uncheck(force=True)
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    assert reminders_json(server, "Stretch") == [
        {"time": "06:45", "weekdays": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]},
        {"time": "18:00", "weekdays": ["sat", "sun"]},
    ]


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_reminders_field_and_detail_are_axe_clean(make_page, server, dark, language):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    server.cli("remind", "Read", "--at", "21:00", "--at", "07:30", "--days", "sat,sun")
    read = server.cli_json("show", "Read")["id"]
    page = make_page(server, dark=dark, cookies={"lang": language})
    problems = []
    for path in ("/trackers/new?kind=habit", f"/trackers/{read}/edit", f"/trackers/{read}"):
        page.goto(path)
        expect(page.locator("main")).to_be_visible()
        if path.endswith("edit"):
            expect(page.locator(".reminder-row")).to_have_count(3)
            page.locator("#reminder-time-0").focus()
        problems += [f"{path}: {problem}" for problem in serious(page)]
    assert not problems, "\n".join(problems)


def test_a_reminder_set_in_the_form_is_sent_at_its_minute(make_page, make_server):
    # The server's clock starts 45 seconds before 21:00 UTC and runs on.
    server = make_server(now="2025-03-07T20:59:15Z")
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    page = make_page(server)
    read = server.cli_json("show", "Read")["id"]
    page.goto(f"/trackers/{read}/edit")
    reminder(page, 1).get_by_label("Time", exact=True).fill("21:00")
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    line = f"reminder sent tracker={read} day=2025-03-07 time=21:00"
    deadline = time.monotonic() + 90
    while line not in server.log() and time.monotonic() < deadline:
        time.sleep(0.2)
    assert [entry for entry in server.log() if entry.startswith("reminder sent")] == [line]


@pytest.mark.parametrize("language,dark", [("en", False), ("ru", True)])
def test_settings_sets_the_reminders_zone_and_refuses_one_it_does_not_know(make_page, server, language, dark):
    """Settings → Reminders' time zone (SPEC §15): empty follows the device used last; a zone
    this machine does not know is refused under the field and nothing changes."""
    russian = language == "ru"
    page = make_page(server, dark=dark, cookies={"lang": language})
    page.goto("/settings")
    field = page.get_by_label("Часовой пояс напоминаний" if russian else "Reminders' time zone", exact=True)
    expect(field).to_have_value("")
    field.fill("Mars/Base")
    page.get_by_role("button", name="Установить пояс" if russian else "Set the zone", exact=True).click()
    expect(page.locator("#zone-error")).to_be_visible()
    expect(page.get_by_label("Часовой пояс напоминаний" if russian else "Reminders' time zone", exact=True)).to_have_attribute(
        "aria-invalid", "true")
    assert server.cli_json("settings", "--json")["zone"] is None
    assert serious(page) == []

    page.get_by_label("Часовой пояс напоминаний" if russian else "Reminders' time zone", exact=True).fill("Europe/Berlin")
    page.get_by_role("button", name="Установить пояс" if russian else "Set the zone", exact=True).click()
    expect(page.get_by_label("Часовой пояс напоминаний" if russian else "Reminders' time zone", exact=True)).to_have_value(
        "Europe/Berlin")
    assert server.cli_json("settings", "--json")["zone"] == "Europe/Berlin"
    assert serious(page) == []
