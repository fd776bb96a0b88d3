"""Part 2 (SPEC §10.4–§10.6): pausing from the card menu and the collapsed `Paused` section with
Resume, archive and Settings → Archived, Pause all, Move up / Move down and drag, and the day
start in Settings with the page's re-check rolling over at it. English and Russian, light and
dark, with and without JavaScript."""
import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from habits_server import instant
from test_accessibility import describe
from ui import add_habit, card, check_button, marker, menu_item, open_card_menu, progress, set_marker


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_pause_from_the_menu_then_resume_from_the_paused_section(make_page, server, dark):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    add_habit(server, "Run")
    page = make_page(server, dark=dark)
    page.goto("/")
    open_card_menu(page, "Read")
    menu_item(page, "Read", "Pause").click()
    dialog = page.get_by_role("dialog", name="Pause Read")
    dialog.get_by_label("Until", exact=True).fill("2025-03-06")
    dialog.get_by_role("button", name="Pause", exact=True).click()
    dialog = page.get_by_role("dialog", name="Pause Read")
    expect(dialog.get_by_role("alert")).to_have_text("A pause can't end before it starts.")
    assert server.cli_json("show", "Read").get("pauses") in (None, [])
    dialog.get_by_label("Until", exact=True).fill("")
    dialog.get_by_role("button", name="Pause", exact=True).click()
    expect(check_button(page, "Read")).to_have_count(0)
    paused = page.locator("#paused")
    expect(paused.get_by_role("heading", name="Paused (1)")).to_be_visible()
    expect(paused.get_by_role("button", name="Resume")).to_be_hidden()  # collapsed
    paused.locator("summary").click()
    expect(paused).to_contain_text("Paused until resumed")
    paused.get_by_role("button", name="Resume").click()
    expect(check_button(page, "Read")).to_be_visible()
    expect(page.locator("#paused")).to_have_count(0)


def test_archive_then_unarchive_from_settings_in_russian_without_javascript(make_page, server):
    server.cli("category", "add", "Здоровье")
    add_habit(server, "Чтение", "Здоровье")
    page = make_page(server, js=False, locale="ru-RU")
    page.goto("/")
    page.get_by_label("Чтение: действия", exact=True).click()
    page.get_by_role("button", name="В архив", exact=True).click()
    expect(page.get_by_role("button", name="Отметить «Чтение» выполненным")).to_have_count(0)
    page.get_by_label("Настройки", exact=True).click()
    archived = page.locator("#archived")
    expect(archived.get_by_role("link", name="Чтение", exact=True)).to_be_visible()
    archived.get_by_role("button", name="Вернуть из архива: Чтение").click()
    expect(archived).to_contain_text("В архиве пусто.")
    page.get_by_role("link", name="← Назад").click()
    expect(page.get_by_role("button", name="Отметить «Чтение» выполненным")).to_be_visible()


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_pause_all_and_day_start_in_settings(make_page, server, dark):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    add_habit(server, "Run")
    page = make_page(server, dark=dark)
    page.goto("/settings?back=/")
    page.locator("#pause-all-from").fill("2025-03-08")
    page.locator("#pause-all-until").fill("2025-03-07")
    page.get_by_role("button", name="Pause all", exact=True).click()
    expect(page.locator("#until-error")).to_have_text("A pause can't end before it starts.")
    page.get_by_label("Day starts at").select_option("3")
    page.get_by_role("button", name="Set the day start", exact=True).click()
    expect(page.get_by_label("Day starts at")).to_have_value("3")
    page.request.post("/settings/day-start", form={"dayStart": "7", "back": "/"}, max_redirects=0)
    page.goto("/settings?back=/")
    expect(page.get_by_label("Day starts at")).to_have_value("3")
    page.locator("#pause-all-until").fill("2025-03-09")
    page.get_by_role("button", name="Pause all", exact=True).click()
    page.goto("/")
    expect(page.locator("#paused").get_by_role("heading")).to_have_text("Paused (2)")
    expect(page.locator("body")).to_have_attribute("data-day-start", "3")


def test_day_start_refused_at_7_without_javascript(make_page, server):
    page = make_page(server, js=False)
    page.goto("/settings")
    page.get_by_label("Day starts at").evaluate("s => { s.options[6].value = '7'; s.value = '7'; }")
    page.get_by_role("button", name="Set the day start", exact=True).click()
    expect(page.locator("#dayStart-error")).to_have_text("The day can start on the hour from 00:00 to 06:00.")


def test_the_page_rolls_over_at_the_day_start_not_at_midnight(make_page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    page = make_page(server)
    page.request.post("/settings/day-start", form={"dayStart": "2", "back": "/"}, max_redirects=0)
    # The device is past midnight (00:30 on 8 March) but before the day start: still 7 March.
    page.clock.install(time=instant("2025-03-08T00:30:00Z"))
    page.goto("/?date=2025-03-07")
    expect(page.locator("body")).to_have_attribute("data-day-start", "2")
    set_marker(page)
    page.clock.run_for(61_000)
    page.wait_for_timeout(300)
    assert marker(page) == "still here", "the page rolled over at midnight instead of the day start"
    # 02:01: the day started; the page shows the new day (it navigates to today's board).
    page.clock.set_system_time(instant("2025-03-08T02:01:00Z"))
    with page.expect_navigation():
        page.clock.run_for(61_000)
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()


def two_in_a_category(server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    add_habit(server, "Run")


def test_move_down_from_the_card_menu(page, server):
    two_in_a_category(server)
    page.goto("/")
    open_card_menu(page, "Read")
    menu_item(page, "Read", "Move down").click()
    expect(page.locator("#board .card-name")).to_have_text(["Run", "Read"])


def test_drag_a_card_below_the_next_one(page, server):
    two_in_a_category(server)
    page.goto("/")
    read = page.locator("#board .card").filter(has_text="Read").locator(".card-face")
    run = page.locator("#board .card").filter(has_text="Run").locator(".card-face")
    with page.expect_response(lambda r: r.request.method == "POST" and r.url.endswith("/move")):
        read.drag_to(run)
    page.goto("/")  # the order as stored
    expect(page.locator("#board .card-name")).to_have_text(["Run", "Read"], timeout=3000)


def test_a_drag_posts_the_cards_move_form_once_per_place(page, server):
    """The one write path: dropping Read on Swim (two places lower) posts Read's own Move form
    (by=1), one step at a time; a step the server refuses stops the rest and the page shows the
    board as stored."""
    two_in_a_category(server)
    add_habit(server, "Swim")
    read_id = server.cli_json("show", "Read")["id"]
    page.goto("/")
    read = page.locator("#board .card").filter(has_text="Read").locator(".card-face")
    swim = page.locator("#board .card").filter(has_text="Swim").locator(".card-face")
    with page.expect_request(lambda r: r.method == "POST" and r.url.endswith(f"/trackers/{read_id}/move")) as first:
        read.drag_to(swim)
    assert first.value.post_data == "by=1&back=%2F%3Fdate%3D2025-03-07"
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    expect(page.get_by_label("Read: actions", exact=True)).to_be_visible()
    assert 1 <= len(server.requests("POST", f"/trackers/{read_id}/move", at_least=1)) <= 2, server.log()[-10:]


@pytest.mark.parametrize("locale,dark", [("en-US", False), ("ru-RU", True)], ids=["english-light", "russian-dark"])
def test_a_planned_pause_is_shown_on_the_detail_and_can_be_changed_or_cancelled(make_page, server, locale, dark):
    """Today is 7 March. A holiday typed as 10–14 March shows on the detail page as planned; its
    Change sheet moves it to 17–18 March (one pause, not two); Cancel pause removes it. A pause
    sheet over a planned pause's days changes it too."""
    russian = locale == "ru-RU"
    words = ({"pause": "Пауза", "change": "Изменить", "cancel": "Отменить паузу", "from": "С", "until": "По"} if russian else
             {"pause": "Pause", "change": "Change", "cancel": "Cancel pause", "from": "From", "until": "Until"})
    def planned_line(first, last):
        if russian:
            return f"Пауза запланирована: с {first} мар. 2025 г. по {last} мар. 2025 г."
        return f"Pause planned: {first} Mar 2025 to {last} Mar 2025"
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    read = server.cli_json("show", "Read")["id"]
    page = make_page(server, locale=locale, dark=dark)
    page.goto(f"/trackers/{read}")
    page.locator(".detail-actions summary").click()
    dialog = page.locator(".detail-actions [role=dialog]")
    dialog.get_by_label(words["from"], exact=True).fill("2025-03-10")
    dialog.get_by_label(words["until"], exact=True).fill("2025-03-14")
    dialog.get_by_role("button", name=words["pause"], exact=True).click()
    planned = page.locator(".planned-pause")
    expect(planned).to_have_count(1)
    expect(planned.locator("> p")).to_have_text(planned_line(10, 14))
    expect(page.locator(".detail-actions summary")).to_have_text(words["pause"])  # not paused today

    planned.locator("summary").filter(has_text=words["change"]).click()
    sheet = planned.get_by_role("dialog")
    expect(sheet.get_by_label(words["from"], exact=True)).to_have_value("2025-03-10")
    sheet.get_by_label(words["from"], exact=True).fill("2025-03-17")
    sheet.get_by_label(words["until"], exact=True).fill("2025-03-18")
    sheet.get_by_role("button", name=words["change"], exact=True).click()
    expect(page.locator(".planned-pause")).to_have_count(1)
    expect(page.locator(".planned-pause > p")).to_have_text(planned_line(17, 18))
    assert server.cli_json("show", "Read")["pauses"] == [{"from": "2025-03-17", "until": "2025-03-18"}]

    # The detail's own pause sheet over one of its days changes it as well.
    page.locator(".detail-actions summary").click()
    dialog = page.locator(".detail-actions [role=dialog]")
    dialog.get_by_label(words["from"], exact=True).fill("2025-03-18")
    dialog.get_by_label(words["until"], exact=True).fill("2025-03-20")
    dialog.get_by_role("button", name=words["pause"], exact=True).click()
    expect(page.locator(".planned-pause > p")).to_have_text(planned_line(18, 20))
    assert server.cli_json("show", "Read")["pauses"] == [{"from": "2025-03-18", "until": "2025-03-20"}]

    page.locator(".planned-pause").get_by_role("button", name=words["cancel"], exact=True).click()
    expect(page.locator(".planned-pause")).to_have_count(0)
    assert server.cli_json("show", "Read").get("pauses") in (None, [])


def test_resume_and_delete_pauses_cancel_the_next_planned_pause(server):
    """`habits resume` and `DELETE …/pauses` end the pause holding today or, when none does,
    cancel the next planned one; `?from=` names another."""
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    server.cli("pause", "Read", "--from", "2025-03-10", "--until", "2025-03-14")
    server.cli("pause", "Read", "--from", "2025-03-20", "--until", "2025-03-21")
    server.cli("pause", "Read", "--from", "2025-03-25", "--until", "2025-03-26")
    assert "Pauses: 2025-03-10 to 2025-03-14; 2025-03-20 to 2025-03-21" in server.cli("show", "Read")
    assert server.cli("resume", "Read").strip() == "Cancelled the pause of Read planned 2025-03-10 to 2025-03-14."
    read = server.cli_json("show", "Read")["id"]
    import urllib.request
    def delete(query=""):
        request = urllib.request.Request(f"{server.url}/api/v1/trackers/{read}/pauses{query}", method="DELETE")
        return urllib.request.urlopen(request).status
    assert delete("?from=2025-03-25") == 204
    assert server.cli_json("show", "Read")["pauses"] == [{"from": "2025-03-20", "until": "2025-03-21"}]
    assert delete() == 204
    assert server.cli_json("show", "Read").get("pauses") in (None, [])
    assert server.cli("resume", "Read").strip() == "Read isn't paused today."


def test_a_refused_pause_keeps_the_page_on_its_own_address(page, server):
    """Until before From is refused under its field, and the page stays on the detail's address
    (not the POST-only /pause), so a reload and live updates still work."""
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    read = server.cli_json("show", "Read")["id"]
    page.goto(f"/trackers/{read}")
    set_marker(page)
    page.locator(".detail-actions summary").click()
    dialog = page.locator(".detail-actions [role=dialog]")
    dialog.get_by_label("Until", exact=True).fill("2025-03-06")
    dialog.get_by_role("button", name="Pause", exact=True).click()
    expect(page.locator(".detail-actions [role=dialog]").get_by_role("alert")).to_have_text("A pause can't end before it starts.")
    assert marker(page) == "still here"
    assert page.url.endswith(f"/trackers/{read}"), page.url
    page.reload()
    expect(page.get_by_role("heading", level=1)).to_contain_text("Read")


def drag_steps(page, source, target, *, touch):
    """A real drag from the centre of `source` to just below the centre of `target`: a mouse
    (down, moves, up) or a finger (a long press, then moves) through DevTools input events."""
    a, b = source.bounding_box(), target.bounding_box()
    start = (a["x"] + a["width"] / 2, a["y"] + a["height"] / 2)
    end = (b["x"] + b["width"] / 2, b["y"] + b["height"] / 2 + 5)
    points = [(start[0] + (end[0] - start[0]) * i / 12, start[1] + (end[1] - start[1]) * i / 12) for i in range(1, 13)]
    if not touch:
        page.mouse.move(*start)
        page.mouse.down()
        for point in points:
            page.mouse.move(*point)
        page.mouse.up()
        return
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": start[0], "y": start[1]}]})
        page.wait_for_timeout(700)  # the long press that starts a drag
        for x, y in points:
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    finally:
        cdp.detach()


@pytest.mark.parametrize("touch", [False, True], ids=["mouse", "finger"])
def test_a_real_mouse_or_finger_drag_reorders(make_page, server, touch):
    """A desktop mouse does not start the link's own drag, and a finger after a long press does
    not scroll the page: either moves Read below Run."""
    two_in_a_category(server)
    page = make_page(server, width=1280, height=800, mobile=touch)
    page.goto("/")
    read = page.locator("#board .card").filter(has_text="Read").locator(".card-face")
    run = page.locator("#board .card").filter(has_text="Run").locator(".card-face")
    with page.expect_response(lambda r: r.request.method == "POST" and r.url.endswith("/move"), timeout=5000):
        drag_steps(page, read, run, touch=touch)
    page.goto("/")
    expect(page.locator("#board .card-name")).to_have_text(["Run", "Read"], timeout=3000)


def test_when_every_habit_is_paused_the_board_shows_the_paused_section_without_the_empty_invitation(page, server):
    two_in_a_category(server)
    server.cli("pause", "Read")
    server.cli("pause", "Run")
    page.goto("/")
    expect(page.locator("#paused").get_by_role("heading")).to_have_text("Paused (2)")
    expect(page.get_by_text("What shall we track?")).to_have_count(0)


AXE = Axe()

PAUSE_WORDS = {
    "en-US": {"pause": "Pause", "pause_for": "Pause Read", "until": "Until", "streak": "Current streak 3 days, best 3",
              "note": "Read is already done today, so the pause starts tomorrow and today still counts.",
              "all_note": "Some habits are already done today, so the pause starts tomorrow",
              "pause_all": "Pause all", "paused": "Paused", "resume_all": "Resume all", "cancel": "Cancel planned pauses",
              "planned": "Pause planned: 8 Mar 2025 to 10 Mar 2025 (2 habits)", "held": "Paused until resumed (1 habit)",
              "planned_one": "Pause planned: 8 Mar 2025 to 10 Mar 2025 (1 habit)"},
    "ru-RU": {"pause": "Пауза", "pause_for": "Пауза «Read»", "until": "По", "streak": "Текущая серия 3 дня, рекорд 3",
              "note": "Сегодняшняя отметка «Read» сохранится: пауза начнётся завтра.",
              "all_note": "Некоторые привычки сегодня уже выполнены, поэтому пауза начнётся завтра",
              "pause_all": "Пауза для всех", "paused": "На паузе", "resume_all": "Возобновить все",
              "cancel": "Отменить запланированные паузы",
              "planned": "Пауза запланирована: с 8 мар. 2025 г. по 10 мар. 2025 г. (2 привычки)",
              "held": "На паузе до возобновления (1 привычка)",
              "planned_one": "Пауза запланирована: с 8 мар. 2025 г. по 10 мар. 2025 г. (1 привычка)"},
}


def done_three_days(server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    add_habit(server, "Run")
    for day in ("2025-03-05", "2025-03-06", "2025-03-07"):
        server.cli("done", "Read", "--date", day)


@pytest.mark.parametrize("locale,dark", [("en-US", False), ("ru-RU", True)], ids=["english-light", "russian-dark"])
def test_a_habit_done_today_is_paused_from_tomorrow_and_keeps_its_streak(make_page, server, locale, dark):
    """#28 m12: paused days count as skipped (SPEC §10.4), so pausing a habit from a day it is
    done takes that day's credit. Its pause sheet starts tomorrow instead, and says why; one not
    done today starts today, with nothing to explain. Today's streak stays."""
    words = PAUSE_WORDS[locale]
    done_three_days(server)
    page = make_page(server, locale=locale, dark=dark)
    page.goto("/")
    read = page.locator(".card").filter(has_text="Read")
    read.locator(".card-face").click()
    read.locator(".menu").get_by_text(words["pause"], exact=True).click()
    dialog = page.get_by_role("dialog", name=words["pause_for"])
    expect(dialog.locator('input[name="from"]')).to_have_value("2025-03-08")
    expect(dialog.locator(".pause-note")).to_have_text(words["note"])
    expect(dialog.locator('input[name="from"]')).to_have_attribute("aria-describedby", dialog.locator(".pause-note").get_attribute("id"))
    problems = describe(AXE.run(page).response["violations"])
    assert problems == [], "\n".join(problems)
    dialog.get_by_label(words["until"], exact=True).fill("2025-03-09")
    with page.expect_response(lambda response: response.request.method == "POST" and response.url.endswith("/pause")):
        dialog.get_by_role("button", name=words["pause"], exact=True).click()
    expect(read.locator(".streaks-label")).to_have_text(words["streak"])
    assert server.cli_json("show", "Read")["pauses"] == [{"from": "2025-03-08", "until": "2025-03-09"}]
    # Run is not done today: its pause starts today, and no line explains anything.
    run = page.locator(".card").filter(has_text="Run")
    run.locator(".card-face").click()
    run.locator(".menu").get_by_text(words["pause"], exact=True).click()
    sheet = run.get_by_role("dialog")
    expect(sheet.locator('input[name="from"]')).to_have_value("2025-03-07")
    expect(sheet.locator(".pause-note")).to_be_hidden()
    # The detail page's pause sheet says the same for Read.
    page.goto(f"/trackers/{server.cli_json('show', 'Read')['id']}")
    server.cli("resume", "Read")
    page.reload()
    page.locator(".detail-actions summary").click()
    detail = page.locator(".detail-actions [role=dialog]")
    expect(detail.locator('input[name="from"]')).to_have_value("2025-03-08")
    expect(detail.locator(".pause-note")).to_have_text(words["note"])


@pytest.mark.parametrize("locale,dark", [("en-US", False), ("ru-RU", True)], ids=["english-light", "russian-dark"])
def test_settings_shows_what_is_paused_with_resume_all_and_cancel_planned_pauses(make_page, server, locale, dark):
    """#28 m7 (its second point) and m12: after Pause all, Settings lists what is paused today
    and what is planned, each with its count of habits, with Resume all and Cancel planned
    pauses; while a habit is done today Pause all starts tomorrow and says why."""
    words = PAUSE_WORDS[locale]
    done_three_days(server)
    page = make_page(server, locale=locale, dark=dark)
    page.goto("/settings?back=/")
    expect(page.locator("#pauses")).to_have_count(0)
    expect(page.locator("#pause-all-from")).to_have_value("2025-03-08")
    expect(page.locator("#pause-all-tomorrow")).to_contain_text(words["all_note"])
    page.locator("#pause-all-until").fill("2025-03-10")
    page.get_by_role("button", name=words["pause_all"], exact=True).click()
    pauses = page.locator("#pauses")
    expect(pauses.get_by_role("heading", level=2)).to_have_text(words["paused"])
    expect(pauses.locator("li")).to_have_text([words["planned"]])
    server.cli("pause", "Run")  # from today, until resumed: it takes Run's planned days in
    page.reload()
    expect(pauses.locator("li")).to_have_text([words["held"], words["planned_one"]])
    problems = describe(AXE.run(page).response["violations"])
    assert problems == [], "\n".join(problems)
    pauses.get_by_role("button", name=words["resume_all"], exact=True).click()
    expect(pauses.locator("li")).to_have_count(1)
    assert server.cli_json("show", "Run").get("pauses") in (None, [])
    pauses.get_by_role("button", name=words["cancel"], exact=True).click()
    expect(page.locator("#pauses")).to_have_count(0)
    assert server.cli_json("show", "Read").get("pauses") in (None, [])
