"""Every call in view at the table, on a phone's screen (390 x 844, Chromium): after
Roll (or Roll both) on every calculator that has one, and after the planner's Next round, the
outcome is on the screen without scrolling (widget/inview.js); Next round stays reachable while
the rows are edited; a roll typed in (the die a player threw) is logged once, marked typed; the
fold's line names a changed house rule in words; every control a GM taps is at least 44 x 44 px
on the ability, opposed and party pages; Material's Back to top steps aside from a calculator;
previews and a phone's first tap on a rule link work at an address the site was not built for.
"""

import contextlib
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from rules_py.calculators import REGISTRY
from tests.browser.offline_site import BuiltSite, static_server
from tests.browser.page_watch import PageWatch, phone_at
from tests.browser.test_dice_and_log import each_calculator, first_headline, rolls, wait_rolls
from tests.browser.widgets import field, open_calculator, output, wait_ready, widget

PHONE: ViewportSize = {"width": 390, "height": 844}
THUMB = 44  # px: the smallest control a GM taps in play

# Where a widget's answer line stands against the header's foot and the screen's.
IN_VIEW = """(name) => {
  const root = document.querySelector(`[data-calculator="${name}"]`);
  const answer = root.querySelector("[data-answer]").getBoundingClientRect();
  const header = document.querySelector(".md-header").getBoundingClientRect().bottom;
  return answer.height > 0 && answer.top >= header - 1 && answer.bottom <= innerHeight;
}"""

LOGGED = "(n) => JSON.parse(localStorage.getItem('rules-roll-log') ?? '[]').length > n"

# The first Roll of a widget a reader sees: Roll both where a pair has it, else the first Roll.
ROLL = (
    '[data-action="roll-both"]:visible, [data-action="roll"]:visible,'
    ' .rules-roll-dice [data-action="roll"]'
)


@pytest.fixture
def phone(browser: Browser, site: BuiltSite, watch: PageWatch) -> Iterator[Page]:
    """A watched page on a phone's screen."""
    yield from phone_at(browser, site.base_url, watch)


def to_the_widget(page: Page, name: str) -> None:
    """The widget's top under the header, as the page's jump puts it."""
    page.evaluate(
        """(name) => {
          const root = document.querySelector(`[data-calculator="${name}"]`);
          const header = document.querySelector(".md-header").getBoundingClientRect().bottom;
          scrollBy({top: root.getBoundingClientRect().top - header, behavior: "instant"});
        }""",
        name,
    )


def test_after_roll_the_outcome_is_on_the_screen(phone: Page, site: BuiltSite) -> None:
    """Every calculator with a Roll, the party roll (858 px down before) and the Runeball pass
    (883 px) among them: after Roll the answer's line stands whole on the screen."""
    missed: list[str] = []
    rolled: list[str] = []
    for name in each_calculator(phone, site, site.calculators_by_page()):
        button = widget(phone, name).locator(ROLL).first
        if button.count() == 0:
            continue
        to_the_widget(phone, name)
        count = len(rolls(phone))
        if button.evaluate("(b) => Boolean(b.closest('details:not([open])'))"):
            continue  # a seed's Roll folded away beside a d100's own Roll: that one is rolled
        button.click()
        # Logged once Python's answer is drawn (a pair's single roll is not: both are asked).
        with contextlib.suppress(PlaywrightTimeout):
            phone.wait_for_function(LOGGED, arg=count, timeout=10_000)
        try:
            phone.wait_for_function(IN_VIEW, arg=name, timeout=5_000)
            rolled.append(name)
        except Exception:
            missed.append(name)
    assert missed == [], "outcome off a 390 x 844 screen after Roll"
    assert {"ability", "opposed", "party_roll", "runeball_pass", "brp_task"} & set(rolled)
    assert len(rolled) >= 10, rolled


def test_after_next_round_the_new_round_is_on_the_screen(phone: Page, site: BuiltSite) -> None:
    """RuneQuest II House Rules, The Combat Round › Strike Rank Cycle(s): the planner's new round
    was 1,587 px down after Next round; Next round stays under the header while a row deep in the
    table is edited, 44 px tall at least."""
    open_calculator(phone, site, "sr_cycles")
    root = widget(phone, "sr_cycles")
    cells = root.locator("form input:visible")
    cells.nth(cells.count() - 2).focus()  # a row near the table's foot
    phone.wait_for_timeout(300)
    top = root.locator('[data-action="next-round"]').first
    box = top.bounding_box()
    assert box is not None and box["height"] >= THUMB and box["width"] >= THUMB, box
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], box
    for round_number in ("2", "3"):
        top.click()
        expect(field(phone, "sr_cycles", "round")).to_have_value(round_number)
        phone.wait_for_function(IN_VIEW, arg="sr_cycles", timeout=5_000)
        phone.evaluate("scrollBy({top: -2000, behavior: 'instant'})")
        cells.nth(cells.count() - 2).focus()


def test_a_typed_roll_is_logged_once(phone: Page, site: BuiltSite) -> None:
    """RuneQuest, The Game System › Abilities: the GM types the 37 a player threw at a skill of
    75 with −20; the log says so once, marked typed, not per keystroke nor when the same roll is
    answered again; another die thrown is another line."""
    open_calculator(phone, site, "ability", "?chance=75")
    roll = field(phone, "ability", "roll")
    roll.press_sequentially("37")
    roll.press("Tab")  # committed
    wait_rolls(phone, 1)
    [line] = rolls(phone)
    assert line["rolled"] == "37 (typed)", line
    assert line["calculator"] == "Ability roll"
    expect(output(phone, "ability", "result_label")).not_to_have_text("–")
    # The same roll answered again (the modifier changed): not logged again.
    field(phone, "ability", "chance_modifier").fill("-20")
    expect(output(phone, "ability", "sums.chance")).to_contain_text("55")
    roll.focus()
    roll.press("Tab")
    phone.wait_for_timeout(500)
    assert len(rolls(phone)) == 1
    roll.fill("")
    roll.press_sequentially("82")
    roll.press("Enter")
    wait_rolls(phone, 2)
    assert rolls(phone)[0]["rolled"] == "82 (typed)"
    assert "55" in rolls(phone)[0]["inputs"] or "-20" in rolls(phone)[0]["inputs"]


def test_a_thrown_runeball_die_is_logged_once_by_whose_it_is(phone: Page, site: BuiltSite) -> None:
    """Runeball 2022 Notes › Blocking: the GM types the blocker's 9 and the defender's 4 that
    the players threw on the table's 1d12; each is logged once, marked typed and named by whose
    die it is, with Python's outcome."""
    open_calculator(phone, site, "runeball_block")
    for count, (name, face) in enumerate((("blocker_roll", "9"), ("defender_roll", "4")), 1):
        die = field(phone, "runeball_block", name)
        die.press_sequentially(face)
        die.press("Enter")
        wait_rolls(phone, count)
        line = rolls(phone)[0]
        assert line["calculator"] == "Runeball block", line
        assert line["rolled"].startswith(f"{face} (typed) ("), line
        die.press("Tab")  # the same die committed again: no second line
    phone.wait_for_timeout(500)
    lines = rolls(phone)
    assert len(lines) == 2, lines
    assert lines[0]["rolled"] == "4 (typed) (Defender's die thrown)", lines[0]
    thrown: dict[str, object] = {
        **REGISTRY["runeball_block"].defaults(),
        "blocker_roll": 9,
        "defender_roll": 4,
    }
    outcome = first_headline("runeball_block", thrown)
    assert outcome and outcome in lines[0]["result"], lines[0]


def test_the_folds_line_names_a_changed_rule(phone: Page, site: BuiltSite) -> None:
    """RuneQuest, The Game System › Results (reading A000-01): a table that plays fumbles as
    plain failures reads so on the fold's line, not "1 changed"."""
    open_calculator(phone, site, "ability")
    line = widget(phone, "ability").locator("[data-fold-line]")
    widget(phone, "ability").locator("summary").click()
    field(phone, "ability", "fumbles").select_option("failure")
    expect(line).to_have_text("House rules: fumbles count as failures")


# Every control a GM taps, shown, smaller than a thumb: [name or words, width, height]. A yes/no's
# box is tapped with its label (which ticks it): their line is measured.
SMALL = """(root) => [...root.querySelectorAll(
    "button, input:not([type=hidden]), select, summary")]
  .filter((control) => control.matches("summary")
    || control.getClientRects().length && !control.closest("details:not([open])"))
  .map((control) => [control.name || control.textContent.trim().slice(0, 20),
    (control.closest(".rules-yes-no-line") ?? control).getBoundingClientRect()])
  .filter(([, box]) => box.width < 44 || box.height < 44)
  .map(([what, box]) => [what, Math.round(box.width), Math.round(box.height)])"""


@pytest.mark.parametrize(
    ("calculator", "modifiers"),
    [
        ("ability", ["chance_modifier"]),
        ("opposed", ["a_modifier", "b_modifier"]),
        ("party_roll", []),
    ],
    ids=["ability", "opposed", "party"],
)
def test_every_control_in_play_is_thumb_sized(
    phone: Page, site: BuiltSite, calculator: str, modifiers: list[str]
) -> None:
    """The ability, the opposed (two modifiers: 16 buttons, 11 narrower than 44 px before) and
    the party roll: every control at least 44 x 44 px, a modifier's steps too once in use."""
    open_calculator(phone, site, calculator)
    root = widget(phone, calculator)
    assert root.evaluate(SMALL) == []
    for name in modifiers:
        steps = root.locator(f'[data-action="step"][data-for="{name}"]')
        expect(steps.first).to_be_hidden()  # one row a modifier until it is used
        field(phone, calculator, name).tap()
        expect(steps.first).to_be_visible()
        assert root.evaluate(SMALL) == [], name
        steps.first.tap()
        expect(field(phone, calculator, name)).to_have_value("-20")
        expect(steps.first).to_be_visible()  # a step tapped keeps them


def test_back_to_top_steps_aside_from_a_calculator(phone: Page, site: BuiltSite) -> None:
    """It covered the fold's line and the party's table: shown as the reader scrolls up where no
    calculator is on the screen, never over one."""
    open_calculator(phone, site, "opposed")
    top = phone.locator(".md-top")
    phone.mouse.wheel(0, 40_000)  # the page's foot, past the calculator
    phone.wait_for_timeout(300)
    phone.mouse.wheel(0, -300)
    expect(top).to_be_visible()
    to_the_widget(phone, "opposed")
    phone.mouse.wheel(0, 400)
    phone.wait_for_timeout(300)
    phone.mouse.wheel(0, -200)
    phone.wait_for_timeout(300)
    expect(top).to_be_hidden()


GM_SCREEN = "gm-screen/"
PREVIEW = ".md-tooltip2--active"
TARGET = "runequest/resistance/"


@pytest.fixture
def elsewhere(browser: Browser, site: BuiltSite, watch: PageWatch) -> Iterator[Page]:
    """A phone on the same build served at another port than the one it was built for."""
    with static_server(site.root) as base_url:
        assert base_url != site.base_url
        yield from phone_at(browser, base_url, watch)


def test_at_another_address_previews_and_the_first_tap_work(elsewhere: Page) -> None:
    """A group hosting its copy at its own address: the GM screen's Resistance card shows its
    rule's section on a first tap, and the second follows the link, by instant navigation."""
    elsewhere.goto(GM_SCREEN)
    elsewhere.wait_for_function("() => !!window.document$")
    card = elsewhere.locator(".gm-card", has=elsewhere.locator("h3", has_text="Resistance"))
    link = card.locator(".gm-rule-link a")
    link.scroll_into_view_if_needed()
    link.tap()
    expect(elsewhere.locator(PREVIEW).locator("h3")).to_contain_text("The resistance table")
    assert elsewhere.url.endswith(GM_SCREEN)
    elsewhere.evaluate("window.rulesSamePage = true")  # gone after a full load, kept by instant
    link.tap()
    elsewhere.wait_for_url(f"**/{TARGET}**")
    assert elsewhere.evaluate("window.rulesSamePage === true"), "a full load, not instant"
    wait_ready(elsewhere, "resistance")
