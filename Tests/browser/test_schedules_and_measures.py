"""Part 2 of the New/Edit form (SPEC §10.1, §10.2): the schedule sheet with its five kinds and the
Measure section, in English and Russian, light and dark; bad numbers are shown under their field
and nothing is written."""
import pytest
from playwright.sync_api import expect

from ui import card, fill_tracker_form, open_row, row


def tracker_names(page):
    return [t["name"] for t in page.request.get("/api/v1/trackers").json()]


def new_habit(page, name, *, category="Health"):
    page.goto("/trackers/new?kind=habit")
    fill_tracker_form(page, name=name, category=category, emoji="🥦", color="#16A34A")


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_schedule_sheet_kinds_summaries_and_limits(make_page, server, dark):
    server.cli("category", "add", "Health")
    page = make_page(server, dark=dark)
    new_habit(page, "Run")
    open_row(page, "Schedule")
    page.get_by_role("radio", name="Times a week", exact=True).check()
    times = page.get_by_role("spinbutton", name="Times a week", exact=True)
    times.fill("7")
    message = page.locator("#weeklyTimes-error")
    expect(message).to_have_text("Pick 1 to 6 times a week.")
    expect(times).to_have_attribute("aria-invalid", "true")
    # The rules check the form as it is typed (SPEC §23): Create waits for a schedule they take.
    expect(page.get_by_role("button", name="Create", exact=True)).to_be_disabled()
    assert tracker_names(page) == []
    times.fill("3")
    expect(row(page, "Schedule")).to_contain_text("3 times a week")
    expect(message).to_be_hidden()
    page.get_by_role("radio", name="N times in M days", exact=True).check()
    page.get_by_role("spinbutton", name="Times", exact=True).fill("3")
    page.get_by_role("spinbutton", name="Days", exact=True).fill("2")
    expect(page.locator("#rollingDays-error")).to_contain_text("Pick N times in M days")
    page.get_by_role("spinbutton", name="Days", exact=True).fill("10")
    expect(row(page, "Schedule")).to_contain_text("3 times in 10 days")
    page.get_by_role("radio", name="Every N days", exact=True).check()
    page.locator("#every-days").fill("3")
    expect(row(page, "Schedule")).to_contain_text("Every 3 days")
    page.get_by_role("button", name="Create", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    expect(card(page, "Run")).to_be_visible()
    run = server.cli_json("show", "Run")
    assert run["frequency"] == {"kind": "rolling", "times": 1, "days": 3}


def test_schedule_sheet_without_javascript(make_page, server):
    server.cli("category", "add", "Health")
    page = make_page(server, js=False)
    new_habit(page, "Swim")
    open_row(page, "Schedule")
    page.get_by_role("radio", name="Times a month", exact=True).check()
    page.get_by_role("spinbutton", name="Times a month", exact=True).fill("0")
    page.get_by_role("button", name="Apply", exact=True).click()
    expect(page.locator("#monthlyTimes-error")).to_have_text("Pick 1 to 27 times a month.")
    page.get_by_role("spinbutton", name="Times a month", exact=True).fill("2")
    page.get_by_role("button", name="Apply", exact=True).click()
    expect(row(page, "Schedule")).to_contain_text("2 times a month")
    page.get_by_role("button", name="Create", exact=True).click()
    expect(card(page, "Swim")).to_be_visible()
    assert server.cli_json("show", "Swim")["frequency"] == {"kind": "monthly", "times": 2}


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_russian_measurable_habit_with_a_decimal_comma(make_page, server, dark):
    server.cli("category", "add", "Здоровье")
    page = make_page(server, locale="ru-RU", dark=dark)
    page.goto("/trackers/new?kind=habit")
    page.get_by_label("Название трекера", exact=True).fill("Вода")
    open_row(page, "Категория")
    page.get_by_role("radio", name="Здоровье", exact=True).locator("xpath=ancestor::label[1]").click()
    page.get_by_role("group", name="Эмодзи").get_by_role("radio", name="🥦").locator("xpath=ancestor::label[1]").click()
    page.get_by_role("group", name="Цвет").get_by_role("radio", name="Зелёный").locator("xpath=ancestor::label[1]").click()
    open_row(page, "Расписание")
    page.get_by_role("radio", name="Раз в неделю", exact=True).check()
    page.get_by_role("spinbutton", name="Раз в неделю", exact=True).fill("3")
    expect(row(page, "Расписание")).to_contain_text("3 раза в неделю")
    page.get_by_role("switch", name="Считать количество", exact=True).check()
    page.get_by_label("Единица", exact=True).fill("литров-и-ещё-больше")
    page.get_by_label("Цель", exact=True).fill("0")
    page.get_by_label("Шаг", exact=True).fill("0,25")
    # Checked as typed, with the server's words (m8); Create waits.
    expect(page.locator("#unit-error")).to_have_text("Укажите единицу длиной от 1 до 16 символов, например «стаканы» или «км».")
    expect(page.get_by_role("button", name="Создать", exact=True)).to_be_disabled()
    assert tracker_names(page) == []
    page.get_by_label("Единица", exact=True).fill("л")
    page.get_by_label("Цель", exact=True).fill("2,5")
    page.get_by_role("button", name="Создать", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Трекеры")).to_be_visible()
    water = server.cli_json("show", "Вода")
    assert water["measure"] == {"unit": "л", "target": 2.5, "direction": "atLeast", "step": 0.25}
    page.goto(f"/trackers/{water['id']}/edit")
    expect(page.get_by_label("Цель", exact=True)).to_have_value("2,5")
    expect(page.get_by_label("Шаг", exact=True)).to_have_value("0,25")
    expect(page.get_by_role("switch", name="Считать количество")).to_have_count(0)


def test_the_edit_page_counts_a_measurable_habits_days_as_the_detail_does(page, server):
    """A measurable habit's days count once its target is met (the detail's `N days`); the Edit
    page's big number is the same count, not 0."""
    server.cli("category", "add", "Health")
    server.cli("add", "Water", "--category", "Health", "--every-day", "--start", "2025-03-01",
               "--measure", "glasses", "--target", "8")
    for day, value in [("2025-03-04", "8"), ("2025-03-05", "9"), ("2025-03-06", "3")]:
        server.cli("done", "Water", "--date", day, "--value", value)
    water = server.cli_json("show", "Water")["id"]
    page.goto(f"/trackers/{water}")
    expect(page.locator(".total")).to_contain_text("2 days")
    page.goto(f"/trackers/{water}/edit")
    expect(page.locator(".days-count")).to_have_text("2 days")
