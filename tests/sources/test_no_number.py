"""Every reading said to change no number (``Reading.numbers`` false) that has another reading is
checked against the calculators that could show its figure: either no calculator of its document
names the figure at all (:class:`Unshown`: the words that would name it appear in no
declaration), or a calculator that shows the place gives, on a hand-worked case, the number the
document and our reading give and that the other reading leaves as it is or that the document
itself rules out (:class:`Shown`). A new reading marked as changing no number fails here until it
is checked one way or the other; one whose figure a calculator starts to show fails too.
"""

from dataclasses import dataclass
from typing import Any

import pytest

from rules_py.calculators import REGISTRY, calculate
from rules_py.contract import Calculator
from rules_py.sources.documents import SECTIONS
from rules_py.sources.readings import Reading
from rules_py.sources_page.readings import all_readings

READINGS = all_readings()
NO_NUMBER = {
    reading_id: reading
    for reading_id, reading in READINGS.items()
    if not reading.numbers and reading.others
}


@dataclass(frozen=True)
class Unshown:
    """No calculator of the reading's document shows the figure: none of ``words`` (lower case)
    appears in the name, title, summary, inputs, settings or outputs of any of them."""

    words: tuple[str, ...]
    where: str


@dataclass(frozen=True)
class Shown:
    """A calculator that shows the place: on ``inputs`` its ``key`` is ``value``, the number the
    document and our reading give; ``why`` says why the other reading gives it too, or why the
    document rules the other reading out."""

    calculator: str
    inputs: dict[str, Any]
    key: str
    value: Any
    why: str


RQ = "RuneQuest, The Game System › "
RE = "ReQuest, Core Mechanic: Skill Rolls › "
BRP = "Basic Roleplaying, Edited House Rules › "
RB = "Runeball 2022 Notes › "
RQ2 = "RuneQuest II House Rules, The Combat Round › "

RB_BLOCK = {"block": 10, "defence": 10, "defences_used": 1, "tackle": "no", "sprint": "no",
            "blitz": "no", "exertion": 0, "counter_exertion": 0, "blocker_mus": 12,
            "defender_mus": 12, "blocker_wound_number": 7, "defender_wound_number": 7}  # fmt: skip
RB_FIELD = {"play": "pass", "pass_skill": 10, "catch_skill": 10, "interceptor_catch": 10,
            "kick_skill": 10}  # fmt: skip
RQ2_COMBATANTS = "Fahir:14:3:0:none;Mikolos:9:2:0:none;Broo:9:2:0:overextended;Scout:13:2:1:none"

CHECKS: dict[str, Unshown | Shown] = {
    "A000-02": Shown(
        "ability", {"chance": 50}, "ranges.critical", "01–03",
        RQ + "Ability Result Table prints 50% critical 01–03: half of 2.5 to even would be 01–02",
    ),
    "A000-10": Shown(
        "resistance", {"active": 15, "passive": 10}, "chance", 75,
        RQ + "The Resistance Table: 50 + 5 × (15 − 10); read the other way round, the printed "
        "cells do not fit the formula",
    ),
    "A001-01": Shown(
        "contest", {"system": "request", "a": 50, "b": 50, "a_roll": 30, "b_roll": 100}, "vr", 2,
        RE + "Skill Contests: a normal success (QR 1) against a fumble (QR −1) is a difference "
        "of 2, as the printed slip (QR 2 against QR 0) is",
    ),
    "A001-10": Unshown(("specialis",), RE + "Specialising in Skills: no calculator takes one"),
    "A002-05": Unshown(("fatigue",), BRP + "Basic Characteristics: no calculator counts fatigue"),
    "A002-06": Unshown(
        ("effective", "metre", "move"),
        BRP + "Actions and moves allowed during a turn: no calculator takes a move",
    ),
    "A002-12": Unshown(
        ("hospital", "heal", "current hit points"),
        BRP + "Recovery rates: no calculator works out healing or hit points below 0",
    ),
    "A002-17": Shown(
        "brp_attack", {"attack": 60}, "odds.fumble", 5.0,
        BRP + "Attack results: 96–00 fumble; who picks the mishap changes no odds",
    ),
    "A003-03": Shown(
        "runeball_block", {**RB_BLOCK, "defences_used": 0}, "defender_wound_chance", 25.0,
        RB + "Blocking: MUS 12 wounds (7) on 1d6 + 1 + 1d4 − 2 ≥ 7, 6 of 24; the other reading "
        "names no die, so it has no number to offer",
    ),
    "A003-15": Shown(
        "runeball_field", {**RB_FIELD, "board": "passer=8.8;receiver=14.8"}, "range", 6,
        RB + "The Field: along a row the range is the same; the other layout leaves the goal "
        "posts (2.8, 30.8) no middle hex, which the notes place",
    ),
    "A003-19": Shown(
        "runeball_block", RB_BLOCK, "defence_now", 8,
        RB + "Multiple Blockers: the reader enters the earlier uses, counted either way",
    ),
    "A003-29": Unshown(("touchdown",), RB + "Scoring: no calculator counts touchdowns"),
    "A003-41": Shown(
        "runeball_field", {**RB_FIELD, "play": "kick", "board": "passer=3.8;target=17.8"},
        "out_of_bounds", 100 * 19 / 72,
        RB + "The Kickoff: where the ball lands does not depend on where the kicker stands",
    ),
    "A003-42": Unshown(
        ("free activation", "free move"),
        RB + "The Kickoff; Turnovers: no calculator plays out a turn",
    ),
    "A003-44": Unshown(
        ("recover", "bouncing"), RB + "Recovering a Bouncing Ball: no calculator picks a ball up"
    ),
    "A004-01": Shown(
        "sr_cycles", {"combatants": RQ2_COMBATANTS}, "cycles.0",
        [["Fahir"], ["Mikolos", "Broo"], ["Scout"]],
        RQ2 + "Surprise (HR): the planner takes the strike ranks as entered, however found",
    ),
    "A004-02": Unshown(("abort",), RQ2 + "Aborting Combat Actions: no calculator aborts"),
    "A004-03": Unshown(("charg", "shield"), RQ2 + "Charging: no calculator charges"),
    "A004-04": Unshown(
        ("damage modifier", "impal"), RQ2 + "Charging: no calculator works out damage"
    ),
    "A004-06": Unshown(("ready",), RQ2 + "Ready an Attack: no calculator takes one"),
    "A004-09": Unshown(("charg", "reach"), RQ2 + "Charging: no calculator charges"),
    "A004-12": Unshown(("charg", "reach"), RQ2 + "Charging: no calculator charges"),
    "A004-10": Shown(
        "sr_cycles", {"combatants": RQ2_COMBATANTS}, "cycles.0.1", ["Mikolos", "Broo"],
        RQ2 + "Action Step: the planner shows the same strike rank together; the order the GM "
        "settles is the same list",
    ),
    "A004-11": Shown(
        "interrupt",
        {"interrupter": 78, "actor": 45, "interrupter_roll": 32, "actor_roll": 21},
        "first", "interrupter",
        RQ2 + "Interrupting Combat Actions: the comparison is the same whatever the interrupter "
        "waited with",
    ),
}  # fmt: skip


def _document_calculators(reading: Reading) -> tuple[Calculator, ...]:
    package = f"rules_py.{reading.document.value}.calculators."
    names = [name for s in SECTIONS if s.module.startswith(package) for name in s.names]
    shared = ("contest", "compare_levels")  # the comparison's calculators show every document
    return tuple(REGISTRY[name] for name in (*names, *shared))


def _declared_text(calculator: Calculator) -> str:
    parts: list[str] = [calculator.name, calculator.title, calculator.summary]
    for item in (*calculator.inputs, *calculator.settings):
        parts += [item.name, item.label, item.help, *item.choice_labels]
    for output in calculator.outputs:
        parts += [output.key, output.label, output.group]
        parts += [words for _, words in (*output.columns, *output.labels)]
    return " ".join(parts).lower()


def _at(result: Any, key: str) -> Any:
    for part in key.split("."):
        result = result[int(part)] if isinstance(result, list) else result[part]
    return result


def test_every_reading_said_to_change_no_number_is_checked() -> None:
    assert set(CHECKS) == set(NO_NUMBER), (
        "a reading whose other reading changes no number is checked here against a calculator "
        "that could show it; one that changes a number is declared numbers=True and offered as a "
        "setting"
    )


@pytest.mark.parametrize(
    "reading_id",
    [r for r, check in CHECKS.items() if isinstance(check, Unshown)],
    ids=lambda r: f"{r}: {CHECKS[r].where}",  # type: ignore[union-attr]
)
def test_no_calculator_of_the_document_shows_the_figure(reading_id: str) -> None:
    check = CHECKS[reading_id]
    assert isinstance(check, Unshown)
    for calculator in _document_calculators(READINGS[reading_id]):
        text = _declared_text(calculator)
        for word in check.words:
            assert word not in text, (
                f"{calculator.name} shows {word!r}: check {reading_id} on it, or offer a setting"
            )


@pytest.mark.parametrize(
    "reading_id",
    [r for r, check in CHECKS.items() if isinstance(check, Shown)],
    ids=lambda r: f"{r}: {CHECKS[r].why}",  # type: ignore[union-attr]
)
def test_the_calculator_that_shows_the_place_gives_the_document_s_number(
    reading_id: str,
) -> None:
    check = CHECKS[reading_id]
    assert isinstance(check, Shown)
    found = _at(calculate(check.calculator, check.inputs), check.key)
    assert found == (pytest.approx(check.value) if isinstance(check.value, float) else check.value)


def test_a_calculator_a_reading_names_is_the_one_it_is_checked_against() -> None:
    """A reading changing no number that names calculators (it shows there) is checked on one of
    them, not on some other."""
    for reading_id, reading in NO_NUMBER.items():
        named = [name for name in reading.affects if name in REGISTRY]
        check = CHECKS[reading_id]
        if named:
            assert isinstance(check, Shown) and check.calculator in named, reading_id


def test_the_word_check_would_catch_a_calculator_that_shows_the_figure() -> None:
    # The check is not vacuous: the Sanity calculator's declaration does name Sanity, and the
    # characteristics calculator hit points.
    assert "sanity" in _declared_text(REGISTRY["sanity"])
    assert "hit points" in _declared_text(REGISTRY["characteristics"])
