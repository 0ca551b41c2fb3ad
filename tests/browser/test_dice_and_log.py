"""Dice at the table: a Roll button on every roll and seed input, one roll log for the whole
site (opened from the header, kept across pages and reloads, its Clear undone), Copy result and
Reset, "50%" in a percent field, and the answer in view while typing on a phone.

Expected values come from ``rules_py`` itself (``calculate``) for the inputs the page shows.
"""

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from rules_py import numbers
from rules_py.calculators import REGISTRY, calculate
from rules_py.errors import InputError, InputErrors
from tests.browser.offline_site import BuiltSite
from tests.browser.test_every_calculator import lookup
from tests.browser.widgets import (
    error_for,
    field,
    follow_link,
    in_link,
    open_calculator,
    open_fold,
    output,
    wait_ready,
    widget,
)

PHONE: ViewportSize = {"width": 390, "height": 844}
DESKTOP: ViewportSize = {"width": 1280, "height": 800}
ROLLING = [
    name
    for name, calculator in REGISTRY.items()
    if any(i.d100 or i.seed for i in calculator.fields)
]


def logged_result(name: str, inputs: dict[str, object]) -> str:
    """What the roll log says came of a roll: the first headline with a value, with its label
    when it stands in for the answer asked for first (one side's result before the other side
    rolls: widget/actions.js)."""
    calculator = REGISTRY[name]
    text = first_headline(name, inputs)
    result = calculate(name, inputs)
    asked = calculator.headlines[0]
    if lookup(result, asked) not in (None, [], {}):
        return text
    declared = {output.key: output for output in calculator.outputs}
    for key in calculator.headlines:
        if lookup(result, key) not in (None, [], {}):
            return f"{declared[key].label}: {text}" if declared[key].kind == "value" else text
    return text


def rolled_face(name: str, input_name: str, face: str) -> str:
    """How the log says a face was rolled: with whose roll it is where a form has two."""
    rolls = [item for item in REGISTRY[name].fields if item.d100]
    label = next(item.label for item in rolls if item.name == input_name)
    return f"{face} ({label})" if len(rolls) > 1 else face


def first_headline(name: str, inputs: dict[str, object]) -> str:
    """The first declared headline output with a value, as the page shows it (widget/headline.js:
    a value as drawn, odds as "label percent" for the first four, a table as each row's last
    cell)."""
    calculator = REGISTRY[name]
    result = calculate(name, inputs)
    declared = {output.key: output for output in calculator.outputs}
    for key in calculator.headlines:
        value = lookup(result, key)
        if declared[key].kind == "value" and value is not None:
            text = numbers.shown(value, declared[key].style)
            if text != "–":
                return text
        elif declared[key].kind == "records" and value:
            last = declared[key].columns[-1][0]  # each row's last cell: what the step came to
            cells = [
                numbers.shown(row[last], dict(declared[key].column_styles).get(last, ""))
                for row in value
            ]
            return "; ".join(cell for cell in cells if cell and cell != "–")
        elif declared[key].kind == "odds" and value:
            labels = dict(declared[key].labels)
            shown = numbers.percents(value.values())
            pairs = zip(value, shown, strict=True)
            return ", ".join(f"{labels.get(k, str(k))} {p}" for k, p in list(pairs)[:4])
    return ""


def rolls(page: Page) -> list[dict[str, str]]:
    """The site's roll log as kept in the browser, newest first."""
    kept: list[dict[str, str]] = json.loads(
        page.evaluate("localStorage.getItem('rules-roll-log') ?? '[]'")
    )
    return kept


def roll(page: Page, name: str, input_name: str) -> None:
    button = widget(page, name).locator(f'[data-action="roll"][data-for="{input_name}"]')
    if button.evaluate("(button) => Boolean(button.closest('details:not([open])'))"):
        open_fold(page, name)  # a seed's Roll beside a d100's is folded away with the seed
    button.click()


def wait_rolls(page: Page, count: int) -> None:
    page.wait_for_function(
        "(n) => JSON.parse(localStorage.getItem('rules-roll-log') ?? '[]').length === n", arg=count
    )


def each_calculator(page: Page, site: BuiltSite, pages: dict[str, list[str]]) -> Iterator[str]:
    """Each calculator of ``pages`` once ready, its page opened first and the next ones reached
    by the navigation (Material's instant navigation), as a reader goes."""
    for index, (path, names) in enumerate(pages.items()):
        if index == 0:
            open_calculator(page, site, names[0])
        else:
            follow_link(page, site, path)
        for name in names:
            wait_ready(page, name)
            yield name


def check_rolls_of(page: Page, name: str) -> None:
    """Roll each d100 roll of ``name``, then each seed (which first refuses while a roll is typed
    in, logging nothing); each roll shows Python's answer and is logged with it."""
    calculator = REGISTRY[name]
    title = calculator.title
    state: dict[str, object] = dict(calculator.defaults())
    d100s = [item.name for item in calculator.fields if item.d100]
    seeds = [item.name for item in calculator.fields if item.seed]
    for input_name in d100s:
        count = len(rolls(page))
        drawn = {each: field(page, name, each).input_value() for each in seeds}
        roll(page, name, input_name)
        face = field(page, name, input_name).input_value()
        assert face.isdigit() and 1 <= (100 if face == "00" else int(face)) <= 100, face
        state[input_name] = face
        # Basic Roleplaying › Sanity: a new d100 is a new check, its loss dice drawn afresh.
        redrawn = ""
        for each in seeds:
            expect(field(page, name, each)).not_to_have_value(drawn[each])
            state[each] = field(page, name, each).input_value()
            redrawn += f", dice (seed {state[each]})"
        expect(page).to_have_url(in_link(name, input_name, face))
        try:
            calculate(name, state)
        except (InputError, InputErrors):
            # One roll of a pair: Python asks for both, and nothing is logged.
            stale = widget(page, name).locator("[data-results]")
            expect(stale).to_have_class(re.compile("rules-stale"))
            assert len(rolls(page)) == count, f"{name}: a roll with no answer was logged"
            continue
        wait_rolls(page, count + 1)
        newest = rolls(page)[0]
        assert newest["calculator"] == title, newest
        assert newest["rolled"] == rolled_face(name, input_name, face) + redrawn, newest
        assert newest["result"] == logged_result(name, state), (name, newest)
    for seed in (item for item in calculator.fields if item.seed):
        before = field(page, name, seed.name).input_value()
        count = len(rolls(page))
        if d100s:  # a typed roll decides: the dice roll nothing, and say so
            roll(page, name, seed.name)
            expect(error_for(page, name, seed.name)).to_contain_text("A roll is typed in")
            expect(field(page, name, seed.name)).to_have_value(before)
            for input_name in d100s:
                field(page, name, input_name).fill("")
                del state[input_name]
            assert len(rolls(page)) == count, "a roll that did not happen was logged"
        # A roll for several at once (the party roll) logs a line each, by name.
        each = calculator.each_roll
        lines = len(calculate(name, {**state, seed.name: 1})[each]) if each else 1
        roll(page, name, seed.name)
        wait_rolls(page, count + lines)
        rolled = field(page, name, seed.name).input_value()
        assert rolled != before and rolled.isdigit()
        state[seed.name] = rolled
        if each:
            expected = calculate(name, state)[each]
            logged = rolls(page)[:lines]
            assert [(r["inputs"], r["rolled"], r["result"]) for r in logged] == [
                (line["inputs"], line["rolled"], line["result"]) for line in expected
            ], name
            continue
        newest = rolls(page)[0]
        assert newest["rolled"] == f"dice (seed {rolled})", newest
        assert newest["result"] == logged_result(name, state), (name, newest)


def test_every_calculator_with_a_roll_input_rolls_and_logs_what_came_of_it(
    page: Page, site: BuiltSite
) -> None:
    # 1280 px (the context's default). Fresh pages: the answers as built, nothing rolled on load.
    pages: dict[str, list[str]] = {}
    seen: set[str] = set()  # a calculator on two pages is rolled on the first
    for path, names in site.calculators_by_page().items():
        rolling = [name for name in names if name in ROLLING and name not in seen]
        seen.update(rolling)
        if rolling:
            pages[path] = rolling
    assert seen == set(ROLLING) and len(ROLLING) >= 14
    for name in each_calculator(page, site, pages):
        expect(widget(page, name).locator(".rules-working")).to_have_count(0)
        check_rolls_of(page, name)


def open_log(page: Page) -> Any:
    page.locator(".rules-roll-log-button").click()
    panel = page.locator("dialog.rules-roll-log")
    expect(panel).to_be_visible()
    return panel


def test_one_roll_log_across_pages_and_a_reload_on_a_phone(
    browser: Browser, site: BuiltSite
) -> None:
    context = browser.new_context(base_url=site.base_url, viewport=PHONE)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.base_url[:-1])
    try:
        page = context.new_page()
        # RuneQuest › Abilities: "75%" as a character sheet writes it, then a roll.
        open_calculator(page, site, "ability")
        field(page, "ability", "chance").fill("75%")
        roll(page, "ability", "roll")
        wait_rolls(page, 1)
        face = field(page, "ability", "roll").input_value()
        words = calculate("ability", {"chance": 75, "roll": face})["result_label"]
        expect(output(page, "ability", "result_label")).to_have_text(words)
        expect(error_for(page, "ability", "chance")).to_have_text("")
        panel = open_log(page)
        expect(panel.locator("li")).to_have_count(1)
        expect(panel.locator("li")).to_contain_text(
            f"{REGISTRY['ability'].title} (Chance (%) 75%): rolled {face} → {words}"
        )
        panel.get_by_role("button", name="Close").click()

        # Another page, by instant navigation: Basic Roleplaying › Sanity rolls its check.
        follow_link(page, site, site.page_for("sanity"))
        wait_ready(page, "sanity")
        roll(page, "sanity", "seed")
        wait_rolls(page, 2)
        seed = field(page, "sanity", "seed").input_value()
        check = first_headline("sanity", {**REGISTRY["sanity"].defaults(), "seed": seed})
        panel = open_log(page)
        expect(panel.locator("li")).to_have_count(2)
        expect(panel.locator("li").first).to_contain_text(f"{REGISTRY['sanity'].title} (")
        expect(panel.locator("li").first).to_contain_text(f"rolled dice (seed {seed}) → {check}")

        page.reload()  # kept across a reload
        panel = open_log(page)
        expect(panel.locator("li")).to_have_count(2)
        panel.get_by_role("button", name="Copy").click()
        expect(panel.locator(".rules-roll-log-said")).to_have_text("Copied.")
        copied = page.evaluate("navigator.clipboard.readText()")
        lines = copied.splitlines()
        assert len(lines) == 2 and f"rolled {face} → {words}" in lines[0], copied  # oldest first
        with page.expect_download() as saving:
            panel.get_by_role("button", name="Save as text").click()
        saved = saving.value.path().read_text(encoding="utf-8")
        assert saved == copied
        kept = rolls(page)
        panel.get_by_role("button", name="Clear").click()
        expect(panel.locator("li")).to_have_count(0)
        assert rolls(page) == []
        # A few seconds' Undo puts the rolls back, where Clear's focus went.
        said = panel.locator(".rules-roll-log-said")
        expect(said).to_contain_text("Cleared 2 rolls.")
        undo = said.get_by_role("button", name="Undo")
        expect(undo).to_be_focused()
        undo.click()
        expect(said).to_have_text("The rolls are back.")
        expect(panel.locator("li")).to_have_count(2)
        assert rolls(page) == kept
    finally:
        context.close()


def test_copy_result_and_reset(page: Page, site: BuiltSite) -> None:
    # RuneQuest › Opposed Rolls: A at 70, B at its default 45.
    name = "opposed"
    open_calculator(page, site, name)
    field(page, name, "a").fill("70")
    expected = calculate(name, {**REGISTRY[name].defaults(), "a": 70})
    expect(output(page, name, "a_effective")).to_have_text(
        numbers.shown(expected["a_effective"], "percent")
    )
    widget(page, name).locator('[data-action="copy-result"]').click()
    expect(widget(page, name).locator("[data-copied]")).to_have_text("Result copied.")
    copied = page.evaluate("navigator.clipboard.readText()")
    odds = first_headline(name, {**REGISTRY[name].defaults(), "a": 70})
    title, inputs = copied.splitlines()[:2]
    assert title == REGISTRY[name].title
    assert inputs == "Inputs: A's ability (%) 70, B's ability (%) 45", copied
    assert odds and odds in copied, copied

    widget(page, name).locator('[data-action="reset"]').click()
    expect(field(page, name, "a")).to_have_value("60")
    defaults = calculate(name, REGISTRY[name].defaults())
    expect(output(page, name, "a_effective")).to_have_text(
        numbers.shown(defaults["a_effective"], "percent")
    )
    expect(page).to_have_url(re.compile(r"[?&]a=60(&|#|$)"))


@pytest.mark.parametrize("screen", [PHONE, DESKTOP], ids=["390px", "1280px"])
def test_the_answer_is_in_view_from_every_focused_input(
    browser: Browser, site: BuiltSite, screen: ViewportSize
) -> None:
    """Every calculator, every field: with the field focused (the browser scrolls it into view),
    its headline answer is on a 390 px phone and a 1280 px screen: the output itself, the answer's
    line under the form, or the sticky line (shown while that line is out of view)."""
    context = browser.new_context(base_url=site.base_url, viewport=screen)
    try:
        page = context.new_page()
        pages = site.calculators_by_page()
        for name in each_calculator(page, site, pages):
            missed = page.evaluate(
                """async (name) => {
                    const root = document.querySelector(`[data-calculator="${name}"]`);
                    const line = root.querySelector("[data-headline]");
                    const answer = root.querySelector("[data-answer]");
                    const frames = () => new Promise((done) =>
                      requestAnimationFrame(() => requestAnimationFrame(done)));
                    const keys = line.dataset.headline.split(" ");
                    const seen = (element) => {
                      const box = element.getBoundingClientRect();
                      return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
                    };
                    const fields = [...root.querySelectorAll("form input, form select")]
                      .filter((f) => f.type !== "hidden");
                    const missed = [];
                    for (const f of fields) {
                      if (!f.getClientRects().length) continue; // folded away: not focusable
                      f.focus();
                      await frames(); // the answer's line seen or not (widget/sticky.js)
                      const outputs = keys.map(
                        (key) => root.querySelector(`[data-output="${key}"]`));
                      const shown = (line.textContent && seen(line)) || seen(answer)
                        || outputs.some((o) => o && seen(o));
                      if (!shown) missed.push(f.name || f.dataset.cell || "?");
                    }
                    document.activeElement.blur();
                    return missed;
                }""",
                name,
            )
            assert missed == [], f"{name}: no answer in view from {missed}"
    finally:
        context.close()


def test_tapping_dice_notation_rolls_it_into_the_log(browser: Browser, site: BuiltSite) -> None:
    """Basic Roleplaying › Insanity: "a short episode lasts 1D10+4 rounds"; tapping the notation
    rolls it (the faces from crypto, the sum shown beside it) into the roll log, kept across a
    reload. Screenshots of the page with the open log at 390 and 1280 px, light and dark, go to
    /tmp/shots-dice/."""
    for screen in (PHONE, DESKTOP):
        for scheme in ("light", "dark"):
            context = browser.new_context(
                base_url=site.base_url, viewport=screen, color_scheme=scheme
            )
            try:
                page = context.new_page()
                page.goto("brp/insanity/")
                dice = page.get_by_role("button", name="Roll 1D10+4 (Short episodes)")
                dice.scroll_into_view_if_needed()
                dice.click()
                wait_rolls(page, 1)
                [entry] = rolls(page)
                assert entry["calculator"] == "1D10+4"
                assert entry["inputs"] == "Short episodes"
                found = re.fullmatch(r"(\d+) \+ 4 = (\d+)", entry["rolled"])
                assert found, entry
                face, total = int(found[1]), int(found[2])
                assert 1 <= face <= 10 and total == face + 4
                expect(page.locator(".rules-dice-total")).to_have_text(f"→ {entry['rolled']}")
                page.reload()  # kept across a reload
                panel = open_log(page)
                expect(panel.locator("li")).to_have_count(1)
                expect(panel.locator("li")).to_contain_text(
                    f"1D10+4 (Short episodes): rolled {face} + 4 = {total}"
                )
                # A second tap, after the reload, goes into the same log.
                panel.get_by_role("button", name="Close").click()
                dice = page.get_by_role("button", name="Roll 1D10+4 (Short episodes)")
                dice.click()
                wait_rolls(page, 2)
                panel = open_log(page)
                width = screen["width"]
                page.screenshot(path=f"/tmp/shots-dice/insanity-{width}-{scheme}-log.png")
                panel.get_by_role("button", name="Close").click()
                dice.scroll_into_view_if_needed()
                page.screenshot(path=f"/tmp/shots-dice/insanity-{width}-{scheme}.png")
            finally:
                context.close()
