"""Results read at a glance: the d100 strip paints what rules_py says of every face, the heatmap
marks the reader's pair, and no non-zero chance reads as 0%."""

import pytest
from playwright.sync_api import Page, expect

from rules_py.calculators import calculate
from rules_py.heatmaps import nearest_cell
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import field, open_calculator, output, widget


def painted_levels(page: Page, name: str, key: str = "strip") -> list[str]:
    faces = output(page, name, key).locator(".rules-face")
    expect(faces).to_have_count(100)
    return list(faces.evaluate_all("(cells) => cells.map((cell) => cell.dataset.level)"))


@pytest.mark.parametrize("chance", [-5, 5, 47, 135])
def test_the_strip_paints_every_face_as_the_rules_say(
    page: Page, site: BuiltSite, chance: int
) -> None:
    # RuneQuest, The Game System › Ability Result Table: every face of the d100, one chance.
    open_calculator(page, site, "ability", f"?chance={chance}&roll=9")
    expected = calculate("ability", {"chance": chance, "roll": 9})["strip"]
    assert painted_levels(page, "ability") == expected["faces"]
    rolled = output(page, "ability", "strip").locator(".rules-face-rolled")
    expect(rolled).to_have_attribute("data-face", "9")
    expect(output(page, "ability", "strip").locator(".rules-strip-rolled")).to_have_text(
        expected["rolled"]
    )
    legend = output(page, "ability", "strip").locator(".rules-strip-legend li")
    expect(legend).to_have_count(len(expected["legend"]))


def test_the_request_strip_follows_the_skill(page: Page, site: BuiltSite) -> None:
    # ReQuest, Core Mechanic: Skill Rolls › Skill test results: doubles are criticals or fumbles.
    open_calculator(page, site, "request_test", "?skill=47")
    assert (
        painted_levels(page, "request_test")
        == calculate("request_test", {"skill": 47})["strip"]["faces"]
    )
    field(page, "request_test", "skill").fill("88")
    expect(output(page, "request_test", "strip").locator('[data-face="88"]')).to_have_attribute(
        "data-level", calculate("request_test", {"skill": 88})["strip"]["faces"][87]
    )


def test_the_heatmap_marks_the_current_pair(page: Page, site: BuiltSite) -> None:
    open_calculator(page, site, "opposed", "?a=62&b=45")
    heatmap = output(page, "opposed", "heatmap")
    cell = nearest_cell("runequest", 62, 45)
    assert cell is not None
    marked = heatmap.locator(".rules-heat-current")
    expect(marked).to_have_count(1)
    expect(marked).to_have_attribute("data-a", str(cell["a"]))
    expect(marked).to_have_attribute("data-b", str(cell["b"]))
    field(page, "opposed", "a").fill("140")
    expect(marked).to_have_attribute("data-a", "140")
    field(page, "opposed", "a").fill("400")
    expect(marked).to_have_count(0)
    expect(heatmap.locator("[data-heat-where]")).to_contain_text("outside")


def test_a_tiny_chance_never_reads_as_zero(page: Page, site: BuiltSite) -> None:
    query = "?a=5&b=150&target=20&mode=absolute"
    open_calculator(page, site, "extended_contest", query)
    odds = calculate("extended_contest", {"a": 5, "b": 150, "target": 20, "mode": "absolute"})
    assert 0 < odds["odds"]["a_wins"] < 0.005
    bars = output(page, "extended_contest", "odds").locator(".rules-odds-value")
    expect(bars.first).to_have_text("<0.01%")
    expect(bars.last).to_have_text(">99.99%")
    expect(widget(page, "extended_contest")).not_to_contain_text("0.00%")
