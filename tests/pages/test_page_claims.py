"""Claims the pages make in words, checked against the documents and the rules, so that a page box
cannot say the opposite of the calculator below it (findings of a review of the pages)."""

import re
from pathlib import Path

from rules_py.calculators import REGISTRY, calculate
from rules_py.request.skill_rolls import is_double
from rules_py.runequest.results import special_max
from rules_py.sources_page.readings import all_readings
from rules_py.sources_page.tables import readings
from scripts.pages.inline_values import expand_values
from scripts.pages.rules_tables import load_table

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
# The documents sit beside the checkout (CI) or beside its worktree folder (the workspace).
SEEDS = next(
    (
        path
        for path in (ROOT.parent / "shared" / "seeds", ROOT.parent.parent / "shared" / "seeds")
        if path.is_dir()
    ),
    ROOT / "no-seeds",
)


def page(name: str) -> str:
    """The page as the reader gets it, on single-spaced lines."""
    return re.sub(r"\s+", " ", expand_values((DOCS / name).read_text(encoding="utf-8")))


def setting_default(calculator: str, setting: str) -> object:
    (found,) = [item for item in REGISTRY[calculator].settings if item.name == setting]
    return found.default


def test_runequest_abilities_above_100_the_request_contest_box_keeps_the_holders_full_ranges() -> (
    None
):
    # RuneQuest, The Game System › Abilities Above 100% (reading A000-08): the holder of the top
    # rating keeps the full rating's critical and special ranges, as the calculators do.
    assert setting_default("contest", "holder_bands") == "full"
    assert setting_default("opposed", "holder_bands") == "full"
    text = page("request/contests.md")
    assert "keeps the critical and special ranges of the full rating" in text
    assert "everyone rolls with the ranges of their reduced rating" not in text


def test_request_special_numbers_01_is_no_double_in_the_125_percent_example() -> None:
    # ReQuest › Special Numbers: 01 is a critical on its own; a double is 11, 22 … 99.
    assert not is_double(1) and is_double(11) and is_double(22)
    rolls = calculate("request_test", {"skill": 125})["by_quality"][0]["rolls"]
    text = page("request/skill-tests.md")
    assert f"Three rolls ({rolls}) are double criticals" in text
    assert "11 and 22 are doubles and 01 is a critical on any skill" in text


def test_brp_advantage_is_not_said_to_replace_point_modifiers() -> None:
    # Basic Roleplaying, Edited House Rules › Advantage and Disadvantage says neither; the sheet
    # itself uses −30/−60/−90 (Defensive actions) and +30/+60 (Burst fire and full autofire).
    text = page("brp/tasks.md")
    assert "Instead of adding or taking away percentages" not in text
    assert "−30, −60 and −90" in text and "+30 and +60" in text


def test_the_rq2_index_calls_its_document_deprecated_and_names_no_publisher() -> None:
    # RuneQuest II House Rules, The Combat Round: "This page is deprecated"; no publisher named.
    text = page("rq2/index.md")
    assert "deprecated" in text and "withdrawn" not in text
    assert "Mongoose" not in text
    seed = next(SEEDS.glob("004_*.txt"), None)
    if seed is not None:  # the documents sit beside the checkout in the project's workspace
        document = seed.read_text(encoding="utf-8")
        assert "deprecated" in document and "Mongoose" not in document


def test_the_sources_page_links_every_section() -> None:
    text = (DOCS / "sources.md").read_text(encoding="utf-8")
    for section in ("runequest", "request", "brp", "runeball", "rq2"):
        assert f"]({section}/index.md)" in text, section


def test_runequest_abilities_above_100_the_special_range_reaches_96_from_478_percent() -> None:
    # RuneQuest, The Game System › Ability Result Table: a fifth of 478, rounded half up, is 96, so
    # 478% itself is in the reading's question (A000-04), and every graded RuneQuest calculator
    # (not only the ability roll) shows the difference.
    assert special_max(477) < 96 <= special_max(478)
    rows = {row[0]: row for row in readings().rows}
    a000_04 = rows["**A000-04**{#a000-04}"]
    assert "From 478% on" in a000_04[2] and "Above 478%" not in a000_04[2]
    for reading in ("**A000-01**{#a000-01}", "**A000-04**{#a000-04}"):
        for calculator in ("ability", "resistance", "opposed", "augment", "contest"):
            assert REGISTRY[calculator].title in rows[reading][5], (reading, calculator)


def test_the_home_page_tells_how_offline_works_now() -> None:
    # The service worker (docs/sw.js) keeps every page; Python is kept once a calculator answered.
    text = page("index.md")
    assert "don't reload" not in text
    assert "After one visit, the site works offline" in text


def test_runeball_picking_up_example_names_the_needed_roll_once() -> None:
    # Runeball 2022 Notes › Picking Up the Ball: DL 12 + 2 per adjacent opponent; Catch 10 on a
    # d12 against 16 needs a 6. The calculator's "needed" is a whole phrase ("6 or more on 1d12").
    needed = calculate("runeball_test", {"skill": 10, "dl": 16})["needed"]
    assert needed == "6 or more on 1d12"
    text = page("runeball/field-and-ball.md")
    assert f"needs {needed}:" in text
    assert "or more on 1d12 or more" not in text


def test_runeball_range_is_the_hex_step_distance_not_the_hexes_crossed() -> None:
    # Runeball 2022 Notes › Passing and Handoffs: "determine the range between the passer and
    # receiver"; the field counts steps (8.8 to 12.8 is range 4, a line along hex edges).
    result = calculate(
        "runeball_field",
        {
            "play": "pass",
            "board": "passer=8.8;receiver=12.8",
            "pass_skill": 10,
            "catch_skill": 10,
            "interceptor_catch": 10,
            "kick_skill": 10,
        },
    )
    assert result["range"] == 4
    assert len(result["field"]["marks"]["path"]) > result["range"]
    text = page("runeball/passing.md")
    assert "counts the hexes the ball crosses" not in text
    assert "steps from hex to hex" in text


def test_runeball_a_scattered_pass_never_lands_on_the_receivers_own_hex() -> None:
    # Runeball 2022 Notes › Passing and Handoffs: the ball "scatters 1d4 hexes" (1 to 4) from
    # the receiver (reading A003-16), so the landing offered means another passing-team player.
    (landing,) = [i for i in REGISTRY["runeball_pass"].inputs if i.name == "scatter_landing"]
    labels = dict(zip(landing.choices, landing.choice_labels, strict=True))
    assert labels["receiver"] == "A passing-team player's hex"
    assert "The receiver's hex" not in labels.values()


def test_brp_index_does_not_say_advantage_replaces_most_modifiers() -> None:
    # Basic Roleplaying, Edited House Rules › Advantage and Disadvantage takes D&D's rule
    # "instead of CoC7e's version"; the sheet keeps −30/−60/−90 (Defensive actions) and +30/+60.
    text = page("brp/index.md")
    assert "replace most modifiers" not in text
    assert "−30, −60 and −90" in text and "+30 and +60" in text


def test_gm_screen_shields_card_says_missiles_cannot_be_parried_and_what_ignores_the_shield() -> (
    None
):
    # Basic Roleplaying, Edited House Rules › Shields versus missile fire: "Ignore shield if missile
    # attack scores a Critical or Special/Hard success"; Attack results: "Missile attacks may not
    # be parried".
    card = page("gm-screen.md").split("### Shields versus missiles", 1)[1].split("</div>", 1)[0]
    assert "Missiles can't be parried" in card
    assert "critical or special missile hit goes past the shield" in card


def test_compare_page_gives_request_its_once_a_session_specialism_reroll() -> None:
    # ReQuest › Specialising in Skills: "Once per game session you may reroll a 'specialist' skill".
    from rules_py.comparison.concepts import reattempt
    from rules_py.comparison.contests import System

    again = reattempt()[System.REQUEST]
    assert "Not covered" not in again
    assert "specialism test may be rolled again once per game session" in again


def test_sources_readings_link_the_calculators_they_change() -> None:
    # Every calculator in the readings table's "Changes" column is a link to its page's widget.
    from scripts.pages.shortcodes import table_markdown

    table = table_markdown("sources_page.readings", "sources.md")
    row = next(line for line in table.splitlines() if "A000-08" in line)
    assert "[Opposed roll](runequest/opposed.md#calculator-opposed) (calculator)" in row
    assert "calculator:" not in table


def test_every_reading_is_linked_from_some_page() -> None:
    # A000-12 (RuneQuest, The Game System › Hit Points; Healing Rate; Damage Bonus) had no link.
    text = " ".join(path.read_text(encoding="utf-8") for path in DOCS.rglob("*.md"))
    linked = set(re.findall(r"sources\.md#(a00\d-\d\d)", text))
    every = {reading.anchor for reading in all_readings().values()}
    assert every <= linked, sorted(every - linked)


def test_runeball_armour_other_than_2_changes_movement_says_the_blocking_page() -> None:
    # Runeball 2022 Notes › Blocking: "heavier or lighter armor which affects their movement rate".
    text = page("runeball/blocking.md")
    assert "heavier or lighter armour" in text and "changes how far he moves" in text


def test_runeball_a_pass_failing_by_7_drops_one_hex_and_bounces() -> None:
    # Runeball 2022 Notes › Passing and Handoffs, Pass Result: "Fails by 7 | Passer fumbles the
    # ball. It scatters one hex, begins to bounce."
    text = page("runeball/passing.md")
    assert "the ball drops one hex away from him and starts bouncing" in text


def test_request_legendary_skills_need_prerequisites_and_hero_points() -> None:
    # ReQuest › Creating New Skills: legendary skills "require certain pre-requisites to met and
    # Hero Points to be spent before the skill can be learned".
    text = page("request/skills.md")
    assert "prerequisites are met and Hero Points have been spent" in text


def test_runeball_every_page_that_limits_free_activations_names_the_pass_out_of_bounds() -> None:
    # Runeball 2022 Notes › Turnovers: "Turnovers by themselves are not fumbles and do not cause
    # free activations"; › Failed Pass Attempt: a ball that "scatters out-of-bounds for any
    # reason as part of a pass attempt" is a turnover, and the defending team "gets a free
    # activation". Where the site says a turnover alone gives none, it names that exception
    # (reading A003-42's note, the scoring page, the reading itself), as the consequences table
    # does with a row of its own.
    field_note = page("runeball/field-and-ball.md").split('"Reading of the rules: the free move')[1]
    field_note = field_note.split("!!!")[0]
    assert "pass that goes out of bounds" in field_note and "Failed Pass Attempt" in field_note
    scoring = page("runeball/scoring.md").split("## Turnovers")[1].split("<!--")[0]
    assert "no free activation" in scoring and "pass that goes out of bounds" in scoring
    assert "pass that goes out of bounds" in all_readings()["A003-42"].chosen
    consequences = {row[0]: row for row in calculate_table("runeball.consequences")}
    assert consequences["Pass that goes out of bounds"][3] == "Yes"
    assert consequences["Turnover"][3] == "No"


def calculate_table(name: str) -> tuple[tuple[str, ...], ...]:
    """A generated table's rows, as the page's shortcode loads it."""
    return load_table(name, "<test>").rows


def test_brp_sanity_page_quotes_the_chance_of_a_failed_check_for_a_failed_check() -> None:
    # Basic Roleplaying, Edited House Rules › Make/fail Sanity check; Basic Characteristics: at
    # Sanity 3 a failed 0/1D6 check empties Sanity on a 3-6 of its 1D6, 66.67% of the time; the
    # 63.33% the page once gave there is the chance before the roll (the check fails 95%).
    text = page("brp/sanity.md")
    assert "a failed 0/1D6 check empties it on a 3 or more, 66.67% of the time" in text
    assert "so in all 63.33% of such checks end in permanent insanity" in text
