"""A game night's bookkeeping. Experience checks kept on the party (RuneQuest, The Game System ›
Ability Results: a success, special or critical with an ability ticks its box; a failure or a
fumble does not): a party roll of Scan ticks the box of each character who succeeded, as Python's
answer names them; an ability picked from the party and rolled with a typed die ticks that
character's; the Party page lists them, ticks one by hand, clears one, and clears them all (with
Undo) after the improvement rolls. The melee order (RuneQuest › Strike Rank) takes a character
from the party and writes each round's order into the roll log.
"""

import re

from playwright.sync_api import Page, expect

from rules_py.calculators import calculate
from tests.browser.offline_site import BuiltSite
from tests.browser.test_party import PARTY_PAGE, SCAN, add_character, kept, log, wait_log
from tests.browser.widgets import field, open_calculator, wait_ready, widget


def checks_line(page: Page, name: str) -> str:
    return page.locator(f'[data-character="{name}"] .rules-party-checks').inner_text()


def test_a_party_roll_ticks_each_success_and_the_party_page_keeps_them(
    page: Page, site: BuiltSite
) -> None:
    page.goto(site.base_url + PARTY_PAGE)
    for name, chance in SCAN.items():
        add_character(page, name, f"Scan {chance}%\nSing 20%")
    page.reload()
    wait_ready(page, "party_roll")
    rows = ";".join(f"{name}:{chance}" for name, chance in SCAN.items())
    expect(field(page, "party_roll", "characters")).to_have_value(rows)
    roll = widget(page, "party_roll")
    clear_all = page.locator('[data-action="clear-checks"]')
    expect(clear_all).to_be_hidden()  # nothing ticked yet: nothing to clear
    ticked: set[str] = set()
    for rolls in range(1, 6):  # all three fail 4.4% of the time: roll again (at most five times)
        roll.locator('[data-action="roll"][data-for="seed"]').click()
        wait_log(page, 3 * rolls)
        seed = field(page, "party_roll", "seed").input_value()
        answer = calculate("party_roll", {"skill": "Scan", "characters": rows, "seed": seed})
        ticked |= {check["name"] for check in answer["checks"]}
        if ticked:
            break
    assert ticked, "five party rolls of Scan 60, 45 and 80 all failed"
    assert len(log(page)) == 3 * rolls
    expect(roll.locator("[data-copied]")).to_contain_text("Experience check")
    for name in SCAN:
        expected = "Experience checks: ✓ Scan" if name in ticked else "No experience checks."
        expect(page.locator(f'[data-character="{name}"] .rules-party-checks')).to_contain_text(
            expected
        )
    assert {c["name"] for c in kept(page) if c.get("experience") == ["Scan"]} == ticked
    # By hand: Sing ticked for Harrek, then cleared with its own button.
    page.get_by_label("Tick an experience check for Harrek").select_option("Sing")
    expect(
        page.get_by_role("button", name="Clear Harrek's experience check of Sing")
    ).to_be_visible()
    page.get_by_role("button", name="Clear Harrek's experience check of Sing").click()
    assert "✓ Sing" not in checks_line(page, "Harrek")
    # After the improvement rolls: every check cleared, and back with Undo.
    clear_all.click()
    assert all("experience" not in c for c in kept(page))
    expect(clear_all).to_be_hidden()
    expect(page.locator('[data-character="Vasana"] .rules-party-checks')).to_contain_text(
        "No experience checks."
    )
    page.get_by_role("button", name="Undo").click()
    assert {c["name"] for c in kept(page) if c.get("experience") == ["Scan"]} == ticked


def test_an_ability_picked_from_the_party_and_a_typed_die_tick_its_box(
    page: Page, site: BuiltSite
) -> None:
    page.goto(site.base_url + PARTY_PAGE)
    add_character(page, "Vasana", "Scan 60%\nBroadsword 75%")
    open_calculator(page, site, "ability")
    ability = widget(page, "ability")
    ability.locator('select[data-pick-for="chance"]').select_option(label="Vasana: Broadsword 75%")
    # A player's 99 against Broadsword 75%: a failure, nothing ticked.
    field(page, "ability", "roll").fill("99")
    field(page, "ability", "roll").press("Enter")
    wait_log(page, 1)
    assert calculate("ability", {"chance": 75, "roll": 99})["checks"] == []
    assert "experience" not in kept(page)[0]
    # Scan picked, the die typed: 37 against 60% succeeds and ticks Scan.
    ability.locator('select[data-pick-for="chance"]').select_option(label="Vasana: Scan 60%")
    field(page, "ability", "roll").fill("37")
    field(page, "ability", "roll").press("Enter")
    wait_log(page, 2)
    assert calculate("ability", {"chance": 60, "roll": 37})["checks"] == [{"field": "chance"}]
    expect(ability.locator("[data-copied]")).to_have_text(
        "Experience check: Vasana, Scan. Ticked on the Party page."
    )
    assert kept(page)[0]["experience"] == ["Scan"]
    page.goto(site.base_url + PARTY_PAGE)
    expect(page.locator('[data-character="Vasana"] .rules-party-checks')).to_contain_text(
        "Experience checks: ✓ Scan"
    )


def test_the_melee_order_takes_the_party_and_logs_each_round(page: Page, site: BuiltSite) -> None:
    # RuneQuest, The Game System › Strike Rank: Vasana's DEX 13 and SIZ 13 from the party, with
    # the row's weapon strike rank; the order and its log line are Python's.
    page.goto(site.base_url + PARTY_PAGE)
    add_character(page, "Vasana", "Scan 60%", values={"c-DEX": "13", "c-SIZ": "13"})
    open_calculator(page, site, "melee_order", "?combatants=Broo:9:13:2:melee")
    melee = widget(page, "melee_order")
    melee.locator('select[data-pick-rows-for="combatants"]').select_option("Vasana")
    rows = field(page, "melee_order", "combatants")
    expect(rows).to_have_value(re.compile(r"^Broo:9:13:2:melee;Vasana:13:13:"))
    answer = calculate("melee_order", {"combatants": rows.input_value()})
    expect(melee.locator('[data-output="order"]')).to_have_text(answer["order"])
    melee.locator('[data-action="next-round"]').first.click()
    wait_log(page, 1)
    assert log(page)[0]["result"] == f"Melee order: {answer['order']}"
    expect(field(page, "melee_order", "round")).to_have_value("2")
