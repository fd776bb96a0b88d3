"""Part 2 cards and detail (SPEC §10.2, §10.3, §10.7): streak units, measurable cards with their
step and value sheet, Skip / Unskip, a day's note, skipped and open cards; the detail's chips
cycle done → skipped → clear. English and Russian, light and dark, with and without JavaScript."""
import re

import pytest
from playwright.sync_api import expect

from ui import (EVERY_DAY, add_habit, add_habit_by_form, card, chip, current_streak, mark_done, menu_item,
                open_card_menu, progress, step_button, streak, best)


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_measurable_card_steps_and_value_sheet(make_page, server, dark):
    server.cli("category", "add", "Health")
    page = make_page(server, dark=dark)
    page.goto("/")
    add_habit_by_form(page, "Water", measure=("glasses", "8"))
    add_habit_by_form(page, "Run", schedule="frequency=weekly&weeklyTimes=3", measure=("km", "20"), start="2025-03-03")
    page.goto("/")
    amount = page.locator("#board .card").filter(has_text="Water").locator(".amount")
    expect(amount).to_have_text("0 / 8 glasses")
    step_button(page, "Water").click()
    expect(amount).to_have_text("1 / 8 glasses")
    step_button(page, "Water").click()
    expect(amount).to_have_text("2 / 8 glasses")
    # The taps are shown before the server answers; its answer then replaces the board, which
    # would close a menu opened meanwhile: the menu is opened once both are answered and shown.
    assert len([line for line in server.requests("POST", "/trackers/", at_least=4) if "/entry " in line]) == 2
    page.wait_for_timeout(300)
    page.get_by_label("Water: actions", exact=True).click()
    page.locator("#board .card").filter(has_text="Water").locator(".menu > a", has_text="Value").click()
    dialog = page.get_by_role("dialog", name="Value of Water")
    dialog.get_by_label("Value (glasses)").fill("-3")
    dialog.get_by_role("button", name="Save", exact=True).click()
    dialog = page.get_by_role("dialog", name="Value of Water")
    expect(dialog.get_by_role("alert")).to_have_text("A value is a number from 0 to 1,000,000 with up to 3 decimals.")
    dialog.get_by_label("Value (glasses)").fill("8.5")
    dialog.get_by_role("button", name="Save", exact=True).click()
    expect(amount).to_have_text("8.5 / 8 glasses")
    expect(page.locator("#board .card").filter(has_text="Water").locator("button.step")).to_have_text("✓")
    # Done is heard as well as seen: the round button is pressed, as a yes/no card's is.
    expect(step_button(page, "Water")).to_have_attribute("aria-pressed", "true")
    expect(step_button(page, "Run")).to_have_attribute("aria-pressed", "false")
    run = page.locator("#board .card").filter(has_text="Run").locator(".amount")
    expect(run).to_have_text("0 / 20 km this week")
    step_button(page, "Run").click()
    expect(run).to_have_text("1 / 20 km this week")


def test_skip_unskip_and_a_note_without_javascript(make_page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    add_habit(server, "Run")
    page = make_page(server, js=False)
    page.goto("/")
    expect(progress(page)).to_have_text("0 of 2 done today")
    open_card_menu(page, "Read")
    menu_item(page, "Read", "Skip today").click()
    expect(card(page, "Read")).to_contain_text("Skipped")
    expect(card(page, "Read")).to_have_class(re.compile(r"state-skipped"))
    expect(progress(page)).to_have_text("0 of 1 done today")
    open_card_menu(page, "Read")
    menu_item(page, "Read", "Unskip").click()
    expect(card(page, "Read")).not_to_contain_text("Skipped")
    open_card_menu(page, "Read")
    menu_item(page, "Read", "Note").click()
    dialog = page.get_by_role("dialog", name="Note on Read")
    dialog.get_by_label("Note for the day").evaluate("e => e.removeAttribute('maxlength')")
    dialog.get_by_label("Note for the day").fill("x" * 201)
    dialog.get_by_role("button", name="Save", exact=True).click()
    dialog = page.get_by_role("dialog", name="Note on Read")
    expect(dialog.get_by_role("alert")).to_have_text("Keep the note to 200 characters or fewer.")
    dialog.get_by_label("Note for the day").fill("sick")
    dialog.get_by_role("button", name="Save", exact=True).click()
    expect(card(page, "Read")).to_contain_text("sick")
    assert server.cli_json("show", "Read")["currentStreak"] == 0


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_russian_weekly_streak_units_skip_and_open_cards(make_page, server, dark):
    server.cli("category", "add", "Здоровье")
    page = make_page(server, locale="ru-RU", dark=dark)
    page.goto("/")
    add_habit_by_form(page, "Спортзал", "Здоровье", schedule="frequency=weekly&weeklyTimes=1", start="2025-02-24")
    add_habit_by_form(page, "Чтение", "Здоровье")
    for day in ("2025-02-25", "2025-03-04"):
        page.request.post("/trackers/" + server.cli_json("show", "Спортзал")["id"] + "/entry",
                          form={"date": day, "state": "done", "back": "/"}, max_redirects=0)
    page.goto("/")
    gym = page.locator("#board .card").filter(has_text="Спортзал")
    expect(gym.locator(".streak")).to_have_text("🔥 2 нед.")
    expect(gym.locator(".best")).to_have_text("Рекорд 2 нед.")
    # This week's goal is met: Friday is open and never holds back "all done".
    expect(gym).to_have_class(re.compile(r"state-open"))
    expect(gym).to_contain_text("Сегодня — по желанию")
    read = page.locator("#board .card").filter(has_text="Чтение")
    read.locator(".card-face").click()
    read.get_by_role("button", name="Пропустить сегодня", exact=True).click()
    expect(read).to_contain_text("Пропущено")
    # Nothing is due any more (an open habit and a skipped one): no "0 of 0" line.
    expect(progress(page)).to_be_hidden()
    page.goto("/trackers/" + server.cli_json("show", "Спортзал")["id"])
    expect(current_streak(page)).to_have_text("2 недели")
    expect(page.locator("#schedule")).to_have_text("1 раз в неделю")


def test_detail_chips_cycle_and_measurable_chip_opens_the_value_sheet(page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    mark_done(server, "Read", "2025-03-06", "2025-03-07")
    page.goto("/")
    water = add_habit_by_form(page, "Water", measure=("glasses", "8"))
    read = server.cli_json("show", "Read")["id"]
    page.goto(f"/trackers/{read}")
    expect(current_streak(page)).to_have_text("2")
    chip(page, "Thu 6").click()
    expect(chip(page, "Thu 6")).to_have_accessible_name("Thu 6: skipped")
    expect(current_streak(page)).to_have_text("1")
    chip(page, "Thu 6").click()
    expect(chip(page, "Thu 6")).to_have_accessible_name("Thu 6: missed")
    chip(page, "Thu 6").click()
    expect(chip(page, "Thu 6")).to_have_accessible_name("Thu 6: done")
    expect(current_streak(page)).to_have_text("2")
    page.goto(f"/trackers/{water}")
    expect(page.locator("#measure")).to_have_text("At least 8 glasses a day")
    page.get_by_label("Wed 5: missed").click()
    dialog = page.get_by_role("dialog", name="Value of Water")
    dialog.get_by_label("Value (glasses)").fill("9")
    dialog.get_by_role("button", name="Save", exact=True).click()
    expect(page.get_by_label("Wed 5: done")).to_have_text("Wed 5 · 9")


LIMIT_WORDS = {"en-US": ("Limit reached", "Over the limit"), "ru-RU": ("Лимит достигнут", "Лимит превышен")}


@pytest.mark.parametrize("locale,dark", [("en-US", False), ("en-US", True), ("ru-RU", True)],
                         ids=["english-light", "english-dark", "russian-dark"])
def test_an_at_most_card_says_when_it_reaches_its_limit_and_when_it_goes_over(make_page, server, locale, dark):
    """#28 m11: at most 2 cups. Within the limit the day is done (SPEC §10.2) and the card says
    nothing more; at 2 it says the limit is reached; at 3 it says it is over, in red, and the
    button is no longer ✓. A weekly limit is judged by the week's sum the same way."""
    from axe_playwright_python.sync_playwright import Axe
    from test_accessibility import describe
    reached, over = LIMIT_WORDS[locale]
    server.cli("category", "add", "Health")
    page = make_page(server, locale=locale, dark=dark)
    page.goto("/")
    add_habit_by_form(page, "Coffee", measure=("cups", "2"), at_most=True)
    add_habit_by_form(page, "Sweets", schedule="frequency=weekly&weeklyTimes=3", measure=("pcs", "3"), at_most=True,
                      start="2025-03-03")
    page.goto("/")
    coffee = page.locator("#board .card").filter(has_text="Coffee")
    line, button, amount = coffee.locator(".limit-line"), coffee.locator("button.step"), coffee.locator(".amount")
    expect(line).to_be_hidden()
    button.click()
    expect(amount).to_have_text(re.compile(r"^1 / 2"))
    expect(button).to_have_text("✓")
    expect(line).to_be_hidden()
    button.click()
    expect(amount).to_have_text(re.compile(r"^2 / 2"))
    expect(line).to_have_text(reached)
    expect(coffee).to_have_class(re.compile(r"\blimit-reached\b"))
    button.click()
    expect(amount).to_have_text(re.compile(r"^3 / 2"))
    expect(line).to_have_text(over)
    expect(coffee).to_have_class(re.compile(r"\blimit-over\b"))
    expect(button).to_have_text("+")
    # Both colours read at once: the server's answer may replace the card between two reads.
    colors = page.evaluate("""() => { const card = [...document.querySelectorAll('#board .card')].find((c) => c.textContent.includes('Coffee'));
        return ['.limit-line', '.amount'].map((s) => getComputedStyle(card.querySelector(s)).color); }""")
    assert colors[0] == colors[1], colors
    problems = describe(Axe().run(page).response["violations"])
    assert problems == [], "\n".join(problems)
    server.cli("done", "Sweets", "--date", "2025-03-05", "--value", "4")
    page.reload()
    expect(page.locator("#board .card").filter(has_text="Sweets").locator(".limit-line")).to_have_text(over)
