"""Small helpers that find things on Habits' pages the way a person would: by role, label and
visible text. Shared by the tests and by screenshots.py."""
from __future__ import annotations

import re

from playwright.sync_api import Locator, Page, expect

DATE_BUTTON = re.compile(r"^Choose a day: ")


def check_button(page: Page, name: str) -> Locator:
    """The round check button of a tracker's card."""
    return page.get_by_role("button", name=f"Mark {name} done", exact=True)


def card(page: Page, name: str) -> Locator:
    """A tracker's card: the list item holding its check button."""
    return page.get_by_role("listitem").filter(has=check_button(page, name))


def card_menu(page: Page, name: str) -> Locator:
    """The card face that opens the tracker's menu (a <summary>, named "<name>: actions")."""
    return page.get_by_label(f"{name}: actions", exact=True)


def open_card_menu(page: Page, name: str) -> Locator:
    card_menu(page, name).click()
    return card(page, name)


def section(page: Page, title: str) -> Locator:
    """A board section (Pinned or a category) by its heading."""
    return page.locator("section").filter(
        has=page.get_by_role("heading", level=2, name=title, exact=True))


def section_titles(page: Page) -> Locator:
    """The visible section headings of the board, in order."""
    return page.locator("#board").get_by_role("heading", level=2)


def progress(page: Page) -> Locator:
    return page.locator("#progress")


def date_button(page: Page) -> Locator:
    return page.get_by_label(DATE_BUTTON)


def open_calendar(page: Page) -> Locator:
    date_button(page).click()
    return page.get_by_role("dialog", name="Choose a day")


def open_add_sheet(page: Page) -> Locator:
    page.get_by_label("Add tracker", exact=True).click()
    return page.get_by_role("dialog", name="Create a tracker")


def filters_button(page: Page) -> Locator:
    return page.locator("summary").filter(has_text=re.compile(r"^\s*Filters\s*$"))


def open_filters(page: Page) -> Locator:
    filters_button(page).click()
    return page.get_by_role("dialog", name="Filters")


def row(page: Page, title: str) -> Locator:
    """A picker row of the New/Edit form (`Category`, `Schedule`): its <summary>."""
    return page.locator("summary").filter(has=page.get_by_text(title, exact=True))


def open_row(page: Page, title: str) -> Locator:
    summary = row(page, title)
    if summary.locator("xpath=..").get_attribute("open") is None:
        summary.click()
    return summary


def metric(page: Page, label: str) -> Locator:
    """A statistics metric (number + label) by its label."""
    return page.get_by_role("listitem").filter(has=page.get_by_text(label, exact=True))


def set_marker(page: Page) -> None:
    """Puts a value on `window` that a page reload would lose."""
    page.evaluate("window.__habitsMarker = 'still here'")


def marker(page: Page):
    return page.evaluate("window.__habitsMarker")


def tap_shows_on_the_other_page_in_place(phone: Page, laptop: Page) -> None:
    """Two open boards with Read and Run: a tap on Read on `phone` reaches `laptop` through its
    event stream, swapped in place (the page's marker survives: no reload)."""
    phone.goto("/")
    laptop.goto("/")
    expect(progress(laptop)).to_have_text("0 of 2 done today")
    set_marker(laptop)
    check_button(phone, "Read").click()
    expect(check_button(phone, "Read")).to_have_attribute("aria-pressed", "true")
    expect(check_button(laptop, "Read")).to_have_attribute("aria-pressed", "true", timeout=3_000)
    expect(progress(laptop)).to_have_text("1 of 2 done today")
    expect(card(laptop, "Read")).to_contain_text("🔥 1")
    assert marker(laptop) == "still here", "the page was swapped in place, not reloaded"


def swipe(page: Page, from_x: float, to_x: float, y: float = 400, steps: int = 12) -> None:
    """A one-finger horizontal swipe through DevTools touch events (the page sees real touches)."""
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": from_x, "y": y}]})
        for i in range(1, steps + 1):
            x = from_x + (to_x - from_x) * i / steps
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    finally:
        cdp.detach()


def choose(radio: Locator) -> None:
    """Picks a radio whose input is visually hidden by tapping what is drawn for it (its label)."""
    if not radio.is_checked():
        radio.locator("xpath=ancestor::label[1]").click()
    expect(radio).to_be_checked()


# The palette's colours (SPEC §3 order) and the names the colour grid gives them.
COLOR_NAMES = {"#2563EB": "Blue", "#16A34A": "Green", "#F59E0B": "Amber", "#DC2626": "Red", "#9333EA": "Purple",
               "#0891B2": "Cyan", "#DB2777": "Pink", "#475569": "Slate", "#FD4C49": "Coral", "#FF881E": "Orange",
               "#007BFA": "Azure", "#6E44FE": "Violet", "#33CF69": "Mint", "#E66DD4": "Orchid", "#35347C": "Indigo",
               "#FF99CC": "Light pink", "#7994F5": "Periwinkle", "#2FD058": "Lime"}


def fill_tracker_form(page: Page, *, name: str | None = None, category: str | None = None,
                      days: list[str] | None = None, emoji: str | None = None, color: str | None = None,
                      note: str | None = None) -> None:
    """Fills the New/Edit tracker form as a person would, field by field."""
    if name is not None:
        page.get_by_label("Tracker name", exact=True).fill(name)
    if category is not None:
        open_row(page, "Category")
        choose(page.get_by_role("radio", name=category, exact=True))
    if days is not None:
        open_row(page, "Schedule")
        for day in ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]:
            switch = page.get_by_role("switch", name=day, exact=True)
            if day in days:
                switch.check()
            else:
                switch.uncheck()
    if note is not None:
        page.get_by_label("Note", exact=True).fill(note)
    if emoji is not None:
        choose(page.get_by_role("group", name="Emoji").get_by_role("radio", name=emoji, exact=True))
    if color is not None:
        # A colour by its name (`Green`) or its code (`#16A34A`).
        choose(page.get_by_role("group", name="Colour").get_by_role("radio", name=COLOR_NAMES.get(color, color), exact=True))


# ---- Data prepared through the CLI ---------------------------------------------------------------

def add_habit(server, name: str, category: str = "Health", *, days: str = "every-day",
              start: str = "2025-03-01", emoji: str | None = None, color: str | None = None) -> None:
    args = ["add", name, "--category", category, "--start", start]
    args += ["--every-day"] if days == "every-day" else ["--days", days]
    if emoji:
        args += ["--emoji", emoji]
    if color:
        args += ["--color", color]
    server.cli(*args)


def add_event(server, name: str, category: str = "Health", *, start: str = "2025-03-01",
              emoji: str | None = None, color: str | None = None) -> None:
    args = ["add", name, "--category", category, "--event", "--start", start]
    if emoji:
        args += ["--emoji", emoji]
    if color:
        args += ["--color", color]
    server.cli(*args)


def mark_done(server, name: str, *days: str) -> None:
    for day in days:
        server.cli("done", name, "--date", day)


def seed_read_history(server) -> None:
    """Health › 📚 Read, every day from 1 March 2025, done on 1, 2, 3, 4, 6 and 7 March.
    With today = 7 March: Best streak 4, Perfect days 6, Trackers completed 6, Average 0.9."""
    server.cli("category", "add", "Health")
    add_habit(server, "Read", emoji="📚", color="9333EA")
    mark_done(server, "Read", *[f"2025-03-0{d}" for d in (1, 2, 3, 4, 6, 7)])


# ---- Streaks and the tracker detail (seed 003) ---------------------------------------------------

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def streak(page: Page, name: str) -> Locator:
    """The `🔥 N` of a habit's card."""
    return card(page, name).locator(".streak")


def best(page: Page, name: str) -> Locator:
    """The `Best N` of a habit's card."""
    return card(page, name).locator(".best")


def open_details(page: Page, name: str) -> None:
    """Card → menu → Details: the tracker's detail page."""
    open_card_menu(page, name).get_by_role("link", name="Details", exact=True).click()
    expect(page.get_by_role("heading", level=1, name=re.compile(rf"{re.escape(name)}$"))).to_be_visible()


def grid_cells(page: Page) -> Locator:
    """The 30 cells of the detail's grid, oldest first."""
    return page.get_by_role("list", name="Last 30 days").get_by_role("listitem")


def chip(page: Page, label: str) -> Locator:
    """A `Last 7 days` chip by its text (`Wed 5`); its name adds the state (`Wed 5: missed`)."""
    return page.get_by_role("button", name=re.compile(rf"^{re.escape(label)}: "))


def current_streak(page: Page) -> Locator:
    return page.locator("#current-streak")


def best_streak(page: Page) -> Locator:
    return page.locator("#best-streak")


# ---- Part 2: habits the CLI of this branch cannot make yet, made through the web form's post -----

EVERY_DAY = "frequency=weekdays&" + "&".join(f"days={d}" for d in ("mon", "tue", "wed", "thu", "fri", "sat", "sun"))


def post_form(page: Page, path: str, fields: dict):
    """Posts a form as the page would without JavaScript (the context's cookies go with it)."""
    return page.request.post(path, form=fields, max_redirects=0)


def add_habit_by_form(page: Page, name: str, category: str = "Health", *, schedule: str = EVERY_DAY,
                      measure: tuple[str, str] | None = None, step: str = "1", at_most: bool = False,
                      start: str = "2025-03-01", color: str = "#16A34A", emoji: str = "🥦") -> str:
    """A habit with any schedule (`frequency=weekly&weeklyTimes=3`) and optionally a measure
    (unit, target); the category must exist. Returns the tracker's id."""
    categories = {c["name"]: c["id"] for c in page.request.get("/api/v1/categories").json()}
    body = f"{schedule}&name={name}&categoryId={categories[category]}&start={start}&back=/"
    fields = dict(pair.split("=", 1) for pair in body.split("&") if not pair.startswith("days="))
    days = [pair.split("=", 1)[1] for pair in body.split("&") if pair.startswith("days=")]
    fields.update(emoji=emoji, color=color)
    if measure:
        fields.update(measured="1", unit=measure[0], target=measure[1], step=step)
        if at_most:
            fields["atMost"] = "1"
    # Repeated fields (days) need a body of pairs.
    from urllib.parse import urlencode
    data = urlencode(list(fields.items()) + [("days", d) for d in days])
    response = page.request.post("/trackers/new?kind=habit", data=data, max_redirects=0,
                                 headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert response.status == 303, response.text()[:500]
    return next(t["id"] for t in page.request.get("/api/v1/trackers").json() if t["name"] == name)


def menu_item(page: Page, name: str, item: str) -> Locator:
    """A control in a card's open menu by its text (`Skip today`, `Note`, `Value`)."""
    menu = card(page, name).locator(".menu")
    return menu.locator(":scope > a, :scope > form > button, :scope > details > summary").filter(has_text=re.compile(rf"^\s*{re.escape(item)}\s*$"))


def step_button(page: Page, name: str) -> Locator:
    """A measurable card's round button (`Add 1 (glasses) to Water`)."""
    return page.locator(f'.card button.step[aria-label$=" to {name}"]')
