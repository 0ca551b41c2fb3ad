"""At the table, on a phone: a calculator one tap away, links that keep each widget's own
settings, and the site as a home-screen app (dice and the roll log: test_dice_and_log.py).
"""

import json
import re
import struct

from playwright.sync_api import Browser, Page, ViewportSize, expect

from rules_py.calculators import REGISTRY
from scripts.assets.app_icons import ICON_SIZES, MANIFEST
from scripts.pages.widget.parts import anchor
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import field, open_calculator, wait_ready, widget

PHONE: ViewportSize = {"width": 390, "height": 844}


def test_at_390_px_a_link_opens_with_its_calculator_in_view(
    browser: Browser, site: BuiltSite
) -> None:
    name = "runeball_kick"  # the last of three calculators on a long page
    context = browser.new_context(base_url=site.base_url, viewport=PHONE)
    try:
        page = context.new_page()
        page.goto(site.page_for(name) + f"?distance=12#{anchor(name)}")
        wait_ready(page, name)
        expect(widget(page, name)).to_be_in_viewport()
        expect(field(page, name, "distance")).to_have_value("12")

        # From the top of the page, the page's first calculator is in view and the others are
        # one tap away.
        page.goto(site.page_for(name))
        wait_ready(page, name)
        first = page.locator("[data-calculator]").first
        expect(first).to_be_in_viewport()
        expect(widget(page, name)).not_to_be_in_viewport()
        jump = page.locator(f'.rules-jump a[href$="#{anchor(name)}"]')
        expect(jump).to_be_in_viewport()
        jump.click()
        expect(widget(page, name)).to_be_in_viewport()
    finally:
        context.close()


def test_a_link_keeps_each_widgets_settings_apart(page: Page, site: BuiltSite) -> None:
    # ReQuest › Skill Contests: both calculators on the page have an "all fail" setting. A
    # reading chosen in one is the table's house rule, so both follow it; a link's reading for
    # one of them is that one's alone (the other keeps the table's).
    open_calculator(page, site, "multi_contest")
    wait_ready(page, "contest")
    field(page, "multi_contest", "all_fail").select_option("nobody_wins")
    expect(page).to_have_url(re.compile(r"multi_contest\.all_fail=nobody_wins"))
    expect(field(page, "contest", "all_fail")).to_have_value("nobody_wins")
    page.reload()
    wait_ready(page, "contest")
    expect(field(page, "multi_contest", "all_fail")).to_have_value("nobody_wins")
    field(page, "contest", "all_fail").select_option("highest_roll")  # the site's reading again
    open_calculator(page, site, "multi_contest", "?multi_contest.all_fail=nobody_wins")
    wait_ready(page, "contest")
    expect(field(page, "multi_contest", "all_fail")).to_have_value("nobody_wins")
    expect(field(page, "contest", "all_fail")).to_have_value("highest_roll")


def test_the_site_installs_as_an_app_and_lists_every_calculator(
    page: Page, site: BuiltSite
) -> None:
    page.goto("")
    href = page.locator('link[rel="manifest"]').get_attribute("href")
    assert href is not None
    manifest = json.loads(page.request.get(site.base_url + MANIFEST).text())
    assert manifest["start_url"] == "./" and manifest["display"] == "standalone"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert sizes == {f"{size}x{size}" for size in ICON_SIZES}
    for icon in manifest["icons"]:
        png = page.request.get(site.base_url + icon["src"]).body()
        width, height = struct.unpack(">II", png[16:24])
        assert f"{width}x{height}" == icon["sizes"]
    # The home page links to every calculator, at its place on its page.
    listed = page.evaluate(
        """() => {
          const links = [];
          let node = document.getElementById("every-calculator").nextElementSibling;
          for (; node && node.tagName !== "H2"; node = node.nextElementSibling) {
            for (const a of node.querySelectorAll('a[href*="#calculator-"]')) {
              links.push(new URL(a.href).hash.slice(1));
            }
          }
          return links;
        }"""
    )
    assert set(listed) == {anchor(name) for name in REGISTRY}


# The browser's wake lock, counted: each request is granted (a sentinel the test can release, as
# a browser does when the tab is hidden) or, with window.refuseWakeLock set, refused.
COUNTED_WAKE_LOCK = """
window.wakeLockAsked = 0;
window.wakeLocks = [];
Object.defineProperty(navigator, "wakeLock", { value: { request: async (type) => {
  window.wakeLockAsked += 1;
  if (type !== "screen" || window.refuseWakeLock)
    throw new DOMException("refused", "NotAllowedError");
  const sentinel = new EventTarget();
  sentinel.released = false;
  sentinel.release = async () => {
    sentinel.released = true;
    sentinel.dispatchEvent(new Event("release"));
  };
  window.wakeLocks.push(sentinel);
  return sentinel;
} } });
"""


def test_the_screen_kept_awake_through_pages_and_a_hidden_tab(
    browser: Browser, site: BuiltSite
) -> None:
    context = browser.new_context(base_url=site.base_url, viewport=PHONE)
    context.add_init_script(COUNTED_WAKE_LOCK)
    try:
        page = context.new_page()
        page.goto(site.page_for("ability"))
        wait_ready(page, "ability")
        awake = page.get_by_role("button", name="Keep the screen awake")
        expect(awake).to_be_visible()
        assert page.evaluate("window.wakeLockAsked") == 0  # nothing asked before the reader
        awake.click()
        expect(
            page.get_by_role("button", name="Screen kept awake: let it sleep")
        ).to_have_attribute("aria-pressed", "true")
        # The tab hidden: the browser lets the lock go; shown again, the page asks again.
        page.evaluate("window.wakeLocks[0].release()")
        expect(awake).to_have_attribute("aria-pressed", "false")
        page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
        expect(page.get_by_role("button", name="Screen kept awake: let it sleep")).to_be_visible()
        # A page opened in this tab holds it too; refused there, the header says why.
        assert page.evaluate("sessionStorage.getItem('rules-awake')") == "on"
        page.add_init_script("window.refuseWakeLock = true")
        page.goto(site.page_for("resistance"))
        wait_ready(page, "resistance")
        expect(page.locator(".rules-awake-said")).to_contain_text("refused")
        assert page.evaluate("window.wakeLockAsked") == 1  # asked as the page opened
        expect(page.get_by_role("button", name="Keep the screen awake")).to_have_attribute(
            "aria-pressed", "false"
        )
    finally:
        context.close()
