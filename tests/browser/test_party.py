"""The party at the table (docs/party.md, docs/javascripts/party/*.js): characters made on
the Party page are picked in a calculator on another page and give the answer of their typed
values (RuneQuest › Opposed rolls: Vasana's Broadsword 75 against the troll's Parry 60); the party
survives a reload and an update of the site; a saved file reads back; a bad file is refused with
its reason and the party unchanged."""

import json
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from rules_py.calculators import REGISTRY, calculate
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import field, in_link, open_calculator, wait_ready, widget

PARTY_PAGE = "party/"


def add_character(page: Page, name: str, skills: str, pow_: str = "") -> None:
    page.click('[data-action="add"]')
    form = page.locator(".rules-party-form")
    form.locator('[name="name"]').fill(name)
    form.locator('[name="skills"]').fill(skills)
    if pow_:
        form.locator('[name="c-POW"]').fill(pow_)
    form.locator('button[type="submit"]').click()
    expect(page.locator(f'[data-character="{name}"]')).to_be_visible()


def kept(page: Page) -> list[dict[str, Any]]:
    party = json.loads(page.evaluate("() => localStorage.getItem('rules-party')") or "null")
    return [] if party is None else list(party["characters"])


def make_party(page: Page, site: BuiltSite) -> None:
    page.goto(site.base_url + PARTY_PAGE)
    add_character(page, "Vasana", "Broadsword 75%\nDodge 40", pow_="16")
    add_character(page, "Troll", "Parry 60")


def test_a_character_made_on_the_party_page_is_picked_on_another(
    page: Page, site: BuiltSite
) -> None:
    make_party(page, site)
    # The answer for the typed values, first.
    open_calculator(page, site, "opposed", "?a=75&b=60")
    typed = widget(page, "opposed").locator("[data-results]").text_content() or ""
    open_calculator(page, site, "opposed")
    picker = widget(page, "opposed").locator('select[data-pick-for="a"]')
    expect(picker.locator("option")).to_have_text(
        ["Party…", "Vasana: Broadsword 75%", "Vasana: Dodge 40%", "Troll: Parry 60%"]
    )
    picker.select_option(label="Vasana: Broadsword 75%")
    widget(page, "opposed").locator('select[data-pick-for="b"]').select_option(
        label="Troll: Parry 60%"
    )
    expect(field(page, "opposed", "a")).to_have_value("75")
    expect(field(page, "opposed", "b")).to_have_value("60")
    expect(page).to_have_url(in_link("opposed", "a", "75"))  # the link holds the number
    expect(widget(page, "opposed").locator("[data-results]")).to_have_text(typed)
    # A characteristic: the resistance table takes POW from the party.
    open_calculator(page, site, "resistance")
    pick = widget(page, "resistance").locator('select[data-pick-for="active"]')
    expect(pick.locator("option")).to_have_text(["Party…", "Vasana: POW 16"])


def test_the_party_survives_a_reload_and_an_update(page: Page, site: BuiltSite) -> None:
    make_party(page, site)
    before = kept(page)
    page.reload()
    expect(page.locator("[data-character]")).to_have_count(2)
    # An update of the site brings a new service worker and new caches: the party is not in them.
    page.evaluate(
        """async () => {
            for (const key of await caches.keys()) await caches.delete(key);
            for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
        }"""
    )
    open_calculator(page, site, "augment")
    expect(widget(page, "augment").locator('select[data-pick-for="ability"] option')).to_have_count(
        4
    )
    assert kept(page) == before


def test_a_saved_file_reads_back(page: Page, site: BuiltSite, tmp_path: Path) -> None:
    make_party(page, site)
    before = kept(page)
    with page.expect_download() as download:
        page.click('[data-action="export"]')
    saved = tmp_path / "party.json"
    download.value.save_as(saved)
    assert json.loads(saved.read_text())["characters"] == before
    for name in ("Vasana", "Troll"):
        page.locator(f'[data-character="{name}"] [data-action="remove"]').click()
    expect(page.locator("[data-character]")).to_have_count(0)
    page.set_input_files('[data-action="import"]', str(saved))
    expect(page.locator(".rules-party-preview")).to_contain_text("holds 2 character(s)")
    page.click('[data-action="replace"]')
    expect(page.locator("[data-character]")).to_have_count(2)
    assert kept(page) == before


def test_a_bad_file_is_refused_with_its_reason(page: Page, site: BuiltSite, tmp_path: Path) -> None:
    make_party(page, site)
    before = kept(page)
    bad = tmp_path / "bad.json"
    party = {"format": "d100-rules-party", "version": 1, "characters": before}
    party["characters"] = [
        *before,
        {"name": "Ogre", "document": "runequest", "skills": {"Club": 1000}},
    ]
    bad.write_text(json.dumps(party))
    page.set_input_files('[data-action="import"]', str(bad))
    refusal = page.locator("[data-refused]")
    expect(refusal).to_contain_text("characters[2].skills.Club: is 1000; at most 999")
    expect(refusal).to_contain_text("The party is unchanged")
    expect(page.locator('[data-action="merge"]')).to_have_count(0)
    foreign = tmp_path / "foreign.json"
    foreign.write_text(json.dumps({"rolls": []}))
    page.set_input_files('[data-action="import"]', str(foreign))
    expect(refusal).to_contain_text("format: is missing")
    assert kept(page) == before


def test_characters_saved_from_the_calculators_that_make_them(page: Page, site: BuiltSite) -> None:
    # RuneQuest › Characteristics: the page's own characteristics, and the hit points worked out.
    open_calculator(page, site, "characteristics")
    save = widget(page, "characteristics").locator(".rules-save-character")
    save.locator("[data-character-name]").fill("Vasana")
    save.locator('[data-action="save-character"]').click()
    expect(save.locator("[data-saved]")).to_have_text("Vasana is added to the party.")
    hp = calculate("characteristics", REGISTRY["characteristics"].defaults())["hit_points"]
    (vasana,) = kept(page)
    assert vasana["characteristics"] == {
        "STR": 13,
        "CON": 11,
        "SIZ": 14,
        "DEX": 12,
        "INT": 13,
        "POW": 16,
        "CHA": 10,
    }
    assert vasana["hit_points"] == hp and vasana["document"] == "runequest"
    # Runeball › Player stats: the stats after the increase, the five skills, the hit points.
    open_calculator(page, site, "runeball_player")
    save = widget(page, "runeball_player").locator(".rules-save-character")
    save.locator("[data-character-name]").fill("Ana")
    save.locator('[data-action="save-character"]').click()
    expect(save.locator("[data-saved]")).to_have_text("Ana is added to the party.")
    result = calculate("runeball_player", REGISTRY["runeball_player"].defaults())
    ana = kept(page)[1]
    assert ana["runeball"] == result["stats"] and ana["hit_points"] == result["hit_points"]
    assert sorted(ana["skills"].values()) == sorted(result["skills"].values())
    # Both are offered where their values are taken.
    open_calculator(page, site, "runeball_block")
    pick = widget(page, "runeball_block").locator('select[data-pick-for="blocker_mus"] option')
    expect(pick).to_have_text(["Party…", f"Ana: MUS {result['stats']['mus']}"])


def test_the_planner_takes_the_party_and_next_round_keeps_the_combatants(
    page: Page, site: BuiltSite
) -> None:
    # RuneQuest II House Rules, The Combat Round › Wrap-up Step; Surprise (HR); Overextended (HR).
    page.goto(site.base_url + PARTY_PAGE)
    add_character(page, "Vasana", "Broadsword 75%")
    page.locator('[data-character="Vasana"] [data-action="edit"]').click()
    page.locator('.rules-party-form [name="strike_rank"]').fill("7")
    page.locator('.rules-party-form button[type="submit"]').click()
    open_calculator(page, site, "sr_cycles")
    planner = widget(page, "sr_cycles")
    planner.locator('select[data-pick-rows-for="combatants"]').select_option(label="Vasana")
    rows = REGISTRY["sr_cycles"].defaults()["combatants"]
    assert rows == "Fahir:14:3:0:none;Mikolos:9:2:0:none;Broo:9:2:0:overextended;Scout:13:2:1:none"
    expect(field(page, "sr_cycles", "combatants")).to_have_value(f"{rows};Vasana:7:2:0:none:0")
    # The answer for the round with Vasana in it, then the next round.
    with_her = calculate("sr_cycles", {"combatants": f"{rows};Vasana:7:2:0:none:0"})
    expect(planner.locator('[data-output="cycle_count"]')).to_have_text(
        str(with_her["cycle_count"])
    )
    expect(field(page, "sr_cycles", "round")).to_have_value("1")
    planner.locator('[data-action="next-round"]').first.click()
    expect(field(page, "sr_cycles", "round")).to_have_value("2")
    # Surprise and the conditions held as the round began end with it; the rest is kept.
    expect(field(page, "sr_cycles", "combatants")).to_have_value(with_her["next"]["combatants"])
    assert with_her["next"]["combatants"] == (
        "Fahir:14:3:0:none:0;Mikolos:9:2:0:none:0;Broo:9:2:0:none:0;Scout:13:2:0:none:0;"
        "Vasana:7:2:0:none:0"
    )
    expect(planner.locator(".rules-rows-table tbody tr")).to_have_count(5)
    # The round's line is in the roll log, with what was spent.
    log = json.loads(page.evaluate("() => localStorage.getItem('rules-roll-log')"))
    assert log[0]["inputs"] == "Round 1" and log[0]["result"] == with_her["spent"]
    assert "Fahir 3 of 3 actions" in with_her["spent"]
    page.reload()
    wait_ready(page, "sr_cycles")
    expect(field(page, "sr_cycles", "round")).to_have_value("2")
