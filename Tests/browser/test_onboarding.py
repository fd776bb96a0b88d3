"""Onboarding: shown on the first visit only, two pages that swipe with dots that follow."""
import re

from playwright.sync_api import expect

from ui import swipe

FIRST = "Track only what you want"
SECOND = "Even if it's not liters of water and yoga"


def test_first_visit_shows_onboarding_once(make_page, server):
    page = make_page(server, onboarded=False)
    page.goto("/")
    expect(page.get_by_role("heading", name=FIRST)).to_be_in_viewport()
    expect(page.get_by_role("link", name="1 / 2")).to_have_attribute("aria-current", "step")

    page.get_by_role("button", name="Awesome tech!").click()
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/(\?.*)?$"))
    cookies = {c["name"]: c["value"] for c in page.context.cookies()}
    assert cookies.get("onboarded") == "1", cookies
    assert cookies.get("tz") == "UTC", cookies  # the page script keeps the device's time zone

    # The second visit (a new tab on the same device) goes straight to Trackers.
    again = page.context.new_page()
    again.goto("/")
    expect(again.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    expect(again.get_by_role("heading", name=FIRST)).to_have_count(0)
    expect(again.get_by_role("button", name="Awesome tech!")).to_have_count(0)


def test_dots_follow_the_swipe(make_page, server):
    page = make_page(server, onboarded=False, cookies={"tz": "UTC"})
    page.goto("/")
    first_dot = page.get_by_role("link", name="1 / 2")
    second_dot = page.get_by_role("link", name="2 / 2")
    expect(page.get_by_role("heading", name=FIRST)).to_be_in_viewport()
    expect(first_dot).to_have_attribute("aria-current", "step")
    expect(second_dot).not_to_have_attribute("aria-current", "step")

    swipe(page, 330, 40)  # finger moves right to left: next page
    expect(page.get_by_role("heading", name=SECOND)).to_be_in_viewport()
    expect(second_dot).to_have_attribute("aria-current", "step")
    expect(first_dot).not_to_have_attribute("aria-current", "step")

    swipe(page, 40, 330)  # and back
    expect(page.get_by_role("heading", name=FIRST)).to_be_in_viewport()
    expect(first_dot).to_have_attribute("aria-current", "step")
    expect(second_dot).not_to_have_attribute("aria-current", "step")


def test_tapping_a_dot_shows_its_page(make_page, server):
    page = make_page(server, onboarded=False, cookies={"tz": "UTC"})
    page.goto("/")
    page.get_by_role("link", name="2 / 2").click()
    expect(page.get_by_role("heading", name=SECOND)).to_be_in_viewport()
    expect(page.get_by_role("link", name="2 / 2")).to_have_attribute("aria-current", "step")
    page.get_by_role("button", name="Awesome tech!").click()
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
