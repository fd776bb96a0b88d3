"""Accounts (SPEC §13, §16): sign in with username and password, see only your own habits, the
wrong-password message, Settings → Account (this device, other devices, API tokens shown once,
revoke), sign out — in English and Russian, light and dark, with axe finding nothing."""
import json
import re
import subprocess
import urllib.request

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from habits_server import HabitsServer, habits_bin
from test_accessibility import describe
from ui import add_habit

AXE = Axe()

WORDS = {
    "en": {"username": "Username", "password": "Password", "sign_in": "Sign in", "wrong": "Wrong username or password.",
           "settings": "Settings", "signed_in": "Signed in as Anna", "this_device": "This device", "label": "Label",
           "create_token": "Create token", "shown_once": "Copy this token now: it is shown only once.",
           "revoke": "Revoke", "sign_out": "Sign out", "no_tokens": "No tokens yet."},
    "ru": {"username": "Имя пользователя", "password": "Пароль", "sign_in": "Войти",
           "wrong": "Неверное имя пользователя или пароль.", "settings": "Настройки", "signed_in": "Вы вошли как Anna",
           "this_device": "Это устройство", "label": "Название", "create_token": "Создать токен",
           "shown_once": "Скопируйте токен сейчас: он показывается только один раз.", "revoke": "Отозвать",
           "sign_out": "Выйти", "no_tokens": "Токенов пока нет."},
}


def user_add(server: HabitsServer, name: str, password: str) -> None:
    """`habits user add NAME` with the password on standard input (never an argument)."""
    result = subprocess.run([habits_bin(), *server.location, "user", "add", name], input=password + "\n",
                            env=server.env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


@pytest.fixture(scope="module")
def accounts():
    """Anna adopted the personal habits (Read); Boris has Run."""
    with HabitsServer() as server:
        server.cli("category", "add", "Health")
        add_habit(server, "Read")
        user_add(server, "Anna", "correct horse")
        user_add(server, "Boris", "battery staple")
        server.cli("--user", "Boris", "category", "add", "Sport")
        server.cli("--user", "Boris", "add", "Run", "--category", "Sport", "--every-day", "--start", "2025-03-01")
        yield server


def card(page, name):
    """A tracker's card in any language: its list item named by the tracker."""
    return page.locator("main").get_by_role("listitem").filter(has_text=name)


def sign_in(page, words, name, password):
    page.goto("/")
    expect(page).to_have_url(re.compile(r"/login$"))
    page.get_by_label(words["username"], exact=True).fill(name)
    page.get_by_label(words["password"], exact=True).fill(password)
    page.get_by_role("button", name=words["sign_in"], exact=True).click()


def axe_clean(page, where):
    problems = describe(AXE.run(page).response["violations"])
    assert problems == [], f"{where}: " + "\n".join(problems)


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_sign_in_see_your_own_habits_manage_tokens_and_sign_out(make_page, accounts, language, dark):
    words = WORDS[language]
    locale = "ru-RU" if language == "ru" else "en-US"
    page = make_page(accounts, locale=locale, dark=dark)
    page.goto("/")
    expect(page.get_by_role("button", name=words["sign_in"], exact=True)).to_be_visible()
    axe_clean(page, "sign-in page")

    # A wrong password: the message says so without telling which part was wrong; the name stays.
    sign_in(page, words, "Anna", "wrong horse")
    expect(page.get_by_role("alert")).to_have_text(words["wrong"])
    expect(page.get_by_label(words["username"], exact=True)).to_have_value("Anna")
    axe_clean(page, "sign-in page with its error")

    page.get_by_label(words["password"], exact=True).fill("correct horse")
    page.get_by_role("button", name=words["sign_in"], exact=True).click()
    expect(card(page, "Read")).to_be_visible()
    expect(card(page, "Run")).to_have_count(0)

    # Settings → Account: this device, then an API token shown once that works, then revoked.
    page.get_by_role("link", name=words["settings"], exact=True).click()
    account = page.locator("#account")
    expect(account).to_contain_text(words["signed_in"])
    expect(account.locator('[aria-current="true"]')).to_contain_text(words["this_device"])
    expect(account).to_contain_text(words["no_tokens"])
    axe_clean(page, "Settings with the Account section")
    page.get_by_label(words["label"], exact=True).fill(f"script {language}")
    page.get_by_role("button", name=words["create_token"], exact=True).click()
    expect(page.get_by_role("status")).to_contain_text(words["shown_once"])
    token = page.locator("#new-token").input_value()
    assert len(token) == 43
    axe_clean(page, "Settings with a new token")
    request = urllib.request.Request(accounts.url + "api/v1/trackers", headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request) as response:
        assert [t["name"] for t in json.load(response)] == ["Read"]
    page.goto("/settings")
    page.get_by_role("button", name=f"{words['revoke']}: script {language}", exact=True).click()
    expect(page.locator("#account")).to_contain_text(words["no_tokens"])
    try:
        urllib.request.urlopen(request)
        raise AssertionError("a revoked token still works")
    except urllib.error.HTTPError as error:
        assert error.code == 401

    # Sign out: back to the sign-in page, and the board is closed again.
    page.get_by_role("button", name=words["sign_out"], exact=True).click()
    expect(page.get_by_role("button", name=words["sign_in"], exact=True)).to_be_visible()
    page.goto("/")
    expect(page.get_by_role("button", name=words["sign_in"], exact=True)).to_be_visible()


def test_another_device_is_listed_and_signed_out_from_settings(make_page, accounts):
    words = WORDS["en"]
    phone = make_page(accounts)
    laptop = make_page(accounts)
    sign_in(laptop, words, "Boris", "battery staple")
    expect(card(laptop, "Run")).to_be_visible()
    expect(card(laptop, "Read")).to_have_count(0)
    sign_in(phone, words, "boris", "battery staple")
    phone.goto("/settings")
    devices = phone.locator("#account .account-list").first.locator("li")
    expect(devices).to_have_count(2)
    phone.locator('#account .account-list li:not([aria-current="true"])').first.get_by_role("button").click()
    expect(phone.locator("#account .account-list").first.locator("li")).to_have_count(1)
    laptop.reload()
    expect(laptop.get_by_role("button", name=words["sign_in"], exact=True)).to_be_visible()


def controlled(page):
    """Waits until the service worker controls the page (it controls pages loaded after it activated)."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    page.wait_for_function("!!navigator.serviceWorker.controller")


def offline_shows_nothing_of(page, name, paths):
    """Offline, each path shows the offline page: no copy of `name`'s pages is left."""
    page.context.set_offline(True)
    for path in paths:
        page.goto(path)
        expect(page.get_by_text("This screen isn't saved on this device")).to_be_visible()
        expect(page.locator("body")).not_to_contain_text(name)
    page.context.set_offline(False)


def test_the_offline_copies_go_with_a_sign_out_and_a_refused_session(make_page, accounts):
    """SPEC §13 on one device: after Boris signs out, offline shows none of his pages (not his
    board, not his Settings, also once Anna has signed in there); a session revoked from another
    device empties them too."""
    words = WORDS["en"]
    phone = make_page(accounts)
    sign_in(phone, words, "Boris", "battery staple")
    expect(card(phone, "Run")).to_be_visible()
    controlled(phone)
    for path in ["/", "/settings", "/?tomorrow=1"]:
        phone.goto(path)
    phone.context.set_offline(True)
    phone.goto("/")
    expect(card(phone, "Run")).to_be_visible()  # kept while he is signed in
    phone.context.set_offline(False)
    phone.goto("/settings")
    phone.get_by_role("button", name=words["sign_out"], exact=True).click()
    expect(phone.get_by_role("button", name=words["sign_in"], exact=True)).to_be_visible()
    offline_shows_nothing_of(phone, "Run", ["/", "/?tomorrow=1", "/settings"])

    sign_in(phone, words, "Anna", "correct horse")
    expect(card(phone, "Read")).to_be_visible()
    offline_shows_nothing_of(phone, "Boris", ["/settings"])

    # Anna's session on the phone is revoked from her laptop; the phone's next page is the sign-in page.
    phone.goto("/")
    phone.goto("/settings")
    laptop = make_page(accounts)
    sign_in(laptop, words, "Anna", "correct horse")
    laptop.goto("/settings")
    laptop.locator('#account .account-list li:not([aria-current="true"])').first.get_by_role("button").click()
    phone.goto("/")
    expect(phone.get_by_role("button", name=words["sign_in"], exact=True)).to_be_visible()
    offline_shows_nothing_of(phone, "Read", ["/", "/settings"])


def test_devices_are_named_by_browser_and_system_and_revoke_stays_one_word(make_page, accounts):
    words = WORDS["en"]
    laptop = make_page(accounts, width=320, height=640)
    phone = make_page(accounts, width=320, height=640)
    sign_in(laptop, words, "Boris", "battery staple")
    sign_in(phone, words, "Boris", "battery staple")
    phone.goto("/settings")
    rows = phone.locator("#account .account-list").first.locator("li")
    expect(rows.first).to_be_visible()
    expect(phone.locator("#account .account-list").first).to_contain_text("Chrome · Linux · 127.0.0.1")
    expect(phone.locator("#account .account-list").first).not_to_contain_text("Mozilla/5.0")
    for box in phone.locator("#account .account-list").first.get_by_role("button").evaluate_all(
            "bs => bs.map(b => [b.getBoundingClientRect().height, b.scrollWidth <= b.clientWidth])"):
        assert box[0] < 56 and box[1], box


INVITED = {"en": ("You’re invited", "Choose a name and a password to create your account."),
           "ru": ("Вас пригласили", "Придумайте имя пользователя и пароль для своего аккаунта.")}


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_sign_up_page_says_who_it_is_for_before_it_asks(make_page, accounts, language, dark):
    """An invitation's page says that the person is invited and what the account is, under the
    app's name, before the form (#28 c14)."""
    output = accounts.cli("user", "invite")
    link = re.search(r"http://\S+/signup\?token=[\w-]+", output).group(0)
    page = make_page(accounts, locale="ru-RU" if language == "ru" else "en-US", dark=dark)
    page.goto(link.replace("http://127.0.0.1:8080", accounts.url.rstrip("/")))
    title, intro = INVITED[language]
    expect(page.get_by_role("heading", level=2)).to_have_text(title)
    expect(page.locator("main p.intro")).to_contain_text(intro)
    expect(page.get_by_label(WORDS[language]["username"], exact=True)).to_be_visible()
    axe_clean(page, "sign-up page")
