"""The party at the table (docs/party.md, docs/javascripts/party/*.js): characters made on
the Party page are picked in a calculator on another page and give the answer of their typed
values (RuneQuest › Opposed rolls: Vasana's Broadsword 75 against the troll's Parry 60), named
beside the field, in the copied result and in the roll log; a skill rolled for the whole party
(RuneQuest › Ability Result Table: Scan 60, 45 and 80, at least one succeeds 95.6%); strike ranks
kept per game, the planner taking only RuneQuest II's; the form asking only for the chosen game's
values; the party survives a reload, an update of the site and of its offline copy; saving asks
the browser to keep the storage; a saved file reads back, a version 1 file too; a bad file is
refused with its reason and the party unchanged; Remove and Replace can be undone."""

import json
import re
import shutil
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import Error as PlaywrightError

from rules_py.calculators import REGISTRY, calculate
from rules_py.party import VERSION, upgrade
from tests.browser.offline_site import BuiltSite, static_server
from tests.browser.widgets import field, in_link, open_calculator, output, wait_ready, widget

PARTY_PAGE = "party/"


def add_character(
    page: Page,
    name: str,
    skills: str,
    pow_: str = "",
    document: str = "runequest",
    values: dict[str, str] | None = None,
) -> None:
    page.click('[data-action="add"]')
    form = page.locator(".rules-party-form")
    form.locator('[name="name"]').fill(name)
    form.locator('[name="document"]').select_option(document)
    form.locator('[name="skills"]').fill(skills)
    if pow_:
        form.locator('[name="c-POW"]').fill(pow_)
    for key, value in (values or {}).items():
        form.locator(f'[name="{key}"]').fill(value)
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
    expect(page.locator(".rules-party-preview")).to_contain_text("holds 2 characters:")
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
    add_character(page, "Vasana", "Broadsword 75%", document="rq2_combat")
    page.locator('[data-character="Vasana"] [data-action="edit"]').click()
    page.locator('.rules-party-form [name="sr-rq2_combat"]').fill("7")
    page.locator('.rules-party-form button[type="submit"]').click()
    open_calculator(page, site, "sr_cycles")
    planner = widget(page, "sr_cycles")
    planner.locator('select[data-pick-rows-for="combatants"]').select_option(label="Vasana")
    rows = REGISTRY["sr_cycles"].defaults()["combatants"]
    assert rows == "Fahir:14:3:0:none;Mikolos:9:2:0:none;Broo:9:2:0:overextended;Scout:13:2:1:none"
    expect(field(page, "sr_cycles", "combatants")).to_have_value(f"{rows};Vasana:7:2:0:none:0")
    # Next round pressed at once, as a quick thumb does: it waits for the answer with Vasana in
    # it, and does not start from the round before the pick.
    with_her = calculate("sr_cycles", {"combatants": f"{rows};Vasana:7:2:0:none:0"})
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


def log(page: Page) -> list[dict[str, Any]]:
    """The roll log as kept, newest first."""
    return list(json.loads(page.evaluate("localStorage.getItem('rules-roll-log') ?? '[]'")))


def wait_log(page: Page, count: int) -> None:
    """Wait until the roll log holds ``count`` rolls."""
    page.wait_for_function(
        "(n) => JSON.parse(localStorage.getItem('rules-roll-log') ?? '[]').length === n",
        arg=count,
    )


def test_a_pick_names_the_character_beside_the_field_in_the_copy_and_the_log(
    page: Page, site: BuiltSite
) -> None:
    # RuneQuest › Ability Result Table: Vasana's Broadsword 75%.
    make_party(page, site)
    open_calculator(page, site, "ability")
    ability = widget(page, "ability")
    link = page.locator("[data-party-roll]")  # the party roll, offered to a page with a party
    expect(link).to_be_visible()
    ability.locator('select[data-pick-for="chance"]').select_option(label="Vasana: Broadsword 75%")
    expect(field(page, "ability", "chance")).to_have_value("75")
    expect(ability.locator('[data-picked-for="chance"]')).to_have_text("Vasana · Broadsword")
    expect(link.locator("a")).to_have_text("Roll Broadsword for the whole party")
    assert "skill=Broadsword" in (link.locator("a").get_attribute("href") or "")
    ability.locator('[data-action="copy-result"]').click()
    expect(ability.locator("[data-copied]")).to_have_text("Result copied.")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert "Inputs: Vasana, Broadsword 75%" in copied, copied
    ability.locator('[data-action="roll"][data-for="roll"]').click()
    wait_log(page, 1)
    face = field(page, "ability", "roll").input_value()
    words = calculate("ability", {"chance": 75, "roll": face})["result_label"]
    (logged,) = log(page)
    assert logged["inputs"] == "Vasana, Broadsword 75%" and logged["rolled"] == face
    assert logged["result"] == words
    page.locator(".rules-roll-log-button").click()
    expect(page.locator("dialog.rules-roll-log li")).to_contain_text(
        f"(Vasana, Broadsword 75%): rolled {face} → {words}"
    )
    page.locator("dialog.rules-roll-log").get_by_role("button", name="Close").click()
    # Typed over: the value is no longer Vasana's, and nothing names her.
    field(page, "ability", "chance").fill("60")
    expect(ability.locator('[data-picked-for="chance"]')).to_be_hidden()
    ability.locator('[data-action="roll"][data-for="roll"]').click()
    wait_log(page, 2)
    assert log(page)[0]["inputs"].startswith("Chance (%) 60")


SCAN = {"Vasana": 60, "Kallyr": 45, "Harrek": 80}


def test_a_party_roll_of_scan_logs_each_character_and_the_chance_of_someone(
    page: Page, site: BuiltSite
) -> None:
    # RuneQuest › Ability Result Table: Scan 60%, 45% and 80%; all three fail 40% x 55% x 20%.
    page.goto(site.base_url + PARTY_PAGE)
    for name, chance in SCAN.items():
        add_character(page, name, f"Scan {chance}%\nSing 20%")
    add_character(page, "Ivo", "Dance 30%")  # no Scan: not in the roll
    page.reload()
    wait_ready(page, "party_roll")
    roll = widget(page, "party_roll")
    rows = ";".join(f"{name}:{chance}" for name, chance in SCAN.items())
    # The skill named (Scan) is the party's: its characters fill the table as the page opens.
    expect(field(page, "party_roll", "characters")).to_have_value(rows)
    expected = calculate("party_roll", {"characters": rows})
    expect(output(page, "party_roll", "someone")).to_have_text("95.6%")
    assert expected["someone"] == 95.6
    # Another skill from the party, then Scan again, picked by a lower-case spelling's owner.
    pick = roll.locator('select[data-pick-skill-for="characters"]')
    expect(pick.locator("option")).to_have_text(
        ["A skill of the party…", "Scan: 3 characters", "Sing: 3 characters", "Dance: Ivo"]
    )
    pick.select_option(label="Dance: Ivo")
    expect(field(page, "party_roll", "characters")).to_have_value("Ivo:30")
    pick.select_option(label="Scan: 3 characters")
    expect(field(page, "party_roll", "skill")).to_have_value("Scan")
    expect(field(page, "party_roll", "characters")).to_have_value(rows)
    expect(output(page, "party_roll", "someone")).to_have_text("95.6%")
    roll.locator('[data-action="roll"][data-for="seed"]').click()
    wait_log(page, 3)
    seed = field(page, "party_roll", "seed").input_value()
    rolled = calculate("party_roll", {"skill": "Scan", "characters": rows, "seed": seed})
    lines = log(page)
    assert [line["inputs"] for line in lines] == [
        f"{name}, Scan {chance}%" for name, chance in SCAN.items()
    ]
    assert [(line["rolled"], line["result"]) for line in lines] == [
        (r["rolled"], r["result"]) for r in rolled["rolls"]
    ]
    assert all(line["calculator"] == "Party roll" and not line.get("hidden") for line in lines)
    expect(output(page, "party_roll", "who")).to_have_text(rolled["who"])
    # A hidden roll: in the log, marked, and left out of what the log copies.
    roll.locator('[name="hidden"]').check()
    roll.locator('[data-action="roll"][data-for="seed"]').click()
    wait_log(page, 6)
    assert [line.get("hidden") for line in log(page)] == [True] * 3 + [False] * 3
    page.locator(".rules-roll-log-button").click()
    panel = page.locator("dialog.rules-roll-log")
    expect(panel.locator("li.rules-roll-hidden")).to_have_count(3)
    panel.get_by_role("button", name="Copy").click()
    expect(panel.locator(".rules-roll-log-said")).to_have_text(
        "Copied. The 3 hidden rolls are left out."
    )
    copied = page.evaluate("navigator.clipboard.readText()")
    assert len(copied.splitlines()) == 3 and "Hidden" not in copied


def test_the_planner_takes_no_runequest_strike_rank(page: Page, site: BuiltSite) -> None:
    # RuneQuest › Strike Rank: the lower acts first; RuneQuest II combat round › Strike Rank
    # Cycles: the highest acts first. Vasana's RuneQuest SR 3 would make her act last.
    page.goto(site.base_url + PARTY_PAGE)
    add_character(page, "Vasana", "Broadsword 75%", values={"sr-runequest": "3"})
    add_character(page, "Ivo", "Spear 60%", document="rq2_combat", values={"sr-rq2_combat": "12"})
    expect(page.locator('[data-character="Vasana"]')).to_contain_text("SR 3 (RuneQuest)")
    assert kept(page)[0]["strike_ranks"] == {"runequest": 3}
    open_calculator(page, site, "sr_cycles")
    planner = widget(page, "sr_cycles")
    pick = planner.locator('select[data-pick-rows-for="combatants"]')
    expect(pick.locator("option")).to_have_text(["Add from the party…", "Ivo"])
    note = planner.locator('[data-party-note-for="combatants"]')
    expect(note).to_contain_text("Not offered: Vasana (a strike rank for another game only).")
    expect(note).to_contain_text("would put the fastest last")
    pick.select_option(label="Ivo")
    rows = REGISTRY["sr_cycles"].defaults()["combatants"]
    expect(field(page, "sr_cycles", "combatants")).to_have_value(f"{rows};Ivo:12:2:0:none:0")


def test_the_runequest_form_asks_only_for_runequest_values(page: Page, site: BuiltSite) -> None:
    page.goto(site.base_url + PARTY_PAGE)
    page.click('[data-action="add"]')
    form = page.locator(".rules-party-form")
    form.locator('[name="document"]').select_option("runequest")
    for name in ("c-STR", "c-CHA", "c-POW", "hit_points", "sr-runequest", "skills"):
        expect(form.locator(f'[name="{name}"]')).to_be_visible()
    for name in ("c-EDU", "c-APP", "r-mus", "r-cha", "sr-rq2_combat"):
        expect(form.locator(f'[name="{name}"]')).to_be_hidden()
    visible = form.locator("input:visible, select:visible, textarea:visible")
    assert visible.count() == 12  # name, game, 7 characteristics, skills, HP, strike rank
    others = form.locator(".rules-party-others")
    expect(others.locator("summary")).to_have_text("Values for other games")
    # Basic Roleplaying asks for APP and EDU; a value it takes is kept when the game changes.
    form.locator('[name="document"]').select_option("brp")
    expect(form.locator('[name="c-EDU"]')).to_be_visible()
    expect(form.locator('[name="c-CHA"]')).to_be_hidden()
    form.locator('[name="name"]').fill("Ana")
    form.locator('[name="c-EDU"]').fill("14")
    form.locator('[name="document"]').select_option("runequest")
    expect(form.locator('[name="c-EDU"]')).to_be_hidden()
    expect(others.locator("summary")).to_have_text("Values for other games (1 filled, kept)")
    form.locator('button[type="submit"]').click()
    expect(page.locator('[data-character="Ana"]')).to_contain_text("EDU 14")


PERSIST = """
    window.__persistAsked = 0;
    let kept = false;
    Object.defineProperty(navigator, "storage", { configurable: true, value: {
        persist: async () => { window.__persistAsked += 1; kept = true; return true; },
        persisted: async () => kept,
        estimate: async () => ({ usage: 0, quota: 1e9 }),
    }});
"""


def test_saving_a_character_asks_the_browser_to_keep_the_storage(
    page: Page, site: BuiltSite, tmp_path: Path
) -> None:
    page.add_init_script(PERSIST)
    page.goto(site.base_url + PARTY_PAGE)
    assert page.evaluate("window.__persistAsked") == 0
    add_character(page, "Vasana", "Broadsword 75%")
    page.wait_for_function("() => window.__persistAsked === 1")
    safety = page.locator(".rules-party-safety")
    expect(safety.locator(".rules-party-kept")).to_contain_text("This browser keeps")
    # The reminder to keep a copy, until the party is saved as a file; again once it changes.
    reminder = safety.locator(".rules-party-reminder")
    expect(reminder).to_have_text(
        "The party has not been saved as a file yet: save it to keep a copy."
    )
    with page.expect_download() as download:
        page.click('[data-action="export"]')
    download.value.save_as(tmp_path / "party.json")
    expect(reminder).to_be_hidden()
    add_character(page, "Troll", "Parry 60")
    expect(reminder).to_contain_text("The party has changed since it was last saved as a file")
    # Saved from a calculator, too (RuneQuest › Characteristics).
    open_calculator(page, site, "characteristics")
    save = widget(page, "characteristics").locator(".rules-save-character")
    save.locator("[data-character-name]").fill("Ana")
    save.locator('[data-action="save-character"]').click()
    expect(save.locator("[data-saved]")).to_have_text("Ana is added to the party.")
    page.wait_for_function("() => window.__persistAsked === 1")  # a fresh page: asked once more


def test_a_version_1_file_still_imports(page: Page, site: BuiltSite, tmp_path: Path) -> None:
    old = {
        "format": "d100-rules-party",
        "version": 1,
        "characters": [
            {"name": "Vasana", "document": "runequest", "skills": {"Scan": 60}, "strike_rank": 3},
            {"name": "Ana", "document": "brp", "strike_rank": 9},
        ],
    }
    path = tmp_path / "old-party.json"
    path.write_text(json.dumps(old))
    page.goto(site.base_url + PARTY_PAGE)
    page.set_input_files('[data-action="import"]', str(path))
    preview = page.locator(".rules-party-preview")
    expect(preview).to_contain_text("old-party.json holds 2 characters:")
    expect(preview).to_contain_text(
        f"A version 1 file, read as version {VERSION}. Its strike ranks are read as the game's: "
        "Vasana's 3 as RuneQuest's; Ana's 9 as RuneQuest II's."
    )
    page.click('[data-action="replace"]')
    expect(page.locator("[data-character]")).to_have_count(2)
    upgraded = upgrade(old)
    assert isinstance(upgraded, dict)
    assert kept(page) == upgraded["characters"]  # as rules_py reads the same file
    # A party this browser kept as version 1 reads the same way.
    page.evaluate("(p) => localStorage.setItem('rules-party', JSON.stringify(p))", old)
    page.reload()
    expect(page.locator('[data-character="Vasana"]')).to_contain_text("SR 3 (RuneQuest)")


def test_import_messages_come_one_at_a_time(page: Page, site: BuiltSite, tmp_path: Path) -> None:
    make_party(page, site)
    one = tmp_path / "one.json"
    one.write_text(
        json.dumps(
            {
                "format": "d100-rules-party",
                "version": 2,
                "characters": [{"name": "Ivo", "document": "brp"}],
            }
        )
    )
    page.set_input_files('[data-action="import"]', str(one))
    expect(page.locator(".rules-party-preview")).to_contain_text("one.json holds 1 character:")
    page.click('[data-action="merge"]')
    told = page.locator(".rules-party-told")
    expect(told).to_contain_text("The file's characters were merged into the party.")
    cut = tmp_path / "cut.json"
    cut.write_text(json.dumps(kept(page))[:30])  # a file cut short
    page.set_input_files('[data-action="import"]', str(cut))
    expect(told).to_have_text(
        "cut.json is not a party file: it is not JSON (it may be cut short). "
        "The party is unchanged."
    )
    expect(page.locator(".rules-party-preview")).to_be_hidden()
    assert "(s)" not in (page.locator(".rules-party").text_content() or "")


def test_remove_and_replace_can_be_undone(page: Page, site: BuiltSite, tmp_path: Path) -> None:
    make_party(page, site)
    before = kept(page)
    page.locator('[data-character="Vasana"] [data-action="remove"]').click()
    said = page.locator(".rules-party-said").first
    expect(said).to_contain_text("Vasana removed.")
    expect(page.locator("[data-character]")).to_have_count(1)
    expect(said.get_by_role("button", name="Undo")).to_be_focused()
    said.get_by_role("button", name="Undo").click()
    expect(said).to_have_text("Vasana is back.")
    assert kept(page) == before  # in her place, first
    other = tmp_path / "other.json"
    other.write_text(
        json.dumps(
            {
                "format": "d100-rules-party",
                "version": 2,
                "characters": [{"name": "Ivo", "document": "brp"}],
            }
        )
    )
    page.set_input_files('[data-action="import"]', str(other))
    page.click('[data-action="replace"]')
    expect(page.locator("[data-character]")).to_have_count(1)
    told = page.locator(".rules-party-told")
    told.get_by_role("button", name="Undo").click()
    expect(told).to_have_text("The party is as it was before the file.")
    assert kept(page) == before


def until(page: Page, script: str, seconds: float = 90) -> None:
    """Wait until ``script`` (an expression, maybe a promise) is true, across the page's own
    reloads (an evaluation cut by one is tried again)."""
    for _ in range(int(seconds * 4)):
        try:
            if page.evaluate(script):
                return
        except PlaywrightError:  # the page navigated meanwhile
            pass
        page.wait_for_timeout(250)
    raise AssertionError(f"never true: {script}")


def test_the_party_and_the_log_survive_the_offline_copys_update(
    browser: Browser, site: BuiltSite, tmp_path: Path
) -> None:
    # The offline copy is made, then a new build arrives (a new sw.js, as every build brings)
    # and the reader takes it; then the service worker and its caches go altogether.
    root = tmp_path / "site"
    shutil.copytree(site.root, root)
    with static_server(root) as base_url:
        context = browser.new_context(base_url=base_url)
        try:
            page = context.new_page()
            page.goto(PARTY_PAGE)
            add_character(page, "Vasana", "Scan 60%")
            page.evaluate(
                """() => localStorage.setItem('rules-roll-log', JSON.stringify([{at: '2026-01-01',
                calculator: 'Party roll', inputs: 'Vasana, Scan 60%', rolled: '07',
                result: 'Special success'}]))"""
            )
            party, rolls = kept(page), log(page)
            expect(page.locator(".rules-offline")).to_contain_text(
                "Saved for offline ✓", timeout=90_000
            )
            page.wait_for_function("() => navigator.serviceWorker.controller !== null")
            sw = root / "sw.js"
            line = re.search(r"const BUILD = (\{.*\});", sw.read_text())
            assert line is not None
            sw.write_text(sw.read_text().replace(json.loads(line[1])["version"], "0" * 16))
            page.reload()
            reload = page.locator(".rules-update").get_by_role("button", name="Reload")
            reload.wait_for(timeout=60_000)
            page.evaluate("window.__savedBuild = true")
            reload.click()
            # The page reloads itself into the new build once its worker is in charge.
            until(
                page,
                "caches.keys().then((names) => !window.__savedBuild"
                " && document.readyState === 'complete'"
                " && names.filter((n) => n.startsWith('rules-site-')).join() ==="
                " 'rules-site-' + '0'.repeat(16))",
            )
            expect(page.locator('[data-character="Vasana"]')).to_be_visible()
            assert kept(page) == party and log(page) == rolls
            page.evaluate(
                """async () => {
                    for (const key of await caches.keys()) await caches.delete(key);
                    for (const r of await navigator.serviceWorker.getRegistrations())
                        await r.unregister();
                }"""
            )
            page.reload()
            expect(page.locator('[data-character="Vasana"]')).to_be_visible()
            assert kept(page) == party and log(page) == rolls
        finally:
            context.close()
