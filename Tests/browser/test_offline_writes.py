"""SPEC §14 / issue #15.3: every write a page can make works offline. Each is kept on the device
(IndexedDB, across reloads), shown at once, and sent in order, once each, to the same form route
the page posts to online when the connection returns; the server keeps the later of two writes to a
day, so a stale offline write loses to a newer one made elsewhere and the page then shows the
server's state; a write the server refuses is shown (the status line, in the page's language); and
the page's date check rolls over to the new day offline too, at midnight and at the day start.

The server's clock is pinned (HABITS_NOW, running on); pages that compare write times get the same
clock through Playwright's page.clock."""
from __future__ import annotations

import datetime
import re
import time

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from habits_server import instant
from ui import (add_habit, card, chip, check_button, date_button, mark_done, menu_item, open_card_menu, progress,
                step_button)

AXE = Axe()
STATUS = "#sync-status"
# Every write the pages send: `POST /trackers/ID/ROUTE STATUS`.
WRITE = re.compile(r"^POST /trackers/([0-9a-f-]+)/(completions|entry|pin|pause|resume|archive) (\d{3})\b")
WAITING = """() => new Promise((resolve, reject) => {
    const open = indexedDB.open('habits');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('writes')) { db.close(); resolve([]); return; }
        const all = db.transaction('writes').objectStore('writes').getAll();
        all.onsuccess = () => { db.close(); resolve(all.result.map((w) => [w.action, Object.fromEntries(w.fields), w.at])); };
        all.onerror = () => reject(all.error);
    };
})"""
AHEAD_CACHED = """() => caches.match('/?tomorrow=1').then((hit) => hit ? hit.text() : '')
    .then((html) => (html.match(/data-today="([0-9-]+)"/) || [])[1] || null)"""


def tile(page, name):
    """A card by its tracker's name, measurable ones too (their round button is a step)."""
    return page.locator(".card").filter(has=page.get_by_label(f"{name}: actions", exact=True))


def item(page, name, text):
    """A control in a card's open menu by its text (a sheet's item is a link until the script
    builds the sheet from the board's template)."""
    tile(page, name).locator(".card-face").click()
    return tile(page, name).locator(".menu").locator(":scope > form > button, :scope > details > summary, :scope > a[data-sheet]").filter(
        has_text=re.compile(rf"^\s*{re.escape(text)}\s*$"))


def writes(server):
    """(tracker id, route, status) of every write the server was sent, in order."""
    return [m.groups() for m in map(WRITE.match, server.log()) if m]


def controlled(page, path="/"):
    """Loads `path` until the service worker controls the page (it then keeps what it loads)."""
    page.goto(path)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    assert page.evaluate("!!navigator.serviceWorker.controller"), "the service worker does not control the page"


def ids(server):
    return {t["name"]: t["id"] for t in server.cli_json("list")["sections"][0]["trackers"]} | {
        t["name"]: t["id"] for s in server.cli_json("list")["sections"] for t in s["trackers"]}


def entry(page, tracker_id, day):
    history = page.request.get(f"/api/v1/trackers/{tracker_id}").json()["history"]
    return next(({"state": h["state"], "value": h["value"], "note": h["note"]} for h in history if h["date"] == day), None)


def test_every_kind_of_write_offline_is_shown_at_once_kept_across_a_reload_and_sent_once_in_order(page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    mark_done(server, "Read", "2025-03-05", "2025-03-06")        # 🔥 2
    server.cli("add", "Water", "--category", "Health", "--every-day", "--start", "2025-03-01",
               "--measure", "glasses", "--target", "8")
    add_habit(server, "Run")
    add_habit(server, "Stretch")
    add_habit(server, "Yoga")
    add_habit(server, "Nap")
    server.cli("pin", "Nap")
    server.cli("pause", "Nap", "--from", "2025-03-07")
    add_habit(server, "Walk")
    server.cli("pin", "Walk")
    names = {t["name"]: t["id"] for t in page.request.get("/api/v1/trackers").json()}
    read, water = names["Read"], names["Water"]
    detail = f"/trackers/{read}?back=%2F%3Fdate%3D2025-03-07"
    status = page.locator(STATUS)

    controlled(page, detail)  # kept for offline
    controlled(page, "/")
    expect(progress(page)).to_have_text("0 of 6 done today")
    page.context.set_offline(True)
    page.reload()  # from the cache

    # The board: a tap, a step, a skip, a note, a value, pin and unpin, pause, resume.
    check_button(page, "Read").click()
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    expect(tile(page, "Read").locator(".streak")).to_have_text("🔥 3")
    expect(status).to_have_text("Offline — your taps will sync")
    step_button(page, "Water").click()
    expect(tile(page, "Water").locator(".amount")).to_have_text("1 / 8 glasses")
    item(page, "Run", "Skip today").click()
    expect(tile(page, "Run")).to_contain_text("Skipped")
    expect(tile(page, "Run")).to_have_class(re.compile(r"\bstate-skipped\b"))
    item(page, "Read", "Note").click()
    page.get_by_label("Note for the day", exact=True).filter(visible=True).fill("on the train")
    page.get_by_role("dialog", name="Note on Read").get_by_role("button", name="Save").click()
    expect(tile(page, "Read").locator(".day-note")).to_have_text("on the train")
    item(page, "Water", "Value").click()
    page.get_by_role("dialog", name="Value of Water").get_by_label(re.compile(r"^Value")).fill("5")
    page.get_by_role("dialog", name="Value of Water").get_by_role("button", name="Save").click()
    expect(tile(page, "Water").locator(".amount")).to_have_text("5 / 8 glasses")
    item(page, "Stretch", "Pin").click()
    expect(item(page, "Stretch", "Unpin")).to_be_visible()
    page.keyboard.press("Escape")
    item(page, "Walk", "Unpin").click()
    item(page, "Yoga", "Pause").click()
    page.get_by_role("dialog", name="Pause Yoga").get_by_role("button", name="Pause").click()
    expect(tile(page, "Yoga")).to_be_hidden()
    page.locator("#paused summary").click()
    page.locator('.paused-row[data-tracker="%s"]' % names["Nap"]).get_by_role("button", name="Resume").click()
    expect(page.locator('.paused-row[data-tracker="%s"]' % names["Nap"])).to_be_hidden()

    # The detail page (from the cache): a chip, and a day of the month browser.
    page.goto(detail)
    expect(chip(page, "Thu 6")).to_have_attribute("aria-pressed", "true")
    chip(page, "Thu 6").click()                                   # done → skipped
    expect(chip(page, "Thu 6")).to_have_accessible_name("Thu 6: skipped")
    expect(chip(page, "Thu 6")).to_have_attribute("aria-pressed", "false")
    page.get_by_label(re.compile(r"^Change 4 Mar 2025")).click()
    day_sheet = page.locator("li.day").filter(has=page.get_by_label(re.compile(r"^Change 4 Mar 2025")))
    day_sheet.get_by_text("done", exact=True).click()
    day_sheet.get_by_label("Note for the day").fill("short one")
    day_sheet.get_by_role("button", name="Save").click()
    expect(day_sheet).to_have_class(re.compile(r"\bdone\b"))

    made = page.evaluate(WAITING)
    routes = [(action.split("/")[2], action.split("/")[3], fields.get("state") or fields.get("done") or fields.get("pinned") or "")
              for action, fields, _ in made]
    assert routes == [
        (read, "completions", "1"), (water, "entry", "value"), (names["Run"], "entry", "skipped"), (read, "entry", ""),
        (water, "entry", "value"), (names["Stretch"], "pin", "1"), (names["Walk"], "pin", "0"), (names["Yoga"], "pause", ""),
        (names["Nap"], "resume", ""), (read, "entry", "skipped"), (read, "entry", "done")], made
    assert [at for _, _, at in made] == sorted(at for _, _, at in made)
    assert writes(server) == [], "a write reached the server while offline"

    # Reopened offline, what waits is still shown.
    page.reload()
    expect(chip(page, "Thu 6")).to_have_accessible_name("Thu 6: skipped")

    # Back online: sent in order, once each, and the page shows the server's state.
    page.context.set_offline(False)
    expect(status).to_have_text("All changes synced", timeout=30_000)
    assert page.evaluate(WAITING) == []
    assert [(t, r) for t, r, _ in writes(server)] == [(a.split("/")[2], a.split("/")[3]) for a, _, _ in made]
    assert all(code == "303" for _, _, code in writes(server)), writes(server)
    expect(chip(page, "Thu 6")).to_have_accessible_name("Thu 6: skipped")
    expect(chip(page, "Fri 7")).to_have_accessible_name("Fri 7: done")

    assert entry(page, read, "2025-03-07") == {"state": "done", "value": None, "note": "on the train"}
    assert entry(page, read, "2025-03-06") == {"state": "skipped", "value": None, "note": None}
    assert entry(page, read, "2025-03-04") == {"state": "done", "value": None, "note": "short one"}
    assert entry(page, water, "2025-03-07")["value"] == 5
    assert entry(page, names["Run"], "2025-03-07")["state"] == "skipped"
    trackers = {t["name"]: t for t in page.request.get("/api/v1/trackers").json()}
    assert trackers["Stretch"]["pinned"] is True and trackers["Walk"]["pinned"] is False
    assert trackers["Yoga"]["pauses"] == [{"from": "2025-03-07", "until": None}]
    assert trackers["Nap"]["pauses"] == []

    # Nothing is sent twice.
    page.evaluate("window.dispatchEvent(new Event('online'))")
    page.goto("/")
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    assert len(writes(server)) == len(made)


def test_a_stale_offline_write_loses_to_a_newer_one_made_elsewhere_and_the_page_shows_the_newer(make_page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    read = server.cli_json("show", "Read")["id"]
    page = make_page(server)
    page.clock.install(time=server.clock())  # the page's write times are the server's clock
    controlled(page, "/")
    page.context.set_offline(True)
    check_button(page, "Read").click()                  # done, offline, now
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    time.sleep(1.5)

    # Later, another device skips the same day (the API, no time: the server's now).
    other = make_page(server)
    answer = other.request.put(f"/api/v1/trackers/{read}/entries/2025-03-07", data={"state": "skipped", "note": "ill"})
    assert answer.ok and answer.json()["state"] == "skipped", answer.text()

    page.context.set_offline(False)
    expect(page.locator(STATUS)).to_have_text(
        "A change made offline was not saved: A newer change made on another device was kept.", timeout=30_000)
    assert writes(server) == [(read, "completions", "409")]   # sent, and lost: said on this device
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "false")
    expect(card(page, "Read")).to_contain_text("Skipped")
    expect(card(page, "Read")).to_contain_text("ill")
    assert entry(page, read, "2025-03-07") == {"state": "skipped", "value": None, "note": "ill"}


def test_a_note_typed_offline_on_one_phone_and_a_later_tap_on_another_are_both_kept(make_page, server):
    """The hands-on test's two phones, both offline: phone 1 writes a note on today's Water, a
    moment later phone 2 taps it done; phone 2 syncs first. A note and a state are ordered apart,
    so both stay, and phone 1 rightly says all its changes were saved."""
    server.cli("category", "add", "Health")
    add_habit(server, "Water")
    water = server.cli_json("show", "Water")["id"]
    phones = [make_page(server), make_page(server)]
    for phone in phones:
        phone.clock.install(time=server.clock())
        controlled(phone, "/")
        phone.context.set_offline(True)
    first, second = phones
    item(first, "Water", "Note").click()
    sheet = first.get_by_role("dialog", name="Note on Water")
    sheet.get_by_label("Note for the day").fill("note from phone 1")
    sheet.get_by_role("button", name="Save").click()
    expect(card(first, "Water")).to_contain_text("note from phone 1")
    time.sleep(1.5)
    check_button(second, "Water").click()
    expect(check_button(second, "Water")).to_have_attribute("aria-pressed", "true")

    second.context.set_offline(False)
    expect(second.locator(STATUS)).to_have_text("All changes synced", timeout=30_000)
    first.context.set_offline(False)
    expect(first.locator(STATUS)).to_have_text("All changes synced", timeout=30_000)
    assert [(r, status) for _, r, status in writes(server)] == [("completions", "303"), ("entry", "303")]
    assert entry(first, water, "2025-03-07") == {"state": "done", "value": None, "note": "note from phone 1"}
    expect(card(first, "Water")).to_contain_text("note from phone 1")
    expect(check_button(first, "Water")).to_have_attribute("aria-pressed", "true")


def test_a_stale_offline_pin_loses_to_a_newer_unpin_made_elsewhere(make_page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    read = server.cli_json("show", "Read")["id"]
    page = make_page(server)
    page.clock.install(time=server.clock())
    controlled(page, "/")
    page.context.set_offline(True)
    item(page, "Read", "Pin").click()
    expect(item(page, "Read", "Unpin")).to_be_visible()
    page.keyboard.press("Escape")
    time.sleep(1.5)
    # Later, another device says: not pinned (the API writes the pin now).
    answer = make_page(server).request.patch(f"/api/v1/trackers/{read}", data={"pinned": False})
    assert answer.ok, answer.text()

    page.context.set_offline(False)
    expect(page.locator(STATUS)).to_have_text(
        "A change made offline was not saved: A newer change made on another device was kept.", timeout=30_000)
    assert writes(server) == [(read, "pin", "409")]
    expect(page.get_by_role("heading", level=2, name="Pinned", exact=True)).to_have_count(0)
    expect(item(page, "Read", "Pin")).to_be_visible()
    assert page.request.get(f"/api/v1/trackers/{read}").json()["pinned"] is False


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_write_refused_when_it_is_sent_is_shown_in_the_pages_language_and_the_rest_still_goes(make_page, server, language):
    server.cli("category", "add", "Health")
    server.cli("add", "Water", "--category", "Health", "--every-day", "--start", "2025-03-01",
               "--measure", "glasses", "--target", "8")
    add_habit(server, "Read")
    read = server.cli_json("show", "Read")["id"]
    page = make_page(server, cookies={"lang": language})
    controlled(page, "/")
    page.context.set_offline(True)
    page.locator(".card", has_text="Water").locator(".card-face").click()
    value_item = page.locator(".card", has_text="Water").locator('.menu > a[data-sheet="value"]')
    value_item.click()
    sheet = page.locator(".card", has_text="Water").locator("details.value-sheet .sheet-panel")
    sheet.locator('input[name="value"]').fill("2000000")   # over the limit: the server will refuse it
    sheet.locator('button[value="value"]').click()
    page.locator(f'.card[data-tracker="{read}"] form.toggle button').click()
    status = page.locator(STATUS)
    offline = {"en": "Offline — your taps will sync", "ru": "Нет сети — отметки синхронизируются позже"}[language]
    expect(status).to_have_text(offline)

    page.context.set_offline(False)
    refused = {"en": "A change made offline was not saved: A value is a number from 0 to 1,000,000 with up to 3 decimals.",
               "ru": "Изменение, сделанное без сети, не сохранено: Значение — число от 0 до 1 000 000, до 3 знаков после запятой."}[language]
    expect(status).to_have_text(refused, timeout=30_000)
    expect(status).to_have_class(re.compile(r"\brefused\b"))
    deadline = time.monotonic() + 30
    while page.evaluate(WAITING) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert [(r, code) for _, r, code in writes(server)] == [("entry", "422"), ("completions", "303")]
    expect(page.locator(f'.card[data-tracker="{read}"] form.toggle button')).to_have_attribute("aria-pressed", "true")
    assert page.evaluate(WAITING) == []
    assert server.cli_json("show", "Water")["value"] is None


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_waiting_and_refused_writes_are_axe_clean(make_page, server, dark, language):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    server.cli("add", "Water", "--category", "Health", "--every-day", "--start", "2025-03-01",
               "--measure", "glasses", "--target", "8")
    page = make_page(server, dark=dark, cookies={"lang": language})
    controlled(page, "/")
    page.context.set_offline(True)
    page.locator(".card", has_text="Read").locator("form.toggle button").click()
    expect(page.locator(".card.pending-sync")).to_have_count(1)
    expect(page.locator(STATUS)).to_be_visible()
    result = AXE.run(page)
    assert result.violations_count == 0, result.generate_report()
    # A refused one: the status line reads like a toast.
    page.locator(".card", has_text="Water").locator(".card-face").click()
    page.locator(".card", has_text="Water").locator('.menu > a[data-sheet="value"]').click()
    sheet = page.locator(".card", has_text="Water").locator("details.value-sheet .sheet-panel")
    sheet.locator('input[name="value"]').fill("-1")
    sheet.locator('button[value="value"]').click()
    page.context.set_offline(False)
    expect(page.locator(f"{STATUS}.refused")).to_be_visible(timeout=30_000)
    result = AXE.run(page)
    assert result.violations_count == 0, result.generate_report()


# ---- The day turns while offline -------------------------------------------------------------------

LEAD = 12  # seconds of the server's clock before the new day starts: enough for the first loads


@pytest.mark.parametrize("day_start", [0, 3])
def test_offline_at_the_day_start_the_board_rolls_over_and_a_tap_on_the_new_day_syncs(make_page, make_server, day_start):
    turn = instant(f"2025-03-08T0{day_start}:00:00Z")
    server = make_server(now=(turn - datetime.timedelta(seconds=LEAD)).isoformat().replace("+00:00", "Z"), start=False)
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    mark_done(server, "Read", *[f"2025-03-0{d}" for d in range(1, 8)])   # 🔥 7 on Friday
    add_habit(server, "Run", days="mon,wed,fri")                          # not due on Saturdays
    if day_start:
        server.cli("settings", "--day-start", str(day_start))
    read = server.cli_json("show", "Read")["id"]
    server.start()

    page = make_page(server)
    page.clock.install(time=server.clock())
    controlled(page, "/")
    expect(date_button(page)).to_have_accessible_name("Choose a day: Friday, 7 March")
    expect(progress(page)).to_have_text("1 of 2 done today")
    # The service worker keeps the next day's board, rendered ahead.
    deadline = time.monotonic() + 20
    while page.evaluate(AHEAD_CACHED) != "2025-03-08" and time.monotonic() < deadline:
        time.sleep(0.2)
    assert page.evaluate(AHEAD_CACHED) == "2025-03-08"
    assert server.clock() < turn, "the page took too long to open: raise LEAD"
    page.context.set_offline(True)

    while server.clock() < turn + datetime.timedelta(seconds=1):  # the one real wait
        time.sleep(0.1)
    page.clock.run_for(60_000)  # the minute's date check, offline

    expect(date_button(page)).to_have_accessible_name("Choose a day: Saturday, 8 March")
    assert page.evaluate("document.body.dataset.today") == "2025-03-08"
    expect(progress(page)).to_have_text("0 of 1 done today")
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "false")
    expect(card(page, "Read").locator(".streak")).to_have_text("🔥 7")
    expect(check_button(page, "Run")).to_have_count(0)

    check_button(page, "Read").click()
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    expect(card(page, "Read").locator(".streak")).to_have_text("🔥 8")
    expect(progress(page)).to_have_text("All done today. Nice work!")
    page.context.set_offline(False)
    expect(page.locator(STATUS)).to_have_text("All changes synced", timeout=30_000)
    assert [(t, r, c) for t, r, c in writes(server)] == [(read, "completions", "303")]
    assert entry(page, read, "2025-03-08") == {"state": "done", "value": None, "note": None}
    expect(card(page, "Read").locator(".streak")).to_have_text("🔥 8")


def test_taps_kept_by_the_previous_version_of_the_queue_are_sent_after_the_upgrade(page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    read = server.cli_json("show", "Read")["id"]
    page.goto("/statistics")  # a page without the write queue
    page.evaluate("""(tracker) => new Promise((resolve, reject) => {
        const open = indexedDB.open('habits', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('taps', { keyPath: 'seq', autoIncrement: true });
        open.onsuccess = () => {
            const tx = open.result.transaction('taps', 'readwrite');
            tx.objectStore('taps').add({ tracker, date: '2025-03-06', done: true });
            tx.oncomplete = () => { open.result.close(); resolve(); };
            tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
    })""", read)
    page.goto("/")
    expect(page.locator(STATUS)).to_have_text("All changes synced", timeout=30_000)
    assert writes(server) == [(read, "completions", "303")]
    assert entry(page, read, "2025-03-06")["state"] == "done"
    assert page.evaluate(WAITING) == []


def test_a_board_reopened_offline_shows_the_menu_writes_still_waiting(page, server):
    """A card's menu and sheets are built from the board's templates only on a tap; a board
    reopened from the cache builds them for the writes that wait, and shows each again."""
    server.cli("category", "add", "Health")
    add_habit(server, "Run")
    server.cli("add", "Water", "--category", "Health", "--every-day", "--start", "2025-03-01",
               "--measure", "glasses", "--target", "8")
    add_habit(server, "Walk")
    controlled(page, "/")
    page.context.set_offline(True)
    page.reload()
    item(page, "Run", "Skip today").click()
    expect(tile(page, "Run")).to_have_class(re.compile(r"\bstate-skipped\b"))
    item(page, "Water", "Value").click()
    page.get_by_role("dialog", name="Value of Water").get_by_label(re.compile(r"^Value")).fill("3")
    page.get_by_role("dialog", name="Value of Water").get_by_role("button", name="Save").click()
    expect(tile(page, "Water").locator(".amount")).to_have_text("3 / 8 glasses")
    item(page, "Walk", "Pin").click()
    expect(item(page, "Walk", "Unpin")).to_be_visible()
    page.keyboard.press("Escape")
    # Closing the menu steps back over its history entry (history.back() is asynchronous); a
    # reload before that lands would be aborted.
    page.wait_for_function("!(history.state && history.state.overlay)")

    page.reload()  # from the cache: the menus are links again until the waiting writes need them
    expect(tile(page, "Run")).to_have_class(re.compile(r"\bstate-skipped\b"))
    expect(tile(page, "Run")).to_contain_text("Skipped")
    expect(tile(page, "Water").locator(".amount")).to_have_text("3 / 8 glasses")
    expect(item(page, "Walk", "Unpin")).to_be_visible()
    expect(page.locator(".card.pending-sync")).to_have_count(3)
    assert writes(server) == []

    page.context.set_offline(False)
    expect(page.locator(STATUS)).to_have_text("All changes synced", timeout=30_000)
    assert [r for _, r, _ in writes(server)] == ["entry", "entry", "pin"]
    assert server.cli_json("show", "Water")["value"] == 3
