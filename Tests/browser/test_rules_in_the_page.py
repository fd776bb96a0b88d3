"""SPEC §23 / issue #30: one rule book, also in the browser. The page asks rules.wasm (HabitRules
compiled with Embedded Swift) instead of keeping rules of its own:

- the same random pages and forms judged natively (`habits-rules-cases`, the Swift rules) and
  through the WebAssembly in Chromium give identical answers, for every schedule kind and measure;
- after random runs of offline writes on every kind of habit, every card and the progress line
  read exactly as the server renders them after the sync (the issue's five taps on "at most 2
  cups" among them);
- an offline Pin moves the card to Pinned and an offline Pause to the Paused section (QA m17);
- the form's measure fields are checked as they are typed, with the server's words (QA m8);
- the page's day is the rules' (the day start in the device's zone)."""
from __future__ import annotations

import datetime
import json
import os
import random
import re
import subprocess
import time
from pathlib import Path
from zoneinfo import ZoneInfo

from playwright.sync_api import expect

from habits_server import habits_bin
from ui import card_menu, fill_tracker_form, open_row, progress, section

STATUS = "#sync-status"
CASES = str(Path(habits_bin()).parent / "habits-rules-cases")
RULES_READY = "() => new Promise((resolve) => { const wait = () => window.HabitsRules ? HabitsRules.ready.then(() => resolve(true)) : setTimeout(wait, 20); wait(); })"


def rules_page(make_page, server, **options):
    """A page whose script has loaded the rules (the New form asks them at once)."""
    server.cli("category", "add", "Health")
    page = make_page(server, **options)
    page.goto("/trackers/new?kind=habit")
    page.evaluate(RULES_READY)
    return page


def test_random_pages_and_forms_are_judged_in_the_browser_as_natively(make_page, server):
    cases = json.loads(subprocess.run([CASES, "2026", "250"], capture_output=True, check=True).stdout)
    assert {case["kind"] for case in cases} == {"board", "form"} and len(cases) == 500
    page = rules_page(make_page, server)
    answers = page.evaluate("""(cases) => cases.map((c) => JSON.stringify(
        c.kind === 'board' ? HabitsRules.board(c.input) : HabitsRules.form(c.input)))""", cases)
    differ = [(case["input"], case["answer"], answer) for case, answer in zip(cases, answers)
              if json.loads(case["answer"]) != json.loads(answer)]
    assert not differ, f"{len(differ)} of {len(cases)} differ; the first:\n" + "\n".join(map(str, differ[0]))
    # Each kind of card is there: weekdays, weekly, monthly, rolling, events, measurable.
    inputs = "\n".join(case["input"] for case in cases)
    for kind in ["k=w", "k=W", "k=M", "k=R", "k=e", "m="]:
        assert kind in inputs


def test_the_pages_day_is_the_rules_day_start_in_the_devices_zone(make_page, server):
    for zone in ["Asia/Kolkata", "America/St_Johns", "Pacific/Kiritimati"]:
        page = rules_page(make_page, server, timezone=zone, cookies={"tz": zone}) if zone == "Asia/Kolkata" \
            else make_page(server, timezone=zone, cookies={"tz": zone})
        if zone != "Asia/Kolkata":
            page.goto("/trackers/new?kind=habit")
            page.evaluate(RULES_READY)
        for start in range(0, 7):
            answer = page.evaluate("(start) => HabitsRules.today(start)", start)
            now = datetime.datetime.now(ZoneInfo(zone)) - datetime.timedelta(hours=start)
            assert answer in {now.date().isoformat(), (now - datetime.timedelta(seconds=2)).date().isoformat()}, (zone, start)


# ---- Offline runs against the server ---------------------------------------------------------

def tile(page, name):
    return page.locator(".card").filter(has=page.get_by_label(f"{name}: actions", exact=True))


def menu(page, name, *texts):
    """A control of a card's menu by its text, the first of `texts` the menu has (a sheet's item
    is a link until the script builds the sheet); None when it has none of them."""
    tile(page, name).locator(".card-face").click()
    items = tile(page, name).locator(".menu").locator(":scope > form > button, :scope > details > summary, :scope > a[data-sheet]")
    expect(items.first).to_be_visible()
    for text in texts:
        item = items.filter(has_text=re.compile(rf"^\s*{re.escape(text)}\s*$"))
        if item.count():
            return item
    return None


SNAPSHOT = """() => {
    const text = (e) => e ? e.textContent.replace(/\\s+/g, ' ').trim() : null;
    const board = document.getElementById('board');
    const cards = Array.from(board.querySelectorAll('section.tracker-section')).filter((s) => !s.hidden)
        .flatMap((s) => Array.from(s.querySelectorAll('.card')).filter((c) => !c.hidden).map((c) => {
            const button = c.querySelector('form.toggle button, form.step-form button');
            const value = c.querySelector('form.step-form input[name=value], form.toggle input[name=done]');
            // The pause sheet's start and note: on the face until its menu is built (where a
            // start today and no note are left out), then on the menu's Pause link, then on the
            // sheet built from it.
            const pause = c.querySelector('a.card-face[data-min], .menu a[data-sheet="pause"]');
            const from = c.querySelector('.pause-sheet input[name=from]'), note = c.querySelector('.pause-sheet .pause-note');
            return [text(s.querySelector('h2')), c.getAttribute('data-tracker'), (c.className.match(/state-[a-z-]+/) || [''])[0],
                    (c.className.match(/limit-[a-z]+/) || [''])[0],
                    text(c.querySelector('.card-stats')), c.querySelector('.streak') && c.querySelector('.streak').className,
                    button.getAttribute('aria-pressed'), button.className, button.disabled, text(button), value && value.value,
                    pause ? pause.getAttribute('data-from') || document.body.getAttribute('data-today') : from && from.value,
                    pause ? pause.getAttribute('data-pausenote') || '' : note && text(note)];
        }));
    const line = document.getElementById('progress');
    const paused = Array.from(document.querySelectorAll('#paused .paused-row')).filter((r) => !r.hidden)
        .map((r) => [r.getAttribute('data-tracker'), text(r.querySelector('.hint')), !!r.querySelector('form')]);
    return { cards, progress: [text(line), line.hidden, line.className],
             paused: [text(document.querySelector('#paused h2')), paused] };
}"""


def controlled(page, path="/"):
    page.goto(path)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    assert page.evaluate("!!navigator.serviceWorker.controller")


def synced(page):
    """Back online: the writes are sent, then the page shows the server's own rendering."""
    page.context.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")
    # The status line's own words for synced or refused, in the page's language.
    page.wait_for_function("""() => { const s = document.querySelector('#sync-status'), t = s.textContent.trim();
        return t === s.dataset.synced || t.startsWith(s.dataset.refused); }""")
    page.wait_for_timeout(300)
    page.reload()


def board_of_every_kind(server):
    server.cli("category", "add", "Health")
    server.cli("category", "add", "Work")
    add = lambda name, *args, start="2025-02-20": server.cli("add", name, "--category", *args, "--start", start)  # noqa: E731
    add("Read", "Health", "--every-day")
    add("Gym", "Health", "--days", "mon,wed,fri")
    add("Swim", "Health", "--weekly", "3")
    add("Cinema", "Work", "--monthly", "2")
    add("Water", "Health", "--every-day", "--measure", "glasses", "--target", "8")
    add("Coffee", "Health", "--every-day", "--measure", "cups", "--target", "2", "--at-most", start="2025-02-28")
    add("Run", "Work", "--weekly", "2", "--measure", "km", "--target", "10", "--step", "2.5")
    add("Floss", "Health", "--every", "3")
    add("Stretch", "Work", "--times", "2", "--in", "5")
    add("Plumber", "Work", "--event")
    rng = random.Random(7)
    for day in range(20, 35):
        date = (datetime.date(2025, 2, 1) + datetime.timedelta(days=day - 1)).isoformat()
        if date >= "2025-03-07":
            break
        for name in ["Read", "Gym", "Swim", "Floss", "Stretch"]:
            if rng.random() < 0.6:
                server.cli("done", name, "--date", date, check=False)
        if rng.random() < 0.5:
            server.cli("done", "Water", "--date", date, "--value", str(rng.randint(3, 10)), check=False)


WRITES = ["tap", "tap", "step", "step", "skip", "value", "note", "pause", "pin"]


def offline_write(page, rng, names):
    name = rng.choice(names)
    kind = rng.choice(WRITES)
    measurable = tile(page, name).locator("form.step-form").count() > 0
    if kind in ("tap", "step"):
        button = tile(page, name).locator("form.toggle button, form.step-form button")
        if button.is_enabled():
            button.click()
    elif kind == "skip":
        item = menu(page, name, "Skip today", "Unskip")
        if item:
            item.click()
    elif kind == "value" and measurable:
        menu(page, name, "Value").click()
        dialog = page.get_by_role("dialog", name=f"Value of {name}")
        dialog.get_by_label(re.compile(r"^Value")).fill(rng.choice(["0", "1", "2,5", "3", "12", ""]))
        dialog.get_by_role("button", name=rng.choice(["Save", "Save", "Clear"])).click()
    elif kind == "note":
        menu(page, name, "Note").click()
        dialog = page.get_by_role("dialog", name=f"Note on {name}")
        dialog.get_by_label("Note for the day", exact=True).fill(rng.choice(["on the train", "  ", "tired"]))
        dialog.get_by_role("button", name="Save").click()
    elif kind == "pause" and rng.random() < 0.3 and name != "Plumber":
        menu(page, name, "Pause").click()
        dialog = page.get_by_role("dialog", name=f"Pause {name}")
        if rng.random() < 0.5:
            dialog.get_by_label("Until", exact=True).fill("2025-03-09")
        dialog.get_by_role("button", name="Pause").click()
    elif kind == "pin":
        menu(page, name, "Pin", "Unpin").click()
    page.keyboard.press("Escape")
    page.wait_for_timeout(50)


def test_random_offline_runs_show_what_the_server_renders_after_the_sync(make_page, server):
    board_of_every_kind(server)
    page = make_page(server)
    controlled(page)
    rng = random.Random(2026_12_04)
    for run in range(8):
        page.context.set_offline(True)
        page.reload()
        names = page.locator("#board .card:not([hidden]) .card-name").all_text_contents()
        for _ in range(rng.randint(3, 7)):
            offline_write(page, rng, names)
        page.wait_for_timeout(300)
        shown = page.evaluate(SNAPSHOT)
        synced(page)
        rendered = page.evaluate(SNAPSHOT)
        assert shown == rendered, f"run {run}: offline\n{json.dumps(shown, ensure_ascii=False, indent=1)}\nserver\n" \
                                  f"{json.dumps(rendered, ensure_ascii=False, indent=1)}"
    # The runs wrote: taps, steps, sheets and plans reached the server.
    posts = [line for line in server.log() if re.match(r"^POST /trackers/[0-9a-f-]+/(completions|entry|pause|pin) ", line)]
    assert len(posts) >= 15, posts


def test_five_offline_taps_on_at_most_two_cups(make_page, server):
    """The issue's own example: a limit habit kept for 7 days, 5 taps offline."""
    server.cli("category", "add", "Health")
    server.cli("add", "Coffee", "--category", "Health", "--every-day", "--measure", "cups", "--target", "2", "--at-most",
               "--start", "2025-02-28")
    server.cli("add", "Read", "--category", "Health", "--every-day", "--start", "2025-03-01")
    server.cli("add", "Walk", "--category", "Health", "--every-day", "--start", "2025-03-01")
    page = make_page(server)
    controlled(page)
    expect(tile(page, "Coffee").locator(".streak")).to_have_text("🔥 7")
    page.context.set_offline(True)
    page.reload()
    for _ in range(5):
        tile(page, "Coffee").locator("form.step-form button").click()
    expect(tile(page, "Coffee").locator(".amount")).to_have_text("5 / 2 cups")
    expect(tile(page, "Coffee").locator(".streak")).to_have_text("🔥 7")
    expect(tile(page, "Coffee").locator("form.step-form button")).to_have_text("+")
    # Over its limit, as the server marks it (polish's m11): the card's class and its line.
    expect(tile(page, "Coffee")).to_have_class(re.compile(r"\blimit-over\b"))
    expect(tile(page, "Coffee").locator(".limit-line")).to_have_text("Over the limit")
    expect(progress(page)).to_have_text("0 of 3 done today")
    shown = page.evaluate(SNAPSHOT)
    synced(page)
    expect(tile(page, "Coffee").locator(".amount")).to_have_text("5 / 2 cups")
    assert page.evaluate(SNAPSHOT) == shown


def test_offline_amounts_are_written_as_the_server_writes_them_in_russian(make_page, server):
    """Locale's numbers (SPEC §19) after offline writes: the rules give numbers in the page's
    number style, grouped as Foundation groups them (`1 234,5` in Russian, with a no-break space);
    a Read card done today shows the pause sheet's note and tomorrow's date, as the server does."""
    server.cli("category", "add", "Health")
    server.cli("add", "Steps", "--category", "Health", "--every-day", "--measure", "steps", "--target", "10000",
               "--step", "1234.5", "--start", "2025-03-01")
    server.cli("add", "Tea", "--category", "Health", "--every-day", "--measure", "cups", "--target", "2", "--at-most",
               "--start", "2025-03-01")
    server.cli("add", "Read", "--category", "Health", "--every-day", "--start", "2025-03-01")
    page = make_page(server, cookies={"lang": "ru"})
    controlled(page)
    page.context.set_offline(True)
    page.reload()
    steps = page.locator(".card").filter(has=page.locator(".card-name", has_text="Steps"))
    for _ in range(3):
        steps.locator("form.step-form button").click()
    expect(steps.locator(".amount")).to_contain_text("3\u00a0703,5 / 10\u00a0000")
    tea = page.locator(".card").filter(has=page.locator(".card-name", has_text="Tea"))
    for _ in range(2):
        tea.locator("form.step-form button").click()
    expect(tea).to_have_class(re.compile(r"\blimit-reached\b"))
    expect(tea.locator("form.step-form button")).to_have_attribute("aria-pressed", "true")
    read = page.locator(".card").filter(has=page.locator(".card-name", has_text="Read"))
    read.locator("form.toggle button").click()
    face = read.locator("a.card-face")
    expect(face).to_have_attribute("data-from", "2025-03-08")
    expect(face).to_have_attribute("data-pausenote", re.compile(r"Read"))
    page.wait_for_timeout(300)
    shown = page.evaluate(SNAPSHOT)
    synced(page)
    assert page.evaluate(SNAPSHOT) == shown

def test_offline_pin_and_pause_are_shown_in_place(make_page, server):
    """QA m17: an offline Pin moves the card to Pinned, an offline Pause to the Paused section."""
    server.cli("category", "add", "Health")
    for name in ["Read", "Run", "Yoga"]:
        server.cli("add", name, "--category", "Health", "--every-day", "--start", "2025-03-01")
    page = make_page(server)
    controlled(page)
    page.context.set_offline(True)
    page.reload()
    menu(page, "Run", "Pin").click()
    expect(section(page, "Pinned").get_by_label("Run: actions", exact=True)).to_be_visible()
    expect(section(page, "Health").get_by_label("Run: actions", exact=True)).to_have_count(0)
    menu(page, "Yoga", "Pause").click()
    page.get_by_role("dialog", name="Pause Yoga").get_by_role("button", name="Pause").click()
    expect(tile(page, "Yoga")).to_be_hidden()
    expect(page.locator("#paused h2")).to_have_text("Paused (1)")
    page.locator("#paused summary").click()
    row = page.locator("#paused .paused-row").filter(has_text="Yoga")
    expect(row).to_contain_text("Paused until resumed")
    expect(row.get_by_role("button", name="Resume")).to_be_visible()
    expect(progress(page)).to_have_text("0 of 2 done today")
    shown = page.evaluate(SNAPSHOT)
    synced(page)
    assert page.evaluate(SNAPSHOT) == shown
    # Resumed offline, the card comes back where it was.
    page.context.set_offline(True)
    page.reload()
    menu(page, "Read", "Pause").click()
    page.get_by_role("dialog", name="Pause Read").get_by_role("button", name="Pause").click()
    page.locator("#paused summary").click()
    page.locator("#paused .paused-row").filter(has_text="Read").get_by_role("button", name="Resume").click()
    expect(tile(page, "Read")).to_be_visible()
    expect(page.locator("#paused .paused-row").filter(has_text="Read")).to_have_count(0)


def test_measure_fields_are_checked_as_they_are_typed(make_page, server):
    """QA m8: a unit of 21 characters, target −5 and step 1e9, with the server's own messages."""
    server.cli("category", "add", "Health")
    page = make_page(server)
    page.goto("/trackers/new?kind=habit")
    fill_tracker_form(page, name="Water", category="Health", days=["Monday", "Thursday"], emoji="🥦", color="#16A34A")
    page.get_by_role("switch", name="Count an amount", exact=True).check()
    page.get_by_label("Unit", exact=True).fill("u" * 21)
    page.get_by_label("Target", exact=True).fill("-5")
    page.get_by_label("Step", exact=True).fill("1e9")
    create = page.get_by_role("button", name="Create", exact=True)
    expect(page.locator("#unit-error")).to_have_text(re.compile(r"\bunit\b.*1 to 16", re.I))
    expect(page.locator("#target-error")).to_be_visible()
    expect(page.locator("#step-error")).to_be_visible()
    expect(create).to_be_disabled()
    messages = page.locator("#tracker-form").get_attribute("data-messages")
    for field in ["unit", "target", "step"]:
        assert page.locator(f"#{field}-error").text_content() in json.loads(messages).values()
    page.get_by_label("Unit", exact=True).fill("glasses")
    page.get_by_label("Target", exact=True).fill("8")
    page.get_by_label("Step", exact=True).fill("1")
    expect(page.locator("#unit-error")).to_be_hidden()
    expect(create).to_be_enabled()
