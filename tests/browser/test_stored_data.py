"""Stored data never stops a page, and what the site cannot read is kept; and
Party › Edit on a page just opened.

The browser keeps four things for the site: the party (``rules-party``), the roll log
(``rules-roll-log``), the table's house rules (``rules-house-rules``) and the offline copy's
choice (``rules-offline``). Each is read through one validating reader
(docs/javascripts/party/kept.js, log/store.js, house/store.js, site/offline.js); what it cannot
read is set aside under ``<key>-unreadable`` (site/set-aside.js). Here the storage is filled
before the page's own scripts run (Playwright's ``add_init_script``) with the shapes the issue
names and with shapes Hypothesis makes, and every kind of page that reads them is used as a
reader would: the ability roll (RuneQuest, The Game System › Results: it answers, its party
picker lists the readable characters, Roll writes the log, a reading chosen writes the house
rules), the Party page (its list, Add), the Sources page's house rules and the roll log's panel.
No page stops, no console error, and nothing the site could not read is overwritten.
"""

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from playwright.sync_api import Browser, Page, expect

from rules_py.calculators import calculate
from rules_py.party import CHARACTERISTICS, DOCUMENTS, FORMAT, upgrade
from tests.browser.offline_site import BuiltSite
from tests.browser.page_watch import PageWatch
from tests.browser.widgets import field, open_calculator, open_fold, output, widget

PARTY, LOG, HOUSE, OFFLINE = "rules-party", "rules-roll-log", "rules-house-rules", "rules-offline"
ADDED = "Zq Added 9"  # the character the Party page adds: a name no generated party holds
FUMBLES = "A000-01:fumbles"  # the ability roll's reading the test chooses (RuneQuest › Results)

# Filled in once per tab, before the page's scripts (a reload keeps what the page wrote).
INIT = """(() => {{
  if (sessionStorage.getItem("stored-data-set")) return;
  sessionStorage.setItem("stored-data-set", "1");
  for (const [key, text] of Object.entries({data})) localStorage.setItem(key, text);
}})();"""
# Whether the log holds a roll made since a time (read defensively: the test's own check).
LOGGED_SINCE = """(since) => {
  try {
    const rolls = JSON.parse(localStorage.getItem("rules-roll-log") ?? "[]");
    return Array.isArray(rolls) && rolls.some((roll) => roll && roll.at >= since);
  } catch {
    return false;
  }
}"""
FULL = """Storage.prototype.setItem = function () {
  throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
};"""


@contextmanager
def stored_page(
    browser: Browser, site: BuiltSite, data: dict[str, str], extra: str = ""
) -> Iterator[Page]:
    """A fresh page whose storage holds ``data`` as it opens; fails on any page or console error."""
    watch = PageWatch()
    context = browser.new_context(base_url=site.base_url)
    context.add_init_script(INIT.format(data=json.dumps(data)) + extra)
    watch.guard(context)
    page = context.new_page()
    watch.listen(page)
    try:
        yield page
    finally:
        context.close()
    problems = watch.problems()
    assert not problems, "the page misbehaved:\n" + "\n".join(problems)


def storage(page: Page) -> dict[str, str]:
    kept: dict[str, str] = page.evaluate("() => ({ ...localStorage })")
    return kept


def asides(kept: dict[str, str], key: str) -> list[str]:
    """The texts set aside for ``key`` (site/set-aside.js keeps each with why and when)."""
    texts = []
    for name, raw in kept.items():
        if name == f"{key}-unreadable" or name.startswith(f"{key}-unreadable-"):
            try:
                texts.append(json.loads(raw)["text"])
            except (ValueError, KeyError, TypeError):
                texts.append(raw)
    return texts


def parsed(text: str) -> Any:
    """``text`` as JSON, every number a float: the browser writes a number back in its own
    shortest form (-6.416886439660749e+16 as -64168864396607490), the same double."""
    try:
        return json.loads(text, parse_int=float)
    except ValueError:
        return None


def party_kept(before: str, kept: dict[str, str]) -> None:
    """Every character the party held is still in it (readable or not), or the party was set
    aside whole, as it was."""
    if before in asides(kept, PARTY):
        return
    document = upgrade(parsed(before))
    assert isinstance(document, dict), f"the party {before[:80]!r} was neither read nor set aside"
    now = parsed(kept.get(PARTY, "null")) or {"characters": []}
    for character in document["characters"]:
        assert character in now["characters"], f"{json.dumps(character)[:80]} was lost"


def log_kept(before: str, kept: dict[str, str]) -> None:
    """Every entry the log held is still in it or set aside; a log of another shape set aside."""
    if before in asides(kept, LOG):
        return
    entries = parsed(before)
    assert isinstance(entries, list), f"the log {before[:80]!r} was neither read nor set aside"
    now = parsed(kept.get(LOG, "[]"))
    aside = [item for text in asides(kept, LOG) for item in (parsed(text) or [])]
    for entry in entries:
        assert entry in now or entry in aside, f"{json.dumps(entry)[:80]} was lost"


def house_kept(before: str, kept: dict[str, str]) -> None:
    """Every house rule is still kept (but the one chosen here) or set aside."""
    if before in asides(kept, HOUSE):
        return
    document = parsed(before)
    assert isinstance(document, dict) and isinstance(document.get("rules"), dict), before[:80]
    now = (parsed(kept.get(HOUSE, "null")) or {}).get("rules", {})
    aside = [parsed(text) or {} for text in asides(kept, HOUSE)]
    for key, value in document["rules"].items():
        if key == FUMBLES:
            continue
        held = now.get(key) == value or any(a.get("rules", {}).get(key) == value for a in aside)
        assert held, f"house rule {key!r}: {json.dumps(value)[:60]} was lost"


def use_every_page(page: Page, site: BuiltSite, data: dict[str, str]) -> None:
    """The Party page, the ability roll, the roll log and the Sources page, used; then nothing
    unreadable was overwritten."""
    page.goto("party/")
    page.click('[data-action="add"]')
    form = page.locator(".rules-party-form")
    form.locator('[name="name"]').fill(ADDED)
    form.locator('[name="document"]').select_option("runequest")
    form.locator('[name="skills"]').fill("Scan 40%")
    form.locator('button[type="submit"]').click()
    expect(page.locator(f'[data-character="{ADDED}"]')).to_be_visible()

    open_calculator(page, site, "ability", "?chance=50&roll=99")
    answer = calculate("ability", {"chance": 50, "roll": 99})["result_label"]
    expect(output(page, "ability", "result_label")).to_have_text(answer)
    pick = widget(page, "ability").locator('select[data-pick-for="chance"] option')
    expect(pick.filter(has_text=f"{ADDED}: Scan 40%")).to_have_count(1)
    since = page.evaluate("() => new Date().toISOString()")
    widget(page, "ability").locator('[data-action="roll"][data-for="roll"]').click()
    page.wait_for_function(LOGGED_SINCE, arg=since)
    open_fold(page, "ability")
    field(page, "ability", "fumbles").select_option("failure")
    page.wait_for_function(f"() => (localStorage.getItem('{HOUSE}') ?? '').includes('failure')")
    page.locator(".rules-roll-log-button").click()
    expect(page.locator("dialog.rules-roll-log")).to_be_visible()
    page.keyboard.press("Escape")

    page.goto("sources/#house-rules")
    expect(page.locator("[data-house-said]")).to_contain_text(
        re.compile(r"Your table plays \d+ house rule")
    )

    kept = storage(page)
    if PARTY in data:
        party_kept(data[PARTY], kept)
    if LOG in data:
        log_kept(data[LOG], kept)
    if HOUSE in data:
        house_kept(data[HOUSE], kept)
    if data.get(OFFLINE) not in (None, "on", "off"):
        assert data[OFFLINE] in [*asides(kept, OFFLINE), kept.get(OFFLINE)]


# The damaged variants a tester named, each by name; then Hypothesis's.
GOOD = {"name": "Vasana", "document": "runequest", "skills": {"Broadsword": 75}}
ROLL = {"at": "2026-01-01T00:00:00Z", "calculator": "C", "inputs": "", "rolled": "7", "result": ""}


def party_of(*characters: object, version: object = 2) -> str:
    return json.dumps({"format": FORMAT, "version": version, "characters": list(characters)})


NAMED = {
    "a null character": {PARTY: party_of(GOOD, None)},
    "a number as a name": {PARTY: party_of(GOOD, {"name": 7, "document": "runequest"})},
    "a 20,000-character name": {PARTY: party_of({"name": "x" * 20000, "document": "brp"}, GOOD)},
    "a skill at -5000": {
        PARTY: party_of(GOOD, {"name": "Bo", "document": "brp", "skills": {"Scan": -5000}})
    },
    "a party cut short": {PARTY: party_of(GOOD)[:40]},
    "a newer version": {PARTY: party_of(GOOD, version=3)},
    "a log of another shape": {LOG: json.dumps({"rolls": [ROLL]})},
    "a log cut short": {LOG: json.dumps([ROLL])[:30]},
    "rolls of another shape": {LOG: json.dumps([ROLL, None, {"rolled": 5}])},
    "house rules cut short": {HOUSE: '{"version":1,"rules":{"A0'},
    "house rules of a newer version": {HOUSE: json.dumps({"version": 2, "rules": {"x": "y"}})},
    "a house rule that is a number": {HOUSE: json.dumps({"version": 1, "rules": {"A001-02:x": 5}})},
    "an offline choice of another kind": {OFFLINE: "maybe"},
}


@pytest.mark.parametrize("data", NAMED.values(), ids=NAMED.keys())
def test_a_named_variant_stops_no_page_and_is_kept(
    browser: Browser, site: BuiltSite, data: dict[str, str]
) -> None:
    with stored_page(browser, site, data) as page:
        use_every_page(page, site, data)


JSON_VALUE = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**53), 2**53)
    | st.floats(allow_nan=False, allow_infinity=False, width=32)
    | st.text(st.characters(exclude_categories=["Cs"]), max_size=12),
    lambda kids: (
        st.lists(kids, max_size=3)
        | st.dictionaries(
            st.text(st.characters(exclude_categories=["Cs"]), max_size=8), kids, max_size=3
        )
    ),
    max_leaves=10,
)
TEXT = st.text(st.characters(exclude_categories=["Cs"]), max_size=30)
NAME = st.text(st.characters(exclude_categories=["Cs"]), min_size=1, max_size=45)
CHARACTER = st.one_of(
    st.fixed_dictionaries(
        {"name": NAME, "document": st.sampled_from([*DOCUMENTS, "nowhere"])},
        optional={
            "skills": st.dictionaries(NAME, st.integers(-400, 1200) | JSON_VALUE, max_size=3),
            "hit_points": st.integers(-5, 1200) | JSON_VALUE,
            "characteristics": st.dictionaries(
                st.sampled_from([*CHARACTERISTICS, "LUCK"]), st.integers(-5, 120), max_size=3
            ),
            "strike_rank": st.integers(0, 20),
        },
    ),
    JSON_VALUE,
)
PARTY_DOCUMENT = st.fixed_dictionaries(
    {
        "format": st.sampled_from([FORMAT, FORMAT, "other"]),
        "version": st.sampled_from([1, 2, 2, 3, "2"]),
        "characters": st.lists(CHARACTER, max_size=4),
    }
).map(json.dumps)
ROLLS = st.lists(
    st.one_of(
        st.fixed_dictionaries(
            {key: TEXT for key in ("at", "calculator", "inputs", "rolled", "result")},
            optional={"hidden": st.booleans() | JSON_VALUE},
        ),
        JSON_VALUE,
    ),
    max_size=5,
).map(json.dumps)
HOUSE_RULES = st.fixed_dictionaries(
    {
        "version": st.sampled_from([1, 1, 2, "1"]),
        "rules": st.dictionaries(TEXT, TEXT | JSON_VALUE, max_size=3) | JSON_VALUE,
    }
).map(json.dumps)


def shapes(whole: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """A kind's text: whole, cut short, any JSON, any text."""
    cut = whole.flatmap(lambda text: st.integers(0, len(text)).map(lambda n: text[:n]))
    return st.one_of(whole, whole, cut, JSON_VALUE.map(json.dumps), TEXT)


STORED = st.fixed_dictionaries(
    {},
    optional={
        PARTY: shapes(PARTY_DOCUMENT),
        LOG: shapes(ROLLS),
        HOUSE: shapes(HOUSE_RULES),
        OFFLINE: st.sampled_from(["on", "off"]) | TEXT,
    },
)


@settings(
    max_examples=15,
    deadline=None,
    database=None,
    phases=[Phase.explicit, Phase.generate],  # no shrinking: each example is a few page loads
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=STORED)
def test_no_stored_shape_stops_a_page_or_is_overwritten(
    browser: Browser, site: BuiltSite, data: dict[str, str]
) -> None:
    with stored_page(browser, site, data) as page:
        use_every_page(page, site, data)


def test_edit_on_a_party_page_just_opened(browser: Browser, site: BuiltSite) -> None:
    """Edit before Add was ever pressed fills the form, every value in its field, and
    keeps the change (a RuneQuest character: STR 13, hit points 12, strike rank 3)."""
    ana = {
        "name": "Ana",
        "document": "runequest",
        "characteristics": {"STR": 13},
        "skills": {"Sword": 50},
        "hit_points": 12,
        "strike_ranks": {"runequest": 3},
    }
    with stored_page(browser, site, {PARTY: party_of(ana)}) as page:
        page.goto("party/")
        page.locator('[data-character="Ana"] [data-action="edit"]').click()
        form = page.locator(".rules-party-form")
        expect(form.locator("h3")).to_have_text("Edit Ana")
        expect(form.locator('[name="c-STR"]')).to_have_value("13")
        expect(form.locator('[name="hit_points"]')).to_have_value("12")
        expect(form.locator('[name="sr-runequest"]')).to_have_value("3")
        expect(form.locator('[name="skills"]')).to_have_value("Sword 50%")
        form.locator('[name="hit_points"]').fill("11")
        form.locator('button[type="submit"]').click()
        expect(form).to_be_hidden()
        assert json.loads(storage(page)[PARTY])["characters"][0]["hit_points"] == 11


def test_a_damaged_character_is_listed_mended_and_the_others_used(
    browser: Browser, site: BuiltSite
) -> None:
    bad = {"name": "Bo", "document": "brp", "skills": {"Scan": -5000}}
    with stored_page(browser, site, {PARTY: party_of(GOOD, bad, None)}) as page:
        page.goto("party/")
        damaged = page.locator("li[data-damaged]")
        expect(damaged).to_have_count(2)
        expect(damaged.first).to_contain_text("skills.Scan: is -5000")
        damaged.first.locator('[data-action="edit"]').click()
        form = page.locator(".rules-party-form")
        expect(form.locator('[name="skills"]')).to_have_value("Scan -5000%")
        form.locator('[name="skills"]').fill("Scan 45%")
        form.locator('button[type="submit"]').click()
        expect(page.locator('[data-character="Bo"]')).to_be_visible()
        damaged.first.locator('[data-action="remove"]').click()
        expect(damaged).to_have_count(0)
        open_calculator(page, site, "ability")
        pick = widget(page, "ability").locator('select[data-pick-for="chance"] option')
        expect(pick).to_have_text(["Party…", "Vasana: Broadsword 75%", "Bo: Scan 45%"])


def test_a_full_storage_is_said_where_the_roll_and_the_house_rule_were(
    browser: Browser, site: BuiltSite
) -> None:
    with stored_page(browser, site, {}, extra=FULL) as page:
        open_calculator(page, site, "ability", "?chance=50")
        widget(page, "ability").locator('[data-action="roll"][data-for="roll"]').click()
        expect(widget(page, "ability").locator("[data-copied]")).to_contain_text(
            "Not in the roll log: this browser refused to keep it"
        )
        open_fold(page, "ability")
        field(page, "ability", "fumbles").select_option("failure")
        expect(widget(page, "ability").locator("[data-house-mark]:visible")).to_contain_text(
            "on this page only"
        )


def test_copy_result_refuses_an_answer_not_for_the_inputs_shown(
    browser: Browser, site: BuiltSite
) -> None:
    """RuneQuest, The Game System › Characteristics: STR 999 is refused; Copy result then copies
    nothing and says why; Save as a character keeps nothing."""
    with stored_page(browser, site, {}) as page:
        open_calculator(page, site, "characteristics")
        field(page, "characteristics", "str").fill("999")
        root = widget(page, "characteristics")
        expect(root.locator("[data-results].rules-stale")).to_have_count(1)
        root.locator('[data-action="copy-result"]').click()
        expect(root.locator("[data-copied]")).to_contain_text("Not copied")
        root.locator("[data-character-name]").fill("Bo")
        root.locator('[data-action="save-character"]').click()
        expect(root.locator("[data-saved]")).to_contain_text("Not saved")
        assert PARTY not in storage(page)
