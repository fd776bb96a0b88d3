"""Seed 003 §7 / SPEC §4 accessibility beyond axe: check buttons carry `aria-label="Mark {name}
done"` and `aria-pressed`, a visible focus ring follows Tab, tap targets are at least 44×44 on the
screens test_layout.py does not open, and the create-and-mark-done path works with the keyboard
alone (Tab, Shift+Tab, Enter, Space, arrow keys and typing; no clicks)."""
from playwright.sync_api import expect

from test_layout import SMALL_TARGETS
from ui import (add_event, add_habit, check_button, chip, open_details, open_row, progress,
                row, seed_read_history, streak)

FOCUSED = """() => {
    const e = document.activeElement;
    if (!e || e === document.body) return null;
    const label = e.getAttribute('aria-label') || (e.labels && e.labels[0] ? e.labels[0].textContent : '')
        || e.textContent || '';
    return { tag: e.tagName.toLowerCase(), id: e.id, name: e.getAttribute('name') || '', value: e.value || '',
             type: e.getAttribute('type') || '', label: label.replace(/\\s+/g, ' ').trim(),
             checked: !!e.checked, role: e.getAttribute('role') || '' };
}"""

# The focused element's ring: its own outline, or (for an input drawn by its label, such as the
# emoji, colour and category radios) the outline of the sibling that draws it.
RING = """() => {
    const e = document.activeElement;
    const box = el => el.getBoundingClientRect();
    const ring = el => { const s = getComputedStyle(el);
        return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor }; };
    const visible = r => r.style !== 'none' && r.width >= 2 && !/rgba\\(.*,\\s*0\\)$/.test(r.color) && r.color !== 'transparent';
    let target = e;
    if (getComputedStyle(e).opacity === '0' || box(e).width <= 1) {
        target = null;
        for (let s = e.nextElementSibling; s; s = s.nextElementSibling) if (visible(ring(s))) { target = s; break; }
    }
    const r = target ? ring(target) : { style: 'none', width: 0, color: '' };
    // A date or time field's own parts (picker button, hour and minute) sit in its shadow tree:
    // the field then matches only :focus-within, and its ring is drawn for that.
    const keyboardFocus = e.matches(':focus-visible') || ((e.type === 'date' || e.type === 'time') && e.matches(':focus-within'));
    return { focusVisible: keyboardFocus, visible: visible(r), ring: r,
             what: e.tagName.toLowerCase() + ' ' + (e.getAttribute('aria-label') || e.name || e.textContent.trim()).slice(0, 30) };
}"""


def focused(page):
    return page.evaluate(FOCUSED)


def tab_until(page, wanted, *, back=False, limit=60, what=""):
    """Presses Tab (or Shift+Tab) until the focused element satisfies `wanted(focused)`."""
    seen = []
    for _ in range(limit):
        page.keyboard.press("Shift+Tab" if back else "Tab")
        now = focused(page)
        if now and wanted(now):
            return now
        seen.append(now and f"{now['tag']} {now['label'][:25]!r}")
    raise AssertionError(f"Tab never reached {what}; it went through {seen}")


def labelled(text):
    return lambda f: f["label"] == text


# ---- aria-label and aria-pressed -------------------------------------------------------------------

def test_check_buttons_carry_aria_label_and_aria_pressed(page, server):
    seed_read_history(server)  # Read: done today
    add_habit(server, "Run", color="16A34A")
    add_event(server, "Dentist")
    page.goto("/")
    buttons = page.locator("#board form.toggle button")
    expect(buttons).to_have_count(3)
    described = buttons.evaluate_all("""bs => bs.map(b => [b.closest('.card').querySelector('.card-name').textContent,
        b.getAttribute('aria-label'), b.getAttribute('aria-pressed'), b.textContent.trim()])""")
    assert described == [["Read", "Mark Read done", "true", "✓"], ["Run", "Mark Run done", "false", "+"],
                         ["Dentist", "Mark Dentist done", "false", "+"]], described
    check_button(page, "Run").click()
    expect(check_button(page, "Run")).to_have_attribute("aria-pressed", "true")

    open_details(page, "Read")
    expect(chip(page, "Fri 7")).to_have_attribute("aria-pressed", "true")
    expect(chip(page, "Wed 5")).to_have_attribute("aria-pressed", "false")
    expect(chip(page, "Wed 5")).to_have_accessible_name("Wed 5: missed")


# ---- focus ring ----------------------------------------------------------------------------------

def test_a_visible_focus_ring_follows_tab(make_page, server):
    seed_read_history(server)
    add_habit(server, "Run", color="16A34A")
    read_id = server.cli_json("show", "Read")["id"]
    page = make_page(server, mobile=False)
    problems, reached = [], set()

    def walk(path, prepare=None):
        """Tabs through every focusable element of the page, once round."""
        page.goto(path)
        expect(page.locator("main")).to_be_visible()
        if prepare:
            prepare(page)
        page.locator("body").focus()
        stops = 0
        for _ in range(80):
            page.keyboard.press("Tab")
            if focused(page) is None:  # past the last one: focus left the page
                break
            stops += 1
            ring = page.evaluate(RING)
            reached.add(ring["what"].split(" ")[0])
            if not (ring["focusVisible"] and ring["visible"]):
                problems.append(f"{path}: {ring['what']}: ring {ring['ring']} (:focus-visible {ring['focusVisible']})")
        return stops

    assert walk("/") >= 10
    # Both pickers open (without focusing their rows, so Tab starts at the top).
    assert walk("/trackers/new?kind=habit", lambda p: p.locator("details.picker").evaluate_all(
        "ds => ds.forEach(d => { d.open = true; })")) >= 16
    assert walk(f"/trackers/{read_id}") >= 8
    assert not problems, "focus without a visible ring:\n" + "\n".join(problems)
    assert {"a", "summary", "button", "input", "textarea"} <= reached, reached

    # The check button's ring, explicitly.
    page.goto("/")
    tab_until(page, labelled("Mark Read done"), what="the check button")
    ring = page.evaluate(RING)
    assert ring["focusVisible"] and ring["visible"], ring


# ---- tap targets on the screens test_layout.py does not open -------------------------------------

def test_tap_targets_are_at_least_44_px_on_the_other_screens(make_page, server):
    seed_read_history(server)
    server.cli("category", "add", "Mind")
    read_id = server.cli_json("show", "Read")["id"]
    page = make_page(server)

    def category_menu(p):
        open_row(p, "Category")
        p.get_by_label("Category actions: Mind", exact=True).click()

    def rename(p):
        category_menu(p)
        p.get_by_role("button", name="Edit", exact=True).click()
        expect(p.get_by_role("textbox", name="Category", exact=True)).to_be_visible()

    def confirm_delete(p):
        category_menu(p)
        p.get_by_role("button", name="Delete", exact=True).click()
        expect(p.get_by_role("alertdialog")).to_be_visible()

    problems = []
    for name, path, action in [
        ("category menu", "/trackers/new?kind=habit", category_menu),
        ("renaming a category", "/trackers/new?kind=habit", rename),
        ("deleting a category", "/trackers/new?kind=habit", confirm_delete),
        ("new irregular event", "/trackers/new?kind=event", lambda p: open_row(p, "Category")),
        ("edit", f"/trackers/{read_id}/edit", lambda p: (open_row(p, "Category"), open_row(p, "Schedule"))),
    ]:
        page.goto(path)
        expect(page.locator("main")).to_be_visible()
        action(page)
        problems += [f"{name}: {target}" for target in page.evaluate(SMALL_TARGETS)]

    onboarding = make_page(server, onboarded=False, cookies={"tz": "UTC"})
    onboarding.goto("/")
    expect(onboarding.get_by_role("button", name="Awesome tech!")).to_be_visible()
    problems += [f"onboarding: {target}" for target in onboarding.evaluate(SMALL_TARGETS)]
    assert not problems, "tap targets under 44×44 px:\n" + "\n".join(problems)


# ---- the keyboard alone --------------------------------------------------------------------------

def test_create_a_habit_and_mark_it_done_with_the_keyboard_alone(make_page, server):
    page = make_page(server, mobile=False)
    page.goto("/")
    expect(page.get_by_text("What shall we track?")).to_be_visible()

    # + → the add sheet → Habit.
    tab_until(page, labelled("Add tracker"), what="the + button")
    page.keyboard.press("Enter")
    expect(page.get_by_role("dialog", name="Create a tracker")).to_be_visible()
    tab_until(page, labelled("Habit"), what="Habit in the add sheet")
    page.keyboard.press("Enter")
    expect(page.get_by_role("heading", level=1, name="New habit")).to_be_visible()
    create = page.get_by_role("button", name="Create", exact=True)
    expect(create).to_be_disabled()

    # The name.
    tab_until(page, lambda f: f["id"] == "name", what="the name field")
    page.keyboard.type("Read")
    expect(page.get_by_label("Tracker name", exact=True)).to_have_value("Read")

    # Category: open the picker, add one, select it.
    tab_until(page, lambda f: f["tag"] == "summary" and f["label"].startswith("Category"), what="the Category row")
    page.keyboard.press("Enter")
    expect(row(page, "Category").locator("xpath=..")).to_have_attribute("open", "")
    tab_until(page, lambda f: f["id"] == "new-category", what="Add category")
    page.keyboard.type("Health")
    page.keyboard.press("Enter")
    health = page.get_by_role("radio", name="Health", exact=True)
    expect(health).to_be_attached()
    expect(page.get_by_label("Add category", exact=True)).to_be_focused()  # focus kept through the swap
    expect(page.get_by_label("Add category", exact=True)).to_have_value("")
    tab_until(page, lambda f: f["type"] == "radio" and f["name"] == "categoryId", back=True, what="the Health radio")
    if not health.is_checked():
        page.keyboard.press("Space")
    expect(health).to_be_checked()
    expect(row(page, "Category")).to_contain_text("Health")

    # Schedule: Monday, Wednesday, Friday.
    tab_until(page, lambda f: f["tag"] == "summary" and f["label"].startswith("Schedule"), what="the Schedule row")
    page.keyboard.press("Enter")
    for day in ["mon", "wed", "fri"]:
        tab_until(page, lambda f, day=day: f["name"] == "days" and f["value"] == day, what=f"the {day} switch")
        page.keyboard.press("Space")
    expect(row(page, "Schedule")).to_contain_text("Mon, Wed, Fri")
    for day in ["Monday", "Wednesday", "Friday"]:
        expect(page.get_by_role("switch", name=day, exact=True)).to_be_checked()
    expect(page.get_by_role("switch", name="Tuesday", exact=True)).not_to_be_checked()

    # Emoji and colour with the arrow keys.
    tab_until(page, lambda f: f["name"] == "emoji", what="the emoji grid")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(page.get_by_role("group", name="Emoji").get_by_role("radio", name="🌺", exact=True)).to_be_checked()
    tab_until(page, lambda f: f["name"] == "color", what="the colour grid")
    page.keyboard.press("ArrowRight")
    expect(page.get_by_role("group", name="Colour").get_by_role("radio", name="Green", exact=True)).to_be_checked()

    # Create.
    expect(create).to_be_enabled()
    tab_until(page, labelled("Create"), what="Create")
    page.keyboard.press("Enter")
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "false")
    expect(progress(page)).to_have_text("0 of 1 done today")

    # Mark it done from its check button, with Space; Enter undoes it.
    tab_until(page, labelled("Mark Read done"), what="the check button")
    page.keyboard.press("Space")
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    expect(streak(page, "Read")).to_have_text("🔥 1")
    expect(progress(page)).to_have_text("All done today. Nice work!")
    expect(check_button(page, "Read")).to_be_focused()  # focus stays on the button after the update
    page.keyboard.press("Enter")
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "false")
    page.keyboard.press("Enter")
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")

    shown = server.cli_json("show", "Read")
    assert (shown["schedule"], shown["emoji"], shown["color"], shown["category"], shown["days"]) == (
        ["mon", "wed", "fri"], "🌺", "#16A34A", "Health", 1), shown


def test_escape_returns_focus_to_the_card_and_a_sheet_opens_on_its_field(page, server):
    """Escape on an open card menu (focus on one of its items) returns the focus to the card's
    face, not to the page; a sheet opened by keyboard puts the focus in its field."""
    server.cli("category", "add", "Health")
    server.cli("add", "Water", "--category", "Health", "--every-day", "--start", "2025-03-01",
               "--measure", "glasses", "--target", "8")
    page.goto("/")
    face = page.get_by_label("Water: actions", exact=True)
    face.focus()
    page.keyboard.press("Enter")
    value = page.locator(".card .menu summary.menu-item, .card .menu a[data-sheet]").filter(has_text="Value")
    expect(value).to_be_visible()
    value.focus()
    page.keyboard.press("Escape")
    expect(page.get_by_label("Water: actions", exact=True)).to_be_focused()
    page.keyboard.press("Enter")
    page.locator(".card .menu a[data-sheet], .card .menu summary.menu-item").filter(has_text="Value").focus()
    page.keyboard.press("Enter")
    expect(page.get_by_role("dialog", name="Value of Water").get_by_role("textbox")).to_be_focused()
